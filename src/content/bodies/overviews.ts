import { projectsDelivered, team } from '@/config/facts';
import { siteConfig } from '@/config/site';
import { goTechnology } from '@/content/details/technologies/go';
import { reactTechnology } from '@/content/details/technologies/react';
import { figures } from '@/content/figures';
import type { PageBody } from '@/content/sections';
import type { Localized } from '@/content/types';
import { servicesInDisplayOrder, technologiesInDisplayOrder } from './link-lists';

/** '/services': all services, how they combine, how an engagement starts. */
export const servicesOverviewBody: Localized<PageBody> = {
  en: {
    hero: {
      primary: { label: 'Discuss your project', href: '/contact' },
      secondary: { label: 'See our case studies', href: '/case-studies' },
    },
    sections: [
      {
        type: 'links',
        id: 'all-services',
        heading: 'All our services',
        intro:
          'Each service has its own page with what we deliver, typical projects and how we work. Most clients start with one and add others as their product grows.',
        items: servicesInDisplayOrder,
      },
      {
        type: 'features',
        id: 'combinations',
        heading: 'How services come together in real projects',
        intro:
          'Few projects need just one service. These are the combinations we are asked for most often, and the teams we put together for them.',
        items: [
          {
            icon: 'team',
            title: 'Product teams',
            text: 'For a SaaS company or a corporate venture, product development ties UI/UX design, frontend, backend and mobile work together in one cross-functional team. A typical setup is a product manager, a designer and three to five engineers who own one product area together.',
          },
          {
            icon: 'rocket',
            title: 'Startups and first releases',
            text: `Founders usually start with the MVP Launcher: ${figures.en.launcherScopingWeeks} weeks of scoping and ${figures.en.launcherBuildWeeks} weeks of build at a fixed price, live in ${figures.en.launcherWeeks} weeks. Once the product finds traction, the same people carry on under product development, so nothing gets lost in a handover.`,
          },
          {
            icon: 'cart',
            title: 'E-commerce platforms',
            text: 'Shops with complex catalogues, B2B price lists or several markets run on Spryker. We combine it with backend work for ERP and PIM integrations and, when several teams share the storefront, with micro-frontends so that each team can release on its own schedule.',
          },
          {
            icon: 'layers',
            title: 'Content platforms',
            text: 'Brands with many editors and markets choose Adobe Experience Manager; teams that prefer an open-source, headless setup choose Strapi. Either way, our frontend developers build the components editors assemble pages from, so campaigns go live without a developer ticket.',
          },
          {
            icon: 'mobile',
            title: 'Mobile and web from one team',
            text: 'When a product needs iOS, Android and a web app, we share business logic and APIs between them. React Native or Flutter on mobile and React on the web let one backend and one design system serve all three.',
          },
          {
            icon: 'code',
            title: 'Tools that live in the browser',
            text: 'Chrome extensions bring your product into the tools people already use all day, from CRM sidebars to procurement helpers. They usually need a small backend for sign-in and data, which our backend team builds and runs alongside.',
          },
        ],
      },
      {
        type: 'process',
        id: 'getting-started',
        heading: 'How an engagement starts',
        intro:
          'Most engagements go from the first message to the first sprint within three to six weeks, depending on how much scoping the project needs.',
        steps: [
          {
            title: 'First conversation',
            duration: '1 business day',
            text: 'Write to us or book a call. In a call of 30 to 45 minutes, one of our engineers and a delivery lead listen to what you want to build, ask about users, deadlines and existing systems, and tell you whether we are the right fit.',
          },
          {
            title: 'Scoping',
            duration: `${figures.en.discoveryWeeksShort} weeks`,
            text: `For a defined project we run a paid discovery phase of ${figures.en.discoveryWeeks} weeks: workshops, a clickable prototype where useful, an architecture outline and an estimated backlog. For the MVP Launcher, this is the fixed ${figures.en.launcherScopingWeeks}-week scoping phase.`,
          },
          {
            title: 'Proposal and team',
            duration: '1 week',
            text: 'You receive a written proposal with the team, the collaboration model and the price: a fixed or capped price per milestone for an outsourced project, or a monthly fee per person for a dedicated team. You meet the people who will work on your product before you sign.',
          },
          {
            title: 'First sprint',
            duration: '2 weeks',
            text: 'Work runs in two-week sprints. At the end of the first one you see working software in a demo, not a status report, and the code lives in your repository from day one.',
          },
        ],
      },
      {
        type: 'faq',
        id: 'faq',
        heading: 'Questions about our services',
        items: [
          {
            question: 'Do we need to book several services at once?',
            answer:
              'No. Many clients start with a single service, such as a UI/UX design sprint, a Strapi setup or backend support for their own team, and add others later. Because all our services sit in one company, adding a discipline means adding people to the same team rather than briefing another agency.',
          },
          {
            question: 'Can you take over an existing codebase?',
            answer:
              'Yes, and we do it regularly. We start with a review of one to two weeks covering code, architecture, tests, dependencies, deployment and security, and give you a written assessment of the risks we see. Then we take over step by step, usually alongside your current team or vendor, so that operations never stall.',
          },
          {
            question: 'What happens to code and designs if we bring development in-house?',
            answer:
              'They are already yours: we work in repositories and design files under your accounts, and there is no licence fee for code we write for you. Because you are never tied to Kovalent tooling, your own team can take over whenever you choose.',
          },
          {
            question: 'How do you price your services?',
            answer:
              `That depends on the collaboration model. A dedicated team is billed as a monthly fee per person by role and seniority and can be resized with one month’s notice. Outsourced projects start with a paid discovery phase and then run at a fixed or capped price per milestone. The MVP Launcher is one fixed price for the full ${figures.en.launcherWeeks} weeks.`,
          },
          {
            question: 'Can you reinforce our own team?',
            answer:
              `Yes. Our engineers join your stand-ups, follow your coding guidelines and review process, and pair with your developers where it helps, in English or German. Many of our long-running engagements are mixed teams, and clients stay with us for ${figures.en.clientTenure} years on average.`,
          },
        ],
      },
      {
        type: 'cta',
        id: 'contact',
        heading: 'Not sure which service you need?',
        text: 'Tell us what you want to build or fix, and we suggest the smallest sensible team to get it done.',
        primary: { label: 'Get in touch', href: '/contact' },
        secondary: { label: 'Compare collaboration models', href: '/collaboration-models' },
      },
    ],
  },
  de: {
    hero: {
      primary: { label: 'Projekt besprechen', href: '/contact' },
      secondary: { label: 'Fallstudien ansehen', href: '/case-studies' },
    },
    sections: [
      {
        type: 'links',
        id: 'all-services',
        heading: 'Alle Leistungen im Überblick',
        intro:
          'Jede Leistung hat eine eigene Seite mit unserem Angebot, typischen Projekten und unserer Arbeitsweise. Die meisten Kunden beginnen mit einer Leistung und nehmen weitere hinzu, wenn ihr Produkt wächst.',
        items: servicesInDisplayOrder,
      },
      {
        type: 'features',
        id: 'combinations',
        heading: 'Wie unsere Leistungen in echten Projekten zusammenspielen',
        intro:
          'Kaum ein Projekt kommt mit einer einzigen Leistung aus. Das sind die Kombinationen, nach denen wir am häufigsten gefragt werden – und die Teams, die wir dafür zusammenstellen.',
        items: [
          {
            icon: 'team',
            title: 'Produktteams',
            text: 'Für ein SaaS-Unternehmen oder die Innovationseinheit eines Konzerns bündelt die Produktentwicklung UI/UX-Design, Frontend, Backend und Mobile in einem interdisziplinären Team. Typisch sind eine Person aus dem Produktmanagement, eine aus dem Design und drei bis fünf aus der Entwicklung, die einen Produktbereich gemeinsam verantworten.',
          },
          {
            icon: 'rocket',
            title: 'Start-ups und erste Releases',
            text: `Gründungsteams starten meist mit dem MVP Launcher: ${figures.de.launcherScopingWeeks} Wochen Zuschnitt und ${figures.de.launcherBuildWeeks} Wochen Umsetzung zum Festpreis, live nach ${figures.de.launcherWeeks} Wochen. Findet das Produkt seinen Markt, arbeiten dieselben Leute im Rahmen der Produktentwicklung weiter – ohne Wissensverlust durch eine Übergabe.`,
          },
          {
            icon: 'cart',
            title: 'E-Commerce-Plattformen',
            text: 'Shops mit komplexen Katalogen, B2B-Preislisten oder mehreren Ländern laufen auf Spryker. Dazu kommen Backend-Arbeiten für die Anbindung von ERP und PIM und, wenn sich mehrere Teams ein Shop-Frontend teilen, Micro-Frontends, damit jedes Team im eigenen Takt veröffentlichen kann.',
          },
          {
            icon: 'layers',
            title: 'Content-Plattformen',
            text: 'Marken mit großen Redaktionen und vielen Märkten setzen auf Adobe Experience Manager, Teams mit einer Vorliebe für Open Source und Headless auf Strapi. In beiden Fällen baut unser Frontend-Team die Komponenten, aus denen die Redaktion Seiten zusammenstellt – Kampagnen erscheinen so ohne Entwickler-Ticket.',
          },
          {
            icon: 'mobile',
            title: 'Mobile und Web aus einer Hand',
            text: 'Braucht ein Produkt iOS, Android und eine Web-App, teilen wir Geschäftslogik und APIs zwischen allen dreien. Mit React Native oder Flutter auf dem Smartphone und React im Web bedienen ein Backend und ein Designsystem sämtliche Plattformen.',
          },
          {
            icon: 'code',
            title: 'Werkzeuge direkt im Browser',
            text: 'Chrome-Erweiterungen bringen Ihr Produkt in die Werkzeuge, mit denen Ihre Zielgruppe ohnehin den ganzen Tag arbeitet – von der CRM-Seitenleiste bis zum Einkaufsassistenten. Meist gehört ein kleines Backend für Anmeldung und Daten dazu, das unser Backend-Team gleich mit entwickelt und betreibt.',
          },
        ],
      },
      {
        type: 'process',
        id: 'getting-started',
        heading: 'So beginnt die Zusammenarbeit',
        intro:
          'Von Ihrer ersten Nachricht bis zum ersten Sprint vergehen meist drei bis sechs Wochen – je nachdem, wie viel Konzeption das Projekt braucht.',
        steps: [
          {
            title: 'Erstes Gespräch',
            duration: '1 Werktag',
            text: 'Schreiben Sie uns oder vereinbaren Sie einen Termin. In einem 30- bis 45-minütigen Gespräch hören Ihnen jemand aus der Entwicklung und eine Projektleitung aus unserem Team zu, fragen nach Zielgruppe, Terminen und bestehenden Systemen und sagen Ihnen, ob wir die Richtigen für Ihr Vorhaben sind.',
          },
          {
            title: 'Konzeption',
            duration: `${figures.de.discoveryWeeksShort} Wochen`,
            text: `Bei einem klar umrissenen Projekt beginnen wir mit einer bezahlten Konzeptphase von ${figures.de.discoveryWeeks} Wochen: Workshops, bei Bedarf ein klickbarer Prototyp, ein Architekturentwurf und ein geschätztes Backlog. Beim MVP Launcher ist das die feste ${figures.de.launcherScopingWeeks}-wöchige Phase für den Zuschnitt.`,
          },
          {
            title: 'Angebot und Team',
            duration: '1 Woche',
            text: 'Sie erhalten ein schriftliches Angebot mit Team, Kooperationsmodell und Preis: ein Fest- oder Maximalpreis je Meilenstein beim Outsourcing, eine monatliche Pauschale pro Person beim dedizierten Team. Die Menschen, die an Ihrem Produkt arbeiten werden, lernen Sie vor der Unterschrift kennen.',
          },
          {
            title: 'Erster Sprint',
            duration: '2 Wochen',
            text: 'Gearbeitet wird in zweiwöchigen Sprints. Am Ende des ersten sehen Sie in einer Demo lauffähige Software statt eines Statusberichts, und der Code liegt vom ersten Tag an in Ihrem Repository.',
          },
        ],
      },
      {
        type: 'faq',
        id: 'faq',
        heading: 'Häufige Fragen zu unseren Leistungen',
        items: [
          {
            question: 'Müssen wir mehrere Leistungen gleichzeitig beauftragen?',
            answer:
              'Nein. Viele Kunden beginnen mit einer einzelnen Leistung, etwa einem UI/UX-Designsprint, einer Strapi-Einrichtung oder Backend-Unterstützung für das eigene Team, und ergänzen später weitere. Da alle Leistungen aus einem Haus kommen, bedeutet eine zusätzliche Disziplin einfach mehr Leute im selben Team – und nicht das Briefing einer weiteren Agentur.',
          },
          {
            question: 'Können Sie eine bestehende Codebasis übernehmen?',
            answer:
              'Ja, das tun wir regelmäßig. Zu Beginn prüfen wir ein bis zwei Wochen lang Code, Architektur, Tests, Abhängigkeiten, Deployment und Sicherheit und fassen die Risiken in einer schriftlichen Bewertung zusammen. Danach übernehmen wir Schritt für Schritt, meist parallel zu Ihrem bisherigen Team oder Dienstleister, damit der Betrieb ohne Unterbrechung weiterläuft.',
          },
          {
            question: 'Was passiert mit Code und Designs, wenn wir die Entwicklung ins eigene Haus holen?',
            answer:
              'Sie gehören ohnehin Ihnen: Wir arbeiten in Repositorys und Designdateien unter Ihren Konten, und für Code, den wir für Sie schreiben, fallen keine Lizenzgebühren an. Da Sie nie an Werkzeuge von Kovalent gebunden sind, kann Ihr eigenes Team jederzeit übernehmen.',
          },
          {
            question: 'Wie rechnen Sie Ihre Leistungen ab?',
            answer:
              `Das hängt vom Kooperationsmodell ab. Ein dediziertes Team rechnen wir als monatliche Pauschale pro Person nach Rolle und Senioritätsstufe ab; die Teamgröße lässt sich mit einem Monat Vorlauf anpassen. Outsourcing-Projekte beginnen mit einer bezahlten Konzeptphase und laufen danach zum Fest- oder Maximalpreis je Meilenstein. Für den MVP Launcher gilt ein Festpreis für die gesamten ${figures.de.launcherWeeks} Wochen.`,
          },
          {
            question: 'Können Sie unser eigenes Team verstärken?',
            answer:
              `Ja. Unsere Entwicklerinnen und Entwickler nehmen an Ihren Stand-ups teil, halten sich an Ihre Programmierrichtlinien und Review-Prozesse und programmieren bei Bedarf gemeinsam mit Ihrem Team – auf Deutsch oder Englisch. Viele unserer langjährigen Projekte laufen in gemischten Teams; im Schnitt bleiben Kunden ${figures.de.clientTenure} Jahre bei uns.`,
          },
        ],
      },
      {
        type: 'cta',
        id: 'contact',
        heading: 'Sie wissen noch nicht, welche Leistung Sie brauchen?',
        text: 'Beschreiben Sie uns, was Sie entwickeln oder verbessern möchten, und wir schlagen Ihnen das kleinste sinnvolle Team dafür vor.',
        primary: { label: 'Kontakt aufnehmen', href: '/contact' },
        secondary: { label: 'Kooperationsmodelle vergleichen', href: '/collaboration-models' },
      },
    ],
  },
};

/** '/technologies': the six core technologies, how we choose, the wider stack. */
export const technologiesOverviewBody: Localized<PageBody> = {
  en: {
    sections: [
      {
        type: 'links',
        id: 'core-technologies',
        heading: 'Our core technologies',
        intro:
          'Six technologies carry most of our client work. Each page explains the projects we use it for, typical architectures and the experience our engineers bring.',
        items: technologiesInDisplayOrder,
      },
      {
        type: 'prose',
        id: 'how-we-choose',
        heading: 'How we choose technology',
        paragraphs: [
          'We prefer boring technology. A framework that has been in production for years, with a large ecosystem and well-understood failure modes, is almost always a better bet than the newest release, however exciting it looks. Novelty costs time in debugging, missing libraries and outdated documentation, and it is your budget that pays for that time. We spend our appetite for experiment where it changes the product, not the plumbing.',
          `We choose for the next five years, not the next five sprints. Most software we build is still running and being extended years after launch; our clients stay with us for ${figures.en.clientTenure} years on average. So before we commit to a framework we look at its release cycle, its long-term support versions and the health of its community, and we keep dependencies few and current.`,
          'We think about who will maintain the code after us. Developers for React, TypeScript, PHP and Node.js are comparatively easy to hire in Germany, Austria and Switzerland, so an in-house team can take over without retraining. When a project needs something less common, such as Go for high-throughput services, we write down the decision and its trade-offs so nobody has to guess later.',
          'And we respect what is already there. If your team knows Angular or runs a Symfony backend, we usually build on it instead of proposing a rewrite. Rewrites are sometimes right, but they have to earn their cost with a clear business case.',
        ],
      },
      {
        type: 'technologies',
        id: 'wider-stack',
        heading: 'The wider stack',
        intro:
          'Around the six core technologies, these are the frameworks, databases and platforms our teams use in production every week.',
        items: [
          'TypeScript',
          'Next.js',
          'Nuxt',
          'NestJS',
          'Symfony',
          'Laravel',
          'Spryker',
          'Strapi',
          'React Native',
          'Flutter',
          'PostgreSQL',
          'Redis',
          'Docker',
          'Kubernetes',
          'Terraform',
          'GitHub Actions',
          'AWS (EU regions)',
          'Google Cloud (EU regions)',
        ],
      },
      {
        type: 'stats',
        id: 'experience',
        heading: 'Our experience in numbers',
        items: [
          { value: `Since ${reactTechnology.experience.since}`, label: 'building with React, PHP and Node.js in client projects' },
          { value: `Since ${goTechnology.experience.since}`, label: 'running Go services in production' },
          { value: String(team.engineering), label: 'engineers across frontend, backend and mobile' },
          { value: `${projectsDelivered}+`, label: `projects delivered since ${siteConfig.foundingYear}` },
        ],
      },
      {
        type: 'faq',
        id: 'faq',
        heading: 'Questions about our technology choices',
        items: [
          {
            question: 'Can you work with a stack that is not on this list?',
            answer:
              'Often, yes. Our engineers regularly integrate with Java, .NET and Python systems through their APIs, and read and extend such code when a project needs it. For a product built mainly in one of those languages, though, a specialist team may serve you better, and we will say so.',
          },
          {
            question: 'Do you recommend TypeScript for every project?',
            answer:
              'For almost every JavaScript project, yes. Types catch a whole class of errors before they reach production, make refactoring safer and document the code for the next developer. The small upfront cost pays back within the first months, especially when several people work on the same codebase.',
          },
          {
            question: 'Can you modernise our legacy application?',
            answer:
              'Yes. We migrate AngularJS to current Angular, upgrade PHP 5 and 7 applications to PHP 8 and split monolithic frontends into modules. We do it incrementally, behind automated tests and feature flags, so your product keeps shipping features while the migration runs.',
          },
          {
            question: 'Where do our applications run?',
            answer:
              'Wherever you prefer, but by default in the EU regions of AWS or Google Cloud, in containers on Kubernetes or on a managed service where that is simpler. Hosting stays GDPR-compliant, and the infrastructure is described as code in your repository, so you can move it or run it yourself.',
          },
          {
            question: 'How do you avoid lock-in to a framework or vendor?',
            answer:
              'We keep business logic separate from framework code, favour open standards such as PostgreSQL, OpenAPI and OAuth, and avoid proprietary cloud services where an open alternative does the job. Together with the fact that the code belongs to you from day one, this keeps the cost of changing course low.',
          },
        ],
      },
      {
        type: 'cta',
        id: 'contact',
        heading: 'Planning a project on one of these stacks?',
        text: 'Tell us about your product and your current setup. One of our senior engineers will give you a considered view of the technology choices, even if the answer is to keep what you have.',
        primary: { label: 'Talk to an engineer', href: '/contact' },
        secondary: { label: 'See our services', href: '/services' },
      },
    ],
  },
  de: {
    sections: [
      {
        type: 'links',
        id: 'core-technologies',
        heading: 'Unsere Kerntechnologien',
        intro:
          'Sechs Technologien tragen den Großteil unserer Kundenprojekte. Auf jeder Seite erfahren Sie, wofür wir sie einsetzen, welche Architekturen typisch sind und welche Erfahrung unser Team mitbringt.',
        items: technologiesInDisplayOrder,
      },
      {
        type: 'prose',
        id: 'how-we-choose',
        heading: 'Wie wir Technologien auswählen',
        paragraphs: [
          'Wir setzen bewusst auf bewährte, „langweilige“ Technik. Ein Framework, das seit Jahren im Produktivbetrieb läuft, ein großes Ökosystem hat und dessen typische Fehlerquellen bekannt sind, ist fast immer die bessere Wahl als das neueste Release, so reizvoll es auch wirkt. Neuheiten kosten Zeit für Fehlersuche, fehlende Bibliotheken und veraltete Dokumentation – und diese Zeit bezahlen Sie. Experimentierfreude heben wir uns für das Produkt auf, nicht für das Fundament.',
          `Wir entscheiden für die nächsten fünf Jahre, nicht für die nächsten fünf Sprints. Die meiste Software, die wir bauen, läuft noch Jahre nach dem Start und wird weiterentwickelt; im Schnitt bleiben Kunden ${figures.de.clientTenure} Jahre bei uns. Bevor wir uns auf ein Framework festlegen, prüfen wir deshalb Release-Zyklus, Versionen mit Langzeitsupport und wie lebendig die Community ist – und wir halten Abhängigkeiten gering und aktuell.`,
          'Wir denken daran, wer den Code nach uns pflegt. Fachleute für React, TypeScript, PHP und Node.js finden Sie in Deutschland, Österreich und der Schweiz vergleichsweise leicht, sodass ein internes Team ohne Umschulung übernehmen kann. Braucht ein Projekt etwas Selteneres, etwa Go für Dienste mit hohem Durchsatz, dokumentieren wir die Entscheidung samt Abwägungen, damit später niemand raten muss.',
          'Und wir respektieren, was bereits da ist. Kennt Ihr Team Angular oder betreiben Sie ein Symfony-Backend, bauen wir in der Regel darauf auf, statt eine Neuentwicklung vorzuschlagen. Ein Neuanfang ist manchmal richtig, muss seine Kosten aber mit einem klaren geschäftlichen Nutzen rechtfertigen.',
        ],
      },
      {
        type: 'technologies',
        id: 'wider-stack',
        heading: 'Der erweiterte Stack',
        intro:
          'Rund um die sechs Kerntechnologien nutzen unsere Teams jede Woche diese Frameworks, Datenbanken und Plattformen im Produktivbetrieb.',
        items: [
          'TypeScript',
          'Next.js',
          'Nuxt',
          'NestJS',
          'Symfony',
          'Laravel',
          'Spryker',
          'Strapi',
          'React Native',
          'Flutter',
          'PostgreSQL',
          'Redis',
          'Docker',
          'Kubernetes',
          'Terraform',
          'GitHub Actions',
          'AWS (EU-Regionen)',
          'Google Cloud (EU-Regionen)',
        ],
      },
      {
        type: 'stats',
        id: 'experience',
        heading: 'Unsere Erfahrung in Zahlen',
        items: [
          { value: `Seit ${reactTechnology.experience.since}`, label: 'Kundenprojekte mit React, PHP und Node.js' },
          { value: `Seit ${goTechnology.experience.since}`, label: 'Go-Services im Produktivbetrieb' },
          { value: String(team.engineering), label: 'Entwicklerinnen und Entwickler für Frontend, Backend und Mobile' },
          { value: `${projectsDelivered}+`, label: `abgeschlossene Projekte seit ${siteConfig.foundingYear}` },
        ],
      },
      {
        type: 'faq',
        id: 'faq',
        heading: 'Häufige Fragen zu unserer Technologiewahl',
        items: [
          {
            question: 'Arbeiten Sie auch mit einem Stack, der hier nicht aufgeführt ist?',
            answer:
              'Oft ja. Unser Entwicklungsteam bindet regelmäßig Java-, .NET- und Python-Systeme über deren APIs an und liest und erweitert solchen Code, wenn ein Projekt es erfordert. Ist ein Produkt jedoch überwiegend in einer dieser Sprachen geschrieben, hilft Ihnen ein darauf spezialisiertes Team womöglich besser – und das sagen wir Ihnen dann auch.',
          },
          {
            question: 'Empfehlen Sie TypeScript für jedes Projekt?',
            answer:
              'Für nahezu jedes JavaScript-Projekt, ja. Typen fangen eine ganze Klasse von Fehlern ab, bevor sie in Produktion gelangen, machen Refactoring sicherer und dokumentieren den Code für alle, die später daran arbeiten. Der geringe Mehraufwand zu Beginn zahlt sich schon in den ersten Monaten aus, besonders wenn mehrere Personen an derselben Codebasis arbeiten.',
          },
          {
            question: 'Können Sie unsere Altanwendung modernisieren?',
            answer:
              'Ja. Wir migrieren AngularJS auf aktuelles Angular, heben Anwendungen von PHP 5 und 7 auf PHP 8 und zerlegen monolithische Frontends in Module. Das geschieht schrittweise, abgesichert durch automatisierte Tests und Feature-Flags, sodass Ihr Produkt auch während der Migration neue Funktionen erhält.',
          },
          {
            question: 'Wo laufen unsere Anwendungen?',
            answer:
              'Wo Sie möchten – standardmäßig aber in den EU-Regionen von AWS oder Google Cloud, in Containern auf Kubernetes oder auf einem Managed Service, wenn das einfacher ist. Das Hosting bleibt DSGVO-konform, und die Infrastruktur ist als Code in Ihrem Repository beschrieben, sodass Sie sie umziehen oder selbst betreiben können.',
          },
          {
            question: 'Wie vermeiden Sie die Abhängigkeit von einem Framework oder Anbieter?',
            answer:
              'Wir trennen die Geschäftslogik vom Framework-Code, bevorzugen offene Standards wie PostgreSQL, OpenAPI und OAuth und verzichten auf proprietäre Cloud-Dienste, wo eine offene Alternative genügt. Und weil der Code vom ersten Tag an Ihnen gehört, bleiben die Kosten eines Kurswechsels gering.',
          },
        ],
      },
      {
        type: 'cta',
        id: 'contact',
        heading: 'Sie planen ein Projekt mit einer dieser Technologien?',
        text: 'Beschreiben Sie uns Ihr Produkt und Ihre aktuelle Umgebung. Eine erfahrene Fachkraft aus unserem Entwicklungsteam gibt Ihnen eine fundierte Einschätzung zur Technologiewahl – auch wenn die Antwort lautet, beim Bestehenden zu bleiben.',
        primary: { label: 'Mit dem Entwicklungsteam sprechen', href: '/contact' },
        secondary: { label: 'Unsere Leistungen', href: '/services' },
      },
    ],
  },
};

/** '/case-studies': all case studies, aggregated results, a client voice, confidentiality. */
export const caseStudiesOverviewBody: Localized<PageBody> = {
  en: {
    sections: [
      {
        type: 'case-studies',
        id: 'projects',
        heading: 'All case studies',
        intro:
          'Eight projects from e-commerce, online gaming, B2B SaaS, e-learning, engineering and manufacturing. Each one starts with a concrete problem and ends with a measured result.',
        items: [
          '/case-studies/how-we-turned-thank-you-pages-into-revenue-generators',
          '/case-studies/modular-micro-frontend-solution-for-dynamic-page-rendering',
          '/case-studies/building-a-better-casino-experience-with-aem',
          '/case-studies/slotmagie',
          '/case-studies/saas-kyc-verification-process',
          '/case-studies/e-learning',
          '/case-studies/external-document-managment-system-dms',
          '/case-studies/dashboard-for-optimizing-production-line',
        ],
      },
      {
        type: 'stats',
        id: 'results',
        heading: 'Results at a glance',
        items: [
          { value: '+4%', label: 'online revenue for a home and living retailer, from thank-you page offers' },
          { value: '40+', label: 'releases a month from five independent marketplace teams' },
          { value: '1.9 s', label: 'mobile load time (LCP) for a casino site on AEM, down from 4.2 s' },
          { value: '45%', label: 'faster mobile game lobby for Slotmagie' },
          { value: '6 min', label: 'median KYC verification for a B2B SaaS provider, down from two days' },
          { value: '67%', label: 'course completion on a Swiss e-learning platform, up from 48%' },
          { value: '60%', label: 'fewer document-related support requests at an engineering firm' },
          { value: '72%', label: 'OEE on an automotive supplier’s lines, up from 64% in nine months' },
        ],
      },
      {
        type: 'features',
        id: 'common-ground',
        heading: 'What these projects have in common',
        intro: 'The industries differ, but the way we worked was the same in every one of them.',
        items: [
          {
            icon: 'clock',
            title: 'Working software early',
            text: 'Each project ran in two-week sprints with a demo at the end of every sprint, so our clients judged progress by software they could try, not by slides.',
          },
          {
            icon: 'code',
            title: 'Code the client owns',
            text: 'Every line lived in the client’s repositories from the first commit, documented and tested, so their own teams could take over or keep building with us.',
          },
          {
            icon: 'chart',
            title: 'A number agreed up front',
            text: 'Before writing code we agreed with each client which figure the project should move, whether revenue, load time, completion rate or OEE, and how to measure it.',
          },
        ],
      },
      {
        type: 'testimonial',
        id: 'client-voice',
        quote:
          'We had asked for a faster onboarding form. What we got was a verification process our compliance team trusts and our customers barely notice. New business customers are now verified in minutes rather than days, and our operations team spends its time on genuine edge cases instead of chasing documents by email.',
        author: 'CTO',
        role: 'B2B payments SaaS provider, Berlin',
      },
      {
        type: 'prose',
        id: 'confidentiality',
        heading: 'Why most of our clients stay anonymous',
        paragraphs: [
          'Most of the companies we work for would rather not see their suppliers on a public website, and many of them are not allowed to: online gaming operators, payment providers and manufacturers often have strict confidentiality agreements with their own partners. So unless a client has agreed to be named, as Slotmagie has, we describe them by industry, size and region instead.',
          'What we never change are the facts. The figures in these case studies come from our clients’ own analytics, monitoring and reports, measured before and after launch, and we quote them the way they were measured: medians as medians, a quarter as a quarter.',
          'If you want to know more than we can publish, ask us. Under a non-disclosure agreement we can walk you through the architecture, code samples and delivery metrics of comparable projects, and for larger engagements we arrange a call with a client who has agreed to talk about working with us.',
          'The same discretion applies to you. We are happy to sign your NDA before the first detailed conversation, and your project will only ever appear on this page if you say yes.',
        ],
      },
      {
        type: 'cta',
        id: 'contact',
        heading: 'Facing a similar problem?',
        text: 'Tell us where your product is stuck. We reply within one business day and, if it helps, walk you through the most comparable project in detail.',
        primary: { label: 'Discuss your project', href: '/contact' },
        secondary: { label: 'See our services', href: '/services' },
      },
    ],
  },
  de: {
    sections: [
      {
        type: 'case-studies',
        id: 'projects',
        heading: 'Alle Fallstudien',
        intro:
          'Acht Projekte aus E-Commerce, Online-Gaming, B2B-SaaS, E-Learning, Ingenieurwesen und Fertigung. Jedes beginnt mit einem konkreten Problem und endet mit einem messbaren Ergebnis.',
        items: [
          '/case-studies/how-we-turned-thank-you-pages-into-revenue-generators',
          '/case-studies/modular-micro-frontend-solution-for-dynamic-page-rendering',
          '/case-studies/building-a-better-casino-experience-with-aem',
          '/case-studies/slotmagie',
          '/case-studies/saas-kyc-verification-process',
          '/case-studies/e-learning',
          '/case-studies/external-document-managment-system-dms',
          '/case-studies/dashboard-for-optimizing-production-line',
        ],
      },
      {
        type: 'stats',
        id: 'results',
        heading: 'Ergebnisse auf einen Blick',
        items: [
          { value: '+4 %', label: 'Onlineumsatz für einen Einrichtungshändler durch Angebote auf der Dankesseite' },
          { value: '40+', label: 'Releases pro Monat von fünf unabhängigen Marktplatz-Teams' },
          { value: '1,9 s', label: 'mobile Ladezeit (LCP) einer Casino-Website auf AEM, vorher 4,2 s' },
          { value: '45 %', label: 'schnellere mobile Spiele-Lobby für Slotmagie' },
          { value: '6 Min.', label: 'KYC-Verifizierung im Median bei einem B2B-SaaS-Anbieter, vorher zwei Tage' },
          { value: '67 %', label: 'Abschlussquote auf einer Schweizer E-Learning-Plattform, vorher 48 %' },
          { value: '60 %', label: 'weniger Supportanfragen zu Dokumenten bei einem Ingenieurunternehmen' },
          { value: '72 %', label: 'OEE bei einem Automobilzulieferer, vorher 64 % – erreicht in neun Monaten' },
        ],
      },
      {
        type: 'features',
        id: 'common-ground',
        heading: 'Was diese Projekte gemeinsam haben',
        intro: 'Die Branchen sind verschieden, doch unsere Arbeitsweise war in jedem dieser Projekte dieselbe.',
        items: [
          {
            icon: 'clock',
            title: 'Früh lauffähige Software',
            text: 'Jedes Projekt lief in zweiwöchigen Sprints mit einer Demo am Ende jedes Sprints – unsere Kunden beurteilten den Fortschritt an Software, die sie ausprobieren konnten, nicht an Folien.',
          },
          {
            icon: 'code',
            title: 'Code, der dem Kunden gehört',
            text: 'Jede Zeile lag vom ersten Commit an dokumentiert und getestet in den Repositorys des Kunden, sodass dessen eigene Teams übernehmen oder mit uns weiterbauen konnten.',
          },
          {
            icon: 'chart',
            title: 'Eine Kennzahl, vorab vereinbart',
            text: 'Bevor wir Code schrieben, legten wir mit jedem Kunden fest, welche Zahl sich bewegen soll – Umsatz, Ladezeit, Abschlussquote oder OEE – und wie wir sie messen.',
          },
        ],
      },
      {
        type: 'testimonial',
        id: 'client-voice',
        quote:
          'Bestellt hatten wir ein schnelleres Registrierungsformular. Bekommen haben wir einen Verifizierungsprozess, dem unser Compliance-Team vertraut und den unsere Kunden kaum bemerken. Neue Geschäftskunden sind heute in Minuten statt in Tagen verifiziert, und unsere Sachbearbeitung kümmert sich um echte Sonderfälle, statt Dokumenten per E-Mail hinterherzulaufen.',
        author: 'Technische Leitung',
        role: 'B2B-SaaS-Anbieter für Zahlungsdienste, Berlin',
      },
      {
        type: 'prose',
        id: 'confidentiality',
        heading: 'Warum die meisten unserer Kunden anonym bleiben',
        paragraphs: [
          'Die meisten Unternehmen, für die wir arbeiten, sehen ihre Dienstleister ungern auf einer öffentlichen Website, und viele dürfen es auch gar nicht: Online-Gaming-Betreiber, Zahlungsdienstleister und Industrieunternehmen haben oft strenge Vertraulichkeitsvereinbarungen mit ihren eigenen Partnern. Sofern ein Kunde einer Nennung nicht ausdrücklich zugestimmt hat – wie Slotmagie –, beschreiben wir ihn deshalb nach Branche, Größe und Region.',
          'An den Fakten ändern wir dagegen nichts. Die Zahlen in diesen Fallstudien stammen aus den Analysen, dem Monitoring und den Berichten unserer Kunden, gemessen vor und nach dem Start, und wir geben sie so wieder, wie sie erhoben wurden: Medianwerte als Median, ein Quartal als Quartal.',
          'Wenn Sie mehr wissen möchten, als wir veröffentlichen können, fragen Sie uns. Unter einer Geheimhaltungsvereinbarung zeigen wir Ihnen Architektur, Codebeispiele und Lieferkennzahlen vergleichbarer Projekte, und bei größeren Vorhaben vermitteln wir ein Gespräch mit einem Kunden, der bereit ist, über die Zusammenarbeit mit uns zu sprechen.',
          'Dieselbe Diskretion gilt für Sie. Auf Wunsch unterschreiben wir Ihre Geheimhaltungsvereinbarung schon vor dem ersten ausführlichen Gespräch, und Ihr Projekt erscheint nur dann auf dieser Seite, wenn Sie ausdrücklich zustimmen.',
        ],
      },
      {
        type: 'cta',
        id: 'contact',
        heading: 'Stehen Sie vor einer ähnlichen Aufgabe?',
        text: 'Schildern Sie uns, wo Ihr Produkt gerade hakt. Wir antworten innerhalb eines Werktags und stellen Ihnen auf Wunsch das vergleichbarste Projekt im Detail vor.',
        primary: { label: 'Projekt besprechen', href: '/contact' },
        secondary: { label: 'Unsere Leistungen', href: '/services' },
      },
    ],
  },
};
