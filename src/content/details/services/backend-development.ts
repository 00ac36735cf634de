import type { ServiceDetail } from '../types';
import { figures } from '@/content/figures';

/** Backend development: APIs, integrations, automated workflows and operations with Go, Node.js and PHP. */
export const backendDevelopment: ServiceDetail = {
  technologies: ['/technologies/go', '/technologies/node-js', '/technologies/php'],
  caseStudies: [
    '/case-studies/saas-kyc-verification-process',
    '/case-studies/external-document-managment-system-dms',
    '/case-studies/dashboard-for-optimizing-production-line',
  ],
  tools: [
    'Symfony',
    'Laravel',
    'NestJS',
    'PostgreSQL',
    'TimescaleDB',
    'Redis',
    'OpenSearch',
    'OpenAPI',
    'Docker',
    'Kubernetes',
    'Terraform',
    'OpenTelemetry',
  ],
  text: {
    en: {
      problems: {
        intro:
          'Backend problems rarely show up as a single error. They show up as manual work, slow processes and integrations nobody wants to touch.',
        items: [
          {
            icon: 'clock',
            title: 'Processes that run on email and spreadsheets',
            text: 'Customer onboarding, approvals or document exchange depend on people copying data between systems. That works at 50 cases a month and collapses at 500.',
          },
          {
            icon: 'layers',
            title: 'A monolith that slows every release',
            text: 'One large application carries years of business logic without tests. Deployments happen at night, and a change to invoicing breaks the customer portal.',
          },
          {
            icon: 'globe',
            title: 'Integrations that fail quietly',
            text: 'ERP, CRM, payment and identity services are connected through scripts and nightly exports. When an interface changes, the first to notice is a customer or the finance department.',
          },
          {
            icon: 'chart',
            title: 'Data volumes the system was never built for',
            text: 'Machine data every second, millions of documents or traffic peaks push the database to its limits, and without monitoring nobody can say where the time goes.',
          },
        ],
      },
      deliverables: {
        intro:
          'We deliver backend systems that run in production, with the tests, documentation and operations setup that keep them running.',
        items: [
          {
            icon: 'code',
            title: 'APIs with a documented contract',
            text: 'REST or GraphQL APIs described in OpenAPI, versioned, secured with OAuth 2.0 and tested against their contract, so frontend, mobile and partner teams can build in parallel from the first sprint.',
          },
          {
            icon: 'layers',
            title: 'Services in Go, Node.js or PHP',
            text: 'Go where throughput and low latency matter, such as the services that read data from 40 machines via OPC UA and MQTT for an automotive supplier. Node.js for backends-for-frontends and real-time features. PHP with Symfony or Laravel for business applications and established platforms.',
          },
          {
            icon: 'globe',
            title: 'Integrations with ERP, CRM, SSO and providers',
            text: 'Connectors to ERP systems, CRMs, payment and identity providers, with retries, idempotency and alerting. For an Austrian engineering company we connected a document management system to single sign-on and the ERP; document-related support requests fell by 60%.',
          },
          {
            icon: 'check',
            title: 'Automated workflows instead of manual steps',
            text: 'Business processes modelled as state machines, with queues and a review inbox for the cases a person still has to judge. The verification flow we built for a Berlin payment-services provider cut median verification time from two days to six minutes.',
          },
          {
            icon: 'cloud',
            title: 'Secure infrastructure as code',
            text: 'Containers on Kubernetes or managed services in EU regions, described in Terraform, with CI/CD, backups, encryption, audit logs and tracing via OpenTelemetry. Everything lives in your own accounts.',
          },
        ],
      },
      engagement: {
        intro:
          'Backend work usually starts with understanding the systems you already run. A new service or a modernisation project goes through these steps.',
        items: [
          {
            title: 'Discovery and architecture',
            duration: `${figures.en.discoveryWeeksShort} weeks`,
            text: 'We map existing systems, data flows and interfaces and write an architecture proposal with the key decisions and their trade-offs, plus an estimated backlog and a cost range.',
          },
          {
            title: 'Foundations',
            duration: '2 weeks',
            text: 'Repositories, CI/CD, environments, infrastructure as code, observability and the API contracts come first, so every later feature is deployed, monitored and tested the same way.',
          },
          {
            title: 'Build in two-week sprints',
            duration: '8–24 weeks',
            text: 'We deliver the service feature by feature, with a demo every two weeks and often already behind a feature flag in production. Integrations are tested early against your providers’ sandboxes, because that is where the surprises hide.',
          },
          {
            title: 'Migration and cut-over',
            duration: '2–6 weeks',
            text: 'When we replace part of an existing system, we move traffic and data step by step, using the strangler pattern, parallel runs and reconciliation reports. Rolling back stays possible until the numbers match.',
          },
          {
            title: 'Operations and further development',
            duration: 'ongoing',
            text: 'We run the service with you, with on-call cover, security updates and new features, or hand over to your team with runbooks and written architecture decisions.',
          },
        ],
      },
      toolsIntro: 'Beyond Go, Node.js and PHP, these are the frameworks, data stores and operations tools our backend teams rely on.',
      faq: [
        {
          question: 'Go, Node.js or PHP: how do you choose?',
          answer:
            'By the job, and by who will maintain the system afterwards. Go suits services with high throughput and a lot of concurrency, such as machine data ingestion or verification pipelines. Node.js fits well for real-time features and where the frontend team also works on the backend. PHP with Symfony or Laravel is a strong choice for business applications, especially if your team already knows it.',
        },
        {
          question: 'Can you take over and modernise our existing backend?',
          answer:
            'Yes. We start with a one- to two-week review of code, architecture, tests and operations and summarise the risks in writing. Then we stabilise first, with tests, monitoring and automated deployments, and only afterwards extract or replace parts step by step. We rarely recommend a complete rewrite.',
        },
        {
          question: 'Which factors set the cost of backend work?',
          answer:
            `Mostly the number of systems to integrate, the state of their interfaces and how much data has to be migrated. For a defined project we start with a paid discovery of ${figures.en.discoveryPrice} and then agree a fixed or capped price per milestone. If you need ongoing capacity, a dedicated backend engineer costs ${figures.en.personMonth} per month depending on seniority. A first product version built through our MVP Launcher typically costs ${figures.en.launcherPrice} and goes live in ${figures.en.launcherWeeks} weeks.`,
        },
        {
          question: 'Where is our data hosted?',
          answer:
            'In EU regions by default: AWS Frankfurt, Google Cloud or Hetzner, depending on your requirements and budget; if your company already runs on Azure, we use its EU regions. We sign a data processing agreement, and the infrastructure is defined as code in your repository, so you can move it or operate it yourself at any time.',
        },
        {
          question: 'Which access and contacts do you need from us?',
          answer:
            'Access to the existing systems and their documentation, a contact person in each team whose system we integrate with, and sandbox accounts at your providers. Above all, someone who can decide on priorities within a day: delays usually come from waiting for access, not from writing code.',
        },
      ],
    },
    de: {
      problems: {
        intro:
          'Backend-Probleme zeigen sich selten als einzelner Fehler. Sie zeigen sich in manueller Arbeit, langsamen Abläufen und Schnittstellen, die niemand anfassen möchte.',
        items: [
          {
            icon: 'clock',
            title: 'Prozesse, die über E-Mail und Excel laufen',
            text: 'Kundenaufnahme, Freigaben oder Dokumentenaustausch hängen davon ab, dass Menschen Daten zwischen Systemen kopieren. Bei 50 Fällen im Monat geht das gut, bei 500 nicht mehr.',
          },
          {
            icon: 'layers',
            title: 'Ein Monolith, der jedes Release bremst',
            text: 'In einer großen Anwendung steckt über Jahre gewachsene Geschäftslogik ohne Tests. Deployments finden nachts statt, und eine Änderung an der Rechnungsstellung legt das Kundenportal lahm.',
          },
          {
            icon: 'globe',
            title: 'Schnittstellen, die unbemerkt ausfallen',
            text: 'ERP, CRM, Zahlungs- und Identitätsdienste sind über Skripte und nächtliche Exporte verbunden. Ändert sich eine Schnittstelle, merkt es zuerst ein Kunde oder die Buchhaltung.',
          },
          {
            icon: 'chart',
            title: 'Datenmengen, für die das System nie gebaut wurde',
            text: 'Maschinendaten im Sekundentakt, Millionen Dokumente oder Lastspitzen bringen die Datenbank an ihre Grenzen – und ohne Monitoring kann niemand sagen, wo die Zeit verloren geht.',
          },
        ],
      },
      deliverables: {
        intro:
          'Wir liefern Backend-Systeme, die im Produktivbetrieb laufen – samt Tests, Dokumentation und Betriebskonzept, damit das auch so bleibt.',
        items: [
          {
            icon: 'code',
            title: 'APIs mit dokumentierter Spezifikation',
            text: 'REST- oder GraphQL-APIs, beschrieben in OpenAPI, versioniert, abgesichert über OAuth 2.0 und gegen ihre Spezifikation getestet – so entwickeln Frontend-, Mobile- und Partnerteams ab dem ersten Sprint parallel.',
          },
          {
            icon: 'layers',
            title: 'Services in Go, Node.js oder PHP',
            text: 'Go, wo Durchsatz und geringe Latenz zählen – etwa bei den Services, die für einen Automobilzulieferer die Daten von 40 Maschinen per OPC UA und MQTT einlesen. Node.js für Backends-for-Frontends und Echtzeitfunktionen. PHP mit Symfony oder Laravel für Geschäftsanwendungen und etablierte Plattformen.',
          },
          {
            icon: 'globe',
            title: 'Anbindung von ERP, CRM, SSO und Dienstleistern',
            text: 'Konnektoren zu ERP-Systemen, CRMs, Zahlungs- und Identitätsanbietern, mit Wiederholungslogik, Idempotenz und Alarmierung. Für ein österreichisches Ingenieurunternehmen haben wir ein Dokumentenmanagementsystem an Single Sign-on und ERP angebunden; die Supportanfragen rund um Dokumente sanken um 60 %.',
          },
          {
            icon: 'check',
            title: 'Automatisierte Abläufe statt Handarbeit',
            text: 'Geschäftsprozesse als Zustandsautomaten, mit Warteschlangen und einer Prüfansicht für die Fälle, die weiterhin ein Mensch beurteilen muss. Der Verifizierungsprozess, den wir für einen Berliner SaaS-Anbieter für Zahlungsdienste gebaut haben, verkürzte die Verifizierung im Median von zwei Tagen auf sechs Minuten.',
          },
          {
            icon: 'cloud',
            title: 'Sichere Infrastruktur als Code',
            text: 'Container auf Kubernetes oder Managed Services in EU-Regionen, beschrieben in Terraform, mit CI/CD, Backups, Verschlüsselung, Audit-Logs und Tracing über OpenTelemetry. Alles liegt in Ihren eigenen Konten.',
          },
        ],
      },
      engagement: {
        intro:
          'Backend-Arbeit beginnt meist damit, die vorhandenen Systeme zu verstehen. Ein neuer Service oder ein Modernisierungsprojekt läuft in diesen Schritten ab.',
        items: [
          {
            title: 'Konzeptphase und Architektur',
            duration: `${figures.de.discoveryWeeksShort} Wochen`,
            text: 'Wir erfassen bestehende Systeme, Datenflüsse und Schnittstellen und schreiben einen Architekturvorschlag mit den wichtigsten Entscheidungen und ihren Abwägungen; dazu erhalten Sie ein geschätztes Backlog und eine Kostenspanne.',
          },
          {
            title: 'Fundament',
            duration: '2 Wochen',
            text: 'Zuerst entstehen Repositorys, CI/CD, Umgebungen, Infrastruktur als Code, Überwachung mit Logs, Metriken und Traces sowie die API-Spezifikationen. So wird jede spätere Funktion auf dieselbe Weise ausgeliefert, überwacht und getestet.',
          },
          {
            title: 'Umsetzung in Zwei-Wochen-Sprints',
            duration: '8–24 Wochen',
            text: 'Wir liefern den Service Funktion für Funktion, mit einer Demo alle zwei Wochen und oft schon hinter einem Feature-Flag in Produktion. Integrationen testen wir früh gegen die Sandboxes Ihrer Anbieter, denn dort verstecken sich die Überraschungen.',
          },
          {
            title: 'Migration und Umstellung',
            duration: '2–6 Wochen',
            text: 'Ersetzen wir einen Teil eines bestehenden Systems, verlagern wir Zugriffe und Daten schrittweise: nach dem Strangler-Pattern, mit Parallelbetrieb und Abgleichsberichten. Bis die Zahlen übereinstimmen, bleibt ein Zurückschalten jederzeit möglich.',
          },
          {
            title: 'Betrieb und Weiterentwicklung',
            duration: 'laufend',
            text: 'Wir betreiben den Service gemeinsam mit Ihnen – mit Rufbereitschaft, Sicherheitsupdates und neuen Funktionen – oder übergeben an Ihr Team, mit Betriebshandbüchern und schriftlich festgehaltenen Architekturentscheidungen.',
          },
        ],
      },
      toolsIntro: 'Über Go, Node.js und PHP hinaus setzen unsere Backend-Teams auf diese Frameworks, Datenspeicher und Betriebswerkzeuge.',
      faq: [
        {
          question: 'Go, Node.js oder PHP – wie entscheiden Sie?',
          answer:
            'Nach der Aufgabe und danach, wer das System später pflegt. Go eignet sich für Dienste mit hohem Durchsatz und viel Parallelität, etwa für die Erfassung von Maschinendaten oder für Verifizierungsstrecken. Node.js passt gut zu Echtzeitfunktionen und zu Teams, in denen das Frontend-Team auch am Backend arbeitet. PHP mit Symfony oder Laravel ist eine starke Wahl für Geschäftsanwendungen, vor allem wenn Ihr Team die Sprache bereits beherrscht.',
        },
        {
          question: 'Können Sie unser bestehendes Backend übernehmen und modernisieren?',
          answer:
            'Ja. Wir beginnen mit einer ein- bis zweiwöchigen Prüfung von Code, Architektur, Tests und Betrieb und fassen die Risiken schriftlich zusammen. Danach stabilisieren wir zuerst – mit Tests, Monitoring und automatisierten Deployments – und lösen erst dann Teile schrittweise heraus oder ersetzen sie. Eine komplette Neuentwicklung empfehlen wir selten.',
        },
        {
          question: 'Welche Faktoren bestimmen die Kosten im Backend?',
          answer:
            `Vor allem die Zahl der anzubindenden Systeme, der Zustand ihrer Schnittstellen und die Menge der zu migrierenden Daten. Bei einem klar umrissenen Projekt beginnen wir mit einer bezahlten Konzeptphase für ${figures.de.discoveryPrice} und vereinbaren danach einen Fest- oder Maximalpreis je Meilenstein. Brauchen Sie laufend Kapazität, kostet eine dedizierte Backend-Entwicklerin oder ein Backend-Entwickler je nach Seniorität ${figures.de.personMonth} im Monat. Eine erste Produktversion über unseren MVP Launcher kostet typischerweise ${figures.de.launcherPrice} und ist nach ${figures.de.launcherWeeks} Wochen in Betrieb.`,
        },
        {
          question: 'Wo werden unsere Daten gehostet?',
          answer:
            'Standardmäßig in EU-Regionen: bei AWS in Frankfurt, bei Google Cloud oder bei Hetzner, je nach Anforderungen und Budget. Setzt Ihr Unternehmen bereits auf Azure, nutzen wir dort die EU-Regionen. Wir schließen einen Auftragsverarbeitungsvertrag, und die Infrastruktur liegt als Code in Ihrem Repository – Sie können sie also jederzeit umziehen oder selbst betreiben.',
        },
        {
          question: 'Welche Zugänge und Ansprechpersonen brauchen Sie von uns?',
          answer:
            'Zugänge zu den bestehenden Systemen und deren Dokumentation, eine Ansprechperson in jedem Team, dessen System wir anbinden, und Sandbox-Konten bei Ihren Dienstleistern. Vor allem aber jemanden, der innerhalb eines Tages über Prioritäten entscheiden kann – Verzögerungen entstehen meist durch fehlende Zugänge, nicht beim Programmieren selbst.',
        },
      ],
    },
  },
};
