import type { PageBody } from '@/content/sections';
import type { Localized } from '@/content/types';
import { figures } from '@/content/figures';

export const contactBody: Localized<PageBody> = {
  en: {
    sections: [
      {
        type: 'contact-form',
        id: 'enquiry',
        heading: 'Your enquiry',
        intro:
          'Every message is read by someone from product management or engineering, not answered from a sales script. Fields marked optional can stay empty.',
      },
      {
        type: 'contact-channels',
        id: 'channels',
        heading: 'Other ways to reach us',
        intro:
          'Prefer your own inbox or the phone? Here are our address, number and office hours. To apply for a job, please use the form of the position on our careers page, so your application goes straight to the hiring team.',
      },
      {
        type: 'process',
        id: 'next-steps',
        heading: 'What happens after you get in touch',
        intro:
          'There is no sales funnel and no newsletter sign-up behind this page. Four steps take you from your first message to a team working on your product.',
        steps: [
          {
            title: 'We reply',
            duration: 'Within one business day',
            text: 'A product manager or senior engineer confirms what we understood, asks two or three questions where something is unclear and suggests times for a call. If we are not the right partner for your project, we say so and, where we can, recommend someone who is.',
          },
          {
            title: 'Introductory call',
            duration: '30–45 minutes',
            text: 'A video call with a product manager and a senior engineer who knows your technology, whether that is Spryker, React or Go. We talk about your goals, your users and your constraints. If you need an NDA first, we sign it before the call.',
          },
          {
            title: 'Proposal',
            duration: 'Within one week',
            text: `You receive a written proposal with the scope, the team we suggest and the collaboration model that fits: a dedicated team billed monthly per person, or outsourced development that starts with a paid discovery phase of ${figures.en.discoveryWeeks} weeks and continues at a fixed or capped price per milestone.`,
          },
          {
            title: 'Start',
            duration: '2–4 weeks after the first call',
            text: 'The team starts with a kick-off workshop in Berlin, Leipzig or at your office, followed by the first two-week sprint. Two weeks later the first demo shows you what has been built, and the code lives in your repositories from the first commit.',
          },
        ],
      },
      {
        type: 'features',
        id: 'first-message',
        heading: 'What to include in your first message',
        intro:
          'You do not need a specification. A few paragraphs on the points below are enough for us to prepare the first call properly.',
        items: [
          {
            icon: 'chart',
            title: 'Your goals',
            text: 'What should be different once the software is live? More orders, less manual work, a product in the hands of your first customers? One or two measurable goals help more than a feature list.',
          },
          {
            icon: 'clock',
            title: 'Your timeline',
            text: 'Is there a fixed date, such as a trade fair, a funding round or the end of a contract with your current provider? Name it, and we will say whether it is realistic.',
          },
          {
            icon: 'euro',
            title: 'A budget range',
            text: 'A rough range is enough, for example €50,000 to €100,000 for a first release. It lets us suggest the scope and team size that make sense, instead of guessing.',
          },
          {
            icon: 'layers',
            title: 'Existing systems',
            text: 'Which systems does the new software have to work with: a shop on Spryker or Shopware, an ERP, a CMS, a legacy PHP application? Name the parts that must stay and the ones you would like to replace.',
          },
          {
            icon: 'team',
            title: 'Who is involved',
            text: 'Who decides, who will be our day-to-day contact and whether you have your own developers or designers we should work alongside.',
          },
          {
            icon: 'shield',
            title: 'Constraints',
            text: 'Requirements for hosting, data protection, accessibility or industry regulation, such as gambling licences or KYC rules. We host in EU regions by default, but it helps to know early.',
          },
        ],
      },
      {
        type: 'locations',
        id: 'offices',
        heading: 'Our offices',
        intro:
          'Most meetings happen by video, but we are glad to meet in person. Please arrange a time before you visit, so that the right people are there.',
        items: [
          {
            city: 'Berlin',
            address: 'Schlesische Straße 27, 10997 Berlin',
            text: 'Our head office in Kreuzberg, a few minutes’ walk from the U1 station Schlesisches Tor. This is where our founders, most product teams and the Code Camp cohort work, and where we hold most kick-off workshops.',
          },
          {
            city: 'Leipzig',
            address: 'Karl-Liebknecht-Straße 9, 04107 Leipzig',
            text: 'Our second office, on the edge of the city centre and a short tram ride from Leipzig Hauptbahnhof. Engineers and designers from several client teams work here, and it is a convenient meeting point for clients in Saxony, Thuringia and Saxony-Anhalt.',
          },
        ],
      },
      {
        type: 'faq',
        id: 'faq',
        heading: 'Questions before you write',
        items: [
          {
            question: 'Is the first call free of charge?',
            answer:
              'Yes. The introductory call and the written proposal cost you nothing and commit you to nothing. The first paid work is either the discovery phase of an outsourced project or the first month of a dedicated team, and only after you have signed.',
          },
          {
            question: 'Will you sign a non-disclosure agreement?',
            answer:
              'Yes, before the first call if you like. Send us your own NDA or ask for our mutual template, which follows German law and is usually signed within a day. Everything you tell us is treated as confidential either way.',
          },
          {
            question: 'Do you work with companies outside Germany?',
            answer:
              'Yes. Many of our clients are in Austria and Switzerland, others elsewhere in the EU. Projects run in English or German, we invoice in euros and we travel for kick-off workshops when it helps.',
          },
          {
            question: 'How quickly can you start?',
            answer:
              `A dedicated team usually starts within two to four weeks of the first call. An outsourced project starts with a discovery phase of ${figures.en.discoveryWeeks} weeks, and with our fixed-price MVP Launcher your first version goes live ${figures.en.launcherWeeks} weeks after scoping begins.`,
          },
          {
            question: 'Can you take over an existing project from another agency?',
            answer:
              'Yes, and we do so regularly. We start with a code and infrastructure review of one to two weeks, so you know the state of the system and the risks before we take responsibility. If the previous team is still available, we plan a handover with them.',
          },
        ],
      },
    ],
  },
  de: {
    sections: [
      {
        type: 'contact-form',
        id: 'enquiry',
        heading: 'Ihre Anfrage',
        intro:
          'Jede Nachricht liest jemand aus dem Produktmanagement oder der Entwicklung – keine Vertriebsabteilung mit Textbausteinen. Als optional markierte Felder können Sie leer lassen.',
      },
      {
        type: 'contact-channels',
        id: 'channels',
        heading: 'Weitere Wege zu uns',
        intro:
          'Sie schreiben lieber aus Ihrem eigenen Postfach oder greifen zum Telefon? Hier finden Sie unsere Kontaktdaten und Bürozeiten. Für Bewerbungen nutzen Sie bitte das Formular der jeweiligen Stelle auf unserer Karriereseite, damit Ihre Bewerbung direkt bei unserem Recruiting-Team ankommt.',
      },
      {
        type: 'process',
        id: 'next-steps',
        heading: 'Was nach Ihrer Anfrage passiert',
        intro:
          'Hinter dieser Seite steckt keine Verkaufsmaschinerie und kein Newsletter-Abo. In vier Schritten kommen Sie von der ersten Nachricht zu einem Team, das an Ihrem Produkt arbeitet.',
        steps: [
          {
            title: 'Wir antworten',
            duration: 'Innerhalb eines Werktags',
            text: 'Jemand aus dem Produktmanagement oder der Entwicklung bestätigt, was wir verstanden haben, stellt zwei oder drei Rückfragen zu offenen Punkten und schlägt Termine für ein Gespräch vor. Sind wir nicht der richtige Partner für Ihr Vorhaben, sagen wir das und empfehlen, wenn möglich, jemanden, der besser passt.',
          },
          {
            title: 'Erstgespräch',
            duration: '30–45 Minuten',
            text: 'Ein Videogespräch mit jemandem aus dem Produktmanagement und einer erfahrenen Fachkraft aus der Entwicklung, die Ihre Technologie kennt – ob Spryker, React oder Go. Wir sprechen über Ihre Ziele, Ihre Zielgruppe und Ihre Rahmenbedingungen. Brauchen Sie vorher eine Geheimhaltungsvereinbarung, unterschreiben wir sie vor dem Termin.',
          },
          {
            title: 'Angebot',
            duration: 'Innerhalb einer Woche',
            text: `Sie erhalten ein schriftliches Angebot mit Umfang, vorgeschlagenem Team und dem passenden Kooperationsmodell: ein dediziertes Team mit monatlicher Abrechnung pro Person oder Outsourcing, das mit einer bezahlten Konzeptphase von ${figures.de.discoveryWeeks} Wochen beginnt und danach zum Fest- oder Maximalpreis pro Meilenstein weiterläuft.`,
          },
          {
            title: 'Projektstart',
            duration: '2–4 Wochen nach dem Erstgespräch',
            text: 'Das Team startet mit einem Kick-off-Workshop in Berlin, Leipzig oder bei Ihnen vor Ort, danach folgt der erste zweiwöchige Sprint. Zwei Wochen später sehen Sie in der ersten Demo, was entstanden ist, und der Code liegt vom ersten Commit an in Ihren Repositorys.',
          },
        ],
      },
      {
        type: 'features',
        id: 'first-message',
        heading: 'Was in Ihre erste Nachricht gehört',
        intro:
          'Ein Lastenheft brauchen Sie nicht. Ein paar Absätze zu den folgenden Punkten genügen, damit wir das Erstgespräch gezielt vorbereiten können.',
        items: [
          {
            icon: 'chart',
            title: 'Ihre Ziele',
            text: 'Was soll sich ändern, sobald die Software im Einsatz ist? Mehr Bestellungen, weniger Handarbeit, ein Produkt in den Händen der ersten Kunden? Ein oder zwei messbare Ziele helfen uns mehr als eine Funktionsliste.',
          },
          {
            icon: 'clock',
            title: 'Ihr Zeitrahmen',
            text: 'Gibt es einen festen Termin, etwa eine Messe, eine Finanzierungsrunde oder das Vertragsende mit Ihrem bisherigen Dienstleister? Nennen Sie ihn, dann sagen wir Ihnen, ob er realistisch ist.',
          },
          {
            icon: 'euro',
            title: 'Ein Budgetrahmen',
            text: 'Eine grobe Spanne genügt, zum Beispiel 50.000 bis 100.000 € für ein erstes Release. So können wir Umfang und Teamgröße vorschlagen, die dazu passen, statt zu raten.',
          },
          {
            icon: 'layers',
            title: 'Bestehende Systeme',
            text: 'Mit welchen Systemen muss die neue Software zusammenarbeiten – einem Shop auf Spryker oder Shopware, einem ERP, einem CMS, einer gewachsenen PHP-Anwendung? Nennen Sie, was bleiben soll und was Sie gern ablösen würden.',
          },
          {
            icon: 'team',
            title: 'Wer beteiligt ist',
            text: 'Wer entscheidet, wer im Projektalltag unsere Ansprechperson sein wird und ob es bei Ihnen ein eigenes Entwicklungs- oder Designteam gibt, mit dem wir zusammenarbeiten sollen.',
          },
          {
            icon: 'shield',
            title: 'Rahmenbedingungen',
            text: 'Vorgaben zu Hosting, Datenschutz, Barrierefreiheit oder Branchenregulierung, etwa Glücksspiellizenzen oder KYC-Pflichten. Wir hosten standardmäßig in EU-Regionen, aber es hilft, solche Punkte früh zu kennen.',
          },
        ],
      },
      {
        type: 'locations',
        id: 'offices',
        heading: 'Unsere Büros',
        intro:
          'Die meisten Termine finden per Video statt, aber wir treffen uns auch gern persönlich. Bitte vereinbaren Sie vorab einen Termin, damit die richtigen Leute vor Ort sind.',
        items: [
          {
            city: 'Berlin',
            address: 'Schlesische Straße 27, 10997 Berlin',
            text: 'Unser Hauptsitz in Kreuzberg, wenige Gehminuten vom U-Bahnhof Schlesisches Tor (U1) entfernt. Hier arbeiten unser Gründungsteam, die meisten Produktteams und der aktuelle Code-Camp-Jahrgang, und hier finden die meisten Kick-off-Workshops statt.',
          },
          {
            city: 'Leipzig',
            address: 'Karl-Liebknecht-Straße 9, 04107 Leipzig',
            text: 'Unser zweites Büro am Rand der Innenstadt, wenige Straßenbahnminuten vom Leipziger Hauptbahnhof entfernt. Hier arbeiten Fachleute aus Entwicklung und Design für mehrere Kundenteams, und es ist ein guter Treffpunkt für Kunden aus Sachsen, Thüringen und Sachsen-Anhalt.',
          },
        ],
      },
      {
        type: 'faq',
        id: 'faq',
        heading: 'Fragen, bevor Sie uns schreiben',
        items: [
          {
            question: 'Ist das Erstgespräch kostenlos?',
            answer:
              'Ja. Erstgespräch und schriftliches Angebot kosten Sie nichts und verpflichten Sie zu nichts. Bezahlt wird erst die Konzeptphase eines Outsourcing-Projekts oder der erste Monat eines dedizierten Teams – und zwar erst, nachdem Sie unterschrieben haben.',
          },
          {
            question: 'Unterschreiben Sie eine Geheimhaltungsvereinbarung?',
            answer:
              'Ja, auf Wunsch schon vor dem ersten Gespräch. Schicken Sie uns Ihre eigene Vereinbarung oder fordern Sie unsere beidseitige Vorlage nach deutschem Recht an, die meist innerhalb eines Tages unterschrieben ist. Alles, was Sie uns erzählen, behandeln wir ohnehin vertraulich.',
          },
          {
            question: 'Arbeiten Sie auch mit Unternehmen außerhalb Deutschlands?',
            answer:
              'Ja. Viele unserer Kunden sitzen in Österreich und der Schweiz, andere im übrigen EU-Raum. Projekte laufen auf Deutsch oder Englisch, wir rechnen in Euro ab und reisen für Kick-off-Workshops an, wenn das hilft.',
          },
          {
            question: 'Wie schnell können Sie starten?',
            answer:
              `Ein dediziertes Team startet in der Regel zwei bis vier Wochen nach dem Erstgespräch. Ein Outsourcing-Projekt beginnt mit einer Konzeptphase von ${figures.de.discoveryWeeks} Wochen, und mit unserem MVP Launcher zum Festpreis ist Ihre erste Version ${figures.de.launcherWeeks} Wochen nach Beginn des Zuschnitts live.`,
          },
          {
            question: 'Übernehmen Sie ein laufendes Projekt von einer anderen Agentur?',
            answer:
              'Ja, das kommt regelmäßig vor. Wir beginnen mit einer ein- bis zweiwöchigen Prüfung von Code und Infrastruktur, damit Sie den Zustand des Systems und die Risiken kennen, bevor wir die Verantwortung übernehmen. Ist das bisherige Team noch erreichbar, planen wir die Übergabe gemeinsam mit ihm.',
          },
        ],
      },
    ],
  },
};
