import type { ServiceDetail } from '../types';
import { figures } from '@/content/figures';

/** Product development: one cross-functional team takes a product from discovery to live operation and growth. */
export const productDevelopment: ServiceDetail = {
  technologies: ['/technologies/go', '/technologies/react', '/technologies/node-js'],
  caseStudies: [
    '/case-studies/e-learning',
    '/case-studies/saas-kyc-verification-process',
    '/case-studies/dashboard-for-optimizing-production-line',
  ],
  tools: [
    'TypeScript',
    'Next.js',
    'React Native',
    'PostgreSQL',
    'Redis',
    'Docker',
    'Terraform',
    'GitHub Actions',
    'Playwright',
    'Sentry',
    'Grafana',
    'Figma',
  ],
  text: {
    en: {
      problems: {
        intro:
          'Clients rarely lack ideas. They come to us because the route from idea to working product has become slow, expensive or risky.',
        items: [
          {
            icon: 'layers',
            title: 'Too many vendors, too many hand-overs',
            text: 'A design agency produced screens, freelancers wrote the code, a hosting partner runs the servers. Every hand-over loses context, and nobody owns the product as a whole.',
          },
          {
            icon: 'clock',
            title: 'A roadmap that slips by quarters',
            text: 'Your engineers are tied up with maintenance and customer requests, while sales has promised features that nobody has time to build.',
          },
          {
            icon: 'chart',
            title: 'A first version that does not scale',
            text: 'The prototype won the first customers, but it has no tests, deployments are manual and every change breaks something else.',
          },
          {
            icon: 'shield',
            title: 'Enterprise and compliance requirements',
            text: 'Larger customers ask for single sign-on, audit logs, a penetration test report and a data processing agreement. These need to be designed in, not bolted on.',
          },
        ],
      },
      deliverables: {
        intro:
          'What you receive depends on your product’s stage, but it always runs in your own accounts and is software, not slide decks.',
        items: [
          {
            icon: 'design',
            title: 'Discovery results you can act on',
            text: 'User interviews, a map of the core journeys, a clickable Figma prototype, an architecture outline and an estimated, prioritised backlog.',
          },
          {
            icon: 'code',
            title: 'A web application in React',
            text: 'Customer portals, SaaS applications and internal tools in React, Next.js and TypeScript, built on a design system. If your team already maintains Angular or Vue, we use that instead.',
          },
          {
            icon: 'mobile',
            title: 'Mobile apps where your users are',
            text: 'React Native apps that share logic and APIs with the web product, such as an app that captures ID documents with the camera or downloads course videos for offline viewing.',
          },
          {
            icon: 'cloud',
            title: 'Backend services and APIs',
            text: 'Go services for high-throughput work such as machine-data ingestion, Node.js backends-for-frontends and workers, PostgreSQL for data, hosted in the EU on AWS Frankfurt, GCP or Hetzner.',
          },
          {
            icon: 'check',
            title: 'Delivery and operations',
            text: 'CI/CD pipelines, automated unit and end-to-end tests, staging and production environments as Terraform code, plus monitoring, error tracking and product analytics from the first release.',
          },
        ],
      },
      engagement: {
        intro:
          'A typical product engagement runs in two-week sprints with a demo at the end of each, so you change direction based on software you have tried yourself.',
        items: [
          {
            title: 'Discovery',
            duration: `${figures.en.discoveryWeeksShort} weeks`,
            text: 'Stakeholder workshops, user interviews, a prototype of the riskiest flows and an architecture outline. You leave with a backlog, an estimate and a team proposal, whether or not you continue with us.',
          },
          {
            title: 'Foundations',
            duration: '1–2 weeks',
            text: 'Repositories, pipelines, environments and design system basics, plus a thin end-to-end slice on staging that proves the architecture.',
          },
          {
            title: 'Build towards the first release',
            duration: '3–7 months',
            text: 'Features ordered by business value. You test every increment on staging and set the priorities in each sprint planning.',
          },
          {
            title: 'Launch',
            duration: '1–2 weeks',
            text: 'Load tests, a security review, data migration if needed, the production release and app store submission, with the team on call during the first weeks.',
          },
          {
            title: 'Operate and grow',
            duration: 'ongoing',
            text: 'We run and extend the product, resize the team, or hand over to your in-house engineers with pairing and documentation.',
          },
        ],
      },
      toolsIntro: 'The tools we use in most product engagements. Where your existing tooling works well, we adopt it.',
      faq: [
        {
          question: 'What does a product team cost per month?',
          answer:
            `The cost of a product engagement is set by the size of the team and how long you keep it, not by a fixed feature list: most run as a dedicated team at ${figures.en.personMonth} per person per month, depending on role and seniority. A typical team is a product manager, a designer and three to five engineers, resizable with one month’s notice. For a defined scope, we start with a paid discovery of ${figures.en.discoveryPrice} and then work at a fixed or capped price per milestone.`,
        },
        {
          question: 'How long until your users see the product?',
          answer:
            `You can try the first increment after the first sprint; a first release to your users usually takes three to seven months. A verification flow for a payment SaaS provider went live in ${figures.en.launcherWeeks} weeks through our MVP Launcher, while an e-learning platform with web app, mobile app and video pipeline launched after seven months.`,
        },
        {
          question: 'How much of our own time does this take?',
          answer:
            'A product owner who can make decisions and joins planning and demos, usually a few hours a week. Also access to a handful of users for interviews, contacts for the systems we integrate with, and accounts for your cloud and code hosting, so everything is yours from the start.',
        },
        {
          question: 'Why Go, React and Node.js?',
          answer:
            'React and React Native let one team build web and mobile interfaces with shared TypeScript code, and Node.js runs backends-for-frontends in the same language. Go is our choice for services that must process large volumes of data or requests predictably. All three are widely used, so you can hire for them later.',
        },
        {
          question: 'Can our own engineers take over later?',
          answer:
            'Yes, and we plan for it. The code lives in your repositories and architecture decisions are documented as we go. Your engineers join our sprints, pair with our team and take over area by area, typically within two to three months.',
        },
      ],
    },
    de: {
      problems: {
        intro:
          'Ideen fehlen unseren Kunden selten. Sie kommen zu uns, weil der Weg von der Idee zum funktionierenden Produkt zu langsam, zu teuer oder zu riskant geworden ist.',
        items: [
          {
            icon: 'layers',
            title: 'Zu viele Dienstleister, zu viele Übergaben',
            text: 'Eine Designagentur hat Entwürfe geliefert, freiberufliche Entwicklerinnen und Entwickler haben den Code geschrieben, ein Hosting-Partner betreibt die Server. Bei jeder Übergabe geht Wissen verloren, und für das Produkt als Ganzes ist niemand zuständig.',
          },
          {
            icon: 'clock',
            title: 'Ein Fahrplan, der sich von Quartal zu Quartal verschiebt',
            text: 'Ihr Team ist mit Wartung und Kundenanfragen ausgelastet, während der Vertrieb Funktionen zugesagt hat, für die niemand Zeit hat.',
          },
          {
            icon: 'chart',
            title: 'Eine erste Version, die nicht mitwächst',
            text: 'Der Prototyp hat die ersten Kunden überzeugt, doch es gibt keine Tests, Deployments laufen von Hand, und jede Änderung zieht Fehler an anderer Stelle nach sich.',
          },
          {
            icon: 'shield',
            title: 'Anforderungen von Konzernkunden und Compliance',
            text: 'Größere Kunden verlangen Single Sign-on, Audit-Logs, einen Penetrationstest-Bericht und einen Auftragsverarbeitungsvertrag. Das muss von Anfang an mitgeplant werden, statt nachträglich angebaut zu werden.',
          },
        ],
      },
      deliverables: {
        intro:
          'Was Sie erhalten, hängt vom Reifegrad Ihres Produkts ab. In jedem Fall entsteht Software in Ihren eigenen Konten – keine Foliensätze.',
        items: [
          {
            icon: 'design',
            title: 'Ergebnisse der Konzeptphase, mit denen Sie arbeiten können',
            text: 'Nutzerinterviews, eine Übersicht der zentralen Nutzerwege, ein klickbarer Figma-Prototyp, ein Architekturentwurf und ein geschätztes, priorisiertes Backlog.',
          },
          {
            icon: 'code',
            title: 'Eine Webanwendung mit React',
            text: 'Kundenportale, SaaS-Anwendungen und interne Werkzeuge mit React, Next.js und TypeScript auf Basis eines Designsystems. Pflegt Ihr Team bereits Angular oder Vue, entwickeln wir damit.',
          },
          {
            icon: 'mobile',
            title: 'Mobile Apps für unterwegs',
            text: 'React-Native-Apps, die Logik und APIs mit dem Webprodukt teilen – etwa eine App, die Ausweisdokumente mit der Handykamera erfasst, oder eine, die Kursvideos für die Offline-Nutzung herunterlädt.',
          },
          {
            icon: 'cloud',
            title: 'Backend-Services und APIs',
            text: 'Go-Services für datenintensive Aufgaben wie die Erfassung von Maschinendaten, Node.js für Backends-for-Frontends und Hintergrundjobs, PostgreSQL als Datenbank – gehostet in der EU bei AWS Frankfurt, GCP oder Hetzner.',
          },
          {
            icon: 'check',
            title: 'Release-Prozess und Betrieb',
            text: 'CI/CD-Pipelines, automatisierte Unit- und End-to-End-Tests, Test- und Produktionsumgebung als Terraform-Code, dazu Monitoring, Fehlertracking und Nutzungsanalysen ab dem ersten Release.',
          },
        ],
      },
      engagement: {
        intro:
          'So läuft ein typisches Produktprojekt ab – in zweiwöchigen Sprints mit einer Demo am Ende jedes Sprints. Über Kurskorrekturen entscheiden Sie anhand von Software, die Sie selbst ausprobiert haben.',
        items: [
          {
            title: 'Konzeptphase',
            duration: `${figures.de.discoveryWeeksShort} Wochen`,
            text: 'Workshops mit den Fachbereichen, Nutzerinterviews, ein Prototyp der riskantesten Abläufe und ein Architekturentwurf. Am Ende haben Sie Backlog, Schätzung und Teamvorschlag in der Hand – unabhängig davon, ob Sie mit uns weitermachen.',
          },
          {
            title: 'Fundament',
            duration: '1–2 Wochen',
            text: 'Repositorys, Pipelines, Umgebungen und die Grundlagen des Designsystems, dazu ein schmaler, durchgängiger Produktausschnitt in der Testumgebung, der die Architektur belegt.',
          },
          {
            title: 'Entwicklung bis zum ersten Release',
            duration: '3–7 Monate',
            text: 'Funktionen entstehen in der Reihenfolge ihres geschäftlichen Nutzens. Jedes Inkrement testen Sie in der Testumgebung, die Prioritäten legen Sie in jeder Sprint-Planung fest.',
          },
          {
            title: 'Produktivstart',
            duration: '1–2 Wochen',
            text: 'Lasttests, Sicherheitsprüfung, bei Bedarf Datenmigration, das Produktions-Release und die Einreichung in den App-Stores; in den ersten Wochen bleibt das Team in Rufbereitschaft.',
          },
          {
            title: 'Betrieb und Weiterentwicklung',
            duration: 'laufend',
            text: 'Wir betreiben und erweitern das Produkt, passen die Teamgröße an oder übergeben mit Pair-Programming und Dokumentation an Ihr eigenes Entwicklungsteam.',
          },
        ],
      },
      toolsIntro: 'Diese Werkzeuge nutzen wir in den meisten Produktprojekten. Wo sich Ihre vorhandenen Werkzeuge bewährt haben, übernehmen wir sie.',
      faq: [
        {
          question: 'Was kostet ein Produktteam im Monat?',
          answer:
            `Die Kosten eines Produktprojekts bestimmen Teamgröße und Laufzeit, nicht eine feste Funktionsliste: Die meisten laufen als dediziertes Team mit ${figures.de.personMonth} pro Person und Monat, je nach Rolle und Erfahrung. Typisch ist ein Team aus einer Produktmanagerin oder einem Produktmanager, einer Designerin oder einem Designer und drei bis fünf Personen aus der Entwicklung; die Teamgröße passen Sie mit einem Monat Vorlauf an. Bei festem Umfang beginnen wir mit einer bezahlten Konzeptphase für ${figures.de.discoveryPrice} und arbeiten danach zum Fest- oder Maximalpreis je Meilenstein.`,
        },
        {
          question: 'Wann sehen Ihre Nutzerinnen und Nutzer das Produkt?',
          answer:
            `Ein erstes Inkrement probieren Sie nach dem ersten Sprint aus; bis zum ersten Release für Ihre Zielgruppe vergehen meist drei bis sieben Monate. Ein Verifizierungsprozess für einen SaaS-Anbieter für Zahlungsdienste ging über unseren MVP Launcher nach ${figures.de.launcherWeeks} Wochen in Betrieb, eine E-Learning-Plattform mit Web-App, mobiler App und Videoverarbeitung nach sieben Monaten.`,
        },
        {
          question: 'Wie viel eigene Zeit müssen wir einplanen?',
          answer:
            'Eine Person mit Entscheidungsbefugnis, die an Planung und Demos teilnimmt – meist einige Stunden pro Woche. Außerdem Zugang zu einigen Nutzerinnen und Nutzern für Interviews, Ansprechpersonen für die anzubindenden Systeme sowie Konten für Cloud und Code-Hosting, damit von Anfang an alles Ihnen gehört.',
        },
        {
          question: 'Warum Go, React und Node.js?',
          answer:
            'Mit React und React Native entwickelt ein Team Web- und Mobile-Oberflächen mit gemeinsamem TypeScript-Code, Node.js betreibt Backends-for-Frontends in derselben Sprache. Go setzen wir für Services ein, die große Daten- oder Anfragemengen verlässlich verarbeiten müssen. Alle drei sind weit verbreitet, sodass Sie auch später eigene Fachleute dafür einstellen können.',
        },
        {
          question: 'Kann unser eigenes Team später übernehmen?',
          answer:
            'Ja, das planen wir mit ein. Der Code liegt in Ihren Repositorys, Architekturentscheidungen dokumentieren wir laufend. Ihr Entwicklungsteam steigt in unsere Sprints ein, arbeitet im Pair-Programming mit unserem Team und übernimmt Bereich für Bereich – meist innerhalb von zwei bis drei Monaten.',
        },
      ],
    },
  },
};
