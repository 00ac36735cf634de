import type { RouteKeyOfKind } from '@/i18n/routes';
import type { Localized, PageCopy } from '../types';

export const caseStudyPages: Record<RouteKeyOfKind<'case-study'>, Localized<PageCopy>> = {
  '/case-studies/how-we-turned-thank-you-pages-into-revenue-generators': {
    en: {
      label: 'Thank-you page revenue',
      title: 'Case study: thank-you pages that sell',
      description:
        'How we turned an online retailer’s order-confirmation pages into a channel for relevant offers and cross-sells, adding 4% to online revenue in one quarter.',
      heading: 'How we turned thank-you pages into revenue generators',
      intro:
        'A mid-sized German home and living retailer treated its order-confirmation page as a dead end. We turned it into a place for relevant offers: one-click add-ons to the order just placed, cross-sells based on the basket and vouchers from partner brands, all without touching the checkout. In the first quarter, 6% of buyers accepted an offer, adding 4% to online revenue.',
    },
    de: {
      label: 'Umsatz mit Dankesseiten',
      title: 'Fallstudie: Dankesseiten, die verkaufen',
      description:
        'Wie wir die Bestellbestätigungsseiten eines Onlinehändlers zu einem Kanal für passende Angebote und Cross-Selling machten – mit 4 % mehr Onlineumsatz.',
      heading: 'Wie wir Dankesseiten in Umsatzbringer verwandelt haben',
      intro:
        'Für einen mittelständischen deutschen Onlinehändler für Wohnen und Einrichtung war die Bestellbestätigung eine Sackgasse. Wir haben sie zu einem Ort für relevante Angebote gemacht: Ergänzungen zur gerade aufgegebenen Bestellung per Klick, Cross-Selling auf Basis des Warenkorbs und Gutscheine von Partnermarken – ohne Eingriff in den Checkout. Im ersten Quartal nahmen 6 % der Kundinnen und Kunden ein Angebot an; der Onlineumsatz stieg dadurch um 4 %.',
    },
  },
  '/case-studies/modular-micro-frontend-solution-for-dynamic-page-rendering': {
    en: {
      label: 'Micro-frontend rendering',
      title: 'Case study: micro-frontend page rendering',
      description:
        'A modular micro-frontend architecture that assembles pages at request time from independently deployed modules, so five teams ship without a shared release.',
      heading: 'A modular micro-frontend solution for dynamic page rendering',
      intro:
        'An online marketplace in the DACH region had five product teams waiting on one monolithic frontend and a fortnightly release train. We designed a composition layer that renders each page dynamically from independently deployed modules, driven by a page configuration that editors can change themselves. The teams now release on their own schedule, more than 40 times a month in total, and pages render 30% faster thanks to server-side composition and caching.',
    },
    de: {
      label: 'Micro-Frontend-Rendering',
      title: 'Fallstudie: Micro-Frontend-Seitenrendering',
      description:
        'Eine modulare Micro-Frontend-Architektur setzt Seiten zur Laufzeit aus separat bereitgestellten Modulen zusammen – fünf Teams liefern ohne gemeinsames Release.',
      heading: 'Modulare Micro-Frontend-Lösung für dynamisches Seitenrendering',
      intro:
        'Bei einem Online-Marktplatz aus der DACH-Region warteten fünf Produktteams auf ein monolithisches Frontend und einen zweiwöchentlichen Release-Zyklus. Wir haben eine Kompositionsschicht entwickelt, die jede Seite dynamisch aus unabhängig ausgelieferten Modulen rendert, gesteuert über eine Seitenkonfiguration, die die Redaktion selbst anpasst. Heute veröffentlichen die Teams eigenständig, zusammen mehr als 40-mal im Monat, und Seiten rendern dank serverseitiger Komposition und Caching 30 % schneller.',
    },
  },
  '/case-studies/building-a-better-casino-experience-with-aem': {
    en: {
      label: 'Casino platform on AEM',
      title: 'Case study: online casino on Adobe AEM',
      description:
        'We rebuilt a German online casino operator’s website on Adobe Experience Manager: pages load twice as fast and editors publish promotions without developers.',
      heading: 'Building a better casino experience with AEM',
      intro:
        'A German online casino operator wanted to launch promotions daily, but every banner and landing page went through a developer ticket. We rebuilt the site on Adobe Experience Manager with a library of reusable components, editable templates and CDN-backed delivery. Largest Contentful Paint on mobile dropped from 4.2 to 1.9 seconds, and the marketing team now publishes new campaign pages in under an hour, without developers.',
    },
    de: {
      label: 'Casino-Plattform mit AEM',
      title: 'Fallstudie: Online-Casino mit Adobe AEM',
      description:
        'Wir haben die Website eines deutschen Online-Casino-Betreibers auf Adobe Experience Manager neu aufgebaut: doppelt so schnell, die Redaktion publiziert selbst.',
      heading: 'Ein besseres Casino-Erlebnis mit AEM',
      intro:
        'Ein deutscher Online-Casino-Betreiber wollte täglich neue Aktionen starten, doch jedes Banner und jede Landingpage lief über ein Entwickler-Ticket. Wir haben die Website auf Adobe Experience Manager neu aufgebaut – mit einer Bibliothek wiederverwendbarer Komponenten, editierbaren Templates und Auslieferung über ein CDN. Der Largest Contentful Paint sank mobil von 4,2 auf 1,9 Sekunden, und das Marketing veröffentlicht neue Kampagnenseiten heute in weniger als einer Stunde, ganz ohne Entwicklungsteam.',
    },
  },
  '/case-studies/e-learning': {
    en: {
      label: 'E-learning platform',
      title: 'Case study: corporate e-learning platform',
      description:
        'An e-learning platform for a Swiss training provider: courses, video lessons and progress tracking for 25,000 learners; completion rates rose from 48% to 67%.',
      heading: 'An e-learning platform that keeps learners going',
      intro:
        'A Swiss provider of professional training ran its courses on a patchwork of an old LMS, emailed PDFs and a third-party video host. We built one platform for 25,000 learners: structured courses, adaptive video streaming, quizzes, certificates and progress tracking that shows learners and their employers where they stand. Launched after seven months, it raised course completion rates from 48% to 67%.',
    },
    de: {
      label: 'E-Learning-Plattform',
      title: 'Fallstudie: E-Learning-Plattform',
      description:
        'E-Learning-Plattform für einen Schweizer Weiterbildungsanbieter: Kurse, Videos und Lernfortschritt für 25.000 Lernende – Abschlussquote von 48 auf 67 % erhöht.',
      heading: 'Eine E-Learning-Plattform, die Lernende bei der Stange hält',
      intro:
        'Ein Schweizer Anbieter beruflicher Weiterbildung betrieb seine Kurse in einem Flickenteppich aus altem LMS, per E-Mail verschickten PDFs und einem externen Videohoster. Wir haben eine zentrale Plattform für 25.000 Lernende gebaut: strukturierte Kurse, adaptives Video-Streaming, Quizze, Zertifikate und eine Fortschrittsanzeige, die Lernenden und Arbeitgebern zeigt, wo sie stehen. Nach sieben Monaten ging sie in Betrieb und hob die Abschlussquote von 48 auf 67 %.',
    },
  },
  '/case-studies/slotmagie': {
    en: {
      label: 'Slotmagie',
      title: 'Slotmagie case study: slots platform',
      description:
        'Platform work for Slotmagie, an online slots brand: a faster game lobby, smoother mobile play and a frontend the in-house team can release every week.',
      heading: 'Slotmagie: a faster, mobile-first slots platform',
      intro:
        'Slotmagie is an online slots brand with a large game catalogue, and most of its players arrive on a phone. We rebuilt the game lobby and player-facing frontend with server-side rendering, image optimisation and better search and filtering, and connected it cleanly to the existing game and payment providers. The mobile lobby now loads 45% faster, and the in-house team ships updates weekly instead of monthly.',
    },
    de: {
      label: 'Slotmagie',
      title: 'Fallstudie: Slot-Plattform für Slotmagie',
      description:
        'Plattformentwicklung für die Online-Slots-Marke Slotmagie: eine schnellere Spiele-Lobby, flüssiges mobiles Spielen und ein Frontend mit wöchentlichen Releases.',
      heading: 'Slotmagie: eine schnellere Slot-Plattform fürs Smartphone',
      intro:
        'Slotmagie ist eine Online-Slots-Marke mit großem Spielekatalog, und die meisten Spielerinnen und Spieler kommen über das Smartphone. Wir haben die Spiele-Lobby und das Frontend mit serverseitigem Rendering, Bildoptimierung sowie besserer Suche und Filterung neu aufgebaut und sauber an die bestehenden Spiele- und Zahlungsanbieter angebunden. Die mobile Lobby lädt jetzt 45 % schneller, und das interne Team veröffentlicht Updates wöchentlich statt monatlich.',
    },
  },
  '/case-studies/saas-kyc-verification-process': {
    en: {
      label: 'SaaS KYC verification',
      title: 'Case study: KYC verification for B2B SaaS',
      description:
        'A KYC identity verification flow for a B2B SaaS provider: document upload, liveness check and screening cut median onboarding from 2 days to 6 minutes.',
      heading: 'A faster KYC verification process for a B2B SaaS platform',
      intro:
        'A Berlin-based B2B SaaS provider of payment services had to verify every new business customer and its directors, and did so by email and manual review. We built a guided verification flow: company register lookup, ID document upload, a liveness check through a specialised provider, sanctions screening and a review queue for edge cases. Median verification time fell from two days to six minutes, and manual reviews dropped by 70%.',
    },
    de: {
      label: 'SaaS-KYC-Verifizierung',
      title: 'Fallstudie: KYC-Prozess für B2B-SaaS',
      description:
        'Ein KYC-Prozess für einen B2B-SaaS-Anbieter: Dokumenten-Upload, Liveness-Check und Screening verkürzen die Kundenaufnahme von 2 Tagen auf 6 Minuten.',
      heading: 'Ein schnellerer KYC-Verifizierungsprozess für B2B-SaaS',
      intro:
        'Ein Berliner B2B-SaaS-Anbieter für Zahlungsdienste musste jeden neuen Geschäftskunden und dessen Geschäftsführung verifizieren – bisher per E-Mail und manueller Prüfung. Wir haben einen geführten Verifizierungsprozess gebaut: Handelsregisterabfrage, Upload des Ausweisdokuments, Liveness-Check über einen spezialisierten Anbieter, Abgleich mit Sanktionslisten und eine Warteschlange zur Prüfung von Sonderfällen. Die Verifizierung dauert im Median nur noch sechs Minuten statt zwei Tage, und manuelle Prüfungen gingen um 70 % zurück.',
    },
  },
  '/case-studies/external-document-managment-system-dms': {
    en: {
      label: 'External document management',
      title: 'Case study: external document management',
      description:
        'A secure external document management system for an Austrian engineering firm: shared workspaces, versioning and audit trails for 1,200 clients and suppliers.',
      heading: 'An external document management system (DMS) for partners',
      intro:
        'A mid-sized Austrian engineering company exchanged drawings, contracts and certificates with clients and suppliers as email attachments, with no reliable version history. We built an external DMS with project-based workspaces, fine-grained permissions, versioning, full-text search and an audit trail, connected to the company’s single sign-on and ERP. Today 1,200 external partners use it, and document-related support requests have fallen by 60%.',
    },
    de: {
      label: 'Externes Dokumentenmanagement',
      title: 'Fallstudie: Externes Dokumentenmanagement',
      description:
        'Ein sicheres externes Dokumentenmanagementsystem für ein österreichisches Ingenieurunternehmen: Projekträume, Versionierung und Audit-Trail für 1.200 Partner.',
      heading: 'Ein externes Dokumentenmanagementsystem (DMS) für Partner',
      intro:
        'Ein mittelständisches österreichisches Ingenieurunternehmen tauschte Zeichnungen, Verträge und Zertifikate mit Kunden und Lieferanten per E-Mail-Anhang aus – ohne verlässliche Versionshistorie. Wir haben ein externes DMS entwickelt: projektbezogene Arbeitsbereiche, fein abgestufte Berechtigungen, Versionierung, Volltextsuche und Audit-Trail, angebunden an Single Sign-on und ERP des Unternehmens. Heute arbeiten 1.200 externe Partner damit, und Supportanfragen rund um Dokumente sind um 60 % gesunken.',
    },
  },
  '/case-studies/dashboard-for-optimizing-production-line': {
    en: {
      label: 'Production line dashboard',
      title: 'Case study: OEE dashboard for production',
      description:
        'A real-time dashboard for a German automotive supplier: live machine data and OEE for 40 machines, helping raise OEE from 64% to 72% within nine months.',
      heading: 'A dashboard for optimising a production line',
      intro:
        'A German automotive supplier knew its lines were losing time but only saw OEE figures in weekly spreadsheets. We connected 40 machines across three lines via OPC UA and MQTT, streamed their data into a time-series database and built a real-time dashboard showing availability, performance, quality and the reason behind every stop. Within nine months, OEE rose from 64% to 72% and unplanned downtime fell by 18%.',
    },
    de: {
      label: 'Produktionslinien-Dashboard',
      title: 'Fallstudie: OEE-Dashboard in der Fertigung',
      description:
        'Ein Echtzeit-Dashboard für einen deutschen Automobilzulieferer: Live-Maschinendaten und OEE für 40 Maschinen – die OEE stieg in neun Monaten von 64 auf 72 %.',
      heading: 'Ein Dashboard zur Optimierung einer Produktionslinie',
      intro:
        'Ein deutscher Automobilzulieferer wusste, dass seine Linien Zeit verloren, sah OEE-Kennzahlen aber nur in wöchentlichen Tabellen. Wir haben 40 Maschinen an drei Linien per OPC UA und MQTT angebunden, ihre Daten in eine Zeitreihendatenbank gestreamt und ein Echtzeit-Dashboard gebaut, das Verfügbarkeit, Leistung, Qualität und den Grund für jeden Stillstand zeigt. Innerhalb von neun Monaten stieg die OEE von 64 auf 72 %, und die ungeplanten Stillstandszeiten sanken um 18 %.',
    },
  },
};
