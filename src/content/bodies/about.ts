import { siteConfig } from '@/config/site';
import { codeCamp, headcount, projectsDelivered, team } from '@/config/facts';
import { figures } from '@/content/figures';
import type { PageBody } from '@/content/sections';
import type { Localized } from '@/content/types';

export const aboutBody: Localized<PageBody> = {
  en: {
    sections: [
      {
        type: 'prose',
        id: 'our-story',
        heading: 'Our story',
        paragraphs: [
          'Lena Hartmann and Daniel Okafor met on opposite sides of the same problem. Lena had spent years buying software projects from agencies for an online retailer; Daniel had spent years building them inside one. Both had seen the same pattern again and again: senior people in the pitch and juniors on the project, months of specifications before anyone saw a running product, and clients who could not leave because the code and the servers belonged to the agency.',
          `In ${siteConfig.foundingYear} they founded Kovalent Software in Berlin to run projects differently. From the first client onwards, three rules applied: show working software every two weeks, keep the code in the client’s repositories from day one, and let clients talk directly to the people who build their product. Our first projects were MVPs and mobile apps for Berlin startups, built by a team that fitted around one table.`,
          `Many of those startups grew, and they stayed with us. Mid-sized companies and enterprises followed, with larger platforms: online shops on Spryker, websites on Adobe Experience Manager, document systems and production dashboards for industry. In ${codeCamp.firstCohort.slice(0, 4)} we started Code Camp to train junior developers ourselves. Along the way we opened a second office in Leipzig and launched Event Store, our own shop product for event organisers.`,
          `Today Kovalent is ${headcount} people: ${team.engineering} engineers, ${team.design} designers, ${team.productAndDelivery} in product and delivery and ${team.operations} in people, finance and IT, with more than ${projectsDelivered} projects behind us. Lena and Daniel still lead the company as managing directors, and the three rules from ${siteConfig.foundingYear} still decide how every project runs.`,
        ],
      },
      {
        type: 'stats',
        id: 'in-numbers',
        heading: 'Kovalent in numbers',
        items: [
          { value: `${siteConfig.foundingYear}`, label: 'founded in Berlin' },
          { value: String(headcount), label: 'people in Berlin and Leipzig' },
          { value: String(team.engineering), label: 'software engineers' },
          { value: `${projectsDelivered}+`, label: 'projects delivered' },
          { value: '4.8', label: 'average rating from 115 client reviews' },
          { value: `${figures.en.clientTenure} years`, label: 'average client partnership' },
        ],
      },
      {
        type: 'features',
        id: 'values',
        heading: 'What we value',
        intro:
          'Values only count if they show up on an ordinary Tuesday. These are the ones our clients notice in everyday project work.',
        items: [
          {
            icon: 'check',
            title: 'Progress you can click, not reports',
            text: 'Progress is what runs in your test environment, not what a slide claims. That is why every two-week sprint ends with a demo, and why we would rather show an unfinished feature than describe a finished one.',
          },
          {
            icon: 'chat',
            title: 'Bad news early',
            text: 'When an estimate slips or an idea turns out more expensive than expected, you hear it the day we know, together with options. Clients forgive a problem raised early; nobody forgives a surprise in week twelve.',
          },
          {
            icon: 'code',
            title: 'Your product, your code',
            text: 'Source code, infrastructure and documentation belong to you, not to us. We want clients to stay because the work is good, not because leaving would be painful.',
          },
          {
            icon: 'shield',
            title: 'Quality is part of the job',
            text: 'Every change is reviewed by a second engineer and covered by automated tests before it is merged. Nobody asks for permission to write tests, and nobody has to argue for time to fix what they broke.',
          },
          {
            icon: 'book',
            title: 'Learn and teach',
            text: 'Seniors mentor juniors, teams share what they learn in internal talks, and Code Camp trains the next generation of developers. Knowledge that stays in one head is a risk for the team and for your project.',
          },
          {
            icon: 'heart',
            title: 'A pace people can keep',
            text: 'We plan projects for normal working hours, not for heroics. People who are not exhausted make fewer mistakes and stay longer, which means you keep the same faces on your project year after year.',
          },
        ],
      },
      {
        type: 'team',
        id: 'leadership',
        heading: 'Leadership',
        intro:
          'The founders still run the company, together with four heads who lead design, delivery, engineering and our people. You will meet most of them in the course of a project.',
        members: [
          {
            name: 'Lena Hartmann',
            role: 'Co-founder and CEO',
            bio: 'Lena spent eight years in e-commerce, most recently leading digital product at an online retailer, before founding Kovalent. She is responsible for strategy and client partnerships and still joins the first conversation for many new projects.',
          },
          {
            name: 'Daniel Okafor',
            role: 'Co-founder and CTO',
            bio: 'Daniel worked as a backend engineer and architect at a Berlin agency for nine years. He sets Kovalent’s technical direction, reviews the architecture of every new project and still writes Go when a problem interests him.',
          },
          {
            name: 'Marta Kowalczyk',
            role: 'Head of Design',
            bio: `Marta leads our ${team.design} designers and is responsible for user research, UX and the design systems we build for clients. She joined in 2017 after several years in product design for mobile banking apps.`,
          },
          {
            name: 'Jan-Erik Vogt',
            role: 'Head of Delivery',
            bio: 'Jan-Erik leads the product and delivery team that keeps projects on scope, on budget and on a two-week rhythm. He is the person clients call when they need a decision on priorities or team size quickly.',
          },
          {
            name: 'Aylin Demir',
            role: 'Head of Engineering',
            bio: `Aylin joined as one of our first developers in 2016 and now leads our ${team.engineering} engineers. She owns hiring, engineering standards and code review practice, and she still mentors Code Camp trainees herself.`,
          },
          {
            name: 'Felix Brandt',
            role: 'Head of People',
            bio: 'Felix looks after recruiting, onboarding and career development at both offices. He runs the selection for each Code Camp cohort and makes sure every trainee has a mentor assigned before they start.',
          },
        ],
      },
      {
        type: 'locations',
        id: 'offices',
        heading: 'Our offices',
        intro: 'We work from two offices, about an hour apart by train, and meet clients on site wherever the project needs it.',
        items: [
          {
            city: 'Berlin',
            address: 'Schlesische Straße 27, 10997 Berlin',
            text: 'Our head office in Kreuzberg is home to most of our teams, the Code Camp and the workshop rooms where many client projects begin.',
          },
          {
            city: 'Leipzig',
            address: 'Karl-Liebknecht-Straße 9, 04107 Leipzig',
            text: 'Our Leipzig office, a short walk from the city centre, brings together engineers and designers who work on the same client projects as their Berlin colleagues.',
          },
        ],
      },
      {
        type: 'testimonial',
        id: 'testimonial',
        quote:
          'What convinced us was not the pitch but the second year. The engineers who built our document platform are still working on it, they know our ERP better than some of our own staff, and they tell us openly when an idea is not worth the money.',
        author: 'Head of IT',
        role: 'Engineering company, Austria',
      },
      {
        type: 'links',
        id: 'join-us',
        heading: 'Join us',
        intro:
          `We hire engineers, designers and product managers for both offices, and every March and September we welcome a new Code Camp cohort of ${codeCamp.cohortSize} junior developers. If you want to build software that is used every day, with colleagues who take the craft seriously, start here.`,
        items: ['/careers', '/code-camp'],
      },
      {
        type: 'cta',
        id: 'contact',
        heading: 'Let’s get to know each other',
        text: 'Tell us what you are working on. We reply within one business day and are happy to meet you in Berlin, in Leipzig or on a video call.',
        primary: { label: 'Contact us', href: '/contact' },
        secondary: { label: 'See how we work', href: '/how-we-work' },
      },
    ],
  },
  de: {
    sections: [
      {
        type: 'prose',
        id: 'our-story',
        heading: 'Unsere Geschichte',
        paragraphs: [
          'Lena Hartmann und Daniel Okafor kannten dasselbe Problem von zwei Seiten. Lena hatte jahrelang für einen Onlinehändler Softwareprojekte bei Agenturen eingekauft, Daniel hatte solche Projekte jahrelang in einer Agentur umgesetzt. Beide erlebten immer wieder dasselbe Muster: Im Pitch saßen die erfahrenen Leute, im Projekt arbeitete der Nachwuchs. Monatelang wurden Pflichtenhefte geschrieben, bevor irgendjemand ein laufendes Produkt zu sehen bekam. Und wer wechseln wollte, konnte es nicht, weil Code und Server der Agentur gehörten.',
          `${siteConfig.foundingYear} gründeten die beiden in Berlin Kovalent Software, um Projekte anders zu führen. Vom ersten Kunden an galten drei Regeln: alle zwei Wochen lauffähige Software zeigen, den Code vom ersten Tag an in den Repositorys des Kunden halten und Kunden direkt mit den Menschen sprechen lassen, die ihr Produkt bauen. Unsere ersten Projekte waren MVPs und mobile Apps für Berliner Start-ups, entwickelt von einem Team, das an einen Tisch passte.`,
          `Viele dieser Start-ups sind gewachsen – und bei uns geblieben. Es folgten mittelständische Unternehmen und Konzerne mit größeren Plattformen: Onlineshops auf Spryker, Websites auf Adobe Experience Manager, Dokumentenmanagementsysteme und Produktions-Dashboards für die Industrie. ${codeCamp.firstCohort.slice(0, 4)} haben wir das Code Camp gestartet, um Nachwuchs für die Softwareentwicklung selbst auszubilden. Im Lauf der Jahre kamen ein zweites Büro in Leipzig und mit Event Store ein eigenes Shop-Produkt für Veranstalter hinzu.`,
          `Heute arbeiten bei Kovalent ${headcount} Menschen: ${team.engineering} in der Entwicklung, ${team.design} im Design, ${team.productAndDelivery} in Produktmanagement und Projektsteuerung und ${team.operations} in Personal, Finanzen und IT, mit mehr als ${projectsDelivered} abgeschlossenen Projekten. Lena und Daniel führen das Unternehmen weiterhin gemeinsam als Geschäftsführerin und Geschäftsführer, und die drei Regeln von ${siteConfig.foundingYear} bestimmen bis heute, wie jedes Projekt läuft.`,
        ],
      },
      {
        type: 'stats',
        id: 'in-numbers',
        heading: 'Kovalent in Zahlen',
        items: [
          { value: `${siteConfig.foundingYear}`, label: 'in Berlin gegründet' },
          { value: String(headcount), label: 'Menschen in Berlin und Leipzig' },
          { value: String(team.engineering), label: 'Softwareentwicklerinnen und -entwickler' },
          { value: `${projectsDelivered}+`, label: 'abgeschlossene Projekte' },
          { value: '4,8', label: 'Sterne im Schnitt aus 115 Kundenbewertungen' },
          { value: `${figures.de.clientTenure} Jahre`, label: 'durchschnittliche Dauer einer Kundenbeziehung' },
        ],
      },
      {
        type: 'features',
        id: 'values',
        heading: 'Was uns wichtig ist',
        intro:
          'Werte zählen nur, wenn man sie im Projektalltag spürt. Diese sechs fallen unseren Kunden in der täglichen Zusammenarbeit am meisten auf.',
        items: [
          {
            icon: 'check',
            title: 'Fortschritt zum Anklicken statt Berichte',
            text: 'Fortschritt ist, was in Ihrer Testumgebung läuft, nicht, was auf einer Folie steht. Deshalb endet jeder zweiwöchige Sprint mit einer Demo, und deshalb zeigen wir lieber eine halbfertige Funktion, als eine fertige nur zu beschreiben.',
          },
          {
            icon: 'chat',
            title: 'Schlechte Nachrichten früh',
            text: 'Verschiebt sich eine Schätzung oder wird eine Idee teurer als gedacht, erfahren Sie es an dem Tag, an dem wir es wissen – zusammen mit Lösungsvorschlägen. Ein früh angesprochenes Problem verzeihen Kunden, eine Überraschung in Woche zwölf verzeiht niemand.',
          },
          {
            icon: 'code',
            title: 'Ihr Produkt, Ihr Code',
            text: 'Quellcode, Infrastruktur und Dokumentation gehören Ihnen, nicht uns. Kunden sollen bei uns bleiben, weil die Arbeit gut ist – nicht, weil ein Wechsel wehtun würde.',
          },
          {
            icon: 'shield',
            title: 'Qualität gehört zur Arbeit',
            text: 'Jede Änderung wird von einer zweiten Entwicklerin oder einem zweiten Entwickler geprüft und durch automatisierte Tests abgesichert, bevor sie in den Hauptzweig einfließt. Niemand muss um Erlaubnis bitten, um Tests zu schreiben, und niemand muss um Zeit kämpfen, um eigene Fehler zu beheben.',
          },
          {
            icon: 'book',
            title: 'Lernen und weitergeben',
            text: 'Erfahrene Fachleute betreuen den Nachwuchs, Teams teilen ihr Wissen in internen Vorträgen, und im Code Camp bilden wir die nächste Generation aus. Wissen, das nur in einem Kopf steckt, ist ein Risiko für das Team und für Ihr Projekt.',
          },
          {
            icon: 'heart',
            title: 'Ein Tempo, das man halten kann',
            text: 'Wir planen Projekte mit normalen Arbeitszeiten, nicht mit Nachtschichten und Wochenendeinsätzen. Wer nicht erschöpft ist, macht weniger Fehler und bleibt länger – so sehen Sie in Ihrem Projekt Jahr für Jahr dieselben Gesichter.',
          },
        ],
      },
      {
        type: 'team',
        id: 'leadership',
        heading: 'Geschäftsführung und Bereichsleitung',
        intro:
          'Das Gründungsteam führt das Unternehmen bis heute, gemeinsam mit vier Bereichsleitungen für Design, Projektsteuerung, Entwicklung und Personal. Die meisten von ihnen lernen Sie im Laufe eines Projekts persönlich kennen.',
        members: [
          {
            name: 'Lena Hartmann',
            role: 'Mitgründerin und Geschäftsführerin (CEO)',
            bio: 'Lena war acht Jahre im E-Commerce tätig, zuletzt als Leiterin Digitalprodukte bei einem Onlinehändler, bevor sie Kovalent gründete. Sie verantwortet Strategie und Kundenpartnerschaften und ist bei vielen neuen Projekten noch immer im ersten Gespräch dabei.',
          },
          {
            name: 'Daniel Okafor',
            role: 'Mitgründer und Geschäftsführer (CTO)',
            bio: 'Daniel arbeitete neun Jahre als Backend-Entwickler und Architekt in einer Berliner Agentur. Er gibt die technische Richtung von Kovalent vor, prüft die Architektur jedes neuen Projekts und schreibt selbst noch Go, wenn ihn ein Problem reizt.',
          },
          {
            name: 'Marta Kowalczyk',
            role: 'Leiterin Design',
            bio: `Marta leitet unsere ${team.design} Designerinnen und Designer und verantwortet Nutzerforschung, UX und die Designsysteme, die wir für Kunden entwickeln. Sie kam 2017 nach mehreren Jahren im Produktdesign für Mobile-Banking-Apps zu uns.`,
          },
          {
            name: 'Jan-Erik Vogt',
            role: 'Leiter Projektsteuerung',
            bio: 'Jan-Erik leitet das Team aus Produktmanagement und Projektsteuerung, das Umfang, Budget und den Zwei-Wochen-Rhythmus aller Projekte im Blick behält. Ihn rufen Kunden an, wenn sie schnell eine Entscheidung zu Prioritäten oder Teamgröße brauchen.',
          },
          {
            name: 'Aylin Demir',
            role: 'Leiterin Entwicklung',
            bio: `Aylin kam 2016 als eine unserer ersten Entwicklerinnen zu Kovalent und leitet heute unsere ${team.engineering} Entwicklerinnen und Entwickler. Sie verantwortet Recruiting, technische Standards und Code-Reviews und betreut bis heute selbst Trainees aus dem Code Camp.`,
          },
          {
            name: 'Felix Brandt',
            role: 'Leiter Personal',
            bio: 'Felix kümmert sich an beiden Standorten um Recruiting, Einarbeitung und Karriereentwicklung. Er leitet die Auswahl für jeden Code-Camp-Jahrgang und sorgt dafür, dass allen Trainees schon vor dem Start eine Mentorin oder ein Mentor zugeteilt ist.',
          },
        ],
      },
      {
        type: 'locations',
        id: 'offices',
        heading: 'Unsere Büros',
        intro:
          'Wir arbeiten an zwei Standorten, mit dem Zug rund eine Stunde voneinander entfernt, und kommen zu unseren Kunden, wann immer das Projekt es erfordert.',
        items: [
          {
            city: 'Berlin',
            address: 'Schlesische Straße 27, 10997 Berlin',
            text: 'In unserem Hauptsitz in Kreuzberg arbeiten die meisten unserer Teams und das Code Camp, und in seinen Workshopräumen beginnen viele Kundenprojekte.',
          },
          {
            city: 'Leipzig',
            address: 'Karl-Liebknecht-Straße 9, 04107 Leipzig',
            text: 'In unserem Leipziger Büro, wenige Gehminuten von der Innenstadt entfernt, arbeiten Fachleute aus Entwicklung und Design an denselben Kundenprojekten wie ihre Berliner Kolleginnen und Kollegen.',
          },
        ],
      },
      {
        type: 'testimonial',
        id: 'testimonial',
        quote:
          'Überzeugt hat uns nicht der Pitch, sondern das zweite Jahr. Das Entwicklungsteam, das unsere Dokumentenplattform gebaut hat, arbeitet bis heute daran, kennt unser ERP besser als manche unserer eigenen Leute und sagt uns offen, wenn sich eine Idee nicht lohnt.',
        author: 'Leiter IT',
        role: 'Ingenieurunternehmen, Österreich',
      },
      {
        type: 'links',
        id: 'join-us',
        heading: 'Arbeiten bei Kovalent',
        intro:
          `Wir stellen an beiden Standorten Menschen für Entwicklung, Design und Produktmanagement ein, und jeden März und September begrüßen wir einen neuen Code-Camp-Jahrgang mit ${codeCamp.cohortSize} Junior-Entwicklerinnen und -Entwicklern. Wenn Sie gemeinsam mit Kolleginnen und Kollegen, die ihr Handwerk ernst nehmen, Software bauen möchten, die wirklich genutzt wird, sind Sie hier richtig.`,
        items: ['/careers', '/code-camp'],
      },
      {
        type: 'cta',
        id: 'contact',
        heading: 'Lernen wir uns kennen',
        text: 'Erzählen Sie uns, woran Sie gerade arbeiten. Wir antworten innerhalb eines Werktags und treffen Sie gern in Berlin, in Leipzig oder per Videokonferenz.',
        primary: { label: 'Kontakt aufnehmen', href: '/contact' },
        secondary: { label: 'So arbeiten wir', href: '/how-we-work' },
      },
    ],
  },
};
