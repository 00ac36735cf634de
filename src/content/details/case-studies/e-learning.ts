import type { CaseStudyDetail } from '../types';

/** E-learning: one web and mobile learning platform for a Swiss training provider, completion up from 48% to 67%. */
export const eLearning: CaseStudyDetail = {
  technologies: ['/technologies/vue', '/technologies/php', '/technologies/react', '/technologies/node-js'],
  stack: [
    'Laravel',
    'PHP 8.2',
    'Vue 3',
    'React Native',
    'Strapi',
    'Node.js',
    'FFmpeg',
    'HLS',
    'PostgreSQL',
    'Amazon S3',
    'Amazon CloudFront',
    'GitHub Actions',
  ],
  text: {
    en: {
      client: [
        'The client is a Swiss provider of professional training, with certified courses in commercial and technical subjects, from project management to workplace safety. Companies book the courses for their staff, individuals book them privately, and most learners study alongside a full-time job, in German or French.',
      ],
      challenge: [
        'Courses ran on an old LMS, handouts went out as PDF attachments and videos sat on a third-party platform. Learners needed three logins, lost their place when they switched devices and could not study offline, while employers asked for progress reports that the provider’s staff assembled by hand in spreadsheets.',
        'Only 48% of learners finished the courses they started, and corporate clients renew their contracts based on exactly that figure. The old LMS was also running out of support, so the new platform had to be live within seven months, including the migration of existing courses and learner histories.',
      ],
      solution: {
        intro:
          'We started with research among learners and built one platform around what we found: a web app, a mobile app and the tools behind them.',
        items: [
          {
            icon: 'heart',
            title: 'UX research with learners',
            text: 'Interviews with 24 learners and a two-week diary study showed where people gave up: lessons that were too long, no way to learn on the train and no sense of progress. Those findings set the priorities for everything that followed.',
          },
          {
            icon: 'book',
            title: 'A web app for learners and employers',
            text: 'A Vue web app with courses split into short lessons, quizzes, certificates and a progress view that shows what is left. Employers get a dashboard of where their staff stand, which replaced the manual reports.',
          },
          {
            icon: 'mobile',
            title: 'A mobile app with offline video',
            text: 'A React Native app for iOS and Android that downloads lessons for offline viewing and syncs progress as soon as the phone is back online, so a commute becomes study time.',
          },
          {
            icon: 'layers',
            title: 'Course content in Strapi',
            text: 'Instructional designers build courses, lessons and quizzes in Strapi, in German and French, and publish updates without a developer.',
          },
          {
            icon: 'cloud',
            title: 'A video pipeline of its own',
            text: 'Node.js workers turn every uploaded video into adaptive streams for the web and download packages for the app, with thumbnails and subtitles, replacing the third-party video host.',
          },
        ],
      },
      architecture: [
        'The Laravel backend owns learners, enrolments, progress, quizzes and certificates, and serves one API to both the Vue web app and the React Native app. Strapi holds the course content; when an editor publishes, a webhook tells Laravel to update the course structure, so learners see the current version without losing their progress.',
        'Uploaded videos land in Amazon S3 and put a job on a queue. Node.js workers use FFmpeg to create HLS renditions in several qualities, thumbnails and subtitle tracks, and CloudFront delivers the result. The mobile app stores downloaded lessons encrypted on the device. Everything runs on AWS in Frankfurt with PostgreSQL, and every codebase has its own automated tests and CI pipeline.',
      ],
      results: {
        intro: 'Results after the first year on the new platform, compared with the last full year on the old LMS.',
        items: [
          { value: '67%', label: 'course completion rate, up from 48%' },
          { value: '25,000', label: 'learners on one platform for web and mobile' },
          { value: '7 months', label: 'from kick-off to launch, including migration' },
          { value: '1 login', label: 'for courses, documents and videos, instead of three' },
        ],
      },
      timeline: {
        intro:
          'Eight people worked on the platform: a delivery lead, a UX researcher, a UI designer, two Laravel developers, a Vue developer, a React Native developer and a Node.js engineer who also looked after the infrastructure.',
        items: [
          {
            title: 'Research and discovery',
            duration: '4 weeks',
            text: 'Learner interviews, the diary study, workshops with instructional designers and corporate clients, and an audit of the data in the old LMS.',
          },
          {
            title: 'Design and prototype',
            duration: '4 weeks',
            text: 'A clickable prototype of the course player and progress view, tested twice with learners, while the backend developers set up the architecture.',
          },
          {
            title: 'Build',
            duration: '16 weeks',
            text: 'Eight two-week sprints covering the backend, web app, Strapi content model, video pipeline and mobile app, each ending with a demo to the client.',
          },
          {
            title: 'Migration and pilot',
            duration: '4 weeks',
            text: 'Courses and learner histories moved from the old LMS, and 400 learners from three corporate clients used the platform in a pilot.',
          },
          {
            title: 'Launch',
            duration: '2 weeks',
            text: 'A staged switch-over course by course, the app store releases and support for the client’s help desk in the first days.',
          },
        ],
      },
      quote: {
        text: 'For the first time, most of our learners finish what they start, and our corporate clients can see it. The research at the beginning changed what we built, and it shows in the numbers.',
        author: 'Head of Digital Learning',
        role: 'Professional training provider, Switzerland',
      },
    },
    de: {
      client: [
        'Der Kunde ist ein Schweizer Anbieter beruflicher Weiterbildung mit zertifizierten Kursen in kaufmännischen und technischen Fächern, vom Projektmanagement bis zur Arbeitssicherheit. Unternehmen buchen die Kurse für ihre Mitarbeitenden, Privatpersonen auf eigene Rechnung, und die meisten Lernenden bilden sich neben einer Vollzeitstelle weiter – auf Deutsch oder Französisch.',
      ],
      challenge: [
        'Die Kurse liefen auf einem alten LMS, Unterlagen wurden als PDF-Anhang verschickt, Videos lagen bei einem externen Anbieter. Lernende brauchten drei Zugänge, verloren beim Gerätewechsel ihren Stand und konnten nicht offline lernen. Arbeitgeber wiederum verlangten Fortschrittsberichte, die das Team des Anbieters von Hand in Tabellen zusammentrug.',
        'Nur 48 % der Lernenden schlossen begonnene Kurse ab – und genau an dieser Zahl messen Firmenkunden, ob sie ihre Verträge verlängern. Zudem lief der Support für das alte LMS aus: Die neue Plattform musste innerhalb von sieben Monaten in Betrieb sein, einschließlich der Migration bestehender Kurse und Lernverläufe.',
      ],
      solution: {
        intro:
          'Am Anfang stand Nutzerforschung mit Lernenden. Auf Grundlage der Ergebnisse haben wir eine gemeinsame Plattform gebaut: eine Web-App, eine mobile App und die Werkzeuge dahinter.',
        items: [
          {
            icon: 'heart',
            title: 'Nutzerforschung mit Lernenden',
            text: 'Interviews mit 24 Lernenden und eine zweiwöchige Tagebuchstudie zeigten, wo Menschen aufgaben: zu lange Lektionen, keine Möglichkeit, im Zug zu lernen, und kein Gefühl für den eigenen Fortschritt. Diese Erkenntnisse bestimmten die Prioritäten für alles Weitere.',
          },
          {
            icon: 'book',
            title: 'Eine Web-App für Lernende und Arbeitgeber',
            text: 'Eine Web-App in Vue mit Kursen in kurzen Lektionen, Quizzen, Zertifikaten und einer Fortschrittsanzeige, die zeigt, was noch fehlt. Arbeitgeber sehen in einem Dashboard, wo ihre Mitarbeitenden stehen – die manuellen Berichte entfallen.',
          },
          {
            icon: 'mobile',
            title: 'Eine mobile App mit Offline-Videos',
            text: 'Eine React-Native-App für iOS und Android lädt Lektionen für die Offline-Nutzung herunter und synchronisiert den Fortschritt, sobald das Smartphone wieder online ist. So wird der Arbeitsweg zur Lernzeit.',
          },
          {
            icon: 'layers',
            title: 'Kursinhalte in Strapi',
            text: 'Das Team für Instruktionsdesign erstellt Kurse, Lektionen und Quizze in Strapi, auf Deutsch und Französisch, und veröffentlicht Aktualisierungen ohne Hilfe aus der Entwicklung.',
          },
          {
            icon: 'cloud',
            title: 'Eine eigene Video-Pipeline',
            text: 'Node.js-Worker wandeln jedes hochgeladene Video in adaptive Streams für das Web und Download-Pakete für die App um, mit Vorschaubildern und Untertiteln. Der externe Videohoster wird nicht mehr gebraucht.',
          },
        ],
      },
      architecture: [
        'Das Laravel-Backend verwaltet Lernende, Einschreibungen, Fortschritt, Quizze und Zertifikate und stellt eine gemeinsame API für die Vue-Web-App und die React-Native-App bereit. Die Kursinhalte liegen in Strapi; veröffentlicht die Redaktion etwas, meldet ein Webhook die Änderung an Laravel, das die Kursstruktur aktualisiert. Lernende sehen so stets die aktuelle Fassung, ohne ihren Fortschritt zu verlieren.',
        'Hochgeladene Videos landen in Amazon S3 und legen einen Auftrag in eine Warteschlange. Node.js-Worker erzeugen mit FFmpeg HLS-Varianten in mehreren Qualitätsstufen, Vorschaubilder und Untertitelspuren; ausgeliefert wird über CloudFront. Die mobile App speichert heruntergeladene Lektionen verschlüsselt auf dem Gerät. Die gesamte Plattform läuft auf AWS in Frankfurt mit PostgreSQL, und jede Codebasis hat eigene automatisierte Tests und eine eigene CI-Pipeline.',
      ],
      results: {
        intro: 'Ergebnisse nach dem ersten Jahr auf der neuen Plattform, verglichen mit dem letzten vollen Jahr auf dem alten LMS.',
        items: [
          { value: '67 %', label: 'Abschlussquote, vorher 48 %' },
          { value: '25.000', label: 'Lernende auf einer Plattform für Web und Smartphone' },
          { value: '7 Monate', label: 'vom Projektstart bis zum Produktivstart, inklusive Migration' },
          { value: '1 Zugang', label: 'für Kurse, Unterlagen und Videos statt drei' },
        ],
      },
      timeline: {
        intro:
          'Acht Personen haben an der Plattform gearbeitet: eine Projektleiterin, ein Nutzerforscher, eine UI-Designerin, zwei Laravel-Entwickler, eine Vue-Entwicklerin, ein React-Native-Entwickler und ein Node.js-Entwickler, der sich zusätzlich um die Infrastruktur gekümmert hat.',
        items: [
          {
            title: 'Nutzerforschung und Konzeptphase',
            duration: '4 Wochen',
            text: 'Interviews mit Lernenden, die Tagebuchstudie, Workshops mit Instruktionsdesign und Firmenkunden sowie eine Bestandsaufnahme der Daten im alten LMS.',
          },
          {
            title: 'Design und Prototyp',
            duration: '4 Wochen',
            text: 'Ein klickbarer Prototyp von Kursplayer und Fortschrittsanzeige, zweimal mit Lernenden getestet, während das Backend-Team die Architektur aufsetzte.',
          },
          {
            title: 'Umsetzung',
            duration: '16 Wochen',
            text: 'Acht Sprints à zwei Wochen für Backend, Web-App, Inhaltsmodell in Strapi, Video-Pipeline und mobile App, jeder mit einer Demo für den Kunden.',
          },
          {
            title: 'Migration und Pilot',
            duration: '4 Wochen',
            text: 'Kurse und Lernverläufe wurden aus dem alten LMS übernommen, und 400 Lernende von drei Firmenkunden nutzten die Plattform in einem Pilotbetrieb.',
          },
          {
            title: 'Produktivstart',
            duration: '2 Wochen',
            text: 'Eine schrittweise Umstellung Kurs für Kurs, die Veröffentlichung in den App-Stores und Unterstützung für den Helpdesk des Kunden in den ersten Tagen.',
          },
        ],
      },
      quote: {
        text: 'Zum ersten Mal schließt die Mehrheit unserer Lernenden ab, was sie beginnt – und unsere Firmenkunden sehen das. Die Nutzerforschung zu Beginn hat verändert, was gebaut wurde, und das zeigt sich in den Zahlen.',
        author: 'Leiterin Digitales Lernen',
        role: 'Anbieter beruflicher Weiterbildung, Schweiz',
      },
    },
  },
};
