import { siteConfig } from '@/config/site';
import { headcount, projectsDelivered } from '@/config/facts';
import { figures } from '@/content/figures';
import type { PageBody } from '@/content/sections';
import type { Localized } from '@/content/types';
import { servicesInDisplayOrder } from './link-lists';

export const homeBody: Localized<PageBody> = {
  en: {
    hero: {
      primary: { label: 'Start your project', href: '/contact' },
      secondary: { label: 'See our case studies', href: '/case-studies' },
    },
    sections: [
      {
        type: 'stats',
        id: 'in-numbers',
        heading: 'Kovalent in numbers',
        items: [
          { value: `${projectsDelivered}+`, label: `projects delivered since ${siteConfig.foundingYear}` },
          { value: String(headcount), label: 'engineers, designers and product people in Berlin and Leipzig' },
          { value: '4.8', label: 'average rating from 115 client reviews' },
          { value: `${figures.en.clientTenure} years`, label: 'average length of a client partnership' },
        ],
      },
      {
        type: 'links',
        id: 'services',
        heading: 'What we build',
        intro:
          `Most clients come to us with one of three needs: a new product that has to reach the market, an online shop or content platform that has outgrown its setup, or a team that simply needs more hands. These are the services we offer, from a fixed-price MVP that goes live in ${figures.en.launcherWeeks} weeks to long-running platform work on Spryker or Adobe Experience Manager.`,
        items: servicesInDisplayOrder,
      },
      {
        type: 'features',
        id: 'why-kovalent',
        heading: 'Why clients choose Kovalent',
        intro:
          'Choosing an agency is a bet on people you have only met in a pitch. These are the habits that make the bet safer, and the reasons many clients stay with us for years.',
        items: [
          {
            icon: 'clock',
            title: 'Working software every two weeks',
            text: 'We work in two-week sprints, and every sprint ends with a demo of what was built, running in your own test environment. You judge progress by software you can click, not by status reports.',
          },
          {
            icon: 'code',
            title: 'Your code from day one',
            text: 'Repositories, pipelines and cloud accounts live in your organisation, not ours. You never have to negotiate a handover, and you can bring development in-house whenever you choose.',
          },
          {
            icon: 'team',
            title: 'Direct access to the people building it',
            text: 'You talk to the engineers and designers on your project, in stand-ups, in reviews and in a shared chat channel. Questions are answered by the person who knows the answer, not relayed through an account manager.',
          },
          {
            icon: 'shield',
            title: 'GDPR-compliant hosting in the EU',
            text: 'We host in EU regions of AWS and Google Cloud, sign a data processing agreement with you and design data flows with privacy in mind from the first workshop, which keeps your data protection officer relaxed.',
          },
          {
            icon: 'globe',
            title: 'English and German in every project',
            text: 'Every team works in both languages, so your German-speaking business departments and your international engineers can sit in the same meeting. Specifications, tickets and documentation come in whichever language you prefer.',
          },
          {
            icon: 'heart',
            title: 'Partners for the long run',
            text: 'Most of our work is for clients who came back after the first release. We plan for the second and third year of your product, with maintainable code, automated tests and documentation your next hire can follow.',
          },
        ],
      },
      {
        type: 'case-studies',
        id: 'case-studies',
        heading: 'Selected case studies',
        intro:
          'Three projects from different industries, each with a result the client can measure: more online revenue for a retailer, onboarding in minutes for a SaaS provider and higher equipment effectiveness for a manufacturer.',
        items: [
          '/case-studies/how-we-turned-thank-you-pages-into-revenue-generators',
          '/case-studies/saas-kyc-verification-process',
          '/case-studies/dashboard-for-optimizing-production-line',
        ],
      },
      {
        type: 'reviews',
        id: 'reviews',
        heading: 'What our clients say about working with us',
        text: 'After every project we ask our clients to review how the work went. They most often mention reliable delivery, clear communication and engineers who think along with the business.',
      },
      {
        type: 'testimonial',
        id: 'testimonial',
        quote:
          'We needed a new verification process within one quarter, and our own team was fully booked. Kovalent had engineers in our stand-ups in the third week, showed us a working flow after the first sprint and handed over code our developers now maintain without help. Onboarding a business customer used to take two days; today it takes minutes.',
        author: 'CTO',
        role: 'B2B payments SaaS provider, Berlin',
      },
      {
        type: 'links',
        id: 'collaboration-models',
        heading: 'Two ways to work with us',
        intro:
          `If you have a product that keeps evolving and want to steer priorities yourself, a dedicated team of three to eight people joins your organisation within two to four weeks. If you have a clearly defined project and would rather hand over delivery, we start with a paid discovery phase of ${figures.en.discoveryWeeks} weeks and then build at a fixed or capped price per milestone. Not sure which fits? We will recommend one in the first call.`,
        items: [
          '/collaboration-models/dedicated-team',
          '/collaboration-models/outsource-custom-software-development',
        ],
      },
      {
        type: 'technologies',
        id: 'technologies',
        heading: 'Our technology stack',
        intro:
          'We choose proven, well-supported technology that your own team can hire for and maintain. Our engineers work in production with these languages, frameworks and platforms every day.',
        items: [
          'TypeScript',
          'React',
          'Next.js',
          'Angular',
          'Vue',
          'Node.js',
          'Go',
          'PHP',
          'Symfony',
          'Laravel',
          'React Native',
          'Flutter',
          'PostgreSQL',
          'Kubernetes',
          'AWS',
          'Google Cloud',
        ],
        link: { label: 'Explore our technologies', href: '/technologies' },
      },
      {
        type: 'links',
        id: 'blog',
        heading: 'From the blog',
        intro:
          `Our engineers, designers and product managers write about what they learn on client projects: how to structure a micro-frontend architecture, when Spryker is the right choice for B2B commerce, how to scope an MVP that can go live in ${figures.en.launcherWeeks} weeks and what a clean handover of a codebase looks like.`,
        items: ['/blog'],
      },
      {
        type: 'process',
        id: 'getting-started',
        heading: 'How a project starts',
        intro:
          'From your first message to a team working on your product usually takes three to six weeks. This is what happens along the way.',
        steps: [
          {
            title: 'You describe what you need',
            text: 'Send us a few lines about your product, your timeline and your current setup. A product manager or senior engineer reads your message and replies within one business day.',
            duration: 'Day 1',
          },
          {
            title: 'First conversation',
            text: 'In a call of 30 to 45 minutes, we ask about your users, goals, existing systems and constraints. You speak to people who will work on the project, and you leave with a first view of effort and risks.',
            duration: 'Week 1',
          },
          {
            title: 'Proposal and team',
            text: 'We send a written proposal with the recommended collaboration model, the team we would put together, a timeline and a cost range. You can meet the proposed team leads before you decide.',
            duration: 'Week 1–2',
          },
          {
            title: 'Kick-off and first sprint',
            text: 'Once you give the go-ahead, the team starts within two to four weeks: as a dedicated team straight into sprints, or with a discovery phase for a fixed-scope project.',
            duration: 'Week 3–6',
          },
        ],
      },
      {
        type: 'cta',
        id: 'contact',
        heading: 'What would you like to build?',
        text: 'Whether you have a finished specification or only a rough idea, we suggest a time for a first call. No sales script, just a conversation with people who build software.',
        primary: { label: 'Get in touch', href: '/contact' },
        secondary: { label: 'See how we work', href: '/how-we-work' },
      },
    ],
  },
  de: {
    hero: {
      primary: { label: 'Projekt anfragen', href: '/contact' },
      secondary: { label: 'Fallstudien ansehen', href: '/case-studies' },
    },
    sections: [
      {
        type: 'stats',
        id: 'in-numbers',
        heading: 'Kovalent in Zahlen',
        items: [
          { value: `${projectsDelivered}+`, label: `abgeschlossene Projekte seit ${siteConfig.foundingYear}` },
          { value: String(headcount), label: 'Menschen aus Entwicklung, Design und Produktmanagement in Berlin und Leipzig' },
          { value: '4,8', label: 'Sterne im Durchschnitt aus 115 Kundenbewertungen' },
          { value: `${figures.de.clientTenure} Jahre`, label: 'dauert eine Kundenbeziehung bei uns im Durchschnitt' },
        ],
      },
      {
        type: 'links',
        id: 'services',
        heading: 'Was wir entwickeln',
        intro:
          `Die meisten Kunden kommen mit einem von drei Anliegen zu uns: Ein neues Produkt soll an den Markt, ein Onlineshop oder eine Content-Plattform ist an ihre Grenzen gestoßen, oder dem eigenen Team fehlen schlicht Kapazitäten. Dafür bieten wir diese Leistungen an – vom MVP zum Festpreis, das nach ${figures.de.launcherWeeks} Wochen live ist, bis zur langfristigen Plattformentwicklung mit Spryker oder Adobe Experience Manager.`,
        items: servicesInDisplayOrder,
      },
      {
        type: 'features',
        id: 'why-kovalent',
        heading: 'Warum Kunden sich für Kovalent entscheiden',
        intro:
          'Wer eine Agentur beauftragt, setzt auf Menschen, die man bisher nur aus einer Präsentation kennt. Diese Arbeitsweisen machen die Entscheidung sicherer – und sind der Grund, warum viele Kunden über Jahre bei uns bleiben.',
        items: [
          {
            icon: 'clock',
            title: 'Alle zwei Wochen lauffähige Software',
            text: 'Wir arbeiten in zweiwöchigen Sprints, und jeder Sprint endet mit einer Demo in Ihrer eigenen Testumgebung. Den Fortschritt beurteilen Sie an Software, die Sie selbst ausprobieren – nicht an Statusberichten.',
          },
          {
            icon: 'code',
            title: 'Der Code gehört Ihnen ab dem ersten Tag',
            text: 'Repositorys, Pipelines und Cloud-Konten liegen in Ihrer Organisation, nicht in unserer. Eine Übergabe müssen Sie nie verhandeln, und Sie können die Entwicklung jederzeit ins eigene Haus holen.',
          },
          {
            icon: 'team',
            title: 'Direkter Draht zu den Menschen, die entwickeln',
            text: 'Sie sprechen mit dem Entwicklungs- und Designteam Ihres Projekts – im Stand-up, im Review und in einem gemeinsamen Chat-Kanal. Fragen beantwortet, wer die Antwort kennt, statt sie über ein Account-Management weiterzureichen.',
          },
          {
            icon: 'shield',
            title: 'DSGVO-konformes Hosting in der EU',
            text: 'Wir hosten in EU-Regionen von AWS und Google Cloud, schließen mit Ihnen einen Auftragsverarbeitungsvertrag und planen Datenflüsse vom ersten Workshop an datenschutzfreundlich. Das beruhigt auch Ihr Datenschutzteam.',
          },
          {
            icon: 'globe',
            title: 'Deutsch und Englisch in jedem Projekt',
            text: 'Jedes Team arbeitet zweisprachig, sodass Ihre Fachabteilung und ein internationales Entwicklungsteam an denselben Besprechungen teilnehmen können. Spezifikationen, Tickets und Dokumentation erhalten Sie in der Sprache, die Ihnen lieber ist.',
          },
          {
            icon: 'heart',
            title: 'Partner auf lange Sicht',
            text: 'Ein Großteil unserer Arbeit entsteht für Kunden, die nach dem ersten Release wiedergekommen sind. Wir planen schon für das zweite und dritte Jahr Ihres Produkts – mit wartbarem Code, automatisierten Tests und einer Dokumentation, mit der auch Ihre nächste Neueinstellung zurechtkommt.',
          },
        ],
      },
      {
        type: 'case-studies',
        id: 'case-studies',
        heading: 'Ausgewählte Fallstudien',
        intro:
          'Drei Projekte aus unterschiedlichen Branchen, jedes mit einem messbaren Ergebnis: mehr Onlineumsatz für einen Händler, Kundenaufnahme in Minuten statt Tagen für einen SaaS-Anbieter und eine höhere Anlageneffektivität für einen Fertigungsbetrieb.',
        items: [
          '/case-studies/how-we-turned-thank-you-pages-into-revenue-generators',
          '/case-studies/saas-kyc-verification-process',
          '/case-studies/dashboard-for-optimizing-production-line',
        ],
      },
      {
        type: 'reviews',
        id: 'reviews',
        heading: 'Wie Kunden die Zusammenarbeit mit uns bewerten',
        text: 'Nach jedem Projekt bitten wir unsere Kunden, die Zusammenarbeit zu bewerten. Am häufigsten genannt werden verlässliche Lieferung, klare Kommunikation und ein Entwicklungsteam, das unternehmerisch mitdenkt.',
      },
      {
        type: 'testimonial',
        id: 'testimonial',
        quote:
          'Wir brauchten innerhalb eines Quartals einen neuen Verifizierungsprozess, und unser eigenes Team war komplett ausgelastet. Kovalent war ab der dritten Woche in unseren Stand-ups dabei, zeigte nach dem ersten Sprint einen funktionierenden Ablauf und übergab Code, den unsere Leute heute ohne fremde Hilfe pflegen. Früher dauerte die Aufnahme eines neuen Geschäftskunden zwei Tage, heute nur noch Minuten.',
        author: 'Technische Leitung',
        role: 'B2B-SaaS-Anbieter für Zahlungsdienste, Berlin',
      },
      {
        type: 'links',
        id: 'collaboration-models',
        heading: 'Zwei Wege der Zusammenarbeit',
        intro:
          `Entwickelt sich Ihr Produkt laufend weiter und möchten Sie die Prioritäten selbst setzen, ergänzt ein dediziertes Team aus drei bis acht Personen innerhalb von zwei bis vier Wochen Ihre Organisation. Haben Sie ein klar umrissenes Projekt und möchten die Umsetzung abgeben, beginnen wir mit einer bezahlten Konzeptphase von ${figures.de.discoveryWeeks} Wochen und liefern danach zum Fest- oder Maximalpreis je Meilenstein. Sie sind unsicher, was passt? Im ersten Gespräch geben wir Ihnen eine klare Empfehlung.`,
        items: [
          '/collaboration-models/dedicated-team',
          '/collaboration-models/outsource-custom-software-development',
        ],
      },
      {
        type: 'technologies',
        id: 'technologies',
        heading: 'Unser Technologie-Stack',
        intro:
          'Wir setzen auf bewährte, gut unterstützte Technologien, für die Ihr eigenes Team Fachkräfte findet und die es langfristig pflegen kann. Mit diesen Sprachen, Frameworks und Plattformen arbeitet unser Entwicklungsteam täglich im Produktivbetrieb.',
        items: [
          'TypeScript',
          'React',
          'Next.js',
          'Angular',
          'Vue',
          'Node.js',
          'Go',
          'PHP',
          'Symfony',
          'Laravel',
          'React Native',
          'Flutter',
          'PostgreSQL',
          'Kubernetes',
          'AWS',
          'Google Cloud',
        ],
        link: { label: 'Unsere Technologien im Detail', href: '/technologies' },
      },
      {
        type: 'links',
        id: 'blog',
        heading: 'Aus dem Blog',
        intro:
          `Unsere Fachleute aus Entwicklung, Design und Produktmanagement schreiben über das, was sie in Kundenprojekten lernen: wie man eine Micro-Frontend-Architektur sinnvoll schneidet, wann Spryker die richtige Wahl für B2B-Commerce ist, wie man ein MVP so zuschneidet, dass es nach ${figures.de.launcherWeeks} Wochen starten kann, und wie eine saubere Übergabe einer Codebasis aussieht.`,
        items: ['/blog'],
      },
      {
        type: 'process',
        id: 'getting-started',
        heading: 'So beginnt ein Projekt',
        intro:
          'Von Ihrer ersten Nachricht bis zum Arbeitsbeginn des Teams vergehen meist drei bis sechs Wochen. Das passiert in dieser Zeit.',
        steps: [
          {
            title: 'Sie schildern Ihr Vorhaben',
            text: 'Schreiben Sie uns ein paar Zeilen zu Ihrem Produkt, Ihrem Zeitplan und Ihrer bestehenden Systemlandschaft. Jemand aus dem Produktmanagement oder der Entwicklung liest Ihre Nachricht und antwortet innerhalb eines Werktags.',
            duration: 'Tag 1',
          },
          {
            title: 'Erstes Gespräch',
            text: 'In einem 30- bis 45-minütigen Gespräch fragen wir nach Ihrer Zielgruppe, Ihren Zielen, bestehenden Systemen und Rahmenbedingungen. Sie sprechen mit Menschen, die später am Projekt mitarbeiten, und erhalten eine erste Einschätzung zu Aufwand und Risiken.',
            duration: 'Woche 1',
          },
          {
            title: 'Angebot und Team',
            text: 'Sie erhalten ein schriftliches Angebot mit dem empfohlenen Kooperationsmodell, der vorgeschlagenen Teamzusammensetzung, einem Zeitplan und einem Kostenrahmen. Die vorgesehenen Teamleitungen können Sie vor Ihrer Entscheidung kennenlernen.',
            duration: 'Woche 1–2',
          },
          {
            title: 'Kick-off und erster Sprint',
            text: 'Nach Ihrer Zusage startet das Team innerhalb von zwei bis vier Wochen: als dediziertes Team direkt mit Sprints oder bei einem Projekt mit festem Umfang zunächst mit der Konzeptphase.',
            duration: 'Woche 3–6',
          },
        ],
      },
      {
        type: 'cta',
        id: 'contact',
        heading: 'Was möchten Sie bauen?',
        text: 'Ob fertige Spezifikation oder erste Idee: Wir schlagen Ihnen einen Termin für ein erstes Gespräch vor. Kein Verkaufsskript, sondern ein Gespräch mit Menschen, die Software bauen.',
        primary: { label: 'Kontakt aufnehmen', href: '/contact' },
        secondary: { label: 'So arbeiten wir', href: '/how-we-work' },
      },
    ],
  },
};
