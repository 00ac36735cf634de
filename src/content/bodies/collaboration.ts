import { headcount, team } from '@/config/facts';
import { figures } from '@/content/figures';
import type { PageBody } from '@/content/sections';
import type { Localized } from '@/content/types';

/** '/collaboration-models': the overview comparing both models. */
export const collaborationOverviewBody: Localized<PageBody> = {
  en: {
    hero: {
      primary: { label: 'Get a recommendation', href: '/contact' },
    },
    sections: [
      {
        type: 'links',
        id: 'models',
        heading: 'Two models, the same people behind them',
        intro:
          `Both models draw on the same ${headcount} people, the same engineering standards and the same two-week rhythm with a demo at the end of every sprint. What differs is who steers the work and how you pay for it.`,
        items: ['/collaboration-models/dedicated-team', '/collaboration-models/outsource-custom-software-development'],
      },
      {
        type: 'features',
        id: 'comparison',
        heading: 'When each model fits',
        intro: 'The questions clients ask most often when they decide, answered for both models side by side.',
        items: [
          {
            title: 'Control',
            icon: 'team',
            text: 'Dedicated team: you set the priorities, join the stand-ups and can redirect the team every sprint. Outsourcing: you agree the goals and accept each milestone, while we decide how to get there and own the delivery.',
          },
          {
            title: 'Scope',
            icon: 'layers',
            text: 'Dedicated team: for products whose scope evolves with user feedback and market changes. Outsourcing: for a project that can be described clearly after discovery, such as a customer portal, an ERP integration or a replatforming.',
          },
          {
            title: 'Budget',
            icon: 'euro',
            text: 'Dedicated team: a predictable monthly fee per person by role and seniority, and you decide what the capacity is spent on. Outsourcing: a fixed or capped price per milestone, so the cost of the defined scope is known before the build starts.',
          },
          {
            title: 'Speed to start',
            icon: 'clock',
            text: `Dedicated team: people are working on your product two to four weeks after the first call. Outsourcing: the build starts after a discovery phase of ${figures.en.discoveryWeeks} weeks, with a plan that has already been checked against reality.`,
          },
          {
            title: 'Team size',
            icon: 'chart',
            text: 'Dedicated team: three to eight people, resized with one month’s notice as your roadmap changes. Outsourcing: we staff the project as the plan requires and change the mix between phases without you having to manage it.',
          },
          {
            title: 'Your involvement',
            icon: 'chat',
            text: 'Dedicated team: a product owner on your side who spends real time with the team every week. Outsourcing: a few hours a week for questions, sprint reviews and milestone acceptance are usually enough.',
          },
        ],
      },
      {
        type: 'prose',
        id: 'how-to-choose',
        heading: 'How to choose, and why the choice is not forever',
        paragraphs: [
          'Start with two questions. Can you describe what you want to build well enough to write it down? And is there someone in your company who can set priorities every two weeks? If the first answer is yes and the second no, outsourcing is usually the better fit. If your scope will keep moving and you have a product owner, a dedicated team gets more done for the same money, because nobody has to price in the risk of change.',
          'Neither choice is final. A common path is to outsource a first version at a fixed price and then keep part of the same people on as a dedicated team once the product is live. The reverse happens too: a dedicated team hands a clearly bounded piece, such as a payment integration or a data migration, to a separate fixed-price project. Because the people stay the same, switching costs you no knowledge, only a new contract.',
          'The models can also run side by side. Some clients have a dedicated team on their core product while we deliver a separate mobile app or a Chrome extension at a fixed price. If you are unsure, the first call is the place to find out: we recommend the model we believe fits, even when it is the smaller contract for us.',
        ],
      },
      {
        type: 'testimonial',
        id: 'testimonial',
        quote:
          'We had our first release built at a fixed price and kept three of the engineers as a dedicated team after launch. Nobody had to be onboarded twice, and the team already knew why every part of the system looks the way it does.',
        author: 'Head of Product',
        role: 'Munich logistics software company',
      },
      {
        type: 'faq',
        id: 'faq',
        heading: 'Questions about collaboration models',
        items: [
          {
            question: 'Which model is cheaper?',
            answer:
              'Neither is cheaper in itself; they distribute risk differently. With a dedicated team you pay for capacity and carry the risk of changing scope yourself. With outsourcing we carry the delivery risk for the agreed scope, and a fixed price has to reflect that. For work whose scope is still moving, a dedicated team is almost always the more economical choice.',
          },
          {
            question: 'Can we switch from one model to the other?',
            answer:
              'Yes, and many clients do. A switch usually happens at the end of a milestone or a calendar month. The people can stay the same, so you keep the knowledge of your system; only the contract and the way priorities are set change.',
          },
          {
            question: 'Is there a minimum size?',
            answer:
              `A dedicated team has at least three people, because below that you lose the code review, cover and shared knowledge a team provides. Outsourced projects have no minimum size, but every one starts with a paid discovery phase of ${figures.en.discoveryWeeks} weeks. For a first product version, our MVP Launcher offers a fixed price and a fixed date: live in ${figures.en.launcherWeeks} weeks.`,
          },
          {
            question: 'Who is responsible if something goes wrong?',
            answer:
              'In outsourcing we are responsible for delivering the agreed scope at the agreed price, and defects against the specification are fixed at our cost. In a dedicated team you steer the work, and we are responsible for the people: their skills, their engineering standards and a replacement if someone leaves. In both models a delivery lead on our side is your first contact when anything goes wrong.',
          },
          {
            question: 'Are design, QA and DevOps included?',
            answer:
              'Yes, in both models. In a dedicated team you choose the roles, from UI/UX designers to QA engineers and a tech lead with DevOps experience. In an outsourced project we staff these roles as the plan requires, and their work is included in the milestone price.',
          },
        ],
      },
      {
        type: 'cta',
        id: 'cta',
        heading: 'Not sure which model fits?',
        text: 'Describe your project in a few sentences. In a call of 30 to 45 minutes we recommend a model, a team size and a realistic timeline, and explain our reasons.',
        primary: { label: 'Talk to us', href: '/contact' },
        secondary: { label: 'See how we work', href: '/how-we-work' },
      },
    ],
  },
  de: {
    hero: {
      primary: { label: 'Empfehlung einholen', href: '/contact' },
    },
    sections: [
      {
        type: 'links',
        id: 'models',
        heading: 'Zwei Modelle, dieselben Menschen dahinter',
        intro:
          `Beide Modelle greifen auf dieselben ${headcount} Mitarbeitenden zurück, auf dieselben Entwicklungsstandards und denselben Zwei-Wochen-Rhythmus mit einer Demo am Ende jedes Sprints. Der Unterschied liegt darin, wer die Arbeit steuert und wie Sie dafür bezahlen.`,
        items: ['/collaboration-models/dedicated-team', '/collaboration-models/outsource-custom-software-development'],
      },
      {
        type: 'features',
        id: 'comparison',
        heading: 'Wann welches Modell passt',
        intro: 'Die Fragen, die Kunden bei der Entscheidung am häufigsten stellen – für beide Modelle nebeneinander beantwortet.',
        items: [
          {
            title: 'Steuerung',
            icon: 'team',
            text: 'Dediziertes Team: Sie setzen die Prioritäten, sind in den Stand-ups dabei und können das Team in jedem Sprint neu ausrichten. Outsourcing: Sie vereinbaren die Ziele und nehmen jeden Meilenstein ab; wie wir dorthin kommen, entscheiden wir, und wir tragen die Verantwortung für die Umsetzung.',
          },
          {
            title: 'Umfang',
            icon: 'layers',
            text: 'Dediziertes Team: für Produkte, deren Umfang sich mit Nutzerfeedback und Marktentwicklung verändert. Outsourcing: für Vorhaben, die sich nach der Konzeptphase klar beschreiben lassen, etwa ein Kundenportal, eine ERP-Anbindung oder ein Plattformwechsel.',
          },
          {
            title: 'Budget',
            icon: 'euro',
            text: 'Dediziertes Team: eine planbare Monatspauschale pro Person nach Rolle und Seniorität, und Sie entscheiden, wofür die Kapazität eingesetzt wird. Outsourcing: ein Fest- oder Maximalpreis pro Meilenstein, sodass die Kosten für den definierten Umfang vor Beginn der Umsetzung feststehen.',
          },
          {
            title: 'Zeit bis zum Start',
            icon: 'clock',
            text: `Dediziertes Team: Zwei bis vier Wochen nach dem Erstgespräch arbeitet das Team an Ihrem Produkt. Outsourcing: Die Umsetzung beginnt nach einer Konzeptphase von ${figures.de.discoveryWeeks} Wochen – mit einem Plan, der bereits an der Wirklichkeit geprüft wurde.`,
          },
          {
            title: 'Teamgröße',
            icon: 'chart',
            text: 'Dediziertes Team: drei bis acht Personen, mit einem Monat Vorlauf anpassbar, wenn sich Ihre Produktplanung ändert. Outsourcing: Wir besetzen das Projekt so, wie der Plan es verlangt, und passen die Zusammensetzung zwischen den Phasen an, ohne dass Sie sich darum kümmern müssen.',
          },
          {
            title: 'Ihr Aufwand',
            icon: 'chat',
            text: 'Dediziertes Team: jemand auf Ihrer Seite, der als Product Owner jede Woche nennenswert Zeit mit dem Team verbringt. Outsourcing: Einige Stunden pro Woche für Rückfragen, Sprint-Reviews und Meilensteinabnahmen reichen meist aus.',
          },
        ],
      },
      {
        type: 'prose',
        id: 'how-to-choose',
        heading: 'So treffen Sie die Wahl – und warum sie nicht endgültig ist',
        paragraphs: [
          'Beginnen Sie mit zwei Fragen. Können Sie schon so genau beschreiben, was entstehen soll, dass es sich schriftlich festlegen lässt? Und gibt es in Ihrem Unternehmen jemanden, der alle zwei Wochen Prioritäten setzen kann? Lautet die erste Antwort Ja und die zweite Nein, passt meist das Outsourcing besser. Ändert sich der Umfang laufend und haben Sie einen Product Owner, erreichen Sie mit einem dedizierten Team für dasselbe Geld mehr, weil niemand das Änderungsrisiko einpreisen muss.',
          'Keine der beiden Entscheidungen ist endgültig. Häufig lassen Kunden eine erste Version zum Festpreis entwickeln und behalten nach dem Start einen Teil derselben Leute als dediziertes Team. Auch der umgekehrte Weg kommt vor: Ein dediziertes Team lagert ein klar abgegrenztes Teilstück, etwa eine Zahlungsanbindung oder eine Datenmigration, in ein separates Festpreisprojekt aus. Weil die Menschen dieselben bleiben, kostet Sie der Wechsel kein Wissen, nur einen neuen Vertrag.',
          'Beide Modelle können auch parallel laufen. Manche Kunden haben ein dediziertes Team für ihr Kernprodukt, während wir zusätzlich eine mobile App oder eine Chrome-Erweiterung zum Festpreis liefern. Wenn Sie unsicher sind, klären wir das im Erstgespräch: Wir empfehlen das Modell, das aus unserer Sicht passt, auch wenn es für uns der kleinere Auftrag ist.',
        ],
      },
      {
        type: 'testimonial',
        id: 'testimonial',
        quote:
          'Unser erstes Release haben wir zum Festpreis bauen lassen und nach dem Start drei Leute aus dem Entwicklungsteam als dediziertes Team behalten. Niemand musste zweimal eingearbeitet werden, und das Team wusste längst, warum jeder Teil des Systems so aussieht, wie er aussieht.',
        author: 'Leiter Produktmanagement',
        role: 'Münchner Softwareanbieter für Logistik',
      },
      {
        type: 'faq',
        id: 'faq',
        heading: 'Fragen zu den Kooperationsmodellen',
        items: [
          {
            question: 'Welches Modell ist günstiger?',
            answer:
              'Keines ist an sich günstiger; sie verteilen das Risiko unterschiedlich. Beim dedizierten Team bezahlen Sie Kapazität und tragen das Risiko eines sich ändernden Umfangs selbst. Beim Outsourcing tragen wir das Lieferrisiko für den vereinbarten Umfang, und ein Festpreis muss das berücksichtigen. Solange der Umfang noch nicht feststeht, ist ein dediziertes Team fast immer die wirtschaftlichere Wahl.',
          },
          {
            question: 'Können wir von einem Modell ins andere wechseln?',
            answer:
              'Ja, und viele Kunden tun das. Ein Wechsel erfolgt in der Regel zum Ende eines Meilensteins oder eines Kalendermonats. Die Personen können dieselben bleiben, sodass das Wissen über Ihr System erhalten bleibt; es ändern sich nur der Vertrag und die Art, wie Prioritäten gesetzt werden.',
          },
          {
            question: 'Gibt es eine Mindestgröße?',
            answer:
              `Ein dediziertes Team besteht aus mindestens drei Personen, denn darunter fehlen Code-Review, Vertretung und geteiltes Wissen, die ein Team ausmachen. Outsourcing-Projekte haben keine Mindestgröße, beginnen aber immer mit einer bezahlten Konzeptphase von ${figures.de.discoveryWeeks} Wochen. Für eine erste Produktversion bietet unser MVP Launcher einen Festpreis und einen festen Termin: live in ${figures.de.launcherWeeks} Wochen.`,
          },
          {
            question: 'Wer ist verantwortlich, wenn etwas schiefgeht?',
            answer:
              'Beim Outsourcing sind wir dafür verantwortlich, den vereinbarten Umfang zum vereinbarten Preis zu liefern, und Abweichungen von der Spezifikation beheben wir auf unsere Kosten. Beim dedizierten Team steuern Sie die Arbeit, und wir stehen für die Menschen ein: für ihre Fähigkeiten, die Einhaltung unserer Entwicklungsstandards und für Ersatz, falls jemand ausscheidet. In beiden Modellen ist eine feste Projektleitung auf unserer Seite Ihre erste Ansprechperson, wenn etwas nicht rund läuft.',
          },
          {
            question: 'Sind Design, QA und DevOps inbegriffen?',
            answer:
              'Ja, in beiden Modellen. Beim dedizierten Team wählen Sie die Rollen selbst, von UI/UX-Design über QA bis zu einer technischen Leitung mit DevOps-Erfahrung. Beim Outsourcing besetzen wir diese Rollen so, wie der Plan es erfordert, und ihre Arbeit ist im Meilensteinpreis enthalten.',
          },
        ],
      },
      {
        type: 'cta',
        id: 'cta',
        heading: 'Unsicher, welches Modell passt?',
        text: 'Beschreiben Sie Ihr Vorhaben in wenigen Sätzen. In einem Gespräch von 30 bis 45 Minuten empfehlen wir Ihnen ein Modell, eine Teamgröße und einen realistischen Zeitplan und erklären, warum.',
        primary: { label: 'Sprechen Sie mit uns', href: '/contact' },
        secondary: { label: 'So arbeiten wir', href: '/how-we-work' },
      },
    ],
  },
};

/** '/collaboration-models/dedicated-team'. */
export const dedicatedTeamBody: Localized<PageBody> = {
  en: {
    hero: {
      primary: { label: 'Request a team proposal', href: '/contact' },
      secondary: { label: 'Compare both models', href: '/collaboration-models' },
    },
    sections: [
      {
        type: 'features',
        id: 'when-it-fits',
        heading: 'When a dedicated team is the right choice',
        items: [
          {
            title: 'Your product keeps evolving',
            icon: 'rocket',
            text: 'You have a live product or a funded roadmap, and priorities shift with user feedback, sales and the market. A team that stays gives you capacity without renegotiating scope every month.',
          },
          {
            title: 'You need to grow faster than hiring allows',
            icon: 'team',
            text: 'Hiring a senior engineer in Germany often takes three to six months. A dedicated team is working within two to four weeks, and you can keep hiring in-house alongside it.',
          },
          {
            title: 'Someone on your side leads the product',
            icon: 'check',
            text: 'A product owner or CTO sets priorities and accepts the work. If you do not have that role yet, we add a product manager to the team who runs the backlog with you.',
          },
          {
            title: 'Knowledge should stay with your product',
            icon: 'book',
            text: 'The same people work on your product for months or years. They learn your domain, your users and your code, and they document what they learn, so it does not leave with a single freelancer.',
          },
        ],
      },
      {
        type: 'process',
        id: 'how-it-works',
        heading: 'From first call to a running team in two to four weeks',
        intro:
          `The team comes from our own ${team.engineering} engineers and ${team.design} designers, so the time until the start is spent on choosing people and setting up access, not on recruiting.`,
        steps: [
          {
            title: 'First call',
            duration: 'Day 1',
            text: 'We talk about your product, your roadmap, your current team and the skills you are missing. We also agree how the team will fit into your organisation and who on your side sets priorities.',
          },
          {
            title: 'Team proposal',
            duration: 'Within 2 business days',
            text: 'You receive a suggested team composition with roles, seniority levels and monthly fees, plus profiles of the specific people we propose for each role.',
          },
          {
            title: 'Interviews and selection',
            duration: 'Weeks 1–2',
            text: 'You talk to each proposed person, usually in a one-hour conversation with your tech lead. Nobody joins your team without your approval; if someone does not fit, we propose an alternative.',
          },
          {
            title: 'Contract and access',
            duration: 'Weeks 2–3',
            text: 'We sign a framework agreement and a GDPR data processing agreement. The team receives access to repositories, tools and environments, and we agree on rituals, sprint length and reporting.',
          },
          {
            title: 'Onboarding and first sprint',
            duration: 'Weeks 2–4',
            text: 'The team works through your codebase and documentation with your engineers, takes on first small tickets and sets up CI or test environments where they are missing. The first two-week sprint ends with a demo of working software.',
          },
        ],
      },
      {
        type: 'features',
        id: 'team-composition',
        heading: 'Who can be on your team',
        intro:
          'A typical team has three to eight people. You choose the mix; we suggest one based on your roadmap and the skills you already have in-house.',
        items: [
          {
            title: 'Frontend engineers',
            icon: 'code',
            text: 'React, Next.js, Angular or Vue with TypeScript. They build design systems, fast pages and accessible interfaces, and they know how to split a large frontend into micro-frontends when teams grow.',
          },
          {
            title: 'Backend engineers',
            icon: 'layers',
            text: 'Go, Node.js and PHP with Symfony or Laravel. APIs, integrations with ERP, CRM and payment providers, PostgreSQL data models and event-driven services that scale.',
          },
          {
            title: 'Mobile engineers',
            icon: 'mobile',
            text: 'React Native or Flutter for iOS and Android from one codebase, with native modules where the platform demands it, and releases through the App Store and Google Play.',
          },
          {
            title: 'QA engineers',
            icon: 'check',
            text: 'A test strategy that fits the risk, automated end-to-end tests in Playwright and exploratory testing before each release, so bugs are found in the sprint, not by your users.',
          },
          {
            title: 'UI/UX designers',
            icon: 'design',
            text: 'User research, Figma prototypes tested with people from your target group and design systems that engineers can implement one to one. Designers sit in the same stand-ups as the engineers.',
          },
          {
            title: 'Tech lead with DevOps skills',
            icon: 'cloud',
            text: 'Owns the architecture and the code review standards, and runs Kubernetes and infrastructure as code on AWS or Google Cloud in EU regions. Recommended for every team of four or more.',
          },
          {
            title: 'Product manager',
            icon: 'chat',
            text: 'Optional. Maintains the backlog with you, writes user stories with acceptance criteria and keeps stakeholders informed. Useful when nobody on your side has time to be a full product owner.',
          },
        ],
      },
      {
        type: 'prose',
        id: 'pricing',
        heading: 'How pricing works',
        paragraphs: [
          'You pay a monthly fee for each team member. The fee depends on the role and the seniority level, from junior to lead, and is fixed in the contract for every person. A team of five therefore means one predictable invoice a month with five lines, and you can see exactly what each line pays for.',
          'The fee covers everything it takes to provide that person: salary and social security contributions, hardware and development tool licences, office space in Berlin or Leipzig, training, recruiting and our management. There are no setup fees, no hidden surcharges and no separate charge for the coordination our delivery lead does. Your cloud accounts and third-party licences are billed to you directly by the providers, so there is no mark-up on them either.',
          'You can grow or shrink the team with one month’s notice, for example adding a mobile engineer before a release or reducing to a core team after it. If a team member leaves us or is absent for a long time, we provide a replacement and pay for the handover ourselves.',
        ],
      },
      {
        type: 'case-studies',
        id: 'case-studies',
        heading: 'Long-running product work',
        intro: 'Two products where our engineers stayed for the long run and improved the platform release after release.',
        items: [
          '/case-studies/modular-micro-frontend-solution-for-dynamic-page-rendering',
          '/case-studies/slotmagie',
        ],
      },
      {
        type: 'faq',
        id: 'faq',
        heading: 'Questions about dedicated teams',
        items: [
          {
            question: 'How quickly can a dedicated team start?',
            answer:
              'Usually within two to four weeks of the first call. Most of that time goes into interviews with you and setting up contracts and access, because the people come from our own staff rather than from a recruiting process. If you need a rare combination of skills, we tell you in the first call how long it will take to find the right person.',
          },
          {
            question: 'Do team members also work for other clients?',
            answer:
              'No. Everyone in a dedicated team works only on your product for as long as they are on it. If you need a specialist for a few days, for example for a security review or a performance audit, we bring them in as a separately agreed service instead of splitting a team member between clients.',
          },
          {
            question: 'Can we interview the people before they join?',
            answer:
              'Yes, and we recommend it. You receive profiles of the proposed people and can talk to each of them, including a technical conversation with your own engineers. If someone does not fit, we propose an alternative before the team starts.',
          },
          {
            question: 'What happens if someone leaves or is ill for a long time?',
            answer:
              'We provide a replacement with comparable experience and, wherever possible, organise an overlap for the handover at our cost. Because every team works with code review, documentation and shared ownership of the code, no single absence stops the work. Holidays are planned with you in advance so that sprints are never a surprise.',
          },
          {
            question: 'How do we change the size of the team?',
            answer:
              'Tell your delivery lead one month in advance, at the end of any month. Adding people works the same way, and we suggest candidates from our team within a few days. There is no fee for changing the team size.',
          },
          {
            question: 'Who manages the team day to day?',
            answer:
              'You set priorities and accept the work, and the team organises itself within each sprint. Our delivery lead takes care of everything around it: staffing, holiday planning, feedback conversations, invoicing and escalation. If you prefer, a product manager from our side also maintains the backlog together with you.',
          },
        ],
      },
      {
        type: 'cta',
        id: 'cta',
        heading: 'Tell us which skills you are missing',
        text: 'Send us a short description of your product and your current team. Within two business days of our first call you receive a team proposal with roles, seniority levels and monthly fees.',
        primary: { label: 'Request a team proposal', href: '/contact' },
        secondary: { label: 'Compare with outsourcing', href: '/collaboration-models/outsource-custom-software-development' },
      },
    ],
  },
  de: {
    hero: {
      primary: { label: 'Teamvorschlag anfordern', href: '/contact' },
      secondary: { label: 'Beide Modelle vergleichen', href: '/collaboration-models' },
    },
    sections: [
      {
        type: 'features',
        id: 'when-it-fits',
        heading: 'Wann ein dediziertes Team die richtige Wahl ist',
        items: [
          {
            title: 'Ihr Produkt entwickelt sich ständig weiter',
            icon: 'rocket',
            text: 'Sie haben ein Produkt im Markt oder eine finanzierte Produktplanung, und die Prioritäten verschieben sich mit Nutzerfeedback, Vertrieb und Wettbewerb. Ein Team, das bleibt, gibt Ihnen Kapazität, ohne dass Sie jeden Monat den Umfang neu verhandeln.',
          },
          {
            title: 'Sie müssen schneller wachsen, als Sie einstellen können',
            icon: 'team',
            text: 'Eine erfahrene Entwicklerin oder einen erfahrenen Entwickler in Deutschland einzustellen dauert oft drei bis sechs Monate. Ein dediziertes Team legt nach zwei bis vier Wochen los, und Ihre eigene Personalsuche läuft parallel weiter.',
          },
          {
            title: 'Jemand bei Ihnen führt das Produkt',
            icon: 'check',
            text: 'Ein Product Owner oder Ihr CTO setzt Prioritäten und nimmt die Arbeit ab. Gibt es diese Rolle bei Ihnen noch nicht, ergänzen wir das Team um eine Person aus unserem Produktmanagement, die das Backlog gemeinsam mit Ihnen pflegt.',
          },
          {
            title: 'Wissen soll beim Produkt bleiben',
            icon: 'book',
            text: 'Dieselben Menschen arbeiten über Monate oder Jahre an Ihrem Produkt. Sie lernen Ihre Branche, Ihre Zielgruppe und Ihren Code kennen und dokumentieren, was sie lernen – damit das Wissen nicht mit einer einzelnen freien Fachkraft verschwindet.',
          },
        ],
      },
      {
        type: 'process',
        id: 'how-it-works',
        heading: 'In zwei bis vier Wochen vom Erstgespräch zum einsatzbereiten Team',
        intro:
          `Das Team kommt aus unseren eigenen ${team.engineering} Entwicklerinnen und Entwicklern und ${team.design} Designerinnen und Designern. Die Zeit bis zum Start fließt deshalb in die Auswahl der Personen und die Einrichtung der Zugänge, nicht in die Personalsuche.`,
        steps: [
          {
            title: 'Erstgespräch',
            duration: 'Tag 1',
            text: 'Wir sprechen über Ihr Produkt, Ihre Produktplanung, Ihr bestehendes Team und die Fähigkeiten, die Ihnen fehlen. Außerdem klären wir, wie sich das Team in Ihre Organisation einfügt und wer bei Ihnen die Prioritäten setzt.',
          },
          {
            title: 'Teamvorschlag',
            duration: 'Innerhalb von 2 Werktagen',
            text: 'Sie erhalten einen Vorschlag zur Zusammensetzung des Teams mit Rollen, Senioritätsstufen und Monatspauschalen sowie die Profile der konkreten Personen, die wir für jede Rolle vorsehen.',
          },
          {
            title: 'Kennenlernen und Auswahl',
            duration: 'Woche 1–2',
            text: 'Sie sprechen mit jeder vorgeschlagenen Person, meist in einem einstündigen Gespräch zusammen mit Ihrer technischen Leitung. Niemand kommt ohne Ihre Zustimmung ins Team; passt jemand nicht, schlagen wir eine Alternative vor.',
          },
          {
            title: 'Vertrag und Zugänge',
            duration: 'Woche 2–3',
            text: 'Wir schließen einen Rahmenvertrag und einen Auftragsverarbeitungsvertrag nach DSGVO. Das Team erhält Zugang zu Repositorys, Werkzeugen und Umgebungen, und wir vereinbaren feste Termine, Sprintlänge und Reporting.',
          },
          {
            title: 'Einarbeitung und erster Sprint',
            duration: 'Woche 2–4',
            text: 'Das Team arbeitet sich gemeinsam mit Ihrem Entwicklungsteam in Codebasis und Dokumentation ein, übernimmt erste kleine Tickets und richtet CI oder Testumgebungen ein, wo sie fehlen. Der erste zweiwöchige Sprint endet mit einer Demo lauffähiger Software.',
          },
        ],
      },
      {
        type: 'features',
        id: 'team-composition',
        heading: 'Wer zu Ihrem Team gehören kann',
        intro:
          'Ein typisches Team umfasst drei bis acht Personen. Sie bestimmen die Zusammensetzung; wir schlagen eine vor, die zu Ihrer Produktplanung und zu den Fähigkeiten passt, die Sie bereits im Haus haben.',
        items: [
          {
            title: 'Frontend-Entwicklung',
            icon: 'code',
            text: 'React, Next.js, Angular oder Vue mit TypeScript. Unsere Frontend-Entwicklerinnen und -Entwickler bauen Designsysteme, schnelle Seiten und barrierefreie Oberflächen und wissen, wie man ein großes Frontend in Micro-Frontends aufteilt, wenn mehrere Teams daran arbeiten.',
          },
          {
            title: 'Backend-Entwicklung',
            icon: 'layers',
            text: 'Go, Node.js und PHP mit Symfony oder Laravel. APIs, Anbindungen an ERP, CRM und Zahlungsanbieter, Datenmodelle in PostgreSQL und ereignisgesteuerte Services, die mitwachsen.',
          },
          {
            title: 'Mobile-Entwicklung',
            icon: 'mobile',
            text: 'React Native oder Flutter für iOS und Android aus einer Codebasis, native Module dort, wo die Plattform es verlangt, und Veröffentlichung über App Store und Google Play.',
          },
          {
            title: 'Qualitätssicherung',
            icon: 'check',
            text: 'Eine Teststrategie, die zum Risiko passt, automatisierte End-to-End-Tests in Playwright und exploratives Testen vor jedem Release – damit Fehler im Sprint auffallen und nicht erst im Betrieb.',
          },
          {
            title: 'UI/UX-Design',
            icon: 'design',
            text: 'Nutzerforschung, Figma-Prototypen, die mit Menschen aus Ihrer Zielgruppe getestet werden, und Designsysteme, die sich eins zu eins umsetzen lassen. Design und Entwicklung nehmen an denselben Stand-ups teil.',
          },
          {
            title: 'Technische Leitung mit DevOps-Know-how',
            icon: 'cloud',
            text: 'Verantwortet Architektur und Code-Review-Standards und betreibt Kubernetes sowie Infrastructure as Code auf AWS oder Google Cloud in EU-Regionen. Empfehlenswert für jedes Team ab vier Personen.',
          },
          {
            title: 'Produktmanagement',
            icon: 'chat',
            text: 'Optional. Pflegt das Backlog gemeinsam mit Ihnen, schreibt User Stories mit Akzeptanzkriterien und hält alle Beteiligten auf dem Laufenden. Sinnvoll, wenn bei Ihnen niemand die Zeit für die volle Rolle des Product Owners hat.',
          },
        ],
      },
      {
        type: 'prose',
        id: 'pricing',
        heading: 'So setzt sich der Preis zusammen',
        paragraphs: [
          'Sie zahlen für jedes Teammitglied eine monatliche Pauschale. Sie richtet sich nach Rolle und Senioritätsstufe, von Junior bis Lead, und ist für jede Person im Vertrag festgelegt. Ein Team aus fünf Personen bedeutet also eine planbare Monatsrechnung mit fünf Positionen, und Sie sehen genau, wofür jede Position steht.',
          'Die Pauschale deckt alles ab, was nötig ist, um diese Person bereitzustellen: Gehalt und Sozialabgaben, Hardware und Lizenzen für Entwicklungswerkzeuge, Arbeitsplatz in Berlin oder Leipzig, Weiterbildung, Recruiting und Management. Es gibt keine Einrichtungsgebühren, keine versteckten Zuschläge und keine gesonderte Abrechnung für die Koordination durch unsere Projektleitung. Ihre Cloud-Konten und Lizenzen von Drittanbietern rechnen die Anbieter direkt mit Ihnen ab, ohne Aufschlag von uns.',
          'Mit einem Monat Vorlauf können Sie das Team vergrößern oder verkleinern, etwa vor einem Release jemanden für die Mobile-Entwicklung dazunehmen und danach auf ein Kernteam zurückgehen. Verlässt uns ein Teammitglied oder fällt es längere Zeit aus, stellen wir Ersatz und tragen die Kosten der Übergabe selbst.',
        ],
      },
      {
        type: 'case-studies',
        id: 'case-studies',
        heading: 'Langfristige Produktarbeit',
        intro: 'Zwei Produkte, bei denen unser Entwicklungsteam dauerhaft an Bord blieb und die Plattform Release für Release verbessert hat.',
        items: [
          '/case-studies/modular-micro-frontend-solution-for-dynamic-page-rendering',
          '/case-studies/slotmagie',
        ],
      },
      {
        type: 'faq',
        id: 'faq',
        heading: 'Fragen zum dedizierten Team',
        items: [
          {
            question: 'Wie schnell kann ein dediziertes Team starten?',
            answer:
              'In der Regel zwei bis vier Wochen nach dem Erstgespräch. Die meiste Zeit entfällt auf die Gespräche mit Ihnen sowie auf Vertrag und Zugänge, denn die Personen kommen aus unserem eigenen Team und nicht aus einem Recruiting-Prozess. Brauchen Sie eine seltene Kombination von Fähigkeiten, sagen wir Ihnen schon im Erstgespräch, wie lange die Suche nach der passenden Person dauert.',
          },
          {
            question: 'Arbeiten die Teammitglieder nebenher für andere Kunden?',
            answer:
              'Nein. Wer zu Ihrem dedizierten Team gehört, arbeitet für diese Zeit ausschließlich an Ihrem Produkt. Brauchen Sie für einige Tage Spezialwissen, etwa für eine Sicherheitsprüfung oder ein Performance-Audit, binden wir eine Fachkraft als gesondert vereinbarte Leistung ein, statt ein Teammitglied zwischen Kunden aufzuteilen.',
          },
          {
            question: 'Können wir die Personen vorher kennenlernen?',
            answer:
              'Ja, und wir empfehlen es ausdrücklich. Sie erhalten die Profile der vorgeschlagenen Personen und können mit jeder von ihnen sprechen, auch in einem fachlichen Gespräch mit Ihrem eigenen Entwicklungsteam. Passt jemand nicht, schlagen wir vor dem Start eine Alternative vor.',
          },
          {
            question: 'Was passiert, wenn jemand geht oder lange krank ist?',
            answer:
              'Wir stellen Ersatz mit vergleichbarer Erfahrung und sorgen, wo immer möglich, für eine Übergabezeit mit beiden Personen – auf unsere Kosten. Da jedes Team mit Code-Review, Dokumentation und gemeinsamer Verantwortung für den Code arbeitet, bringt kein einzelner Ausfall die Arbeit zum Stehen. Urlaube stimmen wir vorab mit Ihnen ab, damit kein Sprint zur Überraschung wird.',
          },
          {
            question: 'Wie ändern wir die Größe des Teams?',
            answer:
              'Geben Sie unserer Projektleitung mit einem Monat Vorlauf zum Monatsende Bescheid. Eine Vergrößerung funktioniert genauso, und passende Personen aus unserem Team schlagen wir Ihnen innerhalb weniger Tage vor. Für die Anpassung der Teamgröße fallen keine Gebühren an.',
          },
          {
            question: 'Wer führt das Team im Alltag?',
            answer:
              'Sie setzen die Prioritäten und nehmen die Arbeit ab; innerhalb des Sprints organisiert sich das Team selbst. Um alles andere kümmert sich unsere Projektleitung: Besetzung, Urlaubsplanung, Feedbackgespräche, Abrechnung und Eskalation. Auf Wunsch pflegt zusätzlich eine Produktmanagerin oder ein Produktmanager von uns das Backlog gemeinsam mit Ihnen.',
          },
        ],
      },
      {
        type: 'cta',
        id: 'cta',
        heading: 'Sagen Sie uns, welche Fähigkeiten Ihnen fehlen',
        text: 'Schicken Sie uns eine kurze Beschreibung Ihres Produkts und Ihres aktuellen Teams. Spätestens zwei Werktage nach dem Erstgespräch erhalten Sie einen Teamvorschlag mit Rollen, Senioritätsstufen und Monatspauschalen.',
        primary: { label: 'Teamvorschlag anfordern', href: '/contact' },
        secondary: { label: 'Mit Outsourcing vergleichen', href: '/collaboration-models/outsource-custom-software-development' },
      },
    ],
  },
};

/** '/collaboration-models/outsource-custom-software-development'. */
export const outsourcingBody: Localized<PageBody> = {
  en: {
    hero: {
      primary: { label: 'Describe your project', href: '/contact' },
      secondary: { label: 'Compare both models', href: '/collaboration-models' },
    },
    sections: [
      {
        type: 'features',
        id: 'when-it-fits',
        heading: 'When outsourcing is the right choice',
        items: [
          {
            title: 'The goal is clear',
            icon: 'check',
            text: 'You can say what the software should do and for whom: a customer portal, an internal tool that replaces spreadsheets, an integration between shop and ERP, a replatforming. Details may still be open; discovery settles them.',
          },
          {
            title: 'There is no team to steer',
            icon: 'team',
            text: 'You have no in-house engineering team, or yours is fully booked with the core product. You want one partner who is responsible for the result, not people you have to manage.',
          },
          {
            title: 'The budget must be known up front',
            icon: 'euro',
            text: 'Your budget is approved per project, by a board, a funding programme or a purchasing department, and you need a reliable price before the build starts.',
          },
          {
            title: 'A date matters',
            icon: 'clock',
            text: 'A trade fair, a regulation coming into force, the end of the licence for your old system. Milestones with dates make progress visible and let you plan everything else around them.',
          },
        ],
      },
      {
        type: 'process',
        id: 'how-it-works',
        heading: 'How an outsourced project runs',
        intro:
          'Every project follows the same five steps. The build runs in two-week sprints, so you see the software grow long before the first milestone is due.',
        steps: [
          {
            title: 'Discovery',
            duration: `${figures.en.discoveryWeeksShort} weeks`,
            text: 'Workshops with your stakeholders, a review of existing systems and interfaces, prototypes of the key screens. The result is a specification with user stories and acceptance criteria, an architecture and a milestone plan. Discovery has a fixed fee, and its results are yours even if you do not continue with us.',
          },
          {
            title: 'Price per milestone',
            duration: '1 week',
            text: 'Based on discovery you receive a fixed or capped price for each milestone, with a date and acceptance criteria for each. A capped price means you pay the actual effort up to the agreed maximum, and never more.',
          },
          {
            title: 'Delivery',
            duration: 'Typically 3–9 months',
            text: 'Our team designs, builds and tests in two-week sprints. Every two weeks you get a progress report against the milestone plan, and each milestone is invoiced only after you have tested and accepted it.',
          },
          {
            title: 'Launch',
            duration: '1–2 weeks',
            text: 'Load tests, a security review, data migration and a rehearsed go-live. We deploy to your EU hosting or to infrastructure we set up in your name, and the team watches the system closely in the first weeks.',
          },
          {
            title: 'Handover',
            duration: '1–2 weeks',
            text: 'You receive the source code, infrastructure as code, technical documentation, admin guides and all rights of use. We run handover sessions with your team or your next provider, and you decide whether we continue with support, further development or not at all.',
          },
        ],
      },
      {
        type: 'features',
        id: 'what-you-get',
        heading: 'What you get',
        items: [
          {
            title: 'A specification you can use',
            icon: 'book',
            text: 'User stories with acceptance criteria, clickable prototypes and an architecture description. Clear enough for us to price, and clear enough for anyone else to build from.',
          },
          {
            title: 'A price you can plan with',
            icon: 'euro',
            text: 'A fixed or capped price for every milestone, agreed before work starts. Changes are only made through a written change request that you approve.',
          },
          {
            title: 'One accountable contact',
            icon: 'chat',
            text: 'A delivery lead who owns scope, schedule and budget, answers your questions within a business day and tells you early when something is at risk.',
          },
          {
            title: 'Working software every two weeks',
            icon: 'rocket',
            text: 'A sprint demo in your test environment every fortnight, followed by a short written report. You never wait until the end of a milestone to see progress.',
          },
          {
            title: 'Tested, documented code',
            icon: 'code',
            text: 'Automated tests, code review on every change, CI/CD pipelines and documentation written for the people who will maintain the system after us.',
          },
          {
            title: 'All rights, no lock-in',
            icon: 'shield',
            text: 'Code in repositories you control from day one, all rights of use transferred to you, hosting in the EU under a GDPR data processing agreement.',
          },
        ],
      },
      {
        type: 'prose',
        id: 'pricing',
        heading: 'How pricing works',
        paragraphs: [
          `Pricing follows the two stages of the project. Discovery costs a fixed ${figures.en.discoveryWeekly} a week: the day rate of its two people, a product manager and a designer, with the tech lead's technical outline included. Over ${figures.en.discoveryWeeks} weeks that is ${figures.en.discoveryPrice}. You know the figure before you sign, and you can stop after discovery with a complete specification in your hands.`,
          'The build is priced per milestone. Where the scope is well understood, we offer a fixed price: you pay the agreed amount, and if we need more effort, that is our risk. Where a part carries real uncertainty, such as an integration with a system nobody has documented, we offer a capped price instead: you pay the effort actually spent, reported every two weeks, up to a maximum that cannot be exceeded. Each milestone is invoiced after you have accepted it.',
          'Changes are normal and do not need a renegotiation of the whole contract. If you want something new, your delivery lead prepares a short change request with its effect on price and date, and you decide whether to add it, swap it for something of similar size or leave it for later. Hosting and third-party licences are billed to you directly by the providers, so there are no mark-ups hidden in our price.',
        ],
      },
      {
        type: 'case-studies',
        id: 'case-studies',
        heading: 'Projects delivered end to end',
        intro: 'Two clearly defined projects, delivered from discovery to launch, with results the clients can measure.',
        items: ['/case-studies/saas-kyc-verification-process', '/case-studies/external-document-managment-system-dms'],
      },
      {
        type: 'faq',
        id: 'faq',
        heading: 'Questions about project outsourcing',
        items: [
          {
            question: 'Why is discovery paid?',
            answer:
              'Because it is real work by experienced people, and it is the step that makes a reliable price possible. A free estimate after one call is either padded for risk or wrong. With a paid discovery you get a specification, prototypes and an architecture that belong to you, whether or not you build with us.',
          },
          {
            question: 'What is the difference between a fixed and a capped price?',
            answer:
              'With a fixed price you pay the agreed amount for a milestone, however much effort we need. With a capped price you pay the actual effort, reported every two weeks, but never more than the agreed maximum. We suggest a capped price for milestones with open technical questions, because it avoids a large risk premium in the price.',
          },
          {
            question: 'What if our requirements change during the project?',
            answer:
              'Small clarifications within the agreed scope are part of the job and cost nothing extra. For real changes we write a change request with the effect on price and schedule, and nothing changes until you approve it. Often the simplest option is to swap a feature for one of similar size.',
          },
          {
            question: 'How involved do we need to be?',
            answer:
              'During discovery, the key people on your side should plan a few hours of workshops a week. During the build, one contact person is enough who answers questions within a day or two, joins the sprint review every two weeks and accepts the milestones. You are welcome at the daily stand-ups, but you do not have to attend.',
          },
          {
            question: 'What happens after the handover?',
            answer:
              'Defects against the agreed specification are fixed at our cost during the warranty period set in the contract. Beyond that you choose: a support agreement with defined response times, further development, for example with a dedicated team, or a full handover to your own developers or another provider. We document the system so that all three options work.',
          },
          {
            question: 'Who owns the code and the rights after handover?',
            answer:
              'You do. The code is in repositories you control, and the contract transfers all rights of use to you. There are no licence fees for anything we build for you, and the open-source libraries we use are listed with their licences in the documentation.',
          },
        ],
      },
      {
        type: 'cta',
        id: 'cta',
        heading: 'Start with a discovery phase',
        text: 'Tell us what you need and by when. After a first call you receive a discovery proposal with a fixed fee and a clear list of results.',
        primary: { label: 'Describe your project', href: '/contact' },
        secondary: { label: 'Compare with a dedicated team', href: '/collaboration-models/dedicated-team' },
      },
    ],
  },
  de: {
    hero: {
      primary: { label: 'Projekt beschreiben', href: '/contact' },
      secondary: { label: 'Beide Modelle vergleichen', href: '/collaboration-models' },
    },
    sections: [
      {
        type: 'features',
        id: 'when-it-fits',
        heading: 'Wann Outsourcing die richtige Wahl ist',
        items: [
          {
            title: 'Das Ziel ist klar',
            icon: 'check',
            text: 'Sie können sagen, was die Software leisten soll und für wen: ein Kundenportal, ein internes Werkzeug, das Excel-Listen ablöst, eine Anbindung zwischen Shop und ERP, ein Plattformwechsel. Details dürfen noch offen sein; die klären wir in der Konzeptphase.',
          },
          {
            title: 'Es gibt kein Team, das Sie steuern könnten',
            icon: 'team',
            text: 'Sie haben keine eigene Entwicklungsabteilung, oder sie ist mit dem Kernprodukt voll ausgelastet. Sie suchen einen Partner, der für das Ergebnis einsteht, und keine Leute, die Sie führen müssen.',
          },
          {
            title: 'Das Budget muss vorab feststehen',
            icon: 'euro',
            text: 'Ihr Budget wird pro Projekt freigegeben, vom Vorstand, über ein Förderprogramm oder durch den Einkauf, und Sie brauchen einen belastbaren Preis, bevor die Umsetzung beginnt.',
          },
          {
            title: 'Ein Termin ist gesetzt',
            icon: 'clock',
            text: 'Eine Messe, eine neue Vorschrift, die in Kraft tritt, das Lizenzende Ihres Altsystems. Meilensteine mit festen Terminen machen den Fortschritt sichtbar, und Sie können alles Weitere darauf abstimmen.',
          },
        ],
      },
      {
        type: 'process',
        id: 'how-it-works',
        heading: 'So läuft ein Outsourcing-Projekt ab',
        intro:
          'Jedes Projekt folgt denselben fünf Schritten. Die Umsetzung läuft in Zwei-Wochen-Sprints, sodass Sie die Software wachsen sehen, lange bevor der erste Meilenstein fällig ist.',
        steps: [
          {
            title: 'Konzeptphase',
            duration: `${figures.de.discoveryWeeksShort} Wochen`,
            text: 'Workshops mit den Beteiligten auf Ihrer Seite, eine Analyse der bestehenden Systeme und Schnittstellen, Prototypen der wichtigsten Ansichten. Das Ergebnis ist eine Spezifikation mit User Stories und Akzeptanzkriterien, eine Architektur und ein Meilensteinplan. Die Konzeptphase hat einen Festpreis, und die Ergebnisse gehören Ihnen, auch wenn Sie nicht mit uns weitermachen.',
          },
          {
            title: 'Preis pro Meilenstein',
            duration: '1 Woche',
            text: 'Auf Basis der Konzeptphase erhalten Sie für jeden Meilenstein einen Fest- oder Maximalpreis, jeweils mit Termin und Abnahmekriterien. Maximalpreis heißt: Sie zahlen den tatsächlichen Aufwand bis zur vereinbarten Obergrenze, aber nie mehr.',
          },
          {
            title: 'Umsetzung',
            duration: 'Meist 3–9 Monate',
            text: 'Unser Team gestaltet, entwickelt und testet in Zwei-Wochen-Sprints. Alle zwei Wochen erhalten Sie einen Fortschrittsbericht zum Meilensteinplan, und jeder Meilenstein wird erst in Rechnung gestellt, nachdem Sie ihn getestet und abgenommen haben.',
          },
          {
            title: 'Produktivstart',
            duration: '1–2 Wochen',
            text: 'Lasttests, Sicherheitsprüfung, Datenmigration und eine Generalprobe der Umstellung. Wir nehmen die Software auf Ihrem Hosting in der EU oder auf einer Infrastruktur, die wir auf Ihren Namen einrichten, in Betrieb, und das Team beobachtet das System in den ersten Wochen besonders genau.',
          },
          {
            title: 'Übergabe',
            duration: '1–2 Wochen',
            text: 'Sie erhalten Quellcode, Infrastructure as Code, technische Dokumentation, Administrationsanleitungen und sämtliche Nutzungsrechte. Wir führen Übergabetermine mit Ihrem Team oder Ihrem nächsten Dienstleister durch, und Sie entscheiden, ob wir mit Support, Weiterentwicklung oder gar nicht weitermachen.',
          },
        ],
      },
      {
        type: 'features',
        id: 'what-you-get',
        heading: 'Was Sie bekommen',
        items: [
          {
            title: 'Eine Spezifikation, mit der Sie arbeiten können',
            icon: 'book',
            text: 'User Stories mit Akzeptanzkriterien, klickbare Prototypen und eine Architekturbeschreibung. Präzise genug, damit wir einen Preis nennen können, und präzise genug, damit auch jeder andere danach bauen könnte.',
          },
          {
            title: 'Ein Preis, mit dem Sie planen können',
            icon: 'euro',
            text: 'Ein Fest- oder Maximalpreis für jeden Meilenstein, vereinbart vor Beginn der Arbeit. Änderungen gibt es nur über einen schriftlichen Änderungsantrag, dem Sie zustimmen.',
          },
          {
            title: 'Eine verantwortliche Ansprechperson',
            icon: 'chat',
            text: 'Eine feste Projektleitung, die Umfang, Zeitplan und Budget verantwortet, Ihre Fragen innerhalb eines Werktags beantwortet und Sie früh informiert, wenn etwas in Gefahr gerät.',
          },
          {
            title: 'Alle zwei Wochen lauffähige Software',
            icon: 'rocket',
            text: 'Eine Sprint-Demo in Ihrer Testumgebung alle 14 Tage, gefolgt von einem kurzen schriftlichen Bericht. Sie müssen nie bis zum Ende eines Meilensteins warten, um Fortschritt zu sehen.',
          },
          {
            title: 'Getesteter, dokumentierter Code',
            icon: 'code',
            text: 'Automatisierte Tests, Code-Review bei jeder Änderung, CI/CD-Pipelines und eine Dokumentation, die für die Menschen geschrieben ist, die das System nach uns betreuen.',
          },
          {
            title: 'Alle Rechte, keine Abhängigkeit',
            icon: 'shield',
            text: 'Code in Repositorys, die Sie vom ersten Tag an kontrollieren, Übertragung sämtlicher Nutzungsrechte an Sie, Hosting in der EU mit Auftragsverarbeitungsvertrag nach DSGVO.',
          },
        ],
      },
      {
        type: 'prose',
        id: 'pricing',
        heading: 'So setzt sich der Preis zusammen',
        paragraphs: [
          `Der Preis folgt den beiden Phasen des Projekts. Die Konzeptphase kostet pauschal ${figures.de.discoveryWeekly} pro Woche: den Tagessatz ihrer zwei Fachleute aus Produktmanagement und Design; der Architekturentwurf der technischen Leitung ist darin enthalten. Bei ${figures.de.discoveryWeeks} Wochen sind das ${figures.de.discoveryPrice}. Diesen Betrag kennen Sie vor der Unterschrift, und Sie können nach der Konzeptphase aufhören – mit einer vollständigen Spezifikation in der Hand.`,
          'Die Umsetzung wird pro Meilenstein bepreist. Ist der Umfang klar umrissen, bieten wir einen Festpreis an: Sie zahlen den vereinbarten Betrag, und braucht es mehr Aufwand, ist das unser Risiko. Birgt ein Teil echte Unsicherheit, etwa die Anbindung an ein System, das niemand dokumentiert hat, bieten wir stattdessen einen Maximalpreis an: Sie zahlen den tatsächlichen Aufwand, den wir alle zwei Wochen offenlegen, höchstens aber die vereinbarte Obergrenze. Jeder Meilenstein wird erst nach Ihrer Abnahme in Rechnung gestellt.',
          'Änderungen sind normal und erfordern keine Neuverhandlung des ganzen Vertrags. Möchten Sie etwas Neues, erstellt Ihre Projektleitung bei uns einen kurzen Änderungsantrag mit den Auswirkungen auf Preis und Termin, und Sie entscheiden, ob Sie es ergänzen, gegen etwas Gleichwertiges tauschen oder auf später verschieben. Hosting und Lizenzen von Drittanbietern rechnen die Anbieter direkt mit Ihnen ab, es stecken also keine versteckten Aufschläge in unserem Preis.',
        ],
      },
      {
        type: 'case-studies',
        id: 'case-studies',
        heading: 'Projekte, die wir von Anfang bis Ende umgesetzt haben',
        intro: 'Zwei klar umrissene Projekte, geliefert von der Konzeptphase bis zum Produktivstart – mit Ergebnissen, die unsere Kunden messen können.',
        items: ['/case-studies/saas-kyc-verification-process', '/case-studies/external-document-managment-system-dms'],
      },
      {
        type: 'faq',
        id: 'faq',
        heading: 'Fragen zum Projekt-Outsourcing',
        items: [
          {
            question: 'Warum ist die Konzeptphase kostenpflichtig?',
            answer:
              'Weil sie echte Arbeit erfahrener Leute ist und erst sie einen belastbaren Preis möglich macht. Eine kostenlose Schätzung nach einem einzigen Gespräch enthält entweder üppige Risikoaufschläge oder ist falsch. Mit einer bezahlten Konzeptphase erhalten Sie Spezifikation, Prototypen und Architektur, die Ihnen gehören – ob Sie danach mit uns bauen oder nicht.',
          },
          {
            question: 'Was unterscheidet Festpreis und Maximalpreis?',
            answer:
              'Beim Festpreis zahlen Sie den vereinbarten Betrag für einen Meilenstein, egal wie viel Aufwand wir tatsächlich brauchen. Beim Maximalpreis zahlen Sie den tatsächlichen Aufwand, den wir alle zwei Wochen ausweisen, aber nie mehr als die vereinbarte Obergrenze. Für Meilensteine mit offenen technischen Fragen empfehlen wir den Maximalpreis, weil er einen hohen Risikoaufschlag im Preis vermeidet.',
          },
          {
            question: 'Was passiert, wenn sich unsere Anforderungen ändern?',
            answer:
              'Kleine Klärungen innerhalb des vereinbarten Umfangs gehören zur Arbeit und kosten nichts extra. Für echte Änderungen erstellen wir einen Änderungsantrag mit den Auswirkungen auf Preis und Zeitplan, und nichts ändert sich, bevor Sie zustimmen. Oft ist es am einfachsten, eine Funktion gegen eine andere von ähnlichem Umfang zu tauschen.',
          },
          {
            question: 'Wie stark müssen wir eingebunden sein?',
            answer:
              'Während der Konzeptphase sollten die wichtigsten Personen auf Ihrer Seite einige Stunden Workshops pro Woche einplanen. In der Umsetzung genügt eine Ansprechperson, die Rückfragen innerhalb von ein bis zwei Tagen beantwortet, alle zwei Wochen am Sprint-Review teilnimmt und die Meilensteine abnimmt. In den Daily Stand-ups sind Sie willkommen, müssen aber nicht dabei sein.',
          },
          {
            question: 'Was passiert nach der Übergabe?',
            answer:
              'Abweichungen von der vereinbarten Spezifikation beheben wir innerhalb der vertraglich festgelegten Gewährleistungsfrist auf unsere Kosten. Darüber hinaus haben Sie die Wahl: ein Supportvertrag mit festen Reaktionszeiten, Weiterentwicklung, zum Beispiel mit einem dedizierten Team, oder eine vollständige Übergabe an Ihr eigenes Entwicklungsteam oder einen anderen Dienstleister. Wir dokumentieren das System so, dass alle drei Wege funktionieren.',
          },
          {
            question: 'Wem gehören Code und Rechte nach der Übergabe?',
            answer:
              'Ihnen. Der Code liegt in Repositorys, die Sie kontrollieren, und der Vertrag überträgt Ihnen sämtliche Nutzungsrechte. Für alles, was wir für Sie entwickeln, fallen keine Lizenzgebühren an, und die verwendeten Open-Source-Bibliotheken führen wir mit ihren Lizenzen in der Dokumentation auf.',
          },
        ],
      },
      {
        type: 'cta',
        id: 'cta',
        heading: 'Beginnen Sie mit einer Konzeptphase',
        text: 'Sagen Sie uns, was Sie brauchen und bis wann. Nach einem ersten Gespräch erhalten Sie ein Angebot für die Konzeptphase mit Festpreis und einer klaren Liste der Ergebnisse.',
        primary: { label: 'Projekt beschreiben', href: '/contact' },
        secondary: { label: 'Mit dediziertem Team vergleichen', href: '/collaboration-models/dedicated-team' },
      },
    ],
  },
};
