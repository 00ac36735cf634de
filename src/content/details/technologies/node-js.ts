import { siteConfig } from '@/config/site';
import type { TechnologyDetail } from '../types';
import { figures } from '@/content/figures';

/** Node.js with TypeScript, NestJS and Fastify: why and where the agency uses it (BFFs, APIs, SSR, Strapi, workers). */
export const nodeJsTechnology: TechnologyDetail = {
  experience: { since: siteConfig.foundingYear, engineers: 22, projects: 70 },
  ecosystem: [
    'TypeScript',
    'NestJS',
    'Fastify',
    'Prisma',
    'PostgreSQL',
    'Redis',
    'BullMQ',
    'Apollo Server',
    'Socket.IO',
    'Zod',
    'Strapi',
    'Vitest',
    'OpenTelemetry',
    'Docker',
  ],
  text: {
    en: {
      why: [
        'Node.js lets us write the backend in the same language as the frontend. With TypeScript on both sides, the types of an API are shared between the server, a React web app, a React Native app and even a Chrome extension, so a renamed field breaks the build instead of a customer’s session. For small teams, and especially in our fixed-price MVP Launcher, that saves days in every sprint.',
        'Node.js is at its best with work that mostly waits on other systems: backends for frontends that call several services and merge the answers, server-side rendering, uploads and WebSocket connections. For a DACH marketplace we built a Node.js composition layer that renders pages on the server from independently deployed React and Vue modules; pages now render 30% faster. CPU-heavy work such as video transcoding goes to dedicated worker processes that Node.js orchestrates.',
        'Node.js has its limits. When a service needs sustained high throughput with very predictable latency, as in payment or machine-data pipelines, we usually write it in Go and put a Node.js backend-for-frontend in front of it. Where Node.js fits, NestJS gives larger services a clear module structure, Fastify keeps lean endpoints fast, and OpenTelemetry shows what happens in production.',
      ],
      builds: {
        intro:
          'Most of our Node.js code sits between the user interface and the systems behind it. These are the building blocks we deliver most often.',
        items: [
          {
            icon: 'layers',
            title: 'Backends for frontends',
            text: 'A BFF per client shapes data exactly for one web app, mobile app or extension, handles sign-in and hides the complexity of the systems behind it. For a Berlin payment-services provider, a Node.js BFF sits in front of the Go verification services and serves the React web flow, the capture app and a Chrome extension.',
          },
          {
            icon: 'code',
            title: 'REST and GraphQL APIs',
            text: 'Typed APIs with NestJS or Fastify, validated input, OpenAPI documentation generated from the code, versioning and rate limiting. Contract tests make sure the frontend and the backend agree before anything is deployed.',
          },
          {
            icon: 'globe',
            title: 'Server-side rendering and page composition',
            text: 'Next.js servers and custom composition layers that assemble pages on the server and cache them, so that mobile visitors see content quickly. The mobile game lobby of the Slotmagie brand now loads 45% faster with a Next.js frontend and a Node.js backend-for-frontend.',
          },
          {
            icon: 'book',
            title: 'Strapi CMS setups and plugins',
            text: 'Content models, roles, custom plugins and integrations for Strapi, which itself runs on Node.js. Editors use it to maintain course content on a Swiss e-learning platform and page configurations on a DACH marketplace.',
          },
          {
            icon: 'clock',
            title: 'Background jobs and processing workers',
            text: 'Queues and workers for imports, notifications, PDF generation and media processing. For an e-learning platform with 25,000 learners, Node.js workers prepare uploaded course videos for adaptive streaming and offline downloads.',
          },
        ],
      },
      ecosystemIntro: 'We run Node.js on the current LTS release and keep the set of libraries small and well maintained, because every dependency is something your team has to update later.',
      experience:
        'Node.js has been in our stack since the year Kovalent was founded, and it is the backend most of our frontend engineers write as well. That is why the group is nearly as large as our React team and why Node.js appears in so many of our projects, often next to Go or PHP.',
      faq: [
        {
          question: 'Should our backend be written in Node.js or Go?',
          answer:
            'If your team writes TypeScript on the frontend and the backend mainly combines data from other systems, Node.js is usually the faster and cheaper choice. If a service processes large volumes of data or requests with strict latency requirements, we recommend Go. Many of our clients use both: Go for the core services and Node.js for the backend for frontends.',
        },
        {
          question: 'Where do you host Node.js services?',
          answer:
            'In containers in EU regions, usually on AWS in Frankfurt, on Google Cloud or at Hetzner, in accounts that belong to you. Every service comes with CI, automated tests, structured logs, metrics and alerts, and we document how to deploy and roll back so that your own team can run it.',
        },
        {
          question: 'Can you take over our existing Node.js or Express codebase?',
          answer:
            'Yes. We start with a review of one to two weeks covering code, dependencies, security and tests, and give you a written assessment. Typical next steps are moving to the current LTS release, adding TypeScript and tests around the riskiest parts, and replacing abandoned packages, all while new features continue to ship.',
        },
        {
          question: 'What goes into the price of a Node.js MVP?',
          answer:
            `Mostly the number of user roles and the systems the backend has to combine. With our MVP Launcher, a product with a Node.js backend and a React web or mobile frontend goes live in ${figures.en.launcherWeeks} weeks: ${figures.en.launcherScopingWeeks} weeks of scoping and ${figures.en.launcherBuildWeeks} weeks of build. Such a project typically costs ${figures.en.launcherPrice} at a fixed price agreed after scoping. A Berlin payment-services provider launched its KYC verification this way and has extended it with us since.`,
        },
      ],
    },
    de: {
      why: [
        'Mit Node.js schreiben wir das Backend in derselben Sprache wie das Frontend. Mit TypeScript auf beiden Seiten teilen sich Server, React-Web-App, React-Native-App und sogar eine Chrome-Erweiterung die Typen einer API. Wird ein Feld umbenannt, scheitert der Build – und nicht erst eine laufende Sitzung Ihrer Kundschaft. Für kleine Teams, und erst recht in unserem MVP Launcher zum Festpreis, spart das in jedem Sprint Tage.',
        'Seine Stärken spielt Node.js bei Aufgaben aus, die vor allem auf andere Systeme warten: Backends for Frontends, die mehrere Services abfragen und die Antworten zusammenführen, serverseitiges Rendering, Uploads und WebSocket-Verbindungen. Für einen Marktplatz aus der DACH-Region haben wir eine Kompositionsschicht in Node.js gebaut, die Seiten serverseitig aus unabhängig ausgelieferten React- und Vue-Modulen rendert – 30 % schneller als das alte Frontend. Rechenintensive Aufgaben wie die Videotranskodierung übernehmen eigene Worker-Prozesse, die Node.js steuert.',
        'Node.js hat auch Grenzen. Braucht ein Service dauerhaft hohen Durchsatz bei sehr planbarer Latenz, etwa in Zahlungs- oder Maschinendaten-Pipelines, schreiben wir ihn meist in Go und setzen ein Backend for Frontend in Node.js davor. Wo Node.js passt, gibt NestJS größeren Services eine klare Modulstruktur, Fastify hält schlanke Endpunkte schnell, und OpenTelemetry zeigt, was im Betrieb tatsächlich passiert.',
      ],
      builds: {
        intro:
          'Der Großteil unseres Node.js-Codes sitzt zwischen der Benutzeroberfläche und den Systemen dahinter. Diese Bausteine liefern wir am häufigsten.',
        items: [
          {
            icon: 'layers',
            title: 'Backends for Frontends',
            text: 'Ein BFF pro Client bereitet die Daten genau für eine Web-App, eine mobile App oder eine Erweiterung auf, übernimmt die Anmeldung und verbirgt die Komplexität der Systeme dahinter. Bei einem Berliner Anbieter für Zahlungsdienste steht ein Node.js-BFF vor den Go-Services der Verifizierung und bedient die Web-Strecke in React, die Erfassungs-App und eine Chrome-Erweiterung.',
          },
          {
            icon: 'code',
            title: 'REST- und GraphQL-APIs',
            text: 'Typisierte APIs mit NestJS oder Fastify, validierte Eingaben, aus dem Code erzeugte OpenAPI-Dokumentation, Versionierung und Rate Limiting. Contract-Tests stellen sicher, dass Frontend und Backend zusammenpassen, bevor etwas ausgeliefert wird.',
          },
          {
            icon: 'globe',
            title: 'Serverseitiges Rendering und Seitenkomposition',
            text: 'Next.js-Server und eigene Kompositionsschichten, die Seiten auf dem Server zusammensetzen und cachen, damit Inhalte auch auf dem Smartphone schnell erscheinen. Die mobile Spiele-Lobby der Marke Slotmagie lädt mit einem Next.js-Frontend und einem Backend for Frontend in Node.js heute 45 % schneller.',
          },
          {
            icon: 'book',
            title: 'Strapi-Einrichtung und -Plugins',
            text: 'Inhaltsmodelle, Rollen, eigene Plugins und Schnittstellen für Strapi, das selbst auf Node.js läuft. Damit pflegt die Redaktion die Kursinhalte einer Schweizer E-Learning-Plattform ebenso wie die Seitenkonfiguration eines Marktplatzes aus der DACH-Region.',
          },
          {
            icon: 'clock',
            title: 'Hintergrundjobs und Verarbeitungs-Worker',
            text: 'Queues und Worker für Importe, Benachrichtigungen, PDF-Erzeugung und Medienverarbeitung. Auf einer E-Learning-Plattform mit 25.000 Lernenden bereiten Node.js-Worker hochgeladene Kursvideos für adaptives Streaming und Offline-Downloads auf.',
          },
        ],
      },
      ecosystemIntro: 'Wir betreiben Node.js auf der jeweils aktuellen LTS-Version und halten die Zahl der Bibliotheken klein und gut gepflegt – denn jede Abhängigkeit muss Ihr Team später aktualisieren.',
      experience:
        'Node.js gehört seit dem Gründungsjahr von Kovalent zu unserem Stack, und die meisten aus unserem Frontend-Team schreiben damit auch das Backend. Deshalb ist die Gruppe fast so groß wie unser React-Team, und Node.js steckt in sehr vielen unserer Projekte – oft neben Go oder PHP.',
      faq: [
        {
          question: 'Sollten wir unser Backend in Node.js oder in Go schreiben?',
          answer:
            'Schreibt Ihr Team im Frontend TypeScript und führt das Backend vor allem Daten aus anderen Systemen zusammen, ist Node.js meist die schnellere und günstigere Wahl. Verarbeitet ein Service große Daten- oder Anfragemengen mit strengen Anforderungen an die Latenz, empfehlen wir Go. Viele unserer Kunden nutzen beides: Go für die Kerndienste und Node.js für die Backends for Frontends.',
        },
        {
          question: 'Wo betreiben Sie Node.js-Services?',
          answer:
            'In Containern in EU-Regionen, meist bei AWS in Frankfurt, in der Google Cloud oder bei Hetzner – in Konten, die Ihnen gehören. Zu jedem Service gehören CI, automatisierte Tests, strukturierte Logs, Metriken und Alarme. Deployment und Rollback dokumentieren wir so, dass Ihr eigenes Team den Betrieb übernehmen kann.',
        },
        {
          question: 'Können Sie unsere bestehende Node.js- oder Express-Codebasis übernehmen?',
          answer:
            'Ja. Zu Beginn prüfen wir ein bis zwei Wochen lang Code, Abhängigkeiten, Sicherheit und Tests und fassen das Ergebnis schriftlich zusammen. Typische nächste Schritte sind der Umstieg auf die aktuelle LTS-Version, TypeScript und Tests für die riskantesten Teile sowie der Ersatz nicht mehr gepflegter Pakete – während weiterhin neue Funktionen erscheinen.',
        },
        {
          question: 'Was fließt in den Preis eines MVP mit Node.js ein?',
          answer:
            `Vor allem die Zahl der Benutzerrollen und der Systeme, die das Backend zusammenführen muss. Mit unserem MVP Launcher geht ein Produkt mit Node.js-Backend und einem Web- oder mobilen Frontend in React nach ${figures.de.launcherWeeks} Wochen in Betrieb: ${figures.de.launcherScopingWeeks} Wochen Zuschnitt, ${figures.de.launcherBuildWeeks} Wochen Umsetzung. Ein solches Projekt kostet typischerweise ${figures.de.launcherPrice} zu einem Festpreis, den wir nach dem Zuschnitt vereinbaren. Ein Berliner Anbieter für Zahlungsdienste hat so seine KYC-Verifizierung gestartet und sie seitdem mit uns ausgebaut.`,
        },
      ],
    },
  },
};
