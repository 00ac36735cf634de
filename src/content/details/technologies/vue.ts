import type { TechnologyDetail } from '../types';

/** Vue.js and Nuxt: why and where the agency uses them (modules in existing shops, portals, micro-frontends, Nuxt). */
export const vueTechnology: TechnologyDetail = {
  experience: { since: 2017, engineers: 12, projects: 30 },
  ecosystem: [
    'Vue 3',
    'Nuxt',
    'TypeScript',
    'Pinia',
    'Vue Router',
    'Vite',
    'VueUse',
    'Vitest',
    'Vue Test Utils',
    'Playwright',
    'Storybook',
    'Tailwind CSS',
    'Strapi',
    'Spryker Glue API',
  ],
  text: {
    en: {
      why: [
        'Vue’s biggest strength for our clients is that it can be introduced one component at a time. A Vue module can be mounted into a page that PHP renders on the server, such as a Spryker storefront or a Laravel application, without a build-system overhaul and without touching what already works. That is why Vue appears so often in our commerce projects: a retailer gets a new interactive feature, not a replatforming project.',
        'For new applications we write Vue 3 with the Composition API, TypeScript and Pinia, built with Vite. Single-file components keep template, logic and styles together in a form our designers can read and review, so a design system travels from Figma into code without losing details. The small runtime helps on mobile connections, where every kilobyte of JavaScript delays the first interaction.',
        'When pages must rank in search engines or load fast on the first visit, we use Nuxt for server-side rendering and static generation. Content usually comes from Strapi, so editors change pages without a developer, while product data arrives from the commerce or application backend through a typed API client.',
      ],
      builds: {
        intro:
          'Most of our Vue projects sit where e-commerce, content and everyday business tools meet. These are the things we build most often.',
        items: [
          {
            icon: 'cart',
            title: 'Interactive modules in existing shops',
            text: 'Features that slot into a running shop without touching the checkout: offer widgets, product configurators, B2B quick order forms. For a German home and living retailer on Spryker we built a Vue module for the order-confirmation page; 6% of buyers accepted an offer, adding 4% to online revenue.',
          },
          {
            icon: 'book',
            title: 'Learning and customer portals',
            text: 'Portals where users log in every week to learn, order or track something. The web app of a Swiss training provider’s e-learning platform is written in Vue on a Laravel backend, with course content from Strapi; it serves 25,000 learners.',
          },
          {
            icon: 'layers',
            title: 'Vue micro-frontends',
            text: 'Independently deployed Vue modules that a composition layer assembles into pages alongside React and Angular modules. Each team owns its module, its pipeline and its release schedule, and shares design tokens with the others.',
          },
          {
            icon: 'globe',
            title: 'Headless storefronts and content sites with Nuxt',
            text: 'Server-rendered Nuxt frontends on top of Strapi, the Spryker Glue API or another commerce backend, with image optimisation, caching at the edge and structured data for search engines.',
          },
          {
            icon: 'code',
            title: 'Vue 2 to Vue 3 migrations',
            text: 'Vue 2 reached its end of life at the end of 2023. We move applications to Vue 3 step by step using the compatibility build, replace Vuex with Pinia and switch the build to Vite, with tests protecting the critical flows throughout.',
          },
        ],
      },
      ecosystemIntro: 'Our Vue setup is deliberately close to the official recommendations, so that the next developer on your team can get started from the Vue documentation.',
      experience:
        'We shipped our first Vue project when Vue 2 was still new, and the framework has since become a fixture of our commerce and education work. Most of our Vue engineers also write PHP or Node.js, so the same people can build a module and the API behind it.',
      faq: [
        {
          question: 'Should we choose Vue or React?',
          answer:
            'Both are mature, and both would do the job for most projects. We recommend Vue when it has to live inside an existing server-rendered site or shop, or when your own team already knows it. We lean towards React when you also plan a mobile app with React Native, because much of the logic can then be shared.',
        },
        {
          question: 'Can you add Vue features to our shop without a relaunch?',
          answer:
            'Yes, that is one of the most common ways clients start with us. We mount Vue modules into the existing templates, load them only on the pages that need them and leave the checkout and the rest of the shop untouched. A first module is often live within one or two sprints, and our designers can A/B test its placement before it is rolled out to everyone.',
        },
        {
          question: 'When do we need Nuxt instead of plain Vue?',
          answer:
            'Nuxt is worth it when pages must be found by search engines, shared on social networks or load fast on the first visit, as with storefronts, content sites and landing pages. For applications behind a login, such as portals and admin tools, a plain Vue application built with Vite is usually simpler to run and entirely sufficient.',
        },
        {
          question: 'Our application still runs on Vue 2. What now?',
          answer:
            'Vue 2 no longer receives official security updates, so the migration should be planned. We start with a review of one to two weeks and give you a written plan and estimate. Using the compatibility build, the application keeps running while we migrate it component by component, so feature work doesn’t have to stop.',
        },
      ],
    },
    de: {
      why: [
        'Die größte Stärke von Vue für unsere Kunden: Es lässt sich Komponente für Komponente einführen. Ein Vue-Modul kann in eine Seite eingebunden werden, die PHP serverseitig rendert – etwa ein Spryker-Shop-Frontend oder eine Laravel-Anwendung –, ohne das Build-System umzubauen und ohne anzufassen, was bereits funktioniert. Deshalb taucht Vue in unseren Commerce-Projekten so häufig auf: Ein Händler bekommt eine neue interaktive Funktion – keinen Plattformwechsel.',
        'Neue Anwendungen schreiben wir in Vue 3 mit Composition API, TypeScript und Pinia, gebaut mit Vite. Single-File Components halten Template, Logik und Styles zusammen – in einer Form, die auch unsere Designerinnen und Designer lesen und prüfen können. So gelangt ein Designsystem aus Figma in den Code, ohne dass unterwegs Details verloren gehen. Der geringe Umfang des Frameworks hilft bei mobilen Verbindungen, wo jedes Kilobyte JavaScript die erste Interaktion verzögert.',
        'Müssen Seiten in Suchmaschinen gut gefunden werden oder schon beim ersten Aufruf schnell laden, setzen wir Nuxt für serverseitiges Rendering und statische Generierung ein. Die Inhalte kommen meist aus Strapi, damit die Redaktion Seiten ohne Hilfe aus der Entwicklung ändern kann; Produktdaten liefert das Commerce- oder Anwendungs-Backend über einen typisierten API-Client.',
      ],
      builds: {
        intro:
          'Die meisten unserer Vue-Projekte liegen dort, wo sich E-Commerce, Inhalte und Werkzeuge für den Arbeitsalltag treffen. Das entwickeln wir am häufigsten.',
        items: [
          {
            icon: 'cart',
            title: 'Interaktive Module in bestehenden Shops',
            text: 'Funktionen, die sich in einen laufenden Shop einfügen, ohne den Checkout zu berühren: Angebots-Widgets, Produktkonfiguratoren, B2B-Schnellbestellungen. Für einen deutschen Händler für Wohnen und Einrichtung auf Spryker haben wir ein Vue-Modul für die Bestellbestätigung gebaut; 6 % der Bestellenden nahmen ein Angebot an, der Onlineumsatz stieg um 4 %.',
          },
          {
            icon: 'book',
            title: 'Lern- und Kundenportale',
            text: 'Portale, in denen sich Nutzerinnen und Nutzer jede Woche anmelden, um zu lernen, zu bestellen oder etwas nachzuverfolgen. Die Web-App der E-Learning-Plattform eines Schweizer Weiterbildungsanbieters ist in Vue auf einem Laravel-Backend geschrieben, die Kursinhalte kommen aus Strapi; 25.000 Lernende nutzen sie.',
          },
          {
            icon: 'layers',
            title: 'Vue-Micro-Frontends',
            text: 'Unabhängig ausgelieferte Vue-Module, die eine Kompositionsschicht gemeinsam mit React- und Angular-Modulen zu Seiten zusammensetzt. Jedes Team verantwortet sein Modul, seine Pipeline und seinen Release-Takt und nutzt dieselben Design-Tokens wie die anderen.',
          },
          {
            icon: 'globe',
            title: 'Headless-Shop-Frontends und Inhaltsseiten mit Nuxt',
            text: 'Serverseitig gerenderte Nuxt-Frontends auf Strapi, der Spryker Glue API oder einem anderen Commerce-Backend – mit Bildoptimierung, Caching am Edge und strukturierten Daten für Suchmaschinen.',
          },
          {
            icon: 'code',
            title: 'Migration von Vue 2 auf Vue 3',
            text: 'Vue 2 hat Ende 2023 sein Supportende erreicht. Wir heben Anwendungen mithilfe des Kompatibilitäts-Builds schrittweise auf Vue 3, ersetzen Vuex durch Pinia und stellen den Build auf Vite um – während Tests die kritischen Abläufe durchgehend absichern.',
          },
        ],
      },
      ecosystemIntro: 'Unsere Vue-Konfiguration folgt bewusst eng den offiziellen Empfehlungen. So kann sich, wer als Nächstes in Ihr Team kommt, direkt mit der Vue-Dokumentation einarbeiten.',
      experience:
        'Unser erstes Vue-Projekt haben wir ausgeliefert, als Vue 2 noch ganz neu war; seitdem gehört das Framework fest zu unseren Projekten im Onlinehandel und in der Weiterbildung. Die meisten aus unserem Vue-Team schreiben auch PHP oder Node.js – dieselben Leute bauen also das Modul und die API dahinter.',
      faq: [
        {
          question: 'Sollten wir uns für Vue oder React entscheiden?',
          answer:
            'Beide Frameworks sind ausgereift, und für die meisten Projekte wären beide geeignet. Wir empfehlen Vue, wenn es in einer bestehenden, serverseitig gerenderten Website oder einem Shop laufen soll oder wenn Ihr eigenes Team es bereits kennt. Zu React raten wir eher, wenn Sie zusätzlich eine mobile App mit React Native planen, weil sich dann ein großer Teil der Logik teilen lässt.',
        },
        {
          question: 'Können Sie Vue-Funktionen in unseren Shop bringen, ohne ihn neu aufzusetzen?',
          answer:
            'Ja, so beginnen viele Kunden die Zusammenarbeit mit uns. Wir binden Vue-Module in die bestehenden Templates ein, laden sie nur auf den Seiten, die sie brauchen, und lassen Checkout und übrigen Shop unverändert. Ein erstes Modul ist oft nach ein bis zwei Sprints live, und unser Designteam kann die Platzierung per A/B-Test prüfen, bevor es für alle ausgerollt wird.',
        },
        {
          question: 'Wann brauchen wir Nuxt statt reinem Vue?',
          answer:
            'Nuxt lohnt sich, wenn Seiten von Suchmaschinen gefunden, in sozialen Netzwerken geteilt oder schon beim ersten Aufruf schnell geladen werden müssen – bei Shop-Frontends, Inhaltsseiten und Landingpages. Für Anwendungen hinter einer Anmeldung, etwa Portale und Adminbereiche, ist eine reine Vue-Anwendung mit Vite meist einfacher zu betreiben und völlig ausreichend.',
        },
        {
          question: 'Unsere Anwendung läuft noch auf Vue 2. Was nun?',
          answer:
            'Vue 2 erhält keine offiziellen Sicherheitsupdates mehr, die Migration sollte also eingeplant werden. Wir beginnen mit einer ein- bis zweiwöchigen Prüfung und geben Ihnen einen schriftlichen Plan mit Aufwandsschätzung. Mit dem Kompatibilitäts-Build bleibt die Anwendung lauffähig, während wir sie Komponente für Komponente umstellen – die Weiterentwicklung muss nicht pausieren.',
        },
      ],
    },
  },
};
