import { codeCamp } from '@/config/facts';

const firstCohortYear = codeCamp.firstCohort.slice(0, 4);
import { formatEuros } from '@/i18n/format';
import type { PageBody } from '@/content/sections';
import type { Localized } from '@/content/types';

export const codeCampBody: Localized<PageBody> = {
  en: {
    hero: {
      primary: { label: 'How to apply', href: '/code-camp', hash: 'how-to-apply' },
      secondary: { label: 'See the curriculum', href: '/code-camp', hash: 'curriculum' },
    },
    sections: [
      {
        type: 'stats',
        id: 'at-a-glance',
        heading: 'Code Camp at a glance',
        items: [
          { value: '6 months', label: 'full-time programme, starting in March or September' },
          { value: formatEuros(codeCamp.monthlyPay, 'en'), label: 'gross salary per month for the whole programme' },
          { value: String(codeCamp.cohortSize), label: 'trainees per cohort, each with a personal mentor' },
          { value: String(codeCamp.graduates), label: `graduates since the programme began in ${firstCohortYear}` },
          { value: String(codeCamp.hires), label: 'graduates who were hired by Kovalent' },
        ],
      },
      {
        type: 'prose',
        id: 'who-it-is-for',
        heading: 'Who Code Camp is for',
        paragraphs: [
          'Code Camp is for people who can already write code but have never worked in a professional software team. Some of our trainees have just finished a bootcamp or a computer science degree, others taught themselves with online courses and side projects while working in a completely different job. Former nurses, logistics planners, sound engineers and teachers have all graduated from the programme.',
          'What we look for: you have built at least one small application yourself, in JavaScript, TypeScript, PHP, Go or a similar language, and you can explain how it works and what you would do differently today. You need good working English, because about half of our projects run in English. German helps on some client teams but is not a requirement.',
          'You must be allowed to work in Germany and be able to come to our Berlin office three days a week. Age, degree and previous career do not matter to us; curiosity, persistence and the habit of asking questions early do.',
        ],
      },
      {
        type: 'process',
        id: 'curriculum',
        heading: 'The curriculum, month by month',
        intro:
          'Each month builds on the one before. Your mentor adjusts the pace to you, but the milestones are the same for the whole cohort, so you always know what comes next.',
        steps: [
          {
            title: 'Foundations and team workflow',
            duration: 'Month 1',
            text: 'Git branching, pull requests and code review, TypeScript beyond the basics, automated tests with Vitest and Playwright, and how we run two-week sprints. You end the month with your first merged pull request to our internal tooling.',
          },
          {
            title: 'Your first full-stack feature',
            duration: 'Month 2',
            text: 'In pairs, you build a small product for an internal stakeholder: a React and Next.js frontend, an API in Node.js or Go, a PostgreSQL database, all running in Docker. Every sprint ends with a demo, exactly as in our client teams.',
          },
          {
            title: 'Joining a client team',
            duration: 'Month 3',
            text: 'You move into a client project together with your mentor. You pick up small, well-defined tickets such as bug fixes, UI components and missing tests, and you take part in sprint planning and in the demo with the client.',
          },
          {
            title: 'Backend, data and operations',
            duration: 'Month 4',
            text: 'We go deeper below the surface: API design, database migrations, caching, CI/CD pipelines, Kubernetes deployments in AWS and Google Cloud EU regions, logging and monitoring. You apply each topic in your client project the same week.',
          },
          {
            title: 'Owning a feature end to end',
            duration: 'Month 5',
            text: 'You take responsibility for one complete feature, from refining the ticket with the product manager to release and monitoring in production. Your mentor still reviews your work but no longer steers it.',
          },
          {
            title: 'Final presentation and next steps',
            duration: 'Month 6',
            text: 'You present your feature to the cohort and our engineering leads, receive a written assessment of your strengths and gaps, and we discuss whether we offer you a permanent role as a junior developer.',
          },
        ],
      },
      {
        type: 'features',
        id: 'what-you-get',
        heading: 'What you get as a trainee',
        items: [
          {
            icon: 'euro',
            title: 'A real salary',
            text: `${formatEuros(codeCamp.monthlyPay, 'en')} gross a month on a regular employment contract with health, pension and unemployment insurance. There are no fees, no repayment clauses and nothing to pay back if you leave.`,
          },
          {
            icon: 'team',
            title: 'A personal mentor',
            text: 'A senior developer who spends at least four hours a week with you: pairing on tasks, reviewing your pull requests and a one-to-one every Friday.',
          },
          {
            icon: 'code',
            title: 'Client work from month 3',
            text: 'Your code goes into production for clients in e-commerce, SaaS and manufacturing, and it is reviewed to the same standard as everyone else’s.',
          },
          {
            icon: 'book',
            title: 'Weekly workshops',
            text: 'Every Wednesday afternoon an engineer or designer teaches a topic from their daily work, from accessibility and estimation to query optimisation.',
          },
          {
            icon: 'check',
            title: 'Equipment and travel',
            text: 'A laptop of your choice with macOS or Linux, a monitor for your desk at home and a Deutschlandticket for the way to the office.',
          },
          {
            icon: 'rocket',
            title: 'A way into the team',
            text: `${codeCamp.hires} of our ${codeCamp.graduates} graduates were hired by Kovalent. Those who move on leave with a reference letter and production code they can show.`,
          },
        ],
      },
      {
        type: 'prose',
        id: 'schedule',
        heading: 'Dates, location and working hours',
        paragraphs: [
          'Two cohorts start each year, on the first working day of March and of September. Applications for the March cohort close on 15 January, applications for the September cohort on 15 June, so that everyone can give notice in their current job in time.',
          'Code Camp is hybrid. From Tuesday to Thursday the cohort and the mentors work together at our Berlin office at Schlesische Straße 27 in Kreuzberg; on Monday and Friday you work from home. During the first two weeks everyone is in the office every day, so the cohort gets to know each other and the team.',
          `The programme is full time at ${codeCamp.hoursPerWeek} hours a week. Core hours are 10:00 to 16:00; outside them you plan your day yourself within our office hours. We do not expect overtime, and you have ${codeCamp.holidayDays} days of paid holiday during the programme.`,
        ],
      },
      {
        type: 'process',
        id: 'how-to-apply',
        heading: 'How to apply',
        intro:
          'From application to offer usually takes three to four weeks. After every step we tell you where you stand, including when the answer is no.',
        steps: [
          {
            title: 'Application',
            duration: 'Reply within 5 business days',
            text: 'Send your CV, a link to code you wrote (GitHub, GitLab or a zip file is fine) and a few sentences on why you want to become a developer to jobs@kovalent.software, with “Code Camp” in the subject line. No cover letter, no certificates.',
          },
          {
            title: 'Coding task',
            duration: '3–4 hours, within one week',
            text: 'You extend a small web application with one feature and its tests, at home and at your own pace. We care less about a perfect result than about how you structure the code and explain your decisions in the README.',
          },
          {
            title: 'Interview',
            duration: '90 minutes',
            text: 'At our Berlin office or by video, with a future mentor and an engineering lead. We walk through your task together, make a small change in pairs, and you meet a current trainee who answers your questions without us in the room.',
          },
          {
            title: 'Offer',
            duration: 'Within 3 business days',
            text: 'You receive a written offer with your contract and start date. If we cannot offer you a place, you get concrete feedback on your task and interview, and you are welcome to apply for a later cohort.',
          },
        ],
      },
      {
        type: 'faq',
        id: 'faq',
        heading: 'Questions about Code Camp',
        items: [
          {
            question: 'Do I need a computer science degree?',
            answer:
              'No. About half of our graduates have no degree in computer science, and several have no university degree at all. What counts is that you can already build a small application on your own and want to learn how software is built in a team.',
          },
          {
            question: 'Am I guaranteed a job after the six months?',
            answer:
              `No. So far, ${codeCamp.hires} of ${codeCamp.graduates} graduates have been hired by Kovalent; whether we make an offer depends on your assessment and on the projects we have at the time. You hear our decision in month 5, at least four weeks before the programme ends, so you have time to plan either way.`,
          },
          {
            question: 'Can I take part part-time or fully remotely?',
            answer:
              'Not at the moment. A cohort learns a lot from working side by side, and mentoring works best when you can turn round and ask. The programme is therefore full time, with three office days a week in Berlin.',
          },
          {
            question: 'Which technologies will I work with?',
            answer:
              'Everyone learns TypeScript, React, Next.js, Node.js, PostgreSQL and Docker, plus the basics of Go and Kubernetes. From month 3 the stack of your client team decides the rest: that can mean Go services, Angular or Vue frontends, or PHP for a Spryker shop.',
          },
          {
            question: 'I am changing careers in my 30s or 40s. Is it too late?',
            answer:
              'No. There is no age limit, and some of our strongest graduates started coding after ten or more years in another profession. Experience with customers, deadlines and teamwork is an advantage in client projects, not a gap in your CV.',
          },
          {
            question: 'What happens if Kovalent hires me?',
            answer:
              'You move into a permanent contract as a junior developer, usually in the client team you joined during the programme. Your salary follows our published salary band for junior developers, and your mentor stays your contact person for the first months.',
          },
        ],
      },
      {
        type: 'cta',
        id: 'apply',
        heading: 'Ready for the next cohort?',
        text: 'Send your CV and a link to your code to jobs@kovalent.software with “Code Camp” in the subject line. If you have a question first, write to us and a mentor will answer. Already have professional experience? Then take a look at our open positions.',
        primary: { label: 'Ask a question', href: '/contact' },
        secondary: { label: 'See open positions', href: '/careers', hash: 'open-positions' },
      },
    ],
  },
  de: {
    hero: {
      primary: { label: 'So bewerben Sie sich', href: '/code-camp', hash: 'how-to-apply' },
      secondary: { label: 'Zum Lehrplan', href: '/code-camp', hash: 'curriculum' },
    },
    sections: [
      {
        type: 'stats',
        id: 'at-a-glance',
        heading: 'Code Camp auf einen Blick',
        items: [
          { value: '6 Monate', label: 'Vollzeitprogramm mit Start im März oder September' },
          { value: formatEuros(codeCamp.monthlyPay, 'de'), label: 'Bruttogehalt pro Monat während des gesamten Programms' },
          { value: String(codeCamp.cohortSize), label: 'Trainees pro Jahrgang, jeweils mit eigener Mentorin oder eigenem Mentor' },
          { value: String(codeCamp.graduates), label: `Absolventinnen und Absolventen seit dem Start ${firstCohortYear}` },
          { value: String(codeCamp.hires), label: 'davon von Kovalent übernommen' },
        ],
      },
      {
        type: 'prose',
        id: 'who-it-is-for',
        heading: 'Für wen das Code Camp gedacht ist',
        paragraphs: [
          'Das Code Camp richtet sich an Menschen, die bereits programmieren können, aber noch nie in einem professionellen Softwareteam gearbeitet haben. Manche unserer Trainees kommen direkt aus einem Bootcamp oder einem Informatikstudium, andere haben sich das Programmieren neben einem ganz anderen Beruf mit Onlinekursen und eigenen Projekten beigebracht. Unter unseren Absolventinnen und Absolventen sind ehemalige Pflegekräfte, Fachleute aus der Logistikplanung, Tontechnikerinnen und -techniker sowie Lehrkräfte.',
          'Darauf achten wir: Sie haben mindestens eine kleine Anwendung selbst gebaut, in JavaScript, TypeScript, PHP, Go oder einer ähnlichen Sprache, und können erklären, wie sie funktioniert und was Sie heute anders machen würden. Sie brauchen gutes Arbeitsenglisch, denn etwa die Hälfte unserer Projekte läuft auf Englisch. Deutsch ist in manchen Kundenteams hilfreich, aber keine Voraussetzung.',
          'Sie müssen in Deutschland arbeiten dürfen und an drei Tagen pro Woche in unser Berliner Büro kommen können. Alter, Abschluss und bisheriger Beruf spielen für uns keine Rolle – Neugier, Ausdauer und die Gewohnheit, früh nachzufragen, dagegen sehr.',
        ],
      },
      {
        type: 'process',
        id: 'curriculum',
        heading: 'Der Lehrplan, Monat für Monat',
        intro:
          'Jeder Monat baut auf dem vorherigen auf. Wer Sie betreut, passt das Tempo an Sie an, die Meilensteine sind aber für den ganzen Jahrgang gleich – so wissen Sie immer, was als Nächstes kommt.',
        steps: [
          {
            title: 'Grundlagen und Arbeitsweise im Team',
            duration: 'Monat 1',
            text: 'Git-Branching, Pull-Requests und Code-Reviews, TypeScript über die Grundlagen hinaus, automatisierte Tests mit Vitest und Playwright und der Ablauf unserer zweiwöchigen Sprints. Am Monatsende wird Ihr erster Pull-Request in unsere internen Werkzeuge übernommen.',
          },
          {
            title: 'Ihre erste Full-Stack-Funktion',
            duration: 'Monat 2',
            text: 'Zu zweit bauen Sie ein kleines Produkt für eine interne Fachabteilung: ein Frontend mit React und Next.js, eine API in Node.js oder Go und eine PostgreSQL-Datenbank, alles in Docker. Jeder Sprint endet mit einer Demo – genau wie in unseren Kundenteams.',
          },
          {
            title: 'Einstieg in ein Kundenteam',
            duration: 'Monat 3',
            text: 'Zusammen mit der Person, die Sie betreut, wechseln Sie in ein Kundenprojekt. Sie übernehmen kleine, klar umrissene Tickets wie Bugfixes, UI-Komponenten und fehlende Tests und nehmen an Sprint-Planung und Demo mit dem Kunden teil.',
          },
          {
            title: 'Backend, Daten und Betrieb',
            duration: 'Monat 4',
            text: 'Jetzt geht es unter die Oberfläche: API-Design, Datenbankmigrationen, Caching, CI/CD-Pipelines, Kubernetes-Deployments in EU-Regionen von AWS und Google Cloud sowie Logging und Monitoring. Jedes Thema wenden Sie noch in derselben Woche im Kundenprojekt an.',
          },
          {
            title: 'Eine Funktion vollständig verantworten',
            duration: 'Monat 5',
            text: 'Sie übernehmen die Verantwortung für eine komplette Funktion – von der Ausarbeitung des Tickets mit dem Produktmanagement bis zu Release und Monitoring im Produktivbetrieb. Ihre Arbeit wird im Mentoring weiterhin geprüft, aber nicht mehr gesteuert.',
          },
          {
            title: 'Abschlusspräsentation und nächste Schritte',
            duration: 'Monat 6',
            text: 'Sie stellen Ihre Funktion dem Jahrgang und den Teamleitungen aus der Entwicklung vor, erhalten eine schriftliche Einschätzung Ihrer Stärken und Lücken, und wir besprechen, ob wir Ihnen eine Festanstellung als Junior-Entwicklerin oder Junior-Entwickler anbieten.',
          },
        ],
      },
      {
        type: 'features',
        id: 'what-you-get',
        heading: 'Was Sie als Trainee bekommen',
        items: [
          {
            icon: 'euro',
            title: 'Ein echtes Gehalt',
            text: `${formatEuros(codeCamp.monthlyPay, 'de')} brutto im Monat mit regulärem Arbeitsvertrag, Kranken-, Renten- und Arbeitslosenversicherung. Es gibt keine Gebühren, keine Rückzahlungsklauseln und nichts zu erstatten, falls Sie gehen.`,
          },
          {
            icon: 'team',
            title: 'Persönliches Mentoring',
            text: 'Eine erfahrene Entwicklerin oder ein erfahrener Entwickler nimmt sich mindestens vier Stunden pro Woche Zeit für Sie: für Pair-Programming, Reviews Ihrer Pull-Requests und ein Einzelgespräch jeden Freitag.',
          },
          {
            icon: 'code',
            title: 'Kundenprojekte ab Monat 3',
            text: 'Ihr Code geht für Kunden aus E-Commerce, SaaS und Fertigung in Produktion und wird nach denselben Maßstäben geprüft wie der aller anderen.',
          },
          {
            icon: 'book',
            title: 'Wöchentliche Workshops',
            text: 'Jeden Mittwochnachmittag vermittelt jemand aus Entwicklung oder Design ein Thema aus der täglichen Arbeit, von Barrierefreiheit und Aufwandsschätzung bis zur Optimierung von Datenbankabfragen.',
          },
          {
            icon: 'check',
            title: 'Ausstattung und Fahrtkosten',
            text: 'Ein Laptop Ihrer Wahl mit macOS oder Linux, ein Monitor für den Schreibtisch zu Hause und ein Deutschlandticket für den Weg ins Büro.',
          },
          {
            icon: 'rocket',
            title: 'Ein Weg ins Team',
            text: `Wir haben ${codeCamp.hires} unserer ${codeCamp.graduates} Absolventinnen und Absolventen übernommen. Wer weiterzieht, geht mit einem Arbeitszeugnis und Code, der im Produktivbetrieb läuft und sich vorzeigen lässt.`,
          },
        ],
      },
      {
        type: 'prose',
        id: 'schedule',
        heading: 'Termine, Ort und Arbeitszeiten',
        paragraphs: [
          'Jedes Jahr starten zwei Jahrgänge, jeweils am ersten Arbeitstag im März und im September. Die Bewerbungsfrist für den März-Jahrgang endet am 15. Januar, für den September-Jahrgang am 15. Juni – so bleibt allen genug Zeit, eine bestehende Stelle fristgerecht zu kündigen.',
          'Das Code Camp findet hybrid statt. Von Dienstag bis Donnerstag arbeitet der Jahrgang gemeinsam mit seinen Mentorinnen und Mentoren in unserem Berliner Büro in der Schlesischen Straße 27 in Kreuzberg, montags und freitags arbeiten Sie von zu Hause. In den ersten zwei Wochen sind alle täglich im Büro, damit sich der Jahrgang und das Team kennenlernen.',
          `Das Programm ist eine Vollzeitstelle mit ${codeCamp.hoursPerWeek} Wochenstunden. Die Kernarbeitszeit liegt zwischen 10:00 und 16:00 Uhr, den Rest des Tages planen Sie innerhalb unserer Bürozeiten selbst. Überstunden erwarten wir nicht, und während des Programms stehen Ihnen ${codeCamp.holidayDays} bezahlte Urlaubstage zu.`,
        ],
      },
      {
        type: 'process',
        id: 'how-to-apply',
        heading: 'So bewerben Sie sich',
        intro:
          'Von der Bewerbung bis zum Angebot vergehen meist drei bis vier Wochen. Nach jedem Schritt sagen wir Ihnen, wo Sie stehen – auch dann, wenn die Antwort Nein lautet.',
        steps: [
          {
            title: 'Bewerbung',
            duration: 'Antwort innerhalb von 5 Werktagen',
            text: 'Schicken Sie Ihren Lebenslauf, einen Link zu selbst geschriebenem Code (GitHub, GitLab oder eine ZIP-Datei genügen) und ein paar Sätze dazu, warum Sie Entwicklerin oder Entwickler werden möchten, an jobs@kovalent.software – mit „Code Camp“ im Betreff. Kein Anschreiben, keine Zeugnisse.',
          },
          {
            title: 'Programmieraufgabe',
            duration: '3–4 Stunden, innerhalb einer Woche',
            text: 'Sie erweitern eine kleine Webanwendung um eine Funktion samt Tests, zu Hause und in Ihrem Tempo. Uns interessiert weniger ein perfektes Ergebnis als die Frage, wie Sie den Code strukturieren und Ihre Entscheidungen in der README-Datei begründen.',
          },
          {
            title: 'Gespräch',
            duration: '90 Minuten',
            text: 'In unserem Berliner Büro oder per Video, mit einer Person, die Sie im Programm betreuen würde, und einer Teamleitung aus der Entwicklung. Wir gehen Ihre Aufgabe gemeinsam durch, nehmen zu zweit eine kleine Änderung vor, und Sie sprechen mit einem aktuellen Trainee – ohne uns im Raum.',
          },
          {
            title: 'Angebot',
            duration: 'Innerhalb von 3 Werktagen',
            text: 'Sie erhalten ein schriftliches Angebot mit Vertrag und Starttermin. Können wir Ihnen keinen Platz anbieten, bekommen Sie konkretes Feedback zu Aufgabe und Gespräch und können sich gern für einen späteren Jahrgang erneut bewerben.',
          },
        ],
      },
      {
        type: 'faq',
        id: 'faq',
        heading: 'Fragen zum Code Camp',
        items: [
          {
            question: 'Brauche ich ein Informatikstudium?',
            answer:
              'Nein. Etwa die Hälfte aller, die das Programm abgeschlossen haben, hat nicht Informatik studiert, einige haben gar keinen Hochschulabschluss. Entscheidend ist, dass Sie schon selbstständig eine kleine Anwendung bauen können und lernen möchten, wie Software im Team entsteht.',
          },
          {
            question: 'Ist mir nach den sechs Monaten eine Stelle sicher?',
            answer:
              `Nein. Bisher haben wir ${codeCamp.hires} von ${codeCamp.graduates} Absolventinnen und Absolventen übernommen; ob wir ein Angebot machen, hängt von Ihrer Abschlussbewertung und von der Projektlage ab. Unsere Entscheidung erfahren Sie im fünften Monat, mindestens vier Wochen vor Programmende – so können Sie in jedem Fall rechtzeitig planen.`,
          },
          {
            question: 'Kann ich in Teilzeit oder komplett remote teilnehmen?',
            answer:
              'Derzeit nicht. Ein Jahrgang lernt viel voneinander, wenn alle nebeneinander arbeiten, und Mentoring funktioniert am besten, wenn man sich einfach umdrehen und fragen kann. Deshalb ist das Programm eine Vollzeitstelle mit drei Bürotagen pro Woche in Berlin.',
          },
          {
            question: 'Mit welchen Technologien arbeite ich?',
            answer:
              'Alle lernen TypeScript, React, Next.js, Node.js, PostgreSQL und Docker sowie die Grundlagen von Go und Kubernetes. Ab dem dritten Monat bestimmt der Stack Ihres Kundenteams den Rest: Das können Go-Services sein, Frontends mit Angular oder Vue oder PHP für einen Spryker-Shop.',
          },
          {
            question: 'Ich wechsle mit Mitte 30 oder Mitte 40 den Beruf. Ist das zu spät?',
            answer:
              'Nein. Es gibt keine Altersgrenze, und einige der Stärksten aus früheren Jahrgängen haben erst nach zehn oder mehr Jahren in einem anderen Beruf mit dem Programmieren begonnen. Erfahrung mit Kunden, Fristen und Teamarbeit ist in Kundenprojekten ein Vorteil und keine Lücke im Lebenslauf.',
          },
          {
            question: 'Was passiert, wenn Kovalent mich übernimmt?',
            answer:
              'Sie wechseln in einen unbefristeten Vertrag als Junior-Entwicklerin oder Junior-Entwickler, meist in dem Kundenteam, in dem Sie schon während des Programms gearbeitet haben. Ihr Gehalt richtet sich nach unserem veröffentlichten Gehaltsband für Junior-Positionen, und wer Sie im Programm betreut hat, bleibt in den ersten Monaten Ihre Ansprechperson.',
          },
        ],
      },
      {
        type: 'cta',
        id: 'apply',
        heading: 'Bereit für den nächsten Jahrgang?',
        text: 'Schicken Sie Ihren Lebenslauf und einen Link zu Ihrem Code an jobs@kovalent.software, mit „Code Camp“ im Betreff. Haben Sie vorher eine Frage, schreiben Sie uns – eine Mentorin oder ein Mentor antwortet Ihnen. Sie bringen schon Berufserfahrung mit? Dann werfen Sie einen Blick auf unsere offenen Stellen.',
        primary: { label: 'Frage stellen', href: '/contact' },
        secondary: { label: 'Offene Stellen ansehen', href: '/careers', hash: 'open-positions' },
      },
    ],
  },
};
