import type { CaseStudyDetail } from '../types';

/** Thank-you pages: a Vue offers module on a Spryker shop’s order confirmation that added 4% to online revenue. */
export const thankYouPages: CaseStudyDetail = {
  technologies: ['/technologies/php', '/technologies/vue'],
  stack: [
    'Spryker Commerce OS',
    'PHP 8.2',
    'Spryker Glue API',
    'Vue 3',
    'TypeScript',
    'Vite',
    'Redis',
    'GrowthBook',
    'Playwright',
    'GitLab CI',
  ],
  text: {
    en: {
      client: [
        'The client is a mid-sized home and living retailer from Germany. It sells furniture, home textiles and kitchenware through its own online shop and a handful of stores. The shop runs on Spryker, the range covers tens of thousands of products, and an in-house e-commerce team looks after merchandising, campaigns and the shop’s roadmap.',
        'The brief they gave us was short: find revenue in places the shop was not using yet, without putting at risk the part of the customer journey that already works.',
      ],
      challenge: [
        'Every order ended on a confirmation page that said thank you, showed the order number and offered nothing else. It was one of the most visited pages in the shop, seen by every buyer at the moment they trusted the brand most, and it led nowhere.',
        'Changing the checkout was off the table: it was stable, tied to the payment providers and the ERP, and every change meant a full regression test. Anything new had to live after the purchase, never slow down or break the confirmation, and be something the e-commerce team could steer without a developer.',
      ],
      solution: {
        intro:
          'We built an offers module that appears on the confirmation page once the order is safely placed, together with the tools the e-commerce team needs to run it.',
        items: [
          {
            icon: 'cart',
            title: 'One-click add-ons',
            text: 'Accessories and consumables that fit the order just placed, such as cushion covers for a new sofa or care oil for a wooden table. One click books the add-on as a linked follow-up order with the same address and payment details, handled by the existing order management rather than the checkout.',
          },
          {
            icon: 'layers',
            title: 'Cross-sells based on the basket',
            text: 'Recommendations built from the categories and styles in the basket and from the product relations the merchandisers already maintain in Spryker. Products the buyer has just bought, items out of stock and items with long delivery times are filtered out.',
          },
          {
            icon: 'ticket',
            title: 'Vouchers from partner brands',
            text: 'Vouchers from selected partners, for example a paint manufacturer or a furniture assembly service. The e-commerce team manages voucher pools, rules and budgets in the Spryker back office.',
          },
          {
            icon: 'chart',
            title: 'Placement tested with real buyers',
            text: 'Our designers ran A/B tests on where and how offers appear: above or below the order summary, one offer or three, large images or a compact list. The winner shows up to three offers below the order summary.',
          },
        ],
      },
      architecture: [
        'The offers module is a Vue 3 micro-frontend with its own repository and deployment pipeline. The confirmation page template in Spryker’s Yves storefront received a single change: a mount point that loads the module’s script asynchronously once the page has rendered. If the module is slow or fails, buyers simply see the usual confirmation page.',
        'Behind it sits a new Spryker module written in PHP that exposes the offers through the Glue API. It reads the placed order, applies the rules from the back office and returns at most three offers, with product data cached in Redis. Accepted offers go to Spryker’s order management as follow-up orders, and impressions and clicks feed the A/B tests and reporting.',
      ],
      results: {
        intro:
          'The figures come from the shop’s own order data and analytics for the first full quarter after the module went live for all buyers.',
        items: [
          { value: '6%', label: 'of buyers accepted at least one offer on the confirmation page' },
          { value: '+4%', label: 'online revenue in the first quarter after launch' },
          { value: '0', label: 'changes to the checkout and payment steps' },
          { value: '12 weeks', label: 'from kick-off to the module running for every buyer' },
        ],
      },
      timeline: {
        intro:
          'A team of six worked on the project: a delivery lead, two Spryker developers, a frontend developer specialised in Vue and two designers who planned and evaluated the A/B tests. The client’s e-commerce manager joined every sprint demo.',
        items: [
          {
            title: 'Discovery',
            duration: '2 weeks',
            text: 'Workshops with the e-commerce, customer service and logistics teams, an analysis of past orders to find products that are bought together, and a technical check of how follow-up orders fit into the existing order management.',
          },
          {
            title: 'Design and build',
            duration: '6 weeks',
            text: 'Three two-week sprints: the Spryker module and Glue API endpoint, the Vue micro-frontend, back-office screens for rules and voucher pools, and automated tests for every offer type.',
          },
          {
            title: 'A/B tests',
            duration: '4 weeks',
            text: 'The module went live for a share of buyers while our designers compared placement, number of offers and presentation. Each variant ran until the difference between them was clear enough to act on.',
          },
          {
            title: 'Rollout and first quarter',
            duration: '13 weeks',
            text: 'The winning variant went live for all buyers. Every two weeks we tuned the rules with the e-commerce team, and we documented the module so that new offer types can be added without us.',
          },
        ],
      },
      quote: {
        text: 'We had looked at that page for years without seeing a sales channel in it. Kovalent found revenue there without touching our checkout, and my team now changes offers and partner vouchers on its own.',
        author: 'Head of E-Commerce',
        role: 'Home and living retailer, Germany',
      },
    },
    de: {
      client: [
        'Der Kunde ist ein mittelständischer Händler für Wohnen und Einrichtung aus Deutschland. Er verkauft Möbel, Heimtextilien und Küchenzubehör über seinen eigenen Onlineshop und eine Handvoll Filialen. Der Shop läuft auf Spryker, das Sortiment umfasst Zehntausende Artikel, und ein internes E-Commerce-Team verantwortet Merchandising, Kampagnen und die Weiterentwicklung des Shops.',
        'Der Auftrag, mit dem das Team zu uns kam, war knapp formuliert: zusätzlichen Umsatz an Stellen finden, die der Shop bisher nicht nutzt – ohne den Teil des Einkaufswegs zu gefährden, der zuverlässig funktioniert.',
      ],
      challenge: [
        'Jede Bestellung endete auf einer Bestätigungsseite mit einem Dankeschön, der Bestellnummer und sonst nichts. Dabei gehörte sie zu den meistbesuchten Seiten des Shops: Alle, die bestellten, sahen sie, und zwar genau in dem Moment, in dem das Vertrauen in die Marke am größten ist. Trotzdem führte sie nirgendwohin.',
        'Am Checkout selbst durfte sich nichts ändern: Er lief stabil, war mit Zahlungsanbietern und ERP verknüpft, und jede Anpassung bedeutete einen vollständigen Regressionstest. Alles Neue musste nach dem Kauf ansetzen, durfte die Bestätigung weder verlangsamen noch stören und sollte sich vom E-Commerce-Team ohne Hilfe aus der Entwicklung steuern lassen.',
      ],
      solution: {
        intro:
          'Wir haben ein Angebotsmodul entwickelt, das auf der Bestätigungsseite erscheint, sobald die Bestellung sicher aufgegeben ist – dazu die Werkzeuge, mit denen das E-Commerce-Team es selbst betreibt.',
        items: [
          {
            icon: 'cart',
            title: 'Ergänzungen per Klick',
            text: 'Zubehör und Verbrauchsartikel, die zur gerade aufgegebenen Bestellung passen, z. B. Kissenbezüge zum neuen Sofa oder Pflegeöl zum Holztisch. Ein Klick bucht die Ergänzung als verknüpfte Folgebestellung mit derselben Adresse und denselben Zahlungsdaten; abgewickelt wird sie über das bestehende Order-Management statt über den Checkout.',
          },
          {
            icon: 'layers',
            title: 'Cross-Selling auf Basis des Warenkorbs',
            text: 'Empfehlungen aus den Kategorien und Stilrichtungen im Warenkorb und aus den Produktbeziehungen, die das Merchandising ohnehin in Spryker pflegt. Gerade gekaufte, nicht vorrätige und erst nach langer Lieferzeit verfügbare Artikel werden automatisch ausgefiltert.',
          },
          {
            icon: 'ticket',
            title: 'Gutscheine von Partnermarken',
            text: 'Gutscheine ausgewählter Partner, etwa eines Farbenherstellers oder eines Montageservices für Möbel. Gutscheinpools, Regeln und Budgets verwaltet das E-Commerce-Team im Spryker-Backoffice.',
          },
          {
            icon: 'chart',
            title: 'Platzierung mit echten Bestellungen getestet',
            text: 'Unsere Designerinnen haben per A/B-Test geprüft, wo und wie Angebote erscheinen: über oder unter der Bestellübersicht, ein Angebot oder drei, große Bilder oder eine kompakte Liste. Gewonnen hat die Variante mit höchstens drei Angeboten unter der Bestellübersicht.',
          },
        ],
      },
      architecture: [
        'Das Angebotsmodul ist ein Micro-Frontend in Vue 3 mit eigenem Repository und eigener Deployment-Pipeline. Am Template der Bestätigungsseite in der Spryker-Storefront Yves haben wir genau eine Stelle geändert: einen Mount-Point, der das Skript des Moduls asynchron lädt, nachdem die Seite gerendert ist. Ist das Modul langsam oder fällt es aus, sieht die Kundschaft einfach die gewohnte Bestätigungsseite.',
        'Dahinter arbeitet ein neues Spryker-Modul in PHP, das die Angebote über die Glue API bereitstellt. Es liest die aufgegebene Bestellung, wendet die Regeln aus dem Backoffice an und liefert höchstens drei Angebote; Produktdaten liegen dafür in Redis im Cache. Angenommene Angebote gehen als Folgebestellungen in das Order-Management von Spryker; Einblendungen und Klicks fließen in die A/B-Tests und die Auswertungen.',
      ],
      results: {
        intro:
          'Die Zahlen stammen aus den Bestell- und Analysedaten des Shops für das erste volle Quartal, nachdem das Modul für alle Bestellungen freigeschaltet war.',
        items: [
          { value: '6 %', label: 'der Bestellenden nahmen mindestens ein Angebot auf der Bestätigungsseite an' },
          { value: '+4 %', label: 'Onlineumsatz im ersten Quartal nach dem Start' },
          { value: '0', label: 'Änderungen an Checkout und Zahlungsschritten' },
          { value: '12 Wochen', label: 'vom Projektstart bis zum Einsatz für alle Bestellungen' },
        ],
      },
      timeline: {
        intro:
          'Sechs Personen haben an dem Projekt gearbeitet: eine Projektleiterin, zwei Spryker-Entwickler, ein auf Vue spezialisierter Frontend-Entwickler und zwei Designerinnen, die die A/B-Tests geplant und ausgewertet haben. Die E-Commerce-Managerin des Kunden war bei jeder Sprint-Demo dabei.',
        items: [
          {
            title: 'Konzeptphase',
            duration: '2 Wochen',
            text: 'Workshops mit E-Commerce, Kundenservice und Logistik, eine Analyse vergangener Bestellungen, um häufig gemeinsam gekaufte Produkte zu finden, und eine technische Prüfung, wie sich Folgebestellungen in das bestehende Order-Management einfügen.',
          },
          {
            title: 'Design und Umsetzung',
            duration: '6 Wochen',
            text: 'Drei Sprints à zwei Wochen: das Spryker-Modul mit Glue-API-Endpunkt, das Vue-Micro-Frontend, Backoffice-Masken für Regeln und Gutscheinpools sowie automatisierte Tests für jede Angebotsart.',
          },
          {
            title: 'A/B-Tests',
            duration: '4 Wochen',
            text: 'Das Modul lief zunächst für einen Teil der Bestellungen, während unsere Designerinnen Platzierung, Anzahl und Darstellung der Angebote verglichen. Jede Variante blieb so lange aktiv, bis der Unterschied belastbar genug für eine Entscheidung war.',
          },
          {
            title: 'Rollout und erstes Quartal',
            duration: '13 Wochen',
            text: 'Die erfolgreichste Variante wurde für alle Bestellungen freigeschaltet. Alle zwei Wochen haben wir die Regeln gemeinsam mit dem E-Commerce-Team nachgeschärft und das Modul so dokumentiert, dass neue Angebotsarten auch ohne uns hinzukommen können.',
          },
        ],
      },
      quote: {
        text: 'Wir haben jahrelang auf diese Seite geschaut, ohne darin einen Verkaufskanal zu sehen. Kovalent hat dort Umsatz gefunden, ohne unseren Checkout anzufassen – und mein Team ändert Angebote und Partnergutscheine heute selbst.',
        author: 'Leiterin E-Commerce',
        role: 'Händler für Wohnen und Einrichtung, Deutschland',
      },
    },
  },
};
