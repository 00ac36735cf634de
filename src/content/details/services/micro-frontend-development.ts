import type { ServiceDetail } from '../types';
import { figures } from '@/content/figures';

/** Micro-frontend development: architecture, composition layer, shared design system and step-by-step migration. */
export const microFrontendDevelopment: ServiceDetail = {
  technologies: ['/technologies/react', '/technologies/vue', '/technologies/angular'],
  caseStudies: [
    '/case-studies/modular-micro-frontend-solution-for-dynamic-page-rendering',
    '/case-studies/how-we-turned-thank-you-pages-into-revenue-generators',
  ],
  tools: [
    'Webpack Module Federation',
    'single-spa',
    'Next.js',
    'Nuxt',
    'Vite',
    'Web Components',
    'Storybook',
    'Nx',
    'Pact',
    'Playwright',
    'Sentry',
    'Strapi',
  ],
  text: {
    en: {
      problems: {
        intro: 'Micro-frontends answer an organisational problem as much as a technical one. These are the signs that your frontend has one.',
        items: [
          {
            icon: 'clock',
            title: 'Teams queue for a shared release train',
            text: 'Several teams merge into one repository and wait for a release every two weeks. One failing test blocks everybody, and a small change takes two weeks to reach customers.',
          },
          {
            icon: 'layers',
            title: 'A monolith nobody dares to touch',
            text: 'The frontend has grown for years, builds get slower every month and nobody is sure who owns which component. A framework upgrade would mean rewriting everything at once.',
          },
          {
            icon: 'code',
            title: 'Several frameworks in one product',
            text: 'Older Angular modules sit next to new React and Vue code, or an acquired product has to be integrated. Rewriting it all in one framework is expensive and moves the business nowhere.',
          },
          {
            icon: 'cart',
            title: 'New features must not touch the core',
            text: 'You want to add offers, configurators or personalisation to a shop, but the checkout belongs to another team or a platform vendor and changes only with great care.',
          },
        ],
      },
      deliverables: {
        intro: 'We design the architecture, build the shared foundations and deliver the first modules together with your teams.',
        items: [
          {
            icon: 'layers',
            title: 'An architecture decision you can defend',
            text: 'A documented choice of how pages are composed: in the browser with Module Federation or on the server in a Node.js composition layer. It covers routing, shared dependencies, versioning and communication between modules, with the trade-offs written down.',
          },
          {
            icon: 'rocket',
            title: 'A composition layer or application shell',
            text: 'The code that assembles pages from independent modules, handles routing and sign-in, and degrades gracefully when one module fails. For a DACH marketplace, server-side composition with caching made pages render 30% faster.',
          },
          {
            icon: 'design',
            title: 'A shared design system',
            text: 'Design tokens and components published as versioned packages for React, Vue and Angular, so modules from different teams look and behave alike.',
          },
          {
            icon: 'check',
            title: 'Independent pipelines per team',
            text: 'Each module gets its own tests, preview environment and deployment, plus contract tests that catch breaking changes between modules before production.',
          },
          {
            icon: 'cart',
            title: 'Modules embedded in existing platforms',
            text: 'Self-contained micro-frontends that plug into a shop or CMS without changing its core. For a home and living retailer on Spryker, we placed a Vue offers module on the order-confirmation page without touching the checkout.',
          },
        ],
      },
      engagement: {
        intro: 'We migrate step by step while your current frontend stays in production. The durations are typical for a platform with three to six teams.',
        items: [
          {
            title: 'Architecture assessment',
            duration: `${figures.en.discoveryWeeksShort} weeks`,
            text: 'In a paid discovery we analyse your frontend, team structure, release process and performance, and agree on domains and ownership with your architects. You receive an architecture proposal and a migration plan.',
          },
          {
            title: 'Foundation',
            duration: '4–6 weeks',
            text: 'We build the composition layer or shell, the design system packages, CI templates and monitoring, and prove the setup with one real page.',
          },
          {
            title: 'First module in production',
            duration: '4 weeks',
            text: 'Together with one of your teams we build or extract the first module and release it on its own. This pilot shows what to adjust before more teams move over.',
          },
          {
            title: 'Team-by-team migration',
            duration: '3–9 months',
            text: 'Further domains move into their own modules one after another. New routes go to the new modules, while old ones keep running until they are replaced.',
          },
          {
            title: 'Handover and coaching',
            duration: '2–4 weeks',
            text: 'We document conventions, run workshops with your teams and step back into a reviewing role, or stay on as one of the module teams.',
          },
        ],
      },
      toolsIntro: 'Besides React, Vue and Angular, these are the building blocks we use most often.',
      faq: [
        {
          question: 'When are micro-frontends worth it?',
          answer:
            'When three or more teams work on the same frontend and slow each other down. For a single team, a well-structured modular monolith is cheaper to run, and then we advise against micro-frontends. Micro-frontends bring real costs: more pipelines, coordinated shared dependencies and a design system that needs an owner.',
        },
        {
          question: 'Module Federation or server-side composition?',
          answer:
            'Module Federation suits applications behind a login, such as portals and dashboards, where fast navigation matters more than the first load. For public pages that must rank in search and load quickly on phones, we prefer server-side composition, where a Node.js layer assembles and caches the HTML. Many platforms combine both.',
        },
        {
          question: 'Can we keep our existing Angular code?',
          answer:
            'Yes. Modules in different frameworks can run side by side, and replacing working code is rarely the best use of budget. On the DACH marketplace, two legacy Angular modules kept running next to the new React and Vue modules, composed into the same pages.',
        },
        {
          question: 'How do you keep the user experience consistent?',
          answer:
            'With a versioned design system that every framework consumes, and visual regression tests in each module’s pipeline. A small platform team, ours or yours, owns the shell and the design system and reviews changes to shared contracts.',
        },
        {
          question: 'What decides the effort of a micro-frontend migration?',
          answer:
            `Mainly the number of teams and domains that move over and how many frameworks have to run side by side. It starts with a paid discovery of ${figures.en.discoveryWeeks} weeks at ${figures.en.discoveryPrice}, which produces the architecture proposal and a plan with milestones. The build-out then runs at a fixed or capped price per milestone, or with a dedicated team at ${figures.en.personMonth} per person per month depending on role and seniority. Because we migrate step by step, you can pause after any milestone with a working system.`,
        },
      ],
    },
    de: {
      problems: {
        intro: 'Micro-Frontends lösen ein organisatorisches Problem ebenso wie ein technisches. An diesen Anzeichen erkennen Sie, dass Ihr Frontend eines hat.',
        items: [
          {
            icon: 'clock',
            title: 'Alle Teams warten auf denselben Release-Termin',
            text: 'Mehrere Teams arbeiten in einem Repository und warten auf das gemeinsame Release, das nur alle zwei Wochen stattfindet. Ein einziger fehlschlagender Test blockiert alle, und selbst eine kleine Änderung braucht zwei Wochen bis zur Kundschaft.',
          },
          {
            icon: 'layers',
            title: 'Ein Monolith, an den sich niemand herantraut',
            text: 'Das Frontend ist über Jahre gewachsen, der Build wird jeden Monat langsamer, und niemand weiß genau, wem welche Komponente gehört. Ein Framework-Upgrade hieße, alles auf einmal neu zu schreiben.',
          },
          {
            icon: 'code',
            title: 'Mehrere Frameworks in einem Produkt',
            text: 'Ältere Angular-Module stehen neben neuem React- und Vue-Code, oder ein zugekauftes Produkt muss integriert werden. Alles in ein Framework zu überführen, ist teuer und bringt das Geschäft keinen Schritt weiter.',
          },
          {
            icon: 'cart',
            title: 'Neue Funktionen dürfen den Kern nicht berühren',
            text: 'Sie möchten Ihren Shop um Angebote, Konfiguratoren oder Personalisierung erweitern, doch der Checkout gehört einem anderen Team oder dem Plattformanbieter und wird nur mit größter Vorsicht geändert.',
          },
        ],
      },
      deliverables: {
        intro: 'Wir entwerfen die Architektur, bauen das gemeinsame Fundament und liefern die ersten Module zusammen mit Ihren Teams.',
        items: [
          {
            icon: 'layers',
            title: 'Eine belastbare Architekturentscheidung',
            text: 'Eine dokumentierte Entscheidung, wie Seiten zusammengesetzt werden: im Browser mit Module Federation oder auf dem Server in einer Node.js-Kompositionsschicht. Sie regelt Routing, gemeinsame Abhängigkeiten, Versionierung und die Kommunikation zwischen Modulen – samt schriftlich festgehaltener Abwägungen.',
          },
          {
            icon: 'rocket',
            title: 'Eine Kompositionsschicht oder App-Shell',
            text: 'Der Code, der Seiten aus unabhängigen Modulen zusammensetzt, Routing und Anmeldung übernimmt und sauber reagiert, wenn ein Modul ausfällt. Bei einem Marktplatz aus der DACH-Region werden Seiten dank serverseitiger Komposition und Caching 30 % schneller gerendert.',
          },
          {
            icon: 'design',
            title: 'Ein gemeinsames Designsystem',
            text: 'Design-Tokens und Komponenten als versionierte Pakete für React, Vue und Angular, damit Module verschiedener Teams gleich aussehen und sich gleich verhalten.',
          },
          {
            icon: 'check',
            title: 'Eigene Pipelines für jedes Team',
            text: 'Jedes Modul erhält eigene Tests, eine Vorschauumgebung und ein eigenes Deployment, dazu Contract-Tests, die inkompatible Änderungen zwischen Modulen vor der Produktion abfangen.',
          },
          {
            icon: 'cart',
            title: 'Module in bestehenden Plattformen',
            text: 'In sich geschlossene Micro-Frontends, die sich in einen Shop oder ein CMS einfügen, ohne deren Kern zu verändern. Für einen Händler für Wohnen und Einrichtung auf Spryker haben wir ein Angebotsmodul in Vue auf der Bestellbestätigungsseite platziert – ohne Eingriff in den Checkout.',
          },
        ],
      },
      engagement: {
        intro: 'Wir migrieren schrittweise, während Ihr bisheriges Frontend in Produktion bleibt. Die Zeitangaben sind typisch für eine Plattform mit drei bis sechs Teams.',
        items: [
          {
            title: 'Architekturanalyse',
            duration: `${figures.de.discoveryWeeksShort} Wochen`,
            text: 'In einer bezahlten Konzeptphase analysieren wir Frontend, Teamstruktur, Release-Prozess und Performance und legen mit Ihren Architekturfachleuten Domänen und Zuständigkeiten fest. Sie erhalten einen Architekturvorschlag und einen Migrationsplan.',
          },
          {
            title: 'Fundament',
            duration: '4–6 Wochen',
            text: 'Wir bauen Kompositionsschicht oder Shell, die Pakete des Designsystems, CI-Vorlagen und Monitoring und erproben den Aufbau an einer echten Seite.',
          },
          {
            title: 'Erstes Modul in Produktion',
            duration: '4 Wochen',
            text: 'Gemeinsam mit einem Ihrer Teams bauen wir das erste Modul neu oder lösen es aus dem Bestand heraus und veröffentlichen es eigenständig. Der Pilot zeigt, was vor dem Umzug weiterer Teams nachzujustieren ist.',
          },
          {
            title: 'Migration Team für Team',
            duration: '3–9 Monate',
            text: 'Weitere Domänen ziehen nacheinander in eigene Module um. Neue Routen laufen über die neuen Module, alte bleiben in Betrieb, bis sie ersetzt sind.',
          },
          {
            title: 'Übergabe und Coaching',
            duration: '2–4 Wochen',
            text: 'Wir dokumentieren die Konventionen, schulen Ihre Teams in Workshops und ziehen uns auf eine prüfende Rolle zurück – oder bleiben als eines der Modulteams an Bord.',
          },
        ],
      },
      toolsIntro: 'Neben React, Vue und Angular sind das die Bausteine, die wir am häufigsten einsetzen.',
      faq: [
        {
          question: 'Wann lohnen sich Micro-Frontends?',
          answer:
            'Wenn drei oder mehr Teams am selben Frontend arbeiten und sich gegenseitig ausbremsen. Für ein einzelnes Team ist ein gut strukturierter modularer Monolith günstiger im Betrieb – dann raten wir von Micro-Frontends ab. Micro-Frontends haben echte Kosten: mehr Pipelines, abgestimmte gemeinsame Abhängigkeiten und ein Designsystem, das jemand verantworten muss.',
        },
        {
          question: 'Module Federation oder serverseitige Komposition?',
          answer:
            'Module Federation passt zu Anwendungen hinter einer Anmeldung, etwa Portalen und Dashboards, bei denen schnelle Navigation wichtiger ist als der erste Seitenaufruf. Für öffentliche Seiten, die in Suchmaschinen gut gefunden werden und auf dem Smartphone schnell laden müssen, bevorzugen wir serverseitige Komposition: Eine Node.js-Schicht setzt das HTML zusammen und speichert es zwischen. Viele Plattformen kombinieren beides.',
        },
        {
          question: 'Können wir unseren bestehenden Angular-Code behalten?',
          answer:
            'Ja. Module in verschiedenen Frameworks laufen problemlos nebeneinander, und funktionierenden Code zu ersetzen, ist selten die beste Verwendung Ihres Budgets. Beim Marktplatz aus der DACH-Region liefen zwei ältere Angular-Module weiter – zusammen mit den neuen React- und Vue-Modulen auf denselben Seiten.',
        },
        {
          question: 'Wie bleibt das Nutzererlebnis einheitlich?',
          answer:
            'Mit einem versionierten Designsystem, das alle Frameworks nutzen, und visuellen Regressionstests in der Pipeline jedes Moduls. Ein kleines Plattformteam – unseres oder Ihres – verantwortet Shell und Designsystem und prüft Änderungen an gemeinsamen Schnittstellen.',
        },
        {
          question: 'Wovon hängt der Aufwand einer Micro-Frontend-Migration ab?',
          answer:
            `Vor allem davon, wie viele Teams und Domänen umziehen und wie viele Frameworks nebeneinander laufen müssen. Am Anfang steht eine bezahlte Konzeptphase von ${figures.de.discoveryWeeks} Wochen für ${figures.de.discoveryPrice}, aus der Architekturvorschlag und Meilensteinplan hervorgehen. Die Umsetzung läuft dann zum Fest- oder Maximalpreis je Meilenstein oder mit einem dedizierten Team für ${figures.de.personMonth} pro Person und Monat, je nach Rolle und Seniorität. Weil wir schrittweise migrieren, können Sie nach jedem Meilenstein mit einem funktionierenden System pausieren.`,
        },
      ],
    },
  },
};
