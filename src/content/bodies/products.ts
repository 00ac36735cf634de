import { projectsDelivered, team } from '@/config/facts';
import type { PageBody } from '@/content/sections';
import type { Localized } from '@/content/types';

/** '/products': why we build our own products and how we run them. */
export const productsBody: Localized<PageBody> = {
  en: {
    sections: [
      {
        type: 'prose',
        id: 'why-products',
        heading: 'Why an agency builds its own products',
        paragraphs: [
          'Most of our time goes into client projects, and that will not change. But building and running a product of our own teaches us things no client project can. When we are the ones paying the hosting bill, answering a support request on a Saturday evening and deciding what not to build, we feel every trade-off our clients live with.',
          'Event Store started with a question from organisers we know: why does selling tickets online mean putting somebody else’s brand in front of your guests? Looking closer, we kept finding the same gaps: shops that promote the platform rather than the event, check-in apps that stop working when the venue Wi-Fi does, and payouts that are hard to match against orders. So we built the shop we would want to use ourselves.',
          'What we learn flows straight back into client work. Running Event Store keeps us current on online payments, offline-first mobile apps, traffic peaks on the day tickets go on sale and GDPR in daily practice, and our engineers move between product and client teams, so these lessons reach your project too.',
          'Our products are also a hard test of our own quality. They are built with the same two-week sprints, code reviews, automated tests and EU hosting we recommend to clients, because if we cut corners, we are the first to pay for it.',
        ],
      },
      {
        type: 'links',
        id: 'product-list',
        heading: 'Available products',
        intro:
          'Event Store is our first product and is available today for event organisers in Germany, Austria, Switzerland and the rest of the EU.',
        items: ['/products/event-store'],
      },
      {
        type: 'features',
        id: 'how-we-run-products',
        heading: 'How we run our products',
        intro:
          'Buying software from an agency raises fair questions about support, updates and how long the product will be around. This is how we answer them.',
        items: [
          {
            icon: 'chat',
            title: 'Support from the people who build it',
            text: 'Questions go to the team that develops the product, not to a call centre. We answer in English or German, Monday to Friday from 9:00 to 18:00 German time, and for larger events we agree support cover for the day itself in advance.',
          },
          {
            icon: 'chart',
            title: 'A roadmap shaped by customers',
            text: 'We plan each product quarter by quarter and share the roadmap with every customer. Requests from users are our main input: what several customers need goes onto the roadmap, and individual requirements can be built as a paid extension.',
          },
          {
            icon: 'cloud',
            title: 'Hosted in the EU',
            text: 'Our products run in EU data centres, with encrypted backups, round-the-clock monitoring and a GDPR data processing agreement for every customer. Your customers’ data stays yours and is never used for our own marketing.',
          },
          {
            icon: 'rocket',
            title: 'Updates included',
            text: 'New features and security fixes reach all customers at no extra cost and without downtime during sales. Larger changes are announced in advance, so nothing surprises your team on the day of an event.',
          },
          {
            icon: 'shield',
            title: 'Security as routine',
            text: 'Dependencies are updated continuously, card payments are handled by a certified payment provider so card data never touches our servers, and access to production systems is restricted and logged.',
          },
          {
            icon: 'layers',
            title: 'Built to be adapted',
            text: 'Because we are a software agency, a product is never a dead end. If you need an integration with your CRM, your accounting software or your access-control system, our teams can build it on the same codebase.',
          },
        ],
      },
      {
        type: 'cta',
        id: 'next-step',
        heading: 'See Event Store in action',
        text: 'Find out what Event Store does for event organisers, or tell us about your next event and we will show you a shop set up for it.',
        primary: { label: 'Explore Event Store', href: '/products/event-store' },
        secondary: { label: 'Contact us', href: '/contact' },
      },
    ],
  },
  de: {
    sections: [
      {
        type: 'prose',
        id: 'why-products',
        heading: 'Warum eine Agentur eigene Produkte entwickelt',
        paragraphs: [
          'Den Großteil unserer Zeit stecken wir in Kundenprojekte, und daran wird sich nichts ändern. Ein eigenes Produkt zu entwickeln und zu betreiben, lehrt uns aber Dinge, die kein Kundenprojekt vermitteln kann. Wenn wir selbst die Hosting-Rechnung bezahlen, am Samstagabend eine Supportanfrage beantworten und entscheiden, was wir nicht bauen, spüren wir jeden Zielkonflikt, den auch unsere Kunden abwägen müssen.',
          'Event Store begann mit einer Frage von Veranstaltern aus unserem Umfeld: Warum muss man beim Online-Ticketverkauf den eigenen Gästen die Marke eines fremden Anbieters vorsetzen? Bei näherem Hinsehen stießen wir immer wieder auf dieselben Lücken: Shops, die eher die Plattform bewerben als die Veranstaltung, Check-in-Apps, die ausfallen, sobald das WLAN am Veranstaltungsort streikt, und Auszahlungen, die sich kaum den Bestellungen zuordnen lassen. Also haben wir den Shop gebaut, den wir selbst nutzen würden.',
          'Was wir dabei lernen, fließt direkt in unsere Kundenprojekte zurück. Durch Event Store bleiben wir bei Onlinezahlungen, Offline-first-Apps, Lastspitzen zum Vorverkaufsstart und der DSGVO im Alltag auf dem neuesten Stand. Da unsere Entwicklerinnen und Entwickler zwischen Produkt- und Kundenteams wechseln, kommen diese Erfahrungen auch Ihrem Projekt zugute.',
          'Eigene Produkte sind außerdem ein strenger Prüfstein für unsere Qualität. Wir entwickeln sie mit denselben zweiwöchigen Sprints, Code-Reviews, automatisierten Tests und demselben EU-Hosting, die wir unseren Kunden empfehlen – denn wenn wir hier nachlässig sind, bekommen wir die Folgen als Erste zu spüren.',
        ],
      },
      {
        type: 'links',
        id: 'product-list',
        heading: 'Verfügbare Produkte',
        intro:
          'Event Store ist unser erstes Produkt und steht Veranstaltern in Deutschland, Österreich, der Schweiz und der übrigen EU schon heute zur Verfügung.',
        items: ['/products/event-store'],
      },
      {
        type: 'features',
        id: 'how-we-run-products',
        heading: 'Wie wir unsere Produkte betreiben',
        intro:
          'Wer Software von einer Agentur kauft, fragt zu Recht nach Support, Updates und danach, wie lange es das Produkt geben wird. So lauten unsere Antworten.',
        items: [
          {
            icon: 'chat',
            title: 'Support von den Menschen, die es entwickeln',
            text: 'Ihre Fragen landen beim Team, das das Produkt entwickelt, nicht in einem Callcenter. Wir antworten auf Deutsch oder Englisch, montags bis freitags von 9:00 bis 18:00 Uhr (deutsche Zeit), und vereinbaren für größere Veranstaltungen vorab eine Betreuung am Veranstaltungstag.',
          },
          {
            icon: 'chart',
            title: 'Ein Fahrplan, den Kunden mitgestalten',
            text: 'Wir planen jedes Produkt Quartal für Quartal und teilen den Fahrplan mit allen Kunden. Wünsche aus der Praxis sind dabei unsere wichtigste Quelle: Was mehrere Kunden brauchen, kommt in den Fahrplan, individuelle Anforderungen setzen wir als kostenpflichtige Erweiterung um.',
          },
          {
            icon: 'cloud',
            title: 'Gehostet in der EU',
            text: 'Unsere Produkte laufen in Rechenzentren innerhalb der EU, mit verschlüsselten Backups, Monitoring rund um die Uhr und einem Auftragsverarbeitungsvertrag nach DSGVO für jeden Kunden. Die Daten Ihrer Kundschaft gehören Ihnen und werden nie für unser eigenes Marketing genutzt.',
          },
          {
            icon: 'rocket',
            title: 'Updates inklusive',
            text: 'Neue Funktionen und Sicherheitsupdates erhalten alle Kunden ohne Aufpreis und ohne Ausfallzeiten während des Verkaufs. Größere Änderungen kündigen wir rechtzeitig an, damit Ihr Team am Veranstaltungstag keine Überraschungen erlebt.',
          },
          {
            icon: 'shield',
            title: 'Sicherheit als Routine',
            text: 'Abhängigkeiten halten wir laufend aktuell, Kartenzahlungen wickelt ein zertifizierter Zahlungsdienstleister ab, sodass Kartendaten nie unsere Server berühren, und der Zugriff auf Produktivsysteme ist beschränkt und wird protokolliert.',
          },
          {
            icon: 'layers',
            title: 'Von Grund auf anpassbar',
            text: 'Weil wir eine Softwareagentur sind, ist ein Produkt bei uns nie eine Sackgasse. Brauchen Sie eine Anbindung an Ihr CRM, Ihre Buchhaltungssoftware oder Ihr Zutrittssystem, bauen unsere Teams sie auf derselben Codebasis.',
          },
        ],
      },
      {
        type: 'cta',
        id: 'next-step',
        heading: 'Event Store in Aktion erleben',
        text: 'Erfahren Sie, was Event Store für Veranstalter leistet, oder erzählen Sie uns von Ihrer nächsten Veranstaltung – wir zeigen Ihnen einen passend eingerichteten Shop.',
        primary: { label: 'Event Store entdecken', href: '/products/event-store' },
        secondary: { label: 'Kontakt aufnehmen', href: '/contact' },
      },
    ],
  },
};

/** '/products/event-store': the white-label shop for event organisers. */
export const eventStoreBody: Localized<PageBody> = {
  en: {
    hero: {
      primary: { label: 'Request a demo', href: '/contact' },
      secondary: { label: 'See pricing', href: '/products/event-store', hash: 'pricing' },
    },
    sections: [
      {
        type: 'features',
        id: 'features',
        heading: 'Everything from the first sale to the last guest at the door',
        intro: 'Event Store covers the whole path from sales to admission, in one system and under your brand.',
        items: [
          {
            icon: 'ticket',
            title: 'Tickets for every format',
            text: 'Set up ticket categories, time slots, quotas, early-bird prices and discount codes for a single event or a whole season. Buyers receive their tickets by email as a PDF and for Apple Wallet or Google Wallet right after payment.',
          },
          {
            icon: 'cart',
            title: 'Merchandise in the same basket',
            text: 'Sell T-shirts, posters or drinks vouchers alongside tickets, with sizes, variants and stock levels. Buyers collect their order at the venue or have it shipped, and stock updates in real time, so you never sell what you no longer have.',
          },
          {
            icon: 'mobile',
            title: 'A check-in app that works offline',
            text: 'Staff scan tickets at the entrance with the Event Store app on ordinary iOS and Android phones. The app loads the guest list before doors open, keeps scanning when the network drops and syncs as soon as a connection is back.',
          },
          {
            icon: 'design',
            title: 'Your brand, your domain',
            text: 'The shop runs under your own domain, with your logo, colours, fonts and wording. Confirmation emails and tickets carry your brand as well; your guests never see ours.',
          },
          {
            icon: 'euro',
            title: 'Payouts and reports',
            text: 'Ticket and merchandise revenue is paid out to your bank account on a fixed schedule. Live dashboards show sales by event, category and day, and CSV exports give your accountant everything they need.',
          },
          {
            icon: 'shield',
            title: 'EU hosting and GDPR',
            text: 'Event Store runs in EU data centres, and we sign a data processing agreement with every organiser. Buyer data belongs to you: we never use it for our own marketing or pass it on.',
          },
        ],
      },
      {
        type: 'features',
        id: 'who-it-is-for',
        heading: 'Who Event Store is for',
        intro:
          'Event Store suits organisers who want to own the relationship with their audience instead of renting it from a ticket marketplace.',
        items: [
          {
            icon: 'heart',
            title: 'Festivals',
            text: 'Day and weekend passes, camping and parking add-ons and festival merchandise in one basket, plus offline check-in at entrances where mobile reception is weak.',
          },
          {
            icon: 'chat',
            title: 'Conferences',
            text: 'Early-bird, team and student tickets, invoices with company name and VAT number, and fast check-in at registration, so the first talk starts on time.',
          },
          {
            icon: 'team',
            title: 'Clubs and music venues',
            text: 'A regular programme of nights with limited capacity, guest list quotas and a shop that looks like your venue rather than a marketplace.',
          },
          {
            icon: 'book',
            title: 'Theatres and cultural venues',
            text: 'A season of performances with several dates each, reduced prices for students and seniors, and gift vouchers that can be redeemed for any show.',
          },
          {
            icon: 'chart',
            title: 'Sports events',
            text: 'Start places for runs and tournaments, spectator tickets and club merchandise, with separate check-in lists for different entrances and start blocks.',
          },
        ],
      },
      {
        type: 'process',
        id: 'getting-started',
        heading: 'From sign-up to first sale',
        intro: 'Most organisers sell their first ticket within about two weeks of our first call. Here is how it works.',
        steps: [
          {
            title: 'Introductory call',
            duration: '30 minutes',
            text: 'We look at your events, ticket types and current tools together and show you a demo shop. Afterwards you receive a written offer with the monthly licence and the fee per ticket.',
          },
          {
            title: 'Shop setup',
            duration: '1–3 days',
            text: 'We set up your shop with your logo, colours and domain. You connect your bank account for payouts and complete the identity check the payment provider requires.',
          },
          {
            title: 'Events and products',
            duration: '1–2 days',
            text: 'You create events, ticket categories and merchandise in the admin area, or send us a spreadsheet and we import it. We review everything with you before it goes live.',
          },
          {
            title: 'Test and launch',
            duration: '1 day',
            text: 'You run a test order, including payment, confirmation email and ticket scan, then switch the shop live and share the link. From then on, every sale appears in your dashboard in real time.',
          },
          {
            title: 'Event day',
            duration: 'On the day',
            text: 'Your staff install the check-in app, load the guest list and start scanning. After the event you receive a full report, and the payout follows on the agreed schedule.',
          },
        ],
      },
      {
        type: 'stats',
        id: 'at-a-glance',
        heading: 'Event Store at a glance',
        items: [
          { value: '€0', label: 'setup fee for a standard shop' },
          { value: '1', label: 'system for tickets, merchandise and admission' },
          { value: '100%', label: 'of data hosted in EU data centres' },
          { value: `${projectsDelivered}+`, label: 'projects delivered by Kovalent, the company behind Event Store' },
        ],
      },
      {
        type: 'prose',
        id: 'pricing',
        heading: 'Pricing in plain words',
        paragraphs: [
          'Event Store costs a monthly licence plus a small fee for every ticket sold. There is no setup fee for a standard shop, so you can start without an upfront investment, and in quiet months you pay little more than the licence.',
          'The licence covers the shop under your own domain and brand, the check-in app for your entrance staff, payouts, reports, hosting in the EU, updates and support. Fees for card payments and other payment methods depend on the payment provider and appear as separate lines in your reports, so you can see where every cent goes.',
          'If you need more than a standard shop, such as an integration with your CRM or access-control hardware, or a feature built for your event format, we quote that work separately and before we start. Send us your events and the number of tickets you expect to sell, and you will receive a written offer within one business day of our call.',
        ],
      },
      {
        type: 'faq',
        id: 'faq',
        heading: 'Questions about Event Store',
        items: [
          {
            question: 'Does the check-in app really work without internet?',
            answer:
              'Yes. Before doors open, the app downloads the guest list for your event to each device, and scanning then works without any connection. Every device recognises tickets it has already scanned; if several entrances work offline at the same time, a ticket used at two of them is flagged as soon as the devices sync. Your dashboard then shows the complete admission count.',
          },
          {
            question: 'Can we use our own domain and design?',
            answer:
              'Yes, that is the point of a white-label shop. The shop runs under a domain or subdomain you own, such as tickets.yourfestival.com, and uses your logo, colours and fonts. Order confirmations and tickets carry your brand as well.',
          },
          {
            question: 'When do we receive the money from ticket sales?',
            answer:
              'Revenue is paid out to your bank account on a fixed schedule that we agree when you sign up. Every payout comes with a report listing the orders, refunds and fees it contains, which makes reconciliation in your accounting straightforward.',
          },
          {
            question: 'Can we move over from our current ticketing provider?',
            answer:
              'Yes. We import existing events, ticket categories and, where you are entitled to use them, customer lists. Tickets already sold through your previous provider can be imported for check-in, so all guests get in through the same entrance with the same app.',
          },
          {
            question: 'How does Event Store handle GDPR?',
            answer:
              'All data is stored and processed in EU data centres, and we sign a data processing agreement with you. You remain the controller of your buyers’ data; we process it only to run your shop and never use it for our own marketing. Requests for access or deletion can be handled directly in the admin area.',
          },
          {
            question: 'Can Event Store be extended for our needs?',
            answer:
              `Yes. Event Store is built and run by Kovalent, a software development agency with ${team.engineering} engineers, so integrations and custom features are our everyday work. Typical examples are connections to CRM or accounting software and exports for access-control systems. We quote such work separately before we start.`,
          },
        ],
      },
      {
        type: 'cta',
        id: 'demo',
        heading: 'Planning your next event?',
        text: 'Tell us what you are organising and how many tickets you expect to sell, and we will show you a demo shop set up for your kind of event.',
        primary: { label: 'Request a demo', href: '/contact' },
        secondary: { label: 'All our products', href: '/products' },
      },
    ],
  },
  de: {
    hero: {
      primary: { label: 'Demo anfragen', href: '/contact' },
      secondary: { label: 'Zu den Preisen', href: '/products/event-store', hash: 'pricing' },
    },
    sections: [
      {
        type: 'features',
        id: 'features',
        heading: 'Alles vom ersten Verkauf bis zum letzten Gast am Einlass',
        intro: 'Event Store deckt den gesamten Weg vom Verkauf bis zum Einlass ab – in einem System und unter Ihrer Marke.',
        items: [
          {
            icon: 'ticket',
            title: 'Tickets für jedes Format',
            text: 'Legen Sie Ticketkategorien, Zeitfenster, Kontingente, Frühbucherpreise und Rabattcodes für eine einzelne Veranstaltung oder eine ganze Saison an. Käuferinnen und Käufer erhalten ihre Tickets direkt nach der Zahlung per E-Mail als PDF sowie für Apple Wallet oder Google Wallet.',
          },
          {
            icon: 'cart',
            title: 'Merchandise im selben Warenkorb',
            text: 'Verkaufen Sie T-Shirts, Poster oder Getränkegutscheine zusammen mit den Tickets, mit Größen, Varianten und Lagerbeständen. Ihre Kundschaft holt die Bestellung vor Ort ab oder lässt sie sich schicken, und der Bestand aktualisiert sich in Echtzeit – so verkaufen Sie nichts, was nicht mehr da ist.',
          },
          {
            icon: 'mobile',
            title: 'Check-in-App, die auch offline funktioniert',
            text: 'Ihr Personal scannt die Tickets am Einlass mit der Event-Store-App auf handelsüblichen iOS- und Android-Smartphones. Die App lädt die Gästeliste vor Einlassbeginn, scannt weiter, wenn das Netz ausfällt, und synchronisiert, sobald wieder eine Verbindung besteht.',
          },
          {
            icon: 'design',
            title: 'Ihre Marke, Ihre Domain',
            text: 'Der Shop läuft unter Ihrer eigenen Domain, mit Ihrem Logo, Ihren Farben, Schriften und Texten. Auch Bestätigungs-E-Mails und Tickets tragen Ihre Marke – unsere bekommen Ihre Gäste nie zu sehen.',
          },
          {
            icon: 'euro',
            title: 'Auszahlungen und Berichte',
            text: 'Die Einnahmen aus Tickets und Merchandise zahlen wir nach einem festen Rhythmus auf Ihr Bankkonto aus. Live-Dashboards zeigen die Verkäufe nach Veranstaltung, Kategorie und Tag, und CSV-Exporte liefern Ihrer Buchhaltung alles, was sie braucht.',
          },
          {
            icon: 'shield',
            title: 'EU-Hosting und DSGVO',
            text: 'Event Store läuft in Rechenzentren innerhalb der EU, und mit jedem Veranstalter schließen wir einen Auftragsverarbeitungsvertrag. Die Daten Ihrer Kundschaft gehören Ihnen: Wir nutzen sie nie für unser eigenes Marketing und geben sie nicht weiter.',
          },
        ],
      },
      {
        type: 'features',
        id: 'who-it-is-for',
        heading: 'Für wen Event Store gemacht ist',
        intro:
          'Event Store passt zu Veranstaltern, die die Beziehung zu ihrem Publikum selbst in der Hand haben wollen, statt sie von einem Ticketportal zu mieten.',
        items: [
          {
            icon: 'heart',
            title: 'Festivals',
            text: 'Tages- und Wochenendtickets, Camping- und Parkoptionen sowie Festival-Merchandise in einem Warenkorb – dazu Offline-Check-in an Eingängen mit schwachem Mobilfunkempfang.',
          },
          {
            icon: 'chat',
            title: 'Konferenzen',
            text: 'Frühbucher-, Team- und Studierendentickets, Rechnungen mit Firmenname und USt-IdNr. und ein zügiger Check-in an der Registrierung, damit der erste Vortrag pünktlich beginnt.',
          },
          {
            icon: 'team',
            title: 'Clubs und Musikspielstätten',
            text: 'Ein regelmäßiges Programm mit begrenzter Kapazität pro Abend, Kontingente für die Gästeliste und ein Shop, der nach Ihrem Club aussieht und nicht nach einem Ticketportal.',
          },
          {
            icon: 'book',
            title: 'Theater und Kulturhäuser',
            text: 'Eine Spielzeit mit mehreren Terminen pro Stück, ermäßigte Preise für Studierende, Seniorinnen und Senioren sowie Geschenkgutscheine, die für jede Vorstellung einlösbar sind.',
          },
          {
            icon: 'chart',
            title: 'Sportveranstaltungen',
            text: 'Startplätze für Läufe und Turniere, Zuschauertickets und Vereinsmerchandise, mit getrennten Check-in-Listen für verschiedene Eingänge und Startblöcke.',
          },
        ],
      },
      {
        type: 'process',
        id: 'getting-started',
        heading: 'Von der Anmeldung bis zum ersten Verkauf',
        intro: 'Die meisten Veranstalter verkaufen ihr erstes Ticket rund zwei Wochen nach unserem ersten Gespräch. So läuft es ab.',
        steps: [
          {
            title: 'Kennenlerngespräch',
            duration: '30 Minuten',
            text: 'Gemeinsam sehen wir uns Ihre Veranstaltungen, Ticketarten und bisherigen Werkzeuge an und zeigen Ihnen einen Demo-Shop. Im Anschluss erhalten Sie ein schriftliches Angebot mit monatlicher Lizenz und Gebühr pro Ticket.',
          },
          {
            title: 'Shop einrichten',
            duration: '1–3 Tage',
            text: 'Wir richten Ihren Shop mit Logo, Farben und Domain ein. Sie hinterlegen Ihr Bankkonto für die Auszahlungen und durchlaufen die Identitätsprüfung, die der Zahlungsdienstleister verlangt.',
          },
          {
            title: 'Veranstaltungen und Produkte',
            duration: '1–2 Tage',
            text: 'Sie legen Veranstaltungen, Ticketkategorien und Merchandise im Adminbereich an – oder schicken uns eine Tabelle, die wir importieren. Vor dem Start gehen wir alles gemeinsam mit Ihnen durch.',
          },
          {
            title: 'Testen und starten',
            duration: '1 Tag',
            text: 'Sie führen eine Testbestellung durch, inklusive Zahlung, Bestätigungs-E-Mail und Ticketscan, schalten den Shop frei und teilen den Link. Ab dann erscheint jeder Verkauf in Echtzeit in Ihrem Dashboard.',
          },
          {
            title: 'Veranstaltungstag',
            duration: 'Am Tag selbst',
            text: 'Ihr Personal installiert die Check-in-App, lädt die Gästeliste und beginnt mit dem Scannen. Nach der Veranstaltung erhalten Sie einen vollständigen Bericht, und die Auszahlung folgt im vereinbarten Rhythmus.',
          },
        ],
      },
      {
        type: 'stats',
        id: 'at-a-glance',
        heading: 'Event Store auf einen Blick',
        items: [
          { value: '0 €', label: 'Einrichtungsgebühr für einen Standard-Shop' },
          { value: '1', label: 'System für Tickets, Merchandise und Einlass' },
          { value: '100 %', label: 'der Daten in Rechenzentren innerhalb der EU' },
          { value: `${projectsDelivered}+`, label: 'umgesetzte Projekte von Kovalent, dem Unternehmen hinter Event Store' },
        ],
      },
      {
        type: 'prose',
        id: 'pricing',
        heading: 'Preise in klaren Worten',
        paragraphs: [
          'Event Store kostet eine monatliche Lizenz zuzüglich einer kleinen Gebühr pro verkauftem Ticket. Für einen Standard-Shop fällt keine Einrichtungsgebühr an, Sie starten also ohne Vorabinvestition und zahlen in ruhigen Monaten kaum mehr als die Lizenz.',
          'Die Lizenz umfasst den Shop unter Ihrer eigenen Domain und Marke, die Check-in-App für Ihr Einlasspersonal, Auszahlungen, Berichte, Hosting in der EU, Updates und Support. Gebühren für Kartenzahlung und andere Zahlungsarten richten sich nach dem Zahlungsdienstleister und erscheinen als eigene Posten in Ihren Berichten – so sehen Sie genau, wohin jeder Cent geht.',
          'Brauchen Sie mehr als einen Standard-Shop, etwa eine Anbindung an Ihr CRM oder Ihre Zutrittstechnik oder eine Funktion speziell für Ihr Veranstaltungsformat, erhalten Sie dafür vorab ein separates Angebot. Nennen Sie uns Ihre Veranstaltungen und die erwartete Zahl verkaufter Tickets – ein schriftliches Angebot bekommen Sie innerhalb eines Werktags nach unserem Gespräch.',
        ],
      },
      {
        type: 'faq',
        id: 'faq',
        heading: 'Häufige Fragen zu Event Store',
        items: [
          {
            question: 'Funktioniert die Check-in-App wirklich ohne Internet?',
            answer:
              'Ja. Vor Einlassbeginn lädt die App die Gästeliste Ihrer Veranstaltung auf jedes Gerät, danach funktioniert das Scannen ganz ohne Verbindung. Jedes Gerät erkennt Tickets, die es bereits gescannt hat; arbeiten mehrere Eingänge gleichzeitig offline, wird ein an zwei Eingängen genutztes Ticket markiert, sobald die Geräte synchronisieren. Ihr Dashboard zeigt anschließend die vollständige Zahl der Einlässe.',
          },
          {
            question: 'Können wir unsere eigene Domain und unser eigenes Design verwenden?',
            answer:
              'Ja, genau dafür ist ein White-Label-Shop da. Der Shop läuft unter einer Domain oder Subdomain, die Ihnen gehört, etwa tickets.ihr-festival.de, und verwendet Ihr Logo, Ihre Farben und Schriften. Auch Bestellbestätigungen und Tickets tragen Ihre Marke.',
          },
          {
            question: 'Wann erhalten wir das Geld aus dem Ticketverkauf?',
            answer:
              'Die Einnahmen zahlen wir nach einem festen Rhythmus auf Ihr Bankkonto aus, den wir bei der Anmeldung gemeinsam festlegen. Zu jeder Auszahlung gibt es einen Bericht mit den enthaltenen Bestellungen, Erstattungen und Gebühren, was den Abgleich in Ihrer Buchhaltung deutlich vereinfacht.',
          },
          {
            question: 'Können wir von unserem bisherigen Ticketanbieter wechseln?',
            answer:
              'Ja. Wir importieren bestehende Veranstaltungen, Ticketkategorien und – soweit Sie sie nutzen dürfen – Kundenlisten. Bereits über Ihren bisherigen Anbieter verkaufte Tickets lassen sich für den Check-in übernehmen, sodass alle Gäste durch denselben Eingang mit derselben App kommen.',
          },
          {
            question: 'Wie geht Event Store mit der DSGVO um?',
            answer:
              'Alle Daten werden in Rechenzentren innerhalb der EU gespeichert und verarbeitet, und wir schließen mit Ihnen einen Auftragsverarbeitungsvertrag. Verantwortlicher im Sinne der DSGVO für die Daten Ihrer Kundschaft bleiben Sie; wir verarbeiten sie nur, um Ihren Shop zu betreiben, und nutzen sie nie für eigenes Marketing. Auskunfts- und Löschanfragen bearbeiten Sie direkt im Adminbereich.',
          },
          {
            question: 'Lässt sich Event Store an unsere Anforderungen anpassen?',
            answer:
              `Ja. Event Store wird von Kovalent entwickelt und betrieben, einer Softwareagentur mit ${team.engineering} Entwicklerinnen und Entwicklern – Integrationen und individuelle Funktionen sind unser Tagesgeschäft. Typische Beispiele sind Anbindungen an CRM- oder Buchhaltungssoftware und Exporte für Zutrittssysteme. Für solche Arbeiten erhalten Sie vorab ein separates Angebot.`,
          },
        ],
      },
      {
        type: 'cta',
        id: 'demo',
        heading: 'Sie planen Ihre nächste Veranstaltung?',
        text: 'Erzählen Sie uns, was Sie veranstalten und wie viele Tickets Sie verkaufen möchten – wir zeigen Ihnen dann einen Demo-Shop, der auf Ihre Art von Veranstaltung zugeschnitten ist.',
        primary: { label: 'Demo anfragen', href: '/contact' },
        secondary: { label: 'Alle Produkte', href: '/products' },
      },
    ],
  },
};
