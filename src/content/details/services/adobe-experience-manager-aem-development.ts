import type { ServiceDetail } from '../types';
import { figures } from '@/content/figures';

/** AEM development: component libraries, headless delivery, performance and cloud migration for Adobe Experience Manager. */
export const aemDevelopment: ServiceDetail = {
  technologies: ['/technologies/react', '/technologies/node-js'],
  caseStudies: ['/case-studies/building-a-better-casino-experience-with-aem', '/case-studies/slotmagie'],
  tools: [
    'AEM as a Cloud Service',
    'Adobe Cloud Manager',
    'HTL',
    'Sling Models',
    'AEM Core Components',
    'Content Fragments and GraphQL',
    'AEM Dispatcher',
    'Apache Maven',
    'Next.js',
    'webpack',
    'JUnit with AEM Mocks',
    'Playwright',
  ],
  text: {
    en: {
      problems: {
        intro:
          'Most teams who contact us already run AEM. These are the situations in which it stops paying for itself.',
        items: [
          {
            icon: 'ticket',
            title: 'Every campaign needs a developer ticket',
            text: 'Editors can only fill in a handful of rigid templates, so a new landing page or banner waits in the development backlog for days. Marketing misses launch dates, and developers spend sprints on content changes.',
          },
          {
            icon: 'clock',
            title: 'Slow pages on mobile',
            text: 'Heavy client libraries, unoptimised images and a dispatcher cache that is bypassed too often push Largest Contentful Paint beyond four seconds on a mid-range phone, which costs rankings and conversions.',
          },
          {
            icon: 'cloud',
            title: 'An ageing on-premise installation',
            text: 'Your AEM 6.x instance runs on servers nobody wants to patch, and upgrades are postponed year after year. Moving to AEM as a Cloud Service looks risky, because custom code has grown without tests.',
          },
          {
            icon: 'layers',
            title: 'Content locked inside one website',
            text: 'Your app, a React frontend or a partner portal needs the same promotions and product texts, but AEM only renders HTL pages. Teams copy content by hand, and it is out of date in at least one channel.',
          },
        ],
      },
      deliverables: {
        intro:
          'A typical AEM engagement combines several of these deliverables.',
        items: [
          {
            icon: 'layers',
            title: 'A component library editors can build pages with',
            text: 'Custom AEM components with HTL and Sling Models, editable templates, content policies and style variations. Interactive parts such as calculators, filters or carousels are written in React and hydrated inside the component.',
          },
          {
            icon: 'globe',
            title: 'Headless delivery to React and mobile frontends',
            text: 'Content Fragment models, persisted GraphQL queries and caching rules, so that a Next.js site, a native app or a Node.js backend-for-frontend can use the same content your editors maintain in AEM.',
          },
          {
            icon: 'chart',
            title: 'Measurable performance improvements',
            text: 'An audit of client libraries, images, dispatcher and CDN configuration, followed by fixes measured against Core Web Vitals from real users. Budgets for page weight are checked automatically in the Node.js frontend build.',
          },
          {
            icon: 'cloud',
            title: 'Migration to AEM as a Cloud Service',
            text: 'A Best Practices Analyzer report, refactoring to the cloud-compatible project structure, content transfer and Cloud Manager pipelines for development, stage and production, with a cut-over plan your operations team signs off.',
          },
          {
            icon: 'check',
            title: 'Workflows, permissions and editor training',
            text: 'Approval workflows, user groups and scheduled launches that match how your marketing and compliance teams actually work, plus hands-on training and a short editor handbook in English and German.',
          },
        ],
      },
      engagement: {
        intro:
          'Whether it is a new platform or a takeover, the sequence is similar. The durations are typical for a site with one or two brands.',
        items: [
          {
            title: 'Platform audit',
            duration: `${figures.en.discoveryWeeksShort} weeks`,
            text: 'We review code, components, dispatcher and CDN setup, content structure and deployment, interview editors and measure performance. You receive a written report with risks, quick wins and an estimate.',
          },
          {
            title: 'Component and content model design',
            duration: '2 weeks',
            text: 'Designers and AEM developers agree on the component inventory, Content Fragment models and template structure together with your editors. Each component gets a specification of its fields, variants and mobile behaviour.',
          },
          {
            title: 'Build in two-week sprints',
            duration: '8–16 weeks',
            text: 'Components, templates, integrations and frontend code, with a demo at the end of every sprint. Unit tests for Sling Models, frontend tests and Cloud Manager quality gates run in every pipeline.',
          },
          {
            title: 'Content migration and launch',
            duration: '2–4 weeks',
            text: 'We migrate or rebuild content with your editors, train them on the new components, run load and performance tests and switch traffic in a planned release window with a rollback path.',
          },
          {
            title: 'Ongoing development',
            duration: 'ongoing',
            text: 'After launch, most clients keep a small dedicated team of three or four people with us for new components, AEM release updates and performance monitoring.',
          },
        ],
      },
      toolsIntro: 'Beyond React and Node.js, these are the tools we work with on AEM projects every day.',
      faq: [
        {
          question: 'Do you work with AEM as a Cloud Service or on-premise?',
          answer:
            'Both. We usually start new projects on AEM as a Cloud Service, because Adobe handles upgrades and scaling. For clients on AEM 6.5 on-premise or Adobe Managed Services, we maintain the existing installation and plan the migration once the business case is clear.',
        },
        {
          question: 'What makes an AEM project cost more or less?',
          answer:
            `Mainly the number of components, brands and integrations, and whether a move to AEM as a Cloud Service is part of it, so we start with a paid discovery of ${figures.en.discoveryWeeks} weeks. It costs ${figures.en.discoveryPrice} and ends with a fixed or capped price per milestone. If you prefer continuous work, a dedicated team member costs ${figures.en.personMonth} per month depending on role and seniority. Adobe licence fees are agreed directly between you and Adobe and are not part of our price.`,
        },
        {
          question: 'Can our editors really publish without developers?',
          answer:
            'Yes, if the components are designed for it. For a German online casino operator we built a library of reusable components and editable templates, and the marketing team now publishes campaign pages in under an hour without a developer. The key is designing components around real editorial tasks.',
        },
        {
          question: 'Can AEM deliver content to a React app or a mobile app?',
          answer:
            'Yes. We model content as Content Fragments and deliver it through persisted GraphQL queries that the CDN can cache. For the operator behind Slotmagie, promotions and content come headless from AEM into a Next.js lobby through a Node.js backend-for-frontend, and the mobile lobby now loads 45% faster.',
        },
        {
          question: 'Can you take over our AEM codebase from another agency?',
          answer:
            `Yes. The platform audit of ${figures.en.discoveryWeeks} weeks covers code, tests, dispatcher configuration and deployment and names the risks in writing. Then we take over step by step, often in parallel with your current vendor, so releases continue.`,
        },
      ],
    },
    de: {
      problems: {
        intro:
          'Die meisten Teams, die uns ansprechen, nutzen AEM bereits. In diesen Situationen zahlt sich die Plattform nicht mehr aus.',
        items: [
          {
            icon: 'ticket',
            title: 'Jede Kampagne braucht ein Entwickler-Ticket',
            text: 'Die Redaktion kann nur eine Handvoll starrer Templates befüllen, daher warten neue Landingpages und Banner tagelang im Entwicklungs-Backlog. Das Marketing verpasst Starttermine, und das Entwicklungsteam verbringt seine Sprints mit Inhaltsänderungen.',
          },
          {
            icon: 'clock',
            title: 'Langsame Seiten auf dem Smartphone',
            text: 'Schwere Clientlibs, nicht optimierte Bilder und ein Dispatcher-Cache, der zu oft umgangen wird, treiben den Largest Contentful Paint auf einem Mittelklasse-Smartphone über vier Sekunden – das kostet Plätze in den Suchergebnissen und Abschlüsse.',
          },
          {
            icon: 'cloud',
            title: 'Eine in die Jahre gekommene On-Premise-Installation',
            text: 'Ihre AEM-6.x-Instanz läuft auf Servern, die niemand gerne patcht, und Upgrades werden von Jahr zu Jahr verschoben. Der Umstieg auf AEM as a Cloud Service wirkt riskant, weil der eigene Code ohne Tests gewachsen ist.',
          },
          {
            icon: 'layers',
            title: 'Inhalte, die nur auf einer Website verfügbar sind',
            text: 'Ihre App, ein React-Frontend oder ein Partnerportal brauchen dieselben Aktionen und Produkttexte, doch AEM rendert nur HTL-Seiten. Teams kopieren Inhalte von Hand, und mindestens ein Kanal ist immer auf einem veralteten Stand.',
          },
        ],
      },
      deliverables: {
        intro:
          'Ein typisches AEM-Projekt kombiniert mehrere dieser Leistungen.',
        items: [
          {
            icon: 'layers',
            title: 'Eine Komponentenbibliothek, mit der die Redaktion Seiten baut',
            text: 'Individuelle AEM-Komponenten mit HTL und Sling Models, editierbare Templates, Content Policies und Stilvarianten. Interaktive Elemente wie Rechner, Filter oder Karussells entwickeln wir in React und hydrieren sie innerhalb der Komponente.',
          },
          {
            icon: 'globe',
            title: 'Headless-Auslieferung an React- und Mobile-Frontends',
            text: 'Content-Fragment-Modelle, Persisted GraphQL Queries und Caching-Regeln, damit eine Next.js-Website, eine native App oder ein Node.js-Backend-for-Frontend dieselben Inhalte nutzen, die Ihre Redaktion in AEM pflegt.',
          },
          {
            icon: 'chart',
            title: 'Messbar bessere Performance',
            text: 'Eine Analyse von Clientlibs, Bildern sowie Dispatcher- und CDN-Konfiguration, danach Korrekturen, die wir an den Core Web Vitals aus realen Seitenaufrufen messen. Budgets für das Seitengewicht prüft der Node.js-Frontend-Build automatisch.',
          },
          {
            icon: 'cloud',
            title: 'Migration zu AEM as a Cloud Service',
            text: 'Ein Bericht aus dem Best Practices Analyzer, das Refactoring auf die cloudfähige Projektstruktur, die Übertragung der Inhalte und Cloud-Manager-Pipelines für Entwicklung, Stage und Produktion – mit einem Umstellungsplan, den Ihr Betriebsteam freigibt.',
          },
          {
            icon: 'check',
            title: 'Workflows, Berechtigungen und Schulung der Redaktion',
            text: 'Freigabe-Workflows, Benutzergruppen und zeitgesteuerte Veröffentlichungen, die zur tatsächlichen Arbeitsweise von Marketing und Compliance passen, dazu eine praxisnahe Schulung und ein kurzes Redaktionshandbuch auf Deutsch und Englisch.',
          },
        ],
      },
      engagement: {
        intro:
          'Ob Neuaufbau oder Übernahme – der Ablauf ist ähnlich. Die Zeitangaben sind typisch für eine Website mit ein oder zwei Marken.',
        items: [
          {
            title: 'Plattform-Audit',
            duration: `${figures.de.discoveryWeeksShort} Wochen`,
            text: 'Wir prüfen Code, Komponenten, Dispatcher- und CDN-Einrichtung, Inhaltsstruktur und Deployment, sprechen mit der Redaktion und messen die Performance. Sie erhalten einen schriftlichen Bericht mit Risiken, schnellen Verbesserungen und einer Aufwandsschätzung.',
          },
          {
            title: 'Entwurf von Komponenten und Inhaltsmodell',
            duration: '2 Wochen',
            text: 'Design und AEM-Entwicklung legen gemeinsam mit Ihrer Redaktion das Komponenteninventar, die Content-Fragment-Modelle und die Template-Struktur fest. Für jede Komponente entsteht eine Spezifikation mit Feldern, Varianten und dem Verhalten auf dem Smartphone.',
          },
          {
            title: 'Umsetzung in Zwei-Wochen-Sprints',
            duration: '8–16 Wochen',
            text: 'Komponenten, Templates, Schnittstellen und Frontend-Code, mit einer Demo am Ende jedes Sprints. Unit-Tests für Sling Models, Frontend-Tests und die Quality Gates des Cloud Managers laufen in jeder Pipeline.',
          },
          {
            title: 'Migration der Inhalte und Produktivstart',
            duration: '2–4 Wochen',
            text: 'Wir migrieren oder erstellen Inhalte gemeinsam mit Ihrer Redaktion neu, schulen sie im Umgang mit den neuen Komponenten, führen Last- und Performancetests durch und schalten die Zugriffe in einem geplanten Release-Fenster um – mit Rückfalloption.',
          },
          {
            title: 'Weiterentwicklung',
            duration: 'laufend',
            text: 'Nach dem Start behalten die meisten Kunden ein kleines dediziertes Team aus drei oder vier Personen bei uns – für neue Komponenten, AEM-Release-Updates und das Performance-Monitoring.',
          },
        ],
      },
      toolsIntro: 'Neben React und Node.js setzen wir in AEM-Projekten täglich diese Werkzeuge ein.',
      faq: [
        {
          question: 'Arbeiten Sie mit AEM as a Cloud Service oder On-Premise?',
          answer:
            'Mit beidem. Neue Projekte starten wir meist auf AEM as a Cloud Service, weil Adobe sich um Upgrades und Skalierung kümmert. Für Kunden mit AEM 6.5 On-Premise oder Adobe Managed Services betreuen wir die bestehende Installation und planen die Migration, sobald sie sich wirtschaftlich lohnt.',
        },
        {
          question: 'Was macht ein AEM-Projekt teurer oder günstiger?',
          answer:
            `Vor allem die Zahl der Komponenten, Marken und Schnittstellen und die Frage, ob ein Umstieg auf AEM as a Cloud Service dazugehört. Deshalb beginnen wir mit einer bezahlten Konzeptphase von ${figures.de.discoveryWeeks} Wochen für ${figures.de.discoveryPrice}, an deren Ende ein Fest- oder Maximalpreis je Meilenstein steht. Für eine fortlaufende Zusammenarbeit kostet ein Mitglied eines dedizierten Teams je nach Rolle und Seniorität ${figures.de.personMonth} im Monat. Die Lizenzgebühren für AEM vereinbaren Sie direkt mit Adobe; sie sind nicht Teil unseres Preises.`,
        },
        {
          question: 'Kann unsere Redaktion wirklich ohne das Entwicklungsteam veröffentlichen?',
          answer:
            'Ja, wenn die Komponenten dafür gebaut sind. Für den Betreiber eines deutschen Online-Casinos haben wir eine Bibliothek wiederverwendbarer Komponenten und editierbarer Templates entwickelt; das Marketing veröffentlicht neue Kampagnenseiten seitdem in weniger als einer Stunde, ganz ohne Ticket an die Entwicklung. Entscheidend ist, Komponenten entlang echter Redaktionsaufgaben zu entwerfen.',
        },
        {
          question: 'Kann AEM Inhalte an eine React-App oder eine mobile App ausliefern?',
          answer:
            'Ja. Wir modellieren Inhalte als Content Fragments und liefern sie über Persisted GraphQL Queries aus, die das CDN zwischenspeichern kann. Beim Betreiber hinter Slotmagie kommen Aktionen und Inhalte headless aus AEM über ein Node.js-Backend-for-Frontend in eine Next.js-Lobby – die mobile Lobby lädt heute 45 % schneller.',
        },
        {
          question: 'Übernehmen Sie unsere AEM-Codebasis von einer anderen Agentur?',
          answer:
            `Ja. Das Plattform-Audit von ${figures.de.discoveryWeeks} Wochen umfasst Code, Tests, Dispatcher-Konfiguration und Deployment und benennt die Risiken schriftlich. Danach übernehmen wir Schritt für Schritt, oft parallel zu Ihrem bisherigen Dienstleister, damit die Releases weiterlaufen.`,
        },
      ],
    },
  },
};
