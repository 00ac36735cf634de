import { accessibility, team } from '@/config/facts';
import { typeset } from '@/i18n/format';
import type { JobOpening } from '@/content/types';
import type { Locale } from '@/i18n/locales';

export const jobOpenings: JobOpening[] = [
  {
    id: 'senior-go-backend-engineer',
    employmentType: 'FULL_TIME',
    office: 'Berlin',
    remoteInGermany: true,
    salary: { min: 78000, max: 95000 },
    datePosted: '2026-10-12',
    validThrough: '2027-01-31',
    text: {
      en: {
        title: 'Senior backend engineer (Go)',
        team: 'Platform and backend',
        summary:
          'You design and build Go services for our clients in e-commerce, fintech and manufacturing, from the first API draft to running them in production. You join a team of six backend engineers and take technical ownership of at least one client platform.',
        responsibilities: [
          'Design and build REST and gRPC services in Go, backed by PostgreSQL, Redis and event streaming with Kafka or NATS.',
          'Own the architecture of a client platform: technical decisions, estimates and the technical roadmap, together with the product manager.',
          'Run your services on Kubernetes in AWS and Google Cloud EU regions, including monitoring, alerting and on-call during business hours.',
          'Review pull requests and mentor mid-level engineers and Code Camp trainees.',
          'Present your work in sprint demos and explain trade-offs to clients in plain language.',
        ],
        requirements: [
          'At least five years of professional backend development, two or more of them with Go in production.',
          'Solid experience with relational databases, SQL performance tuning and schema migrations.',
          'Hands-on experience with containers, Kubernetes and CI/CD pipelines such as GitHub Actions or GitLab CI.',
          'You write tests as a matter of course and know how to make a service observable with logs, metrics and traces.',
          'Very good English, and you live in Germany or are willing to move here.',
        ],
        niceToHave: [
          'Experience with event-driven architectures, for example the outbox pattern or event sourcing.',
          'Infrastructure as code with Terraform.',
          'Conversational German or better.',
        ],
      },
      de: {
        title: 'Senior Backend Engineer – Go',
        team: 'Plattform und Backend',
        summary:
          'Sie konzipieren und entwickeln Go-Services für unsere Kunden aus E-Commerce, Fintech und Fertigung, vom ersten API-Entwurf bis zum Produktivbetrieb. Sie verstärken unser sechsköpfiges Backend-Team und übernehmen die technische Verantwortung für mindestens eine Kundenplattform.',
        responsibilities: [
          'Sie entwerfen und bauen REST- und gRPC-Services in Go mit PostgreSQL, Redis und Event-Streaming über Kafka oder NATS.',
          'Sie verantworten die Architektur einer Kundenplattform: technische Entscheidungen, Aufwandsschätzungen und die technische Roadmap, gemeinsam mit dem Produktmanagement.',
          'Sie betreiben Ihre Services auf Kubernetes in EU-Regionen von AWS und Google Cloud, inklusive Monitoring, Alarmierung und Rufbereitschaft während der Geschäftszeiten.',
          'Sie prüfen Pull-Requests und begleiten Entwicklerinnen und Entwickler mit mittlerer Erfahrung sowie Code-Camp-Trainees im Mentoring.',
          'Sie stellen Ihre Arbeit in Sprint-Demos vor und erklären Kunden Abwägungen verständlich und ohne Fachjargon.',
        ],
        requirements: [
          'Mindestens fünf Jahre Berufserfahrung in der Backend-Entwicklung, davon mindestens zwei mit Go im Produktivbetrieb.',
          'Fundierte Erfahrung mit relationalen Datenbanken, SQL-Performance-Optimierung und Schemamigrationen.',
          'Praktische Erfahrung mit Containern, Kubernetes und CI/CD-Pipelines wie GitHub Actions oder GitLab CI.',
          'Tests gehören für Sie selbstverständlich dazu, und Sie wissen, wie man einen Service mit Logs, Metriken und Traces beobachtbar macht.',
          'Sehr gutes Englisch sowie Wohnsitz in Deutschland oder die Bereitschaft, hierher zu ziehen.',
        ],
        niceToHave: [
          'Erfahrung mit ereignisgesteuerten Architekturen, etwa dem Outbox-Pattern oder Event Sourcing.',
          'Infrastructure as Code mit Terraform.',
          'Deutschkenntnisse auf Gesprächsniveau oder besser.',
        ],
      },
    },
  },
  {
    id: 'frontend-engineer-react-nextjs',
    employmentType: 'FULL_TIME',
    office: 'Leipzig',
    remoteInGermany: true,
    salary: { min: 58000, max: 75000 },
    datePosted: '2026-10-26',
    validThrough: '2027-02-28',
    text: {
      en: {
        title: 'Frontend engineer (React and Next.js)',
        team: 'Frontend',
        summary:
          'You build fast, accessible web frontends with React, Next.js and TypeScript for online shops, SaaS products and content platforms. You work closely with our designers and own the frontend of a client project, from the component library to the release.',
        responsibilities: [
          'Build features in React, Next.js and TypeScript, from the Figma design to production.',
          'Develop and maintain component libraries together with the design team, documented in Storybook.',
          `Keep pages fast and accessible: Core Web Vitals, ${accessibility.standard}, server-side rendering and caching.`,
          'Connect frontends to APIs and headless systems such as Strapi, the Spryker Glue API or Adobe Experience Manager.',
          'Write unit and end-to-end tests with Vitest and Playwright.',
        ],
        requirements: [
          'At least three years of professional experience with React and TypeScript.',
          'Experience with Next.js, ideally the App Router, or a comparable server-rendering framework.',
          'A good understanding of semantic HTML, modern CSS and web accessibility.',
          'Experience with automated testing in the frontend.',
          'Good English; German is helpful but not required.',
        ],
        niceToHave: [
          'Experience with micro-frontend architectures or module federation.',
          'Project experience with Angular or Vue.',
          'An interest in performance profiling and browser internals.',
        ],
      },
      de: {
        title: 'Frontend Engineer – React und Next.js',
        team: 'Frontend',
        summary:
          'Sie bauen schnelle, barrierefreie Web-Frontends mit React, Next.js und TypeScript für Onlineshops, SaaS-Produkte und Content-Plattformen. Sie arbeiten eng mit unserem Designteam zusammen und verantworten das Frontend eines Kundenprojekts, von der Komponentenbibliothek bis zum Release.',
        responsibilities: [
          'Sie entwickeln Funktionen mit React, Next.js und TypeScript, vom Figma-Entwurf bis in die Produktion.',
          'Sie bauen und pflegen gemeinsam mit den Designerinnen und Designern Komponentenbibliotheken, dokumentiert in Storybook.',
          `Sie sorgen für schnelle und barrierefreie Seiten: Core Web Vitals, ${accessibility.standard}, serverseitiges Rendering und Caching.`,
          'Sie binden Frontends an APIs und Headless-Systeme wie Strapi, die Spryker Glue API oder Adobe Experience Manager an.',
          'Sie schreiben Unit- und End-to-End-Tests mit Vitest und Playwright.',
        ],
        requirements: [
          'Mindestens drei Jahre Berufserfahrung mit React und TypeScript.',
          'Erfahrung mit Next.js, idealerweise mit dem App Router, oder einem vergleichbaren Framework für serverseitiges Rendering.',
          'Gutes Verständnis von semantischem HTML, modernem CSS und Barrierefreiheit im Web.',
          'Erfahrung mit automatisierten Tests im Frontend.',
          'Gutes Englisch; Deutsch ist hilfreich, aber keine Voraussetzung.',
        ],
        niceToHave: [
          'Erfahrung mit Micro-Frontend-Architekturen oder Module Federation.',
          'Projekterfahrung mit Angular oder Vue.',
          'Interesse an Performance-Profiling und daran, wie Browser im Inneren arbeiten.',
        ],
      },
    },
  },
  {
    id: 'spryker-php-developer',
    employmentType: 'FULL_TIME',
    office: 'Berlin',
    remoteInGermany: true,
    salary: { min: 62000, max: 80000 },
    datePosted: '2026-11-03',
    validThrough: '2027-02-28',
    text: {
      en: {
        title: 'Spryker developer (PHP)',
        team: 'E-commerce',
        summary:
          'You extend and maintain Spryker commerce platforms for B2B and B2C retailers and manufacturers in Germany, Austria and Switzerland. You work in a dedicated client team and build everything from checkout logic to ERP integrations.',
        responsibilities: [
          'Develop features in Spryker Commerce OS with PHP 8 and Symfony components: checkout, pricing, product data and B2B functions such as quotes and company accounts.',
          'Build integrations with ERP, PIM and payment systems through the Glue API and middleware.',
          'Upgrade Spryker modules regularly and keep client projects on supported versions.',
          'Improve the performance of storefront, back office and search with Redis and Elasticsearch or OpenSearch.',
          'Clarify requirements directly with the client’s e-commerce team and estimate your work.',
        ],
        requirements: [
          'At least three years of professional PHP development with PHP 8 and Composer.',
          'Experience with Spryker, or solid Symfony experience and the wish to learn Spryker; we pay for the certification.',
          'Good knowledge of MySQL or PostgreSQL, Redis and Elasticsearch.',
          'Experience with Docker-based development environments and CI pipelines.',
          'German at B2 level or higher, as most of our Spryker clients work in German.',
        ],
        niceToHave: [
          'A Spryker certification.',
          'Experience with B2B commerce processes or marketplace setups.',
          'Experience migrating shops from Magento or Shopware.',
        ],
      },
      de: {
        title: 'Spryker-Entwickler – PHP',
        team: 'E-Commerce',
        summary:
          'Sie erweitern und betreuen Spryker-Commerce-Plattformen für B2B- und B2C-Händler sowie Hersteller in Deutschland, Österreich und der Schweiz. Sie arbeiten in einem dedizierten Kundenteam und setzen alles um, von der Checkout-Logik bis zur ERP-Anbindung.',
        responsibilities: [
          'Sie entwickeln Funktionen in Spryker Commerce OS mit PHP 8 und Symfony-Komponenten: Checkout, Preisfindung, Produktdaten und B2B-Funktionen wie Angebote und Firmenkonten.',
          'Sie bauen Schnittstellen zu ERP-, PIM- und Zahlungssystemen über die Glue API und Middleware.',
          'Sie aktualisieren Spryker-Module regelmäßig und halten Kundenprojekte auf unterstützten Versionen.',
          'Sie verbessern die Performance von Shop-Frontend, Backoffice und Suche mit Redis und Elasticsearch oder OpenSearch.',
          'Sie klären Anforderungen direkt mit dem E-Commerce-Team des Kunden und schätzen den Aufwand selbst.',
        ],
        requirements: [
          'Mindestens drei Jahre Berufserfahrung in der PHP-Entwicklung mit PHP 8 und Composer.',
          'Erfahrung mit Spryker oder fundierte Symfony-Kenntnisse und die Bereitschaft, sich in Spryker einzuarbeiten – die Zertifizierung bezahlen wir.',
          'Gute Kenntnisse in MySQL oder PostgreSQL, Redis und Elasticsearch.',
          'Erfahrung mit Docker-basierten Entwicklungsumgebungen und CI-Pipelines.',
          'Deutsch mindestens auf B2-Niveau, da die meisten unserer Spryker-Kunden auf Deutsch arbeiten.',
        ],
        niceToHave: [
          'Eine Spryker-Zertifizierung.',
          'Erfahrung mit B2B-Commerce-Prozessen oder Marktplatzmodellen.',
          'Erfahrung mit Shop-Migrationen von Magento oder Shopware.',
        ],
      },
    },
  },
  {
    id: 'senior-ux-ui-designer',
    employmentType: 'FULL_TIME',
    office: 'Berlin',
    remoteInGermany: false,
    salary: { min: 65000, max: 82000 },
    datePosted: '2026-10-19',
    validThrough: '2027-01-31',
    text: {
      en: {
        title: 'Senior UX/UI designer',
        team: 'Design',
        summary:
          `You lead the design of client products, from the first user interviews to a design system that engineers can build from. You join our team of ${team.design} designers and work in project teams with product managers and engineers from the first day.`,
        responsibilities: [
          'Plan and run discovery work: user interviews, usability tests and workshops with the client’s stakeholders.',
          'Design user flows, wireframes and high-fidelity interfaces in Figma for web and mobile products.',
          'Build and maintain design systems whose tokens and components match the code.',
          'Work with engineers during every sprint, review the implemented interface and decide trade-offs together.',
          'Present and justify design decisions to clients, up to board level.',
          'Mentor designers with less experience through reviews and pairing.',
        ],
        requirements: [
          'At least five years of experience in UX and UI design for digital products.',
          'A portfolio that shows your process and reasoning, not only final screens.',
          'Excellent Figma skills, including components, variables and auto layout.',
          'Solid knowledge of accessibility guidelines (WCAG) and responsive design.',
          'Fluent German and very good English, as you lead client workshops in both languages.',
        ],
        niceToHave: [
          'Experience with e-commerce or B2B SaaS products.',
          'Prototyping in code, or at least a working knowledge of HTML and CSS.',
          'Experience with product analytics and quantitative research.',
        ],
      },
      de: {
        title: 'Senior UX/UI Designer',
        team: 'Design',
        summary:
          `Sie verantworten das Design von Kundenprodukten, von den ersten Nutzerinterviews bis zu einem Designsystem, nach dem die Entwicklung bauen kann. Sie verstärken unser Team aus ${team.design} Designerinnen und Designern und arbeiten vom ersten Tag an in Projektteams mit Produktmanagement und Entwicklung.`,
        responsibilities: [
          'Sie planen und leiten die Konzeptphase: Nutzerinterviews, Usability-Tests und Workshops mit den Beteiligten auf Kundenseite.',
          'Sie gestalten Nutzerwege, Wireframes und ausgearbeitete Oberflächen in Figma für Web- und Mobile-Produkte.',
          'Sie bauen Designsysteme auf und pflegen sie so, dass Tokens und Komponenten zum Code passen.',
          'Sie arbeiten in jedem Sprint eng mit der Entwicklung zusammen, prüfen die umgesetzte Oberfläche und wägen Zielkonflikte gemeinsam ab.',
          'Sie präsentieren und begründen Designentscheidungen gegenüber Kunden, bis hin zur Geschäftsführung.',
          'Sie fördern weniger erfahrene Designerinnen und Designer durch Reviews und gemeinsames Arbeiten.',
        ],
        requirements: [
          'Mindestens fünf Jahre Erfahrung im UX- und UI-Design digitaler Produkte.',
          'Ein Portfolio, das Ihren Prozess und Ihre Überlegungen zeigt, nicht nur fertige Entwürfe.',
          'Sehr gute Figma-Kenntnisse, einschließlich Komponenten, Variablen und Auto Layout.',
          'Fundiertes Wissen über Barrierefreiheit (WCAG) und Responsive Design.',
          'Verhandlungssicheres Deutsch und sehr gutes Englisch, da Sie Kundenworkshops in beiden Sprachen leiten.',
        ],
        niceToHave: [
          'Erfahrung mit E-Commerce- oder B2B-SaaS-Produkten.',
          'Prototyping im Code oder zumindest solide Grundkenntnisse in HTML und CSS.',
          'Erfahrung mit Produktanalyse und quantitativer Forschung.',
        ],
      },
    },
  },
  {
    id: 'engineering-manager',
    employmentType: 'FULL_TIME',
    office: 'Berlin',
    remoteInGermany: false,
    salary: { min: 95000, max: 115000 },
    datePosted: '2026-11-09',
    validThrough: '2027-03-31',
    text: {
      en: {
        title: 'Engineering manager',
        team: 'Engineering leadership',
        summary:
          'You lead two to three client teams with up to 15 engineers in total and report to Aylin Demir, our Head of Engineering. You are responsible for people growing in their roles, projects being delivered as promised and clients trusting us with their next project.',
        responsibilities: [
          'Lead, coach and hire engineers; hold regular one-to-ones and run reviews with clear development goals.',
          'Own the delivery of your teams: staffing, planning, risks and budgets measured against milestones.',
          'Act as the senior contact for our clients’ CTOs and heads of product, including when things go wrong.',
          'Improve engineering practices across teams together with the other engineering managers and our guilds.',
          'Support new business with estimates and the technical part of proposals.',
        ],
        requirements: [
          'At least three years of experience leading engineering teams with line-management responsibility, and a background as a software engineer.',
          'Experience delivering client projects or products within agreed budgets and deadlines.',
          'You can follow architecture discussions in web and cloud projects and ask the questions that matter.',
          'Fluent German and English, and you are comfortable using both in front of clients.',
          'A calm, direct communication style in difficult conversations, internally and with clients.',
        ],
        niceToHave: [
          'A background in an agency or consultancy.',
          'Experience with dedicated team models or with growing teams quickly.',
          'Hands-on experience with Go, PHP or TypeScript.',
        ],
      },
      de: {
        title: 'Engineering Manager',
        team: 'Entwicklungsleitung',
        summary:
          'Sie führen zwei bis drei Kundenteams mit insgesamt bis zu 15 Entwicklerinnen und Entwicklern und berichten an Aylin Demir, unsere Leiterin Entwicklung. Sie sorgen dafür, dass Menschen in ihren Rollen wachsen, Projekte wie zugesagt geliefert werden und Kunden uns auch ihr nächstes Projekt anvertrauen.',
        responsibilities: [
          'Sie führen, fördern und gewinnen Entwicklerinnen und Entwickler, halten regelmäßige Einzelgespräche und vereinbaren in Entwicklungsgesprächen klare Ziele.',
          'Sie verantworten die Projektumsetzung Ihrer Teams: Besetzung, Planung, Risiken und Budgets gemessen an den Meilensteinen.',
          'Sie sind die leitende Ansprechperson für CTOs und Produktverantwortliche unserer Kunden – auch dann, wenn etwas schiefläuft.',
          'Sie verbessern gemeinsam mit den Leitungen der übrigen Teams und unseren Gilden die teamübergreifende Arbeitsweise.',
          'Sie unterstützen das Neugeschäft mit Aufwandsschätzungen und dem technischen Teil von Angeboten.',
        ],
        requirements: [
          'Mindestens drei Jahre Erfahrung in der Führung von Entwicklungsteams mit disziplinarischer Verantwortung sowie eigene Erfahrung als Softwareentwicklerin oder -entwickler.',
          'Erfahrung damit, Kundenprojekte oder Produkte innerhalb vereinbarter Budgets und Termine zu liefern.',
          'Sie können Architekturdiskussionen in Web- und Cloud-Projekten folgen und stellen die entscheidenden Fragen.',
          'Verhandlungssicheres Deutsch und Englisch; in beiden Sprachen treten Sie souverän vor Kunden auf.',
          'Eine ruhige, direkte Art in schwierigen Gesprächen, intern wie mit Kunden.',
        ],
        niceToHave: [
          'Erfahrung aus einer Agentur oder Beratung.',
          'Erfahrung mit dedizierten Teams oder mit schnell wachsenden Teams.',
          'Praktische Erfahrung mit Go, PHP oder TypeScript.',
        ],
      },
    },
  },
];

/** A job ad's text in a language, as it is printed (figures held to their units, see typeset). */
export function jobText(job: JobOpening, locale: Locale) {
  return typeset(job.text[locale]);
}

/**
 * An opening's title as the ad prints it. A German job ad addresses every gender in its title (AGG § 11), so the
 * German title always carries "(m/w/d)", right after the role and before a focus set off by a dash
 * ("Senior Backend Engineer (m/w/d) – Go"); the titles in the table above leave it out.
 */
export function jobTitle(job: JobOpening, locale: Locale): string {
  if (locale === 'en') return job.text.en.title;
  const [role, ...focus] = job.text.de.title.split(' – ');
  return [`${role} (m/w/d)`, ...focus].join(' – ');
}
