import { siteConfig } from '@/config/site';
import { retention } from '@/config/retention';
import { projectsDelivered, team } from '@/config/facts';
import { figures } from '@/content/figures';
import type { PageBody } from '@/content/sections';
import type { Localized } from '@/content/types';

export const careersBody: Localized<PageBody> = {
  en: {
    hero: {
      primary: { label: 'See open positions', href: '/careers', hash: 'open-positions' },
      secondary: { label: 'Code Camp for juniors', href: '/code-camp' },
    },
    sections: [
      {
        type: 'features',
        id: 'why-kovalent',
        heading: 'Why people work at Kovalent',
        intro:
          'Most of our colleagues joined for the projects and stayed for the way we work together. These are the reasons they give most often.',
        items: [
          {
            icon: 'rocket',
            title: 'Software that goes live',
            text: `We have delivered more than ${projectsDelivered} projects since ${siteConfig.foundingYear}, from Spryker shops and Adobe Experience Manager platforms to mobile apps and internal tools. What you build is used every day, not archived after a pitch.`,
          },
          {
            icon: 'chat',
            title: 'Direct contact with clients',
            text: 'There are no account managers between you and the people you build for. Engineers and designers present their work in the demo at the end of every two-week sprint and talk to the client’s product owner directly.',
          },
          {
            icon: 'clock',
            title: 'Projects that last',
            text: `Clients stay with us for ${figures.en.clientTenure} years on average. You get to know a domain properly and live with your architecture decisions, instead of handing a half-finished system over after three months.`,
          },
          {
            icon: 'team',
            title: 'Colleagues who teach',
            text: `Our ${team.engineering} engineers and ${team.design} designers review every pull request and every design file. Internal guilds for Go, frontend and e-commerce meet every two weeks to share what worked on their projects and what did not.`,
          },
          {
            icon: 'heart',
            title: 'Run by its founders',
            text: `Lena Hartmann and Daniel Okafor founded Kovalent in ${siteConfig.foundingYear} and still run it as managing directors. There are no outside investors, so decisions are made by people who know the teams and the projects.`,
          },
          {
            icon: 'globe',
            title: 'English and German at work',
            text: 'Every project runs in English or German, depending on the client, and everyone on the team speaks English. You do not need German to join; if you want to learn it, we pay for the course.',
          },
        ],
      },
      {
        type: 'features',
        id: 'benefits',
        heading: 'What we offer',
        items: [
          {
            icon: 'euro',
            title: 'Transparent salaries',
            text: 'Every role has a salary range, and we publish it in each job posting below. We review salaries once a year against the range and your growth, without you having to ask.',
          },
          {
            icon: 'clock',
            title: '30 days of holiday',
            text: 'Thirty days of paid holiday, plus 24 and 31 December off. Outside core hours from 10:00 to 16:00 you organise your working day yourself.',
          },
          {
            icon: 'globe',
            title: 'Hybrid and remote within Germany',
            text: 'Work from our offices in Berlin and Leipzig or from home. Many roles are open to colleagues anywhere in Germany; each posting says whether that applies.',
          },
          {
            icon: 'book',
            title: '€1,500 learning budget',
            text: 'Every year you get €1,500 and five paid learning days for conferences, courses, books or certifications, such as Spryker, AWS or accessibility certificates.',
          },
          {
            icon: 'heart',
            title: 'Pension and health',
            text: 'We add 20% on top of what you pay into your company pension and subsidise a sports membership. Our office chairs and desks are adjustable, and we pay for a proper setup at home too.',
          },
          {
            icon: 'mobile',
            title: 'Hardware and travel',
            text: 'Choose your own laptop with macOS or Linux and the phone you test on. Colleagues who come to the office get a Deutschlandticket paid by us.',
          },
        ],
      },
      {
        type: 'jobs',
        id: 'open-positions',
        heading: 'Open positions',
        intro:
          `Every posting names the salary range, the office the role belongs to and whether you can work remotely within Germany. Apply with the form under the posting: your CV as a PDF and, if you have them, links to your code or portfolio; a cover letter is optional. For an open application, write to ${siteConfig.careersEmail}. We answer every application within five business days.`,
      },
      {
        type: 'process',
        id: 'hiring-process',
        heading: 'How our hiring process works',
        intro:
          'From application to offer usually takes about three weeks. We do not use personality tests or unpaid take-home projects that eat your weekend.',
        steps: [
          {
            title: 'Application review',
            duration: 'Within 5 business days',
            text: 'The hiring lead of the team you applied to reads your application personally. You hear from us either way, and if it is a no, we tell you why.',
          },
          {
            title: 'Introductory call',
            duration: '30 minutes',
            text: 'A video call with the hiring lead about your experience, what you are looking for and what the role really involves. Bring your questions about salary, projects and remote work.',
          },
          {
            title: 'Technical interview',
            duration: '90 minutes',
            text: 'Two engineers from the team talk through code you have written or a realistic problem from one of our projects. Designers walk us through a case from their portfolio. We want to see how you think, not whether you know trivia by heart.',
          },
          {
            title: 'Meet the team',
            duration: '2 hours',
            text: 'You visit the Berlin or Leipzig office, or meet us by video, and spend time with your future teammates and with Lena Hartmann or Daniel Okafor, our managing directors. This is as much your interview of us as ours of you.',
          },
          {
            title: 'Offer',
            duration: 'Within 3 business days',
            text: 'You receive a written offer with salary, start date and the team you will join. We are happy to wait while you think it over or talk to other companies.',
          },
        ],
      },
      {
        type: 'links',
        id: 'learn-more',
        heading: 'Get to know us better',
        intro:
          'Starting out as a developer? Code Camp is our paid six-month trainee programme. You can also read how our project teams work day to day and who we are.',
        items: ['/code-camp', '/how-we-work', '/about'],
      },
      {
        type: 'faq',
        id: 'faq',
        heading: 'Questions about working at Kovalent',
        items: [
          {
            question: 'Do I need to speak German?',
            answer:
              'For most engineering and design roles, no. About half of our projects run in English, and internal meetings switch to English as soon as one person prefers it. Some client-facing roles, such as engineering manager, require German, and the job posting says so.',
          },
          {
            question: 'Can I work fully remotely?',
            answer:
              'Many roles are open to colleagues anywhere in Germany, and each posting states whether remote work is possible. For employment and tax reasons we can only hire people who live in Germany. Remote colleagues meet the team in Berlin or Leipzig about once a quarter, and we cover the travel.',
          },
          {
            question: 'Do you support visas and relocation?',
            answer:
              'For experienced engineering roles we support applications for the EU Blue Card and help with the paperwork at the immigration office. We contribute to relocation costs for candidates who move to Berlin or Leipzig from abroad. Please mention in your application if you need a visa, so we can plan the timeline with you.',
          },
          {
            question: 'How do you decide on my salary?',
            answer:
              'Each role has a published salary range, and we place you within it based on the interviews, your experience and the salaries of colleagues at a similar level. We do not reward hard negotiating, so two people doing the same job at the same level earn the same.',
          },
          {
            question: 'I do not see a matching role. Can I still apply?',
            answer:
              `Yes. Send an open application to ${siteConfig.careersEmail} and tell us what you would like to work on. If you agree, we keep it in our talent pool and contact you when a suitable role opens; otherwise we delete it ${retention.applicationMonths} months after we have answered you, as our privacy policy explains.`,
          },
        ],
      },
      {
        type: 'cta',
        id: 'questions',
        heading: 'Questions before you apply?',
        text: 'Not sure whether a role fits, or want to know more about a team before you send your CV? Get in touch and one of our hiring leads will answer personally.',
        primary: { label: 'Contact us', href: '/contact' },
        secondary: { label: 'See open positions', href: '/careers', hash: 'open-positions' },
      },
    ],
  },
  de: {
    hero: {
      primary: { label: 'Offene Stellen ansehen', href: '/careers', hash: 'open-positions' },
      secondary: { label: 'Code Camp für den Einstieg', href: '/code-camp' },
    },
    sections: [
      {
        type: 'features',
        id: 'why-kovalent',
        heading: 'Warum Menschen bei Kovalent arbeiten',
        intro:
          'Die meisten Kolleginnen und Kollegen sind wegen der Projekte gekommen und wegen der Zusammenarbeit geblieben. Diese Gründe nennen sie am häufigsten.',
        items: [
          {
            icon: 'rocket',
            title: 'Software, die in Betrieb geht',
            text: `Seit ${siteConfig.foundingYear} haben wir über ${projectsDelivered} Projekte umgesetzt, von Spryker-Shops und Plattformen auf Adobe Experience Manager bis zu mobilen Apps und internen Werkzeugen. Was Sie bauen, wird im Alltag genutzt – und verschwindet nicht nach einem Pitch in der Schublade.`,
          },
          {
            icon: 'chat',
            title: 'Direkter Draht zum Kunden',
            text: 'Zwischen Ihnen und den Menschen, für die Sie bauen, steht kein Account-Management. Entwicklung und Design stellen ihre Arbeit am Ende jedes zweiwöchigen Sprints selbst in der Demo vor und sprechen direkt mit dem Product Owner des Kunden.',
          },
          {
            icon: 'clock',
            title: 'Projekte mit langem Atem',
            text: `Unsere Kunden bleiben im Schnitt ${figures.de.clientTenure} Jahre bei uns. Sie lernen eine Branche wirklich kennen und tragen die Folgen Ihrer Architekturentscheidungen selbst, statt ein halbfertiges System nach drei Monaten abzugeben.`,
          },
          {
            icon: 'team',
            title: 'Ein Team, das sein Wissen teilt',
            text: `Unsere ${team.engineering} Entwicklerinnen und Entwickler sowie ${team.design} Designerinnen und Designer prüfen jeden Pull-Request und jede Designdatei. Interne Gilden für Go, Frontend und E-Commerce treffen sich alle zwei Wochen und teilen, was in ihren Projekten funktioniert hat und was nicht.`,
          },
          {
            icon: 'heart',
            title: 'Vom Gründungsteam geführt',
            text: `Lena Hartmann und Daniel Okafor haben Kovalent ${siteConfig.foundingYear} gegründet und leiten das Unternehmen bis heute gemeinsam als Geschäftsführerin und Geschäftsführer. Beteiligungen von außen gibt es nicht – Entscheidungen treffen Menschen, die die Teams und Projekte kennen.`,
          },
          {
            icon: 'globe',
            title: 'Deutsch und Englisch im Alltag',
            text: 'Jedes Projekt läuft je nach Kunde auf Deutsch oder Englisch, und im ganzen Team wird Englisch gesprochen. Für den Einstieg brauchen Sie kein Deutsch; wenn Sie es lernen möchten, bezahlen wir den Kurs.',
          },
        ],
      },
      {
        type: 'features',
        id: 'benefits',
        heading: 'Was wir Ihnen bieten',
        items: [
          {
            icon: 'euro',
            title: 'Transparente Gehälter',
            text: 'Für jede Stelle gibt es ein festes Gehaltsband, das wir in der jeweiligen Stellenanzeige weiter unten veröffentlichen. Einmal im Jahr überprüfen wir Ihr Gehalt anhand des Gehaltsbands und Ihrer Entwicklung, ohne dass Sie danach fragen müssen.',
          },
          {
            icon: 'clock',
            title: '30 Tage Urlaub',
            text: 'Dreißig bezahlte Urlaubstage, dazu sind der 24. und 31. Dezember frei. Außerhalb der Kernarbeitszeit von 10:00 bis 16:00 Uhr gestalten Sie Ihren Arbeitstag selbst.',
          },
          {
            icon: 'globe',
            title: 'Hybrid und remote in Deutschland',
            text: 'Arbeiten Sie in unseren Büros in Berlin und Leipzig oder von zu Hause. Viele Stellen stehen Kolleginnen und Kollegen in ganz Deutschland offen; in jeder Anzeige steht, ob das für die Stelle gilt.',
          },
          {
            icon: 'book',
            title: '1.500 € Weiterbildungsbudget',
            text: 'Jedes Jahr erhalten Sie 1.500 € und fünf bezahlte Lerntage für Konferenzen, Kurse, Fachbücher oder Zertifizierungen, etwa für Spryker, AWS oder Barrierefreiheit.',
          },
          {
            icon: 'heart',
            title: 'Vorsorge und Gesundheit',
            text: 'Wir zahlen 20 % zusätzlich auf Ihre Beiträge zur betrieblichen Altersvorsorge und bezuschussen eine Sportmitgliedschaft. Tische und Stühle im Büro sind höhenverstellbar, und auch für einen guten Arbeitsplatz zu Hause kommen wir auf.',
          },
          {
            icon: 'mobile',
            title: 'Hardware und Mobilität',
            text: 'Sie wählen Ihren Laptop mit macOS oder Linux und das Smartphone, auf dem Sie testen. Wer ins Büro kommt, bekommt von uns ein Deutschlandticket.',
          },
        ],
      },
      {
        type: 'jobs',
        id: 'open-positions',
        heading: 'Offene Stellen',
        intro:
          `Jede Anzeige nennt das Gehaltsband, das Büro, zu dem die Stelle gehört, und ob Sie von überall in Deutschland arbeiten können. Bewerben Sie sich über das Formular unter der Anzeige: mit Lebenslauf als PDF und, falls vorhanden, Links zu Code oder Portfolio; ein Anschreiben ist freiwillig. Eine Initiativbewerbung schicken Sie an ${siteConfig.careersEmail}. Auf jede Bewerbung antworten wir innerhalb von fünf Werktagen.`,
      },
      {
        type: 'process',
        id: 'hiring-process',
        heading: 'So läuft unser Bewerbungsprozess',
        intro:
          'Von der Bewerbung bis zum Angebot vergehen in der Regel etwa drei Wochen. Persönlichkeitstests oder unbezahlte Probeprojekte, die Ihr Wochenende kosten, gibt es bei uns nicht.',
        steps: [
          {
            title: 'Sichtung der Bewerbung',
            duration: 'Innerhalb von 5 Werktagen',
            text: 'Die Teamleitung, bei der Sie sich bewerben, liest Ihre Unterlagen persönlich. Sie hören in jedem Fall von uns – und bei einer Absage sagen wir Ihnen, warum.',
          },
          {
            title: 'Kennenlerngespräch',
            duration: '30 Minuten',
            text: 'Ein Videogespräch mit der Teamleitung über Ihre Erfahrung, Ihre Erwartungen und das, was die Stelle tatsächlich ausmacht. Fragen zu Gehalt, Projekten und Remote-Arbeit sind ausdrücklich willkommen.',
          },
          {
            title: 'Fachgespräch',
            duration: '90 Minuten',
            text: 'Zwei Personen aus dem Entwicklungsteam sprechen mit Ihnen über Code, den Sie geschrieben haben, oder über ein realistisches Problem aus einem unserer Projekte. Designerinnen und Designer stellen uns ein Projekt aus ihrem Portfolio vor. Uns interessiert, wie Sie denken, nicht auswendig gelerntes Detailwissen.',
          },
          {
            title: 'Das Team kennenlernen',
            duration: '2 Stunden',
            text: 'Sie besuchen uns im Büro in Berlin oder Leipzig oder treffen uns per Video und verbringen Zeit mit Ihrem künftigen Team sowie mit Lena Hartmann oder Daniel Okafor aus der Geschäftsführung. Dabei prüfen Sie uns genauso wie wir Sie.',
          },
          {
            title: 'Angebot',
            duration: 'Innerhalb von 3 Werktagen',
            text: 'Sie erhalten ein schriftliches Angebot mit Gehalt, Starttermin und dem Team, in dem Sie arbeiten werden. Wenn Sie Bedenkzeit brauchen oder noch mit anderen Unternehmen sprechen, warten wir gern.',
          },
        ],
      },
      {
        type: 'links',
        id: 'learn-more',
        heading: 'Lernen Sie uns besser kennen',
        intro:
          'Sie stehen am Anfang Ihrer Laufbahn? Das Code Camp ist unser bezahltes sechsmonatiges Traineeprogramm. Außerdem erfahren Sie hier, wie unsere Projektteams im Alltag arbeiten und wer wir sind.',
        items: ['/code-camp', '/how-we-work', '/about'],
      },
      {
        type: 'faq',
        id: 'faq',
        heading: 'Fragen zur Arbeit bei Kovalent',
        items: [
          {
            question: 'Muss ich Deutsch sprechen?',
            answer:
              'Für die meisten Stellen in Entwicklung und Design nicht. Etwa die Hälfte unserer Projekte läuft auf Englisch, und interne Besprechungen wechseln ins Englische, sobald es jemandem lieber ist. Einige Rollen mit viel Kundenkontakt, etwa im Engineering Management, setzen Deutsch voraus – das steht dann in der Anzeige.',
          },
          {
            question: 'Kann ich vollständig remote arbeiten?',
            answer:
              'Viele Stellen stehen Kolleginnen und Kollegen in ganz Deutschland offen, und jede Anzeige sagt, ob Remote-Arbeit möglich ist. Aus arbeits- und steuerrechtlichen Gründen können wir nur Menschen mit Wohnsitz in Deutschland einstellen. Wer remote arbeitet, trifft das Team etwa einmal im Quartal in Berlin oder Leipzig; die Reisekosten übernehmen wir.',
          },
          {
            question: 'Unterstützen Sie bei Visum und Umzug?',
            answer:
              'Bei Stellen für erfahrene Entwicklerinnen und Entwickler unterstützen wir den Antrag auf eine Blaue Karte EU und helfen bei den Formalitäten mit der Ausländerbehörde. Wer aus dem Ausland nach Berlin oder Leipzig zieht, bekommt einen Zuschuss zu den Umzugskosten. Erwähnen Sie in Ihrer Bewerbung bitte, ob Sie ein Visum benötigen, damit wir den zeitlichen Ablauf gemeinsam planen können.',
          },
          {
            question: 'Wie legen Sie mein Gehalt fest?',
            answer:
              'Jede Rolle hat ein veröffentlichtes Gehaltsband. Wo Sie darin einsteigen, richtet sich nach den Gesprächen, Ihrer Erfahrung und den Gehältern von Kolleginnen und Kollegen auf vergleichbarem Niveau. Geschicktes Verhandeln belohnen wir nicht: Wer dieselbe Arbeit auf derselben Stufe macht, verdient dasselbe.',
          },
          {
            question: 'Ich finde keine passende Stelle. Kann ich mich trotzdem bewerben?',
            answer:
              `Ja. Schicken Sie eine Initiativbewerbung an ${siteConfig.careersEmail} und schreiben Sie uns, woran Sie gern arbeiten würden. Wenn Sie einverstanden sind, nehmen wir sie in unseren Talentpool auf und melden uns, sobald eine passende Stelle frei wird; andernfalls löschen wir sie ${retention.applicationMonths} Monate nach unserer Antwort, wie in unserer Datenschutzerklärung beschrieben.`,
          },
        ],
      },
      {
        type: 'cta',
        id: 'questions',
        heading: 'Noch Fragen vor der Bewerbung?',
        text: 'Sie sind unsicher, ob eine Stelle zu Ihnen passt, oder möchten mehr über ein Team wissen, bevor Sie Ihren Lebenslauf schicken? Schreiben Sie uns – eine unserer Teamleitungen antwortet Ihnen persönlich.',
        primary: { label: 'Kontakt aufnehmen', href: '/contact' },
        secondary: { label: 'Offene Stellen ansehen', href: '/careers', hash: 'open-positions' },
      },
    ],
  },
};
