import { siteConfig } from '@/config/site';
import { headcount } from '@/config/facts';
import type { RouteKeyOfKind } from '@/i18n/routes';
import type { Localized, PageCopy } from '../types';

export const corePages: Record<
  RouteKeyOfKind<'home' | 'core' | 'overview' | 'blog' | 'legal' | 'product'>,
  Localized<PageCopy>
> = {
  '/': {
    en: {
      label: 'Home',
      title: 'Custom software development in Berlin',
      description:
        'Kovalent Software builds custom web and mobile software for startups, mid-sized companies and enterprises across the EU. Rated 4.8 from 115 client reviews.',
      heading: 'We design, build and run the software your business depends on',
      intro:
        `Kovalent Software is an agency of ${headcount} people in Berlin and Leipzig. Since ${siteConfig.foundingYear} we have built web platforms, mobile apps and e-commerce systems for startups, mid-sized companies and enterprises in Germany, Austria, Switzerland and the rest of the EU. You get one team that takes your product from the first workshop to a stable release and keeps improving it afterwards.`,
    },
    de: {
      label: 'Startseite',
      title: 'Individuelle Softwareentwicklung in Berlin',
      description:
        'Kovalent Software entwickelt individuelle Web- und Mobile-Software für Start-ups, Mittelstand und Konzerne in der EU – mit 4,8 von 5 Sternen in 115 Bewertungen.',
      heading: 'Wir entwickeln und betreiben die Software, auf die Ihr Geschäft baut',
      intro:
        `Kovalent Software ist eine Agentur mit ${headcount} Menschen in Berlin und Leipzig. Seit ${siteConfig.foundingYear} bauen wir Webplattformen, mobile Apps und E-Commerce-Systeme für Start-ups, mittelständische Unternehmen und Konzerne in Deutschland, Österreich, der Schweiz und der übrigen EU. Sie bekommen ein Team, das Ihr Produkt vom ersten Workshop bis zum stabilen Release begleitet und danach gezielt weiterentwickelt.`,
    },
  },

  '/about': {
    en: {
      label: 'About us',
      title: 'About our Berlin software agency',
      description:
        `Meet Kovalent Software: an agency founded in Berlin in ${siteConfig.foundingYear}, with ${headcount} people building software for clients across the EU.`,
      heading: `A team of ${headcount} people who build software for a living`,
      intro:
        `Kovalent Software was founded in Berlin in ${siteConfig.foundingYear} and has grown to ${headcount} people in Berlin and Leipzig. We work for startups, mid-sized companies and enterprises in Germany, Austria, Switzerland and across the EU. On this page you learn who we are, how we have grown, what we value in everyday project work and why clients rate us 4.8 out of 5 across 115 reviews.`,
    },
    de: {
      label: 'Über uns',
      title: 'Über unsere Softwareagentur in Berlin',
      description:
        `Lernen Sie Kovalent Software kennen: ${siteConfig.foundingYear} in Berlin gegründet, heute ${headcount} Menschen in Berlin und Leipzig für Kunden in der EU.`,
      heading: `Ein Team aus ${headcount} Menschen, die Software mit Sorgfalt bauen`,
      intro:
        `Kovalent Software wurde ${siteConfig.foundingYear} in Berlin gegründet und ist heute ein Team aus ${headcount} Menschen in Berlin und Leipzig. Wir arbeiten für Start-ups, mittelständische Unternehmen und Konzerne in Deutschland, Österreich, der Schweiz und der gesamten EU. Hier erfahren Sie, wer wir sind, wie wir gewachsen sind, worauf wir im Projektalltag Wert legen und warum Kunden uns in 115 Bewertungen durchschnittlich 4,8 von 5 Sternen geben.`,
    },
  },

  '/careers': {
    en: {
      label: 'Careers',
      title: 'Software developer jobs in Berlin',
      description:
        `Join Kovalent Software in Berlin: open roles for engineers, designers and product managers, real client projects, mentoring and a team of ${headcount} colleagues.`,
      heading: 'Build software with people who care how it’s built',
      intro:
        `We are looking for engineers, designers and product managers who want to ship real products rather than slide decks. At Kovalent you join a team of ${headcount} people in Berlin and Leipzig, work on web and mobile projects for clients across Europe and get time to learn from experienced colleagues. Below you find our open positions, how the application process works and what we offer in return.`,
    },
    de: {
      label: 'Karriere',
      title: 'Jobs in der Softwareentwicklung in Berlin',
      description:
        `Karriere bei Kovalent Software: offene Stellen in Entwicklung, Design und Produktmanagement, echte Kundenprojekte, Mentoring und ein Team aus ${headcount} Menschen.`,
      heading: 'Software bauen mit Menschen, denen gute Arbeit wichtig ist',
      intro:
        `Wir suchen Menschen aus Entwicklung, Design und Produktmanagement, die lieber echte Produkte ausliefern als Foliensätze. Bei Kovalent arbeiten Sie in einem Team von ${headcount} Kolleginnen und Kollegen in Berlin und Leipzig an Web- und Mobile-Projekten für Kunden in ganz Europa und lernen dabei von erfahrenen Leuten. Unten finden Sie unsere offenen Stellen, den Ablauf der Bewerbung und das, was wir Ihnen bieten.`,
    },
  },

  '/contact': {
    en: {
      label: 'Contact',
      title: 'Contact us about your software project',
      description:
        'Describe your software project and hear back from Kovalent Software by the next business day. Berlin office, clients in Germany, Austria and Switzerland.',
      heading: 'Let’s talk about your project',
      intro:
        'Describe what you want to build, where your project is stuck or what your current system can no longer do. A product manager or senior engineer reads every message and replies, usually with a suggestion for a first call. You are also welcome to visit us at Schlesische Straße 27 in Berlin-Kreuzberg.',
    },
    de: {
      label: 'Kontakt',
      title: 'Kontakt für Ihr Softwareprojekt',
      description:
        'Beschreiben Sie Ihr Softwareprojekt – Sie hören spätestens am nächsten Werktag von uns. Büro in Berlin, Kunden in Deutschland, Österreich und der Schweiz.',
      heading: 'Sprechen wir über Ihr Projekt',
      intro:
        'Beschreiben Sie, was Sie bauen möchten, wo Ihr Projekt gerade feststeckt oder was Ihr bestehendes System nicht mehr leistet. Jede Nachricht liest jemand aus dem Produktmanagement oder der Entwicklung, und Sie erhalten eine Antwort, meist mit einem Vorschlag für ein erstes Gespräch. Gern können Sie uns auch in der Schlesischen Straße 27 in Berlin-Kreuzberg besuchen.',
    },
  },

  '/how-we-work': {
    en: {
      label: 'How we work',
      title: 'Our software development process',
      description:
        'How Kovalent Software runs projects: a discovery workshop, two-week sprints with live demos, automated tests and transparent reporting from kick-off to launch.',
      heading: 'From first workshop to live product, step by step',
      intro:
        'Every Kovalent project follows the same clear rhythm: a discovery phase to agree on goals and scope, then two-week sprints with fixed dates. You follow progress in your own test environment, talk directly to the engineers and set priorities together with us. This page explains each phase, the roles involved and what you receive at every step.',
    },
    de: {
      label: 'Wie wir arbeiten',
      title: 'So läuft unsere Softwareentwicklung ab',
      description:
        'So arbeitet Kovalent: Konzeptworkshops, zweiwöchige Sprints mit Demos, automatisierte Tests und transparentes Reporting vom Kick-off bis zum Produktivstart.',
      heading: 'Vom ersten Workshop zum laufenden Produkt, Schritt für Schritt',
      intro:
        'Jedes Projekt bei Kovalent folgt einem klaren Rhythmus: Zuerst klären wir in einer Konzeptphase Ziele und Umfang, danach arbeiten wir in zweiwöchigen Sprints mit festen Terminen. Den Fortschritt sehen Sie in Ihrer eigenen Testumgebung, Sie sprechen direkt mit dem Entwicklungsteam und legen die Prioritäten gemeinsam mit uns fest. Hier erfahren Sie, wie die einzelnen Phasen ablaufen, wer beteiligt ist und was Sie jeweils erhalten.',
    },
  },

  '/code-camp': {
    en: {
      label: 'Code Camp',
      title: 'Code Camp: paid trainee programme',
      description:
        'Code Camp is Kovalent’s paid trainee programme for junior developers in Berlin: a regular salary, a personal mentor and hands-on work on real client projects.',
      heading: 'Start your developer career with a salary, a mentor and real projects',
      intro:
        'Code Camp is our paid trainee programme for junior developers who have learned the basics and now want professional experience. You earn a salary from day one, have a senior developer as your personal mentor and contribute to real client projects alongside our teams. Here you find out who the programme is for, how it is structured and how to apply.',
    },
    de: {
      label: 'Code Camp',
      title: 'Code Camp: bezahltes Traineeprogramm',
      description:
        'Code Camp ist das bezahlte Traineeprogramm von Kovalent für den Einstieg in die Entwicklung in Berlin: festes Gehalt, Mentoring und echte Kundenprojekte.',
      heading: 'Ihr Berufseinstieg mit Gehalt, Mentoring und echten Kundenprojekten',
      intro:
        'Code Camp ist unser bezahltes Traineeprogramm für Junior-Entwicklerinnen und -Entwickler, die die Grundlagen beherrschen und nun Berufserfahrung sammeln möchten. Sie erhalten vom ersten Tag an ein Gehalt, werden von einer erfahrenen Entwicklerin oder einem erfahrenen Entwickler persönlich betreut und arbeiten gemeinsam mit unseren Teams an echten Kundenprojekten. Hier erfahren Sie, für wen sich das Programm eignet, wie es aufgebaut ist und wie Sie sich bewerben.',
    },
  },

  '/blog': {
    en: {
      label: 'Blog',
      title: 'Software development blog',
      description:
        'Articles from the Kovalent team on software architecture, product development, e-commerce and MVPs, written from experience gained on real client projects.',
      heading: 'Notes from building software for clients',
      intro:
        'Our engineers, designers and product managers write about what they learn on client projects: architecture decisions, frontend and backend practice, e-commerce with Spryker, Adobe Experience Manager and Strapi, and how to get an MVP to market. Browse the latest articles below, or filter them by topic or by author.',
    },
    de: {
      label: 'Blog',
      title: 'Blog über Softwareentwicklung',
      description:
        'Beiträge aus dem Kovalent-Team zu Softwarearchitektur, Produktentwicklung, E-Commerce und MVPs, geschrieben aus der Erfahrung mit echten Kundenprojekten.',
      heading: 'Aus der Praxis der Softwareentwicklung',
      intro:
        'Unsere Fachleute aus Entwicklung, Design und Produktmanagement schreiben darüber, was sie in Kundenprojekten lernen: Architekturentscheidungen, Praxis in Frontend und Backend, E-Commerce mit Spryker, Adobe Experience Manager und Strapi sowie die Markteinführung eines MVP. Unten finden Sie die neuesten Beiträge, die Sie auch nach Thema oder Person filtern können.',
    },
  },

  '/blog/category': {
    en: {
      label: 'Articles by topic',
      title: 'Software blog articles by topic',
      description:
        'All Kovalent blog articles on one topic in one place, from architecture and frontend to e-commerce and MVPs, so you can read up on a subject in depth.',
      heading: 'Articles by topic',
      intro:
        'This page collects every article we have published on the selected topic, newest first. Each post comes from hands-on work on client projects and explains the decisions, tools and trade-offs involved. Switch to another topic at any time, or go back to the blog overview to see all articles.',
    },
    de: {
      label: 'Beiträge nach Thema',
      title: 'Blogbeiträge nach Thema',
      description:
        'Alle Kovalent-Blogbeiträge zu einem Thema auf einen Blick, von Architektur und Frontend bis zu E-Commerce und MVPs, damit Sie sich gezielt einlesen können.',
      heading: 'Beiträge nach Thema',
      intro:
        'Auf dieser Seite finden Sie alle Beiträge, die wir zum gewählten Thema veröffentlicht haben, die neuesten zuerst. Jeder Artikel entsteht aus der praktischen Arbeit in Kundenprojekten und erklärt die Entscheidungen, Werkzeuge und Abwägungen dahinter. Sie können jederzeit zu einem anderen Thema wechseln oder zur Blogübersicht mit allen Beiträgen zurückkehren.',
    },
  },

  '/blog/author': {
    en: {
      label: 'Articles by author',
      title: 'Software blog articles by author',
      description:
        'Read every article one Kovalent engineer, designer or product manager has written, together with a short profile of the author and the topics they cover.',
      heading: 'Articles by author',
      intro:
        'Here you find all articles by one author from the Kovalent team, newest first, along with a short profile of their role and experience. Our authors write about the projects they work on every day, so their posts show how an engineer, designer or product manager actually approaches problems. Go back to the blog overview to discover other authors.',
    },
    de: {
      label: 'Beiträge nach Person',
      title: 'Blogbeiträge nach Person',
      description:
        'Lesen Sie alle Beiträge einer Person aus Entwicklung, Design oder Produktmanagement im Kovalent-Team – mit kurzem Profil und ihren Schwerpunktthemen.',
      heading: 'Beiträge nach Autorin und Autor',
      intro:
        'Hier finden Sie alle Beiträge einer Autorin oder eines Autors aus dem Kovalent-Team, die neuesten zuerst, zusammen mit einem kurzen Profil zu Rolle und Erfahrung. Alle schreiben über die Projekte, an denen sie täglich arbeiten, und zeigen so, wie sie Probleme in Entwicklung, Design oder Produktmanagement tatsächlich angehen. In der Blogübersicht entdecken Sie weitere Autorinnen und Autoren.',
    },
  },

  '/data-privacy': {
    en: {
      label: 'Privacy policy',
      title: 'Privacy policy',
      description:
        'How Kovalent Software GmbH processes personal data on this website, for which purposes and on which legal basis, and how to exercise your rights under the GDPR.',
      heading: 'Privacy policy',
      intro:
        'This privacy policy explains which personal data Kovalent Software GmbH processes when you visit this website or contact us, why we do so and on which legal basis under the GDPR. It names the recipients of data, how long we keep it and how to reach us about data protection. It also sets out your rights to access, rectification, erasure, restriction, objection and data portability, and your right to lodge a complaint with a supervisory authority.',
    },
    de: {
      label: 'Datenschutzerklärung',
      title: 'Datenschutzerklärung',
      description:
        'Welche personenbezogenen Daten die Kovalent Software GmbH hier verarbeitet, wozu und auf welcher Rechtsgrundlage – und welche Rechte Sie nach der DSGVO haben.',
      heading: 'Datenschutzerklärung',
      intro:
        'In dieser Datenschutzerklärung erfahren Sie, welche personenbezogenen Daten die Kovalent Software GmbH verarbeitet, wenn Sie diese Website besuchen oder uns kontaktieren, zu welchem Zweck und auf welcher Rechtsgrundlage nach der DSGVO. Sie nennt die Empfänger der Daten, die Speicherdauer und Ihre Ansprechperson für den Datenschutz. Außerdem beschreibt sie Ihre Rechte auf Auskunft, Berichtigung, Löschung, Einschränkung, Widerspruch und Datenübertragbarkeit sowie Ihr Beschwerderecht bei einer Aufsichtsbehörde.',
    },
  },

  '/cookie-policy': {
    en: {
      label: 'Cookie policy',
      title: 'Cookie policy',
      description:
        'Which cookies and similar technologies this website uses, what each one does and how long it is stored, and how you can change your consent at any time.',
      heading: 'Cookie policy',
      intro:
        'This page lists the cookies and similar technologies used on this website, divided into strictly necessary cookies and those that are only set with your consent. For each one you see its purpose, provider and storage period. You decide on optional cookies in the consent banner on your first visit and can change or withdraw that choice at any time via the “Cookie settings” link in the footer.',
    },
    de: {
      label: 'Cookie-Richtlinie',
      title: 'Cookie-Richtlinie',
      description:
        'Welche Cookies diese Website nutzt, wozu sie dienen und wie lange sie gespeichert werden, und wie Sie Ihre Einwilligung jederzeit ändern oder widerrufen können.',
      heading: 'Cookie-Richtlinie',
      intro:
        'Auf dieser Seite finden Sie die Cookies und ähnlichen Technologien, die diese Website verwendet, getrennt nach technisch notwendigen Cookies und solchen, die nur mit Ihrer Einwilligung gesetzt werden. Zu jedem Cookie nennen wir Zweck, Anbieter und Speicherdauer. Über optionale Cookies entscheiden Sie beim ersten Besuch im Einwilligungsbanner; diese Wahl können Sie jederzeit über den Link „Cookie-Einstellungen“ in der Fußzeile ändern oder widerrufen.',
    },
  },

  '/terms-of-service': {
    en: {
      label: 'Terms of service',
      title: 'Terms of service for this website',
      description:
        'The terms of use for the Kovalent Software website: permitted use of its content, copyright, liability for content and external links, and the applicable law.',
      heading: 'Terms of service',
      intro:
        'These terms govern your use of the Kovalent Software GmbH website and its content. They explain what you may do with the texts, images and code examples published here, how copyright applies, the limits of our liability for our own content and for links to external sites, and which law applies. They do not cover client projects, which are governed by separate individual contracts.',
    },
    de: {
      label: 'Nutzungsbedingungen',
      title: 'Nutzungsbedingungen',
      description:
        'Die Nutzungsbedingungen der Website von Kovalent Software: erlaubte Nutzung der Inhalte, Urheberrecht, Haftung für Inhalte und externe Links, anwendbares Recht.',
      heading: 'Nutzungsbedingungen',
      intro:
        'Diese Bedingungen regeln die Nutzung der Website der Kovalent Software GmbH und ihrer Inhalte. Sie legen fest, was Sie mit den hier veröffentlichten Texten, Bildern und Codebeispielen tun dürfen, wie das Urheberrecht gilt, wie weit wir für eigene Inhalte und für Links auf externe Websites haften und welches Recht anwendbar ist. Für Kundenprojekte gelten sie nicht; diese regeln wir in gesonderten Einzelverträgen.',
    },
  },

  '/imprint': {
    en: {
      label: 'Imprint',
      title: 'Imprint (legal notice)',
      description:
        'Legal notice for the Kovalent Software GmbH website under § 5 DDG: company address in Berlin, authorised representatives, commercial register entry and VAT ID.',
      heading: 'Imprint',
      intro:
        'This page provides the provider information that German law requires for this website under § 5 DDG (Digitale-Dienste-Gesetz). It names Kovalent Software GmbH, Schlesische Straße 27, 10997 Berlin, as the service provider and lists how to contact us, who is authorised to represent the company, its commercial register entry and its VAT identification number.',
    },
    de: {
      label: 'Impressum',
      title: 'Impressum',
      description:
        'Impressum der Website der Kovalent Software GmbH gemäß § 5 DDG: Anschrift in Berlin, vertretungsberechtigte Personen, Handelsregistereintrag und USt-IdNr.',
      heading: 'Impressum',
      intro:
        'Hier finden Sie die Anbieterkennzeichnung, die das deutsche Recht nach § 5 DDG (Digitale-Dienste-Gesetz) für diese Website vorschreibt. Anbieterin ist die Kovalent Software GmbH, Schlesische Straße 27, 10997 Berlin. Außerdem nennen wir unsere Kontaktdaten, die zur Vertretung berechtigten Personen, den Eintrag im Handelsregister und unsere Umsatzsteuer-Identifikationsnummer.',
    },
  },

  '/products': {
    en: {
      label: 'Products',
      title: 'Our own software products',
      description:
        'Ready-to-use software products built and maintained by Kovalent Software, starting with Event Store, a white-label online shop for event organisers.',
      heading: 'Products we build, run and keep improving ourselves',
      intro:
        'Besides client work, we develop our own software products, drawing on what we have learned building platforms for others. Each product is maintained by a Kovalent team, runs in production and can be adapted to your brand. Below you find the products currently available, who they are for and what each one does.',
    },
    de: {
      label: 'Produkte',
      title: 'Unsere eigenen Softwareprodukte',
      description:
        'Einsatzbereite Softwareprodukte, die Kovalent Software selbst entwickelt und pflegt, allen voran Event Store, ein White-Label-Onlineshop für Veranstalter.',
      heading: 'Produkte, die wir selbst entwickeln, betreiben und verbessern',
      intro:
        'Neben unseren Kundenprojekten entwickeln wir eigene Softwareprodukte und nutzen dafür, was wir beim Bau von Plattformen für andere gelernt haben. Jedes Produkt wird von einem Kovalent-Team gepflegt, läuft im Produktivbetrieb und lässt sich an Ihre Marke anpassen. Unten finden Sie die aktuell verfügbaren Produkte, für wen sie gedacht sind und was sie leisten.',
    },
  },

  '/products/event-store': {
    en: {
      label: 'Event Store',
      title: 'Event Store: white-label shop for events',
      description:
        'Event Store is a white-label online shop for event organisers: sell tickets and merchandise under your own brand and check guests in, all in one system.',
      heading: 'Sell tickets and merchandise under your own brand',
      intro:
        'Event Store is the white-label online shop we built for event organisers. You sell tickets and merchandise in a shop that carries your brand, not ours, and check guests in at the entrance by scanning their tickets. Sales, stock and admissions live in one system, so you always know how many tickets have been sold and who has already arrived.',
    },
    de: {
      label: 'Event Store',
      title: 'Event Store: White-Label-Shop für Events',
      description:
        'Event Store ist ein White-Label-Onlineshop für Veranstalter: Tickets und Merchandise unter eigener Marke verkaufen und Gäste am Einlass direkt einchecken.',
      heading: 'Tickets und Merchandise unter Ihrer eigenen Marke verkaufen',
      intro:
        'Event Store ist der White-Label-Onlineshop, den wir für Veranstalter entwickelt haben. Sie verkaufen Tickets und Merchandise in einem Shop, der Ihre Marke trägt und nicht unsere, und checken Ihre Gäste am Einlass per Ticketscan ein. Verkauf, Lagerbestand und Einlass laufen in einem System zusammen, sodass Sie jederzeit wissen, wie viele Tickets verkauft sind und wer bereits da ist.',
    },
  },

  '/services': {
    en: {
      label: 'Services',
      title: 'Software development services',
      description:
        'Product development, UI/UX design, web, mobile and backend engineering, plus Spryker, AEM and Strapi e-commerce work: all services Kovalent Software offers.',
      heading: 'Everything it takes to build and run your software',
      intro:
        'We cover the whole path from idea to running software: product discovery and UI/UX design, frontend, backend and mobile development, and MVPs for startups. For e-commerce and content platforms we have specialist teams for Spryker, Adobe Experience Manager and Strapi. Below you find each service with what we deliver and how a typical engagement runs.',
    },
    de: {
      label: 'Leistungen',
      title: 'Leistungen in der Softwareentwicklung',
      description:
        'Produktentwicklung, UI/UX-Design, Web-, Mobile- und Backend-Entwicklung sowie E-Commerce mit Spryker, AEM und Strapi: alle Leistungen von Kovalent Software.',
      heading: 'Alles, was es braucht, um Ihre Software zu entwickeln und zu betreiben',
      intro:
        'Wir begleiten den gesamten Weg von der Idee bis zur laufenden Software: Produktkonzeption und UI/UX-Design, Frontend-, Backend- und Mobile-Entwicklung sowie MVPs für Start-ups. Für E-Commerce- und Content-Plattformen haben wir spezialisierte Teams für Spryker, Adobe Experience Manager und Strapi. Unten finden Sie jede Leistung mit dem, was wir liefern, und dem typischen Ablauf einer Zusammenarbeit.',
    },
  },

  '/case-studies': {
    en: {
      label: 'Case studies',
      title: 'Software development case studies',
      description:
        'Case studies from Kovalent client projects in e-commerce, online gaming, e-learning, KYC, document management and manufacturing, with the results we achieved.',
      heading: 'Projects we have delivered and what they changed',
      intro:
        'These case studies show how we have solved concrete problems for our clients, from online casino operators and a B2B SaaS provider to manufacturing and e-learning companies. Each one describes the starting point, the solution we built, the technology we chose and the results it brought. Most clients remain anonymous; we only name those who have agreed to it.',
    },
    de: {
      label: 'Fallstudien',
      title: 'Fallstudien zur Softwareentwicklung',
      description:
        'Fallstudien aus unseren Kundenprojekten: E-Commerce, Online-Gaming, E-Learning, KYC, Dokumentenmanagement und Fertigung, mit den erzielten Ergebnissen.',
      heading: 'Umgesetzte Projekte und was sie bei unseren Kunden bewirkt haben',
      intro:
        'Diese Fallstudien zeigen, wie wir konkrete Probleme unserer Kunden gelöst haben, von Online-Casino-Betreibern über einen B2B-SaaS-Anbieter bis zu Unternehmen aus Fertigung und E-Learning. Jede beschreibt die Ausgangslage, die entwickelte Lösung, die gewählte Technologie und die erzielten Ergebnisse. Die meisten Kunden bleiben anonym; namentlich nennen wir nur jene, die dem zugestimmt haben.',
    },
  },

  '/collaboration-models': {
    en: {
      label: 'Collaboration models',
      title: 'Collaboration models for software teams',
      description:
        'Two ways to work with Kovalent Software: a dedicated team that joins your organisation long term, or outsourced development with a fixed scope and delivery.',
      heading: 'Choose how we work together',
      intro:
        'Projects differ, and so should the way we work together. You can add a dedicated Kovalent team that works as part of your organisation and follows your priorities, or hand us a clearly defined project that we deliver end to end at a fixed scope. Below we compare both models by control, cost structure and typical use cases, so you can pick the one that fits.',
    },
    de: {
      label: 'Kooperationsmodelle',
      title: 'Kooperationsmodelle für Softwareprojekte',
      description:
        'Zwei Wege zur Zusammenarbeit mit Kovalent: ein dediziertes Team, das langfristig Teil Ihrer Organisation wird, oder Outsourcing mit festem Projektumfang.',
      heading: 'Wählen Sie, wie wir zusammenarbeiten',
      intro:
        'Projekte sind unterschiedlich, und die Form der Zusammenarbeit sollte es auch sein. Sie können ein dediziertes Kovalent-Team einbinden, das als Teil Ihrer Organisation nach Ihren Prioritäten arbeitet, oder uns ein klar umrissenes Projekt übergeben, das wir mit festem Umfang vollständig liefern. Unten vergleichen wir beide Modelle nach Steuerung, Kostenstruktur und typischen Anwendungsfällen, damit Sie das passende wählen können.',
    },
  },

  '/technologies': {
    en: {
      label: 'Technologies',
      title: 'Our tech stack: React, Node.js, Go and PHP',
      description:
        'The technologies Kovalent engineers use in production: React, Angular and Vue in the frontend, Node.js, Go and PHP in the backend, and when we choose each one.',
      heading: 'The technologies we build with',
      intro:
        'We choose technology to suit the product, not the other way round. Our teams work in production with React, Angular and Vue on the frontend and with Node.js, Go and PHP on the backend. Below you find each technology with the kinds of projects we use it for and the experience our engineers bring to it.',
    },
    de: {
      label: 'Technologien',
      title: 'Unser Tech-Stack: React, Node.js, Go, PHP',
      description:
        'Die Technologien, die Kovalent im Produktivbetrieb nutzt: React, Angular und Vue im Frontend, Node.js, Go und PHP im Backend – und wann wir welche einsetzen.',
      heading: 'Die Technologien, mit denen wir bauen',
      intro:
        'Wir wählen die Technologie passend zum Produkt, nicht umgekehrt. Unsere Teams setzen im Frontend React, Angular und Vue ein und im Backend Node.js, Go und PHP, jeweils im Produktivbetrieb. Unten finden Sie jede Technologie mit den Projektarten, für die wir sie nutzen, und der Erfahrung, die unsere Entwicklerinnen und Entwickler mitbringen.',
    },
  },
};
