import {  } from '@/config/facts';
import type { LandingPage } from '../types';
import { figures } from '@/content/figures';

/** MVP development: founders and product owners who want the first version of their product built by a Berlin team. */
export const mvpDevelopment: LandingPage = {
  action: 'enquiry',
  caseStudies: [
    '/case-studies/saas-kyc-verification-process',
    '/case-studies/dashboard-for-optimizing-production-line',
  ],
  text: {
    en: {
      action: 'Plan your MVP',
      problem: {
        heading: 'Why first versions so often miss their moment',
        paragraphs: [
          'Most first versions do not fail because of the code. They fail because they take nine months instead of three, because they try to serve every user group at once, or because the feature list grows each time another stakeholder sees a mock-up. By the time the product is live, the budget is spent and the first real feedback arrives too late to act on.',
          'The opposite mistake is just as costly: a quick prototype stitched together by a freelancer or on no-code tools. It works for the pitch, but has to be rebuilt as soon as real users, real data and real payments arrive, which means paying for the first version twice.',
          'A useful MVP sits between the two: small enough to be live within weeks, and solid enough to become version two instead of being thrown away.',
        ],
      },
      offer: {
        heading: `The MVP Launcher: a fixed price and a live product in ${figures.en.launcherWeeks} weeks`,
        intro:
          `At the centre of our MVP work is the MVP Launcher, a fixed-price package for founders and product owners who know which question their product has to answer. After ${figures.en.launcherScopingWeeks} weeks of scoping and ${figures.en.launcherBuildWeeks} weeks of building, your first version is in the hands of its first users.`,
        items: [
          {
            icon: 'book',
            title: 'A scope you can rely on',
            text: `After ${figures.en.launcherScopingWeeks} weeks of workshops you have the core user journey, a written list of what is in and what is deliberately left out, a clickable prototype, a fixed price and a launch date.`,
          },
          {
            icon: 'design',
            title: 'Design for the journey that matters',
            text: 'Our designers concentrate on the screens your first users actually touch: sign-up, the core workflow and the moments where people decide whether to come back.',
          },
          {
            icon: 'code',
            title: 'A real web or mobile app',
            text: 'A web application built with React and Next.js, or a React Native app for iOS and Android. Tested, documented code that your future team can keep building on.',
          },
          {
            icon: 'cloud',
            title: 'Backend, admin area and integrations',
            text: 'Sign-in, user roles, an admin area and up to three integrations such as payments, email or a verification service, hosted in the EU in a cloud account that belongs to you.',
          },
          {
            icon: 'chart',
            title: 'Measurement from the first user',
            text: 'Privacy-friendly analytics, error tracking and monitoring are part of the launch, so you can see what people really do and plan release two on evidence rather than opinion.',
          },
          {
            icon: 'rocket',
            title: 'Launch and a plan for release two',
            text: 'We take the product live or through app store review and leave you with technical documentation and a prioritised backlog for what comes next.',
          },
        ],
      },
      process: {
        heading: `${figures.en.launcherWeeks} weeks from idea to launch`,
        intro:
          'Six two-week sprints, each ending with a demo in which you see working software and decide on the details. Once scoping is complete, scope, price and launch date stay fixed.',
        items: [
          {
            title: 'Scoping',
            duration: `${figures.en.launcherScopingWeeks} weeks`,
            text: 'Workshops on your users, the core journey and the business rules, followed by a clickable prototype and a technical outline. At the end you sign off the scope, the fixed price and the launch date.',
          },
          {
            title: 'Design and foundations',
            duration: '2 weeks',
            text: 'UI design for the core screens, repositories, pipelines and environments, and a first thin slice of the journey running on a staging server.',
          },
          {
            title: 'Build',
            duration: '6 weeks',
            text: 'Three sprints of feature work. You test every increment on staging and we adjust details within the agreed scope; larger ideas go onto the list for release two.',
          },
          {
            title: 'Beta and launch',
            duration: '2 weeks',
            text: 'Test users work with the product while we fix bugs, check security and load and complete the documentation. Then we go live and watch the first days closely with you.',
          },
        ],
      },
      pricing: {
        heading: 'What your first version costs',
        intro:
          'Three typical starting points. Where your MVP lands within a range depends on the number of user roles, the platforms and the integrations, and the figure is fixed before the build begins.',
        items: [
          {
            name: 'Discovery with clickable prototype',
            price: figures.en.discoveryPrice,
            text: `${figures.en.discoveryWeeks} weeks for ideas that need more shape before a build: user interviews, the core journey, a clickable prototype to show test users or investors, and a costed plan.`,
          },
          {
            name: 'Web or SaaS MVP with the MVP Launcher',
            price: figures.en.launcherPrice,
            text: `${figures.en.launcherWeeks} weeks at a fixed price: scoping, design, development, EU hosting and the launch of a web application with admin area and up to three integrations.`,
          },
          {
            name: 'Mobile app MVP',
            price: figures.en.mobileMvpPrice,
            text: `${figures.en.mobileMvpWeeks} weeks for an app on iOS and Android from one React Native or Flutter codebase, including backend, admin area and app store release.`,
          },
        ],
      },
      proof: {
        heading: 'First versions that went straight into real use',
        intro:
          `Two products that started with the MVP Launcher: one went live for the business customers of a payment SaaS provider, the other began as a ${figures.en.launcherWeeks}-week pilot on a single production line.`,
        reviewsHeading: 'What founders and product owners tell us',
        reviews:
          'Clients most often mention that they decided on the details themselves in every sprint, and the fact that the price agreed after scoping was the price they paid.',
      },
      faq: [
        {
          question: 'What does an MVP cost with you?',
          answer:
            `A web or SaaS MVP built with the MVP Launcher costs ${figures.en.launcherPrice}, a mobile app for iOS and Android ${figures.en.mobileMvpPrice}. The price depends mainly on the number of user roles, the platforms and the integrations. Once the ${figures.en.launcherScopingWeeks}-week scoping is complete, it is fixed, with no hourly billing on top.`,
        },
        {
          question: 'Do I need a technical co-founder?',
          answer:
            'No. Many of our clients start without one. You bring the knowledge of your market and your users; our product manager, designers and engineers cover the rest and explain technical decisions in plain language. If you hire a CTO later, the code and documentation are written so that they can take over without starting again.',
        },
        {
          question: 'How much of my time will the project take?',
          answer:
            'Mostly time for decisions: one person who can make them comes to the sprint demos and answers questions within a day. We also need access to a handful of people from your target group for interviews and the beta, and the accounts that should belong to you: domain, cloud, code hosting and, for mobile apps, your Apple and Google developer accounts.',
        },
        {
          question: 'What if my idea changes during the build?',
          answer:
            'Details change in every sprint, and that is expected. If a larger idea comes up, we trade it for a feature of similar size that has not been started, so price and launch date hold. Whatever no longer fits moves to the list for release two, which is often where it belongs anyway.',
        },
        {
          question: 'Who is the contract with, and will you sign an NDA?',
          answer:
            'With Kovalent Software GmbH in Berlin, and the team works in English or German, whichever suits you. We are happy to sign your NDA before the first workshop, or to send you ours. The code is yours as it is written: it lives in your repositories and runs in your cloud account.',
        },
        {
          question: 'Are we tied to you after launch?',
          answer:
            `No. You decide based on how the product is used in its first weeks. Many clients continue with the same people as a dedicated team at ${figures.en.personMonth} per person per month; others take the product in-house or pause to raise money. Either way you get documentation and a handover session, so every option stays open.`,
        },
      ],
    },
    de: {
      action: 'MVP jetzt planen',
      problem: {
        heading: 'Warum erste Versionen so oft zu spät kommen',
        paragraphs: [
          'Die meisten ersten Versionen scheitern nicht am Code. Sie scheitern, weil sie neun statt drei Monate dauern, weil sie alle Zielgruppen gleichzeitig bedienen sollen oder weil die Funktionsliste jedes Mal wächst, wenn wieder jemand Neues einen Entwurf zu sehen bekommt. Ist das Produkt endlich in Betrieb, ist das Budget aufgebraucht – und die ersten Rückmeldungen aus dem Markt kommen zu spät, um noch darauf zu reagieren.',
          'Der umgekehrte Fehler ist genauso teuer: ein schneller Prototyp, den jemand auf Honorarbasis oder mit einem No-Code-Baukasten zusammengesetzt hat. Für den Pitch reicht er, doch sobald echte Nutzerinnen und Nutzer, echte Daten und echte Zahlungen dazukommen, muss er neu gebaut werden. Sie bezahlen die erste Version also zweimal.',
          'Ein gutes MVP liegt dazwischen: klein genug, um nach wenigen Wochen zu starten, und solide genug, um zur Version zwei zu werden, statt im Papierkorb zu landen.',
        ],
      },
      offer: {
        heading: `Der MVP Launcher: Festpreis und Produktivstart nach ${figures.de.launcherWeeks} Wochen`,
        intro:
          `Im Mittelpunkt unserer MVP-Entwicklung steht der MVP Launcher – ein Festpreispaket für Gründungsteams und Product Owner, die wissen, welche Frage ihr Produkt beantworten soll. Nach ${figures.de.launcherScopingWeeks} Wochen Zuschnitt und ${figures.de.launcherBuildWeeks} Wochen Entwicklung arbeitet Ihre Zielgruppe mit der ersten Version.`,
        items: [
          {
            icon: 'book',
            title: 'Ein Umfang, auf den Sie sich verlassen können',
            text: `Nach ${figures.de.launcherScopingWeeks} Wochen Workshops stehen fest: der zentrale Nutzerweg, eine schriftliche Liste dessen, was dazugehört und was bewusst draußen bleibt, ein klickbarer Prototyp, der Festpreis und der Starttermin.`,
          },
          {
            icon: 'design',
            title: 'Design für die entscheidenden Schritte',
            text: 'Unser Designteam konzentriert sich auf die Ansichten, mit denen die ersten Kundinnen und Kunden tatsächlich arbeiten: Registrierung, den Kernablauf und die Momente, in denen sich entscheidet, ob jemand wiederkommt.',
          },
          {
            icon: 'code',
            title: 'Eine echte Web-App oder mobile App',
            text: 'Eine Webanwendung mit React und Next.js oder eine React-Native-App für iOS und Android. Getesteter, dokumentierter Code, auf dem Ihr künftiges Team weiterbauen kann.',
          },
          {
            icon: 'cloud',
            title: 'Backend, Adminbereich und Schnittstellen',
            text: 'Anmeldung, Benutzerrollen, ein Adminbereich und bis zu drei Anbindungen wie Zahlung, E-Mail oder ein Verifizierungsdienst – gehostet in der EU in einem Cloud-Konto, das Ihnen gehört.',
          },
          {
            icon: 'chart',
            title: 'Messbar ab der ersten Anmeldung',
            text: 'Datenschutzfreundliche Webanalyse, Fehlertracking und Monitoring gehören zum Start. So sehen Sie, was Menschen tatsächlich tun, und planen Release zwei auf Basis von Daten statt Meinungen.',
          },
          {
            icon: 'rocket',
            title: 'Produktivstart und Plan für Release zwei',
            text: 'Wir schalten das Produkt frei oder bringen es durch die Prüfung der App-Stores und übergeben Ihnen technische Dokumentation sowie ein priorisiertes Backlog für die nächsten Schritte.',
          },
        ],
      },
      process: {
        heading: `In ${figures.de.launcherWeeks} Wochen von der Idee zum Start`,
        intro:
          'Sechs Sprints zu je zwei Wochen, jeder mit einer Demo, in der Sie lauffähige Software sehen und über Details entscheiden. Nach dem Zuschnitt stehen Umfang, Preis und Starttermin fest.',
        items: [
          {
            title: 'Zuschnitt',
            duration: `${figures.de.launcherScopingWeeks} Wochen`,
            text: 'Workshops zu Ihrer Zielgruppe, dem zentralen Nutzerweg und den Geschäftsregeln, danach ein klickbarer Prototyp und ein technischer Entwurf. Zum Abschluss geben Sie Umfang, Festpreis und Starttermin frei.',
          },
          {
            title: 'Design und Fundament',
            duration: '2 Wochen',
            text: 'UI-Design der zentralen Ansichten, Repositorys, Pipelines und Umgebungen sowie ein erster schmaler Ausschnitt des Nutzerwegs, der bereits in der Testumgebung läuft.',
          },
          {
            title: 'Entwicklung',
            duration: '6 Wochen',
            text: 'Drei Sprints Funktionsentwicklung. Jedes Zwischenergebnis probieren Sie in der Testumgebung aus, Details passen wir im vereinbarten Umfang an; größere Ideen kommen auf die Liste für Release zwei.',
          },
          {
            title: 'Beta und Produktivstart',
            duration: '2 Wochen',
            text: 'Testpersonen arbeiten mit dem Produkt, während wir Fehler beheben, Sicherheit und Last prüfen und die Dokumentation fertigstellen. Dann geht das Produkt in Betrieb, und wir begleiten die ersten Tage gemeinsam mit Ihnen.',
          },
        ],
      },
      pricing: {
        heading: 'Was Ihre erste Version kostet',
        intro:
          'Drei typische Einstiegspunkte. Wo Ihr MVP innerhalb einer Spanne liegt, hängt von der Zahl der Benutzerrollen, den Plattformen und den Schnittstellen ab – und der Betrag steht fest, bevor die Entwicklung beginnt.',
        items: [
          {
            name: 'Konzeptphase mit klickbarem Prototyp',
            price: figures.de.discoveryPrice,
            text: `${figures.de.discoveryWeeks} Wochen für Ideen, die vor der Entwicklung noch Kontur brauchen: Interviews mit der Zielgruppe, der zentrale Nutzerweg, ein klickbarer Prototyp für Testpersonen oder Investoren und ein Plan mit Kosten.`,
          },
          {
            name: 'Web- oder SaaS-MVP mit dem MVP Launcher',
            price: figures.de.launcherPrice,
            text: `${figures.de.launcherWeeks} Wochen zum Festpreis: Zuschnitt, Design, Entwicklung, Hosting in der EU und Start einer Webanwendung mit Adminbereich und bis zu drei Schnittstellen.`,
          },
          {
            name: 'Mobile-App-MVP',
            price: figures.de.mobileMvpPrice,
            text: `${figures.de.mobileMvpWeeks} Wochen für eine App auf iOS und Android aus einer gemeinsamen Codebasis in React Native oder Flutter, inklusive Backend, Adminbereich und Veröffentlichung in den App-Stores.`,
          },
        ],
      },
      proof: {
        heading: 'Erste Versionen, die sofort im Einsatz waren',
        intro:
          `Zwei Produkte, die mit dem MVP Launcher begonnen haben: Das eine ging für die Geschäftskunden eines SaaS-Anbieters für Zahlungsdienste live, das andere startete als ${figures.de.launcherWeeks}-wöchiges Pilotprojekt an einer einzigen Fertigungslinie.`,
        reviewsHeading: 'Was Gründungsteams und Product Owner uns sagen',
        reviews:
          'Am häufigsten erwähnen Kunden, dass sie in jedem Sprint selbst über Details entscheiden konnten – und dass der nach dem Zuschnitt vereinbarte Preis auch der Preis war, den sie am Ende bezahlt haben.',
      },
      faq: [
        {
          question: 'Was kostet ein MVP bei Ihnen?',
          answer:
            `Ein Web- oder SaaS-MVP mit dem MVP Launcher kostet ${figures.de.launcherPrice}, eine mobile App für iOS und Android ${figures.de.mobileMvpPrice}. Den Preis bestimmen vor allem die Zahl der Benutzerrollen, die Plattformen und die Schnittstellen. Nach dem ${figures.de.launcherScopingWeeks}-wöchigen Zuschnitt ist er fest – ohne zusätzliche Abrechnung nach Stunden.`,
        },
        {
          question: 'Brauche ich jemanden mit technischem Hintergrund im Gründungsteam?',
          answer:
            'Nein. Viele unserer Kunden starten ohne. Sie bringen das Wissen über Ihren Markt und Ihre Zielgruppe mit; Produktmanagement, Design und Entwicklung übernehmen wir und erklären technische Entscheidungen verständlich. Stellen Sie später eine technische Leitung ein, findet sie Code und Dokumentation so vor, dass sie ohne Neuanfang übernehmen kann.',
        },
        {
          question: 'Wie viel Zeit kostet mich das Projekt?',
          answer:
            'Vor allem Zeit für Entscheidungen: Eine entscheidungsbefugte Person nimmt an den Sprint-Demos teil und beantwortet Fragen innerhalb eines Tages. Dazu brauchen wir Zugang zu einigen Menschen aus Ihrer Zielgruppe für Interviews und die Beta – und die Konten, die Ihnen gehören sollen: Domain, Cloud, Code-Hosting und bei Apps die Entwicklerkonten bei Apple und Google.',
        },
        {
          question: 'Was passiert, wenn sich meine Idee während der Entwicklung ändert?',
          answer:
            'Details ändern sich in jedem Sprint, das ist normal. Kommt eine größere Idee hinzu, tauschen wir sie gegen eine ähnlich große Funktion, die noch nicht begonnen wurde – so bleiben Preis und Starttermin stabil. Was nicht mehr hineinpasst, wandert auf die Liste für Release zwei, wo es oft ohnehin besser aufgehoben ist.',
        },
        {
          question: 'Mit wem schließen wir den Vertrag, und gilt eine Geheimhaltungsvereinbarung?',
          answer:
            'Ihr Vertragspartner ist die Kovalent Software GmbH in Berlin, und das Team arbeitet auf Deutsch oder Englisch – ganz wie es Ihnen passt. Ihre Geheimhaltungsvereinbarung unterschreiben wir gern vor dem ersten Workshop, alternativ schicken wir Ihnen unsere. Der Code gehört Ihnen, sobald er entsteht: Er liegt in Ihren Repositorys und läuft in Ihrem Cloud-Konto.',
        },
        {
          question: 'Sind wir nach dem Start an Sie gebunden?',
          answer:
            `Nein. Wie es weitergeht, entscheiden Sie anhand dessen, wie das Produkt in den ersten Wochen genutzt wird. Viele Kunden machen mit denselben Leuten als dediziertes Team weiter, zu ${figures.de.personMonth} pro Person und Monat; andere übernehmen das Produkt intern oder pausieren für eine Finanzierungsrunde. In jedem Fall erhalten Sie Dokumentation und einen Übergabetermin, damit Ihnen alle Wege offenstehen.`,
        },
      ],
    },
  },
};
