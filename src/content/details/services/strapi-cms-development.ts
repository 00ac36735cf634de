import type { ServiceDetail } from '../types';
import { figures } from '@/content/figures';

/** Strapi CMS development: content models, custom plugins, connected frontends, hosting and migrations for headless Strapi. */
export const strapiCmsDevelopment: ServiceDetail = {
  technologies: ['/technologies/node-js', '/technologies/react', '/technologies/vue'],
  caseStudies: [
    '/case-studies/modular-micro-frontend-solution-for-dynamic-page-rendering',
    '/case-studies/e-learning',
  ],
  tools: [
    'Strapi 5',
    'TypeScript',
    'PostgreSQL',
    'GraphQL',
    'Next.js',
    'Nuxt',
    'React Native',
    'Docker',
    'Amazon S3',
    'Meilisearch',
    'Jest',
    'GitHub Actions',
  ],
  text: {
    en: {
      problems: {
        intro: 'Teams usually call us about Strapi when their content setup has started to slow down the product or the marketing team.',
        items: [
          {
            icon: 'layers',
            title: 'Content that is hard-coded or scattered',
            text: 'Texts, course material or page layouts live in code, spreadsheets and old WordPress plugins. Every change needs a developer, and the same content is maintained in three places.',
          },
          {
            icon: 'mobile',
            title: 'One content source, several channels',
            text: 'A website, a mobile app and a shop all need the same content, but your current CMS renders HTML pages and offers no clean API.',
          },
          {
            icon: 'shield',
            title: 'Editors without clear roles',
            text: 'Either anyone can publish anything, or nobody can publish without IT. There are no review steps, no audit trail and no way to prepare content for a launch date.',
          },
          {
            icon: 'cloud',
            title: 'A Strapi instance that has been left alone',
            text: 'An instance set up in a hurry runs on an old major version without backups or monitoring, and custom plugins break with every upgrade attempt.',
          },
        ],
      },
      deliverables: {
        intro: 'A Strapi project with us covers the CMS, the frontends that use it and the operation that keeps it running.',
        items: [
          {
            icon: 'layers',
            title: 'A content model that fits your editors',
            text: 'Collection types, components and dynamic zones designed with your editors in workshops, with validation and help texts, so content stays structured and reusable across channels.',
          },
          {
            icon: 'code',
            title: 'Custom plugins and fields',
            text: 'Server-side plugins in Node.js and admin extensions in React, for example a page-configuration builder, a preview button for your website or a sync with your PIM or LMS.',
          },
          {
            icon: 'shield',
            title: 'Roles, review steps and localisation',
            text: 'Permissions per team, review stages, scheduled publishing and localised content in German, English and any further languages you need.',
          },
          {
            icon: 'globe',
            title: 'Frontends connected to Strapi',
            text: 'Next.js or Nuxt websites with static generation and on-demand revalidation, Vue web apps and React Native apps reading content over REST or GraphQL. For a Swiss training provider, course content edited in Strapi feeds both the Vue web app and the mobile app.',
          },
          {
            icon: 'cloud',
            title: 'Hosting, upgrades and backups',
            text: 'Strapi in containers on AWS Frankfurt, Google Cloud or Hetzner with PostgreSQL, media on S3-compatible storage behind a CDN, daily backups, monitoring and planned major-version upgrades.',
          },
          {
            icon: 'book',
            title: 'Migration from WordPress and legacy systems',
            text: 'Scripts that export your content, map it to the new model, rewrite links and media references and import it into Strapi, rehearsed on copies before the real cut-over.',
          },
        ],
      },
      engagement: {
        intro: 'Strapi projects are usually smaller than full platform builds: kick-off to go-live typically takes three to four months.',
        items: [
          {
            title: 'Content audit and modelling',
            duration: '2–3 weeks',
            text: 'We take stock of your existing content, talk to editors about their daily work and design the content model and roles. You review the model in a running Strapi instance, not on paper.',
          },
          {
            title: 'Setup and integration',
            duration: '2–4 weeks',
            text: 'Infrastructure, CI pipeline, authentication, media storage and the first API endpoints, connected to your frontend and to systems such as your PIM, shop or LMS.',
          },
          {
            title: 'Plugins and frontend work',
            duration: '4–8 weeks',
            text: 'Custom plugins, preview, page-building components and frontend templates, delivered in two-week sprints with a demo at the end of each.',
          },
          {
            title: 'Migration and editor training',
            duration: '2–3 weeks',
            text: 'We migrate content, check it with your editors, train them in one or two sessions and hand over a short editor guide.',
          },
          {
            title: 'Go-live and operation',
            duration: 'ongoing',
            text: 'Launch with monitoring and a rollback plan, followed by hosting, security updates and new features whenever you need them.',
          },
        ],
      },
      toolsIntro: 'Strapi runs on Node.js and its admin panel on React. Around it, we use these tools.',
      faq: [
        {
          question: 'Why Strapi rather than WordPress or a SaaS CMS?',
          answer:
            'Strapi is open source and self-hosted, so your content stays in your own EU hosting, and the community edition has no licence fee per seat or API call. Content types are fully customisable, and REST and GraphQL APIs come out of the box. If you want no hosting responsibility at all, a SaaS CMS can be the better choice, and we compare both against your requirements.',
        },
        {
          question: 'What shapes the budget for a Strapi project?',
          answer:
            `Mostly the number of content types and custom plugins, the frontends that read from Strapi and whether existing content has to be migrated. We scope it in a paid discovery of ${figures.en.discoveryPrice}, after which you receive a fixed or capped price per milestone. For continuous work, a dedicated team member costs ${figures.en.personMonth} per month depending on role and seniority. Hosting costs depend on your cloud provider and traffic and are billed to your own account.`,
        },
        {
          question: 'Can Strapi handle a large platform?',
          answer:
            'Yes, with the right setup. On a DACH online marketplace with five teams and more than 40 releases a month, editors change the page configuration in Strapi, and a Node.js composition layer renders pages from it. With cached responses and a properly sized database, Strapi itself is rarely the bottleneck.',
        },
        {
          question: 'Can you migrate our content from WordPress?',
          answer:
            'Yes. Our scripts map posts, pages, custom fields, media and authors to the new content model and rewrite internal links. We run the migration several times on copies until your editors approve the result, then cut over with redirects for every changed URL.',
        },
        {
          question: 'Who hosts Strapi and who owns it?',
          answer:
            'You own the code, the content and the cloud accounts from day one. We can operate Strapi for you in EU regions, on AWS Frankfurt, Google Cloud or Hetzner, or hand the setup over to your operations team with documentation. A data processing agreement covers any hosting we do on your behalf.',
        },
      ],
    },
    de: {
      problems: {
        intro: 'Meist sprechen uns Teams auf Strapi an, wenn ihre Inhaltsverwaltung beginnt, das Produkt oder das Marketing auszubremsen.',
        items: [
          {
            icon: 'layers',
            title: 'Fest verdrahtete oder verstreute Inhalte',
            text: 'Texte, Kursmaterial oder Seitenlayouts stecken im Code, in Tabellen und alten WordPress-Plugins. Jede Änderung braucht jemanden aus der Entwicklung, und dieselben Inhalte werden an drei Stellen gepflegt.',
          },
          {
            icon: 'mobile',
            title: 'Eine Inhaltsquelle, mehrere Kanäle',
            text: 'Website, mobile App und Shop brauchen dieselben Inhalte, doch Ihr bisheriges CMS rendert HTML-Seiten und bietet keine saubere API.',
          },
          {
            icon: 'shield',
            title: 'Redaktion ohne klare Rollen',
            text: 'Entweder dürfen alle alles veröffentlichen, oder ohne die IT geht gar nichts. Es gibt keine Freigabeschritte, kein Änderungsprotokoll und keine Möglichkeit, Inhalte für einen Starttermin vorzubereiten.',
          },
          {
            icon: 'cloud',
            title: 'Eine sich selbst überlassene Strapi-Instanz',
            text: 'Eine in Eile aufgesetzte Instanz läuft auf einer alten Major-Version ohne Backups und Monitoring, und eigene Plugins funktionieren nach jedem Upgrade-Versuch nicht mehr.',
          },
        ],
      },
      deliverables: {
        intro: 'Ein Strapi-Projekt bei uns umfasst das CMS, die Frontends, die darauf zugreifen, und den Betrieb, der alles am Laufen hält.',
        items: [
          {
            icon: 'layers',
            title: 'Ein Inhaltsmodell, das zu Ihrer Redaktion passt',
            text: 'Collection Types, Komponenten und Dynamic Zones, in Workshops gemeinsam mit Ihrer Redaktion entworfen, mit Validierung und Hilfetexten – damit Inhalte strukturiert bleiben und sich kanalübergreifend wiederverwenden lassen.',
          },
          {
            icon: 'code',
            title: 'Eigene Plugins und Felder',
            text: 'Serverseitige Plugins in Node.js und Erweiterungen des Adminbereichs in React, etwa ein Baukasten für Seitenkonfigurationen, ein Vorschau-Button für Ihre Website oder ein Abgleich mit Ihrem PIM oder LMS.',
          },
          {
            icon: 'shield',
            title: 'Rollen, Freigaben und Mehrsprachigkeit',
            text: 'Berechtigungen pro Team, Freigabestufen, zeitgesteuertes Veröffentlichen und lokalisierte Inhalte auf Deutsch, Englisch und in allen weiteren Sprachen, die Sie brauchen.',
          },
          {
            icon: 'globe',
            title: 'An Strapi angebundene Frontends',
            text: 'Next.js- oder Nuxt-Websites mit statischer Generierung und On-Demand-Revalidierung, Vue-Web-Apps und React-Native-Apps, die Inhalte über REST oder GraphQL beziehen. Bei einem Schweizer Weiterbildungsanbieter speisen die in Strapi gepflegten Kursinhalte sowohl die Vue-Web-App als auch die mobile App.',
          },
          {
            icon: 'cloud',
            title: 'Hosting, Upgrades und Backups',
            text: 'Strapi in Containern auf AWS Frankfurt, Google Cloud oder Hetzner mit PostgreSQL, Medien in S3-kompatiblem Speicher hinter einem CDN, tägliche Backups, Monitoring und geplante Major-Upgrades.',
          },
          {
            icon: 'book',
            title: 'Migration aus WordPress und Altsystemen',
            text: 'Skripte, die Ihre Inhalte exportieren, auf das neue Modell abbilden, Links und Medienverweise umschreiben und in Strapi importieren – an Kopien erprobt, bevor die echte Umstellung erfolgt.',
          },
        ],
      },
      engagement: {
        intro: 'Strapi-Projekte sind meist kleiner als komplette Plattformprojekte: Vom Kick-off bis zum Produktivstart vergehen typischerweise drei bis vier Monate.',
        items: [
          {
            title: 'Inhaltsprüfung und Modellierung',
            duration: '2–3 Wochen',
            text: 'Wir sichten Ihre bestehenden Inhalte, sprechen mit der Redaktion über ihren Arbeitsalltag und entwerfen Inhaltsmodell und Rollen. Das Modell prüfen Sie in einer laufenden Strapi-Instanz, nicht auf dem Papier.',
          },
          {
            title: 'Einrichtung und Anbindung',
            duration: '2–4 Wochen',
            text: 'Infrastruktur, CI-Pipeline, Authentifizierung, Medienspeicher und die ersten API-Endpunkte, verbunden mit Ihrem Frontend und mit Systemen wie PIM, Shop oder LMS.',
          },
          {
            title: 'Plugins und Frontend',
            duration: '4–8 Wochen',
            text: 'Eigene Plugins, Vorschau, Komponenten für den Seitenaufbau und Frontend-Templates, geliefert in Zwei-Wochen-Sprints mit einer Demo am Ende jedes Sprints.',
          },
          {
            title: 'Migration und Schulung der Redaktion',
            duration: '2–3 Wochen',
            text: 'Wir migrieren die Inhalte, prüfen sie gemeinsam mit der Redaktion, schulen sie in ein oder zwei Terminen und übergeben einen kurzen Redaktionsleitfaden.',
          },
          {
            title: 'Produktivstart und Betrieb',
            duration: 'laufend',
            text: 'Inbetriebnahme mit Monitoring und Rückfallplan, danach Hosting, Sicherheitsupdates und neue Funktionen, wann immer Sie sie brauchen.',
          },
        ],
      },
      toolsIntro: 'Strapi läuft auf Node.js, sein Adminbereich auf React. Rundherum nutzen wir diese Werkzeuge.',
      faq: [
        {
          question: 'Warum Strapi und nicht WordPress oder ein SaaS-CMS?',
          answer:
            'Strapi ist Open Source und selbst gehostet, Ihre Inhalte bleiben also in Ihrem eigenen EU-Hosting, und die Community-Edition kostet keine Lizenzgebühr pro Nutzerkonto oder API-Aufruf. Inhaltstypen lassen sich vollständig anpassen, REST- und GraphQL-APIs sind von Haus aus dabei. Wollen Sie gar keine Verantwortung für das Hosting tragen, kann ein SaaS-CMS die bessere Wahl sein – wir vergleichen beides anhand Ihrer Anforderungen.',
        },
        {
          question: 'Was beeinflusst das Budget eines Strapi-Projekts?',
          answer:
            `Vor allem die Zahl der Inhaltstypen und eigenen Plugins, die angebundenen Frontends und die Frage, ob bestehende Inhalte migriert werden müssen. Den Umfang klären wir in einer bezahlten Konzeptphase für ${figures.de.discoveryPrice}, danach erhalten Sie einen Fest- oder Maximalpreis je Meilenstein. Für eine fortlaufende Zusammenarbeit kostet ein Mitglied eines dedizierten Teams je nach Rolle und Seniorität ${figures.de.personMonth} im Monat. Die Hostingkosten hängen von Cloud-Anbieter und Datenverkehr ab und laufen über Ihr eigenes Konto.`,
        },
        {
          question: 'Kommt Strapi mit einer großen Plattform zurecht?',
          answer:
            'Ja, wenn die Umgebung richtig aufgesetzt ist. Bei einem Online-Marktplatz aus der DACH-Region mit fünf Teams und mehr als 40 Releases im Monat ändert die Redaktion die Seitenkonfiguration in Strapi, und eine Node.js-Kompositionsschicht rendert daraus die Seiten. Mit zwischengespeicherten Antworten und einer passend dimensionierten Datenbank ist Strapi selbst selten der Engpass.',
        },
        {
          question: 'Können Sie unsere Inhalte aus WordPress übernehmen?',
          answer:
            'Ja. Unsere Skripte bilden Beiträge, Seiten, benutzerdefinierte Felder, Medien und Autorenangaben auf das neue Inhaltsmodell ab und schreiben interne Links um. Wir führen die Migration mehrmals an Kopien durch, bis Ihre Redaktion das Ergebnis freigibt, und stellen dann mit Weiterleitungen für jede geänderte URL um.',
        },
        {
          question: 'Wer hostet Strapi, und wem gehört es?',
          answer:
            'Code, Inhalte und Cloud-Konten gehören vom ersten Tag an Ihnen. Wir betreiben Strapi auf Wunsch für Sie in EU-Regionen – auf AWS Frankfurt, Google Cloud oder Hetzner – oder übergeben den Betrieb mit Dokumentation an Ihr Betriebsteam. Für das Hosting in Ihrem Auftrag schließen wir einen Auftragsverarbeitungsvertrag (AVV).',
        },
      ],
    },
  },
};
