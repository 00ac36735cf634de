import { accessibility } from '@/config/facts';
import type { ServiceDetail } from '../types';
import { figures } from '@/content/figures';

/** Frontend development: fast, accessible React, Angular and Vue interfaces, from audit to long-term development. */
export const frontendDevelopment: ServiceDetail = {
  technologies: ['/technologies/react', '/technologies/angular', '/technologies/vue'],
  caseStudies: [
    '/case-studies/slotmagie',
    '/case-studies/building-a-better-casino-experience-with-aem',
    '/case-studies/dashboard-for-optimizing-production-line',
  ],
  tools: [
    'TypeScript',
    'Next.js',
    'Nuxt',
    'NgRx',
    'TanStack Query',
    'Storybook',
    'Vite',
    'Vitest',
    'Testing Library',
    'Playwright',
    'axe-core',
    'Lighthouse CI',
  ],
  text: {
    en: {
      problems: {
        intro:
          'Most frontend projects reach us when the interface has become the bottleneck: for users, for search rankings or for the team trying to change it.',
        items: [
          {
            icon: 'clock',
            title: 'Slow pages on mobile',
            text: 'Largest Contentful Paint on a mid-range phone is above four seconds, and paid traffic bounces before the page has rendered. Most of your visitors arrive on a phone, and it shows in the conversion rate.',
          },
          {
            icon: 'layers',
            title: 'A codebase nobody dares to touch',
            text: 'Years of features have left duplicated components, global CSS and hardly any tests. Every small change breaks something elsewhere, so releases slip from weekly to monthly.',
          },
          {
            icon: 'check',
            title: 'Accessibility with a legal deadline',
            text: `Since June 2025 the European Accessibility Act, implemented in Germany as the Barrierefreiheitsstärkungsgesetz, requires many consumer-facing shops and services to be accessible. Retrofitting ${accessibility.legalBaseline} onto an existing interface needs a plan, not a plugin.`,
          },
          {
            icon: 'chart',
            title: 'Data that users cannot read',
            text: 'Your operational data is complete but sits in tables and weekly exports. Machine operators, account managers or customers need a live view they can grasp in seconds.',
          },
        ],
      },
      deliverables: {
        intro:
          'We deliver working frontends rather than mock-ups, together with everything your team needs to keep building after us.',
        items: [
          {
            icon: 'code',
            title: 'A production frontend in React, Vue or Angular',
            text: 'A customer portal, shop frontend, game lobby or internal tool built with Next.js, Nuxt or Angular, typed with TypeScript and connected to your APIs. We choose the framework that fits your team and existing code.',
          },
          {
            icon: 'layers',
            title: 'A component library and design system',
            text: 'Reusable components documented in Storybook, with design tokens that match the Figma files. New pages are assembled from tested parts instead of written from scratch.',
          },
          {
            icon: 'rocket',
            title: 'A performance budget that is enforced',
            text: 'Lighthouse CI and real-user monitoring of Core Web Vitals, with limits for bundle size and LCP. A pull request that makes the site slower fails before it reaches production. On the rebuilt site of a German casino operator, mobile LCP fell from 4.2 to 1.9 seconds.',
          },
          {
            icon: 'check',
            title: 'An accessibility audit and the fixes',
            text: `An audit against ${accessibility.standard} with automated checks (axe-core) and manual testing by keyboard and screen reader, followed by the fixes and a report you can hand to your legal team.`,
          },
          {
            icon: 'chart',
            title: 'Real-time dashboards',
            text: 'Live data over WebSockets or server-sent events, shown as charts, alerts and drill-downs without freezing the browser. For an automotive supplier we built an Angular dashboard that shows the state of 40 machines as it happens.',
          },
        ],
      },
      engagement: {
        intro:
          'A typical frontend project, whether a new build or the rebuild of an existing interface, runs in these steps. For an existing frontend, many clients start by commissioning the audit alone.',
        items: [
          {
            title: 'Audit and discovery',
            duration: `${figures.en.discoveryWeeksShort} weeks`,
            text: 'We measure your current frontend: Core Web Vitals from real users, bundle size, accessibility and code quality. For a new product we start with user journeys and API contracts instead. You receive a written, prioritised plan.',
          },
          {
            title: 'Design system and architecture',
            duration: '2–3 weeks',
            text: 'Designers and engineers agree on components, tokens and states in Figma, while we set up the repository, the rendering strategy, CI and a preview environment for every pull request.',
          },
          {
            title: 'Build in two-week sprints',
            duration: '8–20 weeks',
            text: 'We build journey by journey, with a demo in your test environment at the end of every sprint. An existing frontend is usually replaced route by route, so users benefit early and there is no big-bang launch.',
          },
          {
            title: 'Hardening and launch',
            duration: '2 weeks',
            text: 'Cross-browser and load tests, a final accessibility pass, error tracking with Sentry and a rollout behind feature flags or a growing share of traffic.',
          },
          {
            title: 'Handover or continued development',
            duration: 'ongoing',
            text: `Your team takes over with documentation and Storybook, or we keep developing with you as a dedicated team; on average, clients stay with us for ${figures.en.clientTenure} years.`,
          },
        ],
      },
      toolsIntro: 'Around React, Angular and Vue, these are the libraries and tools our frontend teams use in most projects.',
      faq: [
        {
          question: 'Should we use React, Vue or Angular?',
          answer:
            'Usually the one your team already knows; a rewrite just to change frameworks rarely pays for itself. For new products we lean towards React with Next.js because of its ecosystem and hiring market. Angular suits large internal applications with many forms, and Vue is a good fit for embedding interactive parts into an existing site or shop.',
        },
        {
          question: 'Can you rebuild our frontend without rewriting the backend?',
          answer:
            'Yes, that is the most common case. We put the new frontend in front of your existing APIs, add a thin backend-for-frontend in Node.js where those APIs are awkward for the interface, and migrate route by route. That is how we rebuilt the lobby for the operator behind Slotmagie, while its game and payment providers and its own platform stayed in place.',
        },
        {
          question: 'What drives the cost of a frontend project?',
          answer:
            `Mostly the number of page types and journeys, the state of the existing code and how much accessibility work has to be retrofitted; we give you a reliable figure after the discovery. As a guide, a paid discovery with audit and plan costs ${figures.en.discoveryPrice}, and a dedicated frontend engineer costs ${figures.en.personMonth} per month depending on seniority. A complete MVP including the backend, built through our MVP Launcher, typically costs ${figures.en.launcherPrice}.`,
        },
        {
          question: 'How do you keep the frontend fast after launch?',
          answer:
            'Performance limits live in the CI pipeline, so a regression fails the build instead of reaching users. We also collect Core Web Vitals from real visitors and review them every sprint. For the operator behind Slotmagie, the rebuilt mobile lobby loads 45% faster, and with these checks in place releases now go out weekly instead of monthly.',
        },
      ],
    },
    de: {
      problems: {
        intro:
          'Die meisten Frontend-Projekte kommen zu uns, wenn die Oberfläche zum Engpass geworden ist – für die Nutzerinnen und Nutzer, für die Platzierung in Suchmaschinen oder für das Team, das sie weiterentwickeln soll.',
        items: [
          {
            icon: 'clock',
            title: 'Langsame Seiten auf dem Smartphone',
            text: 'Der Largest Contentful Paint liegt auf einem Mittelklasse-Smartphone über vier Sekunden, und wer über bezahlte Kampagnen kommt, springt ab, bevor die Seite vollständig geladen ist. Die meisten Zugriffe kommen vom Smartphone – und das sehen Sie an der Abschlussquote.',
          },
          {
            icon: 'layers',
            title: 'Code, den niemand mehr anfassen will',
            text: 'Nach Jahren neuer Funktionen gibt es doppelte Komponenten, globales CSS und kaum Tests. Jede kleine Änderung macht an anderer Stelle etwas kaputt, und aus wöchentlichen Releases werden monatliche.',
          },
          {
            icon: 'check',
            title: 'Barrierefreiheit mit gesetzlicher Frist',
            text: `Seit Juni 2025 verpflichtet das Barrierefreiheitsstärkungsgesetz viele Onlineshops und Dienste für Verbraucher zu barrierefreien Oberflächen. ${accessibility.legalBaseline} nachträglich in ein bestehendes Frontend zu bringen, braucht einen Plan – kein Plugin.`,
          },
          {
            icon: 'chart',
            title: 'Daten, die niemand lesen kann',
            text: 'Ihre Betriebsdaten sind vollständig, liegen aber in Tabellen und wöchentlichen Exporten. Wer an der Maschine steht, Kunden betreut oder selbst Kunde ist, braucht eine Echtzeitansicht, die sich in Sekunden erfassen lässt.',
          },
        ],
      },
      deliverables: {
        intro:
          'Wir liefern einsatzfähige Frontends statt bloßer Entwürfe – und alles, was Ihr Team braucht, um danach selbst weiterzuentwickeln.',
        items: [
          {
            icon: 'code',
            title: 'Ein produktionsreifes Frontend mit React, Vue oder Angular',
            text: 'Kundenportal, Shop-Frontend, Spiele-Lobby oder internes Werkzeug, gebaut mit Next.js, Nuxt oder Angular, typisiert mit TypeScript und an Ihre APIs angebunden. Das Framework wählen wir passend zu Ihrem Team und Ihrem bestehenden Code.',
          },
          {
            icon: 'layers',
            title: 'Komponentenbibliothek und Designsystem',
            text: 'Wiederverwendbare Komponenten, dokumentiert in Storybook, mit Design-Tokens passend zu den Figma-Dateien. Neue Seiten entstehen aus getesteten Bausteinen statt von Grund auf.',
          },
          {
            icon: 'rocket',
            title: 'Ein Performance-Budget, das eingehalten wird',
            text: 'Lighthouse CI und Messung der Core Web Vitals im realen Betrieb, mit Grenzwerten für Bundle-Größe und LCP. Ein Pull-Request, der die Seite langsamer macht, fällt in der Pipeline durch, bevor er in Produktion geht. Auf der neu aufgebauten Website eines deutschen Casino-Betreibers sank der mobile LCP von 4,2 auf 1,9 Sekunden.',
          },
          {
            icon: 'check',
            title: 'Barrierefreiheits-Audit und Umsetzung',
            text: `Eine Prüfung nach ${accessibility.standard} mit automatisierten Checks (axe-core) und manuellen Tests per Tastatur und Screenreader, danach die Korrekturen und ein Bericht, den Sie Ihrer Rechtsabteilung vorlegen können.`,
          },
          {
            icon: 'chart',
            title: 'Echtzeit-Dashboards',
            text: 'Echtzeitdaten über WebSockets oder Server-Sent Events als Diagramme, Warnungen und Drill-downs, ohne den Browser auszubremsen. Für einen Automobilzulieferer haben wir ein Angular-Dashboard gebaut, das den Zustand von 40 Maschinen in Echtzeit zeigt.',
          },
        ],
      },
      engagement: {
        intro:
          'Ein typisches Frontend-Projekt – ob Neuentwicklung oder Neuaufbau einer bestehenden Oberfläche – läuft in diesen Schritten ab. Bei bestehenden Frontends beauftragen viele Kunden zunächst nur das Audit.',
        items: [
          {
            title: 'Audit und Konzeptphase',
            duration: `${figures.de.discoveryWeeksShort} Wochen`,
            text: 'Wir vermessen Ihr aktuelles Frontend: Core Web Vitals aus realen Seitenaufrufen, Bundle-Größe, Barrierefreiheit und Codequalität. Bei einem neuen Produkt beginnen wir stattdessen mit Nutzerwegen und API-Spezifikationen. Sie erhalten einen schriftlichen, priorisierten Plan.',
          },
          {
            title: 'Designsystem und Architektur',
            duration: '2–3 Wochen',
            text: 'Design und Entwicklung legen Komponenten, Tokens und Zustände in Figma fest; parallel richten wir Repository, Rendering-Strategie, CI und eine Vorschauumgebung für jeden Pull-Request ein.',
          },
          {
            title: 'Umsetzung in Zwei-Wochen-Sprints',
            duration: '8–20 Wochen',
            text: 'Wir bauen Nutzerweg für Nutzerweg, mit einer Demo in Ihrer Testumgebung am Ende jedes Sprints. Ein bestehendes Frontend ersetzen wir meist Route für Route: Ihre Nutzerinnen und Nutzer profitieren früh, und eine riskante Umstellung auf einen Schlag gibt es nicht.',
          },
          {
            title: 'Absicherung und Produktivstart',
            duration: '2 Wochen',
            text: 'Browser- und Lasttests, eine abschließende Prüfung der Barrierefreiheit, Fehlertracking mit Sentry und ein Rollout hinter Feature-Flags oder mit schrittweise wachsendem Anteil der Zugriffe.',
          },
          {
            title: 'Übergabe oder Weiterentwicklung',
            duration: 'laufend',
            text: `Ihr Team übernimmt mit Dokumentation und Storybook, oder wir entwickeln als dediziertes Team mit Ihnen weiter; im Schnitt bleiben Kunden ${figures.de.clientTenure} Jahre bei uns.`,
          },
        ],
      },
      toolsIntro: 'Rund um React, Angular und Vue setzen unsere Frontend-Teams in den meisten Projekten diese Bibliotheken und Werkzeuge ein.',
      faq: [
        {
          question: 'Sollen wir auf React, Vue oder Angular setzen?',
          answer:
            'Meist auf das Framework, das Ihr Team bereits kennt; ein Neubau nur für einen Framework-Wechsel rechnet sich selten. Für neue Produkte tendieren wir zu React mit Next.js – wegen des Ökosystems und weil sich dafür leichter Fachkräfte finden. Angular passt zu umfangreichen internen Anwendungen mit vielen Formularen, Vue eignet sich besonders, um interaktive Teile in eine bestehende Website oder einen Shop einzubetten.',
        },
        {
          question: 'Können Sie unser Frontend neu bauen, ohne das Backend anzufassen?',
          answer:
            'Ja, das ist sogar der häufigste Fall. Wir setzen das neue Frontend vor Ihre bestehenden APIs, ergänzen bei Bedarf ein schlankes Backend-for-Frontend in Node.js und migrieren Route für Route. So haben wir auch die Lobby für den Betreiber hinter Slotmagie neu aufgebaut, während Spiele- und Zahlungsanbieter sowie die Plattform des Betreibers unverändert blieben.',
        },
        {
          question: 'Was treibt die Kosten eines Frontend-Projekts?',
          answer:
            `Vor allem die Zahl der Seitentypen und Nutzerwege, der Zustand des vorhandenen Codes und wie viel Barrierefreiheit nachzurüsten ist; einen belastbaren Betrag nennen wir Ihnen nach der Konzeptphase. Zur Orientierung: Eine bezahlte Konzeptphase mit Audit und Plan kostet ${figures.de.discoveryPrice}, eine dedizierte Frontend-Entwicklerin oder ein Frontend-Entwickler je nach Seniorität ${figures.de.personMonth} im Monat. Ein komplettes MVP inklusive Backend über unseren MVP Launcher liegt typischerweise bei ${figures.de.launcherPrice}.`,
        },
        {
          question: 'Wie bleibt das Frontend nach dem Start schnell?',
          answer:
            'Die Performance-Grenzwerte stehen in der CI-Pipeline, sodass eine Verschlechterung den Build scheitern lässt, statt in Produktion zu gelangen. Zusätzlich erfassen wir die Core Web Vitals aus realen Besuchen und besprechen sie in jedem Sprint. Beim Betreiber hinter Slotmagie lädt die neu aufgebaute mobile Lobby 45 % schneller, und dank dieser Prüfungen erscheinen Releases heute wöchentlich statt monatlich.',
        },
      ],
    },
  },
};
