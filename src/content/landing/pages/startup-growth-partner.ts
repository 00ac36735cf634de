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
          'Our clients stay with us for three and a half years on average. These are the building blocks of that kind of partnership; you use the ones your stage requires.',
        items: [
          {
            icon: 'team',
            title: 'A dedicated growth team',
            text: 'Three to eight engineers, designers and a product manager who work only on your product, start within two to four weeks and grow or shrink with your plan. You pay a monthly fee per person, not hours.',
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
            duration: '2–4 weeks',
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
            text: 'Three sprints of roadmap work, each ending with a demo. The fractional CTO agrees priorities with the founders and answers the technical questions your investors ask.',
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
            text: 'Two to four weeks, depending on the size of your codebase: code and security review, architecture recommendations, a clickable prototype where new features need one, and a costed 12-month roadmap.',
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
        reviewsHeading: 'Why clients stay three and a half years',
        reviews:
          'What clients mention most often is that their team stays the same over the years and that our estimates are honest, even when the news is unwelcome.',
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
            'A dedicated team usually starts within two to four weeks, right after the technical review. Teams range from three to eight people. When your roadmap or your own hiring changes, we adjust the size; the notice periods for this are agreed in the contract before we start.',
        },
        {
          question: 'Who owns the code and the infrastructure?',
          answer:
            'You do, from day one. We work in your repositories, your cloud accounts and your tools, with hosting in the EU. There is no proprietary framework and no licence fee, so you can continue with your own team or another partner whenever you choose.',
        },
        {
          question: 'Will you help us build our own engineering team?',
          answer:
            'Yes, that is part of the plan from the first quarter. We help you write role profiles, design a work sample based on your codebase and take part in technical interviews. New colleagues learn the product by pairing with our engineers, and the Kovalent team shrinks as yours grows.',
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
          'Die Finanzierungsrunde ist abgeschlossen, die Roadmap hat sich verdoppelt, und der Beirat erwartet im nächsten Investoren-Update sichtbare Fortschritte. Gleichzeitig läuft das Produkt noch auf Code, der für eine Demo geschrieben wurde: kaum Tests, ein Datenbankschema, das niemand anfassen will, und Deployments, die nur eine Person beherrscht. Jede neue Funktion dauert etwas länger als die vorige.',
          'Eigentlich sollen Neueinstellungen das lösen. Doch erfahrene Entwicklerinnen und Entwickler zu finden, dauert Monate, und oft kommen noch drei Monate Kündigungsfrist hinzu. Wer als erste technische Fachkraft ohne klare Architektur einsteigt, erbt das Durcheinander meist, statt es zu beenden – und die Gründer führen plötzlich ein Entwicklungsteam, statt sich um Kunden und Investoren zu kümmern.',
          'Ein finanziertes Start-up braucht in dieser Phase weder noch mehr Freelancer noch ein einmaliges Projekt. Es braucht einen Partner, der Verantwortung für die Technik übernimmt, im Tempo des Businessplans liefert und beim Aufbau des eigenen Teams hilft, das das Produkt später allein weiterführt.',
        ],
      },
      offer: {
        heading: 'Ein Partner für Entwicklung, Skalierung und Recruiting',
        intro:
          'Unsere Kunden arbeiten im Durchschnitt dreieinhalb Jahre mit uns zusammen. Aus diesen Bausteinen besteht eine solche Partnerschaft – Sie nutzen die, die zu Ihrer Phase passen.',
        items: [
          {
            icon: 'team',
            title: 'Ein dediziertes Wachstumsteam',
            text: 'Drei bis acht Entwickler, Designer und ein Product Manager, die ausschließlich an Ihrem Produkt arbeiten, innerhalb von zwei bis vier Wochen starten und mit Ihrem Plan wachsen oder schrumpfen. Abgerechnet wird eine Monatspauschale pro Person, keine Stunden.',
          },
          {
            icon: 'chat',
            title: 'Ein CTO auf Zeit',
            text: 'Ein erfahrener Architekt aus unserem Team übernimmt die CTO-Rolle in Teilzeit: Er verantwortet die technische Roadmap, trifft Architekturentscheidungen, ist bei Beirats- und Investorengesprächen dabei und bereitet die technische Due Diligence für die nächste Runde vor.',
          },
          {
            icon: 'shield',
            title: 'Eine stabile Codebasis',
            text: 'Am Anfang steht ein Review von Code, Infrastruktur und Sicherheit. Danach beheben wir, was das Wachstum bremst: fehlende Tests, wacklige Deployments, langsame Abfragen. Neu geschrieben wird nur, wo eine Reparatur nachweislich teurer wäre.',
          },
          {
            icon: 'cloud',
            title: 'Eine Architektur, die mitwächst',
            text: 'CI/CD, Infrastructure as Code, Monitoring und Hosting in der EU in Ihrem eigenen Cloud-Konto – damit mehr Nutzer, mehr Daten und mehr Entwickler nicht jedes Release verlangsamen.',
          },
          {
            icon: 'heart',
            title: 'Unterstützung beim Teamaufbau',
            text: 'Wir schreiben mit Ihnen Stellenprofile, entwickeln eine Arbeitsprobe auf Basis Ihres echten Codes, führen technische Interviews mit und liefern eine strukturierte Einschätzung zu jeder Kandidatin und jedem Kandidaten. Neue Kollegen arbeiten sich im Pairing mit unseren Entwicklern ein.',
          },
          {
            icon: 'layers',
            title: 'Eine geplante Übergabe',
            text: 'Das Wissen geht Schritt für Schritt an Ihr Team über: dokumentierte Entscheidungen, gemeinsame Code-Reviews, Pairing und ein Kovalent-Team, das in dem Maß kleiner wird, wie Ihres wächst – bis Sie uns im Tagesgeschäft nicht mehr brauchen.',
          },
        ],
      },
      process: {
        heading: 'Ihr erstes Quartal mit uns',
        intro:
          'Die ersten 12 bis 14 Wochen folgen einem festen Ablauf und enden mit einer gemeinsamen Planung des nächsten Quartals. Danach arbeiten wir in Sprints von zwei Wochen mit jeweils einer Demo weiter – so lange, wie Sie uns brauchen.',
        items: [
          {
            title: 'Technisches Review und Roadmap',
            duration: '2–4 Wochen',
            text: 'Wir lesen den Code, prüfen Infrastruktur und Sicherheit, sprechen mit Ihrem Team und machen aus den Ergebnissen eine technische Roadmap für zwölf Monate – mit Prioritäten, Teamgröße und Kosten.',
          },
          {
            title: 'Teamstart und Stabilisierung',
            duration: '2 Wochen',
            text: 'Das Wachstumsteam steigt in Ihre Tools und Abläufe ein, beseitigt die dringendsten Risiken aus dem Review und richtet die Pipeline ein, über die jedes weitere Release läuft.',
          },
          {
            title: 'Wachstumssprints',
            duration: '6 Wochen',
            text: 'Drei Sprints Arbeit an der Roadmap, jeder mit einer Demo am Ende. Der CTO auf Zeit stimmt die Prioritäten mit den Gründern ab und beantwortet die technischen Fragen Ihrer Investoren.',
          },
          {
            title: 'Quartalsrückblick und Recruiting-Plan',
            duration: '2 Wochen',
            text: 'Wir werten aus, was live gegangen ist und was die Kennzahlen zeigen, entscheiden gemeinsam über die Teamgröße und vereinbaren den Plan und den Interviewprozess für Ihre eigenen Entwickler.',
          },
        ],
      },
      pricing: {
        heading: 'Was eine Wachstumspartnerschaft kostet',
        intro:
          'Das technische Review bezahlen Sie einmalig, danach eine Monatspauschale für jede Person im Team. Es gibt keine Abrechnung nach Stunden, und der Code gehört vom ersten Tag an Ihnen.',
        items: [
          {
            name: 'Technisches Review und Roadmap',
            price: figures.de.discoveryPrice,
            text: 'Zwei bis vier Wochen, je nach Umfang Ihrer Codebasis: Code- und Sicherheitsreview, Architekturempfehlungen, ein klickbarer Prototyp für neue Funktionen, wo nötig, und einen Zwölfmonatsplan mit Kosten.',
          },
          {
            name: `Wachstumsteam mit ${figures.de.growthTeamPeople} Personen`,
            price: `${figures.de.growthTeamMonthly} pro Monat`,
            text: 'Die typische Besetzung nach einer Seed- oder Series-A-Runde: Entwickler, ein Designer und ein Product Manager, mit Sprints von zwei Wochen, Demos und Fortschrittsberichten.',
          },
          {
            name: 'Weitere Teammitglieder',
            price: `${figures.de.personMonth} pro Person und Monat`,
            text: 'Zusätzliche Entwickler oder Designer oder ein erfahrener Architekt als CTO auf Zeit. Die Teamgröße richtet sich nach Ihrer Roadmap und danach, wie schnell Sie selbst einstellen.',
          },
        ],
      },
      proof: {
        heading: 'Produkte, die über ihre erste Version hinauswachsen mussten',
        intro:
          'Drei Projekte, in denen die Architektur mehr Nutzer, mehr Teams oder mehr Funktionen verkraften musste als zu Beginn – und in denen die Ergebnisse anschließend gemessen wurden.',
        reviewsHeading: 'Warum Kunden dreieinhalb Jahre bleiben',
        reviews:
          'Am häufigsten heben Kunden hervor, dass ihr Team über Jahre dasselbe bleibt und dass unsere Schätzungen ehrlich sind – auch dann, wenn die Nachricht unbequem ist.',
      },
      faq: [
        {
          question: 'Was unterscheidet Sie von Freelancern?',
          answer:
            'Freelancer bringen Kapazität, aber jemand auf Ihrer Seite muss sie führen, ihre Arbeit prüfen und die Architektur zusammenhalten. Wir übernehmen die Verantwortung für das Ergebnis: Das Team kommt mit Product Manager, gemeinsamen Entwicklungsstandards und bei Bedarf mit einem CTO auf Zeit. Verlässt jemand das Team, sorgen wir für Ersatz, ohne dass Ihre Roadmap stillsteht.',
        },
        {
          question: 'Was genau macht der CTO auf Zeit?',
          answer:
            'Er verantwortet die technische Roadmap, trifft oder bestätigt Architekturentscheidungen, legt Entwicklungsstandards fest und vertritt die Technik gegenüber Beirat und Investoren, einschließlich des technischen Teils der Due Diligence für die nächste Runde. Die Rolle ist bewusst auf Zeit angelegt: Stellen Sie einen festen CTO oder eine Leitung für das Engineering ein, übergeben wir und begleiten den Wechsel.',
        },
        {
          question: 'Wie schnell kann das Team starten, und lässt sich die Größe ändern?',
          answer:
            'Ein dediziertes Team startet in der Regel innerhalb von zwei bis vier Wochen, direkt im Anschluss an das technische Review. Die Teams umfassen drei bis acht Personen. Ändern sich Ihre Roadmap oder Ihre eigenen Einstellungen, passen wir die Größe an; die Fristen dafür halten wir vor dem Start im Vertrag fest.',
        },
        {
          question: 'Wem gehören Code und Infrastruktur?',
          answer:
            'Ihnen, und zwar vom ersten Tag an. Wir arbeiten in Ihren Repositorys, Ihren Cloud-Konten und Ihren Tools, gehostet wird in der EU. Es gibt kein proprietäres Framework und keine Lizenzgebühr, Sie können also jederzeit mit Ihrem eigenen Team oder einem anderen Partner weitermachen.',
        },
        {
          question: 'Helfen Sie uns beim Aufbau eines eigenen Entwicklungsteams?',
          answer:
            'Ja, das ist vom ersten Quartal an Teil des Plans. Wir unterstützen Sie bei Stellenprofilen, entwickeln eine Arbeitsprobe auf Basis Ihrer Codebasis und führen technische Interviews mit. Neue Kolleginnen und Kollegen lernen das Produkt im Pairing mit unseren Entwicklern kennen, und das Kovalent-Team schrumpft, während Ihres wächst.',
        },
        {
          question: 'Wir haben gerade erst die Seed-Runde abgeschlossen. Ist das zu früh?',
          answer:
            'Nicht, wenn Ihr Produkt bereits von Nutzern verwendet wird und Ihr Budget mindestens ein Jahr Entwicklung trägt. In der Seed-Phase reichen oft ein Wachstumsteam aus drei Personen und ein CTO auf Zeit. Gibt es noch kein Produkt, ist unser MVP Launcher zum Festpreis der bessere Einstieg.',
        },
      ],
    },
  },
};
