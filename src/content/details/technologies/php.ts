import { siteConfig } from '@/config/site';
import type { TechnologyDetail } from '../types';
import { figures } from '@/content/figures';

/** PHP with Symfony, Laravel and Spryker: why we use it, what we build, legacy modernisation, FAQ. */
export const phpTechnology: TechnologyDetail = {
  experience: { since: siteConfig.foundingYear, engineers: 14, projects: 45 },
  ecosystem: [
    'PHP 8',
    'Symfony',
    'Laravel',
    'Spryker',
    'API Platform',
    'Doctrine ORM',
    'Composer',
    'PHPUnit',
    'Pest',
    'PHPStan',
    'Rector',
    'RabbitMQ',
    'OpenSearch',
    'Redis',
  ],
  text: {
    en: {
      why: [
        'PHP has changed far more in the last decade than its reputation suggests. PHP 8 offers strict typing, enums, readonly properties, attributes and a JIT compiler, and combined with static analysis at a strict level it gives us code that is as safe to refactor as anything we write in TypeScript or Go. A large share of online commerce in Germany runs on PHP, and so does much of the business software our clients rely on every day.',
        'We pick the framework to suit the job. Symfony is our choice for long-lived business applications with complex domains, many integrations and high demands on structure. Laravel gets a product to market quickly, with queues, scheduling and authentication ready to use. Spryker, built on PHP and Symfony components, covers commerce with complex catalogues, B2B price lists and marketplaces. Because all three share one language and one toolchain, our PHP engineers move between them without losing pace.',
        'PHP is also easy to staff in the DACH region, so your own team can take over our code or work alongside us from the first sprint. Where PHP is not the right tool, for example for streaming machine data or very high-throughput services, we pair it with Go or Node.js rather than stretching it.',
      ],
      builds: {
        intro:
          'Our PHP projects range from commerce platforms to business applications that thousands of external users work with.',
        items: [
          {
            icon: 'cart',
            title: 'Spryker shops and extensions',
            text: 'Custom Zed modules, Glue APIs for B2B portals and apps, Yves or headless storefronts, and integrations with ERP, PIM and payment providers. For a home and living retailer we added an offers module behind the order-confirmation page, with a Vue micro-frontend on top and the checkout untouched: 6% of buyers accepted an offer.',
          },
          {
            icon: 'layers',
            title: 'Symfony business applications',
            text: 'Portals and internal systems with fine-grained permissions, workflows and audit trails. An external document management system built on Symfony, with single sign-on, ERP integration and OpenSearch full-text search, now serves 1,200 external partners of an Austrian engineering company.',
          },
          {
            icon: 'book',
            title: 'Laravel platforms',
            text: 'Products that need to launch quickly and then grow steadily, such as the backend of a learning platform that manages courses, quizzes, certificates and progress for 25,000 learners and serves both a Vue web app and a React Native mobile app.',
          },
          {
            icon: 'code',
            title: 'APIs and integrations',
            text: 'REST and GraphQL APIs with API Platform or Laravel, asynchronous processing with RabbitMQ and robust connectors to ERP, CRM, PIM and payment systems, documented in OpenAPI and covered by contract tests.',
          },
          {
            icon: 'clock',
            title: 'Modernising legacy PHP',
            text: 'Upgrades from PHP 5 and 7 to PHP 8, done step by step: tests around the critical paths first, then automated refactoring with Rector, PHPStan at rising levels and a gradual move into Symfony or Laravel structures, while feature work continues.',
          },
        ],
      },
      ecosystemIntro: 'These are the frameworks, libraries and tools our PHP engineers use in production and in every CI pipeline.',
      experience:
        'PHP has been part of our work since the year Kovalent was founded. About a third of our engineers use it regularly, and roughly one in four of our projects runs on a PHP backend, from Spryker shops to Symfony and Laravel applications.',
      faq: [
        {
          question: 'Symfony or Laravel: which do you recommend?',
          answer:
            'For long-lived applications with a complex domain, many integrations and several teams, we usually recommend Symfony, whose explicit configuration and component structure pay off over the years. For products that need to launch fast with a small team, Laravel’s conventions save weeks. If you already run one of them, we stay with it: both are mature, well supported and easy to staff.',
        },
        {
          question: 'Can you take over an old PHP application?',
          answer:
            'Yes, this is a regular part of our work. We begin with a review of one to two weeks covering code, dependencies, tests, security and deployment, and give you a written assessment of the risks. Then we add tests around the most important paths, upgrade to a supported PHP version and refactor step by step, so the application keeps running and receiving features throughout.',
        },
        {
          question: 'Is PHP still a sound choice for a new project?',
          answer:
            'For business applications, commerce and content-heavy products, yes. PHP 8 is fast and can be typed strictly, its major frameworks publish long-term support releases, and the hiring market in the DACH region is deep. We recommend something else when a service needs long-lived connections or heavy concurrency, where Go or Node.js is the better fit.',
        },
        {
          question: 'Do you work on Spryker projects that another agency started?',
          answer:
            'Yes. Many of our Spryker engagements begin with an existing shop: we review the project-level code and customisations, check how far it is behind the current Spryker release and plan upgrades module by module. Our Spryker developers also work in mixed teams with the client’s own developers or another vendor.',
        },
        {
          question: 'What determines the effort in a PHP project?',
          answer:
            `Above all the age of the existing code: an upgrade from PHP 5 or 7 needs more testing and refactoring than a new Symfony or Laravel application. A PHP or Spryker developer in a dedicated team costs ${figures.en.personMonth} per month, depending on seniority. For a defined project, such as a new Symfony portal or a legacy upgrade, we start with a paid discovery of ${figures.en.discoveryWeeks} weeks at ${figures.en.discoveryPrice} and then agree a fixed or capped price per milestone. The applications run in containers in EU regions, on AWS Frankfurt, Google Cloud or Hetzner.`,
        },
      ],
    },
    de: {
      why: [
        'PHP hat sich im letzten Jahrzehnt weit stärker verändert, als sein Ruf vermuten lässt. PHP 8 bietet strikte Typisierung, Enums, Readonly-Properties, Attribute und einen JIT-Compiler. Zusammen mit strenger statischer Analyse entsteht Code, der sich ebenso sicher refaktorieren lässt wie unser Code in TypeScript oder Go. Ein großer Teil des deutschen Onlinehandels läuft auf PHP – ebenso wie viele Geschäftsanwendungen, auf die sich unsere Kunden täglich verlassen.',
        'Das Framework wählen wir passend zur Aufgabe. Symfony ist unsere Wahl für langlebige Geschäftsanwendungen mit komplexer Fachlogik, vielen Schnittstellen und hohen Anforderungen an die Struktur. Laravel bringt ein Produkt schnell an den Markt – Queues, Scheduling und Authentifizierung sind sofort einsatzbereit. Spryker, aufgebaut auf PHP und Symfony-Komponenten, deckt Onlinehandel mit komplexen Katalogen, B2B-Preislisten und Marktplätzen ab. Da alle drei dieselbe Sprache und dieselben Werkzeuge nutzen, wechselt unser PHP-Team ohne Reibungsverluste zwischen ihnen.',
        'Außerdem sind Fachleute für PHP in der DACH-Region gut zu finden, sodass Ihr eigenes Team unseren Code übernehmen oder vom ersten Sprint an mitarbeiten kann. Wo PHP nicht das richtige Werkzeug ist, etwa beim Streaming von Maschinendaten oder bei Diensten mit sehr hohem Durchsatz, kombinieren wir es mit Go oder Node.js, statt es zu überdehnen.',
      ],
      builds: {
        intro:
          'Unsere PHP-Projekte reichen von Commerce-Plattformen bis zu Geschäftsanwendungen, mit denen Tausende externe Nutzerinnen und Nutzer arbeiten.',
        items: [
          {
            icon: 'cart',
            title: 'Spryker-Shops und -Erweiterungen',
            text: 'Eigene Zed-Module, Glue-APIs für B2B-Portale und Apps, Shop-Frontends mit Yves oder headless sowie Anbindungen an ERP, PIM und Zahlungsanbieter. Für einen Onlinehändler für Wohnen und Einrichtung haben wir ein Angebotsmodul hinter der Bestellbestätigung ergänzt, mit einem Vue-Micro-Frontend darüber und ohne Eingriff in den Checkout: 6 % der Bestellenden nahmen ein Angebot an.',
          },
          {
            icon: 'layers',
            title: 'Geschäftsanwendungen mit Symfony',
            text: 'Portale und interne Systeme mit fein abgestuften Berechtigungen, Workflows und Audit-Trail. Ein externes Dokumentenmanagementsystem auf Symfony-Basis mit Single Sign-on, ERP-Anbindung und Volltextsuche über OpenSearch nutzen heute 1.200 externe Partner eines österreichischen Ingenieurunternehmens.',
          },
          {
            icon: 'book',
            title: 'Plattformen mit Laravel',
            text: 'Produkte, die schnell starten und dann stetig wachsen sollen – etwa das Backend einer Lernplattform, das Kurse, Quizze, Zertifikate und Lernfortschritt für 25.000 Lernende verwaltet und sowohl eine Vue-Web-App als auch eine React-Native-App versorgt.',
          },
          {
            icon: 'code',
            title: 'APIs und Schnittstellen',
            text: 'REST- und GraphQL-APIs mit API Platform oder Laravel, asynchrone Verarbeitung mit RabbitMQ und belastbare Anbindungen an ERP-, CRM-, PIM- und Zahlungssysteme – dokumentiert in OpenAPI und abgesichert durch Contract-Tests.',
          },
          {
            icon: 'clock',
            title: 'Modernisierung von PHP-Altanwendungen',
            text: 'Upgrades von PHP 5 und 7 auf PHP 8, Schritt für Schritt: zuerst Tests rund um die kritischen Abläufe, dann automatisiertes Refactoring mit Rector, PHPStan mit schrittweise strengeren Levels und der allmähliche Umbau in Symfony- oder Laravel-Strukturen – während die Weiterentwicklung weiterläuft.',
          },
        ],
      },
      ecosystemIntro: 'Diese Frameworks, Bibliotheken und Werkzeuge setzt unser PHP-Team im Produktivbetrieb und in jeder CI-Pipeline ein.',
      experience:
        'PHP gehört seit dem Gründungsjahr von Kovalent zu unserer Arbeit. Rund ein Drittel unseres Entwicklungsteams nutzt es regelmäßig, und etwa jedes vierte unserer Projekte läuft auf einem PHP-Backend – vom Spryker-Shop bis zur Symfony- oder Laravel-Anwendung.',
      faq: [
        {
          question: 'Symfony oder Laravel – was empfehlen Sie?',
          answer:
            'Für langlebige Anwendungen mit komplexer Fachlogik, vielen Schnittstellen und mehreren Teams empfehlen wir meist Symfony, dessen explizite Konfiguration und Komponentenstruktur sich über Jahre auszahlen. Für Produkte, die mit einem kleinen Team schnell starten sollen, sparen die Konventionen von Laravel Wochen. Setzen Sie bereits eines der beiden ein, bleiben wir dabei: Beide sind ausgereift und gut gepflegt, und erfahrene Fachleute sind für beide leicht zu finden.',
        },
        {
          question: 'Können Sie eine ältere PHP-Anwendung übernehmen?',
          answer:
            'Ja, das gehört fest zu unserer Arbeit. Zu Beginn prüfen wir ein bis zwei Wochen lang Code, Abhängigkeiten, Tests, Sicherheit und Deployment und fassen die Risiken in einer schriftlichen Bewertung zusammen. Danach sichern wir die wichtigsten Abläufe mit Tests ab, heben die Anwendung auf eine unterstützte PHP-Version und refaktorieren Schritt für Schritt – die Anwendung läuft dabei weiter und erhält neue Funktionen.',
        },
        {
          question: 'Ist PHP für ein neues Projekt noch eine gute Wahl?',
          answer:
            'Für Geschäftsanwendungen, Onlinehandel und inhaltsstarke Produkte: ja. PHP 8 ist schnell und lässt sich streng typisieren, die großen Frameworks bieten Versionen mit Langzeitsupport, und der Arbeitsmarkt in der DACH-Region ist groß. Etwas anderes empfehlen wir, wenn ein Dienst dauerhafte Verbindungen oder starke Nebenläufigkeit braucht – dort passen Go oder Node.js besser.',
        },
        {
          question: 'Arbeiten Sie auch an Spryker-Projekten, die eine andere Agentur begonnen hat?',
          answer:
            'Ja. Viele unserer Spryker-Projekte beginnen mit einem bestehenden Shop: Wir prüfen den projektspezifischen Code und die Anpassungen, ermitteln den Abstand zum aktuellen Spryker-Release und planen Upgrades Modul für Modul. Unser Spryker-Team arbeitet dabei auch in gemischten Teams mit Ihrem eigenen Entwicklungsteam oder einem anderen Dienstleister.',
        },
        {
          question: 'Was bestimmt den Aufwand in einem PHP-Projekt?',
          answer:
            `Vor allem das Alter des vorhandenen Codes: Ein Upgrade von PHP 5 oder 7 braucht mehr Tests und Refactoring als eine neue Symfony- oder Laravel-Anwendung. Eine Entwicklerin oder ein Entwickler für PHP oder Spryker kostet im dedizierten Team je nach Seniorität ${figures.de.personMonth} pro Monat. Für ein klar umrissenes Projekt, etwa ein neues Symfony-Portal oder ein Upgrade einer Altanwendung, beginnen wir mit einer bezahlten Konzeptphase von ${figures.de.discoveryWeeks} Wochen für ${figures.de.discoveryPrice} und vereinbaren danach einen Fest- oder Maximalpreis je Meilenstein. Die Anwendungen laufen in Containern in EU-Regionen, bei AWS in Frankfurt, Google Cloud oder Hetzner.`,
        },
      ],
    },
  },
};
