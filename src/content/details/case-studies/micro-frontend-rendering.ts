import type { CaseStudyDetail } from '../types';

/** Micro-frontend rendering: a Node.js composition layer that lets five marketplace teams release on their own. */
export const microFrontendRendering: CaseStudyDetail = {
  technologies: ['/technologies/react', '/technologies/vue', '/technologies/angular', '/technologies/node-js'],
  stack: [
    'Node.js',
    'Fastify',
    'React',
    'Vue 3',
    'Angular',
    'TypeScript',
    'Strapi',
    'Spryker Marketplace',
    'Redis',
    'Kubernetes',
    'GitLab CI',
    'Playwright',
  ],
  text: {
    en: {
      client: [
        'The client runs an online marketplace in the DACH region where hundreds of merchants sell to consumers in Germany, Austria and Switzerland. The platform is built on Spryker Marketplace, and the product organisation has grown to five teams, each owning one part of the journey: search and discovery, product pages, merchant storefronts, cart and checkout, and customer accounts.',
      ],
      challenge: [
        'All five teams worked in one frontend codebase with one build and one deployment. A small fix on the product page waited for the fortnightly release train with everyone else’s work, and a bug in one area could hold back the whole release.',
        'Pages were also slow, because the monolith rendered everything on every request, including parts that rarely change, and editors could not rearrange a landing page without a developer ticket. The client wanted independent releases without losing a consistent shop or search visibility, and without a big-bang rewrite: two older Angular modules still did their job and had no budget for one.',
      ],
      solution: {
        intro:
          'We designed a composition layer that assembles pages from independently deployed modules, and moved the teams onto it one page type at a time.',
        items: [
          {
            icon: 'layers',
            title: 'Server-side composition layer',
            text: 'A Node.js service reads a page’s configuration, requests the HTML of every module in parallel and streams the finished page to the browser. Each fragment has its own timeout and fallback, so one slow module never blocks a page.',
          },
          {
            icon: 'code',
            title: 'Modules each team owns end to end',
            text: 'Teams build their modules in React or Vue, in their own repositories with their own pipelines, against a small contract: a render endpoint, a list of assets and browser events for talking to other modules, such as updating the mini cart.',
          },
          {
            icon: 'book',
            title: 'Page configuration in Strapi',
            text: 'Editors arrange modules on landing, category and campaign pages in Strapi, set their parameters and preview the result. The composition layer picks up a published change within seconds, without a deployment.',
          },
          {
            icon: 'check',
            title: 'Legacy Angular modules kept running',
            text: 'The two Angular modules run behind the same contract and render in the browser, so they stayed in production while their teams decide when, or whether, to rewrite them.',
          },
        ],
      },
      architecture: [
        'A request reaches the composition service, built on Node.js and Fastify. It loads the page configuration from Strapi, resolves the module for each slot and calls their render endpoints in parallel. React modules use streaming server-side rendering, Vue modules Vue’s server renderer; both return HTML plus the scripts needed to hydrate it. Fragments that rarely change, such as navigation and footer, are cached in Redis, and shared design tokens keep all modules looking like one shop.',
        'Modules get their data from the Spryker Glue API, including merchant and offer data from Spryker Marketplace. The composition service and every module run as separate deployments on Kubernetes, each with its own GitLab CI pipeline, contract tests and Playwright checks. A module registry records which version of each module is live, so a team can roll back its own module without touching anyone else’s.',
      ],
      results: {
        intro: 'Measured six months after the first teams moved to the new architecture, on the same page types as before.',
        items: [
          { value: '40+', label: 'releases a month across the five teams, instead of two shared ones' },
          { value: '30%', label: 'faster page rendering through server-side composition and caching' },
          { value: '5', label: 'product teams releasing on their own schedule' },
          { value: '2', label: 'legacy Angular modules still in production, with no forced rewrite' },
        ],
      },
      timeline: {
        intro:
          'Our team had seven people: a solution architect, three engineers for Node.js, React and Vue, a Spryker developer, a DevOps engineer and a delivery lead. From the second phase on, the client’s five product teams built their own modules alongside us.',
        items: [
          {
            title: 'Architecture and proof of concept',
            duration: '4 weeks',
            text: 'We mapped every page type and its owner, agreed the module contract with all five teams and proved it on one product page assembled from a React and a Vue module.',
          },
          {
            title: 'Composition layer and platform',
            duration: '8 weeks',
            text: 'The production version of the composition service, caching, the module registry, templates and pipelines for new modules, and the Strapi content model for page configuration.',
          },
          {
            title: 'Migration page by page',
            duration: '14 weeks',
            text: 'Campaign and category pages first, then product pages and merchant storefronts. A routing rule sent migrated paths to the composition service and all others to the old frontend, so customers never noticed a switch-over.',
          },
          {
            title: 'Handover and enablement',
            duration: '4 weeks',
            text: 'Pairing with each team on its first independent releases, runbooks for on-call duty and a plan for retiring the rest of the monolith.',
          },
        ],
      },
      quote: {
        text: 'A small fix on the product page used to wait two weeks for everybody else. Now each team ships when it is ready, and our editors put together campaign pages without asking anyone.',
        author: 'VP Engineering',
        role: 'Online marketplace, DACH region',
      },
    },
    de: {
      client: [
        'Der Kunde betreibt einen Online-Marktplatz in der DACH-Region, auf dem Hunderte Händler an Privatkundschaft in Deutschland, Österreich und der Schweiz verkaufen. Die Plattform basiert auf Spryker Marketplace, und die Produktorganisation ist auf fünf Teams gewachsen, die jeweils einen Abschnitt des Einkaufswegs verantworten: Suche und Navigation, Produktseiten, Händler-Shops, Warenkorb und Checkout sowie Kundenkonten.',
      ],
      challenge: [
        'Alle fünf Teams arbeiteten in einer gemeinsamen Frontend-Codebasis mit einem Build und einem Deployment. Selbst eine kleine Korrektur an der Produktseite wartete mit der Arbeit aller anderen auf den zweiwöchentlichen Release-Termin, und ein Fehler in einem Bereich konnte das gesamte Release aufhalten.',
        'Hinzu kam, dass die Seiten langsam waren: Der Monolith renderte bei jedem Aufruf alles neu, auch Teile, die sich kaum ändern, und die Redaktion konnte keine Landingpage umbauen, ohne ein Entwickler-Ticket zu schreiben. Der Kunde wollte unabhängige Releases, ohne ein einheitliches Einkaufserlebnis oder die Sichtbarkeit in Suchmaschinen aufzugeben – und ohne alles auf einmal neu zu entwickeln: Zwei ältere Angular-Module erfüllten ihren Zweck, und für ihre Neuentwicklung gab es kein Budget.',
      ],
      solution: {
        intro:
          'Wir haben eine Kompositionsschicht entworfen, die Seiten aus unabhängig ausgelieferten Modulen zusammensetzt, und die Seiten der Teams Seitentyp für Seitentyp darauf umgestellt.',
        items: [
          {
            icon: 'layers',
            title: 'Serverseitige Kompositionsschicht',
            text: 'Ein Node.js-Service liest die Konfiguration einer Seite, fragt das HTML aller Module parallel ab und streamt die fertige Seite an den Browser. Jedes Fragment hat ein eigenes Timeout und einen Fallback, sodass ein langsames Modul nie die ganze Seite blockiert.',
          },
          {
            icon: 'code',
            title: 'Module in der Hand der Teams',
            text: 'Die Teams bauen ihre Module in React oder Vue, in eigenen Repositorys mit eigenen Pipelines, gegen einen schlanken Vertrag: einen Render-Endpunkt, eine Liste von Assets und Browser-Events für die Kommunikation zwischen Modulen, etwa um den Mini-Warenkorb zu aktualisieren.',
          },
          {
            icon: 'book',
            title: 'Seitenkonfiguration in Strapi',
            text: 'Die Redaktion ordnet Module auf Landing-, Kategorie- und Kampagnenseiten in Strapi an, legt ihre Parameter fest und prüft das Ergebnis in der Vorschau. Eine veröffentlichte Änderung übernimmt die Kompositionsschicht innerhalb von Sekunden, ganz ohne Deployment.',
          },
          {
            icon: 'check',
            title: 'Bestehende Angular-Module laufen weiter',
            text: 'Die beiden Angular-Module arbeiten hinter demselben Vertrag und rendern im Browser. So blieben sie in Produktion, während ihre Teams entscheiden, ob und wann sie neu entwickelt werden.',
          },
        ],
      },
      architecture: [
        'Jede Anfrage landet beim Kompositionsservice, gebaut mit Node.js und Fastify. Er lädt die Seitenkonfiguration aus Strapi, ermittelt für jeden Slot das passende Modul und ruft alle Render-Endpunkte parallel auf. React-Module nutzen Streaming-SSR, Vue-Module den Server-Renderer von Vue; beide liefern HTML und die Skripte, die für die Hydration nötig sind. Selten geänderte Fragmente wie Navigation und Footer liegen in Redis im Cache, und gemeinsame Design-Tokens sorgen dafür, dass alle Module wie ein Shop aussehen.',
        'Ihre Daten beziehen die Module über die Spryker Glue API, einschließlich Händler- und Angebotsdaten aus Spryker Marketplace. Kompositionsservice und Module laufen als getrennte Deployments auf Kubernetes, jedes mit eigener GitLab-CI-Pipeline, Contract-Tests und Playwright-Prüfungen. Eine Modul-Registry hält fest, welche Version jedes Moduls in Produktion läuft – so kann ein Team sein Modul zurückrollen, ohne die Module anderer Teams anzufassen.',
      ],
      results: {
        intro:
          'Gemessen sechs Monate, nachdem die ersten Teams auf die neue Architektur umgestiegen waren, auf denselben Seitentypen wie vorher.',
        items: [
          { value: '40+', label: 'Releases pro Monat über alle fünf Teams statt zwei gemeinsamen' },
          { value: '30 %', label: 'schnelleres Seitenrendering durch serverseitige Komposition und Caching' },
          { value: '5', label: 'Produktteams veröffentlichen in ihrem eigenen Takt' },
          { value: '2', label: 'ältere Angular-Module weiter in Produktion, ohne erzwungene Neuentwicklung' },
        ],
      },
      timeline: {
        intro:
          'Unser Team bestand aus sieben Personen: einem Solution Architect, drei Entwicklern für Node.js, React und Vue, einer Spryker-Entwicklerin, einem DevOps-Engineer und einer Projektleiterin. Ab der zweiten Phase bauten die fünf Produktteams des Kunden parallel ihre eigenen Module.',
        items: [
          {
            title: 'Architektur und Proof of Concept',
            duration: '4 Wochen',
            text: 'Wir haben alle Seitentypen und ihre Verantwortlichen erfasst, den Modulvertrag mit allen fünf Teams abgestimmt und ihn an einer Produktseite erprobt, die aus einem React- und einem Vue-Modul bestand.',
          },
          {
            title: 'Kompositionsschicht und Plattform',
            duration: '8 Wochen',
            text: 'Die produktive Version des Kompositionsservice, Caching, die Modul-Registry, Vorlagen und Pipelines für neue Module sowie das Inhaltsmodell in Strapi für die Seitenkonfiguration.',
          },
          {
            title: 'Migration Seite für Seite',
            duration: '14 Wochen',
            text: 'Zuerst Kampagnen- und Kategorieseiten, danach Produktseiten und Händler-Shops. Eine Routing-Regel leitete migrierte Pfade an den Kompositionsservice und alle übrigen an das alte Frontend – die Kundschaft hat von der Umstellung nichts bemerkt.',
          },
          {
            title: 'Übergabe und Befähigung',
            duration: '4 Wochen',
            text: 'Pair-Programming mit jedem Team bei dessen ersten eigenständigen Releases, Betriebshandbücher für die Rufbereitschaft und ein Plan für die Ablösung der restlichen Teile des Monolithen.',
          },
        ],
      },
      quote: {
        text: 'Früher wartete eine kleine Korrektur an der Produktseite zwei Wochen auf alle anderen. Heute liefert jedes Team, sobald es fertig ist, und unsere Redaktion baut Kampagnenseiten, ohne jemanden fragen zu müssen.',
        author: 'Leitung Softwareentwicklung',
        role: 'Online-Marktplatz, DACH-Region',
      },
    },
  },
};
