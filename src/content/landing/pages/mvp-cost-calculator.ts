import {  } from '@/config/facts';
import type { LandingPage } from '../types';
import { figures } from '@/content/figures';

/** MVP cost calculator: for founders and product owners asking “what will my MVP cost?” before they talk to anyone. */
export const mvpCostCalculator: LandingPage = {
  action: 'calculator',
  caseStudies: [
    '/case-studies/saas-kyc-verification-process',
    '/case-studies/dashboard-for-optimizing-production-line',
    '/case-studies/external-document-managment-system-dms',
  ],
  text: {
    en: {
      action: 'Calculate your MVP cost',
      problem: {
        heading: 'What actually drives the cost of an MVP',
        paragraphs: [
          'The price of an MVP is mostly people multiplied by weeks, and the number of weeks comes from a handful of decisions rather than from the number of screens. Two products with twenty screens each can differ in effort by a factor of two once you ask how many kinds of user sign in, whether money changes hands and which outside systems the product has to talk to.',
          'The biggest cost drivers in our projects are the platforms (a web app, an app for iOS and Android, or both), user roles and permissions, payments and billing, integrations with third-party or in-house systems, and requirements such as single sign-on, audit trails or real-time data. Design counts as well: a product built on a proven component library costs less than one with its own visual identity and detailed animation.',
          'Timeline pressure is the driver people forget. If the date is fixed and the scope is large, work has to run in parallel, which needs a bigger team and more coordination. That buys calendar time, but every week gets more expensive, and beyond a certain team size extra people stop shortening the project at all.',
        ],
      },
      offer: {
        heading: 'What your estimate contains',
        intro:
          'Ten questions, two sections, about three minutes. You see the full result straight away, without entering an e-mail address.',
        items: [
          {
            icon: 'euro',
            title: 'A cost range in euros',
            text: 'A lower and an upper figure for the scope you described, derived from the effort comparable features took in our own projects and from the rates we actually charge.',
          },
          {
            icon: 'layers',
            title: 'The breakdown behind the figure',
            text: 'Each part of your answers with its share of the total: sign-in and roles, payments, integrations, admin area, data and compliance. You see where the money goes and which answer moves it most.',
          },
          {
            icon: 'clock',
            title: 'A duration in weeks',
            text: 'A range from kick-off to launch that takes your timeline pressure into account. A tight date shows up here and in the size of the team, not as a hidden surcharge.',
          },
          {
            icon: 'team',
            title: 'A suggested team',
            text: 'The roles the work needs, for example a product designer, two or three engineers and a part-time delivery lead, so you can set the figure against what hiring your own people would cost.',
          },
          {
            icon: 'globe',
            title: 'A link you can share',
            text: 'Your answers are kept in the link itself. Send it to a co-founder, an investor or your finance department, and they see exactly the same estimate, with no account needed.',
          },
          {
            icon: 'chat',
            title: 'A direct line to the people behind it',
            text: 'If you want to go further, send the estimate to yourself and to us in one step, or book a call straight from the result page.',
          },
        ],
      },
      process: {
        heading: 'From a three-minute estimate to a fixed price',
        intro:
          `The calculator itself takes about three minutes. If you decide to send us the result, a fixed or capped price follows ${figures.en.discoveryWeeks} weeks after our first call.`,
        items: [
          {
            title: 'Describe the project foundation',
            duration: '1–2 minutes',
            text: 'Five questions: product type (web, mobile, both or a browser extension), current stage (idea, prototype or live product), target users and their roles, design needs and how firm your date is.',
          },
          {
            title: 'Set the technical requirements',
            duration: '1–2 minutes',
            text: 'Five more: accounts and sign-in, payments and billing, integrations, admin and content management, and any data, AI, real-time or compliance requirements.',
          },
          {
            title: 'Send the estimate',
            duration: '1 business day',
            text: 'The estimate goes to you and to us. A product manager reads your answers with one of our engineers and replies with first observations and open questions.',
          },
          {
            title: 'Talk it through',
            duration: '30–45 minutes',
            text: 'In a call we go through the breakdown with you: which assumptions hold, which answers push the range up and what could move to a second release without weakening the first.',
          },
          {
            title: 'Scoping or discovery',
            duration: `${figures.en.discoveryWeeksShort} weeks`,
            text: `${figures.en.launcherScopingWeeks} weeks of scoping for an MVP Launcher project, or a discovery of ${figures.en.discoveryWeeks} weeks for larger products. Either way it ends with a written scope, a clickable prototype and a fixed or capped price.`,
          },
        ],
      },
      pricing: {
        heading: 'How to read the range you get',
        intro:
          'The lower figure assumes your answers turn out as simple as they can be; the upper one allows for the unknowns that usually appear, such as an undocumented interface or a second user role that needs its own screens. Where you end up inside the range is decided in scoping, not by luck. Most results fall into one of these three brackets from our projects.',
        items: [
          {
            name: 'Web or SaaS MVP',
            price: figures.en.launcherPrice,
            text: `One core user journey, sign-in and roles, an admin area and a few integrations, built at a fixed price with our MVP Launcher and live in ${figures.en.launcherWeeks} weeks.`,
          },
          {
            name: 'Mobile app MVP',
            price: figures.en.mobileMvpPrice,
            text: `An app for iOS and Android from one React Native or Flutter codebase, with backend, admin panel and app store release, in ${figures.en.mobileMvpWeeksShort} weeks.`,
          },
          {
            name: 'Enterprise MVP',
            price: figures.en.enterpriseMvpPrice,
            text: `For products inside a larger organisation: security review, single sign-on and integration with existing systems such as an ERP, in ${figures.en.enterpriseMvpMonths} months.`,
          },
        ],
      },
      proof: {
        heading: 'MVPs that went live on a fixed price',
        intro:
          `A B2B SaaS provider used our MVP Launcher to go live with a KYC verification flow in ${figures.en.launcherWeeks} weeks; median verification time fell from two days to six minutes. An automotive supplier ran a ${figures.en.launcherWeeks}-week production dashboard pilot the same way, and OEE has since risen from 64% to 72%. What follows an enterprise MVP shows in the document management system we connected to single sign-on and an ERP: a full product, built in four fixed-price milestones, beyond this bracket.`,
        reviewsHeading: 'What clients say about budgets and delivery',
        reviews:
          'Across 115 reviews, clients most often mention clear budgets and the demo at the end of every two-week sprint, where they see what their money has built.',
      },
      faq: [
        {
          question: 'Is the result a quote?',
          answer:
            'No. It is a range based on the effort of comparable projects, and it is only as precise as the answers you give. A binding price comes after scoping or discovery, when we know your users, your data and the systems you need to connect. The range is still a useful yardstick: if an offer lands far outside it, ask what the difference is made of.',
        },
        {
          question: 'Why is my range so wide?',
          answer:
            'A wide range means your answers leave important questions open, typically integrations with systems we have not seen, an unclear number of user roles or compliance requirements that are still being defined. Each of them can go either way. Try answering the uncertain questions both ways and compare the two links. In scoping, the range turns into a single figure.',
        },
        {
          question: 'What happens when I send the estimate?',
          answer:
            'You and we both receive the estimate with your answers. We reply within one business day, usually with two or three questions and an offer to go through the breakdown in a short call. None of this commits you to anything. If you want to share confidential details, we are happy to sign a non-disclosure agreement first.',
        },
        {
          question: 'Do I have to leave my e-mail address?',
          answer:
            'Not to see the result. Your answers are kept in the link, so you can come back to the estimate or pass it on without an account. We only receive your contact details when you send the estimate or book a call, and we process them in the EU in line with the GDPR.',
        },
        {
          question: 'What is not included in the figure?',
          answer:
            `The range covers design, development, testing and the launch of the first version. Running costs such as cloud hosting, app store fees and third-party services like a payment or verification provider are billed to you directly by those providers. Development after launch is separate: many clients continue with a dedicated team at ${figures.en.personMonth} per person per month.`,
        },
        {
          question: 'Can we show the estimate to other agencies?',
          answer:
            'Yes, that is entirely your call, and the breakdown helps you compare their offer line by line. Check who will own the result as well: with us, the code sits in your repository and the product runs in your own cloud account in the EU.',
        },
      ],
    },
    de: {
      action: 'MVP-Kosten berechnen',
      problem: {
        heading: 'Wovon die Kosten eines MVP wirklich abhängen',
        paragraphs: [
          'Der Preis eines MVP ergibt sich im Kern aus Personen mal Wochen – und wie viele Wochen es werden, entscheiden einige wenige Fragen, nicht die Zahl der Ansichten. Zwei Produkte mit jeweils zwanzig Ansichten können im Aufwand um den Faktor zwei auseinanderliegen, sobald klar ist, wie viele verschiedene Benutzerrollen es gibt, ob Geld fließt und mit welchen fremden Systemen das Produkt sprechen muss.',
          'Die größten Kostentreiber in unseren Projekten sind die Plattformen (Web-App, App für iOS und Android oder beides), Benutzerrollen und Berechtigungen, Zahlung und Abrechnung, Schnittstellen zu externen oder eigenen Systemen sowie Anforderungen wie Single Sign-on, Audit-Trails oder Echtzeitdaten. Auch das Design zählt: Ein Produkt auf Basis einer bewährten Komponentenbibliothek kostet weniger als eines mit eigener visueller Identität und aufwendigen Animationen.',
          'Oft übersehen wird der Zeitdruck. Steht der Termin fest und ist der Umfang groß, muss parallel gearbeitet werden – das erfordert ein größeres Team und mehr Abstimmung. So gewinnen Sie Kalenderzeit, aber jede Woche wird teurer, und ab einer gewissen Teamgröße verkürzen zusätzliche Personen das Projekt gar nicht mehr.',
        ],
      },
      offer: {
        heading: 'Was Ihre Schätzung enthält',
        intro:
          'Zehn Fragen, zwei Abschnitte, etwa drei Minuten. Das vollständige Ergebnis sehen Sie sofort – ohne dass Sie eine E-Mail-Adresse angeben müssen.',
        items: [
          {
            icon: 'euro',
            title: 'Eine Kostenspanne in Euro',
            text: 'Ein unterer und ein oberer Wert für den beschriebenen Umfang, abgeleitet aus dem Aufwand, den vergleichbare Funktionen in unseren eigenen Projekten gekostet haben, und aus den Sätzen, die wir tatsächlich berechnen.',
          },
          {
            icon: 'layers',
            title: 'Die Aufschlüsselung hinter der Zahl',
            text: 'Jeder Teil Ihrer Antworten mit seinem Anteil an der Summe: Anmeldung und Rollen, Zahlung, Schnittstellen, Adminbereich, Daten und Compliance. So sehen Sie, wohin das Geld fließt und welche Antwort den größten Unterschied macht.',
          },
          {
            icon: 'clock',
            title: 'Eine Dauer in Wochen',
            text: 'Eine Spanne vom Projektbeginn bis zum Start, die Ihren Zeitdruck berücksichtigt. Ein enger Termin zeigt sich hier und in der Teamgröße, nicht als versteckter Aufschlag.',
          },
          {
            icon: 'team',
            title: 'Ein Teamvorschlag',
            text: 'Die Rollen, die die Arbeit erfordert, z. B. eine Person für Produktdesign, zwei oder drei für die Entwicklung und eine Projektleitung in Teilzeit. So können Sie die Summe mit den Kosten vergleichen, die eigene Einstellungen verursachen würden.',
          },
          {
            icon: 'globe',
            title: 'Ein Link zum Weitergeben',
            text: 'Ihre Antworten stecken im Link selbst. Schicken Sie ihn an Ihr Gründungsteam, an Investoren oder an die Finanzabteilung – alle sehen genau dieselbe Schätzung, ganz ohne Konto.',
          },
          {
            icon: 'chat',
            title: 'Ein kurzer Weg zu den Menschen dahinter',
            text: 'Wenn Sie weitermachen möchten, senden Sie die Schätzung in einem Schritt an sich selbst und an uns oder buchen direkt von der Ergebnisseite aus ein Gespräch.',
          },
        ],
      },
      process: {
        heading: 'Von der Drei-Minuten-Schätzung zum Festpreis',
        intro:
          `Der Rechner selbst braucht etwa drei Minuten. Schicken Sie uns das Ergebnis, erhalten Sie ${figures.de.discoveryWeeks} Wochen nach unserem ersten Gespräch einen Fest- oder Maximalpreis.`,
        items: [
          {
            title: 'Projektgrundlagen beschreiben',
            duration: '1–2 Minuten',
            text: 'Fünf Fragen: Produktart (Web, Mobile, beides oder Browser-Erweiterung), aktueller Stand (Idee, Prototyp oder Produkt im Produktivbetrieb), Zielgruppen und ihre Rollen, Designanspruch und wie fest Ihr Termin ist.',
          },
          {
            title: 'Technische Anforderungen festlegen',
            duration: '1–2 Minuten',
            text: 'Fünf weitere: Konten und Anmeldung, Zahlung und Abrechnung, Schnittstellen, Administration und Inhaltspflege sowie Anforderungen an Daten, KI, Echtzeitfunktionen oder Compliance.',
          },
          {
            title: 'Schätzung absenden',
            duration: '1 Werktag',
            text: 'Die Schätzung geht an Sie und an uns. Jemand aus unserem Produktmanagement liest Ihre Antworten gemeinsam mit jemandem aus dem Entwicklungsteam und meldet sich mit ersten Einschätzungen und offenen Fragen.',
          },
          {
            title: 'Gemeinsam durchgehen',
            duration: '30–45 Minuten',
            text: 'Im Gespräch prüfen wir die Aufschlüsselung mit Ihnen: Welche Annahmen tragen, welche Antworten die Spanne nach oben treiben und was in ein zweites Release wandern kann, ohne das erste zu schwächen.',
          },
          {
            title: 'Zuschnitt oder Konzeptphase',
            duration: `${figures.de.discoveryWeeksShort} Wochen`,
            text: `${figures.de.launcherScopingWeeks} Wochen Zuschnitt bei einem Projekt mit dem MVP Launcher oder eine Konzeptphase von ${figures.de.discoveryWeeks} Wochen bei größeren Produkten. Am Ende stehen ein schriftlich vereinbarter Umfang, ein klickbarer Prototyp und ein Fest- oder Maximalpreis.`,
          },
        ],
      },
      pricing: {
        heading: 'So lesen Sie Ihre Spanne',
        intro:
          'Der untere Wert geht davon aus, dass sich Ihre Antworten so einfach umsetzen lassen wie irgend möglich. Der obere berücksichtigt die Unbekannten, die erfahrungsgemäß auftauchen, etwa eine undokumentierte Schnittstelle oder eine zweite Benutzerrolle, die eigene Ansichten braucht. Wo Sie innerhalb der Spanne landen, entscheidet sich im Zuschnitt, nicht durch Zufall. Die meisten Ergebnisse fallen in eine dieser drei Preisklassen aus unseren Projekten.',
        items: [
          {
            name: 'Web- oder SaaS-MVP',
            price: figures.de.launcherPrice,
            text: `Ein zentraler Nutzerweg, Anmeldung und Rollen, ein Adminbereich und einige Schnittstellen – zum Festpreis mit unserem MVP Launcher, nach ${figures.de.launcherWeeks} Wochen in Betrieb.`,
          },
          {
            name: 'Mobile-App-MVP',
            price: figures.de.mobileMvpPrice,
            text: `Eine App für iOS und Android aus einer Codebasis mit React Native oder Flutter, samt Backend, Adminbereich und Veröffentlichung in den App-Stores, in ${figures.de.mobileMvpWeeksShort} Wochen.`,
          },
          {
            name: 'Enterprise-MVP',
            price: figures.de.enterpriseMvpPrice,
            text: `Für Produkte innerhalb großer Organisationen: Sicherheitsprüfung, Single Sign-on und Anbindung an bestehende Systeme wie ein ERP, in ${figures.de.enterpriseMvpMonths} Monaten.`,
          },
        ],
      },
      proof: {
        heading: 'MVPs, die zum Festpreis live gingen',
        intro:
          `Ein B2B-SaaS-Anbieter nahm mit unserem MVP Launcher nach ${figures.de.launcherWeeks} Wochen einen KYC-Verifizierungsprozess in Betrieb; die mittlere Prüfdauer sank von zwei Tagen auf sechs Minuten. Ein Automobilzulieferer startete auf demselben Weg ein ${figures.de.launcherWeeks}-wöchiges Pilotprojekt für ein Produktions-Dashboard, seither ist die OEE von 64 % auf 72 % gestiegen. Was nach einem Enterprise-MVP kommt, zeigt das Dokumentenmanagementsystem, das wir an Single Sign-on und ERP angebunden haben: ein vollständiges Produkt, in vier Meilensteinen zum Festpreis gebaut – über diese Spanne hinaus.`,
        reviewsHeading: 'Was Kunden zu Budget und Umsetzung sagen',
        reviews:
          'In 115 Bewertungen heben Kunden am häufigsten klare Budgets hervor und die Demo am Ende jedes zweiwöchigen Sprints, in der sie sehen, was mit ihrem Geld entstanden ist.',
      },
      faq: [
        {
          question: 'Ist das Ergebnis ein Angebot?',
          answer:
            'Nein. Es ist eine Spanne auf Basis des Aufwands vergleichbarer Projekte und nur so genau wie Ihre Antworten. Einen verbindlichen Preis nennen wir nach dem Zuschnitt oder der Konzeptphase, wenn wir Ihre Zielgruppe, Ihre Daten und die anzubindenden Systeme kennen. Als Maßstab taugt die Spanne trotzdem: Liegt ein Angebot weit außerhalb, fragen Sie nach, woraus sich der Unterschied ergibt.',
        },
        {
          question: 'Warum ist meine Spanne so breit?',
          answer:
            'Eine breite Spanne bedeutet, dass Ihre Antworten wichtige Fragen offenlassen – typischerweise Schnittstellen zu Systemen, die wir nicht kennen, eine unklare Zahl von Benutzerrollen oder Compliance-Anforderungen, die noch nicht feststehen. Jede davon kann in beide Richtungen ausschlagen. Beantworten Sie unsichere Fragen probeweise einmal so und einmal anders und vergleichen Sie die beiden Links. Im Zuschnitt wird aus der Spanne dann ein fester Betrag.',
        },
        {
          question: 'Was passiert, wenn ich die Schätzung absende?',
          answer:
            'Sie und wir erhalten die Schätzung mit Ihren Antworten. Innerhalb eines Werktags melden wir uns, meist mit zwei, drei Rückfragen und dem Vorschlag, die Aufschlüsselung in einem kurzen Gespräch durchzugehen. Verpflichtet sind Sie damit zu nichts. Möchten Sie vertrauliche Details teilen, unterzeichnen wir vorher gern eine Geheimhaltungsvereinbarung.',
        },
        {
          question: 'Muss ich meine E-Mail-Adresse angeben?',
          answer:
            'Nicht, um das Ergebnis zu sehen. Ihre Antworten werden im Link gespeichert, sodass Sie ohne Konto zur Schätzung zurückkehren oder sie weitergeben können. Ihre Kontaktdaten erhalten wir erst, wenn Sie die Schätzung absenden oder ein Gespräch buchen; wir verarbeiten sie DSGVO-konform in der EU.',
        },
        {
          question: 'Was ist in der Summe nicht enthalten?',
          answer:
            `Die Spanne umfasst Design, Entwicklung, Tests und den Start der ersten Version. Laufende Kosten wie Cloud-Hosting, App-Store-Gebühren und Drittanbieter wie Zahlungs- oder Verifizierungsdienste rechnen die Anbieter direkt mit Ihnen ab. Die Weiterentwicklung nach dem Start kommt gesondert hinzu: Viele Kunden machen mit einem dedizierten Team zu ${figures.de.personMonth} pro Person und Monat weiter.`,
        },
        {
          question: 'Dürfen wir die Schätzung auch anderen Anbietern zeigen?',
          answer:
            'Ja, das ist allein Ihre Entscheidung – und die Aufschlüsselung hilft Ihnen, deren Angebot Posten für Posten zu vergleichen. Achten Sie dabei auch darauf, wem das Ergebnis gehört: Bei uns liegt der Code in Ihrem Repository, und das Produkt läuft in Ihrem eigenen Cloud-Konto in der EU.',
        },
      ],
    },
  },
};
