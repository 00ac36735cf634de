import type { TechnologyDetail } from '../types';
import { figures } from '@/content/figures';

/** Angular: why and where the agency uses it (long-lived business applications, dashboards, portals, migrations). */
export const angularTechnology: TechnologyDetail = {
  experience: { since: 2016, engineers: 10, projects: 25 },
  ecosystem: [
    'Angular CLI',
    'TypeScript',
    'RxJS',
    'Angular Signals',
    'NgRx',
    'Angular Material',
    'Angular CDK',
    'Nx',
    'Angular Elements',
    'Module Federation',
    'Jest',
    'Playwright',
    'Storybook',
    'ESLint',
  ],
  text: {
    en: {
      why: [
        'We choose Angular when an application is open all day on the desks of people doing complex, repetitive work: shift leads watching a production line, engineers managing drawings and contracts, clerks working through forms with dozens of dependent fields. Angular ships routing, forms, HTTP, dependency injection and testing as one framework with one release schedule, so nobody has to keep ten loosely related libraries compatible for years.',
        'Its conventions pay off when a codebase lives for years and passes through several teams: a developer who joins in year four finds things where they expect them. Standalone components and signals have removed much of the boilerplate of older releases, and RxJS remains a natural fit for live data such as machine states or upload progress.',
        'We don’t recommend Angular for everything; a marketing site or a small storefront is usually faster to build with React or Vue. But when a client already runs Angular, we modernise it rather than propose a rewrite. On a DACH marketplace, two legacy Angular modules kept running inside the new micro-frontend architecture while the teams around them moved to React and Vue.',
      ],
      builds: {
        intro:
          'Our Angular work is mostly internal and partner-facing software: applications that replace spreadsheets, email attachments and paper forms, and that have to keep working for years.',
        items: [
          {
            icon: 'chart',
            title: 'Real-time operational dashboards',
            text: 'Dashboards that update over WebSockets without reloads and stay responsive with thousands of data points. For a German automotive supplier we built an Angular dashboard that shows OEE and the reason behind every stop for 40 machines on three lines, fed by Go ingestion services.',
          },
          {
            icon: 'book',
            title: 'Document and partner portals',
            text: 'Portals where external partners upload, review and approve documents, with project workspaces, role-based permissions, version history and full-text search. The external DMS we built for an Austrian engineering company serves 1,200 partners through an Angular frontend on a Symfony backend.',
          },
          {
            icon: 'check',
            title: 'Form-heavy back-office applications',
            text: 'Multi-step applications with validation rules that depend on each other, drafts that survive a closed tab and role-specific views. Typed reactive forms keep hundreds of fields manageable, and every rule is covered by unit tests.',
          },
          {
            icon: 'layers',
            title: 'Angular modules in micro-frontends',
            text: 'Angular applications that run next to React and Vue under a shared composition layer, integrated through Module Federation or as web components with Angular Elements. Each team deploys its module on its own schedule.',
          },
          {
            icon: 'code',
            title: 'Upgrades and AngularJS migrations',
            text: 'Step-by-step migrations from AngularJS or unsupported Angular versions to current releases. We add tests around critical flows first, then move screen by screen, running old and new code side by side so that users never face a big-bang switch.',
          },
        ],
      },
      ecosystemIntro: 'We stay close to the official Angular toolchain and add libraries only where they solve a concrete problem, which keeps the regular major-version upgrades predictable.',
      experience:
        'Our first production Angular project went live in the year Angular 2 was released. Because most of our Angular clients run their applications for many years, a large part of this experience is not just launches but several major-version upgrades of the same codebase.',
      faq: [
        {
          question: 'Should we choose Angular or React for a new application?',
          answer:
            'For large internal applications with many forms and several teams working on them, Angular’s built-in structure is a real advantage. For customer-facing products that need fast iteration, server-side rendering or a shared codebase with a mobile app, we usually recommend React. If your developers already know one of the two well, that often decides it.',
        },
        {
          question: 'Can you migrate our AngularJS application?',
          answer:
            `Yes. We start with a review of one to two weeks covering code, dependencies and test coverage, and you receive a written migration plan with the order of screens and an effort estimate. Most migrations then run alongside normal feature work, with old and new parts side by side, so that the application is never frozen. Larger migrations can start with a paid discovery, which typically costs ${figures.en.discoveryPrice}.`,
        },
        {
          question: 'How do you keep an Angular application up to date?',
          answer:
            'Angular currently publishes a major version every six months, and each one is supported for 18 months, the last twelve with security and critical fixes only. We plan the upgrade into a regular sprint, run the official migration schematics with ng update and rely on automated tests and CI to catch regressions. Done this way, an upgrade usually takes days rather than turning into a project of its own.',
        },
        {
          question: 'What does an Angular team cost over the years?',
          answer:
            `Angular applications usually run for many years, so the cost is driven by team size over time rather than a one-off build. A dedicated team of three to eight people usually starts within two to four weeks. It is billed as a monthly fee per person, typically ${figures.en.personMonth} depending on role and seniority. You meet the engineers before you sign, and the code lives in your repository from the first day.`,
        },
      ],
    },
    de: {
      why: [
        'Angular wählen wir, wenn eine Anwendung den ganzen Tag auf den Bildschirmen von Menschen geöffnet ist, die komplexe, wiederkehrende Arbeit erledigen: die Schichtleitung, die eine Fertigungslinie im Blick behält, das Ingenieurteam, das Zeichnungen und Verträge verwaltet, die Sachbearbeitung, die Formulare mit Dutzenden voneinander abhängigen Feldern ausfüllt. Angular liefert Routing, Formulare, HTTP, Dependency Injection und Tests als ein Framework mit einem gemeinsamen Release-Zyklus – niemand muss jahrelang zehn lose verbundene Bibliotheken miteinander verträglich halten.',
        'Seine Konventionen zahlen sich aus, wenn eine Codebasis viele Jahre lebt und durch die Hände mehrerer Teams geht: Wer im vierten Projektjahr dazukommt, findet alles an der erwarteten Stelle. Standalone Components und Signals haben viel vom Boilerplate-Code älterer Releases beseitigt, und RxJS passt nach wie vor hervorragend zu Echtzeitdaten wie Maschinenzuständen oder Upload-Fortschritt.',
        'Wir empfehlen Angular nicht für jedes Vorhaben; eine Marketing-Website oder ein kleines Shop-Frontend ist mit React oder Vue meist schneller umgesetzt. Setzt ein Kunde aber bereits Angular ein, modernisieren wir es, statt einen Neubau vorzuschlagen. Bei einem Marktplatz aus der DACH-Region liefen zwei bestehende Angular-Module in der neuen Micro-Frontend-Architektur weiter, während die übrigen Teams auf React und Vue umstiegen.',
      ],
      builds: {
        intro:
          'Mit Angular entsteht bei uns vor allem Software für interne Teams und Geschäftspartner: Anwendungen, die Tabellen, E-Mail-Anhänge und Papierformulare ablösen und über Jahre zuverlässig laufen müssen.',
        items: [
          {
            icon: 'chart',
            title: 'Echtzeit-Dashboards für den Betrieb',
            text: 'Dashboards, die sich per WebSocket ohne Neuladen aktualisieren und auch bei Tausenden Datenpunkten flüssig bleiben. Für einen deutschen Automobilzulieferer haben wir ein Angular-Dashboard gebaut, das für 40 Maschinen an drei Linien die OEE und den Grund jedes Stillstands anzeigt – gespeist von Go-Services.',
          },
          {
            icon: 'book',
            title: 'Dokumenten- und Partnerportale',
            text: 'Portale, in denen externe Partner Dokumente hochladen, prüfen und freigeben – mit Projektbereichen, rollenbasierten Berechtigungen, Versionshistorie und Volltextsuche. Das externe DMS eines österreichischen Ingenieurunternehmens nutzen heute 1.200 Partner über ein Angular-Frontend auf einem Symfony-Backend.',
          },
          {
            icon: 'check',
            title: 'Formularlastige Backoffice-Anwendungen',
            text: 'Mehrstufige Anwendungen mit voneinander abhängigen Validierungsregeln, Entwürfen, die ein geschlossenes Browserfenster überstehen, und Ansichten je nach Rolle. Typisierte Reactive Forms halten Hunderte Felder beherrschbar, und jede Regel ist durch Unit-Tests abgesichert.',
          },
          {
            icon: 'layers',
            title: 'Angular-Module in Micro-Frontends',
            text: 'Angular-Anwendungen, die neben React und Vue unter einer gemeinsamen Kompositionsschicht laufen – eingebunden per Module Federation oder als Web Components mit Angular Elements. Jedes Team liefert sein Modul im eigenen Takt aus.',
          },
          {
            icon: 'code',
            title: 'Upgrades und AngularJS-Migrationen',
            text: 'Schrittweise Migration von AngularJS oder nicht mehr unterstützten Angular-Versionen auf aktuelle Releases. Zuerst sichern wir die kritischen Abläufe mit Tests ab, dann ziehen wir Ansicht für Ansicht um. Alter und neuer Code laufen dabei parallel, sodass niemand einen harten Umstieg erlebt.',
          },
        ],
      },
      ecosystemIntro: 'Wir bleiben nah an der offiziellen Angular-Toolchain und ergänzen Bibliotheken nur, wenn sie ein konkretes Problem lösen. So bleiben die regelmäßigen Major-Upgrades gut planbar.',
      experience:
        'Unser erstes Angular-Projekt ging im Erscheinungsjahr von Angular 2 in Produktion. Weil die meisten unserer Angular-Kunden ihre Anwendungen über viele Jahre betreiben, besteht ein großer Teil dieser Erfahrung nicht nur aus Neuentwicklungen, sondern auch aus mehreren Major-Upgrades derselben Codebasis.',
      faq: [
        {
          question: 'Sollten wir für eine neue Anwendung Angular oder React wählen?',
          answer:
            'Bei großen internen Anwendungen mit vielen Formularen, an denen mehrere Teams arbeiten, ist die eingebaute Struktur von Angular ein echter Vorteil. Für kundennahe Produkte, die schnelle Iterationen, serverseitiges Rendering oder eine gemeinsame Codebasis mit einer mobilen App brauchen, empfehlen wir meist React. Kennt Ihr Entwicklungsteam eines der beiden Frameworks bereits gut, gibt das oft den Ausschlag.',
        },
        {
          question: 'Können Sie unsere AngularJS-Anwendung migrieren?',
          answer:
            `Ja. Zu Beginn prüfen wir ein bis zwei Wochen lang Code, Abhängigkeiten und Testabdeckung; Sie erhalten einen schriftlichen Migrationsplan mit der Reihenfolge der Ansichten und einer Aufwandsschätzung. Die meisten Migrationen laufen danach parallel zur normalen Weiterentwicklung, alte und neue Teile nebeneinander, sodass die Anwendung nie eingefroren wird. Größere Migrationen können mit einer bezahlten Konzeptphase beginnen, die in der Regel ${figures.de.discoveryPrice} kostet.`,
        },
        {
          question: 'Wie halten Sie eine Angular-Anwendung aktuell?',
          answer:
            'Angular veröffentlicht derzeit alle sechs Monate eine neue Major-Version, die jeweils 18 Monate lang unterstützt wird, in den letzten zwölf Monaten nur noch mit Sicherheits- und kritischen Fehlerkorrekturen. Wir planen das Upgrade in einen regulären Sprint ein, führen mit ng update die offiziellen Migrationsskripte aus und verlassen uns auf automatisierte Tests und CI, um Regressionen früh zu erkennen. So dauert ein Upgrade meist wenige Tage und wird nicht zum eigenen Projekt.',
        },
        {
          question: 'Was kostet ein Angular-Team über die Jahre?',
          answer:
            `Angular-Anwendungen laufen meist viele Jahre, deshalb bestimmen Teamgröße und Laufzeit die Kosten, weniger ein einmaliger Neubau. Ein dediziertes Team aus drei bis acht Personen startet in der Regel innerhalb von zwei bis vier Wochen. Abgerechnet wird eine monatliche Pauschale pro Person, je nach Rolle und Seniorität typischerweise ${figures.de.personMonth}. Sie lernen die Entwicklerinnen und Entwickler vor der Unterschrift kennen, und der Code liegt vom ersten Tag an in Ihrem Repository.`,
        },
      ],
    },
  },
};
