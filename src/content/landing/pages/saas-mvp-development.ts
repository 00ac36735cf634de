import { mvpLauncher } from '@/config/facts';
import type { LandingPage } from '../types';
import { figures } from '@/content/figures';

/** SaaS MVP: B2B SaaS founders who need a multi-tenant first release that can take money from pilot customers. */
export const saasMvp: LandingPage = {
  action: 'enquiry',
  caseStudies: [
    '/case-studies/saas-kyc-verification-process',
    '/case-studies/how-we-turned-thank-you-pages-into-revenue-generators',
  ],
  text: {
    en: {
      action: 'Plan your SaaS MVP',
      problem: {
        heading: 'Where B2B SaaS MVPs lose their first months',
        paragraphs: [
          'A B2B SaaS MVP is judged by buyers, not only by users. Whoever signs wants their data kept apart from other customers’ data, colleagues invited with the right permissions and an invoice like any other subscription. Founders who bolt this on after the core workflow often rewrite the data model just as the first pilot customer is ready to sign.',
          'The opposite mistake costs as much: enterprise features nobody has asked for yet. Single sign-on, audit logs and custom contracts matter once larger customers arrive; in release one they only delay learning whether anyone pays. So tenant separation, roles and billing go in from the start, while SSO and usage-based pricing are prepared in the architecture and follow when customers ask.',
        ],
      },
      offer: {
        heading: 'The SaaS foundations we build in from day one',
        intro:
          'Customers pay for your core workflow. Around it we build what every B2B SaaS needs, so your first release can be sold, not just demonstrated.',
        items: [
          {
            icon: 'layers',
            title: 'Multi-tenancy done properly',
            text: 'Each customer is a tenant with its own data, settings and users, separated at database level and covered by automated tests.',
          },
          {
            icon: 'euro',
            title: 'Subscription billing with Stripe',
            text: 'Plans, trials, per-seat or tiered pricing, VAT invoices, dunning and a customer portal, so billing runs without manual work.',
          },
          {
            icon: 'team',
            title: 'Teams and roles, SSO later',
            text: 'Invitations and roles in release one, designed so that single sign-on via SAML or OpenID Connect can be added later without a rebuild.',
          },
          {
            icon: 'chart',
            title: 'Onboarding, analytics and admin',
            text: 'A guided first run that takes new accounts to value without a sales call, activation and retention events per account, and an admin dashboard for tenants, plans and revenue.',
          },
          {
            icon: 'shield',
            title: 'Security and GDPR basics',
            text: 'EU hosting in your own cloud account, encryption, backups and a data processing agreement, so a customer’s security questionnaire does not stall the deal.',
          },
        ],
      },
      process: {
        heading: `${figures.en.launcherWeeks} weeks to your first paying customers`,
        intro:
          `We build SaaS MVPs with our MVP Launcher: a fixed price and six two-week sprints with a demo after each. If your idea needs a discovery phase first, add ${figures.en.discoveryWeeks} weeks; hence the ${figures.en.saasMvpWeeks} weeks.`,
        items: [
          {
            title: 'Scoping',
            duration: `${figures.en.launcherScopingWeeks} weeks`,
            text: 'Buyers, users, core workflow and pricing model mapped; a clickable prototype, the tenant and billing design, the fixed price and the launch date.',
          },
          {
            title: 'Design and tenant foundation',
            duration: '2 weeks',
            text: 'Core screens designed; sign-up, tenants, roles and Stripe running on staging.',
          },
          {
            title: 'Core workflow',
            duration: '6 weeks',
            text: 'Three sprints on what customers pay for, plus onboarding, the admin dashboard and analytics, each tested on staging.',
          },
          {
            title: 'Pilot customers on board',
            duration: '1 week',
            text: 'Your first pilots use the production system while we fix what they find and run load and security checks.',
          },
          {
            title: 'Launch and first invoices',
            duration: '1 week',
            text: 'Public sign-up and live billing switched on, the first days monitored and release two prioritised by real usage.',
          },
        ],
      },
      pricing: {
        heading: 'What a SaaS MVP costs',
        intro: 'Once scoping is done, the price for the build is fixed, with no hourly billing on top.',
        items: [
          {
            name: 'Discovery with clickable prototype',
            price: figures.en.discoveryPrice,
            text: `${figures.en.discoveryWeeks} weeks when the problem and buyer are clear but the product is not: customer interviews, a clickable prototype and a scoped plan.`,
          },
          {
            name: 'SaaS MVP with the MVP Launcher',
            price: figures.en.launcherPrice,
            text: `${figures.en.launcherWeeks} weeks at a fixed price: tenants, roles, Stripe billing, onboarding, admin, analytics and your core workflow, live in production.`,
          },
          {
            name: 'Growth team after launch',
            price: `${figures.en.growthTeamMonthly} per month`,
            text: `${figures.en.growthTeamPeople} people at ${figures.en.personMonth} per person per month for release two onwards: SSO, integrations and what customers ask for.`,
          },
        ],
      },
      proof: {
        heading: 'Products we have put in front of paying customers',
        intro:
          `A B2B SaaS verification flow that went live in ${figures.en.launcherWeeks} weeks through our MVP Launcher, and a feature that added 4% to an online retailer’s revenue in its first quarter.`,
        reviewsHeading: 'What founders value in working with us',
        reviews:
          'Clients most often mention that they always know where the project stands: a fixed price, visible progress in every sprint and a reply within one business day.',
      },
      faq: [
        {
          question: 'What does a SaaS MVP cost?',
          answer:
            `Most SaaS MVPs we build with the MVP Launcher cost ${figures.en.launcherPrice}. The main drivers are roles, integrations and how complex your pricing model is. The price is fixed after ${figures.en.launcherScopingWeeks} weeks of scoping and holds for all ${figures.en.launcherWeeks} weeks.`,
        },
        {
          question: 'Do we need single sign-on in the first release?',
          answer:
            'Usually not. Early customers accept email sign-in; SSO becomes a question once larger companies roll your product out to whole departments. We design accounts and roles so that SSO can be added as a self-contained piece of work when the first customer asks.',
        },
        {
          question: 'Where does our customers’ data live?',
          answer:
            'In your own EU cloud account, separated by tenant. You are responsible for your customers’ data; we only process it on your behalf, under a data processing agreement. The code sits in your repository from the first commit, and we are happy to sign an NDA before you share details.',
        },
        {
          question: 'Do we need pilot customers before we start?',
          answer:
            `Not strictly, but they help a lot: two or three pilot customers willing to try early versions turn week ${mvpLauncher.weeks - 1} into a real test rather than a demonstration. We also need a founder or product owner who decides on scope and answers questions within a day, plus your own domain, cloud, code hosting and Stripe accounts.`,
        },
        {
          question: 'What comes after the first paying customers?',
          answer:
            'What your pilot customers actually use and ask for decides release two: SSO, integrations, reporting or a second workflow. Often the MVP team stays on as the growth team for that. If you build your own engineering team, we hand over with documentation and work alongside them until they have settled in.',
        },
      ],
    },
    de: {
      action: 'SaaS-MVP planen',
      problem: {
        heading: 'Wo B2B-SaaS-MVPs ihre ersten Monate verlieren',
        paragraphs: [
          'Über ein B2B-SaaS-MVP urteilt nicht nur, wer es täglich nutzt, sondern vor allem, wer es einkauft. Wer unterschreibt, will die eigenen Daten sauber von denen anderer Kunden getrennt wissen, Kolleginnen und Kollegen mit passenden Rechten einladen können und eine Rechnung wie bei jedem anderen Abo. Wer all das erst nach dem Kernablauf nachrüstet, schreibt das Datenmodell oft genau dann neu, wenn der erste Pilotkunde unterschreiben will.',
          'Der umgekehrte Fehler ist genauso teuer: Enterprise-Funktionen, nach denen noch niemand gefragt hat. Single Sign-on, Audit-Logs und individuelle Verträge zählen, sobald größere Kunden kommen; im ersten Release verzögern sie nur die Antwort auf die Frage, ob jemand zahlt. Deshalb gehören Mandantentrennung, Rollen und Abrechnung ins erste Release, während SSO und nutzungsbasierte Preise in der Architektur vorbereitet sind und folgen, wenn Kunden danach fragen.',
        ],
      },
      offer: {
        heading: 'Die SaaS-Grundlagen, die wir von Anfang an einbauen',
        intro:
          'Ihre Kunden bezahlen für den Kernablauf. Drumherum bauen wir, was jedes B2B-SaaS braucht – damit sich Ihr erstes Release verkaufen lässt, statt nur vorgeführt zu werden.',
        items: [
          {
            icon: 'layers',
            title: 'Saubere Mandantenfähigkeit',
            text: 'Jeder Kunde ist ein eigener Mandant mit eigenen Daten, Einstellungen und Benutzerkonten, getrennt auf Datenbankebene und durch automatisierte Tests abgesichert.',
          },
          {
            icon: 'euro',
            title: 'Abo-Abrechnung mit Stripe',
            text: 'Tarife, Testphasen, Preise pro Benutzerkonto oder nach Stufen, Rechnungen mit Umsatzsteuer, Mahnwesen und ein Kundenportal – die Abrechnung läuft ohne Handarbeit.',
          },
          {
            icon: 'team',
            title: 'Teams und Rollen, SSO später',
            text: 'Einladungen und Rollen schon im ersten Release, so angelegt, dass Single Sign-on über SAML oder OpenID Connect später ohne Umbau dazukommen kann.',
          },
          {
            icon: 'chart',
            title: 'Einstieg, Nutzungsanalyse und Adminbereich',
            text: 'Ein geführter Einstieg, mit dem neue Kunden ohne Vertriebstermin schnell den ersten Nutzen sehen, Kennzahlen zu Aktivierung und Nutzerbindung pro Konto und ein Adminbereich für Mandanten, Tarife und Umsatz.',
          },
          {
            icon: 'shield',
            title: 'Grundlagen für Sicherheit und DSGVO',
            text: 'Hosting in der EU in Ihrem eigenen Cloud-Konto, Verschlüsselung, Backups und ein Auftragsverarbeitungsvertrag – damit der Sicherheitsfragebogen eines Kunden den Abschluss nicht aufhält.',
          },
        ],
      },
      process: {
        heading: `In ${figures.de.launcherWeeks} Wochen zu den ersten zahlenden Kunden`,
        intro:
          `SaaS-MVPs entwickeln wir mit unserem MVP Launcher: Festpreis und sechs Sprints zu je zwei Wochen, jeder mit einer Demo. Braucht Ihre Idee vorher eine Konzeptphase, kommen ${figures.de.discoveryWeeks} Wochen hinzu – daher die ${figures.de.saasMvpWeeks} Wochen.`,
        items: [
          {
            title: 'Zuschnitt',
            duration: `${figures.de.launcherScopingWeeks} Wochen`,
            text: 'Wer kauft, wer nutzt, Kernablauf und Preismodell geklärt; dazu ein klickbarer Prototyp, das Konzept für Mandanten und Abrechnung, der Festpreis und der Starttermin.',
          },
          {
            title: 'Design und Mandanten-Fundament',
            duration: '2 Wochen',
            text: 'Die zentralen Ansichten gestaltet; Registrierung, Mandanten, Rollen und Stripe laufen in der Testumgebung.',
          },
          {
            title: 'Kernablauf',
            duration: '6 Wochen',
            text: 'Drei Sprints für das, wofür Kunden bezahlen, dazu Einstieg, Adminbereich und Nutzungsanalyse – jedes Inkrement in der Testumgebung geprüft.',
          },
          {
            title: 'Pilotkunden an Bord',
            duration: '1 Woche',
            text: 'Ihre ersten Pilotkunden nutzen das Produktivsystem, während wir die gefundenen Fehler beheben und Last- und Sicherheitstests durchführen.',
          },
          {
            title: 'Start und erste Rechnungen',
            duration: '1 Woche',
            text: 'Offene Registrierung und echte Abrechnung freigeschaltet, die ersten Tage überwacht und Release zwei nach der tatsächlichen Nutzung priorisiert.',
          },
        ],
      },
      pricing: {
        heading: 'Was ein SaaS-MVP kostet',
        intro: 'Nach dem Zuschnitt steht der Preis für die Entwicklung fest – ohne zusätzliche Abrechnung nach Stunden.',
        items: [
          {
            name: 'Konzeptphase mit klickbarem Prototyp',
            price: figures.de.discoveryPrice,
            text: `${figures.de.discoveryWeeks} Wochen, wenn Problem und Zielkunden klar sind, das Produkt aber noch nicht: Interviews mit potenziellen Kunden, ein klickbarer Prototyp und ein abgegrenzter Plan.`,
          },
          {
            name: 'SaaS-MVP mit dem MVP Launcher',
            price: figures.de.launcherPrice,
            text: `${figures.de.launcherWeeks} Wochen zum Festpreis: Mandanten, Rollen, Abrechnung mit Stripe, Einstieg, Adminbereich, Nutzungsanalyse und Ihr Kernablauf, im Produktivbetrieb.`,
          },
          {
            name: 'Wachstumsteam nach dem Start',
            price: `${figures.de.growthTeamMonthly} pro Monat`,
            text: `${figures.de.growthTeamPeople} Personen zu ${figures.de.personMonth} pro Person und Monat ab Release zwei: SSO, Integrationen und das, wonach Ihre Kunden fragen.`,
          },
        ],
      },
      proof: {
        heading: 'Produkte, die bei zahlenden Kunden im Einsatz sind',
        intro:
          `Ein Verifizierungsprozess für einen B2B-SaaS-Anbieter, der mit unserem MVP Launcher nach ${figures.de.launcherWeeks} Wochen live ging, und eine Funktion, die den Onlineumsatz eines Händlers schon im ersten Quartal um 4 % steigerte.`,
        reviewsHeading: 'Was Gründungsteams an der Zusammenarbeit schätzen',
        reviews:
          'Kunden heben am häufigsten hervor, dass sie immer wissen, wo das Projekt steht: ein fester Preis, sichtbarer Fortschritt in jedem Sprint und eine Antwort innerhalb eines Werktags.',
      },
      faq: [
        {
          question: 'Was kostet ein SaaS-MVP?',
          answer:
            `Die meisten SaaS-MVPs, die wir mit dem MVP Launcher bauen, kosten ${figures.de.launcherPrice}. Entscheidend sind Rollen, Schnittstellen und die Komplexität Ihres Preismodells. Nach ${figures.de.launcherScopingWeeks} Wochen Zuschnitt steht der Preis fest und gilt für die gesamten ${figures.de.launcherWeeks} Wochen.`,
        },
        {
          question: 'Brauchen wir Single Sign-on schon im ersten Release?',
          answer:
            'Meist nicht. Frühe Kunden akzeptieren die Anmeldung per E-Mail; SSO wird zum Thema, sobald größere Unternehmen Ihr Produkt in ganzen Abteilungen einführen. Wir legen Konten und Rollen so an, dass SSO als abgegrenztes Arbeitspaket dazukommen kann, sobald der erste Kunde danach fragt.',
        },
        {
          question: 'Wo liegen die Daten unserer Kunden?',
          answer:
            'In Ihrem eigenen Cloud-Konto in der EU, getrennt nach Mandanten. Für die Daten Ihrer Kunden sind Sie verantwortlich; wir verarbeiten sie nur in Ihrem Auftrag und schließen dafür einen Auftragsverarbeitungsvertrag. Der Code liegt ab dem ersten Commit in Ihrem Repository, und eine Geheimhaltungsvereinbarung unterschreiben wir gern, bevor Sie Details teilen.',
        },
        {
          question: 'Brauchen wir schon Pilotkunden, bevor es losgeht?',
          answer:
            `Nicht zwingend, aber sie helfen sehr: Zwei oder drei Pilotkunden, die frühe Versionen ausprobieren, machen aus Woche ${mvpLauncher.weeks - 1} einen echten Test statt einer Vorführung. Außerdem brauchen wir eine Person aus Gründungsteam oder Produktmanagement, die über den Umfang entscheidet und Fragen innerhalb eines Tages beantwortet, und Ihre eigenen Konten für Domain, Cloud, Code-Hosting und Stripe.`,
        },
        {
          question: 'Was kommt nach den ersten zahlenden Kunden?',
          answer:
            'Was Ihre Pilotkunden tatsächlich nutzen und wonach sie fragen, bestimmt Release zwei: SSO, Integrationen, Auswertungen oder ein zweiter Kernablauf. Oft arbeitet daran das Team aus dem MVP als Wachstumsteam weiter. Bauen Sie ein eigenes Entwicklungsteam auf, übergeben wir mit Dokumentation und arbeiten mit dem neuen Team zusammen, bis es eingearbeitet ist.',
        },
      ],
    },
  },
};
