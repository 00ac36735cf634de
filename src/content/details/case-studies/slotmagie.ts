import type { CaseStudyDetail } from '../types';

/** Slotmagie: a server-rendered, mobile-first game lobby with a Node.js backend-for-frontend and headless AEM content. */
export const slotmagie: CaseStudyDetail = {
  technologies: ['/technologies/react', '/technologies/node-js'],
  stack: [
    'Next.js',
    'React',
    'TypeScript',
    'Node.js',
    'Fastify',
    'Adobe Experience Manager (content fragments)',
    'GraphQL',
    'Redis',
    'Playwright',
    'Storybook',
    'Figma',
    'OpenTelemetry',
  ],
  text: {
    en: {
      client: [
        'Slotmagie is an online slots brand for players in Germany. The operator behind the brand is licensed in Germany and has its own in-house development team; the games themselves come from external game providers, and payments run through established payment providers.',
        'Most players open Slotmagie on a phone, often on mobile data and on mid-range devices. For them the game lobby is the product: it is where they browse, search and start a game, and it decides within seconds whether a session begins at all.',
      ],
      challenge: [
        'The old lobby was a client-side single-page application. Before a player saw a single game tile, the phone had to download a large JavaScript bundle, fetch the whole catalogue and load full-size thumbnails. Search only matched exact titles, and the filters sat in a menu that few players ever found.',
        'Releases were just as heavy. Frontend code, promotion banners and provider integrations lived in one deployment, regression tests were largely manual, and every change had to respect the requirements of the German licence. The result was one release a month, and a new bonus campaign waited for that release like every bug fix did.',
      ],
      solution: {
        intro:
          'We rebuilt the player-facing frontend piece by piece, keeping the existing game and payment providers and the operator’s platform behind it.',
        items: [
          {
            icon: 'rocket',
            title: 'A server-rendered lobby in Next.js',
            text: 'The lobby is now rendered on the server, so the first screen of games arrives as ready HTML. Thumbnails come as responsive AVIF and WebP images in the size each device needs, and category pages are cached at the CDN.',
          },
          {
            icon: 'layers',
            title: 'A Node.js backend-for-frontend',
            text: 'A dedicated Node.js service gives each screen exactly the data it needs. It combines the providers’ game catalogue, the player’s session from the operator’s platform and promotion content, and keeps the providers’ APIs out of the browser.',
          },
          {
            icon: 'design',
            title: 'Search and filters shaped by players',
            text: 'Our designers interviewed players, reviewed search logs and tested clickable prototypes on real phones. The new search tolerates typos and partial names, and filters for provider, game features and recently played sit in a bottom sheet that is easy to reach with a thumb.',
          },
          {
            icon: 'book',
            title: 'Promotions delivered headless from AEM',
            text: 'Promotions, banners and bonus terms are maintained as content fragments in Adobe Experience Manager. The backend-for-frontend reads them through AEM’s GraphQL API, so marketing publishes a campaign in AEM and it appears in the lobby without a code change or a deployment.',
          },
          {
            icon: 'check',
            title: 'A pipeline built for weekly releases',
            text: 'Unit tests, Playwright end-to-end tests on mobile viewports and a preview deployment for every pull request replaced most manual regression testing. Feature flags let the team switch features on when the business is ready.',
          },
        ],
      },
      architecture: [
        'The Next.js application renders the lobby and talks to exactly one backend: the Node.js backend-for-frontend. That service aggregates the game catalogue, player data and AEM content fragments, caches what is shared between players in Redis and returns small, screen-shaped responses. Player-specific data is never cached at the CDN.',
        'Both services run as containers in an EU region. OpenTelemetry traces each request from the browser to the providers, and real-user monitoring reports Core Web Vitals per device class.',
      ],
      results: {
        intro:
          'The figures come from the operator’s real-user monitoring and release history, comparing the old lobby with the new one after the full rollout.',
        items: [
          { value: '45%', label: 'faster loading of the mobile game lobby' },
          { value: 'Weekly', label: 'releases of the player-facing frontend, instead of monthly' },
          { value: '0', label: 'deployments needed to publish a new promotion' },
        ],
      },
      timeline: {
        intro:
          'A dedicated team of seven worked alongside the operator’s in-house developers: a delivery lead, a UX designer, a UX researcher, three React and Next.js engineers and a Node.js engineer with AEM experience. Several of them have stayed on the product since the launch.',
        items: [
          {
            title: 'Discovery and player research',
            duration: '4 weeks',
            text: 'Performance audit of the old lobby, interviews and prototype tests with players, analysis of search logs, and a target architecture agreed with the in-house team.',
          },
          {
            title: 'Backend-for-frontend and content model',
            duration: '6 weeks',
            text: 'The Node.js service and its provider connections, plus the content fragment models for promotions, designed together with the marketing team that uses them.',
          },
          {
            title: 'New lobby, search and filters',
            duration: '10 weeks',
            text: 'The Next.js lobby, built behind a feature flag, with a demo every two weeks and automated tests for every path from the lobby into a game.',
          },
          {
            title: 'Gradual rollout and weekly releases',
            duration: '4 weeks',
            text: 'Traffic moved to the new lobby in steps from 10% to 100% while the team compared load times and game starts, then the release process switched from a monthly to a weekly rhythm.',
          },
        ],
      },
      quote: {
        text: 'On a phone, players decide within seconds whether they stay, so every fraction of a second in the lobby counted. We moved traffic over in steps and compared load times and game starts at each one. By the time the last tenth switched, weekly releases were already routine for the operator’s own team, and that had been the goal all along.',
        author: 'From our project team',
        role: 'Tech lead, Kovalent Software',
      },
    },
    de: {
      client: [
        'Slotmagie ist eine Online-Slots-Marke für Spielerinnen und Spieler in Deutschland. Der Betreiber hinter der Marke ist in Deutschland lizenziert und hat ein eigenes Entwicklungsteam; die Spiele selbst stammen von externen Spieleanbietern, die Zahlungen laufen über etablierte Zahlungsanbieter.',
        'Die meisten Spielerinnen und Spieler öffnen Slotmagie auf dem Smartphone, oft im Mobilfunknetz und auf Geräten der Mittelklasse. Für sie ist die Spiele-Lobby das eigentliche Produkt: Hier stöbern, suchen und starten sie Spiele – und hier entscheidet sich in wenigen Sekunden, ob eine Sitzung überhaupt beginnt.',
      ],
      challenge: [
        'Die alte Lobby war eine rein clientseitige Single-Page-Anwendung. Bevor die erste Spielkachel erschien, musste das Smartphone ein großes JavaScript-Bundle laden, den gesamten Katalog abrufen und Vorschaubilder in voller Größe herunterladen. Die Suche fand nur exakte Titel, und die Filter lagen in einem Menü, das kaum jemand entdeckte.',
        'Ähnlich schwerfällig waren die Releases. Frontend-Code, Aktionsbanner und Anbieter-Integrationen steckten in einem gemeinsamen Deployment, Regressionstests liefen größtenteils manuell, und jede Änderung musste die Vorgaben der deutschen Lizenz erfüllen. Das Ergebnis: ein Release pro Monat – und eine neue Bonusaktion wartete darauf genauso wie jeder Bugfix.',
      ],
      solution: {
        intro:
          'Wir haben das Frontend, das Spielerinnen und Spieler sehen, Schritt für Schritt neu aufgebaut und dabei die bestehenden Spiele- und Zahlungsanbieter sowie die Plattform des Betreibers beibehalten.',
        items: [
          {
            icon: 'rocket',
            title: 'Eine serverseitig gerenderte Lobby mit Next.js',
            text: 'Die Lobby wird jetzt auf dem Server gerendert, die ersten Spiele kommen also als fertiges HTML beim Gerät an. Vorschaubilder werden als responsive AVIF- und WebP-Dateien in genau der benötigten Größe ausgeliefert, Kategorieseiten liegen im CDN-Cache.',
          },
          {
            icon: 'layers',
            title: 'Ein Backend for Frontend mit Node.js',
            text: 'Ein eigener Node.js-Service liefert jedem Bildschirm genau die Daten, die er braucht. Er führt den Spielekatalog der Anbieter, die Sitzung aus der Plattform des Betreibers und die Aktionsinhalte zusammen und hält die APIs der Anbieter aus dem Browser heraus.',
          },
          {
            icon: 'design',
            title: 'Suche und Filter, gestaltet mit der Zielgruppe',
            text: 'Unser Designteam hat Spielerinnen und Spieler interviewt, Suchprotokolle ausgewertet und klickbare Prototypen auf echten Smartphones getestet. Die neue Suche verzeiht Tippfehler und findet auch Teilbegriffe; Filter nach Anbieter, Spielfunktionen und zuletzt gespielten Titeln liegen in einer von unten einfahrenden Leiste, die sich bequem mit dem Daumen bedienen lässt.',
          },
          {
            icon: 'book',
            title: 'Aktionen headless aus AEM',
            text: 'Aktionen, Banner und Bonusbedingungen pflegt das Marketing als Content-Fragmente in Adobe Experience Manager. Das Backend for Frontend liest sie über die GraphQL-API von AEM aus – eine in AEM veröffentlichte Kampagne erscheint so ohne Codeänderung und ohne Deployment in der Lobby.',
          },
          {
            icon: 'check',
            title: 'Eine Pipeline für wöchentliche Releases',
            text: 'Unit-Tests, End-to-End-Tests mit Playwright auf mobilen Bildschirmgrößen und ein Vorschau-Deployment für jeden Pull-Request ersetzen heute den Großteil der manuellen Regressionstests. Über Feature-Flags schaltet das Team Funktionen erst frei, wenn der Betreiber so weit ist.',
          },
        ],
      },
      architecture: [
        'Die Next.js-Anwendung rendert die Lobby und spricht mit genau einem Backend: dem Backend for Frontend (BFF) in Node.js. Dieser Service bündelt Spielekatalog, Spielerdaten und die Content-Fragmente aus AEM, hält spielerübergreifende Daten in Redis vor und liefert kleine, auf den jeweiligen Bildschirm zugeschnittene Antworten. Spielerbezogene Daten landen nie im CDN-Cache.',
        'Beide Services laufen als Container in einer EU-Region. OpenTelemetry verfolgt jede Anfrage vom Browser bis zu den Anbietern, und das Real-User-Monitoring misst die Core Web Vitals je Geräteklasse.',
      ],
      results: {
        intro:
          'Die Zahlen stammen aus dem Real-User-Monitoring und der Release-Historie des Betreibers und vergleichen die alte Lobby mit der neuen nach dem vollständigen Rollout.',
        items: [
          { value: '45 %', label: 'schnellere Ladezeit der mobilen Spiele-Lobby' },
          { value: 'Wöchentlich', label: 'Releases des Spieler-Frontends statt monatlich' },
          { value: '0', label: 'Deployments, um eine neue Aktion zu veröffentlichen' },
        ],
      },
      timeline: {
        intro:
          'Ein dediziertes Team aus sieben Personen arbeitete mit dem Entwicklungsteam des Betreibers zusammen: eine Projektleiterin, ein UX-Designer, eine Nutzerforscherin, drei Entwickler für React und Next.js sowie ein Node.js-Entwickler mit AEM-Erfahrung. Mehrere von ihnen betreuen das Produkt bis heute.',
        items: [
          {
            title: 'Konzeptphase und Nutzerforschung',
            duration: '4 Wochen',
            text: 'Performance-Analyse der alten Lobby, Interviews und Prototyp-Tests mit der Zielgruppe, Auswertung der Suchprotokolle und eine mit dem internen Team abgestimmte Zielarchitektur.',
          },
          {
            title: 'Backend for Frontend und Inhaltsmodell',
            duration: '6 Wochen',
            text: 'Der Node.js-Service mit seinen Anbindungen an die Anbieter sowie die Content-Fragment-Modelle für Aktionen, entworfen gemeinsam mit dem Marketingteam, das damit arbeitet.',
          },
          {
            title: 'Neue Lobby, Suche und Filter',
            duration: '10 Wochen',
            text: 'Die Next.js-Lobby, entwickelt hinter einem Feature-Flag, mit einer Demo alle zwei Wochen und automatisierten Tests für jeden Weg von der Lobby ins Spiel.',
          },
          {
            title: 'Schrittweiser Rollout und wöchentliche Releases',
            duration: '4 Wochen',
            text: 'Die Zugriffe wurden in Stufen von 10 auf 100 % auf die neue Lobby umgeleitet, während das Team Ladezeiten und Spielstarts verglich. Danach stellte der Betreiber vom monatlichen auf einen wöchentlichen Release-Rhythmus um.',
          },
        ],
      },
      quote: {
        text: 'Auf dem Smartphone entscheidet sich in Sekunden, ob jemand bleibt – deshalb zählte in der Lobby jeder Sekundenbruchteil. Wir haben die Zugriffe stufenweise umgestellt und bei jedem Schritt Ladezeiten und Spielstarts verglichen. Als das letzte Zehntel wechselte, waren wöchentliche Releases für das interne Team des Betreibers längst Routine – und genau das war das Ziel.',
        author: 'Aus unserem Projektteam',
        role: 'Technische Leitung, Kovalent Software',
      },
    },
  },
};
