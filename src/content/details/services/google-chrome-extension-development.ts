import type { ServiceDetail } from '../types';
import { figures } from '@/content/figures';

/** Chrome extension development: Manifest V3 extensions with their backend, store publication and enterprise roll-out. */
export const chromeExtensionDevelopment: ServiceDetail = {
  technologies: ['/technologies/react', '/technologies/node-js'],
  caseStudies: [
    '/case-studies/external-document-managment-system-dms',
    '/case-studies/saas-kyc-verification-process',
  ],
  tools: [
    'TypeScript',
    'Manifest V3',
    'Vite',
    'Side Panel API',
    'chrome.identity',
    'chrome.storage',
    'webextension-polyfill',
    'Vitest',
    'Playwright',
    'Sentry',
    'Chrome Web Store API',
    'Google Admin console',
  ],
  text: {
    en: {
      problems: {
        intro:
          'Companies usually ask us for an extension when their users keep switching between tabs, or when an existing extension has stopped working.',
        items: [
          {
            icon: 'layers',
            title: 'Five tabs for one task',
            text: 'Account managers copy a customer ID from the CRM into the admin tool and back; partners download an attachment from webmail only to upload it elsewhere. Across a team, that costs hours every week.',
          },
          {
            icon: 'shield',
            title: 'An extension stuck on Manifest V2',
            text: 'Chrome has switched off Manifest V2. Background pages have to become service workers, remotely hosted code is no longer allowed and permissions must be justified again.',
          },
          {
            icon: 'globe',
            title: 'Your product is missing where the work happens',
            text: 'Your users spend their day in Gmail, Outlook on the web, Salesforce or a supplier portal. Without a presence there, your product is one more login they forget.',
          },
          {
            icon: 'check',
            title: 'Rejected by the Chrome Web Store',
            text: 'A first submission was rejected for broad host permissions, a missing privacy policy or unclear data use, and nobody on the team knows what the reviewers expect.',
          },
        ],
      },
      deliverables: {
        intro:
          'We deliver the extension, the small backend it usually needs and everything it takes to publish it and roll it out.',
        items: [
          {
            icon: 'code',
            title: 'A Manifest V3 extension in TypeScript',
            text: 'Popup, side panel or content scripts built with React and TypeScript, a service worker for background tasks and the messaging between them. We request the narrowest permissions that do the job, which also speeds up the store review.',
          },
          {
            icon: 'team',
            title: 'CRM and webmail integrations',
            text: 'Content scripts that place information and actions directly in the tools your users already work in. For a Berlin payment-services provider, account managers see the verification status of each business customer inside their CRM without opening another system.',
          },
          {
            icon: 'cloud',
            title: 'A backend for sign-in, data and sync',
            text: 'A Node.js backend or backend-for-frontend with single sign-on via OAuth 2.0 or OpenID Connect, stored settings and an API to your existing systems. Tokens never sit in content scripts, and data stays in EU regions.',
          },
          {
            icon: 'book',
            title: 'Capture of files and documents',
            text: 'Actions that send web content, form data or attachments straight into your system. For an Austrian engineering company, partners save webmail attachments into the right project workspace of the document management system in one click.',
          },
          {
            icon: 'rocket',
            title: 'Publication and enterprise roll-out',
            text: 'Store listing, privacy disclosures and review in the Chrome Web Store, or private distribution to your employees through Google Workspace or Chrome Enterprise policies. Versions for Edge and Firefox come from the same codebase; a Safari version is estimated separately.',
          },
        ],
      },
      engagement: {
        intro:
          'Extensions are compact projects. A typical first version with sign-in, one or two core features and store publication goes through these steps.',
        items: [
          {
            title: 'Scoping and permissions',
            duration: '1–2 weeks',
            text: 'We define the use cases, the sites the extension must work on and the permissions that requires, and check early whether content scripts run reliably there, for instance inside a CRM’s own iframes.',
          },
          {
            title: 'Prototype in the browser',
            duration: '2 weeks',
            text: 'A working prototype in your team’s browsers, so real users try it in the real CRM or webmail while changes are still cheap.',
          },
          {
            title: 'Build in two-week sprints',
            duration: '4–8 weeks',
            text: 'Extension, backend and integrations are built with a demo at the end of every sprint. We distribute test builds to a pilot group through a private store listing or your admin console.',
          },
          {
            title: 'Store review and roll-out',
            duration: '1–2 weeks',
            text: 'We prepare the listing, screenshots and privacy statements and submit the extension. The review usually takes a few days, and we answer the reviewers’ questions. Inside a company, the extension is pushed to managed browsers by policy.',
          },
          {
            title: 'Maintenance',
            duration: 'ongoing',
            text: 'Chrome ships a new stable version every four weeks, and target websites change their markup. We write content scripts defensively, run end-to-end tests in Playwright against each Chrome beta, track errors with Sentry and ship fixes before users notice.',
          },
        ],
      },
      toolsIntro: 'Besides React and Node.js, these are the APIs and tools we use to build, test and ship extensions.',
      faq: [
        {
          question: 'How long does it take to build a Chrome extension?',
          answer:
            'A focused extension with sign-in, one or two core features and store publication usually takes eight to fourteen weeks from scoping to release. A simple internal tool without its own backend can be faster; deep integrations with several third-party web applications take longer. After scoping you get a plan with milestones.',
        },
        {
          question: 'What makes an extension more expensive?',
          answer:
            `Mainly the number of third-party web applications it has to work inside, and whether it needs its own backend with single sign-on. We start with a paid discovery of ${figures.en.discoveryPrice}, which for an extension often already includes the browser prototype, and then build at a fixed or capped price per milestone. Alternatively, a dedicated engineer from our team costs ${figures.en.personMonth} per month depending on seniority. The Chrome Web Store itself only charges a one-time developer registration fee.`,
        },
        {
          question: 'Can we use the extension only inside our company?',
          answer:
            'Yes. You can publish it as unlisted or private in the Chrome Web Store, or install it on managed browsers through Google Workspace or Chrome Enterprise policies, so employees do not have to install anything themselves. Internal tools for sales, support and account management are a common case.',
        },
        {
          question: 'How do you handle data protection?',
          answer:
            'An extension can see a lot, so we request only the permissions and sites it needs and process as little personal data as possible. Data goes to your backend in EU regions, never to third parties, and the store listing discloses exactly what is collected and why. We document this for your data protection officer and sign a data processing agreement.',
        },
      ],
    },
    de: {
      problems: {
        intro:
          'Unternehmen fragen meist dann nach einer Erweiterung, wenn ihre Teams ständig zwischen Tabs wechseln – oder wenn eine bestehende Erweiterung nicht mehr funktioniert.',
        items: [
          {
            icon: 'layers',
            title: 'Fünf Tabs für einen Arbeitsschritt',
            text: 'Im Account-Management wandert eine Kundennummer aus dem CRM in den Adminbereich und zurück; in der Projektarbeit wird ein Anhang aus dem Webmailer heruntergeladen, nur um ihn anderswo wieder hochzuladen. Im ganzen Team kostet das jede Woche Stunden.',
          },
          {
            icon: 'shield',
            title: 'Eine Erweiterung, die noch auf Manifest V2 läuft',
            text: 'Chrome hat Manifest V2 abgeschaltet. Hintergrundseiten müssen zu Service Workern werden, extern nachgeladener Code ist nicht mehr erlaubt, und Berechtigungen müssen neu begründet werden.',
          },
          {
            icon: 'globe',
            title: 'Ihr Produkt fehlt dort, wo gearbeitet wird',
            text: 'Wer Ihr Produkt nutzt, verbringt den Tag in Gmail, Outlook im Web, Salesforce oder einem Lieferantenportal. Ist Ihr Produkt dort nicht präsent, bleibt es eine weitere Anmeldung, die in Vergessenheit gerät.',
          },
          {
            icon: 'check',
            title: 'Abgelehnt im Chrome Web Store',
            text: 'Eine erste Einreichung wurde wegen zu weit gefasster Host-Berechtigungen, einer fehlenden Datenschutzerklärung oder unklarer Datennutzung abgelehnt, und niemand im Team weiß, was das Prüfteam von Google erwartet.',
          },
        ],
      },
      deliverables: {
        intro:
          'Wir liefern die Erweiterung, das kleine Backend, das sie meist braucht, und alles, was für Veröffentlichung und Rollout nötig ist.',
        items: [
          {
            icon: 'code',
            title: 'Eine Manifest-V3-Erweiterung in TypeScript',
            text: 'Popup, Side Panel oder Content Scripts mit React und TypeScript, ein Service Worker für Hintergrundaufgaben und das Messaging dazwischen. Wir beantragen nur die Berechtigungen, die wirklich nötig sind – das beschleunigt auch die Prüfung im Store.',
          },
          {
            icon: 'team',
            title: 'Integration in CRM und Webmail',
            text: 'Content Scripts, die Informationen und Aktionen direkt in die Werkzeuge bringen, mit denen Ihre Teams ohnehin arbeiten. Bei einem Berliner SaaS-Anbieter für Zahlungsdienste sieht das Account-Management den Verifizierungsstatus jedes Geschäftskunden direkt im CRM, ohne ein weiteres System zu öffnen.',
          },
          {
            icon: 'cloud',
            title: 'Ein Backend für Anmeldung, Daten und Synchronisierung',
            text: 'Ein Node.js-Backend oder Backend-for-Frontend mit Single Sign-on über OAuth 2.0 oder OpenID Connect, gespeicherten Einstellungen und einer API zu Ihren bestehenden Systemen. Tokens liegen nie in Content Scripts, und die Daten bleiben in EU-Regionen.',
          },
          {
            icon: 'book',
            title: 'Dateien und Dokumente direkt erfassen',
            text: 'Aktionen, die Webinhalte, Formulardaten oder Anhänge direkt an Ihr System senden. Bei einem österreichischen Ingenieurunternehmen speichern die Partnerinnen und Partner Anhänge aus dem Webmailer mit einem Klick im passenden Projektarbeitsbereich des Dokumentenmanagementsystems.',
          },
          {
            icon: 'rocket',
            title: 'Veröffentlichung und Rollout im Unternehmen',
            text: 'Store-Eintrag, Angaben zum Datenschutz und Prüfung im Chrome Web Store oder private Verteilung an Ihre Mitarbeitenden über Google Workspace bzw. Chrome-Enterprise-Richtlinien. Versionen für Edge und Firefox entstehen aus derselben Codebasis; eine Safari-Version kalkulieren wir gesondert.',
          },
        ],
      },
      engagement: {
        intro:
          'Erweiterungen sind kompakte Projekte. Eine typische erste Version mit Anmeldung, ein bis zwei Kernfunktionen und Veröffentlichung im Store entsteht in diesen Schritten.',
        items: [
          {
            title: 'Zuschnitt und Berechtigungen',
            duration: '1–2 Wochen',
            text: 'Wir legen die Anwendungsfälle fest, ebenso die Seiten, auf denen die Erweiterung arbeiten soll, und die dafür nötigen Berechtigungen – und prüfen früh, ob Content Scripts dort zuverlässig laufen, etwa in den iframes eines CRM.',
          },
          {
            title: 'Prototyp im Browser',
            duration: '2 Wochen',
            text: 'Ein funktionierender Prototyp in den Browsern Ihres Teams, damit künftige Nutzerinnen und Nutzer ihn im echten CRM oder Webmailer ausprobieren, solange Änderungen noch günstig sind.',
          },
          {
            title: 'Umsetzung in Zwei-Wochen-Sprints',
            duration: '4–8 Wochen',
            text: 'Erweiterung, Backend und Integrationen entstehen mit einer Demo am Ende jedes Sprints. Testversionen verteilen wir über einen privaten Store-Eintrag oder Ihre Admin-Konsole an eine Pilotgruppe.',
          },
          {
            title: 'Store-Prüfung und Rollout',
            duration: '1–2 Wochen',
            text: 'Wir bereiten Store-Eintrag, Screenshots und Datenschutzangaben vor und reichen die Erweiterung ein. Die Prüfung dauert meist einige Tage; Rückfragen aus der Prüfung beantworten wir. Im Unternehmen wird die Erweiterung per Richtlinie auf die verwalteten Browser verteilt.',
          },
          {
            title: 'Wartung',
            duration: 'laufend',
            text: 'Alle vier Wochen erscheint eine neue stabile Chrome-Version, und Zielseiten ändern ihr Markup. Wir schreiben Content Scripts defensiv, testen mit Playwright gegen jede neue Chrome-Beta, überwachen Fehler mit Sentry und liefern Korrekturen, bevor jemand etwas merkt.',
          },
        ],
      },
      toolsIntro: 'Neben React und Node.js nutzen wir diese APIs und Werkzeuge, um Erweiterungen zu entwickeln, zu testen und auszuliefern.',
      faq: [
        {
          question: 'Wie lange dauert die Entwicklung einer Chrome-Erweiterung?',
          answer:
            'Eine fokussierte Erweiterung mit Anmeldung, ein bis zwei Kernfunktionen und Veröffentlichung im Store braucht vom Zuschnitt bis zum Release meist acht bis vierzehn Wochen. Ein einfaches internes Werkzeug ohne eigenes Backend geht schneller, tiefe Integrationen in mehrere fremde Webanwendungen dauern länger. Nach dem Zuschnitt erhalten Sie einen Plan mit Meilensteinen.',
        },
        {
          question: 'Womit steigt der Preis einer Chrome-Erweiterung?',
          answer:
            `Vor allem mit der Zahl der fremden Webanwendungen, in denen sie arbeiten muss, und mit einem eigenen Backend samt Single Sign-on. Wir beginnen mit einer bezahlten Konzeptphase für ${figures.de.discoveryPrice}, die bei Erweiterungen häufig schon den Prototyp im Browser umfasst, und setzen danach zum Fest- oder Maximalpreis je Meilenstein um. Alternativ kostet eine dedizierte Entwicklerin oder ein Entwickler aus unserem Team je nach Seniorität ${figures.de.personMonth} im Monat. Der Chrome Web Store selbst verlangt nur eine einmalige Registrierungsgebühr für das Entwicklerkonto.`,
        },
        {
          question: 'Können wir die Erweiterung nur intern nutzen?',
          answer:
            'Ja. Sie können sie im Chrome Web Store als nicht gelistet oder privat veröffentlichen oder über Google Workspace bzw. Chrome-Enterprise-Richtlinien auf verwalteten Browsern installieren, sodass Ihre Mitarbeitenden selbst nichts tun müssen. Interne Werkzeuge für Vertrieb, Support oder Account-Management sind ein häufiger Anwendungsfall.',
        },
        {
          question: 'Wie gehen Sie mit dem Datenschutz um?',
          answer:
            'Eine Erweiterung kann viel sehen. Deshalb beantragen wir nur die Berechtigungen und Seiten, die sie braucht, und verarbeiten so wenige personenbezogene Daten wie möglich. Die Daten gehen an Ihr Backend in EU-Regionen, nie an Dritte, und der Store-Eintrag legt offen, was erhoben wird und wozu. Für Ihr Datenschutzteam dokumentieren wir das und schließen einen Auftragsverarbeitungsvertrag.',
        },
      ],
    },
  },
};
