import { retention } from '@/config/retention';
import { siteConfig } from '@/config/site';
import { consentCookieName, formResultCookieName, policyVersion } from '@/config/cookies';
import { cookieTable } from '../cookie-table';
import type { LegalDocument } from '../types';

const { legalName, address, privacy } = siteConfig;
const postal = `${address.street}, ${address.postalCode} ${address.city}`;
const authority = privacy.supervisoryAuthority;

/**
 * The cookie policy: what the consent banner and the settings panel decide, every cookie of the inventory
 * (as a table built from the config), and how to change the choice. Company facts and durations come from config.
 */
export const cookiePolicy: LegalDocument = {
  updated: '2026-11-25',
  text: {
    en: [
      {
        id: 'what-are-cookies',
        heading: 'What cookies and similar technologies are',
        blocks: [
          'Cookies are small text files that a website stores in your browser. When you open the next page, the browser sends them back, so the website can recognise a setting or a returning browser. Similar technologies work on the same principle without a classic cookie, for example scripts that read information from your device, tracking pixels or the browser’s local storage.',
          'Some cookies are set by the website you are visiting (first-party cookies); others come from another provider whose service the page loads (third-party cookies). Cookies last either only for your visit (session cookies) or for a fixed period (persistent cookies).',
          `Under § 25 of the German Telecommunications and Digital Services Data Protection Act (TDDDG), storing information on your device or reading information from it is only allowed with your consent, unless it is strictly necessary to provide a service you have explicitly asked for. This policy explains which cookies ${legalName} uses on this website, which of them need your consent and how you decide. How we process personal data in general is explained in our privacy policy.`,
        ],
      },
      {
        id: 'consent-banner',
        heading: 'Your choice in the consent banner',
        blocks: [
          'As long as you have not made a choice, a banner asks for it when you visit this website from a member state of the European Union or the European Economic Area, from the United Kingdom or from Switzerland. We also show it whenever your country cannot be determined. To decide, our server looks up the country of your IP address in an offline database that ships with the website. No external service is asked, the address is not stored, and only the result – consent required or not – is used for that request.',
          'The banner gives you three options, the first two equally prominent:',
          {
            list: [
              '“Accept all” allows both cookie types, including Marketing.',
              '“Reject” allows only the technically required cookies, exactly as “Decline optional cookies” in the settings does.',
              '“Settings” opens the cookie settings. There you switch Marketing on or off and confirm with “Save selection”, or you choose “Decline optional cookies”. Technically required cookies are always on.',
            ],
          },
          'Until you decide, Marketing stays off: Google Tag Manager is not loaded, neither Google Analytics nor the LinkedIn Insight Tag runs, and the Clutch reviews badge is not loaded. Not answering the banner never counts as consent, and you can use the whole website while it is shown.',
          'If you visit from any other country, we do not show the banner, and the Marketing tools and the reviews badge load when you open the website; a choice saved in the cookie settings does not change this. You can block the tools in your browser instead (see “Browser settings”).',
        ],
      },
      {
        id: 'technically-required',
        heading: 'Technically required cookies (always on)',
        blocks: [
          `This type contains two cookies that this website sets itself. The first, ${consentCookieName}, stores your choice: which cookie types you allowed, the version of this policy you decided on, and when you decided. Without it we could not respect your choice on the next page or on your next visit, and the banner would appear again every time.`,
          `The cookie is set when you first open a page, with the default setting (Marketing off), and updated whenever you make or change a choice. It is kept for ${retention.consentMonths} months from the last time it was saved; after that the banner asks you again. It contains no name, no e-mail address and no ID that identifies you, and it is not passed on to anyone.`,
          'Because this cookie is strictly necessary to provide the service you are using, it does not need your consent (§ 25(2) no. 2 TDDDG). Storing your choice also lets us meet our obligation to be able to demonstrate consent (Art. 6(1)(c) GDPR in conjunction with Art. 7(1) GDPR) and serves our legitimate interest in consent management that works (Art. 6(1)(f) GDPR).',
          `The second, ${formResultCookieName}, is set only when you send one of our forms with JavaScript switched off. It holds the random number of the page that shows you the result (our thanks, or the form with what you typed and what to correct), so that this page opens in your browser and in no other. It is deleted after ${retention.formResultMinutes} minutes, together with what the page shows. It is strictly necessary for the form you sent, so it needs no consent either (§ 25(2) no. 2 TDDDG).`,
          'Our error reporting with Sentry is always active and sets no cookies on our domain. Fonts and images come from our own server. Our privacy policy describes what Sentry processes.',
        ],
      },
      {
        id: 'marketing',
        heading: 'Marketing cookies (only with your consent)',
        blocks: [
          'This type is off until you switch it on. It covers three tools:',
          {
            list: [
              'Google Tag Manager (Google Ireland Limited, Gordon House, Barrow Street, Dublin 4, Ireland) loads the two tools below and sets no cookies itself. Before it loads, every consent signal of Google Consent Mode v2 is set to “denied”; only after your consent are the signals switched to “granted”.',
              'Google Analytics 4 (Google Ireland Limited) shows us which pages and campaigns bring visitors. It records the pages you view, the time, device and browser data and your approximate location, and stores a random client ID in cookies. Google Analytics does not log or store IP addresses in the EU. The data is deleted from Analytics after 14 months.',
              'The LinkedIn Insight Tag (LinkedIn Ireland Unlimited Company, Wilton Place, Dublin 2, Ireland) measures the results of our LinkedIn campaigns and builds anonymous reports about the audience of our website. If you are a LinkedIn member, LinkedIn may recognise you.',
            ],
          },
          'Your choice for Marketing also decides about the Clutch reviews badge in the footer. It sets no cookies on our domain, but its script, loaded from widget.clutch.co, sends your IP address to Clutch Inc. in the USA, so for visits from the countries named above we load it only once you have allowed Marketing. Our own rating summary beside it is part of our page and is shown to everyone.',
          'The legal basis is your consent (§ 25(1) TDDDG, Art. 6(1)(a) GDPR). Google LLC and LinkedIn Corporation in the USA may be involved in the processing. Both are certified under the EU–US Data Privacy Framework; otherwise, standard contractual clauses apply. You will find the details in our privacy policy.',
        ],
      },
      {
        id: 'cookie-list',
        heading: 'The cookies in detail',
        blocks: [
          'The table lists every cookie that this website and its Marketing tools can set, with its provider, type, purpose and lifetime. For visits from the countries named above, cookies of the Marketing type are only set after your consent.',
          cookieTable('en'),
          'The lifetimes of Google’s and LinkedIn’s cookies are those their providers state, and the providers can change them. Some of LinkedIn’s cookies are set on the domain linkedin.com, not on ours. In the name _ga_<container-ID>, the part in angle brackets stands for an ID of our Google Analytics account.',
        ],
      },
      {
        id: 'local-storage',
        heading: 'Local storage and similar browser storage',
        blocks: [
          `Besides cookies, browsers offer other places to store data, such as local storage and session storage. This website itself uses none of them; the only thing it stores in your browser is the ${consentCookieName} cookie.`,
          'The Marketing tools may use such storage once they are loaded. Their providers describe this in their own policies: Google at https://policies.google.com/privacy and LinkedIn at https://www.linkedin.com/legal/cookie-policy.',
        ],
      },
      {
        id: 'manage-consent',
        heading: 'Changing or withdrawing your consent',
        blocks: [
          'You can change your choice at any time and withdraw your consent at any time with effect for the future. Use the “Cookie settings” link in the footer of every page or the button below:',
          { cookieSettings: 'Open cookie settings' },
          'In the settings, choose “Decline optional cookies”, or switch Marketing off and choose “Save selection”: either way the page reloads at once and the Marketing tools are no longer loaded. Withdrawing your consent does not affect the lawfulness of the processing carried out on the basis of your consent before the withdrawal (Art. 7(3) GDPR).',
          'Cookies that Google or LinkedIn set before your withdrawal stay in your browser until they expire; you can delete them there at any time (see “Browser settings”). For visits from countries where no banner is shown, the cookie settings do not switch the Marketing tools off; please use your browser settings instead.',
        ],
      },
      {
        id: 'browser-settings',
        heading: 'Browser settings',
        blocks: [
          'Independently of the cookie settings, you decide in your browser which cookies it accepts. For example, you can:',
          {
            list: [
              'view and delete stored cookies, for all websites or for individual ones;',
              'block third-party cookies, or all cookies;',
              'have cookies deleted automatically when you close the browser, or use a private window;',
              'install add-ons that block tracking, such as Google’s browser add-on for opting out of Google Analytics (https://tools.google.com/dlpage/gaoptout).',
            ],
          },
          `Where to find these options depends on your browser; its help pages explain them. Please note: if you block or delete all cookies, the ${consentCookieName} cookie cannot keep your choice either, and the banner will ask you again. Apart from that, the website works without cookies.`,
        ],
      },
      {
        id: 'policy-version',
        heading: 'Version of this policy',
        blocks: [
          `This cookie policy is Version ${policyVersion}. The version number is stored in the ${consentCookieName} cookie together with your choice.`,
          'When we change how this website uses cookies, for example by adding a tool, we publish a new version. Your earlier choice then no longer counts: Marketing stays off, and the banner asks you again until you decide on the new version. The date at the top of this page shows when we last changed the text.',
        ],
      },
      {
        id: 'contact',
        heading: 'Contact',
        blocks: [
          `If you have questions about cookies on this website or about your consent, please write to our data protection contact at ${privacy.email} or by post to ${legalName}, ${postal}.`,
          `Your rights as a data subject, such as access, erasure and objection, are explained in our privacy policy. You also have the right to lodge a complaint with a supervisory authority; the authority responsible for us is the ${authority.name}, ${authority.address} (${authority.url}).`,
        ],
      },
    ],
    de: [
      {
        id: 'what-are-cookies',
        heading: 'Was Cookies und ähnliche Technologien sind',
        blocks: [
          'Cookies sind kleine Textdateien, die eine Website in Ihrem Browser speichert. Beim Aufruf der nächsten Seite sendet der Browser sie zurück, sodass die Website eine Einstellung oder einen wiederkehrenden Browser wiedererkennen kann. Ähnliche Technologien funktionieren nach demselben Prinzip ohne klassisches Cookie, etwa Skripte, die Informationen aus Ihrem Endgerät auslesen, Zählpixel oder der lokale Speicher des Browsers.',
          'Manche Cookies setzt die besuchte Website selbst (First-Party-Cookies), andere stammen von einem Drittanbieter, dessen Dienst die Seite einbindet (Third-Party-Cookies). Cookies gelten entweder nur für die Dauer Ihres Besuchs (Sitzungs-Cookies) oder für einen festgelegten Zeitraum (dauerhafte Cookies).',
          `Nach § 25 des Telekommunikation-Digitale-Dienste-Datenschutz-Gesetzes (TDDDG) ist das Speichern von Informationen in Ihrer Endeinrichtung und der Zugriff auf dort gespeicherte Informationen nur mit Ihrer Einwilligung zulässig, es sei denn, dies ist unbedingt erforderlich, damit wir einen von Ihnen ausdrücklich gewünschten Dienst bereitstellen können. Diese Richtlinie erläutert, welche Cookies die ${legalName} auf dieser Website einsetzt, welche davon Ihre Einwilligung benötigen und wie Sie entscheiden. Wie wir personenbezogene Daten im Übrigen verarbeiten, lesen Sie in unserer Datenschutzerklärung.`,
        ],
      },
      {
        id: 'consent-banner',
        heading: 'Ihre Auswahl im Einwilligungsbanner',
        blocks: [
          'Solange Sie noch keine Auswahl getroffen haben, fragt Sie ein Banner danach, wenn Sie diese Website aus einem Mitgliedstaat der Europäischen Union oder des Europäischen Wirtschaftsraums, aus dem Vereinigten Königreich oder aus der Schweiz besuchen. Dasselbe gilt, wenn sich Ihr Land nicht bestimmen lässt. Dazu ermittelt unser Server das Land Ihrer IP-Adresse in einer Offline-Datenbank, die mit der Website ausgeliefert wird. Es wird kein externer Dienst angefragt, die Adresse wird nicht gespeichert, und für die Anfrage zählt nur das Ergebnis – Einwilligung erforderlich oder nicht.',
          'Das Banner bietet Ihnen drei Möglichkeiten, die ersten beiden gleichrangig:',
          {
            list: [
              '„Alle akzeptieren“ erlaubt beide Cookie-Typen, also auch Marketing.',
              '„Ablehnen“ erlaubt nur die technisch notwendigen Cookies, genau wie „Optionale Cookies ablehnen“ in den Einstellungen.',
              '„Einstellungen“ öffnet die Cookie-Einstellungen. Dort schalten Sie Marketing ein oder aus und bestätigen mit „Auswahl speichern“, oder Sie wählen „Optionale Cookies ablehnen“. Technisch notwendige Cookies sind immer aktiv.',
            ],
          },
          'Bis Sie entscheiden, bleibt Marketing ausgeschaltet: Der Google Tag Manager wird nicht geladen, weder Google Analytics noch das LinkedIn Insight Tag laufen, und das Bewertungs-Widget von Clutch wird nicht geladen. Wenn Sie das Banner nicht beantworten, gilt das nie als Einwilligung; die Website können Sie währenddessen vollständig nutzen.',
          'Besuchen Sie uns aus einem anderen Land, zeigen wir kein Banner, und die Marketing-Werkzeuge und das Bewertungs-Widget werden geladen, sobald Sie die Website aufrufen; eine in den Cookie-Einstellungen gespeicherte Auswahl ändert daran nichts. Sie können die Werkzeuge stattdessen in Ihrem Browser blockieren (siehe „Browser-Einstellungen“).',
        ],
      },
      {
        id: 'technically-required',
        heading: 'Technisch notwendige Cookies (immer aktiv)',
        blocks: [
          `Zu diesem Typ gehören zwei Cookies, die diese Website selbst setzt. Das erste, ${consentCookieName}, speichert Ihre Auswahl: welche Cookie-Typen Sie erlaubt haben, zu welcher Version dieser Richtlinie Sie entschieden haben und wann. Ohne dieses Cookie könnten wir Ihre Auswahl auf der nächsten Seite und bei Ihrem nächsten Besuch nicht beachten, und das Banner erschiene jedes Mal neu.`,
          `Das Cookie wird beim ersten Seitenaufruf mit der Grundeinstellung (Marketing aus) gesetzt und aktualisiert, sobald Sie eine Auswahl treffen oder ändern. Es bleibt ${retention.consentMonths} Monate ab der letzten Speicherung erhalten; danach fragt Sie das Banner erneut. Es enthält weder einen Namen noch eine E-Mail-Adresse noch eine Kennung, die Sie identifiziert, und wird an niemanden weitergegeben.`,
          'Weil dieses Cookie unbedingt erforderlich ist, um den von Ihnen genutzten Dienst bereitzustellen, bedarf es keiner Einwilligung (§ 25 Abs. 2 Nr. 2 TDDDG). Die Speicherung Ihrer Auswahl dient zugleich der Erfüllung unserer Pflicht, eine Einwilligung nachweisen zu können (Art. 6 Abs. 1 lit. c DSGVO i. V. m. Art. 7 Abs. 1 DSGVO), und unserem berechtigten Interesse an einer funktionierenden Einwilligungsverwaltung (Art. 6 Abs. 1 lit. f DSGVO).',
          `Das zweite, ${formResultCookieName}, wird nur gesetzt, wenn Sie eines unserer Formulare bei ausgeschaltetem JavaScript senden. Es enthält die zufällige Nummer der Seite, die Ihnen das Ergebnis zeigt (unseren Dank oder das Formular mit Ihren Eingaben und dem, was zu korrigieren ist), damit sich diese Seite nur in Ihrem Browser öffnet. Es wird nach ${retention.formResultMinutes} Minuten gelöscht, zusammen mit dem, was die Seite zeigt. Weil es für das von Ihnen gesendete Formular unbedingt erforderlich ist, bedarf auch dieses Cookie keiner Einwilligung (§ 25 Abs. 2 Nr. 2 TDDDG).`,
          'Unsere Fehlerüberwachung mit Sentry ist stets aktiv und setzt keine Cookies auf unserer Domain. Schriften und Bilder liefern wir von unserem eigenen Server aus. Was Sentry verarbeitet, beschreibt unsere Datenschutzerklärung.',
        ],
      },
      {
        id: 'marketing',
        heading: 'Marketing-Cookies (nur mit Ihrer Einwilligung)',
        blocks: [
          'Dieser Typ ist ausgeschaltet, bis Sie ihn einschalten. Er umfasst drei Werkzeuge:',
          {
            list: [
              'Der Google Tag Manager (Google Ireland Limited, Gordon House, Barrow Street, Dublin 4, Irland) lädt die beiden folgenden Werkzeuge und setzt selbst keine Cookies. Bevor er geladen wird, stehen alle Einwilligungssignale des Google Consent Mode v2 auf „verweigert“; erst nach Ihrer Einwilligung werden sie auf „erteilt“ umgestellt.',
              'Google Analytics 4 (Google Ireland Limited) zeigt uns, welche Seiten und Kampagnen Besucherinnen und Besucher bringen. Erfasst werden die aufgerufenen Seiten, der Zeitpunkt, Geräte- und Browserdaten sowie Ihr ungefährer Standort; eine zufällige Client-ID wird in Cookies gespeichert. IP-Adressen werden von Google Analytics in der EU weder protokolliert noch gespeichert. Die Daten werden in Analytics nach 14 Monaten gelöscht.',
              'Das LinkedIn Insight Tag (LinkedIn Ireland Unlimited Company, Wilton Place, Dublin 2, Irland) misst den Erfolg unserer LinkedIn-Kampagnen und erstellt anonyme Berichte über die Besucherinnen und Besucher unserer Website. Sind Sie LinkedIn-Mitglied, kann LinkedIn Sie wiedererkennen.',
            ],
          },
          'Ihre Entscheidung über Marketing gilt auch für das Bewertungs-Widget von Clutch im Fußbereich. Es setzt keine Cookies auf unserer Domain, doch sein Skript, das von widget.clutch.co geladen wird, übermittelt Ihre IP-Adresse an die Clutch Inc. in den USA. Bei Besuchen aus den oben genannten Ländern laden wir es deshalb erst, wenn Sie Marketing erlaubt haben. Unsere eigene Bewertungsübersicht daneben ist Teil unserer Seite und wird allen angezeigt.',
          'Rechtsgrundlage ist Ihre Einwilligung (§ 25 Abs. 1 TDDDG, Art. 6 Abs. 1 lit. a DSGVO). An der Verarbeitung können die Google LLC und die LinkedIn Corporation in den USA beteiligt sein. Beide sind nach dem EU-US Data Privacy Framework zertifiziert; im Übrigen gelten Standardvertragsklauseln. Einzelheiten finden Sie in unserer Datenschutzerklärung.',
        ],
      },
      {
        id: 'cookie-list',
        heading: 'Die Cookies im Einzelnen',
        blocks: [
          'Die Tabelle nennt jedes Cookie, das diese Website und ihre Marketing-Werkzeuge setzen können, mit Anbieter, Typ, Zweck und Speicherdauer. Bei Besuchen aus den oben genannten Ländern werden Cookies des Typs Marketing erst nach Ihrer Einwilligung gesetzt.',
          cookieTable('de'),
          'Die Speicherdauern der Cookies von Google und LinkedIn entsprechen den Angaben der Anbieter, die sie ändern können. Einige Cookies von LinkedIn werden auf der Domain linkedin.com gesetzt, nicht auf unserer. Im Namen _ga_<container-ID> steht der Teil in spitzen Klammern für eine Kennung unseres Google-Analytics-Kontos.',
        ],
      },
      {
        id: 'local-storage',
        heading: 'Lokaler Speicher und ähnliche Browser-Speicher',
        blocks: [
          `Neben Cookies bieten Browser weitere Speicherorte, etwa den lokalen Speicher (Local Storage) und den Sitzungsspeicher (Session Storage). Diese Website selbst nutzt keinen davon; das Einzige, was sie in Ihrem Browser ablegt, ist das Cookie ${consentCookieName}.`,
          'Die Marketing-Werkzeuge können solche Speicher nutzen, sobald sie geladen sind. Das beschreiben ihre Anbieter in ihren eigenen Richtlinien: Google unter https://policies.google.com/privacy und LinkedIn unter https://www.linkedin.com/legal/cookie-policy.',
        ],
      },
      {
        id: 'manage-consent',
        heading: 'Einwilligung ändern oder widerrufen',
        blocks: [
          'Sie können Ihre Auswahl jederzeit ändern und Ihre Einwilligung jederzeit mit Wirkung für die Zukunft widerrufen. Nutzen Sie dazu den Link „Cookie-Einstellungen“ in der Fußzeile jeder Seite oder die folgende Schaltfläche:',
          { cookieSettings: 'Cookie-Einstellungen öffnen' },
          'Wählen Sie in den Einstellungen „Optionale Cookies ablehnen“, oder schalten Sie Marketing aus und wählen „Auswahl speichern“: In beiden Fällen wird die Seite sofort neu geladen, und die Marketing-Werkzeuge werden nicht mehr geladen. Der Widerruf berührt nicht die Rechtmäßigkeit der Verarbeitung, die bis dahin auf Grundlage Ihrer Einwilligung erfolgt ist (Art. 7 Abs. 3 DSGVO).',
          'Cookies, die Google oder LinkedIn vor Ihrem Widerruf gesetzt haben, bleiben in Ihrem Browser, bis sie ablaufen; Sie können sie dort jederzeit löschen (siehe „Browser-Einstellungen“). Bei Besuchen aus Ländern, in denen kein Banner erscheint, schalten die Cookie-Einstellungen die Marketing-Werkzeuge nicht ab; nutzen Sie dann bitte die Einstellungen Ihres Browsers.',
        ],
      },
      {
        id: 'browser-settings',
        heading: 'Browser-Einstellungen',
        blocks: [
          'Unabhängig von den Cookie-Einstellungen legen Sie in Ihrem Browser fest, welche Cookies er annimmt. Sie können dort zum Beispiel:',
          {
            list: [
              'gespeicherte Cookies ansehen und löschen, für alle Websites oder für einzelne;',
              'Cookies von Drittanbietern oder alle Cookies blockieren;',
              'Cookies beim Schließen des Browsers automatisch löschen lassen oder ein privates Fenster nutzen;',
              'Erweiterungen installieren, die Tracking blockieren, etwa das Browser-Add-on von Google zur Deaktivierung von Google Analytics (https://tools.google.com/dlpage/gaoptout).',
            ],
          },
          `Wo Sie diese Optionen finden, hängt von Ihrem Browser ab; seine Hilfeseiten erklären es. Bitte beachten Sie: Wenn Sie alle Cookies blockieren oder löschen, kann auch das Cookie ${consentCookieName} Ihre Auswahl nicht mehr speichern, und das Banner fragt Sie erneut. Im Übrigen funktioniert die Website auch ohne Cookies.`,
        ],
      },
      {
        id: 'policy-version',
        heading: 'Version dieser Richtlinie',
        blocks: [
          `Diese Cookie-Richtlinie hat die Version ${policyVersion}. Die Versionsnummer wird zusammen mit Ihrer Auswahl im Cookie ${consentCookieName} gespeichert.`,
          'Ändern wir, wie diese Website Cookies einsetzt, etwa weil ein Werkzeug hinzukommt, veröffentlichen wir eine neue Version. Ihre bisherige Auswahl gilt dann nicht mehr: Marketing bleibt ausgeschaltet, und das Banner fragt Sie erneut, bis Sie über die neue Version entschieden haben. Wann wir den Text zuletzt geändert haben, zeigt das Datum oben auf dieser Seite.',
        ],
      },
      {
        id: 'contact',
        heading: 'Kontakt',
        blocks: [
          `Bei Fragen zu Cookies auf dieser Website oder zu Ihrer Einwilligung schreiben Sie bitte an unsere Ansprechperson für den Datenschutz unter ${privacy.email} oder per Post an die ${legalName}, ${postal}.`,
          `Ihre Rechte als betroffene Person, etwa auf Auskunft, Löschung und Widerspruch, erläutert unsere Datenschutzerklärung. Sie haben außerdem das Recht, sich bei einer Aufsichtsbehörde zu beschweren; für uns zuständig ist die ${authority.name}, ${authority.address} (${authority.url}).`,
        ],
      },
    ],
  },
};
