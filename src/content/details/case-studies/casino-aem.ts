import type { CaseStudyDetail } from '../types';

/** Casino on AEM: an online casino site rebuilt on Adobe Experience Manager, faster on mobile and run by marketing. */
export const casinoAem: CaseStudyDetail = {
  technologies: ['/technologies/react', '/technologies/node-js'],
  stack: [
    'Adobe Experience Manager as a Cloud Service',
    'HTL',
    'Sling Models',
    'AEM Core Components',
    'React',
    'TypeScript',
    'Node.js',
    'webpack',
    'Storybook',
    'Jest',
    'Playwright',
    'Cloud Manager',
  ],
  text: {
    en: {
      client: [
        'The client is a German online casino operator with a large catalogue of slot games and a marketing team that launches promotions almost every day: welcome offers, seasonal campaigns and new game releases. Most players arrive on their phones, often from a newsletter or a push notification.',
        'The operator had chosen Adobe Experience Manager as its content platform and asked us to rebuild the player-facing website on it, so that marketing could work without waiting for developers.',
      ],
      challenge: [
        'Every banner, landing page and change to a promotion’s terms went through a developer ticket. Campaigns were planned days ahead and still went live late, and last-minute changes, such as extending an offer over a weekend, often missed their moment.',
        'The site was also slow on mobile. Largest Contentful Paint stood at 4.2 seconds, with heavy scripts and oversized images on every page, and players left before the games appeared. On top of that, every page had to carry the legally required responsible-gambling notices, correctly and every time, no matter who built the page.',
      ],
      solution: {
        intro:
          'We rebuilt the site on Adobe Experience Manager around a component library that the marketing team can use on its own.',
        items: [
          {
            icon: 'layers',
            title: 'A component library for editors',
            text: '40 AEM components, from hero banners and promotion tiles to game grids and FAQ blocks, built with HTL and Sling Models on top of the AEM Core Components. Editors combine them on editable templates whose styles keep every page on brand.',
          },
          {
            icon: 'code',
            title: 'Interactive parts in React',
            text: 'Game carousels, search, campaign countdowns and the sign-in dialog are small React applications mounted into server-rendered markup. Pages are readable before any script runs, and each page loads only the scripts it uses.',
          },
          {
            icon: 'clock',
            title: 'Scheduled campaigns',
            text: 'Promotions are prepared in advance and go online and offline by themselves through on-time and off-time settings, so a campaign can start at midnight with nobody at a desk.',
          },
          {
            icon: 'shield',
            title: 'Compliance built into the templates',
            text: 'Responsible-gambling notices, age information and links to the terms are part of the templates and components, not something editors add by hand, so no page can be published without them.',
          },
        ],
      },
      architecture: [
        'The site runs on Adobe Experience Manager as a Cloud Service. Components render on the server with HTL templates and Sling Models in Java, which keeps the HTML lean and gives editors an accurate preview. Where a component needs interaction, it renders a container with its data as JSON, and a React application takes over in the browser.',
        'The frontend is built in AEM’s ui.frontend module with a Node.js pipeline: TypeScript, webpack with one bundle per component, Storybook for building components in isolation, and Jest and Playwright for tests, with performance budgets checked on every build. Cloud Manager runs quality checks and deployments. Published pages are cached by the AEM Dispatcher and served through the CDN, and publishing a change invalidates the cache, so an updated promotion is live within seconds.',
      ],
      results: {
        intro: 'Measured in the first two months after launch, using field data from real mobile visitors.',
        items: [
          { value: '1.9 s', label: 'Largest Contentful Paint on mobile, down from 4.2 seconds' },
          { value: '< 1 hour', label: 'to publish a new campaign page, without developers' },
          { value: '40', label: 'reusable components in the editors’ library' },
          { value: 'Daily', label: 'promotions, planned and scheduled by the marketing team itself' },
        ],
      },
      timeline: {
        intro:
          'Seven people worked on the project from our side: an AEM architect, two AEM developers, two frontend developers with React experience, a UI designer and a delivery lead. From the second month, the client’s marketing team tried each new component with real campaigns.',
        items: [
          {
            title: 'Discovery and content audit',
            duration: '3 weeks',
            text: 'We reviewed every page type and campaign format of the past year, measured performance and agreed the component list and template structure with marketing and the legal team.',
          },
          {
            title: 'Design system and components',
            duration: '10 weeks',
            text: 'Our designer turned the brand into a design system, and developers built components sprint by sprint, each one tried out by editors in the sprint demo.',
          },
          {
            title: 'Templates, migration and performance',
            duration: '5 weeks',
            text: 'Editable templates, migration of the permanent content, image optimisation and tuning until every page type met its performance budget.',
          },
          {
            title: 'Launch and editor training',
            duration: '2 weeks',
            text: 'A staged launch behind the CDN, hands-on training for the marketing team and a short playbook for building a campaign page in under an hour.',
          },
        ],
      },
      quote: {
        text: 'Our marketing team used to queue for developers. Now a campaign planned in the morning is live before lunch, and the site is faster on phones than it has ever been.',
        author: 'Head of Marketing',
        role: 'Online casino operator, Germany',
      },
    },
    de: {
      client: [
        'Der Kunde ist ein deutscher Online-Casino-Betreiber mit einem großen Katalog an Slot-Spielen und einem Marketingteam, das fast täglich neue Aktionen startet: Willkommensangebote, saisonale Kampagnen und neue Spiele. Die meisten Spielerinnen und Spieler kommen über das Smartphone, häufig über einen Newsletter oder eine Push-Benachrichtigung.',
        'Der Betreiber hatte sich für Adobe Experience Manager als Inhaltsplattform entschieden und uns beauftragt, die Website für seine Kundschaft darauf neu aufzubauen – damit das Marketing nicht länger auf das Entwicklungsteam warten muss.',
      ],
      challenge: [
        'Jedes Banner, jede Landingpage und jede Änderung an Aktionsbedingungen lief über ein Entwickler-Ticket. Kampagnen wurden Tage im Voraus geplant und gingen trotzdem verspätet online; kurzfristige Änderungen, etwa die Verlängerung eines Angebots über das Wochenende, kamen oft zu spät.',
        'Außerdem war die Website mobil langsam. Der Largest Contentful Paint lag bei 4,2 Sekunden, jede Seite lud schwere Skripte und zu große Bilder, und viele sprangen ab, bevor die Spiele erschienen. Dazu musste jede Seite die gesetzlich vorgeschriebenen Hinweise zum verantwortungsvollen Spielen tragen – korrekt und ausnahmslos, ganz gleich, wer die Seite erstellt.',
      ],
      solution: {
        intro:
          'Wir haben die Website auf Adobe Experience Manager neu aufgebaut, rund um eine Komponentenbibliothek, mit der das Marketingteam selbstständig arbeitet.',
        items: [
          {
            icon: 'layers',
            title: 'Eine Komponentenbibliothek für die Redaktion',
            text: '40 AEM-Komponenten, vom Hero-Banner und der Aktionskachel bis zum Spieleraster und FAQ-Block, entwickelt mit HTL und Sling Models auf Basis der AEM Core Components. Die Redaktion kombiniert sie auf editierbaren Templates, deren Stilvorgaben dafür sorgen, dass jede Seite zum Markenauftritt passt.',
          },
          {
            icon: 'code',
            title: 'Interaktive Elemente in React',
            text: 'Spielekarussells, Suche, Countdowns für Kampagnen und der Anmeldedialog sind kleine React-Anwendungen, die in serverseitig gerendertes Markup eingebettet werden. Seiten sind lesbar, bevor ein Skript läuft, und jede Seite lädt nur die Skripte, die sie braucht.',
          },
          {
            icon: 'clock',
            title: 'Zeitgesteuerte Kampagnen',
            text: 'Aktionen werden im Voraus vorbereitet und gehen über Ein- und Ausschaltzeiten von selbst online und wieder offline. Eine Kampagne kann so um Mitternacht starten, ohne dass jemand am Schreibtisch sitzt.',
          },
          {
            icon: 'shield',
            title: 'Compliance in den Templates',
            text: 'Hinweise zum verantwortungsvollen Spielen, Altersangaben und Links zu den Bedingungen sind fester Bestandteil von Templates und Komponenten und werden nicht von Hand ergänzt. Keine Seite kann ohne sie veröffentlicht werden.',
          },
        ],
      },
      architecture: [
        'Die Website läuft auf Adobe Experience Manager as a Cloud Service. Komponenten werden serverseitig mit HTL-Templates und Sling Models in Java gerendert; das hält das HTML schlank und gibt der Redaktion eine verlässliche Vorschau. Braucht eine Komponente Interaktion, rendert sie einen Container mit ihren Daten als JSON, und im Browser übernimmt eine React-Anwendung.',
        'Das Frontend entsteht im ui.frontend-Modul von AEM mit einer Node.js-Pipeline: TypeScript, webpack mit einem Bundle pro Komponente, Storybook für die isolierte Entwicklung von Komponenten sowie Jest und Playwright für Tests; Performance-Budgets werden bei jedem Build geprüft. Qualitätsprüfungen und Deployments laufen über Cloud Manager. Veröffentlichte Seiten cacht der AEM Dispatcher, ausgeliefert werden sie über das CDN; jede Veröffentlichung invalidiert den Cache, sodass eine geänderte Aktion innerhalb von Sekunden online ist.',
      ],
      results: {
        intro: 'Gemessen in den ersten zwei Monaten nach dem Start, mit Felddaten aus realen mobilen Seitenaufrufen.',
        items: [
          { value: '1,9 s', label: 'Largest Contentful Paint mobil, vorher 4,2 Sekunden' },
          { value: '< 1 Std.', label: 'bis eine neue Kampagnenseite veröffentlicht ist, ohne Hilfe aus der Entwicklung' },
          { value: '40', label: 'wiederverwendbare Komponenten in der Bibliothek der Redaktion' },
          { value: 'Täglich', label: 'neue Aktionen, geplant und terminiert vom Marketingteam selbst' },
        ],
      },
      timeline: {
        intro:
          'Von unserer Seite haben sieben Personen mitgearbeitet: ein AEM-Architekt, zwei AEM-Entwickler, zwei Frontend-Entwicklerinnen mit React-Erfahrung, eine UI-Designerin und ein Projektleiter. Ab dem zweiten Monat hat das Marketingteam des Kunden jede neue Komponente mit echten Kampagnen erprobt.',
        items: [
          {
            title: 'Konzeptphase und Inhaltsprüfung',
            duration: '3 Wochen',
            text: 'Wir haben alle Seitentypen und Kampagnenformate des Vorjahres gesichtet, die Performance gemessen und die Komponentenliste und Template-Struktur mit Marketing und Rechtsabteilung abgestimmt.',
          },
          {
            title: 'Designsystem und Komponenten',
            duration: '10 Wochen',
            text: 'Unsere Designerin hat die Marke in ein Designsystem übersetzt, und das Entwicklungsteam hat die Komponenten Sprint für Sprint gebaut – jede davon von der Redaktion in der Sprint-Demo ausprobiert.',
          },
          {
            title: 'Templates, Migration und Performance',
            duration: '5 Wochen',
            text: 'Editierbare Templates, die Migration der dauerhaften Inhalte, Bildoptimierung und Feinschliff, bis jeder Seitentyp sein Performance-Budget einhielt.',
          },
          {
            title: 'Start und Schulung der Redaktion',
            duration: '2 Wochen',
            text: 'Ein stufenweiser Start hinter dem CDN, praxisnahe Schulungen für das Marketingteam und ein kurzes Handbuch, wie eine Kampagnenseite in weniger als einer Stunde entsteht.',
          },
        ],
      },
      quote: {
        text: 'Früher stand unser Marketing bei der Entwicklung Schlange. Heute ist eine Kampagne, die morgens geplant wird, vor der Mittagspause live – und die Website ist auf dem Smartphone so schnell wie nie.',
        author: 'Leiter Marketing',
        role: 'Online-Casino-Betreiber, Deutschland',
      },
    },
  },
};
