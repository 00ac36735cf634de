import type { ServiceDetail } from '../types';
import { figures } from '@/content/figures';

/** MVP Launcher: the fixed-price package that takes a first product release live in `figures.launcherWeeks` weeks. */
export const mvpLauncher: ServiceDetail = {
  technologies: ['/technologies/react', '/technologies/node-js', '/technologies/go'],
  caseStudies: [
    '/case-studies/saas-kyc-verification-process',
    '/case-studies/dashboard-for-optimizing-production-line',
  ],
  tools: [
    'TypeScript',
    'Next.js',
    'React Native',
    'Expo',
    'PostgreSQL',
    'Docker',
    'GitHub Actions',
    'Playwright',
    'Sentry',
    'Plausible',
    'Figma',
  ],
  text: {
    en: {
      problems: {
        intro:
          'The MVP Launcher is for teams who know what they want to test in the market, but cannot afford an open-ended project to find out.',
        items: [
          {
            icon: 'euro',
            title: 'Open-ended quotes and limited runway',
            text: 'Agencies quote hourly rates and wide estimate ranges. With a fixed budget from investors or a corporate innovation fund, you need to know the total before you start.',
          },
          {
            icon: 'clock',
            title: 'A date that will not move',
            text: 'A pilot customer is waiting, a funding round needs traction, or a trade fair is three months away. A release that slips by a quarter means a missed opportunity.',
          },
          {
            icon: 'layers',
            title: 'A feature list that keeps growing',
            text: 'Every stakeholder adds a must-have, and the first release drifts towards a complete product. Nobody has the mandate to say what can wait.',
          },
          {
            icon: 'team',
            title: 'No team to build it',
            text: 'You have no technical co-founder, or your IT department is busy running the core business. Hiring a team first would cost the months you do not have.',
          },
        ],
      },
      deliverables: {
        intro:
          `At the end of week ${figures.en.launcherWeeks} you have a product in the hands of real users, not a prototype, plus everything needed to continue.`,
        items: [
          {
            icon: 'book',
            title: 'A scope you can hold us to',
            text: `The core user journey, a feature list with an explicit out-of-scope list, a clickable prototype, the fixed price and the launch date, all agreed in writing after ${figures.en.launcherScopingWeeks} weeks.`,
          },
          {
            icon: 'code',
            title: 'A web or mobile app',
            text: 'A web app in React and Next.js or a React Native app for iOS and Android. Where another framework fits better, we use it: the pilot of a production dashboard, for example, was built in Angular.',
          },
          {
            icon: 'cloud',
            title: 'Backend, admin area and integrations',
            text: 'A Node.js or Go backend with PostgreSQL, sign-in, user roles, an admin area and up to three integrations such as payments, email or a verification provider, hosted in the EU in your own cloud account.',
          },
          {
            icon: 'check',
            title: 'Production-grade foundations',
            text: 'Automated tests, a CI/CD pipeline, monitoring and error tracking, privacy-friendly analytics and a data processing agreement, so the MVP can grow instead of being thrown away.',
          },
          {
            icon: 'rocket',
            title: 'Launch and a plan for release two',
            text: 'The production launch or app store submission, technical documentation, and a prioritised backlog for the next release based on what the first users did.',
          },
        ],
      },
      engagement: {
        intro:
          `In ${figures.en.launcherWeeks} weeks: six two-week sprints, each ending with a demo; the last sprint is split between beta and launch.`,
        items: [
          {
            title: 'Scoping',
            duration: `${figures.en.launcherScopingWeeks} weeks`,
            text: `Workshops on users, the core journey and business rules, a clickable prototype and a technical outline. The sprint ends with the fixed price for the full ${figures.en.launcherWeeks} weeks and a launch date.`,
          },
          {
            title: 'Design and foundations',
            duration: '2 weeks',
            text: 'UI design of the core screens, repositories, pipelines and environments, plus a first thin slice of the journey running on staging.',
          },
          {
            title: 'Build',
            duration: '6 weeks',
            text: 'Three sprints of feature work. You test each increment on staging, and we adjust details within the agreed scope.',
          },
          {
            title: 'Beta and hardening',
            duration: '1 week',
            text: 'Test users work with the product while we fix bugs, run load and security checks and finish the documentation.',
          },
          {
            title: 'Launch',
            duration: '1 week',
            text: 'Release to production or the app stores, monitoring of the first live days and a handover session with your team.',
          },
        ],
      },
      toolsIntro: 'The tools that let a small team move fast without cutting corners on quality.',
      faq: [
        {
          question: 'What moves the MVP Launcher price within its range?',
          answer:
            `The range is ${figures.en.launcherPrice}; where your project lands depends on the number of user roles, the platforms (web, iOS, Android) and the integrations. It is fixed for the full ${figures.en.launcherWeeks} weeks once scoping is complete, with no hourly billing on top.`,
        },
        {
          question: `What fits into ${figures.en.launcherWeeks} weeks?`,
          answer:
            'One core journey for one or two user roles, an admin area and a few integrations. For a Berlin payment SaaS provider, that was a verification flow for business customers; for an automotive supplier, a real-time dashboard for one production line. Multi-tenant enterprise features and large data migrations belong in later releases.',
        },
        {
          question: 'What if we want to change something during the build?',
          answer:
            'Small changes happen in every sprint. For bigger ones we swap scope: a new feature replaces one of similar size that has not been built yet. Price and launch date stay fixed, and anything that does not fit goes into the plan for release two.',
        },
        {
          question: 'Who on our side needs to be involved?',
          answer:
            'One decision maker who attends the sprint demos and answers questions within a day, plus access to a few test users. You also provide the accounts that should belong to you: domain, cloud, code hosting and, for mobile apps, the Apple and Google developer accounts.',
        },
        {
          question: `What happens after week ${figures.en.launcherWeeks}?`,
          answer:
            `You own the code and can take it anywhere. Many clients continue with the same people as a dedicated team at ${figures.en.personMonth} per person per month. The verification product has been extended well beyond its first release, and the dashboard pilot was rolled out to all three production lines.`,
        },
      ],
    },
    de: {
      problems: {
        intro:
          'Der MVP Launcher richtet sich an Teams, die wissen, was sie am Markt testen wollen – sich dafür aber kein Projekt mit offenem Ende leisten können.',
        items: [
          {
            icon: 'euro',
            title: 'Unklare Gesamtkosten bei knappem Budget',
            text: 'Agenturen nennen Stundensätze und Schätzspannen. Mit einem festen Budget von Investoren oder aus einem Innovationsfonds müssen Sie die Gesamtsumme aber vorher kennen.',
          },
          {
            icon: 'clock',
            title: 'Ein Termin, der feststeht',
            text: 'Ein Pilotkunde wartet, für die Finanzierungsrunde brauchen Sie erste Nutzerzahlen, oder die Messe ist in drei Monaten. Verschiebt sich das Release um ein Quartal, ist die Chance vertan.',
          },
          {
            icon: 'layers',
            title: 'Eine Funktionsliste, die immer länger wird',
            text: 'Jede beteiligte Abteilung meldet noch eine unverzichtbare Funktion an, und das erste Release wächst sich zum kompletten Produkt aus. Niemand ist befugt zu entscheiden, was warten kann.',
          },
          {
            icon: 'team',
            title: 'Kein Team für die Umsetzung',
            text: 'Im Gründungsteam fehlt die technische Kompetenz, oder Ihre IT ist mit dem Kerngeschäft ausgelastet. Erst ein Team aufzubauen, würde genau die Monate kosten, die Sie nicht haben.',
          },
        ],
      },
      deliverables: {
        intro:
          `Am Ende von Woche ${figures.de.launcherWeeks} ist Ihr Produkt bei den ersten Nutzerinnen und Nutzern im Einsatz – kein Prototyp –, und Sie haben alles, was Sie für die nächsten Schritte brauchen.`,
        items: [
          {
            icon: 'book',
            title: 'Ein verbindlicher Umfang',
            text: `Der zentrale Nutzerweg, eine Funktionsliste mit ausdrücklich ausgeschlossenen Punkten, ein klickbarer Prototyp, der Festpreis und der Starttermin – nach ${figures.de.launcherScopingWeeks} Wochen schriftlich vereinbart.`,
          },
          {
            icon: 'code',
            title: 'Eine Web-App oder mobile App',
            text: 'Eine Web-App mit React und Next.js oder eine React-Native-App für iOS und Android. Passt ein anderes Framework besser, setzen wir darauf – das Pilotprojekt für ein Produktions-Dashboard etwa entstand mit Angular.',
          },
          {
            icon: 'cloud',
            title: 'Backend, Adminbereich und Schnittstellen',
            text: 'Ein Backend in Node.js oder Go mit PostgreSQL, Anmeldung, Benutzerrollen, Adminbereich und bis zu drei Anbindungen wie Zahlung, E-Mail oder ein Verifizierungsdienst – gehostet in der EU in Ihrem eigenen Cloud-Konto.',
          },
          {
            icon: 'check',
            title: 'Ein belastbares Fundament',
            text: 'Automatisierte Tests, CI/CD-Pipeline, Monitoring und Fehlertracking, datenschutzfreundliche Webanalyse und ein Auftragsverarbeitungsvertrag – damit das MVP weiterwachsen kann, statt neu geschrieben zu werden.',
          },
          {
            icon: 'rocket',
            title: 'Start und Plan für Release zwei',
            text: 'Der Produktivstart oder die Einreichung in den App-Stores, technische Dokumentation und ein priorisiertes Backlog für das nächste Release auf Basis dessen, was die Zielgruppe in den ersten Wochen tatsächlich getan hat.',
          },
        ],
      },
      engagement: {
        intro:
          `In ${figures.de.launcherWeeks} Wochen: sechs Sprints zu je zwei Wochen, jeder mit einer Demo am Ende; der letzte Sprint teilt sich in Beta und Start.`,
        items: [
          {
            title: 'Zuschnitt',
            duration: `${figures.de.launcherScopingWeeks} Wochen`,
            text: `Workshops zu Zielgruppe, zentralem Nutzerweg und Geschäftsregeln, ein klickbarer Prototyp und ein technischer Entwurf. Am Ende stehen der Festpreis für die gesamten ${figures.de.launcherWeeks} Wochen und ein Starttermin.`,
          },
          {
            title: 'Design und Fundament',
            duration: '2 Wochen',
            text: 'UI-Design der zentralen Ansichten, Repositorys, Pipelines und Umgebungen sowie ein erster schmaler Ausschnitt des Nutzerwegs, der in der Testumgebung läuft.',
          },
          {
            title: 'Entwicklung',
            duration: '6 Wochen',
            text: 'Drei Sprints Funktionsentwicklung. Jedes Inkrement testen Sie in der Testumgebung, Details passen wir innerhalb des vereinbarten Umfangs an.',
          },
          {
            title: 'Beta und Stabilisierung',
            duration: '1 Woche',
            text: 'Testpersonen arbeiten mit dem Produkt, während wir Fehler beheben, Last- und Sicherheitstests durchführen und die Dokumentation abschließen.',
          },
          {
            title: 'Produktivstart',
            duration: '1 Woche',
            text: 'Release in Produktion oder in den App-Stores, Überwachung der ersten Betriebstage und ein Übergabetermin mit Ihrem Team.',
          },
        ],
      },
      toolsIntro: 'Werkzeuge, mit denen ein kleines Team schnell vorankommt, ohne bei der Qualität zu sparen.',
      faq: [
        {
          question: 'Wovon hängt der Preis im MVP Launcher ab?',
          answer:
            `Der Rahmen liegt bei ${figures.de.launcherPrice}; wo Ihr Projekt darin landet, hängt von der Zahl der Benutzerrollen, den Plattformen (Web, iOS, Android) und den Schnittstellen ab. Nach dem Zuschnitt gilt der Preis als Festpreis für die gesamten ${figures.de.launcherWeeks} Wochen – ohne zusätzliche Abrechnung nach Stunden.`,
        },
        {
          question: `Was passt in ${figures.de.launcherWeeks} Wochen?`,
          answer:
            'Ein zentraler Nutzerweg für ein oder zwei Benutzerrollen, ein Adminbereich und einige Schnittstellen. Für einen Berliner SaaS-Anbieter für Zahlungsdienste war das ein Verifizierungsprozess für Geschäftskunden, für einen Automobilzulieferer ein Echtzeit-Dashboard für eine Fertigungslinie. Mandantenfähige Enterprise-Funktionen und große Datenmigrationen gehören in spätere Releases.',
        },
        {
          question: 'Was, wenn wir während der Entwicklung etwas ändern wollen?',
          answer:
            'Kleine Änderungen gibt es in jedem Sprint. Bei größeren tauschen wir Funktionen gegeneinander: Eine neue Funktion ersetzt eine ähnlich große, die noch nicht gebaut ist. Preis und Starttermin bleiben fest, und was nicht mehr passt, kommt in den Plan für Release zwei.',
        },
        {
          question: 'Wer muss auf unserer Seite mitarbeiten?',
          answer:
            'Eine entscheidungsbefugte Person, die an den Sprint-Demos teilnimmt und Fragen innerhalb eines Tages beantwortet, dazu Zugang zu einigen Testpersonen. Außerdem stellen Sie die Konten, die Ihnen gehören sollen: Domain, Cloud, Code-Hosting und bei Apps die Entwicklerkonten bei Apple und Google.',
        },
        {
          question: `Wie geht es nach Woche ${figures.de.launcherWeeks} weiter?`,
          answer:
            `Der Code gehört Ihnen, und Sie können mit ihm weiterarbeiten, mit wem Sie wollen. Viele Kunden machen mit denselben Leuten als dediziertes Team weiter, zu ${figures.de.personMonth} pro Person und Monat. Das Verifizierungsprodukt ist seit dem ersten Release deutlich gewachsen, und das Dashboard-Pilotprojekt wurde auf alle drei Fertigungslinien ausgerollt.`,
        },
      ],
    },
  },
};
