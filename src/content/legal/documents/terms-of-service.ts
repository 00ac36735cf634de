import { managingDirectorNames, siteConfig } from '@/config/site';
import { cvMaxBytes } from '@/config/forms';
import type { LegalDocument } from '../types';

const { name, legalName, address, email, phone } = siteConfig;
const postal = `${address.street}, ${address.postalCode} ${address.city}`;
const directors = managingDirectorNames.join(', ');
const cvMegabytes = cvMaxBytes / (1024 * 1024);

/**
 * The terms of use of this website (not a services contract): no offer, availability, rights in the content,
 * links, liability under German law, governing law and jurisdiction. Company facts come from the site config.
 */
export const termsOfService: LegalDocument = {
  updated: '2026-11-21',
  text: {
    en: [
      {
        id: 'scope',
        heading: 'Scope',
        blocks: [
          `These terms of use govern your use of this website, which is operated by ${legalName}, ${postal} (“we”). They apply to every visit, whether you only read or also use one of the forms.`,
          'They do not govern our services. We provide software projects, consulting and other work for clients exclusively on the basis of individual contracts that we agree separately with each client. General terms and conditions of visitors do not apply.',
          'How we process personal data when you use this website is explained in our privacy policy, and how we use cookies in our cookie policy. Both apply alongside these terms.',
        ],
      },
      {
        id: 'content-no-offer',
        heading: 'Content of this website and no offer',
        blocks: [
          'This website presents our company, our services, products, case studies and job openings, and publishes articles in our blog. We prepare this content with care and keep it up to date, but we cannot guarantee that it is complete, correct and current at all times. Blog articles and case studies reflect the state of knowledge at the time they were published.',
          'Nothing on this website is a binding offer. In particular:',
          {
            list: [
              'Prices, price ranges, project durations and team sizes mentioned on this website are non-binding indications.',
              'The results of the MVP cost calculator are estimates calculated from your answers and the effort of our past projects. They are non-binding indications, not an offer and not a quote.',
              'Sending a form, an estimate from the calculator or an e-mail does not conclude a contract, and neither does the confirmation that your message has arrived.',
              'Job advertisements are an invitation to apply, not an offer of employment.',
            ],
          },
          'A contract is only formed when you and we expressly agree on an individual offer or a separate contract. Until then, both sides are free to decide whether to work together.',
        ],
      },
      {
        id: 'availability',
        heading: 'Availability',
        blocks: [
          'We provide this website free of charge and do our best to keep it available at all times. However, you are not entitled to the website or any of its functions being available without interruption. Maintenance, updates, security measures or faults at our hosting provider or in networks beyond our control can lead to temporary interruptions.',
          'We may change, extend, restrict or remove content and functions – including the forms, the blog and the MVP cost calculator – at any time and without notice. Some parts of the website rely on third-party services, such as the Clutch reviews widget; if such a service is unavailable, the part concerned may be missing.',
        ],
      },
      {
        id: 'intellectual-property',
        heading: 'Copyright and other rights',
        blocks: [
          'The texts, images, graphics, logos, page design and code samples on this website are protected by copyright and, where applicable, by other intellectual property rights. Unless stated otherwise, the rights belong to us or to third parties who have allowed us to use their work.',
          'You may view the website and print or save pages for your own private or internal information. Any further use – in particular copying, distributing, making available to the public or editing – requires our prior consent in text form (an e-mail is enough), unless copyright law permits it anyway. This also applies to code samples.',
          `You may quote our blog articles within the limits of the right of quotation (§ 51 of the German Copyright Act, UrhG) if you clearly name the source: the author, “${name}” and a link to the article.`,
          'Names, logos and trade marks of clients, partners and technologies that appear on this website belong to their respective owners. Showing them here does not grant you any right to use them.',
        ],
      },
      {
        id: 'external-links',
        heading: 'Links to other websites',
        blocks: [
          'This website contains links to websites of other providers, for example to our profiles on LinkedIn, GitHub and Clutch, to sources in blog articles and to the websites of clients and technologies. Nothing is loaded from a linked page until you click the link, and the provider of the linked page alone is responsible for its content.',
          'When we set a link, we check the linked page for obvious legal violations. We have no influence on the current and future content of linked pages, and we do not adopt it as our own. Constant monitoring without concrete indications of an infringement is not reasonable; if we become aware of an infringement, we remove the link without delay.',
          `If a link leads to unlawful content, please let us know at ${email}.`,
        ],
      },
      {
        id: 'enquiries-applications',
        heading: 'Enquiries, estimates and applications',
        blocks: [
          'You can reach us through the contact form, the short forms on service and landing pages, the MVP cost calculator, the application forms on the careers page, and by e-mail or phone. Please give accurate information; we need your name and e-mail address to be able to answer you.',
          'An enquiry or an application creates no obligation for either side. We usually reply, but we are not obliged to make an offer, and an application does not give rise to a claim to be hired.',
          'Please send us only what we need for a first assessment. If your project involves confidential information, we are happy to agree first how it will be protected before you share the details.',
          'How we process the data you send us, how long we keep it and which rights you have is described in our privacy policy. It applies to every enquiry and application.',
        ],
      },
      {
        id: 'proper-use',
        heading: 'Proper use',
        blocks: [
          'When you use this website, the following in particular is not permitted:',
          {
            list: [
              'sending forms under a false identity, with other people’s data or with advertising (spam);',
              `uploading files that contain malicious code, or files other than those requested (for applications: a CV as a PDF of up to ${cvMegabytes} MB);`,
              'trying to gain unauthorised access to our systems, testing them for vulnerabilities without our consent or overloading them, for example with automated mass requests;',
              'any use that violates applicable law or the rights of others.',
            ],
          },
          `To protect the website, the server limits how many forms can be sent from the same IP address within a short period. We may leave submissions that break these rules unanswered and delete them. If you have found a security vulnerability, please report it to ${email}.`,
        ],
      },
      {
        id: 'liability',
        heading: 'Liability',
        blocks: [
          'We are liable without limitation for damage that we cause intentionally or through gross negligence, and for damage resulting from injury to life, body or health.',
          'In the case of slight negligence, we are only liable if we breach an essential obligation (cardinal obligation). Essential obligations are those whose fulfilment makes the proper use of this website possible in the first place and on whose fulfilment you may regularly rely. In this case, our liability is limited to the foreseeable damage that typically occurs.',
          'Otherwise, liability for slight negligence is excluded. This applies in particular to the information on this website, to the estimates of the MVP cost calculator and to code samples from our articles: please check them before you base decisions on them or use them.',
          'These limitations also apply in favour of our managing directors, employees, representatives and vicarious agents. Liability under the German Product Liability Act (Produkthaftungsgesetz) and under other mandatory statutory provisions remains unaffected.',
        ],
      },
      {
        id: 'governing-law',
        heading: 'Governing law and place of jurisdiction',
        blocks: [
          'These terms and the use of this website are governed by the law of the Federal Republic of Germany, excluding the UN Convention on Contracts for the International Sale of Goods (CISG). If you are a consumer, this choice of law applies only insofar as it does not deprive you of the protection granted to you by the mandatory provisions of the law of the country in which you have your habitual residence.',
          `If you are a merchant (Kaufmann), a legal entity under public law or a special fund under public law, the exclusive place of jurisdiction for all disputes arising from or in connection with the use of this website is ${address.city}. We are also entitled to sue you at your general place of jurisdiction.`,
        ],
      },
      {
        id: 'dispute-resolution',
        heading: 'Online dispute resolution and consumer arbitration',
        blocks: [
          'The European Commission’s platform for online dispute resolution (ODR platform) was discontinued on 20 July 2025, so we no longer refer to it.',
          'We are neither obliged nor willing to take part in dispute resolution proceedings before a consumer arbitration board (§ 36 of the German Consumer Dispute Resolution Act, VSBG). If you have a complaint, please write to us directly – we will look for a solution together with you.',
        ],
      },
      {
        id: 'changes',
        heading: 'Changes to these terms',
        blocks: [
          'We may change these terms with effect for the future, for example when we add functions to the website or when legislation or case law changes. The version published on this page at the time of your visit applies; the date at the top of the page shows when we last changed it.',
          'Enquiries you sent before a change remain subject to the version that applied when you sent them.',
        ],
      },
      {
        id: 'contact',
        heading: 'Contact',
        blocks: [
          'If you have questions about these terms, please contact:',
          { list: [legalName, postal, `E-mail: ${email}`, `Phone: ${phone}`, `Managing directors: ${directors}`] },
          'You will find further provider information in our imprint.',
        ],
      },
    ],
    de: [
      {
        id: 'scope',
        heading: 'Geltungsbereich',
        blocks: [
          `Diese Nutzungsbedingungen regeln die Nutzung dieser Website, die von der ${legalName}, ${postal} („wir“), betrieben wird. Sie gelten für jeden Besuch – gleich, ob Sie nur lesen oder auch eines der Formulare nutzen.`,
          'Unsere Leistungen regeln sie nicht. Softwareprojekte, Beratung und andere Leistungen für Kunden erbringen wir ausschließlich auf Grundlage individueller Verträge, die wir mit jedem Kunden gesondert schließen. Allgemeine Geschäftsbedingungen von Besucherinnen und Besuchern finden keine Anwendung.',
          'Wie wir personenbezogene Daten bei der Nutzung dieser Website verarbeiten, erläutert unsere Datenschutzerklärung, wie wir Cookies einsetzen, unsere Cookie-Richtlinie. Beide gelten neben diesen Nutzungsbedingungen.',
        ],
      },
      {
        id: 'content-no-offer',
        heading: 'Inhalte dieser Website, kein Angebot',
        blocks: [
          'Diese Website stellt unser Unternehmen, unsere Leistungen, Produkte, Referenzprojekte und offenen Stellen vor und veröffentlicht Beiträge in unserem Blog. Wir erstellen die Inhalte mit Sorgfalt und halten sie aktuell, können aber keine Gewähr dafür übernehmen, dass sie jederzeit vollständig, richtig und aktuell sind. Blogbeiträge und Fallstudien geben den Wissensstand zum Zeitpunkt ihrer Veröffentlichung wieder.',
          'Nichts auf dieser Website ist ein verbindliches Angebot. Insbesondere gilt:',
          {
            list: [
              'Preise, Preisspannen, Projektdauern und Teamgrößen, die auf dieser Website genannt werden, sind unverbindliche Richtwerte.',
              'Die Ergebnisse des MVP-Kostenrechners sind Schätzungen, die aus Ihren Antworten und dem Aufwand unserer bisherigen Projekte berechnet werden. Sie sind unverbindliche Richtwerte, kein Angebot und kein Kostenanschlag.',
              'Das Absenden eines Formulars, einer Schätzung aus dem Kostenrechner oder einer E-Mail führt nicht zu einem Vertragsschluss; die Bestätigung, dass Ihre Nachricht eingegangen ist, ebenso wenig.',
              'Stellenanzeigen sind eine Aufforderung, sich zu bewerben, kein Angebot auf Abschluss eines Arbeitsvertrags.',
            ],
          },
          'Ein Vertrag kommt erst zustande, wenn Sie und wir uns ausdrücklich über ein individuelles Angebot oder einen gesonderten Vertrag einigen. Bis dahin steht es beiden Seiten frei, ob sie zusammenarbeiten.',
        ],
      },
      {
        id: 'availability',
        heading: 'Verfügbarkeit',
        blocks: [
          'Wir stellen diese Website unentgeltlich bereit und bemühen uns, sie ständig erreichbar zu halten. Ein Anspruch darauf, dass die Website oder einzelne ihrer Funktionen ununterbrochen verfügbar sind, besteht jedoch nicht. Wartung, Aktualisierungen, Sicherheitsmaßnahmen oder Störungen bei unserem Hosting-Anbieter oder in Netzen, auf die wir keinen Einfluss haben, können zu vorübergehenden Unterbrechungen führen.',
          'Wir können Inhalte und Funktionen – auch die Formulare, den Blog und den MVP-Kostenrechner – jederzeit und ohne Ankündigung ändern, erweitern, einschränken oder entfernen. Einige Teile der Website beruhen auf Diensten Dritter, etwa das Bewertungs-Widget von Clutch; ist ein solcher Dienst nicht erreichbar, kann der betreffende Teil fehlen.',
        ],
      },
      {
        id: 'intellectual-property',
        heading: 'Urheberrecht und weitere Schutzrechte',
        blocks: [
          'Texte, Bilder, Grafiken, Logos, das Seitenlayout und Codebeispiele auf dieser Website sind urheberrechtlich und gegebenenfalls durch weitere Schutzrechte geschützt. Soweit nicht anders angegeben, stehen die Rechte uns zu oder Dritten, die uns die Nutzung ihrer Werke gestattet haben.',
          'Sie dürfen die Website ansehen sowie Seiten zu Ihrer eigenen privaten oder innerbetrieblichen Information ausdrucken und speichern. Jede darüber hinausgehende Nutzung – insbesondere Vervielfältigung, Verbreitung, öffentliche Zugänglichmachung oder Bearbeitung – bedarf unserer vorherigen Zustimmung in Textform (eine E-Mail genügt), soweit das Urheberrechtsgesetz sie nicht ohnehin erlaubt. Das gilt auch für Codebeispiele.',
          `Unsere Blogbeiträge dürfen Sie im Rahmen des Zitatrechts (§ 51 UrhG) zitieren, wenn Sie die Quelle deutlich angeben: die Autorin oder den Autor, „${name}“ und einen Link auf den Beitrag.`,
          'Namen, Logos und Marken von Kunden, Partnern und Technologien, die auf dieser Website erscheinen, gehören ihren jeweiligen Inhabern. Ihre Darstellung hier räumt Ihnen keine Rechte zu ihrer Nutzung ein.',
        ],
      },
      {
        id: 'external-links',
        heading: 'Links auf andere Websites',
        blocks: [
          'Diese Website enthält Links auf Websites anderer Anbieter, etwa auf unsere Profile bei LinkedIn, GitHub und Clutch, auf Quellen in Blogbeiträgen und auf Websites von Kunden und Technologien. Von einer verlinkten Seite wird nichts geladen, bevor Sie auf den Link klicken, und für ihre Inhalte ist allein ihr jeweiliger Anbieter verantwortlich.',
          'Beim Setzen eines Links prüfen wir die verlinkte Seite auf offensichtliche Rechtsverstöße. Auf die aktuelle und künftige Gestaltung verlinkter Seiten haben wir keinen Einfluss, und wir machen uns ihre Inhalte nicht zu eigen. Eine ständige Kontrolle ohne konkrete Anhaltspunkte für eine Rechtsverletzung ist nicht zumutbar; werden uns Rechtsverletzungen bekannt, entfernen wir den betreffenden Link unverzüglich.',
          `Wenn ein Link auf rechtswidrige Inhalte führt, geben Sie uns bitte unter ${email} Bescheid.`,
        ],
      },
      {
        id: 'enquiries-applications',
        heading: 'Anfragen, Schätzungen und Bewerbungen',
        blocks: [
          'Sie erreichen uns über das Kontaktformular, die Kurzformulare auf Leistungs- und Landingpages, den MVP-Kostenrechner, die Bewerbungsformulare auf der Karriereseite sowie per E-Mail oder Telefon. Bitte machen Sie wahrheitsgemäße Angaben; Ihren Namen und Ihre E-Mail-Adresse benötigen wir, um Ihnen antworten zu können.',
          'Eine Anfrage oder Bewerbung begründet für keine Seite eine Verpflichtung. Wir melden uns in der Regel zurück, sind aber nicht verpflichtet, ein Angebot abzugeben, und aus einer Bewerbung ergibt sich kein Anspruch auf Einstellung.',
          'Bitte senden Sie uns nur, was wir für eine erste Einschätzung benötigen. Betrifft Ihr Vorhaben vertrauliche Informationen, vereinbaren wir gern zuerst, wie sie geschützt werden, bevor Sie Einzelheiten mitteilen.',
          'Wie wir die Daten verarbeiten, die Sie uns senden, wie lange wir sie speichern und welche Rechte Sie haben, beschreibt unsere Datenschutzerklärung. Sie gilt für jede Anfrage und jede Bewerbung.',
        ],
      },
      {
        id: 'proper-use',
        heading: 'Zulässige Nutzung',
        blocks: [
          'Bei der Nutzung dieser Website ist insbesondere nicht gestattet:',
          {
            list: [
              'das Absenden von Formularen unter falscher Identität, mit Daten anderer Personen oder mit Werbung (Spam);',
              `das Hochladen von Dateien mit Schadsoftware oder von anderen als den angeforderten Dateien (bei Bewerbungen: ein Lebenslauf als PDF mit höchstens ${cvMegabytes} MB);`,
              'der Versuch, sich unbefugt Zugang zu unseren Systemen zu verschaffen, sie ohne unsere Zustimmung auf Schwachstellen zu testen oder sie zu überlasten, etwa durch automatisierte Massenabfragen;',
              'jede Nutzung, die gegen geltendes Recht oder Rechte Dritter verstößt.',
            ],
          },
          `Zum Schutz der Website begrenzt der Server, wie viele Formulare innerhalb kurzer Zeit von derselben IP-Adresse abgesendet werden können. Einsendungen, die gegen diese Regeln verstoßen, können wir unbeantwortet lassen und löschen. Haben Sie eine Sicherheitslücke gefunden, melden Sie sie bitte an ${email}.`,
        ],
      },
      {
        id: 'liability',
        heading: 'Haftung',
        blocks: [
          'Wir haften unbeschränkt für Schäden, die wir vorsätzlich oder grob fahrlässig verursachen, sowie für Schäden aus der Verletzung des Lebens, des Körpers oder der Gesundheit.',
          'Bei leichter Fahrlässigkeit haften wir nur, wenn wir eine wesentliche Pflicht (Kardinalpflicht) verletzen. Wesentlich sind Pflichten, deren Erfüllung die ordnungsgemäße Nutzung dieser Website überhaupt erst ermöglicht und auf deren Einhaltung Sie regelmäßig vertrauen dürfen. In diesem Fall ist unsere Haftung auf den vorhersehbaren, typischerweise eintretenden Schaden begrenzt.',
          'Im Übrigen ist die Haftung für leichte Fahrlässigkeit ausgeschlossen. Das betrifft insbesondere die Informationen auf dieser Website, die Schätzungen des MVP-Kostenrechners und Codebeispiele aus unseren Beiträgen: Bitte prüfen Sie diese, bevor Sie Entscheidungen darauf stützen oder sie einsetzen.',
          'Diese Beschränkungen gelten auch zugunsten unserer Geschäftsführung sowie unserer Beschäftigten, Vertreter und Erfüllungsgehilfen. Die Haftung nach dem Produkthaftungsgesetz und nach sonstigen zwingenden gesetzlichen Vorschriften bleibt unberührt.',
        ],
      },
      {
        id: 'governing-law',
        heading: 'Anwendbares Recht und Gerichtsstand',
        blocks: [
          'Für diese Nutzungsbedingungen und die Nutzung dieser Website gilt das Recht der Bundesrepublik Deutschland unter Ausschluss des UN-Kaufrechts (CISG). Sind Sie Verbraucher, gilt diese Rechtswahl nur insoweit, als Ihnen dadurch nicht der Schutz entzogen wird, den Ihnen die zwingenden Bestimmungen des Rechts des Staates gewähren, in dem Sie Ihren gewöhnlichen Aufenthalt haben.',
          `Sind Sie Kaufmann, juristische Person des öffentlichen Rechts oder öffentlich-rechtliches Sondervermögen, ist ausschließlicher Gerichtsstand für alle Streitigkeiten aus oder im Zusammenhang mit der Nutzung dieser Website ${address.city}. Wir sind auch berechtigt, Sie an Ihrem allgemeinen Gerichtsstand zu verklagen.`,
        ],
      },
      {
        id: 'dispute-resolution',
        heading: 'Online-Streitbeilegung und Verbraucherschlichtung',
        blocks: [
          'Die Plattform der Europäischen Kommission zur Online-Streitbeilegung (OS-Plattform) wurde am 20. Juli 2025 eingestellt; wir verweisen deshalb nicht mehr auf sie.',
          'Wir sind weder verpflichtet noch bereit, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen (§ 36 VSBG). Wenn Sie eine Beschwerde haben, schreiben Sie uns bitte direkt – wir suchen gemeinsam mit Ihnen nach einer Lösung.',
        ],
      },
      {
        id: 'changes',
        heading: 'Änderungen dieser Nutzungsbedingungen',
        blocks: [
          'Wir können diese Nutzungsbedingungen mit Wirkung für die Zukunft ändern, etwa wenn wir die Website um Funktionen erweitern oder sich Gesetze oder Rechtsprechung ändern. Maßgeblich ist die Fassung, die zum Zeitpunkt Ihres Besuchs auf dieser Seite veröffentlicht ist; wann wir sie zuletzt geändert haben, zeigt das Datum oben auf der Seite.',
          'Für Anfragen, die Sie vor einer Änderung gesendet haben, gilt weiterhin die Fassung, die beim Absenden galt.',
        ],
      },
      {
        id: 'contact',
        heading: 'Kontakt',
        blocks: [
          'Bei Fragen zu diesen Nutzungsbedingungen wenden Sie sich bitte an:',
          { list: [legalName, postal, `E-Mail: ${email}`, `Telefon: ${phone}`, `Geschäftsführung: ${directors}`] },
          'Weitere Anbieterangaben finden Sie in unserem Impressum.',
        ],
      },
    ],
  },
};
