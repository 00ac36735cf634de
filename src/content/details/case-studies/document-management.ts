import type { CaseStudyDetail } from '../types';

/** External DMS: project workspaces for the partners of an Austrian engineering company, built with Symfony, Angular and a Chrome extension. */
export const documentManagement: CaseStudyDetail = {
  technologies: ['/technologies/php', '/technologies/angular'],
  stack: [
    'PHP 8.3',
    'Symfony',
    'API Platform',
    'PostgreSQL',
    'OpenSearch',
    'Apache Tika',
    'Tesseract OCR',
    'Angular',
    'TypeScript',
    'Chrome Extensions (Manifest V3)',
    'Keycloak',
    'Hetzner Cloud',
  ],
  text: {
    en: {
      client: [
        'Our client is a mid-sized Austrian engineering company that plans and builds technical installations for industrial customers. Its projects run for months or years and involve dozens of outside parties: the customer’s own engineers, suppliers, subcontractors and inspection bodies.',
        'Internally, documents were well organised in the company’s ERP and file servers. The weak point was everything that crossed the company boundary, from drawings and contracts to material certificates and inspection reports.',
      ],
      challenge: [
        'Documents went out as email attachments. Large drawings hit size limits and ended up on ad-hoc file-sharing links, nobody could say with certainty which revision a supplier had received, and project assistants spent hours a week resending files and resetting access. More than once, parts were produced to an outdated drawing.',
        'For an engineering firm this is a liability question as much as an efficiency one: the company must be able to prove who received which version and when. The new system had to provide exactly that, keep data in the EU, and be simple enough for partners who log in a few times a month without any training.',
      ],
      solution: {
        intro:
          'We built an external document management system around the way the company already organises its work: by project.',
        items: [
          {
            icon: 'layers',
            title: 'Project workspaces created from the ERP',
            text: 'When a project is opened in the ERP, a workspace with the company’s standard folder structure is created automatically. Project managers invite partners by role, and partner master data is synchronised from the ERP instead of being typed in twice.',
          },
          {
            icon: 'shield',
            title: 'Permissions and a complete audit trail',
            text: 'Access is set per workspace and folder, down to read-only or upload-only rights. Every upload, download, view and permission change is logged, and a project manager can export an audit report for any document in seconds.',
          },
          {
            icon: 'book',
            title: 'Versioning and full-text search',
            text: 'Each upload becomes a new version with a status such as draft, released or superseded, so partners always see which revision is valid. OpenSearch indexes the content of PDFs and office files, including scanned documents after text recognition.',
          },
          {
            icon: 'code',
            title: 'A Chrome extension for webmail',
            text: 'Employees and partners save attachments from their webmail straight into a project workspace: the extension lists the workspaces they have access to, and one click on the right one stores the file. Documents that still arrive by email end up in the system instead of staying in personal inboxes.',
          },
          {
            icon: 'check',
            title: 'Single sign-on for staff, simple sign-in for partners',
            text: 'Employees use their company login through single sign-on. External partners get their own accounts with two-factor authentication and can manage colleagues from their own firm within the limits the project manager sets.',
          },
        ],
      },
      architecture: [
        'The backend is a Symfony application with API Platform and PostgreSQL for metadata, permissions and the audit log. Files are stored encrypted in S3-compatible object storage; background workers built on Symfony Messenger extract text with Apache Tika, run OCR with Tesseract and feed the OpenSearch index.',
        'The Angular frontend and the Chrome extension, written in TypeScript, use the same API. Keycloak connects the company’s identity provider and manages partner accounts, and the ERP integration combines event-driven updates with a nightly reconciliation. Everything runs on Hetzner servers in Germany.',
      ],
      results: {
        intro:
          'The figures come from the system’s own usage data and the company’s support ticket statistics, comparing the year before launch with the year after.',
        items: [
          { value: '1,200', label: 'external partners working in the system' },
          { value: '−60%', label: 'document-related support requests' },
          { value: '100%', label: 'of uploads, downloads and permission changes recorded in the audit trail' },
        ],
      },
      timeline: {
        intro:
          'The project ran as an outsourced project with a team of six: a delivery lead, a UX designer, two Symfony engineers, an Angular engineer and a QA and DevOps engineer.',
        items: [
          {
            title: 'Paid discovery',
            duration: '3 weeks',
            text: 'Interviews with project managers, assistants and five partner firms, a permission model agreed with IT and legal, a clickable prototype and a milestone plan with fixed prices.',
          },
          {
            title: 'Core system',
            duration: '12 weeks',
            text: 'Workspaces, versioning, permissions and single sign-on, demonstrated every two weeks and tested by the client’s project managers on real project data.',
          },
          {
            title: 'Search, ERP and audit trail',
            duration: '8 weeks',
            text: 'Full-text search with OCR, the ERP integration and the exportable audit reports, then a pilot on two live projects with their partners.',
          },
          {
            title: 'Chrome extension and rollout',
            duration: '10 weeks',
            text: 'The webmail extension for employees and partners, and the rollout project by project, supported by short video guides for partners in German and English.',
          },
        ],
      },
      quote: {
        text: 'We used to spend Monday mornings resending drawings. Today our partners find the current revision themselves, and when a customer asks who received which version, we have the answer in a minute. The browser extension was the feature nobody asked for at the start and nobody wants to give up now.',
        author: 'Head of IT',
        role: 'Engineering company, Austria',
      },
    },
    de: {
      client: [
        'Unser Kunde ist ein mittelständisches österreichisches Ingenieurunternehmen, das technische Anlagen für Industriekunden plant und errichtet. Seine Projekte laufen über Monate oder Jahre, und an jedem sind Dutzende Externe beteiligt: die Technikabteilungen der Kunden, Lieferanten, Subunternehmer und Prüfstellen.',
        'Intern waren die Dokumente in ERP und Dateiservern gut organisiert. Die Schwachstelle war alles, was die Unternehmensgrenze überschritt – von Zeichnungen und Verträgen bis zu Werkstoffzeugnissen und Prüfberichten.',
      ],
      challenge: [
        'Dokumente wurden als E-Mail-Anhang verschickt. Große Zeichnungen scheiterten an Größenlimits und landeten auf spontan angelegten Filesharing-Links, niemand wusste sicher, welche Revision ein Lieferant erhalten hatte, und die Projektassistenz verbrachte jede Woche Stunden damit, Dateien erneut zu verschicken und Zugänge zurückzusetzen. Mehr als einmal wurden Teile nach einer veralteten Zeichnung gefertigt.',
        'Für ein Ingenieurunternehmen ist das nicht nur eine Frage der Effizienz, sondern der Haftung: Es muss belegen können, wer welche Version wann erhalten hat. Genau das sollte das neue System leisten, die Daten in der EU halten und so einfach sein, dass Partner, die sich nur wenige Male im Monat anmelden, ohne Schulung zurechtkommen.',
      ],
      solution: {
        intro:
          'Wir haben ein externes Dokumentenmanagementsystem gebaut, das sich an der bestehenden Arbeitsweise des Unternehmens orientiert: am Projekt.',
        items: [
          {
            icon: 'layers',
            title: 'Projekträume direkt aus dem ERP',
            text: 'Sobald im ERP ein Projekt angelegt wird, entsteht automatisch ein Projektraum mit der Standard-Ordnerstruktur des Unternehmens. Die Projektleitung lädt Partner nach Rolle ein, und die Stammdaten der Partner werden aus dem ERP übernommen statt doppelt erfasst.',
          },
          {
            icon: 'shield',
            title: 'Berechtigungen und lückenloser Audit-Trail',
            text: 'Zugriffe werden pro Projektraum und Ordner vergeben, bis hin zu reinen Lese- oder Upload-Rechten. Jeder Upload, Download, Aufruf und jede Rechteänderung wird protokolliert, und die Projektleitung exportiert für jedes Dokument in Sekunden einen Audit-Bericht.',
          },
          {
            icon: 'book',
            title: 'Versionierung und Volltextsuche',
            text: 'Jeder Upload wird zu einer neuen Version mit einem Status wie Entwurf, freigegeben oder ersetzt – Partner sehen so immer, welche Revision gilt. OpenSearch indexiert die Inhalte von PDFs und Office-Dateien, bei gescannten Dokumenten nach einer Texterkennung.',
          },
          {
            icon: 'code',
            title: 'Eine Chrome-Erweiterung für Webmail',
            text: 'Mitarbeitende und Partner speichern Anhänge aus ihrem Webmailer direkt in einem Projektraum: Die Erweiterung zeigt die Projekträume, auf die sie Zugriff haben, und ein Klick auf den richtigen legt die Datei dort ab. Dokumente, die weiterhin per E-Mail eintreffen, landen so im System statt in persönlichen Postfächern.',
          },
          {
            icon: 'check',
            title: 'Single Sign-on intern, einfache Anmeldung für Partner',
            text: 'Mitarbeitende melden sich per Single Sign-on mit ihrem Firmenkonto an. Externe Partner erhalten eigene Konten mit Zwei-Faktor-Authentifizierung und verwalten Kolleginnen und Kollegen aus ihrer Firma selbst – in dem Rahmen, den die Projektleitung festlegt.',
          },
        ],
      },
      architecture: [
        'Das Backend ist eine Symfony-Anwendung mit API Platform und PostgreSQL für Metadaten, Berechtigungen und Audit-Log. Die Dateien liegen verschlüsselt in einem S3-kompatiblen Objektspeicher; Hintergrundprozesse auf Basis von Symfony Messenger extrahieren Text mit Apache Tika, führen die Texterkennung mit Tesseract aus und befüllen den OpenSearch-Index.',
        'Das Angular-Frontend und die in TypeScript geschriebene Chrome-Erweiterung nutzen dieselbe API. Keycloak bindet den Identitätsanbieter des Unternehmens an und verwaltet die Partnerkonten; die ERP-Integration kombiniert ereignisgesteuerte Aktualisierungen mit einem nächtlichen Abgleich. Betrieben wird alles auf Servern von Hetzner in Deutschland.',
      ],
      results: {
        intro:
          'Die Zahlen stammen aus den Nutzungsdaten des Systems und der Ticketstatistik des Unternehmens und vergleichen das Jahr vor dem Start mit dem Jahr danach.',
        items: [
          { value: '1.200', label: 'externe Partner arbeiten im System' },
          { value: '−60 %', label: 'Supportanfragen rund um Dokumente' },
          { value: '100 %', label: 'aller Uploads, Downloads und Rechteänderungen im Audit-Trail erfasst' },
        ],
      },
      timeline: {
        intro:
          'Umgesetzt wurde das Vorhaben als Outsourcing-Projekt mit einem sechsköpfigen Team: einer Projektleiterin, einem UX-Designer, zwei Symfony-Entwicklern, einer Angular-Entwicklerin und einem Ingenieur für QA und DevOps.',
        items: [
          {
            title: 'Bezahlte Konzeptphase',
            duration: '3 Wochen',
            text: 'Interviews mit Projektleitung, Projektassistenz und fünf Partnerfirmen, ein mit IT und Rechtsabteilung abgestimmtes Berechtigungsmodell, ein klickbarer Prototyp und ein Meilensteinplan mit Festpreisen.',
          },
          {
            title: 'Kernsystem',
            duration: '12 Wochen',
            text: 'Projekträume, Versionierung, Berechtigungen und Single Sign-on – alle zwei Wochen in einer Demo gezeigt und von der Projektleitung des Kunden mit echten Projektdaten getestet.',
          },
          {
            title: 'Suche, ERP und Audit-Trail',
            duration: '8 Wochen',
            text: 'Volltextsuche mit Texterkennung, die ERP-Anbindung und exportierbare Audit-Berichte, anschließend ein Pilotbetrieb in zwei laufenden Projekten mit deren Partnern.',
          },
          {
            title: 'Chrome-Erweiterung und Rollout',
            duration: '10 Wochen',
            text: 'Die Webmail-Erweiterung für Mitarbeitende und Partner sowie der Rollout Projekt für Projekt, begleitet von kurzen Videoanleitungen für Partner auf Deutsch und Englisch.',
          },
        ],
      },
      quote: {
        text: 'Früher haben wir jeden Montagvormittag Zeichnungen nachgeschickt. Heute finden unsere Partner die aktuelle Revision selbst, und wenn ein Kunde wissen will, wer welche Version erhalten hat, haben wir die Antwort in einer Minute. Die Browser-Erweiterung hatte zu Beginn niemand auf dem Zettel – heute will sie keiner mehr hergeben.',
        author: 'Leiter IT',
        role: 'Ingenieurunternehmen, Österreich',
      },
    },
  },
};
