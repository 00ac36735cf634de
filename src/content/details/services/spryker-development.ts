import type { ServiceDetail } from '../types';
import { figures } from '@/content/figures';

/** Spryker development: new shops, custom modules, integrations, Vue frontends and upgrades for Spryker commerce. */
export const sprykerDevelopment: ServiceDetail = {
  technologies: ['/technologies/php', '/technologies/vue'],
  caseStudies: [
    '/case-studies/how-we-turned-thank-you-pages-into-revenue-generators',
    '/case-studies/modular-micro-frontend-solution-for-dynamic-page-rendering',
  ],
  tools: [
    'Spryker Cloud Commerce OS',
    'Glue API',
    'Zed',
    'Yves',
    'Twig',
    'Composer',
    'Redis',
    'Elasticsearch',
    'RabbitMQ',
    'Jenkins',
    'Codeception',
    'PHPStan',
  ],
  text: {
    en: {
      problems: {
        intro:
          'Spryker is flexible because almost everything can be customised. That is also why many Spryker projects become hard to change after a few years.',
        items: [
          {
            icon: 'cart',
            title: 'B2B processes the standard does not cover',
            text: 'Customer-specific price lists, company accounts with budgets and approvals, quick orders from SKU lists: your buyers expect them, and the out-of-the-box shop handles only part of it.',
          },
          {
            icon: 'clock',
            title: 'Stuck on an old release',
            text: 'Core classes were overridden instead of extended, so every upgrade looks like a project of its own. Security fixes and new Spryker features pile up unused.',
          },
          {
            icon: 'layers',
            title: 'Integrations that fail at night',
            text: 'Prices and stock arrive from the ERP in nightly batch files. When an import fails, customers see wrong availability the next morning and orders need manual correction.',
          },
          {
            icon: 'chart',
            title: 'A storefront that slows sales down',
            text: 'Category pages load slowly on mobile, search results disappoint, and even a small frontend change has to wait for the next full release.',
          },
        ],
      },
      deliverables: {
        intro:
          'We work across the whole Spryker stack, from Zed business logic to the storefront, and prefer Spryker’s extension points over changes to the core.',
        items: [
          {
            icon: 'cart',
            title: 'New B2B, B2C and marketplace shops',
            text: 'Shops on Spryker Cloud Commerce OS or your own infrastructure, using standard modules wherever they fit and custom code only where your process really differs.',
          },
          {
            icon: 'code',
            title: 'Custom Zed modules and Glue APIs',
            text: 'Project-level modules for your pricing, approval and order logic, and Glue API endpoints for a B2B customer portal, a mobile app or a headless frontend.',
          },
          {
            icon: 'layers',
            title: 'ERP, PIM and payment integrations',
            text: 'Prices, stock and orders synchronised with SAP or Microsoft Dynamics through RabbitMQ queues, product data from Akeneo, and payment providers such as Adyen or Payone.',
          },
          {
            icon: 'design',
            title: 'Vue frontends and micro-frontends',
            text: 'Headless storefronts or Vue modules embedded in Yves pages, for example an offers module on the order-confirmation page that leaves the checkout untouched.',
          },
          {
            icon: 'rocket',
            title: 'Upgrades, tuning and migrations',
            text: 'Step-by-step upgrades from older releases, tuning of Publish & Synchronize, Redis and Elasticsearch, and migration of catalogues, customers and orders from legacy shop systems.',
          },
        ],
      },
      engagement: {
        intro:
          'Whether we build a new shop or take over an existing one, we start by understanding your processes and the code, then deliver in two-week sprints.',
        items: [
          {
            title: 'Audit or discovery',
            duration: `${figures.en.discoveryWeeksShort} weeks`,
            text: 'For an existing shop we review customisations, module versions, integrations and hosting and write down the risks. For a new shop we map your sales processes in workshops.',
          },
          {
            title: 'Solution design',
            duration: '1–2 weeks',
            text: 'We decide which requirements standard modules cover, which need custom code, and how data flows between shop, ERP and PIM. You receive an estimated backlog and a release plan.',
          },
          {
            title: 'Implementation',
            duration: '4–9 months',
            text: 'Features in two-week sprints with a demo at the end of each, tested automatically and deployed to a staging shop your team can use.',
          },
          {
            title: 'Go-live',
            duration: '2–3 weeks',
            text: 'Data migration, SEO redirects, load tests and a cutover plan with a rollback option, scheduled outside your peak season.',
          },
          {
            title: 'Continuous development',
            duration: 'ongoing',
            text: 'Regular Spryker updates, new features and conversion work, usually by a dedicated team that knows your shop.',
          },
        ],
      },
      toolsIntro: 'The Spryker building blocks and tools our team works with every day.',
      faq: [
        {
          question: 'Can you take over our Spryker shop from another agency?',
          answer:
            `Yes. We start with an audit of ${figures.en.discoveryWeeks} weeks and a written assessment, then work alongside your current partner for a few sprints before taking full responsibility. Your shop keeps running throughout, and you know the state of the code before you commit to more.`,
        },
        {
          question: 'What sets the cost of a Spryker shop?',
          answer:
            `Mainly the number of ERP, PIM and payment integrations and how far your B2B processes depart from Spryker’s standard modules. Most Spryker clients work with a dedicated team of three to six people, typically PHP engineers, a frontend developer, QA and a delivery lead, at ${figures.en.personMonth} per person per month. A new shop starts with a paid discovery of ${figures.en.discoveryPrice}. Spryker licence fees are agreed directly between you and Spryker.`,
        },
        {
          question: 'How long does a Spryker upgrade take?',
          answer:
            'That depends on how far behind the shop is and how deeply the core was modified. Regular module updates fit into normal sprints; catching up on several years of releases can take one to three months. We upgrade in groups of modules, so you get releases along the way instead of one big switch.',
        },
        {
          question: 'Can we add features without risking the checkout?',
          answer:
            'Often, yes. For a home and living retailer we embedded a Vue offers module in the order-confirmation page without changing the checkout. 6% of buyers accepted an offer, and online revenue rose by 4% in the first quarter.',
        },
        {
          question: 'Can several teams work on one Spryker storefront?',
          answer:
            'Yes, with micro-frontends. For a DACH marketplace on Spryker Marketplace we built a Node.js composition layer that renders pages from independently deployed React and Vue modules. Five teams now ship more than 40 releases a month, and pages render 30% faster.',
        },
      ],
    },
    de: {
      problems: {
        intro:
          'Spryker ist flexibel, weil sich fast alles anpassen lässt. Genau deshalb lassen sich viele Spryker-Projekte nach einigen Jahren nur noch schwer ändern.',
        items: [
          {
            icon: 'cart',
            title: 'B2B-Prozesse, die der Standard nicht abdeckt',
            text: 'Kundenspezifische Preislisten, Firmenkonten mit Budgets und Freigaben, Schnellbestellung per Artikelnummernliste: Die Einkaufsabteilungen Ihrer Kunden erwarten das, doch der Standard-Shop deckt nur einen Teil davon ab.',
          },
          {
            icon: 'clock',
            title: 'Auf einer alten Version festgefahren',
            text: 'Kernklassen wurden überschrieben statt erweitert, deshalb wird jedes Upgrade zu einem eigenen Projekt. Sicherheitsupdates und neue Spryker-Funktionen bleiben ungenutzt liegen.',
          },
          {
            icon: 'layers',
            title: 'Schnittstellen, die nachts ausfallen',
            text: 'Preise und Bestände kommen per nächtlicher Batch-Datei aus dem ERP. Scheitert ein Import, sehen Kunden am nächsten Morgen falsche Verfügbarkeiten, und Bestellungen müssen von Hand korrigiert werden.',
          },
          {
            icon: 'chart',
            title: 'Ein Shop-Frontend, das den Umsatz bremst',
            text: 'Kategorieseiten laden auf dem Smartphone langsam, die Suche enttäuscht, und selbst kleine Frontend-Änderungen warten auf das nächste große Release.',
          },
        ],
      },
      deliverables: {
        intro:
          'Wir arbeiten im gesamten Spryker-Stack, von der Geschäftslogik in Zed bis zum Shop-Frontend, und nutzen die Erweiterungspunkte von Spryker, statt in den Kern einzugreifen.',
        items: [
          {
            icon: 'cart',
            title: 'Neue B2B-, B2C- und Marktplatz-Shops',
            text: 'Shops auf Spryker Cloud Commerce OS oder Ihrer eigenen Infrastruktur – mit Standardmodulen, wo sie passen, und eigenem Code nur dort, wo sich Ihr Prozess wirklich unterscheidet.',
          },
          {
            icon: 'code',
            title: 'Eigene Zed-Module und Glue-APIs',
            text: 'Projektmodule für Ihre Preis-, Freigabe- und Bestelllogik sowie Glue-API-Endpunkte für ein B2B-Kundenportal, eine App oder ein Headless-Frontend.',
          },
          {
            icon: 'layers',
            title: 'ERP-, PIM- und Zahlungsanbindungen',
            text: 'Abgleich von Preisen, Beständen und Bestellungen mit SAP oder Microsoft Dynamics über RabbitMQ-Queues, Produktdaten aus Akeneo und die Anbindung von Zahlungsanbietern wie Adyen oder Payone.',
          },
          {
            icon: 'design',
            title: 'Vue-Frontends und Micro-Frontends',
            text: 'Headless-Shop-Frontends oder Vue-Module, die in Yves-Seiten eingebettet werden – z. B. ein Angebotsmodul auf der Bestellbestätigung, das den Checkout unberührt lässt.',
          },
          {
            icon: 'rocket',
            title: 'Upgrades, Leistungsoptimierung und Migrationen',
            text: 'Schrittweise Upgrades älterer Versionen, Optimierung von Publish & Synchronize, Redis und Elasticsearch sowie die Migration von Katalog, Kundendaten und Bestellungen aus Altsystemen.',
          },
        ],
      },
      engagement: {
        intro:
          'Ob neuer Shop oder Übernahme eines bestehenden: Zuerst verstehen wir Ihre Prozesse und den Code, dann liefern wir in zweiwöchigen Sprints.',
        items: [
          {
            title: 'Audit oder Konzeptphase',
            duration: `${figures.de.discoveryWeeksShort} Wochen`,
            text: 'Bei bestehenden Shops prüfen wir Anpassungen, Modulversionen, Schnittstellen und Hosting und halten die Risiken schriftlich fest. Bei neuen Shops erfassen wir Ihre Vertriebsprozesse in Workshops.',
          },
          {
            title: 'Lösungskonzept',
            duration: '1–2 Wochen',
            text: 'Wir klären, welche Anforderungen Standardmodule abdecken, wo eigener Code nötig ist und wie Daten zwischen Shop, ERP und PIM fließen. Sie erhalten ein geschätztes Backlog und einen Release-Plan.',
          },
          {
            title: 'Umsetzung',
            duration: '4–9 Monate',
            text: 'Funktionen in zweiwöchigen Sprints mit einer Demo am Ende jedes Sprints, automatisch getestet und auf einem Test-Shop bereitgestellt, den Ihr Team nutzen kann.',
          },
          {
            title: 'Produktivstart',
            duration: '2–3 Wochen',
            text: 'Datenmigration, SEO-Weiterleitungen, Lasttests und ein Umstellungsplan mit Rückfalloption – zeitlich außerhalb Ihrer Hauptsaison.',
          },
          {
            title: 'Weiterentwicklung',
            duration: 'laufend',
            text: 'Regelmäßige Spryker-Updates, neue Funktionen und die Optimierung der Abschlussquote, meist durch ein dediziertes Team, das Ihren Shop kennt.',
          },
        ],
      },
      toolsIntro: 'Die Spryker-Bausteine und Werkzeuge, mit denen unser Team täglich arbeitet.',
      faq: [
        {
          question: 'Können Sie unseren Spryker-Shop von einer anderen Agentur übernehmen?',
          answer:
            `Ja. Wir beginnen mit einem Audit von ${figures.de.discoveryWeeks} Wochen und einer schriftlichen Bewertung und arbeiten dann einige Sprints parallel zu Ihrem bisherigen Partner, bevor wir die volle Verantwortung übernehmen. Ihr Shop läuft währenddessen weiter, und Sie kennen den Zustand des Codes, bevor Sie sich weiter festlegen.`,
        },
        {
          question: 'Was bestimmt die Kosten eines Spryker-Shops?',
          answer:
            `Vor allem die Zahl der ERP-, PIM- und Zahlungsanbindungen und wie weit Ihre B2B-Prozesse von den Standardmodulen abweichen. Die meisten Spryker-Kunden arbeiten mit einem dedizierten Team aus drei bis sechs Personen – typischerweise Fachleute für PHP und Frontend, QA und eine Projektleitung – zu ${figures.de.personMonth} pro Person und Monat. Ein neuer Shop beginnt mit einer bezahlten Konzeptphase für ${figures.de.discoveryPrice}. Die Spryker-Lizenz vereinbaren Sie direkt mit Spryker.`,
        },
        {
          question: 'Wie lange dauert ein Spryker-Upgrade?',
          answer:
            'Das hängt davon ab, wie weit der Shop zurückliegt und wie tief in den Kern eingegriffen wurde. Regelmäßige Modul-Updates passen in normale Sprints; mehrere Jahre Rückstand aufzuholen kann ein bis drei Monate dauern. Wir aktualisieren in Modulgruppen, sodass unterwegs Releases entstehen statt einer einzigen großen Umstellung.',
        },
        {
          question: 'Lassen sich neue Funktionen ohne Risiko für den Checkout ergänzen?',
          answer:
            'Oft ja. Für einen Händler für Wohnen und Einrichtung haben wir ein Vue-Angebotsmodul in die Bestellbestätigung eingebettet, ohne den Checkout zu verändern. 6 % der Bestellenden nahmen ein Angebot an, der Onlineumsatz stieg im ersten Quartal um 4 %.',
        },
        {
          question: 'Können mehrere Teams an einem Spryker-Shop-Frontend arbeiten?',
          answer:
            'Ja, mit Micro-Frontends. Für einen Marktplatz in der DACH-Region auf Spryker Marketplace haben wir eine Kompositionsschicht in Node.js gebaut, die Seiten aus unabhängig ausgelieferten React- und Vue-Modulen rendert. Fünf Teams veröffentlichen heute mehr als 40 Releases im Monat, und die Seiten werden 30 % schneller gerendert.',
        },
      ],
    },
  },
};
