import type { TechnologyDetail } from '../types';
import { figures } from '@/content/figures';

/** The year our first Go service went into production. */
const since = 2017;

/** Go: why and where we use it (high-throughput APIs, machine-data ingestion, verification workflows), ecosystem, FAQ. */
export const goTechnology: TechnologyDetail = {
  experience: { since, engineers: 9, projects: 20 },
  ecosystem: [
    'net/http',
    'chi',
    'gRPC',
    'Protocol Buffers',
    'sqlc',
    'PostgreSQL',
    'TimescaleDB',
    'NATS',
    'Apache Kafka',
    'Eclipse Paho MQTT',
    'gopcua',
    'OpenTelemetry',
    'Prometheus',
    'golangci-lint',
  ],
  text: {
    en: {
      why: [
        'We use Go where a service has to move a lot of traffic or data on modest hardware. Goroutines make it natural to read from dozens of machine connections at once or to call several verification providers in parallel, and latency stays flat under load. A typical Go service of ours is a single static binary in a container of a few dozen megabytes that starts in well under a second, which keeps clusters small and rollouts quick.',
        'We value just as much what Go leaves out. The language is small, gofmt settles every formatting debate and the Go 1 compatibility promise means code written years ago still builds with today’s toolchain. An engineer new to the codebase can usually follow a request from handler to database on their first day, which keeps maintenance cheap.',
        'Go is not our answer to everything. For content-heavy websites, back offices or products inside an existing PHP or Node.js landscape, we normally stay with that stack. We bring in Go where throughput, concurrency or tight resource limits justify a second language, and we record that decision and its trade-offs in your repository.',
      ],
      builds: {
        intro:
          'Most of our Go work falls into a few recurring patterns, from the backend of a first release to services that process machine data around the clock.',
        items: [
          {
            icon: 'code',
            title: 'High-throughput APIs',
            text: 'REST and gRPC APIs that answer thousands of requests per second with predictable latency, with OpenAPI or Protocol Buffers contracts, rate limiting and tracing from the first endpoint.',
          },
          {
            icon: 'chart',
            title: 'Industrial data ingestion',
            text: 'Services that read machine data over OPC UA and MQTT, buffer it when the network drops and write it into TimescaleDB. For an automotive supplier, this is how 40 machines on three lines feed a real-time OEE dashboard.',
          },
          {
            icon: 'shield',
            title: 'Verification and payment workflows',
            text: 'Services that orchestrate providers for register lookups, ID checks and sanctions screening, with idempotent retries and an audit log compliance teams can rely on. This is the core of a KYC flow that cut median verification time from two days to six minutes.',
          },
          {
            icon: 'rocket',
            title: 'Lean MVP backends',
            text: 'In the MVP Launcher we often build the backend as one well-structured Go service with PostgreSQL: inexpensive to run, quick to deploy and easy to split into separate services if the product takes off.',
          },
          {
            icon: 'clock',
            title: 'Rewrites of hot paths',
            text: 'When a single endpoint slows down a Node.js or PHP system, we profile first and then move only that path into a Go service behind the existing API, leaving the rest of the system untouched.',
          },
        ],
      },
      ecosystemIntro: 'We lean on Go’s standard library and add a small, stable set of well-maintained libraries and tools that we use across projects.',
      experience:
        `Go is our most specialised language: a compact group of senior engineers works with it every week and reviews every Go service we write. We have run Go services in production since ${since}, mostly in systems where downtime is expensive.`,
      faq: [
        {
          question: 'Why Go rather than Node.js or Java?',
          answer:
            'Compared with Node.js, Go handles CPU-heavy and highly concurrent work without worker-thread workarounds and needs less memory per request. Compared with Java or Kotlin, Go services start faster, ship in smaller containers and need less framework knowledge to maintain. If neither advantage matters for your project, we say so and usually recommend Node.js or PHP instead.',
        },
        {
          question: 'Our developers don’t know Go. Can they maintain what you build?',
          answer:
            'In most cases, yes. Go has a small language core, and experienced PHP, Java or TypeScript developers typically read it comfortably within a few weeks. We keep the code conventional, document architecture decisions in the repository and, if you wish, pair your developers with ours in the sprints before the handover.',
        },
        {
          question: 'Can you make an existing system faster with Go?',
          answer:
            'Yes, but we measure before we rewrite anything. Profiling often shows that a missing index or a chatty API call is the real problem, and fixing that is cheaper than a new service. If a hot path genuinely needs Go, we move only that path behind the existing interface and shift traffic over gradually.',
        },
        {
          question: 'Is Go a sensible choice for an MVP?',
          answer:
            `For products whose core is an API, data processing or integrations, yes. The first version of the KYC platform in our case studies went live through the MVP Launcher in ${figures.en.launcherWeeks} weeks with Go services at its core, and the production dashboard began as a ${figures.en.launcherWeeks}-week pilot on one line before rolling out to all three. An MVP Launcher project typically costs ${figures.en.launcherPrice}.`,
        },
        {
          question: 'What does Go expertise cost on our project?',
          answer:
            `Mostly how many services need Go and how much of the surrounding system has to change with them; often one or two senior Go engineers are enough. In a dedicated team, a Go engineer costs ${figures.en.personMonth} per month, depending on seniority. For a project with a defined scope we start with a paid discovery of ${figures.en.discoveryWeeks} weeks, typically ${figures.en.discoveryPrice}, and then work at a fixed or capped price per milestone. Either way, the services run in EU regions, on AWS Frankfurt, Google Cloud or Hetzner.`,
        },
      ],
    },
    de: {
      why: [
        'Go setzen wir ein, wo ein Service viel Last oder große Datenmengen auf bescheidener Hardware bewältigen muss. Mit Goroutines lassen sich Dutzende Maschinenverbindungen gleichzeitig auslesen oder mehrere Prüfdienstleister parallel abfragen, und die Latenz bleibt auch unter Last stabil. Ein typischer Go-Service von uns ist eine einzige statische Binärdatei in einem Container von wenigen Dutzend Megabyte, die in deutlich unter einer Sekunde startet – das hält Cluster klein und Rollouts schnell.',
        'Genauso schätzen wir, was Go weglässt. Die Sprache ist überschaubar, gofmt beendet jede Formatierungsdiskussion, und dank des Kompatibilitätsversprechens von Go 1 lässt sich Code von vor Jahren auch mit der aktuellen Toolchain bauen. Wer neu in die Codebasis kommt, kann eine Anfrage meist schon am ersten Tag vom Handler bis zur Datenbank nachvollziehen – das hält die Wartung günstig.',
        'Eine Universallösung ist Go für uns nicht. Für inhaltsstarke Websites, Backoffice-Anwendungen oder Produkte in einer bestehenden PHP- oder Node.js-Landschaft bleiben wir in der Regel beim vorhandenen Stack. Go kommt dort hinzu, wo Durchsatz, Nebenläufigkeit oder knappe Ressourcen eine zweite Sprache rechtfertigen, und wir halten diese Entscheidung samt Abwägungen in Ihrem Repository fest.',
      ],
      builds: {
        intro:
          'Unsere Go-Projekte folgen einigen wiederkehrenden Mustern – vom Backend eines ersten Releases bis zu Services, die rund um die Uhr Maschinendaten verarbeiten.',
        items: [
          {
            icon: 'code',
            title: 'APIs mit hohem Durchsatz',
            text: 'REST- und gRPC-APIs, die Tausende Anfragen pro Sekunde mit planbarer Latenz beantworten – mit Schnittstellenverträgen in OpenAPI oder Protocol Buffers, Rate Limiting und Tracing ab dem ersten Endpunkt.',
          },
          {
            icon: 'chart',
            title: 'Erfassung von Maschinendaten',
            text: 'Services, die Maschinendaten per OPC UA und MQTT auslesen, bei Netzausfällen zwischenspeichern und in TimescaleDB schreiben. Bei einem Automobilzulieferer speisen so 40 Maschinen an drei Linien ein OEE-Dashboard in Echtzeit.',
          },
          {
            icon: 'shield',
            title: 'Prüf- und Zahlungsprozesse',
            text: 'Services, die Anbieter für Registerabfragen, Ausweisprüfungen und Sanktionslisten-Screening steuern – mit idempotenten Wiederholungen und einem Audit-Log, auf das sich die Compliance verlassen kann. Das ist der Kern eines KYC-Prozesses, der die Prüfdauer im Median von zwei Tagen auf sechs Minuten gesenkt hat.',
          },
          {
            icon: 'rocket',
            title: 'Schlanke MVP-Backends',
            text: 'Im MVP Launcher bauen wir das Backend oft als einen sauber strukturierten Go-Service mit PostgreSQL: günstig im Betrieb, schnell ausgerollt und leicht in einzelne Services aufzuteilen, wenn das Produkt wächst.',
          },
          {
            icon: 'clock',
            title: 'Engpässe gezielt neu schreiben',
            text: 'Bremst ein einzelner Endpunkt ein Node.js- oder PHP-System aus, messen wir zuerst und verlagern dann nur diesen Pfad in einen Go-Service hinter der bestehenden API. Der Rest des Systems bleibt unverändert.',
          },
        ],
      },
      ecosystemIntro: 'Wir stützen uns auf die Standardbibliothek von Go und ergänzen sie um eine kleine, stabile Auswahl gut gepflegter Bibliotheken und Werkzeuge, die wir projektübergreifend einsetzen.',
      experience:
        `Go ist unsere am stärksten spezialisierte Sprache: Eine kleine Gruppe erfahrener Entwicklerinnen und Entwickler arbeitet jede Woche damit und prüft jeden Go-Service, den wir schreiben. Seit ${since} betreiben wir Go-Services im Produktivbetrieb – meist in Systemen, in denen Ausfälle teuer sind.`,
      faq: [
        {
          question: 'Warum Go und nicht Node.js oder Java?',
          answer:
            'Im Vergleich zu Node.js bewältigt Go rechenintensive und stark parallele Aufgaben ohne Umwege über Worker-Threads und braucht pro Anfrage weniger Speicher. Gegenüber Java oder Kotlin starten Go-Services schneller, laufen in kleineren Containern und erfordern weniger Framework-Wissen in der Wartung. Spielt beides für Ihr Projekt keine Rolle, sagen wir Ihnen das und empfehlen meist Node.js oder PHP.',
        },
        {
          question: 'Unser Team kennt Go nicht. Kann es den Code trotzdem pflegen?',
          answer:
            'In den meisten Fällen ja. Go hat einen kleinen Sprachkern; wer Erfahrung mit PHP, Java oder TypeScript hat, liest ihn in der Regel nach wenigen Wochen sicher. Wir schreiben bewusst konventionellen Code, dokumentieren Architekturentscheidungen im Repository und programmieren auf Wunsch in den Sprints vor der Übergabe gemeinsam mit Ihrem Team.',
        },
        {
          question: 'Können Sie ein bestehendes System mit Go beschleunigen?',
          answer:
            'Ja, aber wir messen, bevor wir etwas neu schreiben. Oft zeigt das Profiling, dass ein fehlender Index oder zu viele API-Aufrufe das eigentliche Problem sind – und das zu beheben ist günstiger als ein neuer Service. Braucht ein Engpass tatsächlich Go, verlagern wir nur diesen Pfad hinter die bestehende Schnittstelle und leiten die Anfragen schrittweise um.',
        },
        {
          question: 'Eignet sich Go für ein MVP?',
          answer:
            `Für Produkte, deren Kern eine API, Datenverarbeitung oder Integrationen sind, ja. Die erste Version der KYC-Plattform aus unseren Fallstudien ging über den MVP Launcher nach ${figures.de.launcherWeeks} Wochen mit Go-Services als Herzstück in Betrieb, und das Produktions-Dashboard begann als ${figures.de.launcherWeeks}-wöchiger Pilot an einer Linie, bevor es auf alle drei ausgerollt wurde. Ein MVP-Launcher-Projekt kostet typischerweise ${figures.de.launcherPrice}.`,
        },
        {
          question: 'Was kostet Go-Know-how in unserem Projekt?',
          answer:
            `Das hängt vor allem davon ab, wie viele Services in Go entstehen und wie viel sich am umgebenden System mitändern muss; oft genügen ein oder zwei erfahrene Fachleute für Go. Im dedizierten Team kostet eine Go-Entwicklerin oder ein Go-Entwickler je nach Seniorität ${figures.de.personMonth} pro Monat. Bei einem Projekt mit festem Umfang beginnen wir mit einer bezahlten Konzeptphase von ${figures.de.discoveryWeeks} Wochen, typischerweise ${figures.de.discoveryPrice}, und arbeiten danach zum Fest- oder Maximalpreis je Meilenstein. In beiden Fällen laufen die Services in EU-Regionen, bei AWS in Frankfurt, Google Cloud oder Hetzner.`,
        },
      ],
    },
  },
};
