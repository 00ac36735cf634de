import type { ServiceDetail } from '../types';
import { figures } from '@/content/figures';

/** Mobile app development: React Native and native apps for iOS and Android, with backend, offline mode and store releases. */
export const mobileAppDevelopment: ServiceDetail = {
  technologies: ['/technologies/react', '/technologies/node-js'],
  caseStudies: ['/case-studies/e-learning', '/case-studies/saas-kyc-verification-process'],
  tools: [
    'React Native',
    'Expo',
    'TypeScript',
    'Swift',
    'Kotlin',
    'Flutter',
    'Fastlane',
    'Detox',
    'Firebase Cloud Messaging',
    'SQLite',
    'Sentry',
  ],
  text: {
    en: {
      problems: {
        intro: 'Companies come to us for an app when a website alone no longer does the job. These are the situations we hear about most.',
        items: [
          {
            icon: 'mobile',
            title: 'Your users are on their phones, your product is not',
            text: 'Customers squeeze a desktop web app onto a small screen or email photos of documents instead of uploading them. Drop-off is high, and support spends hours on problems a proper camera flow or push notification would avoid.',
          },
          {
            icon: 'euro',
            title: 'Two native apps, double the cost',
            text: 'Separate iOS and Android codebases, often from different vendors, drift apart in features and bugs. Every change is paid for twice, and releases wait for the slower team.',
          },
          {
            icon: 'cloud',
            title: 'Apps that fail without a connection',
            text: 'Field staff, commuters and learners lose signal on trains, in warehouses and basements. If the app cannot work offline and sync later, people stop using it.',
          },
          {
            icon: 'shield',
            title: 'An app nobody can release any more',
            text: 'The app no longer meets current store requirements, the original developer has gone and the build only works on one laptop. Every update turns into a project of its own.',
          },
        ],
      },
      deliverables: {
        intro: 'We deliver the app and everything it needs to run, from the API to the store listing.',
        items: [
          {
            icon: 'mobile',
            title: 'A cross-platform app in React Native',
            text: 'One TypeScript codebase for iOS and Android that shares business logic and design tokens with your React web app. Where a feature needs native code, such as background downloads or camera control, we write modules in Swift and Kotlin.',
          },
          {
            icon: 'code',
            title: 'A Node.js backend built for mobile',
            text: 'A backend-for-frontend that combines your existing services into lean endpoints for the app, handles sign-in and sends push notifications through Firebase Cloud Messaging and APNs.',
          },
          {
            icon: 'cloud',
            title: 'Offline mode and sync',
            text: 'Local storage, queued uploads and conflict handling, so the app keeps working without signal. For a Swiss training provider we built offline video downloads, so learners can finish lessons on the train.',
          },
          {
            icon: 'shield',
            title: 'Secure capture of documents',
            text: 'Camera flows with edge detection, on-device quality checks and encrypted upload, for example for ID documents in a KYC process. Secrets are kept in the iOS Keychain or Android Keystore, and data is processed in EU regions.',
          },
          {
            icon: 'rocket',
            title: 'Automated builds and store releases',
            text: 'Pipelines that test, sign and ship every merge to TestFlight and Google Play test tracks, plus store listings, screenshots, privacy declarations and crash reporting with Sentry.',
          },
        ],
      },
      engagement: {
        intro: `A typical first release reaches the stores after three to six months; as a focused MVP, a first version is in the stores after ${figures.en.mobileMvpWeeks} weeks.`,
        items: [
          {
            title: 'Discovery and UX concept',
            duration: `${figures.en.discoveryWeeksShort} weeks`,
            text: 'We clarify users, core journeys, platforms and integrations, test a clickable prototype with real users and choose the technical approach. You get a prioritised backlog and a fixed or capped price for the first release.',
          },
          {
            title: 'Design system and setup',
            duration: '2 weeks',
            text: 'Designers build the UI kit following iOS and Android conventions, while engineers set up the repository, CI pipeline, backend skeleton and test devices.',
          },
          {
            title: 'Development sprints',
            duration: '8–16 weeks',
            text: 'Each two-week sprint ends with a demo and a build you install on your own phone. Unit tests and end-to-end tests with Detox run on every change.',
          },
          {
            title: 'Beta and store release',
            duration: '2–3 weeks',
            text: 'A closed beta with a group of your customers, fixes based on crash and feedback data, then submission. We answer reviewer questions from Apple and Google and plan a staged rollout.',
          },
          {
            title: 'Operation and further development',
            duration: 'ongoing',
            text: 'We update the app for new iOS and Android versions, watch crash rates and performance, and ship new features in the same sprint rhythm.',
          },
        ],
      },
      toolsIntro: 'Alongside React, which powers React Native, and Node.js on the server, our mobile teams use these tools.',
      faq: [
        {
          question: 'React Native, Flutter or fully native?',
          answer:
            'For most business and consumer apps we recommend React Native: one codebase, shared knowledge with your React web team and native performance for typical screens. Flutter is a sound alternative if your team already works with Dart. We build fully native apps in Swift and Kotlin when an app depends heavily on device hardware or complex animations.',
        },
        {
          question: 'What drives the cost and timeline of an app?',
          answer:
            `Mostly the number of screens, device features such as camera, offline mode or payments, and the systems the app has to talk to. A focused first version, an app MVP, is in the stores after ${figures.en.mobileMvpWeeks} weeks, typically at a fixed price of ${figures.en.mobileMvpPrice}. Larger apps start with a paid discovery of ${figures.en.discoveryPrice}, after which you receive a fixed or capped price per milestone. Ongoing development usually runs with a dedicated team at ${figures.en.personMonth} per person per month, depending on role and seniority.`,
        },
        {
          question: 'Do you also build the backend?',
          answer:
            'Yes, and we recommend it, because many app problems are really API problems. We build a Node.js backend-for-frontend or connect the app to your existing systems. For a Berlin payment-services provider, our React Native app for capturing ID documents talks to the Go verification services through exactly such a layer.',
        },
        {
          question: 'Under whose account is the app published?',
          answer:
            'Under your Apple Developer and Google Play accounts, so the app belongs to you. We prepare listings and privacy information, submit builds and answer reviewers. Code, signing keys and pipelines sit in your organisation from day one.',
        },
        {
          question: 'Can you take over an existing app?',
          answer:
            'Yes. We start with a one- to two-week review of code, dependencies, build pipeline and store status, and first fix whatever blocks releases. If the app is beyond repair, we tell you and plan a rewrite that keeps your users and their data.',
        },
      ],
    },
    de: {
      problems: {
        intro: 'Unternehmen kommen zu uns, wenn eine Website allein nicht mehr ausreicht. Diese Situationen schildern sie uns am häufigsten.',
        items: [
          {
            icon: 'mobile',
            title: 'Ihre Kundschaft ist mobil, Ihr Produkt nicht',
            text: 'Wer Ihr Produkt nutzt, quält sich mit einer Desktop-Webanwendung auf dem kleinen Bildschirm oder schickt Fotos von Dokumenten per E-Mail. Die Abbruchquote ist hoch, und der Support verbringt Stunden mit Problemen, die eine gute Kamerafunktion oder eine Push-Nachricht vermeiden würde.',
          },
          {
            icon: 'euro',
            title: 'Zwei native Apps, doppelte Kosten',
            text: 'Getrennte Codebasen für iOS und Android, oft von verschiedenen Dienstleistern, entwickeln sich bei Funktionen und Fehlern auseinander. Jede Änderung bezahlen Sie zweimal, und Releases warten auf das langsamere Team.',
          },
          {
            icon: 'cloud',
            title: 'Apps, die ohne Netz versagen',
            text: 'Außendienst, Pendelnde und Lernende verlieren im Zug, im Lager oder im Keller die Verbindung. Wenn die App nicht offline arbeiten und später synchronisieren kann, nutzt sie bald niemand mehr.',
          },
          {
            icon: 'shield',
            title: 'Eine App, die niemand mehr veröffentlichen kann',
            text: 'Die App erfüllt die aktuellen Store-Vorgaben nicht mehr, wer sie ursprünglich entwickelt hat, ist nicht mehr da, und der Build läuft nur auf einem einzigen Laptop. Jedes Update wird zum eigenen Projekt.',
          },
        ],
      },
      deliverables: {
        intro: 'Wir liefern die App und alles, was sie zum Laufen braucht – von der API bis zum Store-Eintrag.',
        items: [
          {
            icon: 'mobile',
            title: 'Eine plattformübergreifende App mit React Native',
            text: 'Eine TypeScript-Codebasis für iOS und Android, die Geschäftslogik und Design-Tokens mit Ihrer React-Web-App teilt. Braucht eine Funktion nativen Code, etwa für Downloads im Hintergrund oder die Kamerasteuerung, schreiben wir Module in Swift und Kotlin.',
          },
          {
            icon: 'code',
            title: 'Ein Node.js-Backend für mobile Anforderungen',
            text: 'Ein Backend-for-Frontend, das Ihre bestehenden Dienste zu schlanken Endpunkten für die App bündelt, die Anmeldung übernimmt und Push-Nachrichten über Firebase Cloud Messaging und APNs versendet.',
          },
          {
            icon: 'cloud',
            title: 'Offline-Modus und Synchronisierung',
            text: 'Lokale Speicherung, Upload-Warteschlangen und Konfliktbehandlung, damit die App auch ohne Netz funktioniert. Für einen Schweizer Weiterbildungsanbieter haben wir Video-Downloads für die Offline-Nutzung gebaut – Lernende schließen Lektionen so auch im Zug ab.',
          },
          {
            icon: 'shield',
            title: 'Sichere Erfassung von Dokumenten',
            text: 'Kamerafunktionen mit Kantenerkennung, Qualitätsprüfung auf dem Gerät und verschlüsseltem Upload, z. B. für Ausweisdokumente in einem KYC-Prozess. Schlüssel und Zugangsdaten liegen im iOS-Schlüsselbund oder im Android Keystore, verarbeitet werden die Daten in EU-Regionen.',
          },
          {
            icon: 'rocket',
            title: 'Automatisierte Builds und Store-Releases',
            text: 'Pipelines, die jeden Merge testen, signieren und in TestFlight sowie die Testtracks von Google Play ausliefern – dazu Store-Einträge, Screenshots, Datenschutzangaben und Absturzberichte mit Sentry.',
          },
        ],
      },
      engagement: {
        intro: `Ein erstes Release ist meist nach drei bis sechs Monaten in den Stores; als fokussiertes MVP ist eine erste Version nach ${figures.de.mobileMvpWeeks} Wochen in den Stores.`,
        items: [
          {
            title: 'Konzeptphase und UX-Entwurf',
            duration: `${figures.de.discoveryWeeksShort} Wochen`,
            text: 'Wir klären Zielgruppen, zentrale Abläufe, Plattformen und Schnittstellen, testen einen klickbaren Prototyp mit echten Nutzerinnen und Nutzern und wählen den technischen Ansatz. Sie erhalten ein priorisiertes Backlog und einen Fest- oder Maximalpreis für das erste Release.',
          },
          {
            title: 'Designsystem und Einrichtung',
            duration: '2 Wochen',
            text: 'Unser Designteam baut das UI-Kit nach den Konventionen von iOS und Android, während das Entwicklungsteam Repository, CI-Pipeline, Backend-Grundgerüst und Testgeräte einrichtet.',
          },
          {
            title: 'Entwicklungssprints',
            duration: '8–16 Wochen',
            text: 'Jeder zweiwöchige Sprint endet mit einer Demo und einem Build, den Sie auf Ihrem eigenen Smartphone installieren. Unit-Tests und End-to-End-Tests mit Detox laufen bei jeder Änderung.',
          },
          {
            title: 'Beta und Store-Release',
            duration: '2–3 Wochen',
            text: 'Eine geschlossene Beta mit einer Gruppe Ihrer Kundinnen und Kunden, Korrekturen auf Basis von Absturz- und Feedbackdaten, dann die Einreichung. Wir beantworten Rückfragen aus der App-Store-Prüfung von Apple und Google und planen einen schrittweisen Rollout.',
          },
          {
            title: 'Betrieb und Weiterentwicklung',
            duration: 'laufend',
            text: 'Wir passen die App an neue iOS- und Android-Versionen an, beobachten Absturzraten und Performance und liefern neue Funktionen im gewohnten Sprint-Rhythmus.',
          },
        ],
      },
      toolsIntro: 'Neben React, auf dem React Native aufbaut, und Node.js auf dem Server nutzen unsere Mobile-Teams diese Werkzeuge.',
      faq: [
        {
          question: 'React Native, Flutter oder komplett nativ?',
          answer:
            'Für die meisten Business- und Endkunden-Apps empfehlen wir React Native: eine Codebasis, gemeinsames Wissen mit Ihrem React-Webteam und native Performance für typische Ansichten. Flutter ist eine solide Alternative, wenn Ihr Team bereits mit Dart arbeitet. Vollständig native Apps in Swift und Kotlin entwickeln wir, wenn eine App stark von Gerätehardware oder aufwendigen Animationen abhängt.',
        },
        {
          question: 'Wovon hängen Kosten und Dauer einer App ab?',
          answer:
            `Vor allem von der Zahl der Ansichten, von Gerätefunktionen wie Kamera, Offline-Modus oder Zahlungen und von den Systemen, mit denen die App sprechen muss. Eine fokussierte erste Version, ein App-MVP, ist nach ${figures.de.mobileMvpWeeks} Wochen in den Stores, typischerweise zum Festpreis von ${figures.de.mobileMvpPrice}. Größere Apps beginnen mit einer bezahlten Konzeptphase für ${figures.de.discoveryPrice}, danach erhalten Sie einen Fest- oder Maximalpreis je Meilenstein. Die Weiterentwicklung übernimmt meist ein dediziertes Team für ${figures.de.personMonth} pro Person und Monat, je nach Rolle und Seniorität.`,
        },
        {
          question: 'Entwickeln Sie auch das Backend?',
          answer:
            'Ja, und wir raten dazu, denn viele App-Probleme sind eigentlich API-Probleme. Wir bauen ein Node.js-Backend-for-Frontend oder binden die App an Ihre bestehenden Systeme an. Bei einem Berliner Anbieter von Zahlungsdiensten spricht unsere React-Native-App zur Erfassung von Ausweisdokumenten genau über eine solche Schicht mit den Go-Diensten für die Verifizierung.',
        },
        {
          question: 'Unter wessen Konto wird die App veröffentlicht?',
          answer:
            'Unter Ihren Konten bei Apple Developer und Google Play – die App gehört also Ihnen. Wir bereiten Store-Einträge und Datenschutzangaben vor, reichen Builds ein und beantworten Rückfragen. Code, Signaturschlüssel und Pipelines liegen vom ersten Tag an in Ihrer Organisation.',
        },
        {
          question: 'Übernehmen Sie auch eine bestehende App?',
          answer:
            'Ja. Wir beginnen mit einer ein- bis zweiwöchigen Prüfung von Code, Abhängigkeiten, Build-Pipeline und Store-Status und beheben zuerst, was Releases blockiert. Ist die App nicht mehr zu retten, sagen wir Ihnen das und planen eine Neuentwicklung, bei der Sie weder Nutzerkonten noch Daten verlieren.',
        },
      ],
    },
  },
};
