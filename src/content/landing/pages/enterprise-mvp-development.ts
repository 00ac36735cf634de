import { siteConfig } from '@/config/site';
import { headcount } from '@/config/facts';
import type { LandingPage } from '../types';
import { figures } from '@/content/figures';

/** Enterprise MVP: innovation teams in large companies who need a pilot that passes IT, security and the works council. */
export const enterpriseMvp: LandingPage = {
  action: 'enquiry',
  caseStudies: [
    '/case-studies/dashboard-for-optimizing-production-line',
    '/case-studies/external-document-managment-system-dms',
  ],
  text: {
    en: {
      action: 'Discuss your enterprise MVP',
      problem: {
        heading: 'Why innovation projects stall between pitch and pilot',
        paragraphs: [
          'Inside a large company, building the product is rarely the slowest part. Before the first user can log in, the MVP has to pass an IT security review, a data protection assessment, procurement and, once employees use it, the works council. Started one after another at the end of the project, these reasonable steps add months.',
          'Agencies used to startups often build a convincing demo on a stack your IT has never approved, with its own user accounts and data copied in by hand. It wins applause in the steering committee but never reaches production, so the pilot never happens. We treat corporate rules as part of the scope and plan security, single sign-on and the integration with SAP or other core systems from the first weeks.',
        ],
      },
      offer: {
        heading: 'What makes an MVP ready for a large organisation',
        intro:
          'The product answers your business question. Around it, we deliver what IT, purchasing, data protection and employee representatives need in order to say yes.',
        items: [
          {
            icon: 'shield',
            title: 'A security review prepared, not patched',
            text: 'Threat model, architecture and data flow diagrams, and answers to your security questionnaire, ready when the review starts rather than after it has stopped the project.',
          },
          {
            icon: 'check',
            title: 'Single sign-on and your roles',
            text: 'Sign-in through your identity provider via SAML or OpenID Connect, with roles mapped from your existing groups. No separate passwords, no shadow user lists.',
          },
          {
            icon: 'layers',
            title: 'Integration with SAP and existing systems',
            text: 'Documented interfaces to SAP, Salesforce, your data warehouse or in-house APIs, agreed with the system owners and tested on test systems first.',
          },
          {
            icon: 'book',
            title: 'Documents for the works council',
            text: 'A plain account of which personal data is processed, who sees what and what is deliberately not evaluated, plus input for your data protection records.',
          },
          {
            icon: 'team',
            title: 'A pilot in everyday work',
            text: 'A defined pilot group and success criteria agreed in advance, so the steering committee decides on measured results rather than opinions.',
          },
          {
            icon: 'cloud',
            title: 'A path into your IT landscape',
            text: 'Hosting in your cloud tenant or the EU region your IT prescribes, infrastructure as code, CI/CD in your tooling and a plan for handing over operations.',
          },
        ],
      },
      process: {
        heading: `From business case to pilot results in ${figures.en.enterpriseMvpMonths} months`,
        intro:
          'Approvals run alongside the build, not after it. Every two weeks there is a demo for the core team; at each milestone we present to your steering committee.',
        items: [
          {
            title: 'Discovery and alignment',
            duration: '3–4 weeks',
            text: 'Workshops with the business side, IT, security and data protection; a clickable prototype; the integration plan; and every approval with its owner and date.',
          },
          {
            title: 'Approvals and foundations',
            duration: '2–4 weeks',
            text: 'Security concept and works council documents submitted, single sign-on and environments set up, access to test systems arranged.',
          },
          {
            title: 'Build',
            duration: '8–10 weeks',
            text: 'Four to five sprints on the core workflow and integrations. Security findings are fixed as they come up, not collected for the end.',
          },
          {
            title: 'Pilot phase',
            duration: '4–6 weeks',
            text: 'A defined group uses the MVP in their daily work while we support them and measure the agreed success criteria.',
          },
          {
            title: 'Evaluation and transition',
            duration: '1–2 weeks',
            text: 'A results report for the budget decision, technical documentation and a plan for rollout and operation.',
          },
        ],
      },
      pricing: {
        heading: 'Budget ranges for an enterprise MVP',
        intro:
          'A paid discovery first, then a fixed or capped price per milestone, which usually suits purchasing rules better than open-ended time and materials.',
        items: [
          {
            name: 'Discovery with clickable prototype',
            price: figures.en.discoveryPrice,
            text: `${figures.en.discoveryWeeks} weeks to align business, IT and data protection, ending with a prototype, a roadmap of approvals and a priced offer for the build.`,
          },
          {
            name: 'Enterprise MVP',
            price: figures.en.enterpriseMvpPrice,
            text: 'Four to six months, including support through the security review, single sign-on, integration with existing systems and the pilot. The number and state of those systems decide where you land.',
          },
          {
            name: 'Dedicated team for the rollout',
            price: `${figures.en.personMonth} per person per month`,
            text: 'After a successful pilot, three to eight people who continue towards rollout alongside your IT and hand over step by step.',
          },
        ],
      },
      proof: {
        heading: 'Projects that passed IT and reached real users',
        intro:
          `A ${figures.en.launcherWeeks}-week production pilot at an automotive supplier, and a document platform connected to a company’s single sign-on and ERP that 1,200 external partners now use.`,
        reviewsHeading: 'How corporate clients rate the collaboration',
        reviews:
          `Clients most often praise our documentation and how we explain technical decisions to business and IT alike. Many stay for years: ${figures.en.clientTenure} on average.`,
      },
      faq: [
        {
          question: 'What does an enterprise MVP cost?',
          answer:
            `Most enterprise MVPs cost ${figures.en.enterpriseMvpPrice} over ${figures.en.enterpriseMvpMonths} months, including the pilot. The drivers are the systems to integrate, the depth of the security review and the size of the pilot group. After a paid discovery of ${figures.en.discoveryPrice} you receive a fixed or capped price per milestone.`,
        },
        {
          question: 'How do you work with our IT security and data protection teams?',
          answer:
            'We involve them in the first weeks instead of presenting a finished product, and their requirements go into the backlog like any other feature. Hosting is in the EU or in your own cloud tenant, and we sign a data processing agreement and your NDA.',
        },
        {
          question: 'Does the works council need to be involved?',
          answer:
            'In Germany usually yes, as soon as employees use the software or it could be used to monitor them. We prepare documents explaining which data is processed and what is deliberately not evaluated, and present them in person if you wish. Involving the works council early saves weeks.',
        },
        {
          question: 'Can you work within our procurement process?',
          answer:
            `Yes. We are a GmbH founded in ${siteConfig.foundingYear}, with ${headcount} people in Berlin and Leipzig, and used to supplier onboarding, framework agreements and security questionnaires. A discovery plus milestones with fixed or capped prices gives purchasing clear commitments, with contracts in German or English.`,
        },
        {
          question: 'What happens after a successful pilot?',
          answer:
            'You get a results report and a plan for rollout and operation. Some clients hand the product to their own IT, others continue with us as a dedicated team, and many mix both. The code has been yours since the first commit, so every option stays open.',
        },
      ],
    },
    de: {
      action: 'Enterprise-MVP besprechen',
      problem: {
        heading: 'Warum Innovationsprojekte zwischen Pitch und Pilot stecken bleiben',
        paragraphs: [
          'In großen Unternehmen ist die Entwicklung selten der langsamste Teil. Bevor sich die ersten Nutzerinnen und Nutzer anmelden können, muss das MVP durch IT-Sicherheitsprüfung, Datenschutzbewertung und Einkauf – und, sobald Mitarbeitende damit arbeiten, durch den Betriebsrat. Jeder dieser Schritte ist berechtigt. Nacheinander am Projektende angestoßen, kosten sie Monate.',
          'Agenturen aus dem Start-up-Umfeld bauen oft eine überzeugende Demo auf einem Stack, den Ihre IT nie freigegeben hat, mit eigenen Benutzerkonten und von Hand kopierten Daten. Im Lenkungskreis gibt es Applaus, in die Produktion schafft sie es nie – der Pilotbetrieb fällt aus. Wir behandeln die Unternehmensregeln als Teil des Umfangs und planen Sicherheit, Single Sign-on und die Anbindung an SAP oder andere Kernsysteme von den ersten Wochen an.',
        ],
      },
      offer: {
        heading: 'Was ein MVP reif für den Konzern macht',
        intro:
          'Das Produkt beantwortet Ihre fachliche Frage. Drumherum liefern wir, was IT, Einkauf, Datenschutz und Arbeitnehmervertretung brauchen, um zuzustimmen.',
        items: [
          {
            icon: 'shield',
            title: 'Sicherheitsprüfung vorbereitet statt nachgebessert',
            text: 'Bedrohungsmodell, Architektur- und Datenflussdiagramme sowie Antworten auf Ihren Sicherheitsfragebogen – fertig, wenn die Prüfung beginnt, und nicht erst, nachdem sie das Projekt gestoppt hat.',
          },
          {
            icon: 'check',
            title: 'Single Sign-on und Ihre Rollen',
            text: 'Anmeldung über Ihren Identitätsanbieter per SAML oder OpenID Connect, mit Rollen aus Ihren bestehenden Gruppen. Keine separaten Passwörter, keine Schattenlisten mit Benutzerkonten.',
          },
          {
            icon: 'layers',
            title: 'Anbindung an SAP und Bestandssysteme',
            text: 'Dokumentierte Schnittstellen zu SAP, Salesforce, Ihrem Data Warehouse oder internen APIs – abgestimmt mit den Systemverantwortlichen und zuerst auf Testsystemen erprobt.',
          },
          {
            icon: 'book',
            title: 'Unterlagen für den Betriebsrat',
            text: 'Eine verständliche Darstellung, welche personenbezogenen Daten verarbeitet werden, wer was sieht und was bewusst nicht ausgewertet wird, dazu Zuarbeit für Ihre Datenschutzdokumentation.',
          },
          {
            icon: 'team',
            title: 'Ein Pilotbetrieb im Arbeitsalltag',
            text: 'Eine festgelegte Pilotgruppe und vorab vereinbarte Erfolgskriterien – damit der Lenkungskreis über gemessene Ergebnisse entscheidet statt über Meinungen.',
          },
          {
            icon: 'cloud',
            title: 'Ein Weg in Ihre IT-Landschaft',
            text: 'Hosting in Ihrer eigenen Cloud-Umgebung oder in der EU-Region, die Ihre IT vorgibt, Infrastructure as Code, CI/CD in Ihren Werkzeugen und ein Plan für die Übergabe an den Betrieb.',
          },
        ],
      },
      process: {
        heading: `Vom Business Case zu Pilotergebnissen in ${figures.de.enterpriseMvpMonths} Monaten`,
        intro:
          'Freigaben laufen bei uns parallel zur Entwicklung, nicht danach. Alle zwei Wochen gibt es eine Demo für das Kernteam; an jedem Meilenstein präsentieren wir vor dem Lenkungskreis.',
        items: [
          {
            title: 'Konzeptphase und Abstimmung',
            duration: '3–4 Wochen',
            text: 'Workshops mit Fachbereich, IT, Informationssicherheit und Datenschutz, ein klickbarer Prototyp, der Schnittstellenplan und alle Freigaben mit Verantwortlichen und Terminen.',
          },
          {
            title: 'Freigaben und Fundament',
            duration: '2–4 Wochen',
            text: 'Sicherheitskonzept und Unterlagen für den Betriebsrat eingereicht, Single Sign-on und Umgebungen eingerichtet, Zugänge zu Testsystemen organisiert.',
          },
          {
            title: 'Entwicklung',
            duration: '8–10 Wochen',
            text: 'Vier bis fünf Sprints für Kernablauf und Schnittstellen. Befunde aus der Sicherheitsprüfung beheben wir sofort, statt sie bis zum Ende zu sammeln.',
          },
          {
            title: 'Pilotbetrieb',
            duration: '4–6 Wochen',
            text: 'Eine festgelegte Gruppe nutzt das MVP im Arbeitsalltag, während wir sie begleiten und die vereinbarten Erfolgskriterien messen.',
          },
          {
            title: 'Auswertung und Übergang',
            duration: '1–2 Wochen',
            text: 'Ein Ergebnisbericht für die Budgetentscheidung, technische Dokumentation und ein Plan für Rollout und Betrieb.',
          },
        ],
      },
      pricing: {
        heading: 'Budgetrahmen für ein Enterprise-MVP',
        intro:
          'Zuerst eine bezahlte Konzeptphase, danach ein Fest- oder Maximalpreis pro Meilenstein – das passt meist besser zu Einkaufsrichtlinien als eine offene Abrechnung nach Aufwand.',
        items: [
          {
            name: 'Konzeptphase mit klickbarem Prototyp',
            price: figures.de.discoveryPrice,
            text: `${figures.de.discoveryWeeks} Wochen, um Fachbereich, IT und Datenschutz an einen Tisch zu bringen – mit Prototyp, Fahrplan für die Freigaben und einem Angebot für die Umsetzung.`,
          },
          {
            name: 'Enterprise-MVP',
            price: figures.de.enterpriseMvpPrice,
            text: 'Vier bis sechs Monate einschließlich Begleitung der Sicherheitsprüfung, Single Sign-on, Anbindung an Bestandssysteme und Pilot. Wo Sie in der Spanne landen, hängt von Zahl und Zustand dieser Systeme ab.',
          },
          {
            name: 'Dediziertes Team für den Rollout',
            price: `${figures.de.personMonth} pro Person und Monat`,
            text: 'Nach einem erfolgreichen Pilotbetrieb drei bis acht Personen, die gemeinsam mit Ihrer IT Richtung Rollout weiterarbeiten und Schritt für Schritt übergeben.',
          },
        ],
      },
      proof: {
        heading: 'Projekte, die die IT-Freigabe bestanden haben und im Einsatz sind',
        intro:
          `Ein ${figures.de.launcherWeeks}-wöchiger Produktionspilot bei einem Automobilzulieferer und eine Dokumentenplattform mit Anbindung an Single Sign-on und ERP des Unternehmens, mit der heute 1.200 externe Partner arbeiten.`,
        reviewsHeading: 'Wie Unternehmenskunden die Zusammenarbeit bewerten',
        reviews:
          `Am häufigsten loben Kunden unsere Dokumentation und dass wir technische Entscheidungen für Fachbereich und IT gleichermaßen verständlich machen. Viele bleiben über Jahre – im Schnitt ${figures.de.clientTenure}.`,
      },
      faq: [
        {
          question: 'Was kostet ein Enterprise-MVP?',
          answer:
            `Die meisten Enterprise-MVPs kosten ${figures.de.enterpriseMvpPrice} über ${figures.de.enterpriseMvpMonths} Monate, einschließlich Pilot. Entscheidend sind die anzubindenden Systeme, der Umfang der Sicherheitsprüfung und die Größe der Pilotgruppe. Nach einer bezahlten Konzeptphase für ${figures.de.discoveryPrice} erhalten Sie einen Fest- oder Maximalpreis pro Meilenstein.`,
        },
        {
          question: 'Wie arbeiten Sie mit IT-Sicherheit und Datenschutz zusammen?',
          answer:
            'Wir beziehen beide in den ersten Wochen ein, statt ihnen ein fertiges Produkt vorzulegen, und ihre Anforderungen landen im Backlog wie jede andere Funktion. Gehostet wird in der EU oder in Ihrer eigenen Cloud-Umgebung; einen Auftragsverarbeitungsvertrag und Ihre Geheimhaltungsvereinbarung unterschreiben wir selbstverständlich.',
        },
        {
          question: 'Muss der Betriebsrat beteiligt werden?',
          answer:
            'In Deutschland meist ja, sobald Mitarbeitende die Software nutzen oder sie sich zur Überwachung eignen könnte. Wir erstellen Unterlagen, die erklären, welche Daten verarbeitet und was bewusst nicht ausgewertet wird, und stellen sie auf Wunsch persönlich vor. Eine frühe Beteiligung spart Wochen.',
        },
        {
          question: 'Passen Sie in unseren Einkaufsprozess?',
          answer:
            `Ja. Wir sind eine ${siteConfig.foundingYear} gegründete GmbH mit ${headcount} Mitarbeitenden in Berlin und Leipzig und kennen Lieferantenaufnahme, Rahmenverträge und Sicherheitsfragebögen. Konzeptphase und Meilensteine mit Fest- oder Maximalpreisen geben dem Einkauf klare Zusagen; Verträge schließen wir auf Deutsch oder Englisch.`,
        },
        {
          question: 'Wie geht es nach einem erfolgreichen Pilotbetrieb weiter?',
          answer:
            'Sie erhalten einen Ergebnisbericht und einen Plan für Rollout und Betrieb. Manche Kunden übergeben das Produkt an die eigene IT, andere machen mit uns als dediziertes Team weiter, viele kombinieren beides. Der Code gehört Ihnen vom ersten Tag an, deshalb bleiben alle Wege offen.',
        },
      ],
    },
  },
};
