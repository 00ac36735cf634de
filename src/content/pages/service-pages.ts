import type { RouteKeyOfKind } from '@/i18n/routes';
import type { Localized, PageCopy } from '../types';
import { figures } from '@/content/figures';

export const servicePages: Record<RouteKeyOfKind<'service' | 'collaboration'>, Localized<PageCopy>> = {
  '/services/product-development': {
    en: {
      label: 'Product development',
      title: 'Custom software product development',
      description:
        'From discovery workshop to live product: Kovalent plans, designs, builds and runs your web or mobile software with one cross-functional team in Berlin.',
      heading: 'Software product development from first idea to scale',
      intro:
        'We take your product from a validated idea to software that real customers use and pay for. One team of product managers, designers and engineers handles discovery, UX, architecture, development and operations, so nothing gets lost between hand-overs. You get a new release to try every two weeks, transparent priorities and code that your own team can take over at any time.',
    },
    de: {
      label: 'Produktentwicklung',
      title: 'Individuelle Softwareprodukte entwickeln',
      description:
        'Von der Konzeptphase bis zum Produktivbetrieb: Wir planen, gestalten, entwickeln und betreiben Ihre Web- oder Mobile-Software mit einem festen Team aus Berlin.',
      heading: 'Digitale Produkte entwickeln – von der Idee bis zur Skalierung',
      intro:
        'Wir bringen Ihr Produkt von der geprüften Idee zu einer Software, die Kundinnen und Kunden tatsächlich nutzen und bezahlen. Ein Team aus Produktmanagement, Design und Softwareentwicklung übernimmt Konzeptphase, UX, Architektur, Umsetzung und Betrieb – ohne Reibungsverluste durch Übergaben. Sie erhalten alle zwei Wochen ein neues Release zum Ausprobieren, klare Prioritäten und Code, den Ihr eigenes Team jederzeit übernehmen kann.',
    },
  },

  '/services/spryker-development': {
    en: {
      label: 'Spryker development',
      title: 'Spryker development agency',
      description:
        'Spryker shops built, extended and upgraded: B2B and B2C storefronts, marketplace features, ERP and PIM integrations, delivered by an experienced Berlin team.',
      heading: 'Spryker development for B2B and B2C commerce',
      intro:
        'We build new Spryker shops and take over existing ones: storefronts with Yves or a headless frontend, Glue APIs, custom Zed modules and integrations with ERP, PIM and payment providers. Our engineers also handle version upgrades, performance tuning and migrations from older shop systems. You work with one team that understands both the framework and your commercial processes.',
    },
    de: {
      label: 'Spryker-Entwicklung',
      title: 'Spryker-Agentur für B2B- und B2C-Commerce',
      description:
        'Spryker-Shops neu aufsetzen, erweitern oder aktualisieren: B2B- und B2C-Shop-Frontends, Marktplatz-Funktionen sowie ERP- und PIM-Anbindungen aus einer Hand.',
      heading: 'Spryker-Entwicklung für anspruchsvollen Onlinehandel',
      intro:
        'Wir setzen neue Spryker-Shops auf und übernehmen bestehende Projekte: Shop-Frontends mit Yves oder als Headless-Lösung, Glue-APIs, individuelle Zed-Module und Schnittstellen zu ERP, PIM und Zahlungsanbietern. Außerdem kümmern wir uns um Versions-Upgrades, Performance-Optimierung und die Migration von älteren Shopsystemen. Sie arbeiten mit einem Team, das das Framework ebenso gut versteht wie Ihre Vertriebsprozesse.',
    },
  },

  '/services/ui-ux-design': {
    en: {
      label: 'UI/UX design',
      title: 'UI/UX design for web and mobile apps',
      description:
        'User research, clickable prototypes and design systems for web and mobile products, created by designers who work side by side with our engineers.',
      heading: 'UI/UX design that users understand and developers can build',
      intro:
        'Our designers start with interviews, analytics and usability tests to find out where your users struggle, then turn the findings into flows, wireframes and clickable prototypes. Every screen ends up in a documented design system with reusable components, so development moves faster and the interface stays consistent. Because designers and engineers work in the same team, we check feasibility before anyone writes code.',
    },
    de: {
      label: 'UI/UX-Design',
      title: 'UI/UX-Design für Web- und Mobile-Apps',
      description:
        'Nutzerforschung, klickbare Prototypen und Designsysteme für Web- und Mobile-Produkte – von einem Designteam, das eng mit unserer Entwicklung zusammenarbeitet.',
      heading: 'UI/UX-Design, das Ihre Zielgruppe versteht und sich sauber umsetzen lässt',
      intro:
        'Unsere Designerinnen und Designer beginnen mit Interviews, Nutzungsdaten und Usability-Tests, um herauszufinden, wo Ihre Nutzerinnen und Nutzer hängen bleiben. Daraus entstehen Nutzerflüsse, Wireframes und klickbare Prototypen. Jede Ansicht landet in einem dokumentierten Designsystem mit wiederverwendbaren Komponenten – das beschleunigt die Entwicklung und hält die Oberfläche konsistent. Weil Design und Entwicklung in einem Team sitzen, prüfen wir die Machbarkeit, bevor die erste Zeile Code entsteht.',
    },
  },

  '/services/mvp-launcher': {
    en: {
      label: 'MVP Launcher',
      title: `MVP Launcher: fixed-price MVP in ${figures.en.launcherWeeks} weeks`,
      description:
        `A fixed-scope, fixed-price package for founders: a ${figures.en.launcherScopingWeeks}-week scoping sprint, then ${figures.en.launcherBuildWeeks} weeks of design, development and launch. Your MVP is live after ${figures.en.launcherWeeks} weeks.`,
      heading: 'MVP Launcher: your first product release at a fixed price',
      intro:
        `MVP Launcher is our packaged offer for founders and innovation teams who need a market-ready product without an open-ended budget. In a ${figures.en.launcherScopingWeeks}-week scoping sprint we agree on the core user journey, the feature set and the fixed price. The following ${figures.en.launcherBuildWeeks} weeks cover UX design, development, testing and the launch on the web or in the app stores. You receive the source code, documentation and a clear plan for the next release.`,
    },
    de: {
      label: 'MVP Launcher',
      title: `MVP Launcher: Festpreis-MVP in ${figures.de.launcherWeeks} Wochen`,
      description:
        `Festpreis-Paket für Gründungsteams: ${figures.de.launcherScopingWeeks} Wochen Zuschnitt, dann ${figures.de.launcherBuildWeeks} Wochen Design, Entwicklung und Start. Nach ${figures.de.launcherWeeks} Wochen ist Ihr MVP live – ohne Budgetrisiko.`,
      heading: 'MVP Launcher: Ihr erstes Produkt-Release zum Festpreis',
      intro:
        `Der MVP Launcher ist unser Paketangebot für Gründerinnen, Gründer und Innovationsteams, die ein marktreifes Produkt ohne offenes Budget brauchen. In einem ${figures.de.launcherScopingWeeks}-wöchigen Sprint für den Zuschnitt legen wir den zentralen Nutzerweg, den Funktionsumfang und den Festpreis fest. Die anschließenden ${figures.de.launcherBuildWeeks} Wochen umfassen UX-Design, Entwicklung, Tests und die Veröffentlichung im Web oder in den App-Stores. Sie erhalten Quellcode, Dokumentation und einen klaren Plan für das nächste Release.`,
    },
  },

  '/services/adobe-experience-manager-aem-development': {
    en: {
      label: 'AEM development',
      title: 'Adobe Experience Manager (AEM) development',
      description:
        'AEM Sites components, templates and headless content delivery, built and maintained by developers who know AEM as a Cloud Service as well as on-premise setups.',
      heading: 'Adobe Experience Manager development for content-heavy brands',
      intro:
        'We build and extend Adobe Experience Manager platforms: custom components and editable templates, Sling Models, workflows and headless delivery via Content Fragments and GraphQL to React or mobile frontends. We also migrate on-premise installations to AEM as a Cloud Service and set up the Cloud Manager pipelines. Your editors get a system they can use independently, and your visitors get pages that load fast.',
    },
    de: {
      label: 'AEM-Entwicklung',
      title: 'AEM-Entwicklung: Adobe Experience Manager',
      description:
        'AEM-Komponenten, Templates und Headless-Auslieferung: Wir entwickeln und betreuen Ihren Adobe Experience Manager – als Cloud Service oder On-Premise.',
      heading: 'Adobe-Experience-Manager-Entwicklung für inhaltsstarke Marken',
      intro:
        'Wir bauen und erweitern Plattformen auf Basis von Adobe Experience Manager: individuelle Komponenten und editierbare Templates, Sling Models, Workflows sowie Headless-Auslieferung über Content Fragments und GraphQL an React- oder Mobile-Frontends. Bestehende On-Premise-Installationen migrieren wir zu AEM as a Cloud Service und richten die Cloud-Manager-Pipelines ein. Ihre Redaktion arbeitet selbstständig, und Ihre Seiten laden schnell.',
    },
  },

  '/services/mobile-app-development': {
    en: {
      label: 'Mobile app development',
      title: 'Mobile app development for iOS & Android',
      description:
        'Native and cross-platform apps for iOS and Android, built with Swift, Kotlin, React Native or Flutter – from UX concept and backend to app store release.',
      heading: 'Mobile apps for iOS and Android that people keep using',
      intro:
        'We design and build mobile apps for consumers and for business use: customer apps, field-service tools and companion apps for connected devices. Depending on your budget and requirements we choose React Native or Flutter for one shared codebase, or Swift and Kotlin for fully native apps. We also build the backend and APIs, handle the app store submission and keep the app up to date after launch.',
    },
    de: {
      label: 'Mobile-App-Entwicklung',
      title: 'App-Entwicklung für iOS und Android',
      description:
        'Native und plattformübergreifende Apps für iOS und Android mit Swift, Kotlin, React Native oder Flutter – vom UX-Konzept bis zum Release in den App-Stores.',
      heading: 'Mobile Apps für iOS und Android, die gern genutzt werden',
      intro:
        'Wir konzipieren und entwickeln mobile Apps für den privaten und den geschäftlichen Einsatz – von der Kunden-App über Werkzeuge für den Außendienst bis zur Begleit-App für vernetzte Geräte. Je nach Budget und Anforderungen setzen wir auf React Native oder Flutter mit gemeinsamer Codebasis oder auf Swift und Kotlin für vollständig native Apps. Backend und APIs, die Einreichung in den App-Stores und die Weiterentwicklung nach dem Start übernehmen wir ebenfalls.',
    },
  },

  '/services/micro-frontend-development': {
    en: {
      label: 'Micro-frontend development',
      title: 'Micro-frontend development & architecture',
      description:
        'Split a large frontend into independently deployable parts: micro-frontend architecture with Module Federation, a shared design system and clear team ownership.',
      heading: 'Micro-frontends that let your teams ship independently',
      intro:
        'When several teams work on one large web application, a single frontend codebase slows everyone down. We design and implement micro-frontend architectures with Module Federation or server-side composition, so each team can build, test and deploy its part on its own schedule. A shared design system, routing and monitoring keep the user experience consistent, and we migrate existing monoliths step by step instead of attempting a big-bang rewrite.',
    },
    de: {
      label: 'Micro-Frontend-Entwicklung',
      title: 'Micro-Frontends: Architektur und Umsetzung',
      description:
        'Große Frontends in einzeln auslieferbare Teile zerlegen: Micro-Frontend-Architektur mit Module Federation, gemeinsamem Designsystem und klaren Zuständigkeiten.',
      heading: 'Micro-Frontends, mit denen Ihre Teams unabhängig liefern',
      intro:
        'Wenn mehrere Teams an einer großen Webanwendung arbeiten, bremst eine gemeinsame Frontend-Codebasis alle aus. Wir konzipieren und implementieren Micro-Frontend-Architekturen mit Module Federation oder serverseitiger Komposition, sodass jedes Team seinen Bereich eigenständig entwickeln, testen und ausliefern kann. Ein gemeinsames Designsystem, einheitliches Routing und Monitoring sorgen für ein konsistentes Nutzererlebnis. Bestehende Monolithen migrieren wir schrittweise – ohne riskanten Komplettneubau.',
    },
  },

  '/services/strapi-cms-development': {
    en: {
      label: 'Strapi CMS development',
      title: 'Strapi CMS development agency',
      description:
        'Headless content management with Strapi: content models, custom plugins, roles and APIs for websites and apps, plus hosting, upgrades and WordPress migrations.',
      heading: 'Strapi CMS development for flexible, headless content',
      intro:
        'Strapi gives your editors a clear interface and your developers a clean API. We model your content types, build custom plugins and fields, set up roles and approval workflows, and connect Strapi to Next.js websites, mobile apps or shops. We also host and monitor your instance, handle major-version upgrades and move your content over from WordPress or other legacy systems.',
    },
    de: {
      label: 'Strapi-CMS-Entwicklung',
      title: 'Strapi-Agentur für Headless-CMS-Projekte',
      description:
        'Headless-Content-Management mit Strapi: Inhaltsmodelle, eigene Plugins, Rollen und APIs für Websites und Apps – mit Hosting, Upgrades und WordPress-Migration.',
      heading: 'Strapi-CMS-Entwicklung für flexible Headless-Inhalte',
      intro:
        'Mit Strapi erhält Ihre Redaktion eine übersichtliche Oberfläche und Ihr Entwicklungsteam eine saubere API. Wir modellieren Ihre Inhaltstypen, entwickeln eigene Plugins und Felder, richten Rollen und Freigabeprozesse ein und verbinden Strapi mit Next.js-Websites, mobilen Apps oder Shops. Außerdem übernehmen wir Hosting, Monitoring und Major-Upgrades und migrieren Ihre Inhalte aus WordPress oder anderen Altsystemen.',
    },
  },

  '/services/frontend-development': {
    en: {
      label: 'Frontend development',
      title: 'Frontend development: React, Vue, Angular',
      description:
        'Fast, accessible web interfaces in React, Next.js, Vue or Angular: component libraries, Core Web Vitals optimisation and frontends your team can keep extending.',
      heading: 'Frontend development for fast, accessible web applications',
      intro:
        'We build the part of your product that users actually see: customer portals, dashboards, shop frontends and marketing sites. Our developers work with React and Next.js, Vue and Angular, write typed and tested components and meet WCAG accessibility requirements. We measure Core Web Vitals from the first sprint, so performance is designed in rather than patched shortly before launch.',
    },
    de: {
      label: 'Frontend-Entwicklung',
      title: 'Frontend-Entwicklung: React, Vue, Angular',
      description:
        'Schnelle, barrierefreie Weboberflächen mit React, Next.js, Vue oder Angular: Komponentenbibliotheken, optimierte Core Web Vitals und gut wartbarer Code.',
      heading: 'Frontend-Entwicklung für schnelle, barrierefreie Webanwendungen',
      intro:
        'Wir entwickeln den Teil Ihres Produkts, den Ihre Nutzerinnen und Nutzer tatsächlich sehen: Kundenportale, Dashboards, Shop-Frontends und Marketing-Websites. Unser Team arbeitet mit React und Next.js, Vue und Angular, schreibt typisierte, getestete Komponenten und erfüllt die Anforderungen der WCAG an Barrierefreiheit. Die Core Web Vitals messen wir ab dem ersten Sprint – so wird Performance von Anfang an mitgedacht, statt kurz vor dem Start nachgebessert.',
    },
  },

  '/services/backend-development': {
    en: {
      label: 'Backend development',
      title: 'Backend development with Go, Node.js & PHP',
      description:
        'Scalable APIs, integrations and cloud infrastructure built with Go, Node.js or PHP – secure, tested, documented and ready for growing traffic and data volumes.',
      heading: 'Backend development for reliable APIs and integrations',
      intro:
        'We build the server side of web and mobile products: REST and GraphQL APIs, business logic, data models, event-driven processing and integrations with ERP, CRM and payment providers. Depending on the job we use Go, Node.js or PHP, run everything in containers on AWS, Azure or Google Cloud and automate deployments. Automated tests, monitoring and clear documentation come as standard, so your system stays maintainable as it grows.',
    },
    de: {
      label: 'Backend-Entwicklung',
      title: 'Backend-Entwicklung: Go, Node.js, PHP',
      description:
        'Skalierbare APIs, Schnittstellen und Cloud-Infrastruktur mit Go, Node.js oder PHP – sicher, getestet, dokumentiert und bereit für wachsende Datenmengen.',
      heading: 'Backend-Entwicklung für belastbare APIs und Schnittstellen',
      intro:
        'Wir entwickeln die Serverseite von Web- und Mobile-Produkten: REST- und GraphQL-APIs, Geschäftslogik, Datenmodelle, ereignisgesteuerte Verarbeitung sowie Anbindungen an ERP, CRM und Zahlungsanbieter. Je nach Aufgabe setzen wir Go, Node.js oder PHP ein, betreiben alles in Containern auf AWS, Azure oder Google Cloud und automatisieren das Deployment. Automatisierte Tests, Monitoring und eine verständliche Dokumentation gehören bei uns zum Standard.',
    },
  },

  '/services/google-chrome-extension-development': {
    en: {
      label: 'Chrome extension development',
      title: 'Google Chrome extension development',
      description:
        'Custom Chrome extensions built on Manifest V3: productivity tools, sales and CRM add-ons, content scripts and publication in the Chrome Web Store.',
      heading: 'Google Chrome extensions, from idea to Chrome Web Store',
      intro:
        'A browser extension puts your product exactly where your users work: inside their inbox, their CRM or the websites they visit. We build Chrome extensions on Manifest V3 with TypeScript, including content scripts, side panels, secure sign-in and sync with your backend. We take care of the Chrome Web Store review and publication, and we can port the same extension to Edge and Firefox.',
    },
    de: {
      label: 'Chrome-Erweiterungen',
      title: 'Chrome-Erweiterung entwickeln lassen',
      description:
        'Individuelle Chrome-Erweiterungen auf Basis von Manifest V3: Produktivitätswerkzeuge, CRM-Add-ons, Content Scripts und Veröffentlichung im Chrome Web Store.',
      heading: 'Google-Chrome-Erweiterungen – von der Idee bis in den Chrome Web Store',
      intro:
        'Mit einer Browser-Erweiterung ist Ihr Produkt genau dort, wo Ihre Nutzerinnen und Nutzer arbeiten: im E-Mail-Postfach, im CRM oder auf den Websites, die sie besuchen. Wir entwickeln Chrome-Erweiterungen auf Basis von Manifest V3 mit TypeScript – inklusive Content Scripts, Side Panels, sicherer Anmeldung und Synchronisierung mit Ihrem Backend. Die Prüfung und Veröffentlichung im Chrome Web Store übernehmen wir, und auf Wunsch portieren wir die Erweiterung auf Edge und Firefox.',
    },
  },

  '/collaboration-models/dedicated-team': {
    en: {
      label: 'Dedicated team',
      title: 'Hire a dedicated software development team',
      description:
        'A long-term team of engineers, designers and QA that works only on your product, with your processes and priorities. Ready to start within two to four weeks.',
      heading: 'A dedicated team that works as part of your company',
      intro:
        'With a dedicated team you get developers, designers, QA engineers and, if needed, a product manager who work exclusively on your product for months or years. You set the priorities and join the daily stand-ups; we handle recruiting, onboarding, equipment and replacements. Teams usually start with three to eight people within two to four weeks and can grow or shrink with one month’s notice.',
    },
    de: {
      label: 'Dediziertes Team',
      title: 'Dediziertes Entwicklungsteam beauftragen',
      description:
        'Ein festes Team aus Entwicklung, Design und QA, das ausschließlich an Ihrem Produkt arbeitet – nach Ihren Prioritäten und startklar in zwei bis vier Wochen.',
      heading: 'Ein dediziertes Team, das wie Ihre eigene Abteilung arbeitet',
      intro:
        'Mit einem dedizierten Team erhalten Sie Fachleute für Entwicklung, Design und Qualitätssicherung und bei Bedarf eine Produktmanagerin oder einen Produktmanager, die über Monate oder Jahre ausschließlich an Ihrem Produkt arbeiten. Sie bestimmen die Prioritäten und sind in den Daily Stand-ups dabei; Recruiting, Einarbeitung, Ausstattung und Vertretungen übernehmen wir. Teams starten meist mit drei bis acht Personen innerhalb von zwei bis vier Wochen und lassen sich mit einem Monat Vorlauf vergrößern oder verkleinern.',
    },
  },

  '/collaboration-models/outsource-custom-software-development': {
    en: {
      label: 'Project outsourcing',
      title: 'Outsource custom software development',
      description:
        'Hand over a defined software project and get it delivered: fixed scope, agreed budget and timeline, one contact person and full ownership of the code.',
      heading: 'Outsourced custom software development with a clear scope',
      intro:
        'If you know what you need but lack the people to build it, we take over the whole project. After a paid discovery phase you receive a specification, a fixed or capped price and a delivery plan with milestones. Our team designs, develops, tests and deploys the software, reports progress every two weeks and hands over the source code, documentation and all rights at the end.',
    },
    de: {
      label: 'Projekt-Outsourcing',
      title: 'Individuelle Softwareprojekte auslagern',
      description:
        'Geben Sie ein klar umrissenes Softwareprojekt ab und erhalten Sie es fertig zurück: fester Umfang, fixes Budget, feste Ansprechperson, alle Rechte am Code.',
      heading: 'Individuelle Softwareentwicklung auslagern – mit klarem Umfang',
      intro:
        'Sie wissen, was Sie brauchen, aber Ihnen fehlen die Leute, um es umzusetzen? Dann übernehmen wir das gesamte Projekt. Nach einer bezahlten Konzeptphase erhalten Sie eine Spezifikation, einen Fest- oder Maximalpreis und einen Lieferplan mit Meilensteinen. Unser Team entwirft, entwickelt, testet und liefert die Software aus, berichtet alle zwei Wochen über den Fortschritt und übergibt am Ende Quellcode, Dokumentation und sämtliche Rechte.',
    },
  },
};
