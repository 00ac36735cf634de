import { siteConfig } from '@/config/site';
import type { RouteKeyOfKind } from '@/i18n/routes';
import type { Localized, PageCopy } from '../types';

export const technologyPages: Record<RouteKeyOfKind<'technology'>, Localized<PageCopy>> = {
  '/technologies/go': {
    en: {
      label: 'Go',
      title: 'Golang development for backends and APIs',
      description:
        'Go backends, APIs and microservices from our Berlin team: high throughput, low latency, lean containers, built and run in production for clients across the EU.',
      heading: 'Go development for high-throughput backends and APIs',
      intro:
        'We use Go where speed and predictable resource use matter: APIs that serve thousands of requests per second, event consumers, payment and data pipelines, and internal services that simply have to keep running. Go’s concurrency model, fast start-up and single-binary deployments keep infrastructure lean and on-call shifts quiet. Our engineers design the service boundaries, write the tests and monitoring, and hand over code your own team can maintain.',
    },
    de: {
      label: 'Go',
      title: 'Golang-Entwicklung für Backends und APIs',
      description:
        'Backends, APIs und Microservices in Go aus Berlin: hoher Durchsatz, niedrige Latenz, schlanke Container – entwickelt, getestet und im Betrieb begleitet.',
      heading: 'Go-Entwicklung für Backends und APIs mit hohem Durchsatz',
      intro:
        'Go setzen wir dort ein, wo Geschwindigkeit und ein planbarer Ressourcenbedarf zählen: bei APIs mit Tausenden Anfragen pro Sekunde, Event-Consumern, Zahlungs- und Daten-Pipelines sowie internen Diensten, die einfach laufen müssen. Nebenläufigkeit, kurze Startzeiten und Deployments als einzelne Binärdatei halten die Infrastruktur schlank. Wir legen die Service-Grenzen fest, schreiben Tests, richten das Monitoring ein und übergeben Code, den Ihr eigenes Team weiterführen kann.',
    },
  },
  '/technologies/react': {
    en: {
      label: 'React',
      title: 'React and Next.js development services',
      description:
        'React and Next.js applications, customer portals and storefronts built by senior engineers: fast, accessible, well tested and easy for your team to extend.',
      heading: 'React development for web apps people enjoy using',
      intro:
        'React is our default for interactive web products: SaaS dashboards, customer portals, product configurators and e-commerce storefronts. With Next.js we add server-side rendering for pages that need to load fast and rank well, and with React Native we share logic with mobile apps. You get typed, component-based code, a documented design system and automated tests, so new features don’t slow down as the product grows.',
    },
    de: {
      label: 'React',
      title: 'React- und Next.js-Entwicklung',
      description:
        'React- und Next.js-Anwendungen, Kundenportale und Shop-Frontends von einem erfahrenen Team: schnell, barrierearm, gründlich getestet und leicht erweiterbar.',
      heading: 'React-Entwicklung für Web-Apps, die gern genutzt werden',
      intro:
        'React ist unser Standard für interaktive Webprodukte: SaaS-Dashboards, Kundenportale, Produktkonfiguratoren und Shop-Frontends im E-Commerce. Mit Next.js ergänzen wir serverseitiges Rendering für Seiten, die schnell laden und in Suchmaschinen gut gefunden werden sollen; mit React Native teilen wir Logik mit mobilen Apps. Sie erhalten typisierten, komponentenbasierten Code, ein dokumentiertes Designsystem und automatisierte Tests – so entstehen neue Funktionen auch bei wachsendem Produkt weiterhin zügig.',
    },
  },
  '/technologies/php': {
    en: {
      label: 'PHP',
      title: 'PHP development with Symfony and Laravel',
      description:
        `PHP 8 applications with Symfony and Laravel, Spryker commerce projects and careful modernisation of legacy code, delivered by a Berlin team since ${siteConfig.foundingYear}.`,
      heading: 'PHP development with Symfony, Laravel and Spryker',
      intro:
        'Modern PHP runs a large share of online commerce. We build business applications, APIs and admin tools with Symfony and Laravel, and extend and integrate Spryker, which is itself built on PHP and Symfony components. We also take over ageing PHP code: we upgrade it to PHP 8, add tests and static analysis, and refactor it step by step without putting feature work on hold.',
    },
    de: {
      label: 'PHP',
      title: 'PHP-Entwicklung mit Symfony und Laravel',
      description:
        `PHP-8-Anwendungen mit Symfony und Laravel, Spryker-Projekte im E-Commerce und behutsame Modernisierung von Altcode – seit ${siteConfig.foundingYear} von unserem Berliner Team.`,
      heading: 'PHP-Entwicklung mit Symfony, Laravel und Spryker',
      intro:
        'Modernes PHP trägt einen großen Teil des Onlinehandels. Wir entwickeln Geschäftsanwendungen, APIs und Verwaltungswerkzeuge mit Symfony und Laravel und erweitern und integrieren Spryker, das selbst auf PHP und Symfony-Komponenten aufbaut. Außerdem übernehmen wir gewachsene PHP-Anwendungen: Wir heben sie auf PHP 8, ergänzen Tests und statische Analyse und refaktorieren sie Schritt für Schritt, ohne die Weiterentwicklung anzuhalten.',
    },
  },
  '/technologies/angular': {
    en: {
      label: 'Angular',
      title: 'Angular development for enterprise apps',
      description:
        'Angular applications for complex, form-heavy business processes: maintainable TypeScript, a clear module structure and upgrades from AngularJS or old versions.',
      heading: 'Angular development for complex business applications',
      intro:
        'Angular suits large, long-lived applications with many forms, roles and workflows: insurance back offices, ERP front ends and internal tools people use all day. Its opinionated structure, dependency injection and strict TypeScript keep big codebases consistent across several teams. We build new Angular applications, migrate AngularJS and outdated versions to current releases, and set up testing and CI so that regular updates stay routine rather than becoming a project.',
    },
    de: {
      label: 'Angular',
      title: 'Angular-Entwicklung für Enterprise-Apps',
      description:
        'Angular-Anwendungen für komplexe, formularlastige Geschäftsprozesse: wartbares TypeScript, klare Modulstruktur und Upgrades von AngularJS oder alten Versionen.',
      heading: 'Angular-Entwicklung für komplexe Geschäftsanwendungen',
      intro:
        'Angular eignet sich für große, langlebige Anwendungen mit vielen Formularen, Rollen und Abläufen – etwa Backoffice-Systeme von Versicherungen, ERP-Oberflächen oder interne Werkzeuge, mit denen Teams den ganzen Tag arbeiten. Die klare Struktur, Dependency Injection und striktes TypeScript halten große Codebasen über mehrere Teams hinweg konsistent. Wir entwickeln neue Angular-Anwendungen, migrieren AngularJS und veraltete Angular-Versionen auf aktuelle Releases und richten Tests und CI so ein, dass Updates Routine bleiben.',
    },
  },
  '/technologies/vue': {
    en: {
      label: 'Vue.js',
      title: 'Vue.js and Nuxt development',
      description:
        'Vue 3 and Nuxt applications, from customer portals to fast storefronts, plus gradual Vue adoption inside existing websites, built and tested by our Berlin team.',
      heading: 'Vue.js development that fits into your existing product',
      intro:
        'Vue is approachable, fast and easy to introduce step by step, which makes it a good fit when an existing website or shop needs interactive features without a full rewrite. We build Vue 3 applications with TypeScript and Pinia, and use Nuxt when pages need server-side rendering for search visibility and speed. Typical projects are customer portals, dashboards, checkout flows and headless storefronts connected to Strapi or a commerce backend.',
    },
    de: {
      label: 'Vue.js',
      title: 'Vue.js- und Nuxt-Entwicklung',
      description:
        'Vue-3- und Nuxt-Anwendungen von Kundenportalen bis zu schnellen Shop-Frontends sowie die schrittweise Einführung von Vue in bestehende Websites – aus Berlin.',
      heading: 'Vue.js-Entwicklung, die sich in Ihr bestehendes Produkt einfügt',
      intro:
        'Vue ist leicht zugänglich, schnell und lässt sich schrittweise einführen – ideal, wenn eine bestehende Website oder ein Shop interaktive Funktionen braucht, ohne alles neu zu schreiben. Wir entwickeln Vue-3-Anwendungen mit TypeScript und Pinia und setzen Nuxt ein, wenn Seiten serverseitiges Rendering für Sichtbarkeit in Suchmaschinen und kurze Ladezeiten benötigen. Typische Projekte sind Kundenportale, Dashboards, Checkout-Strecken und Headless-Shop-Frontends mit Strapi oder einem Commerce-Backend.',
    },
  },
  '/technologies/node-js': {
    en: {
      label: 'Node.js',
      title: 'Node.js development for APIs and BFFs',
      description:
        'Node.js and TypeScript backends: REST and GraphQL APIs, backends for frontends, real-time features over WebSockets and Strapi CMS integrations that scale.',
      heading: 'Node.js development for APIs, BFFs and real-time features',
      intro:
        'Node.js lets one TypeScript codebase span frontend and backend, which keeps small teams fast. We use it for REST and GraphQL APIs, backends for frontends that shape data for web and mobile clients, and real-time features such as live chat, notifications and collaborative editing over WebSockets. With NestJS for structure, Strapi for content and proper monitoring, your Node.js services stay predictable in production.',
    },
    de: {
      label: 'Node.js',
      title: 'Node.js-Entwicklung für APIs und BFFs',
      description:
        'Node.js- und TypeScript-Backends: REST- und GraphQL-APIs, Backends for Frontends, Echtzeitfunktionen per WebSocket und Strapi-Integrationen, die mitwachsen.',
      heading: 'Node.js-Entwicklung für APIs, BFFs und Echtzeitfunktionen',
      intro:
        'Mit Node.js deckt eine TypeScript-Codebasis Frontend und Backend ab – das hält kleine Teams schnell. Wir setzen es für REST- und GraphQL-APIs ein, für Backends for Frontends, die Daten passgenau für Web- und Mobile-Clients aufbereiten, und für Echtzeitfunktionen wie Live-Chat, Benachrichtigungen oder gemeinsames Bearbeiten per WebSocket. Mit NestJS für die Struktur, Strapi für Inhalte und sauberem Monitoring laufen Ihre Node.js-Services im Betrieb verlässlich.',
    },
  },
};
