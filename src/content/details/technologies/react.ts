import { siteConfig } from '@/config/site';
import { accessibility } from '@/config/facts';
import type { TechnologyDetail } from '../types';
import { figures } from '@/content/figures';

/** React, Next.js and React Native: why we use them, what we build (web, mobile, AEM, micro-frontends, extensions), FAQ. */
export const reactTechnology: TechnologyDetail = {
  experience: { since: siteConfig.foundingYear, engineers: 26, projects: 80 },
  ecosystem: [
    'TypeScript',
    'Next.js',
    'React Native',
    'Expo',
    'TanStack Query',
    'React Hook Form',
    'Zod',
    'Zustand',
    'Tailwind CSS',
    'Storybook',
    'Vitest',
    'Testing Library',
    'Playwright',
    'Module Federation',
  ],
  text: {
    en: {
      why: [
        'React is our first choice when a product is mostly interaction: forms that respond as you type, dashboards that update live, flows that guide someone through a verification or a purchase. Its component model matches the way our designers work, so every component in the Figma design system has a counterpart in Storybook and in the code, and TypeScript catches a whole class of mistakes before they reach a browser.',
        'The ecosystem is the other reason. With Next.js we render pages on the server where loading time and search visibility matter; with React Native we build iOS and Android apps that share types, API clients and business logic with the web app. The same components run inside Adobe Experience Manager, on a Strapi-driven site, in a micro-frontend or in a Chrome extension. And React developers are easy to hire in the DACH region, so your in-house team can take over without retraining.',
        'We choose React deliberately, not out of habit: if your team already runs a healthy Vue or Angular codebase, we build on it. And we keep React projects unexciting in the best sense, with few dependencies and upgrades applied every few months rather than saved up for a painful rewrite.',
      ],
      builds: {
        intro:
          'From web apps to mobile apps and components inside other platforms, these are the things we build with React most often.',
        items: [
          {
            icon: 'code',
            title: 'SaaS products and customer portals',
            text: 'Web apps with complex forms, roles and live data, such as a guided KYC flow in which business customers upload documents and follow their verification, backed by a Node.js backend-for-frontend that shapes the data for each screen.',
          },
          {
            icon: 'rocket',
            title: 'Next.js sites and storefronts',
            text: 'Server-side rendered lobbies, storefronts and content sites that load quickly on mid-range phones. For Slotmagie, a server-rendered Next.js lobby with promotions delivered headless from AEM now loads 45% faster on mobile.',
          },
          {
            icon: 'mobile',
            title: 'React Native apps',
            text: 'iOS and Android apps that share code and types with the web: a learning app with offline video downloads for 25,000 learners, or a capture app that photographs ID documents on a phone and passes them straight to the verification service.',
          },
          {
            icon: 'layers',
            title: 'Micro-frontend modules',
            text: 'Independently deployed React modules, composed into pages together with Vue modules and legacy Angular parts, so that five teams can work on one marketplace and release more than 40 times a month between them.',
          },
          {
            icon: 'globe',
            title: 'Components for AEM and headless CMS',
            text: 'Interactive React parts inside Adobe Experience Manager components and frontends fed by Strapi. Editors assemble pages themselves, as at an online casino that now publishes campaign pages in under an hour, while the interactive pieces stay fast and tested.',
          },
          {
            icon: 'check',
            title: 'Chrome extensions',
            text: 'Extension interfaces in side panels and pop-ups, such as the one that shows a business customer’s verification status right inside an account manager’s CRM, with sign-in through the company’s single sign-on.',
          },
        ],
      },
      ecosystemIntro: 'Around React itself we use a deliberately small toolset that we know well and keep current across projects.',
      experience:
        'React has been part of our work since the year Kovalent was founded. It runs in close to half of the projects we have delivered since, and more than half of our engineers use it every week, on the web and, through React Native, on mobile.',
      faq: [
        {
          question: 'Next.js or a plain React single-page app?',
          answer:
            'If pages must be found by search engines or load fast for first-time visitors, as with storefronts, game lobbies and marketing pages, we use Next.js with server-side rendering. For internal tools and apps behind a login, a single-page app built with Vite is often simpler to host and entirely sufficient. Many products combine both: a Next.js site in front and an app behind the sign-in.',
        },
        {
          question: 'When does React Native make sense for our app?',
          answer:
            'React Native is our default when the app shares business logic with a React web app and doesn’t depend heavily on device hardware. You get one codebase, one team and features that arrive on iOS and Android at the same time, including offline storage and camera capture. For apps built around heavy graphics, Bluetooth devices or deep platform features, we recommend Swift and Kotlin or Flutter, and explain why.',
        },
        {
          question: 'Can you take over and modernise our existing React codebase?',
          answer:
            'Yes. We start with a review of one to two weeks covering structure, dependencies, tests and performance, and then fix the riskiest parts first. Typical work includes moving from Create React App to Vite or Next.js, replacing class components and hand-written data fetching, and adding tests where changes happen most often. Feature work carries on alongside.',
        },
        {
          question: 'How do you keep React apps fast and accessible?',
          answer:
            `We measure Core Web Vitals from the first sprint and set budgets for bundle size and loading time in CI, so regressions fail the build instead of reaching users. Components are built to ${accessibility.standard} with semantic HTML, keyboard navigation and automated accessibility checks, and our designers test the key flows with real users.`,
        },
        {
          question: 'What drives the size and cost of a React team?',
          answer:
            `Mostly how many surfaces you need: a web app alone, or web plus React Native apps and a backend-for-frontend. A dedicated team of three to eight people starts within two to four weeks, and each team member costs ${figures.en.personMonth} per month depending on role and seniority. A first release through the MVP Launcher, with a React web app and its backend, typically costs ${figures.en.launcherPrice} and goes live after ${figures.en.launcherWeeks} weeks.`,
        },
      ],
    },
    de: {
      why: [
        'React ist unsere erste Wahl, wenn ein Produkt vor allem aus Interaktion besteht: Formulare, die schon beim Tippen reagieren, Dashboards mit Echtzeitdaten, Strecken, die durch eine Identitätsprüfung oder einen Kauf führen. Das Komponentenmodell passt zur Arbeitsweise unseres Designteams – jede Komponente aus dem Figma-Designsystem hat ein Gegenstück in Storybook und im Code –, und TypeScript fängt eine ganze Klasse von Fehlern ab, bevor sie im Browser landen.',
        'Der zweite Grund ist das Ökosystem. Mit Next.js rendern wir Seiten auf dem Server, wo Ladezeit und Sichtbarkeit in Suchmaschinen zählen; mit React Native entstehen Apps für iOS und Android, die Typen, API-Clients und Geschäftslogik mit der Web-App teilen. Dieselben Komponenten laufen in Adobe Experience Manager, auf einer Strapi-basierten Website, in einem Micro-Frontend oder in einer Chrome-Erweiterung. Zudem sind Fachleute für React in der DACH-Region gut zu finden, sodass Ihr internes Team ohne Umschulung übernehmen kann.',
        'Wir wählen React bewusst, nicht aus Gewohnheit: Betreibt Ihr Team bereits eine gepflegte Vue- oder Angular-Codebasis, bauen wir darauf auf. Und wir halten React-Projekte im besten Sinne unspektakulär – mit wenigen Abhängigkeiten und Updates alle paar Monate, statt sie für einen schmerzhaften Neuanfang aufzusparen.',
      ],
      builds: {
        intro:
          'Von Web-Apps über mobile Apps bis zu Komponenten in anderen Plattformen – das entwickeln wir am häufigsten mit React.',
        items: [
          {
            icon: 'code',
            title: 'SaaS-Produkte und Kundenportale',
            text: 'Web-Apps mit komplexen Formularen, Rollen und Echtzeitdaten, etwa eine geführte KYC-Strecke, in der Geschäftskunden Dokumente hochladen und den Stand ihrer Prüfung verfolgen. Ein Backend for Frontend in Node.js bereitet die Daten für jede Ansicht passend auf.',
          },
          {
            icon: 'rocket',
            title: 'Next.js-Websites und Shop-Frontends',
            text: 'Serverseitig gerenderte Lobbys, Shop-Frontends und Inhaltsseiten, die auch auf Smartphones der Mittelklasse schnell laden. Bei Slotmagie lädt die serverseitig gerenderte Next.js-Lobby, deren Aktionen headless aus AEM kommen, auf dem Smartphone heute 45 % schneller.',
          },
          {
            icon: 'mobile',
            title: 'Apps mit React Native',
            text: 'Apps für iOS und Android, die Code und Typen mit dem Web teilen: eine Lern-App mit Offline-Downloads von Videos für 25.000 Lernende oder eine Erfassungs-App, die Ausweisdokumente mit dem Smartphone fotografiert und direkt an den Prüfdienst übergibt.',
          },
          {
            icon: 'layers',
            title: 'Micro-Frontend-Module',
            text: 'Unabhängig ausgerollte React-Module, die gemeinsam mit Vue-Modulen und älteren Angular-Teilen zu Seiten zusammengesetzt werden. So arbeiten fünf Teams an einem Marktplatz und veröffentlichen zusammen mehr als 40 Releases im Monat.',
          },
          {
            icon: 'globe',
            title: 'Komponenten für AEM und Headless-CMS',
            text: 'Interaktive React-Teile in Komponenten von Adobe Experience Manager und Frontends, die ihre Inhalte aus Strapi beziehen. Die Redaktion baut Seiten selbst – bei einem Online-Casino entstehen Kampagnenseiten heute in unter einer Stunde –, während die interaktiven Elemente schnell und getestet bleiben.',
          },
          {
            icon: 'check',
            title: 'Chrome-Erweiterungen',
            text: 'Oberflächen für Seitenleisten und Pop-ups, etwa die Seitenleiste, die dem Account-Management den Prüfstatus eines Geschäftskunden direkt im CRM zeigt – mit Anmeldung über das Single Sign-on des Unternehmens.',
          },
        ],
      },
      ecosystemIntro: 'Rund um React setzen wir auf eine bewusst kleine Auswahl an Werkzeugen, die wir gut kennen und projektübergreifend aktuell halten.',
      experience:
        'React begleitet uns seit dem Gründungsjahr von Kovalent. Es steckt in fast der Hälfte aller Projekte, die wir seitdem umgesetzt haben, und mehr als die Hälfte unseres Entwicklungsteams arbeitet jede Woche damit – im Web und mit React Native auch auf dem Smartphone.',
      faq: [
        {
          question: 'Next.js oder eine klassische Single-Page-Anwendung mit React?',
          answer:
            'Müssen Seiten von Suchmaschinen gefunden werden oder für Erstbesucher schnell laden – etwa Shop-Frontends, Spiele-Lobbys und Marketingseiten –, setzen wir Next.js mit serverseitigem Rendering ein. Für interne Werkzeuge und Anwendungen hinter einer Anmeldung ist eine mit Vite gebaute Single-Page-Anwendung oft einfacher zu betreiben und völlig ausreichend. Viele Produkte kombinieren beides: eine Next.js-Website vorne und eine App hinter der Anmeldung.',
        },
        {
          question: 'Wann lohnt sich React Native für unsere App?',
          answer:
            'React Native ist unsere Standardwahl, wenn die App Geschäftslogik mit einer React-Web-App teilt und nicht stark von der Gerätehardware abhängt. Sie erhalten eine Codebasis, ein Team und Funktionen, die gleichzeitig auf iOS und Android erscheinen – einschließlich Offline-Speicher und Kamera. Für Apps mit aufwendiger Grafik, Bluetooth-Geräten oder tiefer Plattformintegration empfehlen wir Swift und Kotlin oder Flutter und begründen das.',
        },
        {
          question: 'Können Sie unsere bestehende React-Codebasis übernehmen und modernisieren?',
          answer:
            'Ja. Zunächst prüfen wir ein bis zwei Wochen lang Struktur, Abhängigkeiten, Tests und Performance und beheben dann die riskantesten Stellen zuerst. Typisch sind der Umstieg von Create React App auf Vite oder Next.js, das Ersetzen von Klassenkomponenten und selbst geschriebenem Datenabruf sowie Tests dort, wo sich am meisten ändert. Die Arbeit an neuen Funktionen läuft parallel weiter.',
        },
        {
          question: 'Wie sorgen Sie dafür, dass React-Apps schnell und barrierefrei sind?',
          answer:
            `Wir messen die Core Web Vitals ab dem ersten Sprint und legen in der CI Budgets für Bundle-Größe und Ladezeit fest – Verschlechterungen lassen den Build scheitern, statt in Produktion zu gelangen. Komponenten entstehen nach ${accessibility.standard} mit semantischem HTML, Tastaturbedienung und automatisierten Barrierefreiheitstests, und unser Designteam testet die wichtigsten Abläufe mit echten Nutzerinnen und Nutzern.`,
        },
        {
          question: 'Wovon hängen Größe und Kosten eines React-Teams ab?',
          answer:
            `Vor allem davon, wie viele Oberflächen entstehen: nur eine Web-App oder zusätzlich Apps mit React Native und ein Backend for Frontend. Ein dediziertes Team aus drei bis acht Personen startet innerhalb von zwei bis vier Wochen; jedes Teammitglied kostet je nach Rolle und Seniorität ${figures.de.personMonth} pro Monat. Ein erstes Release über den MVP Launcher mit React-Web-App und Backend kostet typischerweise ${figures.de.launcherPrice} und ist nach ${figures.de.launcherWeeks} Wochen in Betrieb.`,
        },
      ],
    },
  },
};
