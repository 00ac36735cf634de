import type { LandingPage } from '../types';
import { figures } from '@/content/figures';

/** Mobile app MVP: founders who need a first iOS and Android app from one codebase, live in the stores. */
export const mobileAppMvp: LandingPage = {
  action: 'enquiry',
  caseStudies: ['/case-studies/e-learning', '/case-studies/saas-kyc-verification-process'],
  text: {
    en: {
      action: 'Plan your app MVP',
      problem: {
        heading: 'Why first apps stall before they reach the stores',
        paragraphs: [
          'Most first apps are held back not by the idea but by the platform work around it. Two native codebases double the effort before anyone has tried the app, and screens that looked finished in a design tool still need sign-in, a backend, push certificates, privacy labels and two store reviews.',
          'The second trap is building too much. A mobile MVP has to prove one habit: that people open the app again on their own. Chat, feeds and settings screens rarely help with that. What does help is quick onboarding, one core flow that works without signal, notifications with a reason and analytics that show what users really do.',
        ],
      },
      offer: {
        heading: 'What your app MVP includes',
        intro:
          'What a first release needs to pass store review and produce real usage data, and nothing that can wait for version two.',
        items: [
          {
            icon: 'mobile',
            title: 'One codebase for iOS and Android',
            text: 'React Native by default, Flutter if your team already knows Dart, with native modules where the camera, location or biometrics need them.',
          },
          {
            icon: 'chat',
            title: 'Push notifications with a purpose',
            text: 'Reminders and status updates through Apple’s and Google’s push services, with proper opt-in and deep links to the right screen.',
          },
          {
            icon: 'cloud',
            title: 'Offline use and sync',
            text: 'Core data stays on the device; actions taken without signal are queued and synced as soon as the phone is back online.',
          },
          {
            icon: 'chart',
            title: 'Backend, admin panel and analytics',
            text: 'A lean Node.js API with PostgreSQL, hosted in the EU in your own cloud account, an admin panel for users and content, and events that show where users drop out.',
          },
          {
            icon: 'rocket',
            title: 'App store release handled',
            text: 'Store listings, privacy labels, test builds through TestFlight and Google Play, and the submission under your own developer accounts, including reviewers’ questions.',
          },
        ],
      },
      process: {
        heading: `From idea to the app stores in ${figures.en.mobileMvpWeeks} weeks`,
        intro:
          'Two-week sprints, each ending with a demo on your own phone. The build takes six to eight weeks, depending on how many native features your app needs.',
        items: [
          {
            title: 'Scoping',
            duration: '2 weeks',
            text: 'Users, the core flow and what waits, agreed in writing, with a clickable prototype and a fixed price.',
          },
          {
            title: 'Design and foundations',
            duration: '2 weeks',
            text: 'Final screens, the backend skeleton, build pipelines and a first version on your phone via TestFlight and Google Play testing.',
          },
          {
            title: 'Build',
            duration: '6–8 weeks',
            text: 'Onboarding, the core flow, offline sync, push notifications and analytics, tested on your own device after every sprint.',
          },
          {
            title: 'Beta with real users',
            duration: '1 week',
            text: 'A closed group uses the app while we fix what they find and check performance on older devices.',
          },
          {
            title: 'Store release',
            duration: '1 week',
            text: 'Submission to both stores, monitoring of the first live days and a handover session with your team.',
          },
        ],
      },
      pricing: {
        heading: 'What a mobile app MVP costs',
        intro: 'After scoping you get a fixed price for the build, with no hourly billing on top.',
        items: [
          {
            name: 'Discovery with clickable prototype',
            price: figures.en.discoveryPrice,
            text: `${figures.en.discoveryWeeks} weeks if your idea is still open: user interviews, a prototype tested on real phones and a priced plan for the build.`,
          },
          {
            name: 'Mobile app MVP for iOS and Android',
            price: figures.en.mobileMvpPrice,
            text: `One React Native or Flutter codebase, backend, admin panel, push notifications, offline use, analytics and release in both stores, typically live in ${figures.en.mobileMvpWeeks} weeks.`,
          },
          {
            name: 'Growth team after launch',
            price: `${figures.en.growthTeamMonthly} per month`,
            text: `${figures.en.growthTeamPeople} people at ${figures.en.personMonth} per person per month, shipping an update every two weeks.`,
          },
        ],
      },
      proof: {
        heading: 'Apps and platforms we have taken live',
        intro:
          `A mobile app that lets thousands of learners study on the move, and a product we took live in ${figures.en.launcherWeeks} weeks with our MVP Launcher.`,
        reviewsHeading: 'What clients say about working with us',
        reviews:
          `Clients most often praise being able to try every build on their own phone, and our straight answers when something will not fit. Many stay: ${figures.en.clientTenure} years on average.`,
      },
      faq: [
        {
          question: 'What does a mobile app MVP cost?',
          answer:
            `Most of our app MVPs for iOS and Android cost ${figures.en.mobileMvpPrice}. The main drivers are user roles, native features such as the camera or payments, and integrations. After two weeks of scoping the price is fixed for the whole build.`,
        },
        {
          question: 'Why do you usually recommend React Native over Flutter?',
          answer:
            'Both give you one codebase for iOS and Android with native performance for typical screens. React Native shares know-how with a React web app and with the developers you will hire later, which matters once the MVP grows into a product. Flutter is the better choice if your team already knows Dart.',
        },
        {
          question: 'Who owns the app and the store accounts?',
          answer:
            'You do. The app is published under your own Apple and Google developer accounts, so the store listing, ratings and download figures stay with you, even if you change suppliers later. The code lives in your repository and the backend runs in your EU cloud account. We are happy to sign your NDA before the first detailed conversation.',
        },
        {
          question: 'What do we need to prepare for the app stores?',
          answer:
            'Above all, Apple and Google developer accounts in your company’s name. We help you set them up, ideally during scoping, because verifying a company account can take a few days. For the beta we also need a few test users from your target group, and on your side one person who makes product decisions and answers questions within a day.',
        },
        {
          question: 'What happens once the app is in the stores?',
          answer:
            'Usage data from the first weeks shows what to build next. Every update goes through Apple’s and Google’s review again; a growth team handles that along with the next features. If you would rather build your own app team, we hand over with documentation and help them settle in.',
        },
      ],
    },
    de: {
      action: 'App-MVP planen',
      problem: {
        heading: 'Warum erste Apps oft stecken bleiben, bevor sie in den Stores sind',
        paragraphs: [
          'Die meisten ersten Apps scheitern nicht an der Idee, sondern an der Plattformarbeit drumherum. Zwei native Codebasen verdoppeln den Aufwand, bevor überhaupt jemand die App ausprobiert hat. Und Ansichten, die im Designprogramm fertig aussahen, brauchen noch Anmeldung, Backend, Push-Zertifikate, Datenschutzangaben und zwei Prüfungen durch die App-Stores.',
          'Die zweite Falle ist zu viel Umfang. Ein App-MVP muss eine Gewohnheit belegen: dass Menschen die App von sich aus wieder öffnen. Chat, Feeds und Einstellungsseiten helfen dabei selten. Was hilft: ein schneller Einstieg, ein zentraler Ablauf, der auch ohne Netz funktioniert, Benachrichtigungen mit Anlass und eine Nutzungsanalyse, die zeigt, was Nutzerinnen und Nutzer wirklich tun.',
        ],
      },
      offer: {
        heading: 'Was Ihr App-MVP umfasst',
        intro:
          'Was ein erstes Release braucht, um die Prüfung in den App-Stores zu bestehen und echte Nutzungsdaten zu liefern – und nichts, was bis Version zwei warten kann.',
        items: [
          {
            icon: 'mobile',
            title: 'Eine Codebasis für iOS und Android',
            text: 'Standardmäßig React Native, Flutter, wenn Ihr Team Dart bereits kennt – mit nativen Modulen dort, wo Kamera, Standort oder Biometrie sie erfordern.',
          },
          {
            icon: 'chat',
            title: 'Push-Benachrichtigungen mit Anlass',
            text: 'Erinnerungen und Statusmeldungen über die Push-Dienste von Apple und Google, mit sauberer Einwilligung und Deep Links auf die passende Ansicht.',
          },
          {
            icon: 'cloud',
            title: 'Offline nutzbar',
            text: 'Zentrale Daten liegen auf dem Gerät; Aktionen ohne Netz landen in einer Warteschlange und werden synchronisiert, sobald das Smartphone wieder online ist.',
          },
          {
            icon: 'chart',
            title: 'Backend, Adminbereich und Nutzungsanalyse',
            text: 'Eine schlanke Node.js-API mit PostgreSQL, gehostet in der EU in Ihrem eigenen Cloud-Konto, ein Adminbereich für Konten und Inhalte sowie Auswertungen, die zeigen, an welcher Stelle Menschen die App verlassen.',
          },
          {
            icon: 'rocket',
            title: 'Veröffentlichung in den Stores aus einer Hand',
            text: 'Store-Einträge, Datenschutzangaben, Testversionen über TestFlight und Google Play und die Einreichung unter Ihren eigenen Entwicklerkonten – samt Rückfragen aus der Prüfung.',
          },
        ],
      },
      process: {
        heading: `Von der Idee in die App-Stores in ${figures.de.mobileMvpWeeks} Wochen`,
        intro:
          'Sprints zu je zwei Wochen, jeder mit einer Demo auf Ihrem eigenen Smartphone. Die Entwicklung dauert sechs bis acht Wochen – je nachdem, wie viele native Funktionen Ihre App braucht.',
        items: [
          {
            title: 'Zuschnitt',
            duration: '2 Wochen',
            text: 'Zielgruppe, zentraler Ablauf und alles, was warten muss, schriftlich vereinbart – mit klickbarem Prototyp und Festpreis.',
          },
          {
            title: 'Design und Fundament',
            duration: '2 Wochen',
            text: 'Finale Ansichten, Backend-Gerüst, Build-Pipelines und eine erste Version auf Ihrem Smartphone über TestFlight und Google Play.',
          },
          {
            title: 'Entwicklung',
            duration: '6–8 Wochen',
            text: 'Einstieg und Registrierung, zentraler Ablauf, Offline-Synchronisierung, Push-Benachrichtigungen und Nutzungsanalyse, nach jedem Sprint auf Ihrem Gerät getestet.',
          },
          {
            title: 'Beta mit Ihrer Zielgruppe',
            duration: '1 Woche',
            text: 'Eine geschlossene Gruppe nutzt die App, während wir die gefundenen Fehler beheben und die Leistung auf älteren Geräten prüfen.',
          },
          {
            title: 'Veröffentlichung',
            duration: '1 Woche',
            text: 'Einreichung in beiden Stores, Überwachung der ersten Betriebstage und eine Übergabe an Ihr Team.',
          },
        ],
      },
      pricing: {
        heading: 'Was ein App-MVP kostet',
        intro: 'Nach dem Zuschnitt erhalten Sie einen Festpreis für die Entwicklung – ohne zusätzliche Abrechnung nach Stunden.',
        items: [
          {
            name: 'Konzeptphase mit klickbarem Prototyp',
            price: figures.de.discoveryPrice,
            text: `${figures.de.discoveryWeeks} Wochen, wenn Ihre Idee noch offen ist: Interviews mit der Zielgruppe, ein auf echten Smartphones getesteter Prototyp und ein Plan mit Preis für die Entwicklung.`,
          },
          {
            name: 'App-MVP für iOS und Android',
            price: figures.de.mobileMvpPrice,
            text: `Eine Codebasis in React Native oder Flutter, Backend, Adminbereich, Push-Benachrichtigungen, Offline-Nutzung, Nutzungsanalyse und Veröffentlichung in beiden Stores – in der Regel nach ${figures.de.mobileMvpWeeks} Wochen live.`,
          },
          {
            name: 'Wachstumsteam nach dem Start',
            price: `${figures.de.growthTeamMonthly} pro Monat`,
            text: `${figures.de.growthTeamPeople} Personen zu ${figures.de.personMonth} pro Person und Monat, die alle zwei Wochen ein Update liefern.`,
          },
        ],
      },
      proof: {
        heading: 'Apps und Plattformen, die wir an den Start gebracht haben',
        intro:
          `Eine mobile App, mit der Tausende Lernende auch unterwegs lernen, und ein Produkt, das wir mit unserem MVP Launcher in ${figures.de.launcherWeeks} Wochen in Betrieb genommen haben.`,
        reviewsHeading: 'Was Kunden über die Zusammenarbeit sagen',
        reviews:
          `Am häufigsten loben Kunden, dass sie jeden Stand auf dem eigenen Smartphone ausprobieren konnten, und klare Worte, wenn etwas nicht in den Umfang passt. Viele bleiben – im Schnitt ${figures.de.clientTenure} Jahre.`,
      },
      faq: [
        {
          question: 'Was kostet ein App-MVP?',
          answer:
            `Die meisten unserer App-MVPs für iOS und Android kosten ${figures.de.mobileMvpPrice}. Den größten Einfluss haben Benutzerrollen, native Funktionen wie Kamera oder Zahlungen und Schnittstellen. Nach zwei Wochen Zuschnitt gilt ein Festpreis für die gesamte Entwicklung.`,
        },
        {
          question: 'Warum empfehlen Sie meist React Native statt Flutter?',
          answer:
            'Beide liefern eine Codebasis für iOS und Android mit nativer Performance für typische Ansichten. React Native teilt das Know-how mit einer React-Web-App und mit späteren Neueinstellungen – das zählt, sobald aus dem MVP ein Produkt wird. Flutter ist die bessere Wahl, wenn Ihr Team Dart bereits kennt.',
        },
        {
          question: 'Wem gehören die App und die Store-Konten?',
          answer:
            'Ihnen. Die App erscheint unter Ihren eigenen Entwicklerkonten bei Apple und Google, deshalb bleiben Store-Eintrag, Bewertungen und Downloadzahlen bei Ihnen, auch wenn Sie später den Dienstleister wechseln. Der Code liegt in Ihrem Repository, das Backend läuft in Ihrem Cloud-Konto in der EU. Eine Geheimhaltungsvereinbarung unterschreiben wir gern vor dem ersten ausführlichen Gespräch.',
        },
        {
          question: 'Was müssen wir für die App-Stores vorbereiten?',
          answer:
            'Vor allem Entwicklerkonten bei Apple und Google auf den Namen Ihres Unternehmens. Bei der Einrichtung helfen wir, am besten schon während des Zuschnitts, weil die Prüfung eines Firmenkontos einige Tage dauern kann. Für die Beta brauchen wir außerdem einige Testpersonen aus Ihrer Zielgruppe und auf Ihrer Seite eine Person, die Produktentscheidungen trifft und Fragen innerhalb eines Tages beantwortet.',
        },
        {
          question: 'Wie geht es weiter, wenn die App in den Stores ist?',
          answer:
            'Die Nutzungsdaten der ersten Wochen zeigen, was als Nächstes kommt. Jedes Update durchläuft erneut die Prüfung bei Apple und Google; ein Wachstumsteam übernimmt das zusammen mit der Weiterentwicklung. Bauen Sie lieber ein eigenes App-Team auf, übergeben wir mit Dokumentation und helfen bei der Einarbeitung.',
        },
      ],
    },
  },
};
