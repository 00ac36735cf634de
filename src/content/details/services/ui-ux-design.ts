import { accessibility } from '@/config/facts';
import type { ServiceDetail } from '../types';
import { figures } from '@/content/figures';

/** UI/UX design: research, prototypes, design systems and A/B tests by designers who work inside the engineering team. */
export const uiUxDesign: ServiceDetail = {
  technologies: ['/technologies/react', '/technologies/vue'],
  caseStudies: [
    '/case-studies/e-learning',
    '/case-studies/slotmagie',
    '/case-studies/how-we-turned-thank-you-pages-into-revenue-generators',
  ],
  tools: [
    'Figma',
    'FigJam',
    'Tokens Studio',
    'Storybook',
    'Chromatic',
    'Maze',
    'Hotjar',
    'Matomo',
    'GrowthBook',
    'axe DevTools',
  ],
  text: {
    en: {
      problems: {
        intro:
          'Design problems rarely announce themselves as such. They show up as drop-offs, support tickets and features that take twice as long to build as planned.',
        items: [
          {
            icon: 'chart',
            title: 'Users drop off and nobody knows why',
            text: 'Analytics show where people leave the sign-up, the course or the basket, but not what confused them. Guesswork leads to redesigns that change the colours but keep the problem.',
          },
          {
            icon: 'layers',
            title: 'An interface patched together over years',
            text: 'Different teams added screens in different styles. There are five kinds of buttons, no shared components, and every new feature is designed from scratch.',
          },
          {
            icon: 'mobile',
            title: 'Mobile as an afterthought',
            text: 'Most of your users arrive on a phone, but the layouts were designed for desktop and squeezed down. Filters, tables and forms become hard to use with a thumb.',
          },
          {
            icon: 'code',
            title: 'Designs that cannot be built as drawn',
            text: 'Static screens arrive without empty, error or loading states. Developers fill the gaps by guessing, and the result looks different from what was approved.',
          },
        ],
      },
      deliverables: {
        intro:
          'Every deliverable is something your team can use directly: in a sprint planning, in Figma or in the codebase.',
        items: [
          {
            icon: 'chat',
            title: 'User research with clear findings',
            text: 'Interviews, usability tests and an analytics review, summarised as a prioritised list of problems with evidence, such as the sessions with learners that shaped a Swiss e-learning platform.',
          },
          {
            icon: 'design',
            title: 'Flows and clickable prototypes',
            text: 'User flows, wireframes and Figma prototypes of the key journeys, tested with real users before any code is written.',
          },
          {
            icon: 'book',
            title: 'A design system in Figma and code',
            text: 'A documented Figma library with design tokens and a matching component library in React or Vue, published in Storybook, so design and code stay in step.',
          },
          {
            icon: 'check',
            title: 'Accessible interfaces',
            text: `Contrast, keyboard navigation, focus order and screen reader labels designed to ${accessibility.standard}, which also helps online shops meet the German Accessibility Strengthening Act (BFSG).`,
          },
          {
            icon: 'chart',
            title: 'Experiments on the live product',
            text: 'A/B tests of layouts, copy and placement with defined success metrics, for example the offer placement on a retailer’s order-confirmation page.',
          },
        ],
      },
      engagement: {
        intro:
          'A typical design engagement for a new product or a major redesign. Designers stay in the team during development to answer questions and review what is built.',
        items: [
          {
            title: 'Research',
            duration: '2–3 weeks',
            text: 'Stakeholder interviews, six to ten user interviews per user group, an analytics review and a look at competing products. You receive the findings in a readout session.',
          },
          {
            title: 'Concept and flows',
            duration: '1–2 weeks',
            text: 'Information architecture, user flows and low-fidelity wireframes for the journeys that matter most, reviewed with your team and our engineers.',
          },
          {
            title: 'Prototype and usability tests',
            duration: '2–3 weeks',
            text: 'A clickable prototype, tested with five to eight users per round, then revised. Most of the serious usability problems surface in the first round.',
          },
          {
            title: 'UI design and design system',
            duration: '3–6 weeks',
            text: 'Visual design of all screens and states, built from reusable components with tokens for colour, type and spacing.',
          },
          {
            title: 'Development and design QA',
            duration: 'ongoing',
            text: 'Designers join sprint planning and review every build against the design, then measure the effect after release.',
          },
        ],
      },
      toolsIntro: 'The tools our designers use for research, design, handover and measurement.',
      faq: [
        {
          question: 'Can we book design without development?',
          answer:
            'Yes. Some clients have their own developers and only need research, prototypes or a design system. We then hand over Figma files, documented components and walkthroughs with your engineers, and stay available for questions during implementation.',
        },
        {
          question: 'What do research and design cost?',
          answer:
            `The main driver is how many user groups and journeys need interviews and test rounds; a research and prototype phase covering them usually runs as a paid discovery at ${figures.en.discoveryPrice}. Designers who work continuously in your product team are billed like every team member, at ${figures.en.personMonth} per person per month.`,
        },
        {
          question: 'Where do the users for interviews and tests come from?',
          answer:
            'Ideally from your own customer base, because they know the real context of use. We write the invitations, schedule the sessions and handle consent in line with GDPR. If that is not possible, we recruit participants through a research panel.',
        },
        {
          question: 'We already have a design system. Can you work with it?',
          answer:
            'Yes. We start with an audit of what exists in Figma and in code, close the gaps and extend it with the components your new features need, rather than starting a second system next to it.',
        },
        {
          question: 'How do you know the design worked?',
          answer:
            'We agree on metrics before we design, then measure after release. After research with learners, a Swiss training provider’s course completion rose from 48% to 67%. A/B-tested offer placement on a retailer’s thank-you pages led 6% of buyers to accept an offer. For the operator behind Slotmagie, we redesigned search and filters as part of a rebuild that made the mobile lobby 45% faster.',
        },
      ],
    },
    de: {
      problems: {
        intro:
          'Designprobleme geben sich selten als solche zu erkennen. Sie zeigen sich in Abbrüchen, Support-Tickets und Funktionen, deren Entwicklung doppelt so lange dauert wie geplant.',
        items: [
          {
            icon: 'chart',
            title: 'Nutzerinnen und Nutzer steigen aus, und niemand weiß, warum',
            text: 'Die Webanalyse zeigt, wo Menschen Registrierung, Kurs oder Warenkorb verlassen, aber nicht, was sie verwirrt hat. Vermutungen führen zu Redesigns, die zwar die Farben ändern, das Problem aber nicht lösen.',
          },
          {
            icon: 'layers',
            title: 'Eine über Jahre gewachsene Oberfläche',
            text: 'Verschiedene Teams haben Ansichten in verschiedenen Stilen ergänzt. Es gibt fünf Arten von Buttons, keine gemeinsamen Komponenten, und jede neue Funktion wird von Grund auf neu gestaltet.',
          },
          {
            icon: 'mobile',
            title: 'Mobile Nutzung erst im Nachhinein mitgedacht',
            text: 'Die meisten Menschen, die Ihr Produkt nutzen, kommen über das Smartphone, doch die Layouts wurden für den Desktop entworfen und nachträglich verkleinert. Filter, Tabellen und Formulare lassen sich mit dem Daumen kaum bedienen.',
          },
          {
            icon: 'code',
            title: 'Entwürfe, die sich so nicht bauen lassen',
            text: 'Statische Bildschirmentwürfe werden ohne Leer-, Fehler- oder Ladezustände übergeben. Das Entwicklungsteam füllt die Lücken nach Gefühl, und das Ergebnis sieht anders aus als das, was freigegeben wurde.',
          },
        ],
      },
      deliverables: {
        intro:
          'Jedes Ergebnis kann Ihr Team direkt verwenden – in der Sprint-Planung, in Figma oder im Code.',
        items: [
          {
            icon: 'chat',
            title: 'Nutzerforschung mit klaren Erkenntnissen',
            text: 'Interviews, Usability-Tests und eine Analyse der Nutzungsdaten, zusammengefasst als priorisierte Problemliste mit Belegen – etwa die Testsitzungen mit Lernenden, die eine Schweizer E-Learning-Plattform geprägt haben.',
          },
          {
            icon: 'design',
            title: 'Nutzerflüsse und klickbare Prototypen',
            text: 'Nutzerflüsse, Wireframes und Figma-Prototypen der wichtigsten Abläufe, getestet mit Menschen aus Ihrer Zielgruppe, bevor die erste Zeile Code entsteht.',
          },
          {
            icon: 'book',
            title: 'Ein Designsystem in Figma und im Code',
            text: 'Eine dokumentierte Figma-Bibliothek mit Design-Tokens und eine passende Komponentenbibliothek in React oder Vue, veröffentlicht in Storybook – so bleiben Design und Code synchron.',
          },
          {
            icon: 'check',
            title: 'Barrierefreie Oberflächen',
            text: `Kontraste, Tastaturbedienung, Fokusreihenfolge und Screenreader-Beschriftungen nach ${accessibility.standard} – das hilft Onlineshops auch bei den Anforderungen des Barrierefreiheitsstärkungsgesetzes (BFSG).`,
          },
          {
            icon: 'chart',
            title: 'Experimente im laufenden Produkt',
            text: 'A/B-Tests von Layouts, Texten und Platzierungen mit vorab festgelegten Erfolgskennzahlen, etwa zur Position von Angeboten auf der Bestellbestätigung eines Händlers.',
          },
        ],
      },
      engagement: {
        intro:
          'So läuft ein typisches Designprojekt für ein neues Produkt oder ein größeres Redesign ab. Auch während der Entwicklung bleiben Designerinnen und Designer im Team, beantworten Fragen und prüfen, was gebaut wird.',
        items: [
          {
            title: 'Nutzerforschung',
            duration: '2–3 Wochen',
            text: 'Interviews mit den Beteiligten, sechs bis zehn Nutzerinterviews pro Nutzergruppe, eine Auswertung der Nutzungsdaten und ein Blick auf Wettbewerbsprodukte. Die Ergebnisse stellen wir Ihnen in einem gemeinsamen Termin vor.',
          },
          {
            title: 'Konzept und Nutzerflüsse',
            duration: '1–2 Wochen',
            text: 'Informationsarchitektur, Nutzerflüsse und einfache Wireframes für die wichtigsten Abläufe, abgestimmt mit Ihrem Team und unserem Entwicklungsteam.',
          },
          {
            title: 'Prototyp und Usability-Tests',
            duration: '2–3 Wochen',
            text: 'Ein klickbarer Prototyp, getestet mit fünf bis acht Personen pro Runde und danach überarbeitet. Die meisten gravierenden Probleme zeigen sich bereits in der ersten Runde.',
          },
          {
            title: 'UI-Design und Designsystem',
            duration: '3–6 Wochen',
            text: 'Visuelles Design aller Ansichten und Zustände, aufgebaut aus wiederverwendbaren Komponenten mit Tokens für Farbe, Typografie und Abstände.',
          },
          {
            title: 'Entwicklung und Design-QA',
            duration: 'laufend',
            text: 'Das Designteam nimmt an der Sprint-Planung teil, prüft jeden Build gegen den Entwurf und misst nach dem Release die Wirkung.',
          },
        ],
      },
      toolsIntro: 'Die Werkzeuge unseres Designteams für Nutzerforschung, Gestaltung, Übergabe und Messung.',
      faq: [
        {
          question: 'Können wir Design ohne Entwicklung beauftragen?',
          answer:
            'Ja. Manche Kunden haben ein eigenes Entwicklungsteam und brauchen nur Nutzerforschung, Prototypen oder ein Designsystem. Dann übergeben wir Figma-Dateien und dokumentierte Komponenten und gehen beides mit Ihrem Team durch. Während der Umsetzung bleiben wir für Rückfragen erreichbar.',
        },
        {
          question: 'Was kosten Nutzerforschung und Design?',
          answer:
            `Den Ausschlag gibt, wie viele Nutzergruppen und Abläufe wir befragen und testen: Eine Phase aus Nutzerforschung und Prototyp dafür läuft meist als bezahlte Konzeptphase für ${figures.de.discoveryPrice}. Designerinnen und Designer, die dauerhaft in Ihrem Produktteam arbeiten, rechnen wir wie jedes Teammitglied ab: mit ${figures.de.personMonth} pro Person und Monat.`,
        },
        {
          question: 'Woher kommen die Teilnehmenden für Interviews und Tests?',
          answer:
            'Idealerweise aus Ihrem eigenen Kundenstamm, denn diese Menschen kennen den echten Nutzungskontext. Wir schreiben die Einladungen, planen die Termine und holen die Einwilligungen DSGVO-konform ein. Ist das nicht möglich, finden wir sie über einen Panel-Anbieter.',
        },
        {
          question: 'Wir haben bereits ein Designsystem. Arbeiten Sie damit?',
          answer:
            'Ja. Wir prüfen zunächst, was in Figma und im Code vorhanden ist, schließen Lücken und ergänzen die Komponenten, die Ihre neuen Funktionen brauchen – statt ein zweites System daneben aufzubauen.',
        },
        {
          question: 'Woran erkennen Sie, dass das Design funktioniert?',
          answer:
            'Wir legen Kennzahlen fest, bevor wir gestalten, und messen nach dem Release. Nach Nutzerforschung mit Lernenden stieg die Abschlussquote eines Schweizer Weiterbildungsanbieters von 48 auf 67 %. Auf den Dankesseiten eines Händlers nahmen 6 % der Bestellenden eines der per A/B-Test platzierten Angebote an. Für den Betreiber hinter Slotmagie haben wir Suche und Filter im Rahmen eines Neubaus neu gestaltet, durch den die mobile Lobby 45 % schneller lädt.',
        },
      ],
    },
  },
};
