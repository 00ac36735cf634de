import type { CaseStudyDetail } from '../types';
import { figures } from '@/content/figures';

/** SaaS KYC: a guided business-customer verification built with Go, React, React Native, a Chrome extension and a Node.js BFF. */
export const kycVerification: CaseStudyDetail = {
  technologies: ['/technologies/go', '/technologies/react', '/technologies/node-js'],
  stack: [
    'Go',
    'PostgreSQL',
    'React',
    'TypeScript',
    'React Native',
    'Node.js',
    'NestJS',
    'Chrome Extensions (Manifest V3)',
    'OpenAPI',
    'AWS Frankfurt (ECS, S3, KMS)',
    'Terraform',
    'Playwright',
  ],
  text: {
    en: {
      client: [
        'Our client is a B2B SaaS provider of payment services based in Berlin. Online shops, marketplaces and subscription businesses use its platform to accept payments and pay out funds, and because it moves money on their behalf, it has to know exactly who each business customer is.',
        'Under anti-money-laundering rules that means identifying every new company, its beneficial owners and its directors before the first transaction. With sales growing quickly, that obligation had turned into the main bottleneck between a signed contract and a live merchant.',
      ],
      challenge: [
        'Verification ran by email. New customers sent scans of ID cards and register extracts as attachments, the operations team checked them by hand, asked for missing pages and copied the results into the CRM. The median case took two days, some took more than a week, and account managers had no way to see where a case stood other than asking operations.',
        'The stakes were high on both sides. Prospects lost interest while they waited, ID documents sat in mailboxes where they did not belong under the GDPR, and every audit meant reconstructing decisions from email threads. The client needed a process that verified clear cases automatically and left genuine judgement calls to its compliance team.',
      ],
      solution: {
        intro:
          'We delivered a first version through our MVP Launcher and then extended it in the months after launch.',
        items: [
          {
            icon: 'check',
            title: 'A guided web flow in React',
            text: 'New customers go through verification step by step in German or English. A company register lookup pre-fills the company data and directors, progress is saved automatically, and every screen says exactly which document is needed and why.',
          },
          {
            icon: 'shield',
            title: 'Verification services in Go',
            text: 'Go services run each case as a state machine: register lookup, document check, liveness check through a specialised provider and sanctions screening. Rules agreed with compliance decide whether a case is approved automatically or goes to review, and every decision is stored with the evidence behind it.',
          },
          {
            icon: 'mobile',
            title: 'A React Native capture app for ID documents',
            text: 'Directors scan their ID document and complete the liveness check on their phone, reached by QR code from the desktop flow. The app checks for glare, blur and cut-off edges before uploading, so far fewer documents are rejected.',
          },
          {
            icon: 'team',
            title: 'A review queue for edge cases',
            text: 'Operations only sees the cases the rules cannot decide, with documents, register data and screening hits side by side. Rejections follow the four-eyes principle, and every action is written to an audit log.',
          },
          {
            icon: 'layers',
            title: 'A Chrome extension for account managers',
            text: 'A sidebar inside the client’s CRM shows the verification status next to each customer record: the current step, missing items and a button to resend the link. Account managers no longer have to ask operations.',
          },
        ],
      },
      architecture: [
        'The core is a set of Go services on PostgreSQL with one adapter per external provider, so a provider can be replaced without touching the verification logic. Documents are encrypted and stored in AWS Frankfurt and deleted automatically when the retention period ends.',
        'A Node.js backend-for-frontend serves the three clients (the React web flow, the React Native app and the Chrome extension), each with its own API shape and authentication; the extension signs in through the client’s single sign-on. Infrastructure is defined in Terraform.',
      ],
      results: {
        intro:
          'The figures compare the client’s own case data from the quarter before the project with the quarter after the extensions went live.',
        items: [
          { value: '6 min', label: 'median verification time, down from two days' },
          { value: '−70%', label: 'manual reviews by the operations team' },
          { value: `${figures.en.launcherWeeks} weeks`, label: 'from kick-off to the first version in production' },
        ],
      },
      timeline: {
        intro:
          'The MVP Launcher team had four people: a product manager, a product designer, a Go engineer and a React engineer. For the extensions, a second Go engineer, a React Native engineer and a Node.js engineer joined them, making seven.',
        items: [
          {
            title: 'Scoping with compliance',
            duration: `${figures.en.launcherScopingWeeks} weeks`,
            text: 'Workshops with compliance and operations to map the existing process, agree the rules for automatic approval and fix the scope of the first version.',
          },
          {
            title: 'MVP build and launch',
            duration: `${figures.en.launcherBuildWeeks} weeks`,
            text: `Web flow, Go services, provider integrations and review queue, shown in a demo every two weeks and live with the first business customers in week ${figures.en.launcherWeeks}.`,
          },
          {
            title: 'Capture app and backend-for-frontend',
            duration: '8 weeks',
            text: 'The React Native app for ID documents and the Node.js backend-for-frontend, released to all new customers after a pilot with a small group of them.',
          },
          {
            title: 'CRM extension and rule tuning',
            duration: '6 weeks',
            text: 'The Chrome extension for account managers, plus a review of the first months of case data with compliance to sharpen the rules, which cut manual reviews further.',
          },
        ],
      },
      quote: {
        text: 'What convinced me was not only the speed but the evidence. Every decision, automated or manual, is documented with the data it was based on, so preparing for an audit means exporting cases rather than searching inboxes. My team now spends its time on the cases that really need judgement.',
        author: 'Head of Compliance',
        role: 'B2B payments SaaS provider, Berlin',
      },
    },
    de: {
      client: [
        'Unser Kunde ist ein Berliner B2B-SaaS-Anbieter für Zahlungsdienste. Onlineshops, Marktplätze und Abo-Unternehmen wickeln über seine Plattform Zahlungen und Auszahlungen ab – und weil er dabei Geld im Auftrag seiner Kunden bewegt, muss er genau wissen, mit wem er es zu tun hat.',
        'Nach dem Geldwäschegesetz heißt das: Jedes neue Unternehmen, seine wirtschaftlich Berechtigten und seine Geschäftsführung müssen vor der ersten Transaktion identifiziert sein. Weil der Vertrieb immer schneller Neukunden gewann, war genau diese Pflicht zum größten Engpass zwischen unterschriebenem Vertrag und aktivem Händlerkonto geworden.',
      ],
      challenge: [
        'Die Verifizierung lief per E-Mail. Neukunden schickten Scans von Ausweisen und Handelsregisterauszügen als Anhang, das Operations-Team prüfte sie von Hand, forderte fehlende Seiten nach und übertrug die Ergebnisse ins CRM. Im Median dauerte ein Fall zwei Tage, manche über eine Woche, und das Account-Management erfuhr den Stand nur auf Nachfrage bei Operations.',
        'Auf dem Spiel stand einiges: Interessierte Unternehmen sprangen während der Wartezeit ab, Ausweisdokumente lagen in Postfächern, wo sie nach der DSGVO nichts zu suchen hatten, und jede Prüfung durch die Aufsicht bedeutete, Entscheidungen aus E-Mail-Verläufen zu rekonstruieren. Gebraucht wurde ein Prozess, der eindeutige Fälle automatisch verifiziert und echte Ermessensentscheidungen dem Compliance-Team überlässt.',
      ],
      solution: {
        intro:
          'Die erste Version haben wir über unseren MVP Launcher geliefert und in den Monaten nach dem Start gezielt erweitert.',
        items: [
          {
            icon: 'check',
            title: 'Eine geführte Web-Strecke mit React',
            text: 'Neukunden durchlaufen die Verifizierung Schritt für Schritt, auf Deutsch oder Englisch. Eine Handelsregisterabfrage füllt Firmendaten und Geschäftsführung vorab aus, der Fortschritt wird automatisch gespeichert, und jeder Schritt erklärt, welches Dokument gebraucht wird und warum.',
          },
          {
            icon: 'shield',
            title: 'Verifizierungs-Services in Go',
            text: 'Go-Services führen jeden Fall als Zustandsautomaten: Registerabfrage, Dokumentenprüfung, Liveness-Check über einen spezialisierten Anbieter und Abgleich mit Sanktionslisten. Mit Compliance abgestimmte Regeln entscheiden, ob ein Fall automatisch freigegeben wird oder in die Prüfung geht; jede Entscheidung wird samt Nachweisen gespeichert.',
          },
          {
            icon: 'mobile',
            title: 'Eine React-Native-App für Ausweisdokumente',
            text: 'Die Mitglieder der Geschäftsführung scannen ihren Ausweis und absolvieren den Liveness-Check auf dem Smartphone; dorthin gelangen sie per QR-Code aus der Web-Strecke am Desktop. Die App erkennt Spiegelungen, Unschärfe und abgeschnittene Ränder schon vor dem Upload – so werden deutlich weniger Dokumente abgelehnt.',
          },
          {
            icon: 'team',
            title: 'Eine Prüf-Warteschlange für Sonderfälle',
            text: 'Operations sieht nur noch Fälle, die die Regeln nicht entscheiden können, mit Dokumenten, Registerdaten und Treffern aus dem Screening nebeneinander. Ablehnungen laufen nach dem Vier-Augen-Prinzip, und jede Aktion landet im Audit-Log.',
          },
          {
            icon: 'layers',
            title: 'Eine Chrome-Erweiterung für das Account-Management',
            text: 'Eine Seitenleiste im CRM des Kunden zeigt den Verifizierungsstatus direkt beim Kundendatensatz: aktueller Schritt, fehlende Unterlagen und eine Schaltfläche, um den Link erneut zu senden. Das Account-Management muss nicht mehr bei Operations nachfragen.',
          },
        ],
      },
      architecture: [
        'Das Herzstück sind Go-Services auf PostgreSQL mit je einem Adapter pro externem Anbieter – ein Anbieter lässt sich so austauschen, ohne die Verifizierungslogik anzufassen. Dokumente werden verschlüsselt in AWS Frankfurt gespeichert und nach Ablauf der Aufbewahrungsfrist automatisch gelöscht.',
        'Ein Backend for Frontend (BFF) in Node.js bedient die drei Clients – die Web-Strecke in React, die React-Native-App und die Chrome-Erweiterung –, jeweils mit eigenem API-Zuschnitt und eigener Authentifizierung; die Erweiterung meldet sich über das Single Sign-on des Kunden an. Die Infrastruktur ist in Terraform beschrieben.',
      ],
      results: {
        intro:
          'Die Zahlen vergleichen die Falldaten des Kunden aus dem Quartal vor dem Projekt mit dem Quartal nach dem Start der Erweiterungen.',
        items: [
          { value: '6 Min.', label: 'Verifizierungsdauer im Median, vorher zwei Tage' },
          { value: '−70 %', label: 'manuelle Prüfungen durch das Operations-Team' },
          { value: `${figures.de.launcherWeeks} Wochen`, label: 'vom Kick-off bis zur ersten Version im Produktivbetrieb' },
        ],
      },
      timeline: {
        intro:
          'Das Team im MVP Launcher bestand aus vier Personen: einer Produktmanagerin, einem Produktdesigner, einem Go-Entwickler und einer React-Entwicklerin. Für die Erweiterungen kamen ein zweiter Go-Entwickler, ein React-Native- und ein Node.js-Entwickler dazu, insgesamt also sieben.',
        items: [
          {
            title: 'Zuschnitt mit Compliance',
            duration: `${figures.de.launcherScopingWeeks} Wochen`,
            text: 'Workshops mit Compliance und Operations: bestehenden Ablauf aufnehmen, Regeln für die automatische Freigabe vereinbaren und den Umfang der ersten Version festlegen.',
          },
          {
            title: 'MVP-Entwicklung und Start',
            duration: `${figures.de.launcherBuildWeeks} Wochen`,
            text: `Web-Strecke, Go-Services, Anbindung der Anbieter und Prüf-Warteschlange – alle zwei Wochen in einer Demo vorgestellt und in Woche ${figures.de.launcherWeeks} mit den ersten Geschäftskunden in Betrieb.`,
          },
          {
            title: 'Erfassungs-App und Backend for Frontend',
            duration: '8 Wochen',
            text: 'Die React-Native-App für Ausweisdokumente und das Node.js-Backend-for-Frontend, nach einem Pilotbetrieb mit einer kleinen Kundengruppe für alle Neukunden freigegeben.',
          },
          {
            title: 'CRM-Erweiterung und Feinschliff der Regeln',
            duration: '6 Wochen',
            text: 'Die Chrome-Erweiterung für das Account-Management sowie eine Auswertung der ersten Monate mit Compliance, um die Regeln nachzuschärfen – das senkte die Zahl manueller Prüfungen weiter.',
          },
        ],
      },
      quote: {
        text: 'Überzeugt hat mich nicht nur das Tempo, sondern die Nachvollziehbarkeit. Jede Entscheidung, ob automatisch oder manuell, ist mit den zugrunde liegenden Daten dokumentiert – die Vorbereitung auf eine Prüfung heißt heute, Fälle zu exportieren, statt Postfächer zu durchsuchen. Mein Team kümmert sich jetzt um die Fälle, die wirklich Urteilsvermögen brauchen.',
        author: 'Leitung Compliance',
        role: 'B2B-SaaS-Anbieter für Zahlungsdienste, Berlin',
      },
    },
  },
};
