import { figures } from '@/content/figures';
import {  } from '@/config/facts';
import type { RouteKeyOfKind } from '@/i18n/routes';
import type { Localized, PageCopy } from '../types';

export const landingPages: Record<RouteKeyOfKind<'landing' | 'calculator'>, Localized<PageCopy>> = {
  '/startup-growth-partner': {
    en: {
      label: 'Startup growth partner',
      title: 'Technical partner for funded startups',
      description:
        'After your seed or Series A round: a long-term engineering partner that scales your product, architecture and team with your growth, without months of hiring.',
      heading: 'Your technical growth partner after the funding round',
      intro:
        'Once the money is in, investors expect your product to move faster than your hiring can. We join funded startups as a long-term engineering partner: we stabilise or rebuild the early codebase, set up a scalable architecture with CI/CD, and add developers, designers or an interim CTO when you need them. As your in-house team grows, we hand over knowledge step by step.',
    },
    de: {
      label: 'Start-up-Wachstumspartner',
      title: 'Tech-Partner für finanzierte Start-ups',
      description:
        'Nach der Seed- oder Series-A-Runde: ein langfristiger Tech-Partner, der Produkt, Architektur und Team mit Ihrem Wachstum skaliert – ohne langes Recruiting.',
      heading: 'Ihr technischer Wachstumspartner nach der Finanzierungsrunde',
      intro:
        'Sobald das Kapital da ist, erwarten Investoren, dass sich Ihr Produkt schneller entwickelt, als Sie Personal einstellen können. Wir begleiten finanzierte Start-ups als langfristiger Technologiepartner: Wir stabilisieren oder erneuern die frühe Codebasis, schaffen eine skalierbare Architektur mit CI/CD und stellen bei Bedarf Fachleute für Entwicklung und Design oder einen CTO auf Zeit. Wächst Ihr eigenes Team, übergeben wir das Wissen Schritt für Schritt.',
    },
  },

  '/mobile-app-mvp-development': {
    en: {
      label: 'Mobile app MVP',
      title: 'Mobile app MVP development for startups',
      description:
        `Launch a mobile app MVP on iOS and Android from one React Native or Flutter codebase, with backend, analytics and app store release in ${figures.en.mobileMvpWeeks} weeks.`,
      heading: 'Your mobile app MVP on iOS and Android in one go',
      intro:
        `We build the first version of your app with the features that prove your idea and nothing more: onboarding, the core user flow, push notifications and in-app analytics. One React Native or Flutter codebase serves iOS and Android, backed by a lean API and an admin panel. Within ${figures.en.mobileMvpWeeks} weeks your app is live in the App Store and on Google Play, ready for real user feedback.`,
    },
    de: {
      label: 'Mobile-App-MVP',
      title: 'App-MVP für iOS und Android entwickeln',
      description:
        `Ihr App-MVP für iOS und Android aus einer React-Native- oder Flutter-Codebasis – mit Backend, Nutzungsanalyse und Release in den App-Stores in ${figures.de.mobileMvpWeeks} Wochen.`,
      heading: 'Ihr App-MVP für iOS und Android – aus einer Codebasis',
      intro:
        `Wir entwickeln die erste Version Ihrer App mit genau den Funktionen, die Ihre Idee belegen – und nicht mehr: Registrierung und Einstieg, den zentralen Nutzerweg, Push-Benachrichtigungen und Nutzungsanalyse in der App. Eine gemeinsame Codebasis in React Native oder Flutter bedient iOS und Android, dahinter stehen eine schlanke API und ein Adminbereich. Nach ${figures.de.mobileMvpWeeks} Wochen ist Ihre App im App Store und bei Google Play verfügbar und sammelt die Rückmeldungen der ersten Nutzerinnen und Nutzer.`,
    },
  },

  '/saas-mvp-development': {
    en: {
      label: 'SaaS MVP',
      title: 'SaaS MVP development for B2B founders',
      description:
        'A SaaS MVP with multi-tenant architecture, user roles, subscription billing via Stripe and an admin dashboard – ready for your first paying customers.',
      heading: 'SaaS MVP development: ready for your first paying customers',
      intro:
        `A SaaS product has to do more than work: it needs accounts, teams and roles, secure data separation between customers and a way to collect money. We build your SaaS MVP on a multi-tenant architecture with subscription billing via Stripe, an admin dashboard and exactly the core workflow your customers pay for. After ${figures.en.saasMvpWeeks} weeks you can onboard pilot customers and send the first invoices.`,
    },
    de: {
      label: 'SaaS-MVP',
      title: 'SaaS-MVP-Entwicklung für B2B-Start-ups',
      description:
        'Ein SaaS-MVP mit mandantenfähiger Architektur, Benutzerrollen, Abo-Abrechnung über Stripe und Admin-Dashboard – bereit für Ihre ersten zahlenden Kunden.',
      heading: 'SaaS-MVP-Entwicklung: bereit für die ersten zahlenden Kunden',
      intro:
        `Ein SaaS-Produkt muss mehr können als funktionieren: Es braucht Konten, Teams und Rollen, eine sichere Datentrennung zwischen Kunden und eine Möglichkeit, Geld einzunehmen. Wir entwickeln Ihr SaaS-MVP auf einer mandantenfähigen Architektur mit Abo-Abrechnung über Stripe, einem Adminbereich und genau dem Kernablauf, für den Ihre Kunden bezahlen. Nach ${figures.de.saasMvpWeeks} Wochen können Sie die ersten Pilotkunden aufnehmen und Rechnungen stellen.`,
    },
  },

  '/enterprise-mvp-development': {
    en: {
      label: 'Enterprise MVP',
      title: 'Enterprise MVP for corporate innovation',
      description:
        'Validate new digital products inside your company: an enterprise MVP that passes security and compliance reviews and connects to your SAP, CRM and SSO.',
      heading: 'Enterprise MVPs for innovation teams in large companies',
      intro:
        'Innovation teams in large companies need proof fast, but their MVP still has to meet corporate rules. We build enterprise MVPs that follow your IT security, GDPR and compliance requirements from day one, integrate with existing systems such as SAP, Salesforce and your single sign-on, and run in your own cloud environment. You get solid evidence for the next budget decision, documented for IT, the works council and stakeholders.',
    },
    de: {
      label: 'Enterprise-MVP',
      title: 'Enterprise-MVP für Innovationsteams',
      description:
        'Neue digitale Produkte im Konzern validieren: ein Enterprise-MVP, das Sicherheits- und Compliance-Prüfungen besteht und an SAP, CRM und SSO angebunden ist.',
      heading: 'Enterprise-MVPs für Innovationsteams in großen Unternehmen',
      intro:
        'Innovationsteams in Konzernen brauchen schnell belastbare Ergebnisse, doch auch ein MVP muss die Unternehmensrichtlinien erfüllen. Wir entwickeln Enterprise-MVPs, die von Anfang an Ihre Anforderungen an IT-Sicherheit, DSGVO und Compliance einhalten, sich in bestehende Systeme wie SAP, Salesforce und Ihr Single Sign-on einfügen und in Ihrer eigenen Cloud-Umgebung laufen. Sie erhalten eine fundierte Grundlage für die nächste Budgetentscheidung – dokumentiert für IT, Betriebsrat und Fachbereiche.',
    },
  },

  '/mvp-development': {
    en: {
      label: 'MVP development',
      title: 'MVP development company in Berlin',
      description:
        `Turn your idea into a working MVP in ${figures.en.mvpWeeks} weeks: product discovery, UX design and development by one Berlin team, built for testing with early customers.`,
      heading: 'MVP development: test your idea with real users, not slides',
      intro:
        `An MVP should answer one question: will people use and pay for this? We help you define the smallest product that answers it, then design and build it as a web or mobile app with clean, extendable code. Discovery, UX, development and launch take ${figures.en.mvpWeeks} weeks, and after every two-week sprint you decide what comes next.`,
    },
    de: {
      label: 'MVP-Entwicklung',
      title: 'MVP-Entwicklung: Agentur aus Berlin',
      description:
        `Ihre Idee als funktionierendes MVP in ${figures.de.mvpWeeks} Wochen: Konzeptphase, UX-Design und Entwicklung aus einer Hand – gebaut für den Test mit Ihrer Zielgruppe.`,
      heading: 'MVP-Entwicklung: Ideen am Markt testen statt mit Folien',
      intro:
        `Ein MVP soll eine Frage beantworten: Werden Menschen dieses Produkt nutzen – und dafür bezahlen? Wir helfen Ihnen, den kleinsten Funktionsumfang zu bestimmen, der diese Frage klärt, und setzen ihn als Web- oder Mobile-App mit sauberem, erweiterbarem Code um. Konzeptphase, UX, Entwicklung und Start dauern ${figures.de.mvpWeeks} Wochen, und nach jedem zweiwöchigen Sprint entscheiden Sie, wie es weitergeht.`,
    },
  },

  '/mvp-development-outsourcing': {
    en: {
      label: 'MVP outsourcing',
      title: 'Outsource your MVP development in the EU',
      description:
        'No in-house developers? Outsource your MVP to a Berlin team: German contract, GDPR-compliant hosting, your time zone and a budget agreed before coding starts.',
      heading: 'Outsource your MVP to a team that works like your own',
      intro:
        'Many founders and business units have the idea and the budget but no development team. Instead of offshore freelancers, you get a Berlin-based team of product manager, designer and engineers working in your time zone under a German contract. We agree scope and budget before development starts, report progress every two weeks and hand over code, documentation and accounts, so you are never locked in.',
    },
    de: {
      label: 'MVP-Outsourcing',
      title: 'MVP-Entwicklung DSGVO-konform auslagern',
      description:
        'Kein eigenes Entwicklungsteam? Lagern Sie Ihr MVP an ein Berliner Team aus: deutscher Vertrag, DSGVO-konformes Hosting, gleiche Zeitzone, fester Budgetrahmen.',
      heading: 'Ihr MVP an ein Team auslagern, das wie Ihr eigenes arbeitet',
      intro:
        'Viele Gründungsteams und Fachbereiche haben die Idee und das Budget, aber kein Entwicklungsteam. Statt wechselnder Offshore-Kräfte erhalten Sie bei uns ein Berliner Team aus Produktmanagement, Design und Entwicklung, das in Ihrer Zeitzone und auf Basis eines deutschen Vertrags arbeitet. Umfang und Budget vereinbaren wir vor Entwicklungsbeginn, wir berichten alle zwei Wochen über den Fortschritt und übergeben Code, Dokumentation und Zugänge – so bleiben Sie jederzeit unabhängig.',
    },
  },

  '/mvp-cost-calculator': {
    en: {
      label: 'MVP cost calculator',
      title: 'MVP cost calculator: estimate your budget',
      description:
        'How much does an MVP cost? Answer ten quick questions and our free calculator gives you a realistic budget range in EUR, based on effort from our own projects.',
      heading: 'What will your MVP really cost? Get a realistic budget range',
      intro:
        'Quotes for the same MVP can differ by a factor of five, which turns budgeting into guesswork. Our free MVP cost calculator asks ten questions about platforms, features, integrations and design, then returns a cost range in EUR based on rates and effort from our own projects. Use the result to prepare a funding round, an internal business case or a comparison of agency offers.',
    },
    de: {
      label: 'MVP-Kostenrechner',
      title: 'MVP-Kostenrechner: Was kostet ein MVP?',
      description:
        'Was kostet ein MVP? Beantworten Sie zehn Fragen und unser kostenloser Rechner nennt eine realistische Budgetspanne in Euro – basierend auf echten Projekten.',
      heading: 'Was kostet Ihr MVP wirklich? Ihre realistische Budgetspanne',
      intro:
        'Angebote für dasselbe MVP unterscheiden sich oft um den Faktor fünf – eine verlässliche Budgetplanung wird so zum Ratespiel. Unser kostenloser MVP-Kostenrechner stellt zehn Fragen zu Plattformen, Funktionen, Schnittstellen und Design und ermittelt daraus eine Kostenspanne in Euro, auf Grundlage von Aufwand und Tagessätzen aus unseren eigenen Projekten. Nutzen Sie das Ergebnis für Ihre Finanzierungsrunde, einen internen Business Case oder den Vergleich von Agenturangeboten.',
    },
  },

  '/mvp-calculator': {
    en: {
      label: 'MVP planning calculator',
      title: 'MVP calculator: plan scope and timeline',
      description:
        'Plan your MVP before you build it: our free calculator turns your feature list into a timeline in weeks and a suggested team that fits your launch date.',
      heading: 'Plan your MVP scope and launch timeline in minutes',
      intro:
        'Which features belong in the first release, and which can wait? The free MVP calculator walks you through ten questions on users, platforms, core features and technical requirements. You get an estimated duration in weeks and the team you would need, plus a cost range as a reference point. Try different answers to see how adding or dropping a feature moves your launch date.',
    },
    de: {
      label: 'MVP-Rechner',
      title: 'MVP-Rechner: Umfang und Zeitplan ermitteln',
      description:
        'Planen Sie Ihr MVP, bevor Sie es bauen: Unser kostenloser Rechner macht aus Ihrer Funktionsliste einen Zeitplan in Wochen samt Vorschlag für das passende Team.',
      heading: 'Umfang und Zeitplan Ihres MVP in wenigen Minuten planen',
      intro:
        'Welche Funktionen gehören ins erste Release, und was kann warten? Der kostenlose MVP-Rechner führt Sie durch zehn Fragen zu Zielgruppe, Plattformen, Kernfunktionen und technischen Anforderungen. Sie erhalten eine geschätzte Projektdauer in Wochen, die benötigte Teamzusammensetzung und zur Orientierung eine Kostenspanne. Probieren Sie verschiedene Antworten aus und sehen Sie, wie sich Ihr Starttermin verschiebt, wenn Sie eine Funktion hinzufügen oder streichen.',
    },
  },

  '/mvp-cost-calculator/app': {
    en: {
      label: 'Cost estimate',
      title: 'Free MVP cost estimate in 10 steps',
      description:
        'Answer 10 questions on your project foundation and technical requirements and get an MVP cost range in EUR, a duration in weeks and a suggested team.',
      heading: 'Calculate the cost of your MVP',
      intro:
        'Ten questions in two sections: first the project foundation (what you build, for whom, how it should look and when it must launch), then the technical requirements (sign-in, payments, integrations, back office, data and compliance). You see a cost range in EUR, a duration in weeks and a suggested team straight away, without giving us your e-mail address.',
    },
    de: {
      label: 'Kostenschätzung',
      title: 'MVP-Kosten in 10 Schritten berechnen',
      description:
        'Beantworten Sie 10 Fragen zu Projekt und Technik und erhalten Sie eine Kostenspanne in Euro, die voraussichtliche Dauer in Wochen und einen Teamvorschlag.',
      heading: 'Berechnen Sie die Kosten Ihres MVP',
      intro:
        'Zehn Fragen in zwei Abschnitten: zuerst die Projektgrundlagen (was Sie entwickeln, für wen, wie es aussehen und wann es starten soll), dann die technischen Anforderungen (Anmeldung, Zahlungen, Schnittstellen, Backoffice, Daten und Compliance). Kostenspanne in Euro, Dauer in Wochen und Teamvorschlag sehen Sie sofort – ohne Ihre E-Mail-Adresse anzugeben.',
    },
  },
};
