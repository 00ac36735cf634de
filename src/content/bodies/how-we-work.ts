import { siteConfig } from '@/config/site';
import { accessibility, projectsDelivered, team } from '@/config/facts';
import { figures } from '@/content/figures';
import type { PageBody } from '@/content/sections';
import type { Localized } from '@/content/types';

export const howWeWorkBody: Localized<PageBody> = {
  en: {
    hero: {
      primary: { label: 'Book an introductory call', href: '/contact' },
      secondary: { label: 'See our case studies', href: '/case-studies' },
    },
    sections: [
      {
        type: 'process',
        id: 'phases',
        heading: 'Six phases from first idea to running software',
        intro:
          `In practice the phases overlap a little, but each one ends with a result you can check before we move on. The durations below are typical for a product built over three to nine months; our fixed-price MVP Launcher runs through the same steps in ${figures.en.launcherWeeks} weeks.`,
        steps: [
          {
            title: 'Introductory call and proposal',
            duration: '1 week',
            text: 'In a call of 30 to 45 minutes we talk about your goals, your users, your deadlines and the systems you already run. A few days later you receive a short proposal: the team we suggest, the collaboration model that fits and a fixed price for the discovery phase.',
          },
          {
            title: 'Discovery',
            duration: `${figures.en.discoveryWeeksShort} weeks`,
            text: 'In workshops with your stakeholders we map users, processes and constraints, review existing code and data, and turn the scope into a prioritised backlog. You receive an architecture outline, a release plan and an estimate with realistic ranges instead of one optimistic number.',
          },
          {
            title: 'Design and architecture',
            duration: '2–3 weeks',
            text: 'Our designers build clickable Figma prototypes of the key screens and test them with five to eight people from your target group before anything is coded. In parallel the tech lead sets up repositories, environments and the CI pipeline, and records the decisions that are expensive to change later as short architecture decision records.',
          },
          {
            title: 'Delivery in two-week sprints',
            duration: 'Ongoing',
            text: 'Every sprint starts with planning against the backlog and ends with a demo of working software in your test environment. You accept or reject each story, we adjust the plan together, and you always know what the next sprint will contain.',
          },
          {
            title: 'Launch',
            duration: '1–2 weeks',
            text: 'Before go-live we run load tests, a security review and an accessibility check, migrate data, rehearse the deployment and agree a rollback plan. We launch on a weekday morning, never on a Friday afternoon, and the whole team is on hand for the first days.',
          },
          {
            title: 'Support and further development',
            duration: 'Ongoing',
            text: 'After launch the same team stays on for a hypercare period, then either keeps building or moves to a support agreement with defined response times. Monitoring, security patches and dependency upgrades are part of every support plan.',
          },
        ],
      },
      {
        type: 'prose',
        id: 'transparency',
        heading: 'What you see at every step',
        paragraphs: [
          'You never have to ask where your project stands. From the first sprint you have access to the backlog, the repositories and a test environment that updates automatically with every merged change. Each sprint demo is followed by a short written summary: what was finished, what moved and which decisions we need from you.',
          'The code belongs to you from day one. Repositories live in your GitHub or GitLab organisation, designs in your Figma workspace, infrastructure is described as code with Terraform, and everything is documented well enough that another team could run it without us. The contract transfers all rights of use to you, and we use no proprietary frameworks or licences that would tie you to us. Hosting stays in EU regions of AWS or Google Cloud, or in your own data centre, and we sign a GDPR data processing agreement before we touch any personal data.',
          'Every two weeks you get a budget report against the plan: effort or milestones used, remaining scope and the risks we see. If an estimate turns out to be wrong, you hear it from us in the next sprint review, together with options, and not at the end of the project.',
        ],
      },
      {
        type: 'features',
        id: 'quality',
        heading: 'Quality is built in, not tested in at the end',
        intro:
          'The same engineering standards apply to every project, whatever its size. They are part of our estimates, so they are never the first thing to go when time gets short.',
        items: [
          {
            title: 'Automated testing',
            icon: 'check',
            text: 'Unit and integration tests run on every commit, with Vitest or Jest for TypeScript, PHPUnit for PHP and Go’s own test tooling. Critical journeys such as sign-up, checkout and payment are covered by end-to-end tests in Playwright.',
          },
          {
            title: 'Code review',
            icon: 'code',
            text: 'No change reaches the main branch without a pull request reviewed by at least one other engineer. Reviews look at readability, tests and security; the tech lead also reviews anything that touches the architecture or the data model.',
          },
          {
            title: 'CI/CD',
            icon: 'rocket',
            text: 'Pipelines in GitHub Actions or GitLab CI build, test and scan every change and deploy it to a preview environment. Production releases are automated and repeatable, and a faulty release can be rolled back within minutes.',
          },
          {
            title: 'Accessibility',
            icon: 'heart',
            text: `We design and build to ${accessibility.standard}, which includes ${accessibility.legalBaseline}, the level the German Accessibility Strengthening Act (BFSG) relies on for consumer-facing digital services. Automated checks run in the pipeline, and we test key screens with the keyboard and a screen reader.`,
          },
          {
            title: 'Security',
            icon: 'shield',
            text: 'We follow the OWASP Top 10, scan dependencies and container images automatically and keep secrets out of the code. Access to production is personal, logged and limited to the people who need it, and an external penetration test can be scheduled before launch.',
          },
          {
            title: 'Monitoring',
            icon: 'chart',
            text: 'Every live system gets error tracking with Sentry, metrics and dashboards in Grafana, and alerts for uptime and response times. We look at real performance data, including Core Web Vitals, in the sprint review, not only when something breaks.',
          },
        ],
      },
      {
        type: 'features',
        id: 'communication',
        heading: 'How we communicate',
        intro:
          'Short lines of communication are the main reason projects stay on track. You talk to the people who build your product, in the language you prefer, with the tools your team already uses.',
        items: [
          {
            title: 'Direct access to the team',
            icon: 'team',
            text: 'You get a shared Slack or Microsoft Teams channel with everyone on the project. Questions go straight to the engineer or designer who knows the answer, not through an account manager.',
          },
          {
            title: 'One accountable delivery lead',
            icon: 'check',
            text: 'A delivery lead from our product team owns the plan, the budget and the risks. You have one person to call when something needs deciding, and that person knows the state of every ticket.',
          },
          {
            title: 'Fixed rituals',
            icon: 'clock',
            text: 'A 15-minute daily stand-up you are welcome to join, sprint planning and a sprint review with demo every two weeks, a retrospective after each sprint and a monthly steering meeting with the decision makers on both sides.',
          },
          {
            title: 'Shared tools',
            icon: 'layers',
            text: 'Backlog in Jira or Linear, documentation in Confluence or Notion, designs in Figma, code in GitHub or GitLab. If you already use these tools, we work in yours; if not, we set them up in your name.',
          },
          {
            title: 'English and German',
            icon: 'globe',
            text: 'Every project is run in English and German. Meetings, tickets and documentation follow the language your team works in, and a German-speaking contact is always available for business and contract questions.',
          },
          {
            title: 'Your working day',
            icon: 'chat',
            text: 'Our teams work from Berlin and Leipzig, Monday to Friday from 9:00 to 18:00 German time, so we share your working hours. Incidents in production are handled as agreed in your support plan.',
          },
        ],
      },
      {
        type: 'stats',
        id: 'numbers',
        heading: 'Our process in numbers',
        items: [
          { value: `${projectsDelivered}+`, label: `projects delivered since ${siteConfig.foundingYear}` },
          { value: '2 weeks', label: 'sprint length in every project' },
          { value: `${figures.en.clientTenure} years`, label: 'average length of a client relationship' },
          { value: '4.8 / 5', label: 'average rating from 115 client reviews' },
          { value: '1 business day', label: 'until you get a reply to your enquiry' },
          { value: String(team.engineering), label: 'engineers in Berlin and Leipzig' },
        ],
      },
      {
        type: 'faq',
        id: 'faq',
        heading: 'Questions about our process',
        items: [
          {
            question: 'How long does discovery take, and what does it cost?',
            answer:
              `Most discovery phases take ${figures.en.discoveryWeeks} weeks, depending on the number of stakeholders, the systems involved and the open questions. We agree a fixed price for it in advance, based on its length and the people involved. You receive a prioritised backlog, an architecture outline, prototypes of the key screens and an estimate, and you may use all of it even if you continue with another provider.`,
          },
          {
            question: 'How much of my time will the project need?',
            answer:
              'Plan for one product owner on your side who can make decisions, usually two to four hours a week plus the sprint review every two weeks. During discovery the key people need more time, around one to two days a week. Projects slow down most when decisions wait, so we agree at the start who decides what.',
          },
          {
            question: 'Can we change priorities during the project?',
            answer:
              'Yes. With a dedicated team you reorder the backlog before any sprint planning, so a change takes effect within two weeks at most. In a fixed-price project, changes go through a short change request that shows the effect on price and date, and you decide whether to swap scope, extend the plan or leave things as they are.',
          },
          {
            question: 'How do you work alongside our in-house developers?',
            answer:
              'Yes, and many of our projects are set up exactly like that. We work in your repositories, follow your conventions and review each other’s pull requests, or we agree on shared rules in the first sprint. Many clients use the collaboration to build up internal knowledge before they take over parts of the system themselves.',
          },
          {
            question: 'What happens after the launch?',
            answer:
              'The team stays on for a hypercare period of two to four weeks to fix issues quickly and watch the monitoring closely. After that you choose between continued development, a support agreement with defined response times, or a documented handover to your own team.',
          },
        ],
      },
      {
        type: 'cta',
        id: 'cta',
        heading: 'Let’s plan your first sprint',
        text: 'Tell us what you want to build and where you stand today. We suggest a first call with a product manager and an engineer, free of charge and without obligation.',
        primary: { label: 'Start a conversation', href: '/contact' },
        secondary: { label: 'Compare collaboration models', href: '/collaboration-models' },
      },
    ],
  },
  de: {
    hero: {
      primary: { label: 'Erstgespräch vereinbaren', href: '/contact' },
      secondary: { label: 'Fallstudien ansehen', href: '/case-studies' },
    },
    sections: [
      {
        type: 'process',
        id: 'phases',
        heading: 'Sechs Phasen von der Idee bis zur laufenden Software',
        intro:
          `In der Praxis gehen die Phasen etwas ineinander über, doch jede endet mit einem Ergebnis, das Sie prüfen können, bevor es weitergeht. Die Zeitangaben gelten für typische Produkte mit drei bis neun Monaten Laufzeit; unser MVP Launcher zum Festpreis durchläuft dieselben Schritte in ${figures.de.launcherWeeks} Wochen.`,
        steps: [
          {
            title: 'Erstgespräch und Angebot',
            duration: '1 Woche',
            text: 'In einem 30- bis 45-minütigen Gespräch klären wir Ihre Ziele, Ihre Zielgruppe, Ihre Termine und die Systeme, die Sie bereits betreiben. Wenige Tage später erhalten Sie ein kurzes Angebot: das vorgeschlagene Team, das passende Kooperationsmodell und einen Festpreis für die Konzeptphase.',
          },
          {
            title: 'Konzeptphase',
            duration: `${figures.de.discoveryWeeksShort} Wochen`,
            text: 'In Workshops mit den Beteiligten auf Ihrer Seite erfassen wir Zielgruppen, Abläufe und Rahmenbedingungen, sichten vorhandenen Code und vorhandene Daten und übersetzen den Umfang in ein priorisiertes Backlog. Sie erhalten eine Architekturskizze, einen Releaseplan und eine Schätzung mit realistischen Spannen statt einer einzigen optimistischen Zahl.',
          },
          {
            title: 'Design und Architektur',
            duration: '2–3 Wochen',
            text: 'Unsere Designerinnen und Designer bauen klickbare Figma-Prototypen der wichtigsten Ansichten und testen sie mit fünf bis acht Menschen aus Ihrer Zielgruppe, bevor eine Zeile Code entsteht. Parallel richtet die technische Leitung Repositorys, Umgebungen und die CI-Pipeline ein und hält Entscheidungen, die sich später nur teuer ändern lassen, in kurzen Architecture Decision Records fest.',
          },
          {
            title: 'Umsetzung in Zwei-Wochen-Sprints',
            duration: 'Laufend',
            text: 'Jeder Sprint beginnt mit einer Planung anhand des Backlogs und endet mit einer Demo lauffähiger Software in Ihrer Testumgebung. Sie nehmen jede Story ab oder weisen sie zurück, wir passen den Plan gemeinsam an, und Sie wissen immer, was der nächste Sprint bringt.',
          },
          {
            title: 'Produktivstart',
            duration: '1–2 Wochen',
            text: 'Vor der Inbetriebnahme führen wir Lasttests, eine Sicherheitsprüfung und einen Barrierefreiheitstest durch, migrieren Daten, proben das Deployment und vereinbaren einen Rollback-Plan. Freigeschaltet wird an einem Werktag vormittags, nie am Freitagnachmittag, und das ganze Team ist in den ersten Tagen erreichbar.',
          },
          {
            title: 'Betreuung und Weiterentwicklung',
            duration: 'Laufend',
            text: 'Nach dem Start bleibt dasselbe Team für eine Phase intensiver Nachbetreuung an Bord und entwickelt danach entweder weiter oder wechselt in einen Supportvertrag mit festen Reaktionszeiten. Monitoring, Sicherheitsupdates und die Aktualisierung von Abhängigkeiten gehören zu jedem Supportpaket.',
          },
        ],
      },
      {
        type: 'prose',
        id: 'transparency',
        heading: 'Was Sie in jeder Phase sehen',
        paragraphs: [
          'Sie müssen nie nachfragen, wo Ihr Projekt steht. Ab dem ersten Sprint haben Sie Zugriff auf das Backlog, die Repositorys und eine Testumgebung, die sich mit jeder übernommenen Änderung automatisch aktualisiert. Auf jede Sprint-Demo folgt eine kurze schriftliche Zusammenfassung: was fertig ist, was sich verschoben hat und welche Entscheidungen wir von Ihnen brauchen.',
          'Der Code gehört Ihnen vom ersten Tag an. Die Repositorys liegen in Ihrer GitHub- oder GitLab-Organisation, die Designs in Ihrem Figma-Arbeitsbereich, die Infrastruktur ist mit Terraform als Code beschrieben, und alles ist so dokumentiert, dass auch ein anderes Team das System ohne uns betreiben könnte. Der Vertrag überträgt Ihnen sämtliche Nutzungsrechte, und wir setzen keine proprietären Frameworks oder Lizenzen ein, die Sie an uns binden würden. Gehostet wird in EU-Regionen von AWS oder Google Cloud oder in Ihrem eigenen Rechenzentrum, und bevor wir personenbezogene Daten verarbeiten, schließen wir einen Auftragsverarbeitungsvertrag nach DSGVO.',
          'Alle zwei Wochen erhalten Sie einen Budgetbericht im Abgleich mit dem Plan: verbrauchter Aufwand oder erreichte Meilensteine, offener Umfang und die Risiken, die wir sehen. Stellt sich eine Schätzung als falsch heraus, erfahren Sie das im nächsten Sprint-Review von uns, zusammen mit Handlungsoptionen, und nicht erst am Projektende.',
        ],
      },
      {
        type: 'features',
        id: 'quality',
        heading: 'Qualität entsteht beim Bauen, nicht erst beim Testen',
        intro:
          'Für jedes Projekt gelten dieselben Entwicklungsstandards, unabhängig von seiner Größe. Sie sind fester Bestandteil unserer Schätzungen und werden deshalb nicht als Erstes gestrichen, wenn die Zeit knapp wird.',
        items: [
          {
            title: 'Automatisierte Tests',
            icon: 'check',
            text: 'Unit- und Integrationstests laufen bei jedem Commit, mit Vitest oder Jest für TypeScript, PHPUnit für PHP und den Go-eigenen Testwerkzeugen. Kritische Abläufe wie Registrierung, Checkout und Zahlung sichern wir zusätzlich mit End-to-End-Tests in Playwright ab.',
          },
          {
            title: 'Code-Review',
            icon: 'code',
            text: 'Keine Änderung gelangt ohne Pull-Request in den Hauptzweig, und jeder Pull-Request wird von mindestens einer weiteren Entwicklerin oder einem weiteren Entwickler geprüft. Dabei geht es um Lesbarkeit, Tests und Sicherheit; alles, was Architektur oder Datenmodell berührt, sieht sich zusätzlich die technische Leitung an.',
          },
          {
            title: 'CI/CD',
            icon: 'rocket',
            text: 'Pipelines in GitHub Actions oder GitLab CI bauen, testen und scannen jede Änderung und spielen sie in eine Vorschauumgebung aus. Releases in die Produktion laufen automatisiert und reproduzierbar, und ein fehlerhaftes Release lässt sich innerhalb von Minuten zurückrollen.',
          },
          {
            title: 'Barrierefreiheit',
            icon: 'heart',
            text: `Wir gestalten und entwickeln nach ${accessibility.standard}, das ${accessibility.legalBaseline} einschließt, den Standard, auf den sich das Barrierefreiheitsstärkungsgesetz (BFSG) für digitale Angebote an Verbraucher stützt. Automatische Prüfungen laufen in der Pipeline, und die wichtigsten Ansichten testen wir per Tastatur und mit Screenreader.`,
          },
          {
            title: 'Sicherheit',
            icon: 'shield',
            text: 'Wir orientieren uns an den OWASP Top 10, scannen Abhängigkeiten und Container-Images automatisch und halten Zugangsdaten aus dem Code heraus. Der Zugriff auf die Produktion ist personengebunden, wird protokolliert und bleibt auf die Menschen beschränkt, die ihn brauchen; vor dem Produktivstart lässt sich ein externer Penetrationstest einplanen.',
          },
          {
            title: 'Monitoring',
            icon: 'chart',
            text: 'Jedes System im Produktivbetrieb erhält Fehlertracking mit Sentry, Metriken und Dashboards in Grafana sowie Alarme für Verfügbarkeit und Antwortzeiten. Echte Performance-Daten, auch die Core Web Vitals, besprechen wir regelmäßig im Sprint-Review und nicht erst, wenn etwas ausfällt.',
          },
        ],
      },
      {
        type: 'features',
        id: 'communication',
        heading: 'So kommunizieren wir',
        intro:
          'Kurze Wege sind der wichtigste Grund, warum Projekte im Plan bleiben. Sie sprechen mit den Menschen, die Ihr Produkt bauen, in der Sprache, die Ihnen lieber ist, und mit den Werkzeugen, die Ihr Team ohnehin nutzt.',
        items: [
          {
            title: 'Direkter Draht zum Team',
            icon: 'team',
            text: 'Sie erhalten einen gemeinsamen Slack- oder Microsoft-Teams-Kanal mit allen Projektbeteiligten. Fragen gehen direkt an die Person aus Entwicklung oder Design, die die Antwort kennt, und nicht über ein Account-Management.',
          },
          {
            title: 'Eine verantwortliche Ansprechperson',
            icon: 'check',
            text: 'Eine Projektleiterin oder ein Projektleiter aus unserem Team für Produktmanagement und Projektsteuerung verantwortet Plan, Budget und Risiken. Muss etwas entschieden werden, wenden Sie sich an genau diese eine Person, und sie kennt den Stand jedes Tickets.',
          },
          {
            title: 'Feste Termine',
            icon: 'clock',
            text: 'Ein 15-minütiges Daily Stand-up, an dem Sie gern teilnehmen können, alle zwei Wochen Sprint-Planung und Sprint-Review mit Demo, nach jedem Sprint eine Retrospektive und einmal im Monat ein Steuerungstermin mit den Entscheidungsbefugten beider Seiten.',
          },
          {
            title: 'Gemeinsame Werkzeuge',
            icon: 'layers',
            text: 'Backlog in Jira oder Linear, Dokumentation in Confluence oder Notion, Designs in Figma, Code in GitHub oder GitLab. Nutzen Sie diese Werkzeuge bereits, arbeiten wir direkt in Ihren Konten; andernfalls richten wir sie auf Ihren Namen ein.',
          },
          {
            title: 'Deutsch und Englisch',
            icon: 'globe',
            text: 'Jedes Projekt läuft auf Deutsch und Englisch. Besprechungen, Tickets und Dokumentation richten sich nach der Sprache Ihres Teams, und für kaufmännische und vertragliche Fragen steht Ihnen immer eine deutschsprachige Ansprechperson zur Verfügung.',
          },
          {
            title: 'Ihre Arbeitszeiten',
            icon: 'chat',
            text: 'Unsere Teams arbeiten in Berlin und Leipzig, montags bis freitags von 9:00 bis 18:00 Uhr (deutsche Zeit), also zu denselben Zeiten wie Sie. Störungen im Produktivbetrieb bearbeiten wir so, wie es Ihr Supportvertrag vorsieht.',
          },
        ],
      },
      {
        type: 'stats',
        id: 'numbers',
        heading: 'Unser Vorgehen in Zahlen',
        items: [
          { value: `${projectsDelivered}+`, label: `abgeschlossene Projekte seit ${siteConfig.foundingYear}` },
          { value: '2 Wochen', label: 'Sprintlänge in jedem Projekt' },
          { value: `${figures.de.clientTenure} Jahre`, label: 'dauert eine Kundenbeziehung im Schnitt' },
          { value: '4,8 / 5', label: 'im Schnitt aus 115 Kundenbewertungen' },
          { value: '1 Werktag', label: 'bis zur Antwort auf Ihre Anfrage' },
          { value: String(team.engineering), label: 'Entwicklerinnen und Entwickler in Berlin und Leipzig' },
        ],
      },
      {
        type: 'faq',
        id: 'faq',
        heading: 'Fragen zu unserem Vorgehen',
        items: [
          {
            question: 'Wie lange dauert die Konzeptphase, und was kostet sie?',
            answer:
              `Die meisten Konzeptphasen dauern ${figures.de.discoveryWeeks} Wochen, je nach Zahl der Beteiligten, betroffenen Systeme und offenen Fragen. Den Preis vereinbaren wir vorab als Festpreis, abhängig von Dauer und Besetzung. Sie erhalten ein priorisiertes Backlog, eine Architekturskizze, Prototypen der wichtigsten Ansichten und eine Schätzung – und dürfen all das auch dann verwenden, wenn Sie mit einem anderen Anbieter weitermachen.`,
          },
          {
            question: 'Wie viel Zeit muss ich selbst einplanen?',
            answer:
              'Planen Sie auf Ihrer Seite eine Person mit Entscheidungsbefugnis als Product Owner ein; sie braucht in der Regel zwei bis vier Stunden pro Woche plus das Sprint-Review alle zwei Wochen. In der Konzeptphase ist der Aufwand für die wichtigsten Personen höher, etwa ein bis zwei Tage pro Woche. Projekte geraten vor allem dann ins Stocken, wenn Entscheidungen liegen bleiben; deshalb legen wir zu Beginn fest, wer was entscheidet.',
          },
          {
            question: 'Können wir Prioritäten während des Projekts ändern?',
            answer:
              'Ja. Mit einem dedizierten Team sortieren Sie das Backlog vor jeder Sprint-Planung neu, eine Änderung greift also spätestens nach zwei Wochen. In einem Festpreisprojekt laufen Änderungen über einen kurzen Änderungsantrag, der die Auswirkung auf Preis und Termin zeigt; Sie entscheiden dann, ob Sie Funktionen gegeneinander tauschen, den Plan erweitern oder alles beim Alten lassen.',
          },
          {
            question: 'Wie arbeiten Sie mit unserem eigenen Entwicklungsteam zusammen?',
            answer:
              'Ja, viele unserer Projekte sind genau so aufgestellt. Wir arbeiten in Ihren Repositorys, halten uns an Ihre Konventionen und prüfen gegenseitig unsere Pull-Requests, oder wir einigen uns im ersten Sprint auf gemeinsame Regeln. Viele Kunden nutzen die Zusammenarbeit, um internes Know-how aufzubauen, bevor sie Teile des Systems selbst übernehmen.',
          },
          {
            question: 'Was passiert nach dem Produktivstart?',
            answer:
              'Das Team bleibt für eine Phase intensiver Nachbetreuung von zwei bis vier Wochen an Bord, behebt Probleme schnell und behält das Monitoring genau im Blick. Danach entscheiden Sie: Weiterentwicklung, ein Supportvertrag mit festen Reaktionszeiten oder eine dokumentierte Übergabe an Ihr eigenes Team.',
          },
        ],
      },
      {
        type: 'cta',
        id: 'cta',
        heading: 'Planen wir Ihren ersten Sprint',
        text: 'Beschreiben Sie kurz, was Sie bauen möchten und wo Sie heute stehen. Wir schlagen Ihnen ein erstes Gespräch mit je einer Person aus Produktmanagement und Entwicklung vor – kostenlos und unverbindlich.',
        primary: { label: 'Gespräch beginnen', href: '/contact' },
        secondary: { label: 'Kooperationsmodelle vergleichen', href: '/collaboration-models' },
      },
    ],
  },
};
