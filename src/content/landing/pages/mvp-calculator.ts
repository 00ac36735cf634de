import {  } from '@/config/facts';
import type { LandingPage } from '../types';
import { figures } from '@/content/figures';

/** MVP planning calculator: for founders and product teams deciding what goes into the first release and when it can launch. */
export const mvpCalculator: LandingPage = {
  action: 'calculator',
  caseStudies: [
    '/case-studies/saas-kyc-verification-process',
    '/case-studies/dashboard-for-optimizing-production-line',
    '/case-studies/how-we-turned-thank-you-pages-into-revenue-generators',
  ],
  text: {
    en: {
      action: 'Plan your first release',
      problem: {
        heading: 'Why first releases grow until the launch date slips',
        paragraphs: [
          'Most MVP plans start as a feature list, and feature lists only ever get longer. Each item sounds small on its own, but the weeks hide in the parts nobody puts on a slide: sign-in and password resets, user roles, an admin area to correct data, edge cases in payments, and integrations with systems that behave differently from their documentation.',
          'A first version has one job: to show whether real users want the core of your product. That usually takes one main journey for one or two user roles, the minimum admin needed to run it, and analytics to learn from. Almost everything else can wait: a second platform when the web works, custom billing when a payment provider’s checkout will do, fine-grained permissions, recommendation features and AI that is not the product itself.',
          'Adding developers rarely rescues a date, because beyond a certain team size coordination eats the gain. The reliable route to an earlier launch is a smaller first release with a clear plan for the second, and that plan is exactly what investors and boards want to see.',
        ],
      },
      offer: {
        heading: 'How the calculator turns a feature list into a release plan',
        intro:
          'Ten questions in two sections: “Project foundation” covers product type, stage, users, design and the pressure on your date; “Technical requirements” covers sign-in, payments, integrations, admin, and data, AI, real-time or compliance needs. In about three minutes you get:',
        items: [
          {
            icon: 'clock',
            title: 'A duration range in weeks',
            text: 'From kick-off to launch, for exactly the scope you described. Change one answer, for example drop the second platform or postpone payments, and you see how many weeks it saves.',
          },
          {
            icon: 'layers',
            title: 'A breakdown by feature area',
            text: 'The effort behind each area of your product. This is your cutting list: the large items are the first candidates for release two, and the small ones are rarely worth a debate.',
          },
          {
            icon: 'team',
            title: 'A team sized to your date',
            text: 'The roles the plan needs and how the team grows when the date is tight, so you can judge whether an earlier launch is worth the larger team.',
          },
          {
            icon: 'globe',
            title: 'One link per scenario',
            text: 'Your answers live in the link. Save a lean launch and a fuller first release as two links and compare them with your co-founder, or keep one link for each planned release.',
          },
          {
            icon: 'chart',
            title: 'Figures for investors and your board',
            text: 'Duration, team and breakdown show what the first release contains and what the next one would add, which is usually the first thing investors and boards ask.',
          },
          {
            icon: 'euro',
            title: 'A cost range as a reference point',
            text: 'Every scenario comes with a cost range in euros, so the scope you plan and the budget you ask for stay in step.',
          },
        ],
      },
      process: {
        heading: `Where the ${figures.en.launcherWeeks} weeks of a typical web MVP go`,
        intro:
          `This is how the weeks usually divide up for a web or SaaS product, using our MVP Launcher as the example: ${figures.en.launcherWeeks} weeks from the first workshop to launch. Mobile apps usually need ${figures.en.mobileMvpWeeksShort} weeks, enterprise MVPs four to six months.`,
        items: [
          {
            title: 'Scope and prototype',
            duration: `${figures.en.launcherScopingWeeks} weeks`,
            text: 'Workshops on users and the core journey, a clickable prototype and a written list of what is out of scope. The feature list gets cut here, not in week nine.',
          },
          {
            title: 'Design and the first slice',
            duration: '2 weeks',
            text: 'Screens for the core journey, pipelines and environments, and a thin end-to-end slice of the product running on a test server.',
          },
          {
            title: 'Core features',
            duration: '6 weeks',
            text: 'Three two-week sprints, each ending with a demo. Sign-in, roles, payments and integrations are built in this phase, which is why they dominate the breakdown.',
          },
          {
            title: 'Beta with test users',
            duration: '1 week',
            text: 'Test users work with the product while we fix what they find, check load and security and complete the documentation.',
          },
          {
            title: 'Launch and plan for release two',
            duration: '1 week',
            text: 'Go-live or app store submission, monitoring of the first days and a prioritised backlog for the next release, based on what users actually did.',
          },
        ],
      },
      pricing: {
        heading: 'Budgeting the first release and the one after',
        intro:
          'A plan is more convincing when every stage has a budget attached. These ranges from our own projects are the reference points for each stage.',
        items: [
          {
            name: 'Discovery with clickable prototype',
            price: figures.en.discoveryPrice,
            text: `${figures.en.discoveryWeeks} weeks, for when the scope is still open: workshops, a prioritised feature list and a prototype you can show before you commit to the build.`,
          },
          {
            name: 'Web or SaaS MVP',
            price: figures.en.launcherPrice,
            text: `The first release at a fixed price with our MVP Launcher: ${figures.en.launcherScopingWeeks} weeks of scoping, ${figures.en.launcherBuildWeeks} weeks of build, live in ${figures.en.launcherWeeks} weeks.`,
          },
          {
            name: 'Growth team after launch, per month',
            price: figures.en.growthTeamMonthly,
            text: `${figures.en.growthTeamPeople} people who carry on with release two and beyond, at ${figures.en.personMonth} per person per month. If you need more, the team grows to up to eight.`,
          },
        ],
      },
      proof: {
        heading: 'First releases that stayed small enough to ship',
        intro:
          `The KYC verification flow for a B2B SaaS provider went live in ${figures.en.launcherWeeks} weeks with one journey and a review queue for edge cases; median verification fell from two days to six minutes. A production dashboard began as a ${figures.en.launcherWeeks}-week pilot, and OEE has since risen from 64% to 72%. And the thank-you page offers for an online retailer show how fast a narrow scope can pay off: no change to the checkout, 4% more online revenue in the first quarter.`,
        reviewsHeading: 'What clients value in our planning',
        reviews:
          'Clients most often praise that we say early what will not fit into a release, and which features would serve them better in release two.',
      },
      faq: [
        {
          question: 'Which features belong in a first version?',
          answer:
            'The ones your core assumption depends on, and the ones without which users cannot complete the main journey. In practice that means sign-in, the core flow for one or two roles, a simple admin area and analytics. If a feature only matters once you have hundreds of active users, it belongs in release two.',
        },
        {
          question: 'What should we leave out?',
          answer:
            'Anything an existing service already does well, such as custom billing when a payment provider’s hosted checkout is enough, or a native app when a responsive web app reaches the same users. Settings pages, extensive reporting and AI features that are not the core of the product can wait too. Leaving something out of version one does not mean dropping it: it goes on the list for release two.',
        },
        {
          question: 'How reliable is the duration?',
          answer:
            `It is a range, not a promise, based on how long comparable work took in our projects. The date becomes binding in scoping: with the MVP Launcher you receive a fixed launch date together with the fixed price after ${figures.en.launcherScopingWeeks} weeks. Changes during the build are handled by swapping features of similar size, so the date holds.`,
        },
        {
          question: 'Can a bigger team get us to launch sooner?',
          answer:
            'Up to a point. A tight date makes the calculator suggest a larger team, and some work can run in parallel, such as the app and the admin area. But every extra person adds coordination, and at some point an MVP gets no faster however many people join. Cutting scope is usually the cheaper lever.',
        },
        {
          question: 'How do we use the result with investors or a board?',
          answer:
            'Share the link, or send the estimate to yourself as a summary. The breakdown shows what the first release contains and costs, and a second link can show the fuller product as release two. Together they answer the usual questions: what do we get, when, with which team, and what comes next?',
        },
        {
          question: 'How do we plan what comes after the first release?',
          answer:
            `The same way as the first: answer the questions again with the features you postponed, and you get duration, team and cost for release two. Many clients keep the same people as a dedicated growth team of ${figures.en.growthTeamPeople} people, at ${figures.en.growthTeamMonthly} a month, which can start on release two right after launch. Others hand the product over to their own developers, with documentation and a handover session from us. Either way, the code is yours.`,
        },
      ],
    },
    de: {
      action: 'Erstes Release planen',
      problem: {
        heading: 'Warum erste Releases wachsen, bis der Termin platzt',
        paragraphs: [
          'Die meisten MVP-Pläne beginnen als Funktionsliste, und Funktionslisten werden nur länger. Jeder einzelne Punkt wirkt klein, doch die Wochen verstecken sich in dem, was auf keiner Folie steht: Anmeldung und das Zurücksetzen von Passwörtern, Benutzerrollen, ein Adminbereich zum Korrigieren von Daten, Sonderfälle bei Zahlungen und Schnittstellen zu Systemen, die sich anders verhalten als dokumentiert.',
          'Eine erste Version hat genau eine Aufgabe: zu zeigen, ob Ihre Zielgruppe den Kern Ihres Produkts will. Dafür braucht es meist einen zentralen Nutzerweg für ein oder zwei Rollen, den nötigsten Adminbereich und eine Webanalyse, aus der Sie lernen. Warten kann fast alles andere: eine zweite Plattform, wenn das Web genügt, eigene Abrechnungslogik, wenn der Checkout eines Zahlungsanbieters reicht, fein abgestufte Berechtigungen, Empfehlungsfunktionen und KI, die nicht selbst das Produkt ist.',
          'Mehr Leute in der Entwicklung retten selten einen Termin, denn ab einer gewissen Teamgröße frisst die Abstimmung den Gewinn auf. Der verlässliche Weg zu einem früheren Start ist ein kleineres erstes Release mit einem klaren Plan für das zweite – und genau diesen Plan wollen auch Investoren, Beirat oder Vorstand sehen.',
        ],
      },
      offer: {
        heading: 'Wie der Rechner aus einer Funktionsliste einen Release-Plan macht',
        intro:
          'Zehn Fragen in zwei Abschnitten: „Projektgrundlagen“ erfasst Produktart, Projektstand, Zielgruppen, Design und den Druck auf Ihren Termin, „Technische Anforderungen“ erfasst Anmeldung, Zahlung, Schnittstellen, Administration sowie Daten, KI, Echtzeit und Compliance. Nach etwa drei Minuten erhalten Sie:',
        items: [
          {
            icon: 'clock',
            title: 'Eine Dauer in Wochen',
            text: 'Vom Projektbeginn bis zum Start, für genau den Umfang, den Sie beschrieben haben. Ändern Sie eine Antwort – streichen Sie etwa die zweite Plattform oder verschieben Sie die Zahlungsfunktion –, und Sie sehen, wie viele Wochen das spart.',
          },
          {
            icon: 'layers',
            title: 'Eine Aufschlüsselung nach Funktionsbereichen',
            text: 'Der Aufwand hinter jedem Bereich Ihres Produkts. Das ist Ihre Streichliste: Die großen Posten sind die ersten Kandidaten für Release zwei, über die kleinen lohnt selten eine Diskussion.',
          },
          {
            icon: 'team',
            title: 'Ein Team passend zum Termin',
            text: 'Die Rollen, die der Plan braucht, und wie das Team wächst, wenn der Termin eng ist. So können Sie abwägen, ob ein früherer Start das größere Team wert ist.',
          },
          {
            icon: 'globe',
            title: 'Ein Link pro Szenario',
            text: 'Ihre Antworten stecken im Link. Speichern Sie einen schlanken Start und ein umfangreicheres erstes Release als zwei Links und vergleichen Sie beide im Gründungsteam – oder legen Sie für jedes geplante Release einen eigenen Link an.',
          },
          {
            icon: 'chart',
            title: 'Zahlen für Investoren und Gremien',
            text: 'Dauer, Team und Aufschlüsselung zeigen, was das erste Release enthält und was das nächste hinzufügen würde – meist die erste Frage, die Investoren und Vorstände stellen.',
          },
          {
            icon: 'euro',
            title: 'Eine Kostenspanne zur Orientierung',
            text: 'Zu jedem Szenario gehört eine Kostenspanne in Euro, damit der geplante Umfang und das beantragte Budget zusammenpassen.',
          },
        ],
      },
      process: {
        heading: `Wie sich die ${figures.de.launcherWeeks} Wochen eines typischen Web-MVP verteilen`,
        intro:
          `So verteilen sich die Wochen bei einem Web- oder SaaS-Produkt in der Regel, am Beispiel unseres MVP Launchers: ${figures.de.launcherWeeks} Wochen vom ersten Workshop bis zum Start. Mobile Apps brauchen meist ${figures.de.mobileMvpWeeksShort} Wochen, Enterprise-MVPs vier bis sechs Monate.`,
        items: [
          {
            title: 'Umfang und Prototyp',
            duration: `${figures.de.launcherScopingWeeks} Wochen`,
            text: 'Workshops zu Zielgruppe und zentralem Nutzerweg, ein klickbarer Prototyp und eine schriftliche Liste dessen, was nicht dazugehört. Gekürzt wird hier, nicht in Woche neun.',
          },
          {
            title: 'Design und erster Durchstich',
            duration: '2 Wochen',
            text: 'Ansichten für den zentralen Nutzerweg, Pipelines und Umgebungen sowie ein schmaler, durchgängiger Ausschnitt des Produkts auf einem Testsystem.',
          },
          {
            title: 'Kernfunktionen',
            duration: '6 Wochen',
            text: 'Drei Sprints zu je zwei Wochen, jeder mit einer Demo. In dieser Phase entstehen Anmeldung, Rollen, Zahlung und Schnittstellen – deshalb dominieren sie die Aufschlüsselung.',
          },
          {
            title: 'Beta mit Testpersonen',
            duration: '1 Woche',
            text: 'Ausgewählte Testpersonen arbeiten mit dem Produkt, während wir beheben, was ihnen auffällt, Last und Sicherheit prüfen und die Dokumentation abschließen.',
          },
          {
            title: 'Produktivstart und Plan für Release zwei',
            duration: '1 Woche',
            text: 'Inbetriebnahme oder Einreichung in den App-Stores, Überwachung der ersten Tage und ein priorisiertes Backlog für das nächste Release, gestützt auf die tatsächliche Nutzung.',
          },
        ],
      },
      pricing: {
        heading: 'Budget für das erste Release und das danach',
        intro:
          'Ein Plan überzeugt eher, wenn jede Etappe ein Budget hat. Diese Spannen aus unseren eigenen Projekten sind die Bezugspunkte für jede Phase.',
        items: [
          {
            name: 'Konzeptphase mit klickbarem Prototyp',
            price: figures.de.discoveryPrice,
            text: `${figures.de.discoveryWeeks} Wochen, wenn der Umfang noch offen ist: Workshops, eine priorisierte Funktionsliste und ein Prototyp, den Sie zeigen können, bevor Sie sich für die Entwicklung entscheiden.`,
          },
          {
            name: 'Web- oder SaaS-MVP',
            price: figures.de.launcherPrice,
            text: `Das erste Release zum Festpreis mit unserem MVP Launcher: ${figures.de.launcherScopingWeeks} Wochen Zuschnitt, ${figures.de.launcherBuildWeeks} Wochen Entwicklung, Start nach ${figures.de.launcherWeeks} Wochen.`,
          },
          {
            name: 'Wachstumsteam nach dem Start, pro Monat',
            price: figures.de.growthTeamMonthly,
            text: `${figures.de.growthTeamPeople} Personen, die mit Release zwei und den folgenden weitermachen, zu ${figures.de.personMonth} pro Person und Monat. Bei Bedarf wächst das Team auf bis zu acht Personen.`,
          },
        ],
      },
      proof: {
        heading: 'Erste Releases, die klein genug blieben, um an den Start zu gehen',
        intro:
          `Der KYC-Verifizierungsprozess für einen B2B-SaaS-Anbieter ging nach ${figures.de.launcherWeeks} Wochen live – mit einem zentralen Nutzerweg und einer Prüfwarteschlange für Sonderfälle; die mittlere Prüfdauer sank von zwei Tagen auf sechs Minuten. Ein Produktions-Dashboard begann als ${figures.de.launcherWeeks}-wöchiges Pilotprojekt, inzwischen ist die OEE von 64 % auf 72 % gestiegen. Und die Angebote auf den Dankesseiten eines Onlinehändlers zeigen, wie schnell sich ein enger Umfang auszahlen kann: kein Eingriff in den Checkout, 4 % mehr Onlineumsatz im ersten Quartal.`,
        reviewsHeading: 'Was Kunden an unserer Planung schätzen',
        reviews:
          'Kunden loben am häufigsten, dass wir früh sagen, was nicht in ein Release passt – und welche Funktionen in Release zwei besser aufgehoben sind.',
      },
      faq: [
        {
          question: 'Welche Funktionen gehören in die erste Version?',
          answer:
            'Diejenigen, von denen Ihre zentrale Annahme abhängt, und die, ohne die niemand den Hauptnutzerweg abschließen kann. In der Praxis sind das Anmeldung, der Kernablauf für ein oder zwei Rollen, ein einfacher Adminbereich und Webanalyse. Wird eine Funktion erst bei Hunderten aktiver Nutzerinnen und Nutzer wichtig, gehört sie in Release zwei.',
        },
        {
          question: 'Was sollten wir weglassen?',
          answer:
            'Alles, was ein bestehender Dienst bereits gut erledigt – etwa eigene Abrechnungslogik, wenn der gehostete Checkout eines Zahlungsanbieters genügt, oder eine native App, wenn eine responsive Web-App dieselbe Zielgruppe erreicht. Auch Einstellungsseiten, umfangreiche Auswertungen und KI-Funktionen, die nicht den Kern des Produkts bilden, können warten. Was Sie weglassen, ist nicht gestrichen, sondern steht auf der Liste für Release zwei.',
        },
        {
          question: 'Wie verlässlich ist die genannte Dauer?',
          answer:
            `Sie ist eine Spanne, kein Versprechen, und beruht darauf, wie lange vergleichbare Arbeit in unseren Projekten gedauert hat. Verbindlich wird der Termin im Zuschnitt: Beim MVP Launcher erhalten Sie nach ${figures.de.launcherScopingWeeks} Wochen einen festen Starttermin zusammen mit dem Festpreis. Änderungen während der Entwicklung fangen wir auf, indem wir Funktionen ähnlicher Größe gegeneinander tauschen, sodass der Termin bestehen bleibt.`,
        },
        {
          question: 'Bringt uns ein größeres Team schneller zum Start?',
          answer:
            'Bis zu einem gewissen Punkt. Bei engem Termin schlägt der Rechner ein größeres Team vor, und manches lässt sich parallelisieren, etwa App und Adminbereich. Doch jede weitere Person erhöht den Abstimmungsaufwand, und irgendwann wird ein MVP nicht mehr schneller, egal wie viele Leute dazukommen. Den Umfang zu verkleinern ist meist der günstigere Hebel.',
        },
        {
          question: 'Wie nutzen wir das Ergebnis gegenüber Investoren oder dem Vorstand?',
          answer:
            'Teilen Sie den Link oder senden Sie sich die Schätzung als Zusammenfassung zu. Die Aufschlüsselung zeigt, was das erste Release enthält und kostet; ein zweiter Link kann das umfangreichere Produkt als Release zwei abbilden. Zusammen beantworten beide die üblichen Fragen: Was bekommen wir, wann, mit welchem Team, und was kommt danach?',
        },
        {
          question: 'Wie planen wir, was nach dem ersten Release kommt?',
          answer:
            `Genauso wie das erste: Beantworten Sie die Fragen ein zweites Mal mit den Funktionen, die Sie verschoben haben, und Sie erhalten Dauer, Team und Kosten für Release zwei. Viele Kunden behalten dafür dieselben Leute als dediziertes Wachstumsteam aus ${figures.de.growthTeamPeople} Personen zu ${figures.de.growthTeamMonthly} im Monat, das direkt nach dem Start mit Release zwei beginnen kann. Andere übergeben das Produkt an ihr eigenes Entwicklungsteam, mit Dokumentation und einem Übergabetermin mit uns. Der Code gehört in beiden Fällen Ihnen.`,
        },
      ],
    },
  },
};
