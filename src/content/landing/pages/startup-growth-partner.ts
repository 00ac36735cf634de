import type { LandingPage } from '../types';
import { figures } from '@/content/figures';

/** Startup growth partner: funded startups from seed to Series B that need a long-term team to build, scale and hire. */
export const startupGrowthPartner: LandingPage = {
  action: 'enquiry',
  caseStudies: [
    '/case-studies/saas-kyc-verification-process',
    '/case-studies/modular-micro-frontend-solution-for-dynamic-page-rendering',
    '/case-studies/e-learning',
  ],
  text: {
    en: {
      action: 'Plan your next growth stage',
      problem: {
        heading: 'Why product speed drops right after the round',
        paragraphs: [
          'The round closes, the roadmap doubles and the board expects to see progress in the next investor update. At the same time, the product still runs on code that was written for a demo: few tests, a database schema nobody dares to touch and deployments that only one person knows how to do. Each new feature takes a little longer than the last.',
          'Hiring is supposed to fix this, but good senior engineers take months to find and often have three months’ notice to serve. A first technical hire who joins without a clear architecture tends to inherit the chaos rather than end it, and the founders end up managing engineering instead of customers and investors.',
          'What a funded startup needs at this stage is neither another batch of freelancers nor a one-off project. It needs a partner who takes responsibility for the technology, builds at the pace the plan demands and helps put together the in-house team that will eventually run the product on its own.',
        ],
      },
      offer: {
        heading: 'One partner for building, scaling and hiring',
        intro:
          'Many of our clients work with us for years. These are the building blocks of that kind of partnership; you use the ones your stage requires.',
        items: [
          {
            icon: 'team',
            title: 'A dedicated growth team',
            text: 'Three to eight engineers, designers and a product manager who work only on your product and grow or shrink with your plan. You pay a monthly fee per person, not hours.',
          },
          {
            icon: 'chat',
            title: 'A fractional CTO',
            text: 'A senior architect from our team takes on the CTO role for part of the week: owning the technical roadmap, making architecture calls, joining board and investor conversations and preparing technical due diligence for your next round.',
          },
          {
            icon: 'shield',
            title: 'A stable early codebase',
            text: 'We start with a review of code, infrastructure and security, then fix what blocks growth: missing tests, fragile deployments, slow queries. We only rewrite where the review shows that repairing would cost more.',
          },
          {
            icon: 'cloud',
            title: 'An architecture that scales',
            text: 'CI/CD, infrastructure as code, monitoring and EU hosting in your own cloud account, so that more users, more data and more developers do not slow every release down.',
          },
          {
            icon: 'heart',
            title: 'Help with hiring your own team',
            text: 'We write role profiles with you, design a work sample based on your real code, take part in technical interviews and give you a structured assessment of every candidate. New hires are onboarded by pairing with our engineers.',
          },
          {
            icon: 'layers',
            title: 'A planned handover',
            text: 'Knowledge moves to your people step by step: documented decisions, shared code reviews, pairing and a Kovalent team that gets smaller as yours grows, until day-to-day development no longer needs us.',
          },
        ],
      },
      process: {
        heading: 'Your first quarter with us',
        intro:
          'The first 12 to 14 weeks follow a set path and end with a joint review of the quarter ahead. After that we keep working in two-week sprints, each with a demo, for as long as you need us.',
        items: [
          {
            title: 'Technical review and roadmap',
            duration: `${figures.en.discoveryWeeksShort} weeks`,
            text: 'We read the code, check infrastructure and security, talk to your team and turn the findings into a 12-month technical roadmap with priorities, team size and costs.',
          },
          {
            title: 'Team set-up and stabilisation',
            duration: '2 weeks',
            text: 'The growth team joins your tools and rituals, fixes the most urgent risks from the review and sets up the pipeline that every later release will go through.',
          },
          {
            title: 'Growth sprints',
            duration: '6 weeks',
            text: 'Three sprints of roadmap work. The fractional CTO agrees priorities with the founders and answers the technical questions your investors ask.',
          },
          {
            title: 'Quarterly review and hiring plan',
            duration: '2 weeks',
            text: 'We look back at what shipped and what the metrics show, decide together whether the team should grow or shrink, and agree the hiring plan and interview process for your in-house engineers.',
          },
        ],
      },
      pricing: {
        heading: 'What a growth partnership costs',
        intro:
          'You pay once for the technical review and then a monthly fee for each person in the team. There is no hourly billing, and the code belongs to you from day one.',
        items: [
          {
            name: 'Technical review and roadmap',
            price: figures.en.discoveryPrice,
            text: `${figures.en.discoveryWeeks} weeks, depending on the size of your codebase: code and security review, architecture recommendations, a clickable prototype where new features need one, and a costed 12-month roadmap.`,
          },
          {
            name: `Growth team of ${figures.en.growthTeamPeople} people`,
            price: `${figures.en.growthTeamMonthly} per month`,
            text: 'The typical set-up after a seed or Series A round: engineers, a designer and a product manager, with two-week sprints, demos and progress reports.',
          },
          {
            name: 'Additional team members',
            price: `${figures.en.personMonth} per person per month`,
            text: 'Further engineers or designers, or a senior architect in the fractional CTO role. The team size follows your roadmap and the progress of your own hiring.',
          },
        ],
      },
      proof: {
        heading: 'Products that had to carry more than their first version',
        intro:
          'Three projects where the architecture had to cope with more users, more teams or more features than at the start, and where the results were measured afterwards.',
        reviewsHeading: `Why clients stay ${figures.en.clientTenure} years`,
        reviews:
          'What clients mention most often is that their team stays the same over the years and that our estimates stay realistic even when the news is unwelcome.',
      },
      faq: [
        {
          question: 'How is this different from hiring freelancers?',
          answer:
            'Freelancers add capacity, but someone on your side still has to lead them, review their work and hold the architecture together. We take responsibility for the result: the team comes with a product manager, shared engineering standards and, if you need one, a fractional CTO. If someone leaves the team, we replace them without your roadmap standing still.',
        },
        {
          question: 'What exactly does the fractional CTO do?',
          answer:
            'They own the technical roadmap, make or approve architecture decisions, set engineering standards and represent technology towards your board and investors, including the technical part of due diligence for your next round. The role is an interim one by design: once you hire a full-time CTO or head of engineering, we hand over and support the transition.',
        },
        {
          question: 'How quickly can the team start, and can its size change?',
          answer:
            'A dedicated team usually starts within two to four weeks, right after the technical review. Teams range from three to eight people. When your roadmap or your own hiring changes, we adjust the size with one month’s notice, as in every dedicated team.',
        },
        {
          question: 'What if we want to end the partnership?',
          answer:
            'Then we hand over in an orderly way, to your own team or to another partner. Because we work in your repositories, your cloud accounts and your tools from the start, with hosting in the EU, nothing has to move. There is no proprietary framework and no licence fee to buy your way out of.',
        },
        {
          question: 'Will you help us build our own engineering team?',
          answer:
            'Yes, that is part of the plan from the first quarter. In the quarterly review we agree which roles you fill and when, and shape role profiles, the work sample and technical interviews around them. With each new hire your team takes on more, and our share gets smaller to match.',
        },
        {
          question: 'We have just closed our seed round. Is this too early?',
          answer:
            'Not if your product is already in front of users and your runway covers at least a year of development. At seed stage a growth team of three people plus a fractional CTO is often enough. If there is no product yet, our fixed-price MVP Launcher is the better starting point.',
        },
      ],
    },
    de: {
      action: 'Nächste Wachstumsphase planen',
      problem: {
        heading: 'Warum Produkte direkt nach der Finanzierungsrunde langsamer werden',
        paragraphs: [
          'Die Finanzierungsrunde ist abgeschlossen, der Produktfahrplan hat sich verdoppelt, und der Beirat erwartet im nächsten Bericht an die Investoren sichtbare Fortschritte. Gleichzeitig läuft das Produkt noch auf Code, der für eine Demo geschrieben wurde: kaum Tests, ein Datenbankschema, das niemand anfassen will, und Deployments, die nur eine Person beherrscht. Jede neue Funktion dauert etwas länger als die vorige.',
          'Eigentlich sollen Neueinstellungen das lösen. Doch erfahrene Entwicklerinnen und Entwickler zu finden, dauert Monate, und oft kommen noch drei Monate Kündigungsfrist hinzu. Wer als erste technische Fachkraft ohne klare Architektur einsteigt, erbt das Durcheinander meist, statt es zu beenden – und das Gründungsteam führt plötzlich die Entwicklung, statt sich um Kunden und Investoren zu kümmern.',
          'Ein finanziertes Start-up braucht in dieser Phase weder noch mehr Leute auf Honorarbasis noch ein einmaliges Projekt. Es braucht einen Partner, der Verantwortung für die Technik übernimmt, so schnell liefert, wie es der Businessplan verlangt, und beim Aufbau des eigenen Teams hilft, das das Produkt später allein weiterführt.',
        ],
      },
      offer: {
        heading: 'Ein Partner für Entwicklung, Skalierung und Recruiting',
        intro:
          'Viele unserer Kunden arbeiten über Jahre mit uns zusammen. Aus diesen Bausteinen besteht eine solche Partnerschaft – Sie nutzen die, die zu Ihrer Phase passen.',
        items: [
          {
            icon: 'team',
            title: 'Ein dediziertes Wachstumsteam',
            text: 'Drei bis acht Leute aus Entwicklung, Design und Produktmanagement, die ausschließlich an Ihrem Produkt arbeiten und mit Ihrem Plan wachsen oder schrumpfen. Abgerechnet wird eine Monatspauschale pro Person, keine Stunden.',
          },
          {
            icon: 'chat',
            title: 'Ein CTO auf Zeit',
            text: 'Eine erfahrene Architektin oder ein erfahrener Architekt aus unserem Team übernimmt die CTO-Rolle in Teilzeit. Dazu gehören der technische Fahrplan, Architekturentscheidungen, Beirats- und Investorengespräche und die Vorbereitung der technischen Due Diligence für die nächste Runde.',
          },
          {
            icon: 'shield',
            title: 'Eine stabile Codebasis',
            text: 'Am Anfang steht eine technische Bestandsaufnahme von Code, Infrastruktur und Sicherheit. Danach beheben wir, was das Wachstum bremst: fehlende Tests, wacklige Deployments, langsame Abfragen. Neu geschrieben wird nur, wo eine Reparatur nachweislich teurer wäre.',
          },
          {
            icon: 'cloud',
            title: 'Eine Architektur, die mitwächst',
            text: 'CI/CD, Infrastructure as Code, Monitoring und Hosting in der EU in Ihrem eigenen Cloud-Konto – damit mehr Nutzerinnen und Nutzer, mehr Daten und ein größeres Entwicklungsteam nicht jedes Release verlangsamen.',
          },
          {
            icon: 'heart',
            title: 'Unterstützung beim Teamaufbau',
            text: 'Wir schreiben mit Ihnen Stellenprofile, entwickeln eine Arbeitsprobe auf Basis Ihres echten Codes, führen technische Interviews mit und liefern eine strukturierte Einschätzung zu jeder Kandidatin und jedem Kandidaten. Neue Kolleginnen und Kollegen arbeiten sich im Pair-Programming mit unserem Team ein.',
          },
          {
            icon: 'layers',
            title: 'Eine geplante Übergabe',
            text: 'Das Wissen geht Schritt für Schritt an Ihr Team über: dokumentierte Entscheidungen, gemeinsame Code-Reviews, Pair-Programming und ein Kovalent-Team, das in dem Maß kleiner wird, wie Ihres wächst – bis Sie uns im Tagesgeschäft nicht mehr brauchen.',
          },
        ],
      },
      process: {
        heading: 'Ihr erstes Quartal mit uns',
        intro:
          'Die ersten 12 bis 14 Wochen folgen einem festen Ablauf und enden mit einer gemeinsamen Planung des nächsten Quartals. Danach arbeiten wir in Sprints von zwei Wochen mit jeweils einer Demo weiter – so lange, wie Sie uns brauchen.',
        items: [
          {
            title: 'Technische Bestandsaufnahme und Fahrplan',
            duration: `${figures.de.discoveryWeeksShort} Wochen`,
            text: 'Wir lesen den Code, prüfen Infrastruktur und Sicherheit, sprechen mit Ihrem Team und machen aus den Ergebnissen einen technischen Fahrplan für zwölf Monate – mit Prioritäten, Teamgröße und Kosten.',
          },
          {
            title: 'Teamstart und Stabilisierung',
            duration: '2 Wochen',
            text: 'Das Wachstumsteam steigt in Ihre Werkzeuge und Abläufe ein, beseitigt die dringendsten Risiken aus der Bestandsaufnahme und richtet die Pipeline ein, über die jedes weitere Release läuft.',
          },
          {
            title: 'Wachstumssprints',
            duration: '6 Wochen',
            text: 'Drei Sprints Arbeit am Fahrplan. Der CTO auf Zeit stimmt die Prioritäten mit dem Gründungsteam ab und beantwortet die technischen Fragen Ihrer Investoren.',
          },
          {
            title: 'Quartalsrückblick und Recruiting-Plan',
            duration: '2 Wochen',
            text: 'Wir werten aus, was in Betrieb gegangen ist und was die Kennzahlen zeigen, entscheiden gemeinsam über die Teamgröße und vereinbaren den Plan und den Interviewprozess für Ihr eigenes Entwicklungsteam.',
          },
        ],
      },
      pricing: {
        heading: 'Was eine Wachstumspartnerschaft kostet',
        intro:
          'Die technische Bestandsaufnahme bezahlen Sie einmalig, danach eine Monatspauschale für jede Person im Team. Es gibt keine Abrechnung nach Stunden, und der Code gehört vom ersten Tag an Ihnen.',
        items: [
          {
            name: 'Technische Bestandsaufnahme und Fahrplan',
            price: figures.de.discoveryPrice,
            text: `${figures.de.discoveryWeeks} Wochen, je nach Umfang Ihrer Codebasis: Prüfung von Code und Sicherheit, Architekturempfehlungen, ein klickbarer Prototyp für neue Funktionen, wo nötig, und ein Zwölfmonatsplan mit Kosten.`,
          },
          {
            name: `Wachstumsteam mit ${figures.de.growthTeamPeople} Personen`,
            price: `${figures.de.growthTeamMonthly} pro Monat`,
            text: 'Die typische Besetzung nach einer Seed- oder Series-A-Runde: Entwicklung, Design und Produktmanagement, mit Sprints von zwei Wochen, Demos und Fortschrittsberichten.',
          },
          {
            name: 'Weitere Teammitglieder',
            price: `${figures.de.personMonth} pro Person und Monat`,
            text: 'Zusätzliche Leute für Entwicklung oder Design oder eine erfahrene Architekturfachkraft als CTO auf Zeit. Die Teamgröße richtet sich nach Ihrem Fahrplan und danach, wie schnell Sie selbst einstellen.',
          },
        ],
      },
      proof: {
        heading: 'Produkte, die über ihre erste Version hinauswachsen mussten',
        intro:
          'Drei Projekte, in denen die Architektur mehr Nutzung, mehr Teams oder mehr Funktionen verkraften musste als zu Beginn – und in denen die Ergebnisse anschließend gemessen wurden.',
        reviewsHeading: `Warum Kunden ${figures.de.clientTenure} Jahre bleiben`,
        reviews:
          'Am häufigsten heben Kunden hervor, dass ihr Team über Jahre dasselbe bleibt und dass unsere Schätzungen auch dann realistisch bleiben, wenn die Nachricht unbequem ist.',
      },
      faq: [
        {
          question: 'Was unterscheidet Sie von freier Mitarbeit auf Honorarbasis?',
          answer:
            'Freie Mitarbeit bringt Kapazität, aber jemand auf Ihrer Seite muss die Leute führen, ihre Arbeit prüfen und die Architektur zusammenhalten. Wir übernehmen die Verantwortung für das Ergebnis: Das Team kommt mit Produktmanagement, gemeinsamen Entwicklungsstandards und bei Bedarf mit einem CTO auf Zeit. Verlässt jemand das Team, sorgen wir für Ersatz, ohne dass Ihr Fahrplan stillsteht.',
        },
        {
          question: 'Was genau macht der CTO auf Zeit?',
          answer:
            'Die Person in dieser Rolle verantwortet den technischen Fahrplan, trifft oder bestätigt Architekturentscheidungen, legt Entwicklungsstandards fest und vertritt die Technik gegenüber Beirat und Investoren, einschließlich des technischen Teils der Due Diligence für die nächste Runde. Die Rolle ist bewusst auf Zeit angelegt: Stellen Sie eine feste technische Leitung ein, übergeben wir und begleiten den Wechsel.',
        },
        {
          question: 'Wie schnell kann das Team starten, und lässt sich die Größe ändern?',
          answer:
            'Ein dediziertes Team startet in der Regel innerhalb von zwei bis vier Wochen, direkt im Anschluss an die technische Bestandsaufnahme. Die Teams umfassen drei bis acht Personen. Ändern sich Ihr Fahrplan oder Ihre eigenen Einstellungen, passen wir die Größe mit einem Monat Vorlauf an, wie bei jedem dedizierten Team.',
        },
        {
          question: 'Was passiert, wenn wir die Zusammenarbeit beenden wollen?',
          answer:
            'Dann übergeben wir geordnet an Ihr eigenes Team oder einen anderen Partner. Weil wir von Anfang an in Ihren Repositorys, Ihren Cloud-Konten und Ihren Werkzeugen arbeiten, gehostet in der EU, muss nichts umziehen. Es gibt kein proprietäres Framework und keine Lizenzgebühr, von der Sie sich freikaufen müssten.',
        },
        {
          question: 'Helfen Sie uns beim Aufbau eines eigenen Entwicklungsteams?',
          answer:
            'Ja, das ist vom ersten Quartal an Teil des Plans. Im Quartalsrückblick vereinbaren wir, welche Rollen Sie wann besetzen, und richten Stellenprofile, Arbeitsprobe und technische Interviews danach aus. Mit jeder Neueinstellung übernimmt Ihr Team mehr, und unser Anteil wird entsprechend kleiner.',
        },
        {
          question: 'Wir haben gerade erst die Seed-Runde abgeschlossen. Ist das zu früh?',
          answer:
            'Nicht, wenn Ihr Produkt bereits im Einsatz ist und Ihr Budget mindestens ein Jahr Entwicklung trägt. In der Seed-Phase reichen oft ein Wachstumsteam aus drei Personen und ein CTO auf Zeit. Gibt es noch kein Produkt, ist unser MVP Launcher zum Festpreis der bessere Einstieg.',
        },
      ],
    },
  },
};
