import { siteConfig } from '@/config/site';
import { headcount, projectsDelivered } from '@/config/facts';
import type { LandingPage } from '../types';
import { figures } from '@/content/figures';

/** MVP outsourcing: companies and founders deciding whether and where to outsource their MVP, and why an EU team. */
export const mvpDevelopmentOutsourcing: LandingPage = {
  action: 'enquiry',
  caseStudies: [
    '/case-studies/saas-kyc-verification-process',
    '/case-studies/dashboard-for-optimizing-production-line',
    '/case-studies/external-document-managment-system-dms',
  ],
  text: {
    en: {
      action: 'Get an outsourcing proposal',
      problem: {
        heading: 'What outsourcing to the wrong place really costs',
        paragraphs: [
          'Without a development team of your own, outsourcing the MVP is usually faster than building one: hiring even three good engineers takes months, and they still need someone to lead them. The harder question is where to outsource, because the lowest day rate rarely produces the cheapest product.',
          'Eight hours of time difference turn every question into a day’s delay. Contracts under foreign law, personal data processed outside the EU and vague clauses on intellectual property become a real problem the moment an investor, a customer’s procurement team or your data protection officer starts asking.',
          'The most expensive surprise comes later: code that lives in the supplier’s repository, no documentation and an architecture only the original team understands. When you want to bring development in-house, you end up paying for the MVP a second time.',
        ],
      },
      offer: {
        heading: 'What an EU team changes for your MVP',
        intro:
          `Kovalent is a software company with ${headcount} people in Berlin and Leipzig and more than ${projectsDelivered} projects delivered since ${siteConfig.foundingYear}. Outsourcing your MVP to us means the following, in writing.`,
        items: [
          {
            icon: 'clock',
            title: 'Your time zone, your languages',
            text: 'Workshops, stand-ups and demos take place during your working hours, in English or German. Questions are answered within one business day.',
          },
          {
            icon: 'shield',
            title: 'GDPR built in',
            text: 'Hosting in EU data centres, a data processing agreement as standard and a check of every third-party service your MVP relies on. Your data protection officer gets the documentation they will ask for.',
          },
          {
            icon: 'book',
            title: 'A German contract',
            text: 'You contract with Kovalent Software GmbH in Berlin. We sign an NDA before the first workshop, and every milestone has a fixed or capped price before development starts.',
          },
          {
            icon: 'code',
            title: 'Ownership from day one',
            text: 'Code, designs and documentation belong to you as they are created. We work in your repositories and your cloud account, so there is nothing to hand back and nothing to buy out.',
          },
          {
            icon: 'team',
            title: 'One complete team',
            text: 'Product manager, designer and engineers from one company, working together every day. You have one contact who is responsible for scope, budget and schedule.',
          },
          {
            icon: 'layers',
            title: 'A handover your team can use',
            text: 'Architecture decisions, a setup guide and runbooks are written during the project, not at the end. When your own developers join, they pair with ours until they can work on the product alone.',
          },
        ],
      },
      process: {
        heading: 'From first call to handover',
        intro:
          'A paid discovery, then development in milestones with a fixed or capped price each. For a typical web MVP, launch follows 12 to 14 weeks after discovery starts, and the handover to your team takes two more weeks.',
        items: [
          {
            title: 'Discovery',
            duration: `${figures.en.discoveryWeeksShort} weeks`,
            text: 'After an NDA and a first call, we work out users, the core journey and requirements with you, build a clickable prototype and check data protection and integrations. You receive a milestone plan with prices.',
          },
          {
            title: 'Build in milestones',
            duration: '8 weeks',
            text: 'Four two-week sprints, each with a demo. Every milestone has a clear result and its own fixed or capped price, so you always know what has been delivered and what it has cost.',
          },
          {
            title: 'Beta and launch',
            duration: '2 weeks',
            text: 'Test users try the product while we fix bugs, run security and load checks and complete the documentation. Then the MVP goes live in your EU cloud account.',
          },
          {
            title: 'Handover or continuation',
            duration: '2 weeks',
            text: 'Handover sessions, pairing with your developers and a walkthrough of every account and pipeline. If you prefer, we continue instead as a dedicated team.',
          },
        ],
      },
      pricing: {
        heading: 'Budgets for an outsourced MVP',
        intro:
          'Before development starts, you know the price of every milestone. These ranges come from our own projects and show where most MVPs land.',
        items: [
          {
            name: 'Discovery with clickable prototype',
            price: figures.en.discoveryPrice,
            text: `${figures.en.discoveryWeeks} weeks. You get a tested prototype, a technical concept, a data protection check and a milestone plan, all yours to keep even if you build with someone else.`,
          },
          {
            name: 'Web or SaaS MVP',
            price: figures.en.launcherPrice,
            text: `${figures.en.launcherWeeks} weeks with our MVP Launcher, scoping included: a web application with sign-in, user roles, admin area and integrations, hosted in the EU.`,
          },
          {
            name: 'Enterprise MVP',
            price: figures.en.enterpriseMvpPrice,
            text: `${figures.en.enterpriseMvpMonths} months for MVPs that must pass a security review, use single sign-on and connect to existing systems such as an ERP or CRM.`,
          },
        ],
      },
      proof: {
        heading: 'Outsourced MVPs, built and hosted in the EU',
        intro:
          'Three clients who handed product development to us: a SaaS provider, an automotive supplier and an engineering firm with strict security requirements.',
        reviewsHeading: 'How clients rate working with us',
        reviews:
          `Clients stay with us for ${figures.en.clientTenure} years on average. In their reviews they most often mention clear communication and invoices without surprises.`,
      },
      faq: [
        {
          question: 'Should we outsource our MVP or hire our own team?',
          answer:
            'If you need a product within months and have no engineering lead, outsourcing is usually faster: recruiting a team takes longer than building the MVP. If software is your core business, you will want your own team eventually. Many clients do both: we build the MVP while they hire, and then we hand over.',
        },
        {
          question: 'Is an EU team not more expensive than offshore?',
          answer:
            'Day rates in Berlin are higher than in many offshore locations, and we will not pretend otherwise. The gap narrows once you count the hours spent on coordination, rework and late-night calls, and the cost of rebuilding code nobody else can maintain. Our discovery ends with a priced milestone plan, so you can compare real totals instead of day rates.',
        },
        {
          question: 'How do you handle GDPR?',
          answer:
            'We sign a data processing agreement with you and host your MVP in EU data centres, in your own cloud account. During discovery we check where each third-party service processes personal data and document the technical and organisational measures. If your data protection officer has questions, we answer them directly.',
        },
        {
          question: 'What kind of contract do we sign?',
          answer:
            'A contract with Kovalent Software GmbH in Berlin, preceded by an NDA if you want one. The paid discovery is a short, separate agreement. Development follows with a fixed or capped price per milestone, so you never commit to the whole budget blind.',
        },
        {
          question: 'Who owns the code and the intellectual property?',
          answer:
            'You do. The contract grants you exclusive and unrestricted rights of use to everything we create for you, and the code sits in your repositories from the first commit. There is no licence fee and no proprietary platform underneath.',
        },
        {
          question: 'How does the handover to our in-house team work?',
          answer:
            'It starts long before the end: documentation, architecture decisions and runbooks are written as we build. When your developers join, they pair with our engineers on real tickets, take over code reviews and finally run a release on their own. Depending on your team, this takes a few weeks, and we remain available for questions afterwards.',
        },
      ],
    },
    de: {
      action: 'Outsourcing-Angebot anfordern',
      problem: {
        heading: 'Was Outsourcing an der falschen Stelle wirklich kostet',
        paragraphs: [
          'Ohne eigenes Entwicklungsteam ist es meist schneller, das MVP auszulagern, als erst ein Team aufzubauen: Schon drei gute Entwicklerinnen und Entwickler einzustellen, dauert Monate, und auch sie brauchen jemanden, der sie führt. Schwieriger ist die Frage, wohin Sie auslagern. Denn der niedrigste Tagessatz ergibt nur selten das günstigste Produkt.',
          'Acht Stunden Zeitverschiebung machen aus jeder Rückfrage einen Tag Verzögerung. Verträge nach ausländischem Recht, personenbezogene Daten, die außerhalb der EU verarbeitet werden, und vage Klauseln zum geistigen Eigentum werden spätestens dann zum Problem, wenn Investoren, der Einkauf eines Kunden oder Ihr Datenschutzteam nachfragen.',
          'Die teuerste Überraschung kommt zuletzt: Code, der im Repository des Dienstleisters liegt, keine Dokumentation und eine Architektur, die nur das ursprüngliche Team versteht. Wollen Sie die Entwicklung ins eigene Haus holen, bezahlen Sie das MVP ein zweites Mal.',
        ],
      },
      offer: {
        heading: 'Was ein Team aus der EU für Ihr MVP bedeutet',
        intro:
          `Kovalent ist ein Softwareunternehmen mit ${headcount} Mitarbeitenden in Berlin und Leipzig und mehr als ${projectsDelivered} Projekten seit ${siteConfig.foundingYear}. Wenn Sie Ihr MVP an uns auslagern, bedeutet das Folgendes – schriftlich vereinbart.`,
        items: [
          {
            icon: 'clock',
            title: 'Ihre Zeitzone, Ihre Sprache',
            text: 'Workshops, Abstimmungen und Demos finden zu Ihren Arbeitszeiten statt, auf Deutsch oder Englisch. Fragen beantworten wir innerhalb eines Werktags.',
          },
          {
            icon: 'shield',
            title: 'DSGVO von Anfang an',
            text: 'Hosting in Rechenzentren in der EU, ein Auftragsverarbeitungsvertrag als Standard und eine Prüfung aller Drittdienste, auf die Ihr MVP angewiesen ist. Ihr Datenschutzteam erhält die Unterlagen, nach denen es fragen wird.',
          },
          {
            icon: 'book',
            title: 'Ein deutscher Vertrag',
            text: 'Ihr Vertragspartner ist die Kovalent Software GmbH in Berlin. Vor dem ersten Workshop unterschreiben wir eine Geheimhaltungsvereinbarung, und jeder Meilenstein hat einen Fest- oder Maximalpreis, bevor die Entwicklung beginnt.',
          },
          {
            icon: 'code',
            title: 'Eigentum ab dem ersten Tag',
            text: 'Code, Designs und Dokumentation gehören Ihnen, sobald sie entstehen. Wir arbeiten in Ihren Repositorys und Ihrem Cloud-Konto – es gibt also nichts zurückzugeben und nichts herauszukaufen.',
          },
          {
            icon: 'team',
            title: 'Ein vollständiges Team',
            text: 'Produktmanagement, Design und Entwicklung aus einem Unternehmen, die täglich zusammenarbeiten. Sie haben eine Ansprechperson, die für Umfang, Budget und Zeitplan verantwortlich ist.',
          },
          {
            icon: 'layers',
            title: 'Eine Übergabe, mit der Ihr Team arbeiten kann',
            text: 'Architekturentscheidungen, Einrichtungsanleitung und Betriebshandbücher entstehen während des Projekts, nicht erst am Ende. Kommen Ihre eigenen Entwicklerinnen und Entwickler dazu, arbeiten sie im Pair-Programming mit unserem Team, bis sie das Produkt allein weiterentwickeln können.',
          },
        ],
      },
      process: {
        heading: 'Vom ersten Gespräch bis zur Übergabe',
        intro:
          'Eine bezahlte Konzeptphase, danach Entwicklung in Meilensteinen mit jeweils eigenem Fest- oder Maximalpreis. Bei einem typischen Web-MVP folgt der Start 12 bis 14 Wochen nach Beginn der Konzeptphase, die Übergabe an Ihr Team dauert weitere zwei Wochen.',
        items: [
          {
            title: 'Konzeptphase',
            duration: `${figures.de.discoveryWeeksShort} Wochen`,
            text: 'Nach Geheimhaltungsvereinbarung und Erstgespräch erarbeiten wir mit Ihnen Zielgruppe, zentralen Nutzerweg und Anforderungen, bauen einen klickbaren Prototyp und prüfen Datenschutz und Schnittstellen. Sie erhalten einen Meilensteinplan mit Preisen.',
          },
          {
            title: 'Entwicklung in Meilensteinen',
            duration: '8 Wochen',
            text: 'Vier Sprints zu je zwei Wochen, jeder mit einer Demo. Jeder Meilenstein hat ein klares Ergebnis und einen eigenen Fest- oder Maximalpreis – Sie wissen also immer, was geliefert ist und was es gekostet hat.',
          },
          {
            title: 'Beta und Produktivstart',
            duration: '2 Wochen',
            text: 'Testpersonen probieren das Produkt aus, während wir Fehler beheben, Sicherheits- und Lasttests durchführen und die Dokumentation abschließen. Dann geht das MVP in Ihrem Cloud-Konto in der EU live.',
          },
          {
            title: 'Übergabe oder Weiterentwicklung',
            duration: '2 Wochen',
            text: 'Übergabetermine, Pair-Programming mit Ihrem Entwicklungsteam und ein gemeinsamer Durchgang durch alle Konten und Pipelines. Auf Wunsch entwickeln wir stattdessen als dediziertes Team weiter.',
          },
        ],
      },
      pricing: {
        heading: 'Budgets für ein ausgelagertes MVP',
        intro:
          'Bevor die Entwicklung beginnt, kennen Sie den Preis jedes Meilensteins. Die Spannen stammen aus unseren eigenen Projekten und zeigen, wo die meisten MVPs liegen.',
        items: [
          {
            name: 'Konzeptphase mit klickbarem Prototyp',
            price: figures.de.discoveryPrice,
            text: `${figures.de.discoveryWeeks} Wochen. Sie erhalten einen getesteten Prototyp, ein technisches Konzept, eine Datenschutzprüfung und einen Meilensteinplan – und dürfen alles behalten, auch wenn Sie mit einem anderen Partner bauen.`,
          },
          {
            name: 'Web- oder SaaS-MVP',
            price: figures.de.launcherPrice,
            text: `${figures.de.launcherWeeks} Wochen mit unserem MVP Launcher, Zuschnitt inklusive: eine Webanwendung mit Anmeldung, Benutzerrollen, Adminbereich und Schnittstellen, gehostet in der EU.`,
          },
          {
            name: 'Enterprise-MVP',
            price: figures.de.enterpriseMvpPrice,
            text: `${figures.de.enterpriseMvpMonths} Monate für MVPs, die eine Sicherheitsprüfung bestehen, Single Sign-on nutzen und an bestehende Systeme wie ERP oder CRM angebunden werden müssen.`,
          },
        ],
      },
      proof: {
        heading: 'Ausgelagerte MVPs, entwickelt und gehostet in der EU',
        intro:
          'Drei Kunden, die ihre Produktentwicklung an uns übergeben haben: ein SaaS-Anbieter, ein Automobilzulieferer und ein Ingenieurunternehmen mit hohen Sicherheitsanforderungen.',
        reviewsHeading: 'So bewerten Kunden die Zusammenarbeit',
        reviews:
          `Unsere Kunden bleiben im Durchschnitt ${figures.de.clientTenure} Jahre. In ihren Bewertungen nennen sie am häufigsten klare Kommunikation und Rechnungen ohne Überraschungen.`,
      },
      faq: [
        {
          question: 'Sollen wir unser MVP auslagern oder ein eigenes Team einstellen?',
          answer:
            'Brauchen Sie in wenigen Monaten ein Produkt und haben keine technische Leitung, ist Outsourcing meist schneller: Ein Team zu rekrutieren, dauert länger, als das MVP zu bauen. Ist Software Ihr Kerngeschäft, werden Sie langfristig ein eigenes Team wollen. Viele Kunden machen beides: Wir entwickeln das MVP, während sie einstellen, und übergeben anschließend.',
        },
        {
          question: 'Ist ein Team in der EU nicht teurer als Offshore?',
          answer:
            'Die Tagessätze in Berlin sind höher als an vielen Offshore-Standorten, das verschweigen wir nicht. Der Abstand schrumpft jedoch, sobald Sie die Zeit für Abstimmung, Nacharbeit und Telefonate spät abends mitrechnen – und die Kosten, Code neu zu schreiben, den sonst niemand warten kann. Unsere Konzeptphase endet mit einem Meilensteinplan mit Preisen, sodass Sie echte Gesamtsummen vergleichen können statt Tagessätze.',
        },
        {
          question: 'Wie gehen Sie mit der DSGVO um?',
          answer:
            'Wir schließen mit Ihnen einen Auftragsverarbeitungsvertrag und hosten Ihr MVP in Rechenzentren in der EU, in Ihrem eigenen Cloud-Konto. In der Konzeptphase prüfen wir, wo jeder Drittdienst personenbezogene Daten verarbeitet, und dokumentieren die technischen und organisatorischen Maßnahmen. Hat Ihr Datenschutzteam Fragen, beantworten wir sie direkt.',
        },
        {
          question: 'Welchen Vertrag schließen wir?',
          answer:
            'Einen Vertrag mit der Kovalent Software GmbH in Berlin, auf Wunsch mit vorgeschalteter Geheimhaltungsvereinbarung. Die bezahlte Konzeptphase ist eine kurze, eigenständige Vereinbarung. Die Entwicklung folgt mit einem Fest- oder Maximalpreis pro Meilenstein – Sie verpflichten sich also nie blind für das gesamte Budget.',
        },
        {
          question: 'Wem gehören Code und geistiges Eigentum?',
          answer:
            'Ihnen. Der Vertrag räumt Ihnen ausschließliche und unbeschränkte Nutzungsrechte an allem ein, was wir für Sie entwickeln, und der Code liegt ab dem ersten Commit in Ihren Repositorys. Es gibt keine Lizenzgebühr und keine proprietäre Plattform darunter.',
        },
        {
          question: 'Wie funktioniert die Übergabe an unser eigenes Team?',
          answer:
            'Sie beginnt lange vor dem Ende: Dokumentation, Architekturentscheidungen und Betriebshandbücher entstehen während der Entwicklung. Kommt Ihr eigenes Team dazu, arbeitet es im Pair-Programming mit unseren Leuten an echten Tickets, übernimmt die Code-Reviews und verantwortet schließlich selbst ein Release. Je nach Team dauert das einige Wochen, und auch danach stehen wir für Fragen zur Verfügung.',
        },
      ],
    },
  },
};
