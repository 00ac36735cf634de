import { retention } from '@/config/retention';
import { formatRating, managingDirectorNames, siteConfig } from '@/config/site';
import { consentCookieName } from '@/config/cookies';
import type { LegalDocument } from '../types';

const { legalName, address, phone, email, careersEmail, privacy, reviews } = siteConfig;
const dpo = privacy.dataProtectionOfficer;
const { hosting, supervisoryAuthority: authority } = privacy;
const { leadDays, formResultMinutes, rateLimitMinutes, consentMonths } = retention;

const directors = {
  en: new Intl.ListFormat('en-GB', { type: 'conjunction' }).format(managingDirectorNames),
  de: new Intl.ListFormat('de-DE', { type: 'conjunction' }).format(managingDirectorNames),
};
const country = {
  en: new Intl.DisplayNames(['en-GB'], { type: 'region' }).of(address.country) ?? address.country,
  de: new Intl.DisplayNames(['de-DE'], { type: 'region' }).of(address.country) ?? address.country,
};
const hostingAddress = { en: hosting.address, de: hosting.address.replace(/Germany$/, 'Deutschland') };
const rating = { en: formatRating('en'), de: formatRating('de') };

/** The licence notice the DB-IP Lite database requires (CC BY 4.0); the same wording in both languages. */
const dbIpAttribution = 'IP geolocation by DB-IP (https://db-ip.com), licensed under CC BY 4.0';

/**
 * The privacy policy: every processing this website really does (hosting, consent, country lookup, the
 * Marketing tools, the reviews widget, error reporting, forms and applications), with purpose, data, legal
 * basis, recipients, retention and transfers, then the rights of the people concerned.
 */
export const dataPrivacy: LegalDocument = {
  updated: '2026-11-25',
  text: {
    en: [
      {
        id: 'controller',
        heading: 'Controller and data protection contact',
        blocks: [
          'The controller responsible for the processing of personal data on this website within the meaning of the General Data Protection Regulation (GDPR) is:',
          {
            list: [
              legalName,
              `${address.street}, ${address.postalCode} ${address.city}, ${country.en}`,
              `Managing directors: ${directors.en}`,
              `Phone: ${phone}`,
              `E-mail: ${email}`,
            ],
          },
          `For all questions about data protection and to exercise your rights, please write to ${privacy.email}, or send a letter to the address above marked “Data protection”. We answer without undue delay and at the latest within one month (Art. 12(3) GDPR).`,
          'Our data protection officer (Art. 37 GDPR, § 38 BDSG):',
          { list: [dpo.name, `${legalName}, ${address.street}, ${address.postalCode} ${address.city}`, `E-mail: ${dpo.email}`, `Phone: ${dpo.phone}`] },
          'You can contact the data protection officer directly and in confidence about any question on the processing of your data and on your rights.',
        ],
      },
      {
        id: 'overview',
        heading: 'Overview',
        blocks: [
          'This policy explains what happens to your personal data when you visit this website and when you contact us. Personal data is any information that relates to you as an identified or identifiable person, such as your name, your e-mail address or your IP address.',
          {
            list: [
              'When you visit the website, the servers of our hosting provider in Germany process the technical data needed to deliver the pages. We set one cookie of our own, which stores your cookie choice, and a second one only when you send a form with JavaScript switched off (see our cookie policy).',
              'For visitors from the EU, the EEA, the United Kingdom and Switzerland, our Marketing tools (Google Tag Manager, Google Analytics and the LinkedIn Insight Tag) and the Clutch reviews badge run only after you have agreed to Marketing.',
              'Our error reporting (Sentry) runs without asking for consent. It sets no cookies on our domain, and its reports contain no IP address.',
              'What you send us through a form, by e-mail or by phone, we use to answer you and, if a project or a job follows, to prepare it.',
              'We offer no newsletter and no user accounts, we do not sell personal data, and we take no decisions about you based solely on automated processing, including profiling (Art. 22 GDPR).',
            ],
          },
          'Our profiles on LinkedIn, GitHub and Clutch are linked from this website as ordinary links. Nothing is loaded from these networks until you click such a link; from then on, the privacy policy of the network concerned applies.',
        ],
      },
      {
        id: 'hosting',
        heading: 'Hosting, server logs and blog content',
        blocks: [
          `This website is hosted by our hosting provider ${hosting.name} (${hostingAddress.en}) on servers in Germany. We have concluded a data processing agreement with the provider (Art. 28 GDPR), so it processes data only on our instructions.`,
          'Whenever your browser requests a page or file, the web server processes:',
          {
            list: [
              'your IP address',
              'the date and time of the request',
              'the address (URL) of the requested page or file',
              'the address of the page you came from (referrer)',
              'your browser and operating system, as your browser reports them (user agent)',
              'the status code of the answer, for example whether the page was found',
            ],
          },
          'We need this data to deliver the website to you and to keep the service secure and stable, for example to detect and fend off attacks. The hosting provider’s access logs are deleted after 14 days. The legal basis is Art. 6(1)(f) GDPR; our legitimate interest lies in a reliable and secure website.',
          'Fonts and images of the website are served from our own server. No external font service is called, so your browser does not contact one.',
          'Our blog articles come from our own content management system (Strapi), which we operate ourselves. Our server fetches the articles from it; no data about you is sent to it. Images inside blog articles are loaded by your browser directly from this system, which processes the technical connection data listed above only to deliver the images.',
        ],
      },
      {
        id: 'cookie-consent',
        heading: 'Cookie consent',
        blocks: [
          `On your first visit, we set a cookie named “${consentCookieName}”. It stores which cookie types you allow (“Technically required” is always on, “Marketing” only if you agree), the version of our cookie policy your decision refers to, and the date and time of your decision. It contains no identifier that singles you out, and we pass it on to no one.`,
          `The cookie is kept for ${consentMonths} months. Without it, we could not remember your choice and would have to ask you on every page.`,
          'Storing this cookie is strictly necessary to provide the digital service you explicitly requested, so it needs no consent (§ 25(2) no. 2 of the German Telecommunications Digital Services Data Protection Act, TDDDG). We process your choice under Art. 6(1)(c) GDPR, because we must be able to demonstrate consent (Art. 7(1) GDPR), and under Art. 6(1)(f) GDPR, because we have a legitimate interest in respecting your choice.',
          'The consent banner is shown to visitors from the EU, the EEA, the United Kingdom and Switzerland, and whenever we cannot determine where a visitor is from (see the next section). Marketing stays off until you click “Accept all” or switch it on in the settings. You can change or withdraw your choice at any time with “Cookie settings” at the bottom of every page. When we publish a new version of our cookie policy, we ask you again. Every cookie is described in our cookie policy.',
        ],
      },
      {
        id: 'country-lookup',
        heading: 'Country lookup for the consent banner',
        blocks: [
          'To decide whether the consent banner applies to you, our server looks up the country of your IP address when a page loads. It uses an offline database that is shipped with this website, so no external service is asked.',
          'Your IP address is used only for this lookup and only while the request is being handled; the lookup neither stores it nor writes it to a log. Only the result, your country and whether consent rules apply there, is sent back to your browser and used for the page you are viewing.',
          'The legal basis is Art. 6(1)(f) GDPR, our legitimate interest in showing the banner wherever the law requires it, together with Art. 6(1)(c) GDPR, as the lookup serves our legal obligation to ask for consent.',
          `The database used is “IP to Country Lite” by DB-IP, licensed under Creative Commons Attribution 4.0. As the licence requires: ${dbIpAttribution}. Licence text: https://creativecommons.org/licenses/by/4.0/`,
        ],
      },
      {
        id: 'google-analytics',
        heading: 'Google Tag Manager and Google Analytics',
        blocks: [
          'If you allow Marketing, we load Google Tag Manager, a service of Google Ireland Limited, Gordon House, Barrow Street, Dublin 4, Ireland (“Google”). The tag manager sets no cookies itself; it loads Google Analytics and the LinkedIn Insight Tag. Before it loads, all of Google’s consent signals for advertising and analytics are set to “denied” (Google Consent Mode v2); they switch to “granted” only when you agree.',
          'Google Analytics 4 then records how this website is used, with:',
          {
            list: [
              'the pages you visit, the time of your visit and the page or campaign that brought you to us',
              'device and browser data, such as device type, operating system, browser and screen size',
              'your approximate location (country, region, city), derived from your IP address',
              'a random client ID, stored in cookies, which recognises your browser on later visits',
            ],
          },
          'Google Analytics 4 does not log or store IP addresses; for visitors in the EU, Google derives the approximate location on servers in the EU and then discards the IP address. We use the results as aggregated reports that show us which pages and campaigns bring visitors; they do not tell us who you are. The data is kept in Google Analytics for 14 months.',
          'The processing may involve Google LLC, Mountain View, California, USA. Google LLC is certified under the EU–US Data Privacy Framework; where the certification does not apply, standard contractual clauses do. Google’s privacy policy: https://policies.google.com/privacy',
          'The legal basis is your consent (Art. 6(1)(a) GDPR, § 25(1) TDDDG). You can withdraw it at any time with effect for the future under “Cookie settings”.',
          'If you visit us from a country outside the EU, the EEA, the United Kingdom and Switzerland, the website shows no consent banner: the tag manager, Google Analytics and the LinkedIn Insight Tag then load as soon as a page opens, based on our legitimate interest in measuring the reach of our website and campaigns (Art. 6(1)(f) GDPR). In that case, the cookie settings do not switch them off; you can stop them by blocking cookies and scripts from Google and LinkedIn in your browser.',
        ],
      },
      {
        id: 'linkedin-insight-tag',
        heading: 'LinkedIn Insight Tag',
        blocks: [
          'If you allow Marketing, the tag manager also loads the LinkedIn Insight Tag of LinkedIn Ireland Unlimited Company, Wilton Plaza, Wilton Place, Dublin 2, Ireland (“LinkedIn”). It is a small piece of code, often called a social pixel, that informs LinkedIn about your visit.',
          'We use it for two purposes: to measure how many visitors our LinkedIn campaigns bring and what they do next (conversions), and to receive anonymous reports about the professional audience of our website, such as industries and job functions. These reports do not tell us who you are.',
          'For this, LinkedIn receives the address of the page, the referrer, your IP address, device and browser data, the time of your visit and the IDs stored in LinkedIn’s cookies. If you are a LinkedIn member, LinkedIn may recognise you. According to LinkedIn, direct identifiers are removed within seven days, and the remaining pseudonymised data is deleted within 180 days.',
          'The processing may involve LinkedIn Corporation, Sunnyvale, California, USA. LinkedIn Corporation is certified under the EU–US Data Privacy Framework; standard contractual clauses apply otherwise. LinkedIn’s privacy policy: https://www.linkedin.com/legal/privacy-policy',
          'The legal basis is your consent (Art. 6(1)(a) GDPR, § 25(1) TDDDG), which you can withdraw at any time with effect for the future under “Cookie settings”.',
          `For collecting the data with the Insight Tag on our website and transmitting it to LinkedIn, we and LinkedIn Ireland are joint controllers (Art. 26 GDPR). In an agreement with LinkedIn we have set out who fulfils which obligation: we inform you and obtain your consent; LinkedIn answers for the processing after the transmission and for your rights concerning it. You can exercise your rights with either of us; on request we send you the essence of this agreement (${privacy.email}).`,
        ],
      },
      {
        id: 'reviews-widget',
        heading: 'Clutch reviews widget',
        blocks: [
          'The footer of every page can show our rating on Clutch, a platform for independent client reviews run by Clutch.co (Clutch Inc.), Washington, D.C., USA. To show the badge, your browser loads a script from widget.clutch.co once the page has finished loading. If you visit from the EU, the EEA, the United Kingdom or Switzerland, or if your country cannot be determined, this happens only after you have allowed Marketing in the consent banner or the cookie settings; until then Clutch receives nothing.',
          'Clutch thereby receives your IP address, your browser data (user agent), the address of our page and the time. The widget sets no cookies on our domain. What Clutch does with this data and how long it keeps it is explained in Clutch’s privacy policy on clutch.co.',
          `Our own rating summary (${rating.en} out of 5 from ${reviews.numberOfReviews} reviews) is part of our page and does not depend on the widget.`,
          'For visits from the countries named above, the legal basis is your consent (Art. 6(1)(a) GDPR), which you can withdraw at any time with effect for the future under “Cookie settings”. For visits from elsewhere it is Art. 6(1)(f) GDPR; our legitimate interest is to present independent reviews of our work straight from the source, and you can object to this processing (see “Your rights”). As Clutch is based in the USA, the transfer is based on standard contractual clauses.',
        ],
      },
      {
        id: 'error-reporting',
        heading: 'Error reporting with Sentry',
        blocks: [
          'To find and fix faults quickly, the live website uses the error reporting service Sentry of Functional Software, Inc., San Francisco, USA. Our data is stored in Sentry’s EU region in Frankfurt am Main, Germany.',
          'When a page in your browser or our server raises an error, a report is sent with:',
          {
            list: [
              'the error message and the stack trace (where in the code the error occurred)',
              'the address of the page',
              'browser, operating system and device type',
              'timing data of the page and the technical steps shortly before the error, such as pages opened and requests made',
            ],
          },
          'In addition, the software measures how long page loads and server requests take and sends these performance measurements, likewise without personal identifiers. No IP address, cookies, form entries or other user data are sent: the software’s option for personal data stays switched off, and our configuration also removes any IP address, cookies and request headers from every report before it is sent. As your browser sends the data to Sentry directly, Sentry technically sees your IP address, but it is not added to the reports.',
          'Reports are deleted after 90 days. We have concluded a data processing agreement with Sentry (Art. 28 GDPR); since Functional Software, Inc. is based in the USA, access from there cannot be ruled out, and standard contractual clauses apply. Sentry’s privacy policy: https://sentry.io/privacy/',
          'The legal basis is Art. 6(1)(f) GDPR; our legitimate interest is a website that works reliably and without errors.',
        ],
      },
      {
        id: 'enquiries',
        heading: 'Enquiries: contact form, cost calculator, e-mail and phone',
        blocks: [
          'You can reach us through the contact form on our contact page, and through a short version of it on our service and landing pages. We process:',
          {
            list: [
              'your name and e-mail address',
              'optionally, your company and phone number',
              'the type of project, the budget range and your message',
              'the page you sent the form from, the language of the page and the time of sending',
            ],
          },
          'Each form links to this privacy policy; you do not have to tick a box, because we process your enquiry to answer it, not on the basis of consent. A hidden field that people do not see helps us to recognise spam bots; if it is filled in, nothing is stored.',
          `Your enquiry is stored in our own database on our hosting provider’s servers in Germany before you see the confirmation. It is then sent to our team by e-mail over an SMTP connection that is encrypted (TLS) whenever our mail server supports it; our e-mail provider processes it on our behalf (Art. 28 GDPR). In the database, the enquiry is deleted automatically ${leadDays} days after receipt, whether or not it could be delivered by then. In our mailbox and our customer relationship management system (CRM) we keep it as long as we need it to answer you and, if a contract follows, for that contract. Business letters and contracts are subject to the statutory retention periods of six and ten years (§ 257 of the German Commercial Code, HGB, and § 147 of the German Fiscal Code, AO).`,
          `To protect the forms against abuse, our server counts the submissions per IP address within a window of ${rateLimitMinutes} minutes. On a single server this count is kept in its working memory only and never written to disk. When the website runs on several servers, they keep the count together in our database: not your IP address but a keyed hash of it, deleted after ${rateLimitMinutes} minutes.`,
          `If JavaScript is switched off in your browser, the form is sent without it. To show you the result page, the thank-you page or the form with notes on what to correct, we keep what you typed for ${formResultMinutes} minutes; after that it is deleted.`,
          'Our MVP cost calculator keeps your answers only in the page address (URL) in your browser; we do not store them. Only if you send us the estimate do we receive your name, your e-mail address, an optional message, your answers and the estimate. We e-mail the estimate once to the address you give, and we treat the rest like an enquiry through the contact form. If you choose to discuss the estimate in a call, your answers travel in the address of our contact page and are sent with your enquiry unless you remove them.',
          'If you write to us by e-mail or call us, we process the details you give us, such as your name, your contact details and your request, to answer you. The same retention rules apply.',
          'The legal basis is Art. 6(1)(b) GDPR where your enquiry concerns a possible contract with us (steps prior to entering into a contract), and Art. 6(1)(f) GDPR in all other cases; our legitimate interest is to answer the enquiries we receive. Keeping business letters and contracts for the statutory periods is based on Art. 6(1)(c) GDPR.',
          'You are neither legally nor contractually obliged to provide data. Fields marked as optional can stay empty; the others are needed to send the form, and without your name and e-mail address we cannot answer you.',
        ],
      },
      {
        id: 'applications',
        heading: 'Job applications',
        blocks: [
          'Each open position on our careers page has its own application form. We process:',
          {
            list: [
              'your name and e-mail address',
              'optionally, a link to your profile (for example LinkedIn, GitHub or a portfolio)',
              'your message on why the position interests you',
              'your CV as a PDF file (at most 5 MB)',
              'the position, the page you applied from, the language of the page and the time of sending',
            ],
          },
          `Storage and delivery work as for enquiries: your application is stored in our database on our hosting provider’s servers in Germany, delivered to our hiring team by e-mail over a connection that is encrypted whenever our mail server supports it, and deleted from the database automatically ${leadDays} days after receipt.`,
          `Whether you apply through the form or by e-mail to ${careersEmail}: in our applicant management, we delete your application ${retention.applicationMonths} months after the end of the application process, so that we can defend ourselves against any claims under the German General Equal Treatment Act (§ 15(4) AGG). We keep it longer only if you agree to join our talent pool (Art. 6(1)(a) GDPR) or if we hire you; it then becomes part of your personnel file.`,
          'The legal basis is Art. 6(1)(b) GDPR (steps prior to entering into a contract): we need your data to decide whether to enter into an employment relationship with you. Keeping the application after the process has ended is based on Art. 6(1)(f) GDPR; our legitimate interest is to be able to defend ourselves against claims.',
          'Fields marked as optional can stay empty. Without your name, e-mail address, message and CV, we cannot consider your application.',
        ],
      },
      {
        id: 'legal-bases',
        heading: 'Legal bases explained',
        blocks: [
          'We process personal data only where the law permits it. The legal bases named in this policy mean:',
          {
            list: [
              'Art. 6(1)(a) GDPR, consent: you have agreed to the processing, for example to Marketing cookies. You can withdraw your consent at any time with effect for the future (Art. 7(3) GDPR).',
              'Art. 6(1)(b) GDPR, contract: the processing is necessary for a contract with you or for steps you ask us to take before one, such as an offer or an application process.',
              'Art. 6(1)(c) GDPR, legal obligation: the law requires the processing, for example the retention of business records or the documentation of consent.',
              'Art. 6(1)(f) GDPR, legitimate interests: the processing is necessary for our legitimate interests, unless your interests or fundamental rights and freedoms override them. We name our interest wherever we rely on it, and you can object (see “Your rights”).',
              '§ 25 TDDDG: storing information on your device, such as cookies, or accessing information already stored there requires your consent (§ 25(1) TDDDG), unless it is strictly necessary for a digital service you have explicitly requested (§ 25(2) no. 2 TDDDG).',
            ],
          },
        ],
      },
      {
        id: 'recipients',
        heading: 'Recipients and processors',
        blocks: [
          'We do not sell personal data, and we pass it on only as this policy describes. Within our company, only the people who need the data for their work have access to it, for example our hiring team to applications.',
          'Processors, which act only on our instructions under a data processing agreement (Art. 28 GDPR):',
          {
            list: [
              `${hosting.name}, ${hostingAddress.en}: hosting of the website and of our database`,
              'our e-mail provider: delivery of enquiries, applications and copies of estimates, and our mailbox',
              'Functional Software, Inc. (Sentry), San Francisco, USA, with data stored in Frankfurt am Main: error reporting, configured so that reports carry no IP address, cookies or form entries',
              'a content delivery network (CDN), if we deliver the website through one: it processes the connection data described under “Hosting” to deliver pages faster and to fend off attacks, and tells our server only the country of your IP address, which we use for the consent banner',
            ],
          },
          'Other recipients, which receive data from your browser when the services described above run:',
          {
            list: [
              'Google Ireland Limited and Google LLC: Google Tag Manager and Google Analytics',
              'LinkedIn Ireland Unlimited Company and LinkedIn Corporation: LinkedIn Insight Tag',
              'Clutch.co (Clutch Inc.): reviews widget',
            ],
          },
        ],
      },
      {
        id: 'third-countries',
        heading: 'Transfers to third countries',
        blocks: [
          'Some of the providers named are based in the USA, or companies of their group there may access data. We transfer personal data to a country outside the EU and the EEA (a third country) only if the requirements of Art. 44 to 49 GDPR are met:',
          {
            list: [
              'Google LLC and LinkedIn Corporation are certified under the EU–US Data Privacy Framework, for which the European Commission has adopted an adequacy decision (Art. 45 GDPR). Where the certification does not cover a transfer, standard contractual clauses apply.',
              'For Clutch Inc. and Functional Software, Inc. (Sentry), transfers are based on the standard contractual clauses adopted by the European Commission (Art. 46(2)(c) GDPR). Sentry stores our data in its EU region, so data reaches the USA only if it is accessed from there.',
            ],
          },
          `Please note that US authorities may be able to access data held by US companies, and that your legal remedies there may be more limited than in the EU. You can request a copy of the standard contractual clauses from ${privacy.email}.`,
        ],
      },
      {
        id: 'retention',
        heading: 'How long we keep data',
        blocks: [
          'We keep personal data only as long as we need it for the purpose it was collected for. The table summarises the periods named in this policy:',
          {
            table: {
              caption: 'Retention periods',
              head: ['Data', 'How long'],
              rows: [
                ['Access logs of the web server', '14 days'],
                ['Consent cookie', `${consentMonths} months`],
                ['IP address for the country lookup', 'Not stored; used only during the request'],
                ['Submissions per IP address (abuse protection)', `${rateLimitMinutes} minutes (working memory, or a keyed hash in our database when several servers run)`],
                ['Form entries for visitors without JavaScript', `${formResultMinutes} minutes`],
                ['Enquiries and applications in our website database', `${leadDays} days after receipt`],
                ['Enquiries in our mailbox and CRM', 'As long as needed to answer and for a resulting contract; business letters 6 years, accounting vouchers such as invoices 8 years'],
                ['Applications in our applicant management', `${retention.applicationMonths} months after the application process ends; longer only with your consent or in your personnel file`],
                ['Google Analytics data', '14 months'],
                ['LinkedIn Insight Tag data', 'According to LinkedIn: direct identifiers removed within 7 days, data deleted within 180 days'],
                ['Sentry error reports', '90 days'],
                ['Cookies of Google and LinkedIn', 'See the cookie policy'],
              ],
            },
          },
          'When a period ends, we delete the data. Where statutory retention periods prevent deletion, we restrict processing to what those periods require until they expire.',
        ],
      },
      {
        id: 'rights',
        heading: 'Your rights',
        blocks: [
          `You have the following rights regarding your personal data. To exercise them, a short message to ${privacy.email} is enough; it is free of charge.`,
          'Your right to object (Art. 21 GDPR): where we process your data on the basis of Art. 6(1)(f) GDPR, you can object at any time on grounds relating to your particular situation. We will then stop the processing, unless we can demonstrate compelling legitimate grounds that override your interests, rights and freedoms, or the processing serves to establish, exercise or defend legal claims. This concerns in particular the server logs, the Clutch reviews widget, error reporting and enquiries that do not concern a contract.',
          {
            list: [
              'Access (Art. 15 GDPR): you can ask whether we process data about you, which data, for which purposes, and receive a copy.',
              'Rectification (Art. 16 GDPR): you can have incorrect data corrected and incomplete data completed.',
              'Erasure (Art. 17 GDPR): you can have your data deleted, unless we must keep it, for example because of a statutory retention period.',
              'Restriction of processing (Art. 18 GDPR): you can ask us to keep your data but not use it, for example while we check whether it is correct.',
              'Data portability (Art. 20 GDPR): data you have given us on the basis of consent or a contract, you can receive in a common, machine-readable format or have sent to another controller.',
              'Withdrawal of consent (Art. 7(3) GDPR): you can withdraw consent at any time with effect for the future; processing that took place before remains lawful.',
            ],
          },
          'You can withdraw or change your consent to Marketing cookies under “Cookie settings” at the bottom of every page, or with this button:',
          { cookieSettings: 'Open cookie settings' },
        ],
      },
      {
        id: 'supervisory-authority',
        heading: 'Right to lodge a complaint',
        blocks: [
          'If you believe that our processing of your personal data infringes the GDPR, you have the right to lodge a complaint with a data protection supervisory authority (Art. 77 GDPR). The authority responsible for us is:',
          { list: [authority.name, authority.address, authority.url] },
          'You may also turn to any other supervisory authority, in particular the one in the EU member state where you live or work or where the alleged infringement took place.',
        ],
      },
      {
        id: 'changes',
        heading: 'Changes to this policy',
        blocks: [
          'We update this policy when our website, the services we use or the law change. The date at the top of this page shows when it was last changed; the version on this page is always the current one.',
        ],
      },
    ],
    de: [
      {
        id: 'controller',
        heading: 'Verantwortlicher und Ansprechperson für den Datenschutz',
        blocks: [
          'Verantwortlicher für die Verarbeitung personenbezogener Daten auf dieser Website im Sinne der Datenschutz-Grundverordnung (DSGVO) ist:',
          {
            list: [
              legalName,
              `${address.street}, ${address.postalCode} ${address.city}, ${country.de}`,
              `Geschäftsführung: ${directors.de}`,
              `Telefon: ${phone}`,
              `E-Mail: ${email}`,
            ],
          },
          `Bei allen Fragen zum Datenschutz und zur Ausübung Ihrer Rechte schreiben Sie uns bitte an ${privacy.email} oder per Post an die oben genannte Anschrift mit dem Vermerk „Datenschutz“. Wir antworten unverzüglich, spätestens innerhalb eines Monats (Art. 12 Abs. 3 DSGVO).`,
          'Unsere Datenschutzbeauftragte (Art. 37 DSGVO, § 38 BDSG):',
          { list: [dpo.name, `${legalName}, ${address.street}, ${address.postalCode} ${address.city}`, `E-Mail: ${dpo.email}`, `Telefon: ${dpo.phone}`] },
          'Sie können sich mit allen Fragen zur Verarbeitung Ihrer Daten und zu Ihren Rechten direkt und vertraulich an unsere Datenschutzbeauftragte wenden.',
        ],
      },
      {
        id: 'overview',
        heading: 'Überblick',
        blocks: [
          'Diese Datenschutzerklärung erläutert, was mit Ihren personenbezogenen Daten geschieht, wenn Sie diese Website besuchen und wenn Sie uns kontaktieren. Personenbezogene Daten sind alle Informationen, die sich auf Sie als identifizierte oder identifizierbare Person beziehen, etwa Ihr Name, Ihre E-Mail-Adresse oder Ihre IP-Adresse.',
          {
            list: [
              'Wenn Sie die Website besuchen, verarbeiten die Server unseres Hosting-Anbieters in Deutschland die technischen Daten, die für die Auslieferung der Seiten nötig sind. Wir setzen ein eigenes Cookie, das Ihre Cookie-Auswahl speichert, und ein zweites nur dann, wenn Sie ein Formular bei ausgeschaltetem JavaScript senden (siehe unsere Cookie-Richtlinie).',
              'Für Besucherinnen und Besucher aus der EU, dem EWR, dem Vereinigten Königreich und der Schweiz laufen unsere Marketing-Dienste (Google Tag Manager, Google Analytics und das LinkedIn Insight Tag) und das Bewertungs-Widget von Clutch erst, nachdem Sie Marketing erlaubt haben.',
              'Unsere Fehlerberichte (Sentry) laufen, ohne dass wir um Einwilligung bitten. Sentry setzt keine Cookies auf unserer Domain, und die Berichte enthalten keine IP-Adresse.',
              'Was Sie uns über ein Formular, per E-Mail oder telefonisch mitteilen, nutzen wir, um Ihnen zu antworten und, falls ein Projekt oder eine Anstellung folgt, um diese vorzubereiten.',
              'Wir bieten keinen Newsletter und keine Benutzerkonten an, verkaufen keine personenbezogenen Daten und treffen keine ausschließlich auf einer automatisierten Verarbeitung beruhenden Entscheidungen über Sie, einschließlich Profiling (Art. 22 DSGVO).',
            ],
          },
          'Unsere Profile bei LinkedIn, GitHub und Clutch sind auf dieser Website als gewöhnliche Links eingebunden. Von diesen Netzwerken wird nichts geladen, bevor Sie einen solchen Link anklicken; ab dann gilt die Datenschutzerklärung des jeweiligen Netzwerks.',
        ],
      },
      {
        id: 'hosting',
        heading: 'Hosting, Server-Logfiles und Blog-Inhalte',
        blocks: [
          `Diese Website wird von unserem Hosting-Anbieter ${hosting.name} (${hostingAddress.de}) auf Servern in Deutschland betrieben. Mit dem Anbieter haben wir einen Vertrag über die Auftragsverarbeitung geschlossen (Art. 28 DSGVO); er verarbeitet Daten daher nur nach unseren Weisungen.`,
          'Bei jedem Abruf einer Seite oder Datei verarbeitet der Webserver:',
          {
            list: [
              'Ihre IP-Adresse',
              'Datum und Uhrzeit des Abrufs',
              'die Adresse (URL) der abgerufenen Seite oder Datei',
              'die Adresse der Seite, von der Sie kommen (Referrer)',
              'Ihren Browser und Ihr Betriebssystem, wie Ihr Browser sie meldet (User-Agent)',
              'den Statuscode der Antwort, etwa ob die Seite gefunden wurde',
            ],
          },
          'Diese Daten benötigen wir, um Ihnen die Website auszuliefern und den Betrieb sicher und stabil zu halten, etwa um Angriffe zu erkennen und abzuwehren. Die Zugriffsprotokolle des Hosting-Anbieters werden nach 14 Tagen gelöscht. Rechtsgrundlage ist Art. 6 Abs. 1 lit. f DSGVO; unser berechtigtes Interesse liegt in einer zuverlässigen und sicheren Website.',
          'Schriften und Bilder der Website liefern wir von unserem eigenen Server aus. Ein externer Schriftarten-Dienst wird nicht aufgerufen; Ihr Browser nimmt also keine Verbindung zu einem solchen Dienst auf.',
          'Unsere Blogartikel stammen aus unserem eigenen Content-Management-System (Strapi), das wir selbst betreiben. Unser Server ruft die Artikel dort ab; Daten über Sie werden dabei nicht übermittelt. Bilder in Blogartikeln lädt Ihr Browser direkt aus diesem System, das dafür die oben genannten technischen Verbindungsdaten verarbeitet, und zwar nur, um die Bilder auszuliefern.',
        ],
      },
      {
        id: 'cookie-consent',
        heading: 'Cookie-Einwilligung',
        blocks: [
          `Bei Ihrem ersten Besuch setzen wir ein Cookie namens „${consentCookieName}“. Es speichert, welche Cookie-Typen Sie zulassen („Technisch notwendig“ ist immer aktiv, „Marketing“ nur mit Ihrer Einwilligung), die Version unserer Cookie-Richtlinie, auf die sich Ihre Entscheidung bezieht, sowie Datum und Uhrzeit Ihrer Entscheidung. Es enthält keine Kennung, die Sie von anderen unterscheidet, und wir geben es an niemanden weiter.`,
          `Das Cookie wird ${consentMonths} Monate gespeichert. Ohne es könnten wir uns Ihre Auswahl nicht merken und müssten Sie auf jeder Seite erneut fragen.`,
          'Das Speichern dieses Cookies ist für den von Ihnen ausdrücklich gewünschten digitalen Dienst unbedingt erforderlich und bedarf daher keiner Einwilligung (§ 25 Abs. 2 Nr. 2 TDDDG). Ihre Auswahl verarbeiten wir auf Grundlage von Art. 6 Abs. 1 lit. c DSGVO, weil wir Einwilligungen nachweisen können müssen (Art. 7 Abs. 1 DSGVO), sowie auf Grundlage von Art. 6 Abs. 1 lit. f DSGVO, weil wir ein berechtigtes Interesse daran haben, Ihre Entscheidung zu beachten.',
          'Das Cookie-Banner wird Besucherinnen und Besuchern aus der EU, dem EWR, dem Vereinigten Königreich und der Schweiz angezeigt sowie immer dann, wenn wir nicht feststellen können, woher ein Besuch kommt (siehe nächster Abschnitt). Marketing bleibt ausgeschaltet, bis Sie auf „Alle akzeptieren“ klicken oder es in den Einstellungen einschalten. Ihre Auswahl können Sie jederzeit über „Cookie-Einstellungen“ am Ende jeder Seite ändern oder widerrufen. Veröffentlichen wir eine neue Version unserer Cookie-Richtlinie, fragen wir Sie erneut. Jedes Cookie ist in unserer Cookie-Richtlinie beschrieben.',
        ],
      },
      {
        id: 'country-lookup',
        heading: 'Länderermittlung für das Cookie-Banner',
        blocks: [
          'Um zu entscheiden, ob das Cookie-Banner für Sie gilt, ermittelt unser Server beim Laden einer Seite das Land, zu dem Ihre IP-Adresse gehört. Er nutzt dafür eine Offline-Datenbank, die mit dieser Website ausgeliefert wird; ein externer Dienst wird nicht angefragt.',
          'Ihre IP-Adresse wird nur für diese Abfrage und nur während der Bearbeitung des jeweiligen Aufrufs verwendet; sie wird dabei weder gespeichert noch protokolliert. Nur das Ergebnis, also Ihr Land und ob dort Einwilligungsregeln gelten, wird an Ihren Browser zurückgegeben und für die aufgerufene Seite verwendet.',
          'Rechtsgrundlage ist Art. 6 Abs. 1 lit. f DSGVO, unser berechtigtes Interesse daran, das Banner überall dort anzuzeigen, wo das Gesetz es verlangt, zusammen mit Art. 6 Abs. 1 lit. c DSGVO, da die Abfrage der Erfüllung unserer rechtlichen Pflicht dient, Einwilligungen einzuholen.',
          `Verwendet wird die Datenbank „IP to Country Lite“ von DB-IP, lizenziert unter Creative Commons Namensnennung 4.0. Gemäß den Lizenzbedingungen: „${dbIpAttribution}“. Lizenztext: https://creativecommons.org/licenses/by/4.0/deed.de`,
        ],
      },
      {
        id: 'google-analytics',
        heading: 'Google Tag Manager und Google Analytics',
        blocks: [
          'Wenn Sie Marketing zulassen, laden wir den Google Tag Manager, einen Dienst der Google Ireland Limited, Gordon House, Barrow Street, Dublin 4, Irland („Google“). Der Tag Manager setzt selbst keine Cookies; er lädt Google Analytics und das LinkedIn Insight Tag. Bevor er geladen wird, stehen alle Einwilligungssignale von Google für Werbung und Analyse auf „abgelehnt“ (Google Consent Mode v2); erst mit Ihrer Einwilligung wechseln sie auf „erteilt“.',
          'Google Analytics 4 erfasst dann, wie diese Website genutzt wird, und zwar:',
          {
            list: [
              'die Seiten, die Sie aufrufen, den Zeitpunkt Ihres Besuchs und die Seite oder Kampagne, über die Sie zu uns gekommen sind',
              'Geräte- und Browserdaten, etwa Gerätetyp, Betriebssystem, Browser und Bildschirmgröße',
              'Ihren ungefähren Standort (Land, Region, Stadt), abgeleitet aus Ihrer IP-Adresse',
              'eine zufällige Client-ID, gespeichert in Cookies, die Ihren Browser bei späteren Besuchen wiedererkennt',
            ],
          },
          'Google Analytics 4 protokolliert und speichert keine IP-Adressen; bei Besuchen aus der EU leitet Google den ungefähren Standort auf Servern in der EU ab und verwirft die IP-Adresse anschließend. Wir nutzen die Ergebnisse als zusammengefasste Berichte, die uns zeigen, welche Seiten und Kampagnen Besucherinnen und Besucher bringen; wer Sie sind, erfahren wir daraus nicht. Die Daten werden in Google Analytics 14 Monate aufbewahrt.',
          'An der Verarbeitung kann die Google LLC, Mountain View, Kalifornien, USA, beteiligt sein. Die Google LLC ist nach dem EU-US Data Privacy Framework zertifiziert; soweit die Zertifizierung nicht greift, gelten Standardvertragsklauseln. Datenschutzerklärung von Google: https://policies.google.com/privacy',
          'Rechtsgrundlage ist Ihre Einwilligung (Art. 6 Abs. 1 lit. a DSGVO, § 25 Abs. 1 TDDDG). Sie können sie jederzeit mit Wirkung für die Zukunft unter „Cookie-Einstellungen“ widerrufen.',
          'Besuchen Sie uns aus einem Land außerhalb der EU, des EWR, des Vereinigten Königreichs und der Schweiz, zeigt die Website kein Cookie-Banner: Tag Manager, Google Analytics und das LinkedIn Insight Tag werden dann sofort beim Öffnen einer Seite geladen, gestützt auf unser berechtigtes Interesse an der Reichweitenmessung unserer Website und Kampagnen (Art. 6 Abs. 1 lit. f DSGVO). In diesem Fall schalten die Cookie-Einstellungen sie nicht ab; Sie können sie verhindern, indem Sie Cookies und Skripte von Google und LinkedIn in Ihrem Browser blockieren.',
        ],
      },
      {
        id: 'linkedin-insight-tag',
        heading: 'LinkedIn Insight Tag',
        blocks: [
          'Wenn Sie Marketing zulassen, lädt der Tag Manager außerdem das LinkedIn Insight Tag der LinkedIn Ireland Unlimited Company, Wilton Plaza, Wilton Place, Dublin 2, Irland („LinkedIn“). Es handelt sich um ein kleines Code-Stück, oft Social Pixel genannt, das LinkedIn über Ihren Besuch informiert.',
          'Wir nutzen es für zwei Zwecke: um zu messen, wie viele Besucherinnen und Besucher unsere LinkedIn-Kampagnen bringen und was diese anschließend tun (Conversions), und um anonyme Berichte über das berufliche Publikum unserer Website zu erhalten, etwa über Branchen und Tätigkeitsbereiche. Wer Sie sind, erfahren wir aus diesen Berichten nicht.',
          'Dazu erhält LinkedIn die Adresse der Seite, den Referrer, Ihre IP-Adresse, Geräte- und Browserdaten, den Zeitpunkt Ihres Besuchs und die in den Cookies von LinkedIn gespeicherten Kennungen. Sind Sie Mitglied bei LinkedIn, kann LinkedIn Sie wiedererkennen. Nach Angaben von LinkedIn werden direkte Identifikatoren innerhalb von sieben Tagen entfernt und die verbleibenden pseudonymisierten Daten innerhalb von 180 Tagen gelöscht.',
          'An der Verarbeitung kann die LinkedIn Corporation, Sunnyvale, Kalifornien, USA, beteiligt sein. Die LinkedIn Corporation ist nach dem EU-US Data Privacy Framework zertifiziert; im Übrigen gelten Standardvertragsklauseln. Datenschutzerklärung von LinkedIn: https://www.linkedin.com/legal/privacy-policy',
          'Rechtsgrundlage ist Ihre Einwilligung (Art. 6 Abs. 1 lit. a DSGVO, § 25 Abs. 1 TDDDG), die Sie jederzeit mit Wirkung für die Zukunft unter „Cookie-Einstellungen“ widerrufen können.',
          `Für die Erhebung der Daten mit dem Insight Tag auf unserer Website und ihre Übermittlung an LinkedIn sind wir und LinkedIn Ireland gemeinsam verantwortlich (Art. 26 DSGVO). In einer Vereinbarung mit LinkedIn haben wir festgelegt, wer welche Pflicht erfüllt: Wir informieren Sie und holen Ihre Einwilligung ein; LinkedIn ist für die Verarbeitung nach der Übermittlung und für Ihre Rechte in Bezug darauf verantwortlich. Ihre Rechte können Sie bei jedem von uns beiden geltend machen; das Wesentliche der Vereinbarung senden wir Ihnen auf Anfrage zu (${privacy.email}).`,
        ],
      },
      {
        id: 'reviews-widget',
        heading: 'Bewertungs-Widget von Clutch',
        blocks: [
          'Im Fußbereich jeder Seite können wir unsere Bewertung auf Clutch zeigen, einer Plattform für unabhängige Kundenbewertungen, betrieben von Clutch.co (Clutch Inc.), Washington, D.C., USA. Um das Widget anzuzeigen, lädt Ihr Browser ein Skript von widget.clutch.co, sobald die Seite fertig geladen ist. Besuchen Sie uns aus der EU, dem EWR, dem Vereinigten Königreich oder der Schweiz oder lässt sich Ihr Land nicht bestimmen, geschieht das erst, nachdem Sie Marketing im Cookie-Banner oder in den Cookie-Einstellungen erlaubt haben; bis dahin erhält Clutch nichts.',
          'Clutch erhält dabei Ihre IP-Adresse, Ihre Browserdaten (User-Agent), die Adresse unserer Seite und den Zeitpunkt. Das Widget setzt auf unserer Domain keine Cookies. Was Clutch mit diesen Daten tut und wie lange es sie speichert, erläutert die Datenschutzerklärung von Clutch auf clutch.co.',
          `Unsere eigene Bewertungsübersicht (${rating.de} von 5 aus ${reviews.numberOfReviews} Bewertungen) ist Teil unserer Seite und hängt nicht vom Widget ab.`,
          'Bei Besuchen aus den genannten Ländern ist Rechtsgrundlage Ihre Einwilligung (Art. 6 Abs. 1 lit. a DSGVO), die Sie jederzeit mit Wirkung für die Zukunft unter „Cookie-Einstellungen“ widerrufen können. Bei Besuchen aus anderen Ländern ist es Art. 6 Abs. 1 lit. f DSGVO; unser berechtigtes Interesse besteht darin, unabhängige Bewertungen unserer Arbeit direkt aus der Quelle zu zeigen, und Sie können dieser Verarbeitung widersprechen (siehe „Ihre Rechte“). Da Clutch seinen Sitz in den USA hat, stützt sich die Übermittlung auf Standardvertragsklauseln.',
        ],
      },
      {
        id: 'error-reporting',
        heading: 'Fehlerberichte mit Sentry',
        blocks: [
          'Um Fehler schnell zu finden und zu beheben, nutzt die Live-Website den Fehlerberichtsdienst Sentry der Functional Software, Inc., San Francisco, USA. Unsere Daten werden in der EU-Region von Sentry in Frankfurt am Main gespeichert.',
          'Tritt in Ihrem Browser oder auf unserem Server ein Fehler auf, wird ein Bericht gesendet mit:',
          {
            list: [
              'der Fehlermeldung und dem Stacktrace (an welcher Stelle im Code der Fehler auftrat)',
              'der Adresse der Seite',
              'Browser, Betriebssystem und Gerätetyp',
              'Zeitmessungen der Seite und den technischen Schritten kurz vor dem Fehler, etwa aufgerufenen Seiten und gestellten Anfragen',
            ],
          },
          'Außerdem misst die Software, wie lange Seitenaufrufe und Serveranfragen dauern, und übermittelt diese Leistungsdaten, ebenfalls ohne personenbezogene Kennungen. IP-Adresse, Cookies, Formulareingaben oder sonstige Nutzerdaten werden nicht gesendet: Die Option der Software für personenbezogene Daten bleibt ausgeschaltet, und unsere Konfiguration entfernt zusätzlich vor dem Senden jede IP-Adresse, Cookies und Anfrage-Header aus jedem Bericht. Weil Ihr Browser die Daten direkt an Sentry sendet, sieht Sentry technisch bedingt Ihre IP-Adresse; sie wird den Berichten jedoch nicht hinzugefügt.',
          'Berichte werden nach 90 Tagen gelöscht. Mit Sentry haben wir einen Vertrag über die Auftragsverarbeitung geschlossen (Art. 28 DSGVO); da die Functional Software, Inc. ihren Sitz in den USA hat, ist ein Zugriff von dort nicht auszuschließen, und es gelten Standardvertragsklauseln. Datenschutzerklärung von Sentry: https://sentry.io/privacy/',
          'Rechtsgrundlage ist Art. 6 Abs. 1 lit. f DSGVO; unser berechtigtes Interesse ist eine Website, die zuverlässig und fehlerfrei funktioniert.',
        ],
      },
      {
        id: 'enquiries',
        heading: 'Anfragen: Kontaktformular, Kostenrechner, E-Mail und Telefon',
        blocks: [
          'Sie erreichen uns über das Kontaktformular auf unserer Kontaktseite sowie über eine Kurzfassung davon auf unseren Leistungs- und Landingpages. Wir verarbeiten:',
          {
            list: [
              'Ihren Namen und Ihre E-Mail-Adresse',
              'optional Ihr Unternehmen und Ihre Telefonnummer',
              'die Art des Projekts, den Budgetrahmen und Ihre Nachricht',
              'die Seite, von der Sie das Formular gesendet haben, die Sprache der Seite und den Zeitpunkt des Absendens',
            ],
          },
          'Jedes Formular verweist auf diese Datenschutzerklärung; ein Häkchen müssen Sie nicht setzen, denn wir verarbeiten Ihre Anfrage, um sie zu beantworten, nicht aufgrund einer Einwilligung. Ein verstecktes Feld, das Menschen nicht sehen, hilft uns, Spam-Bots zu erkennen; ist es ausgefüllt, wird nichts gespeichert.',
          `Ihre Anfrage wird in unserer eigenen Datenbank auf den Servern unseres Hosting-Anbieters in Deutschland gespeichert, bevor Sie die Bestätigung sehen. Anschließend wird sie per E-Mail über eine SMTP-Verbindung an unser Team gesendet, die verschlüsselt ist (TLS), sofern unser Mailserver dies unterstützt; unser E-Mail-Anbieter verarbeitet sie in unserem Auftrag (Art. 28 DSGVO). In der Datenbank wird die Anfrage ${leadDays} Tage nach Eingang automatisch gelöscht, unabhängig davon, ob sie bis dahin zugestellt werden konnte. In unserem Postfach und unserem Kundenmanagement-System (CRM) bewahren wir sie so lange auf, wie wir sie benötigen, um Ihnen zu antworten, und, falls ein Vertrag folgt, für diesen Vertrag. Geschäftsbriefe und Verträge unterliegen den gesetzlichen Aufbewahrungsfristen von sechs und zehn Jahren (§ 257 HGB, § 147 AO).`,
          `Zum Schutz der Formulare vor Missbrauch zählt unser Server die Übermittlungen je IP-Adresse innerhalb eines Zeitfensters von ${rateLimitMinutes} Minuten. Auf einem einzelnen Server liegt diese Zählung nur in seinem Arbeitsspeicher und wird nie auf einen Datenträger geschrieben. Läuft die Website auf mehreren Servern, führen diese die Zählung gemeinsam in unserer Datenbank: nicht Ihre IP-Adresse, sondern ein mit einem Schlüssel gebildeter Hashwert davon, der nach ${rateLimitMinutes} Minuten gelöscht wird.`,
          `Ist JavaScript in Ihrem Browser ausgeschaltet, wird das Formular ohne JavaScript gesendet. Um Ihnen die Ergebnisseite zu zeigen, also die Dankesseite oder das Formular mit Hinweisen zu den Korrekturen, bewahren wir Ihre Eingaben ${formResultMinutes} Minuten auf; danach werden sie gelöscht.`,
          'Unser MVP-Kostenrechner speichert Ihre Antworten nur in der Seitenadresse (URL) in Ihrem Browser; wir speichern sie nicht. Erst wenn Sie uns die Schätzung senden, erhalten wir Ihren Namen, Ihre E-Mail-Adresse, eine optionale Nachricht, Ihre Antworten und die Schätzung. Wir senden die Schätzung einmal per E-Mail an die von Ihnen angegebene Adresse und behandeln alles Weitere wie eine Anfrage über das Kontaktformular. Möchten Sie die Schätzung in einem Gespräch besprechen, gelangen Ihre Antworten in der Adresse unserer Kontaktseite dorthin und werden mit Ihrer Anfrage gesendet, sofern Sie sie nicht entfernen.',
          'Schreiben Sie uns eine E-Mail oder rufen Sie uns an, verarbeiten wir die Angaben, die Sie uns machen, etwa Ihren Namen, Ihre Kontaktdaten und Ihr Anliegen, um Ihnen zu antworten. Es gelten dieselben Regeln zur Speicherdauer.',
          'Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO, soweit Ihre Anfrage einen möglichen Vertrag mit uns betrifft (vorvertragliche Maßnahmen), in allen anderen Fällen Art. 6 Abs. 1 lit. f DSGVO; unser berechtigtes Interesse ist es, eingehende Anfragen zu beantworten. Die Aufbewahrung von Geschäftsbriefen und Verträgen für die gesetzlichen Fristen beruht auf Art. 6 Abs. 1 lit. c DSGVO.',
          'Sie sind weder gesetzlich noch vertraglich verpflichtet, Daten bereitzustellen. Als optional gekennzeichnete Felder können Sie leer lassen; die übrigen sind zum Absenden des Formulars nötig, und ohne Ihren Namen und Ihre E-Mail-Adresse können wir Ihnen nicht antworten.',
        ],
      },
      {
        id: 'applications',
        heading: 'Bewerbungen',
        blocks: [
          'Jede offene Stelle auf unserer Karriereseite hat ein eigenes Bewerbungsformular. Wir verarbeiten:',
          {
            list: [
              'Ihren Namen und Ihre E-Mail-Adresse',
              'optional einen Link zu Ihrem Profil (etwa LinkedIn, GitHub oder ein Portfolio)',
              'Ihre Nachricht dazu, warum Sie die Stelle interessiert',
              'Ihren Lebenslauf als PDF-Datei (höchstens 5 MB)',
              'die Stelle, die Seite, von der Sie sich beworben haben, die Sprache der Seite und den Zeitpunkt des Absendens',
            ],
          },
          `Speicherung und Zustellung erfolgen wie bei Anfragen: Ihre Bewerbung wird in unserer Datenbank auf den Servern unseres Hosting-Anbieters in Deutschland gespeichert, per E-Mail über eine Verbindung, die verschlüsselt ist, sofern unser Mailserver dies unterstützt, an unser Recruiting-Team zugestellt und ${leadDays} Tage nach Eingang automatisch aus der Datenbank gelöscht.`,
          `Ob Sie sich über das Formular oder per E-Mail an ${careersEmail} bewerben: In unserem Bewerbungsmanagement löschen wir Ihre Bewerbung ${retention.applicationMonths} Monate nach Abschluss des Bewerbungsverfahrens, damit wir uns gegen etwaige Ansprüche nach dem Allgemeinen Gleichbehandlungsgesetz verteidigen können (§ 15 Abs. 4 AGG). Länger bewahren wir sie nur auf, wenn Sie der Aufnahme in unseren Talentpool zustimmen (Art. 6 Abs. 1 lit. a DSGVO) oder wenn wir Sie einstellen; dann wird sie Teil Ihrer Personalakte.`,
          'Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO (vorvertragliche Maßnahmen): Wir benötigen Ihre Daten, um über die Begründung eines Beschäftigungsverhältnisses mit Ihnen zu entscheiden. Die Aufbewahrung der Bewerbung nach Abschluss des Verfahrens beruht auf Art. 6 Abs. 1 lit. f DSGVO; unser berechtigtes Interesse besteht darin, uns gegen Ansprüche verteidigen zu können.',
          'Als optional gekennzeichnete Felder können Sie leer lassen. Ohne Ihren Namen, Ihre E-Mail-Adresse, Ihre Nachricht und Ihren Lebenslauf können wir Ihre Bewerbung nicht berücksichtigen.',
        ],
      },
      {
        id: 'legal-bases',
        heading: 'Rechtsgrundlagen im Überblick',
        blocks: [
          'Wir verarbeiten personenbezogene Daten nur, soweit das Gesetz es erlaubt. Die in dieser Datenschutzerklärung genannten Rechtsgrundlagen bedeuten:',
          {
            list: [
              'Art. 6 Abs. 1 lit. a DSGVO, Einwilligung: Sie haben der Verarbeitung zugestimmt, etwa den Marketing-Cookies. Ihre Einwilligung können Sie jederzeit mit Wirkung für die Zukunft widerrufen (Art. 7 Abs. 3 DSGVO).',
              'Art. 6 Abs. 1 lit. b DSGVO, Vertrag: Die Verarbeitung ist für einen Vertrag mit Ihnen oder für vorvertragliche Maßnahmen auf Ihre Anfrage erforderlich, etwa ein Angebot oder ein Bewerbungsverfahren.',
              'Art. 6 Abs. 1 lit. c DSGVO, rechtliche Verpflichtung: Das Gesetz schreibt die Verarbeitung vor, etwa die Aufbewahrung von Geschäftsunterlagen oder den Nachweis von Einwilligungen.',
              'Art. 6 Abs. 1 lit. f DSGVO, berechtigte Interessen: Die Verarbeitung ist zur Wahrung unserer berechtigten Interessen erforderlich, sofern nicht Ihre Interessen oder Grundrechte und Grundfreiheiten überwiegen. Wir nennen unser Interesse jeweils an der betreffenden Stelle, und Sie können widersprechen (siehe „Ihre Rechte“).',
              '§ 25 TDDDG: Das Speichern von Informationen auf Ihrem Endgerät, etwa von Cookies, oder der Zugriff auf dort bereits gespeicherte Informationen erfordert Ihre Einwilligung (§ 25 Abs. 1 TDDDG), es sei denn, er ist für einen von Ihnen ausdrücklich gewünschten digitalen Dienst unbedingt erforderlich (§ 25 Abs. 2 Nr. 2 TDDDG).',
            ],
          },
        ],
      },
      {
        id: 'recipients',
        heading: 'Empfänger und Auftragsverarbeiter',
        blocks: [
          'Wir verkaufen keine personenbezogenen Daten und geben sie nur so weiter, wie es diese Datenschutzerklärung beschreibt. In unserem Unternehmen haben nur die Personen Zugriff, die die Daten für ihre Arbeit benötigen, etwa unser Recruiting-Team auf Bewerbungen.',
          'Auftragsverarbeiter, die nur nach unseren Weisungen auf Grundlage eines Vertrags über die Auftragsverarbeitung tätig werden (Art. 28 DSGVO):',
          {
            list: [
              `${hosting.name}, ${hostingAddress.de}: Hosting der Website und unserer Datenbank`,
              'unser E-Mail-Anbieter: Zustellung von Anfragen, Bewerbungen und Kopien von Kostenschätzungen sowie unser Postfach',
              'Functional Software, Inc. (Sentry), San Francisco, USA, mit Datenspeicherung in Frankfurt am Main: Fehlerberichte, so eingestellt, dass die Berichte keine IP-Adresse, keine Cookies und keine Formulareingaben enthalten',
              'ein Content Delivery Network (CDN), sofern wir die Website darüber ausliefern: Es verarbeitet die unter „Hosting“ beschriebenen Verbindungsdaten, um Seiten schneller auszuliefern und Angriffe abzuwehren, und teilt unserem Server nur das Land Ihrer IP-Adresse mit, das wir für das Cookie-Banner nutzen',
            ],
          },
          'Weitere Empfänger, die Daten von Ihrem Browser erhalten, wenn die oben beschriebenen Dienste laufen:',
          {
            list: [
              'Google Ireland Limited und Google LLC: Google Tag Manager und Google Analytics',
              'LinkedIn Ireland Unlimited Company und LinkedIn Corporation: LinkedIn Insight Tag',
              'Clutch.co (Clutch Inc.): Bewertungs-Widget',
            ],
          },
        ],
      },
      {
        id: 'third-countries',
        heading: 'Übermittlung in Drittländer',
        blocks: [
          'Einige der genannten Anbieter haben ihren Sitz in den USA, oder Unternehmen ihrer Gruppe können von dort auf Daten zugreifen. Personenbezogene Daten übermitteln wir in ein Land außerhalb der EU und des EWR (Drittland) nur, wenn die Voraussetzungen der Art. 44 bis 49 DSGVO erfüllt sind:',
          {
            list: [
              'Die Google LLC und die LinkedIn Corporation sind nach dem EU-US Data Privacy Framework zertifiziert, für das die Europäische Kommission einen Angemessenheitsbeschluss erlassen hat (Art. 45 DSGVO). Soweit die Zertifizierung eine Übermittlung nicht abdeckt, gelten Standardvertragsklauseln.',
              'Für die Clutch Inc. und die Functional Software, Inc. (Sentry) stützen sich Übermittlungen auf die von der Europäischen Kommission erlassenen Standardvertragsklauseln (Art. 46 Abs. 2 lit. c DSGVO). Sentry speichert unsere Daten in seiner EU-Region; in die USA gelangen sie daher nur, wenn von dort auf sie zugegriffen wird.',
            ],
          },
          `Bitte beachten Sie, dass US-Behörden auf Daten zugreifen können, die bei US-Unternehmen liegen, und dass Ihre Rechtsschutzmöglichkeiten dort eingeschränkter sein können als in der EU. Eine Kopie der Standardvertragsklauseln können Sie unter ${privacy.email} anfordern.`,
        ],
      },
      {
        id: 'retention',
        heading: 'Speicherdauer',
        blocks: [
          'Wir speichern personenbezogene Daten nur so lange, wie wir sie für den Zweck benötigen, zu dem wir sie erhoben haben. Die Tabelle fasst die in dieser Datenschutzerklärung genannten Fristen zusammen:',
          {
            table: {
              caption: 'Speicherfristen',
              head: ['Daten', 'Dauer'],
              rows: [
                ['Zugriffsprotokolle des Webservers', '14 Tage'],
                ['Einwilligungs-Cookie', `${consentMonths} Monate`],
                ['IP-Adresse für die Länderermittlung', 'Keine Speicherung; nur während der Anfrage verwendet'],
                ['Übermittlungen je IP-Adresse (Missbrauchsschutz)', `${rateLimitMinutes} Minuten (im Arbeitsspeicher oder, bei mehreren Servern, als Hashwert in unserer Datenbank)`],
                ['Formulareingaben bei Besuchen ohne JavaScript', `${formResultMinutes} Minuten`],
                ['Anfragen und Bewerbungen in der Datenbank der Website', `${leadDays} Tage nach Eingang`],
                ['Anfragen in Postfach und CRM', 'Solange zur Beantwortung und für einen folgenden Vertrag nötig; Geschäftsbriefe 6 Jahre, Buchungsbelege wie Rechnungen 8 Jahre'],
                ['Bewerbungen im Bewerbungsmanagement', `${retention.applicationMonths} Monate nach Abschluss des Bewerbungsverfahrens; länger nur mit Ihrer Einwilligung oder in Ihrer Personalakte`],
                ['Daten in Google Analytics', '14 Monate'],
                ['Daten des LinkedIn Insight Tags', 'Nach Angaben von LinkedIn: direkte Identifikatoren nach spätestens 7 Tagen entfernt, Daten nach spätestens 180 Tagen gelöscht'],
                ['Fehlerberichte in Sentry', '90 Tage'],
                ['Cookies von Google und LinkedIn', 'Siehe Cookie-Richtlinie'],
              ],
            },
          },
          'Endet eine Frist, löschen wir die Daten. Stehen gesetzliche Aufbewahrungsfristen einer Löschung entgegen, schränken wir die Verarbeitung bis zu deren Ablauf auf das ein, was diese Fristen erfordern.',
        ],
      },
      {
        id: 'rights',
        heading: 'Ihre Rechte',
        blocks: [
          `Ihnen stehen hinsichtlich Ihrer personenbezogenen Daten die folgenden Rechte zu. Um sie auszuüben, genügt eine kurze Nachricht an ${privacy.email}; dies ist für Sie kostenlos.`,
          'Ihr Widerspruchsrecht (Art. 21 DSGVO): Verarbeiten wir Ihre Daten auf Grundlage von Art. 6 Abs. 1 lit. f DSGVO, können Sie aus Gründen, die sich aus Ihrer besonderen Situation ergeben, jederzeit widersprechen. Wir beenden die Verarbeitung dann, es sei denn, wir können zwingende schutzwürdige Gründe nachweisen, die Ihre Interessen, Rechte und Freiheiten überwiegen, oder die Verarbeitung dient der Geltendmachung, Ausübung oder Verteidigung von Rechtsansprüchen. Dies betrifft insbesondere die Server-Logfiles, das Bewertungs-Widget von Clutch, die Fehlerberichte und Anfragen, die keinen Vertrag betreffen.',
          {
            list: [
              'Auskunft (Art. 15 DSGVO): Sie können erfragen, ob und welche Daten wir über Sie zu welchen Zwecken verarbeiten, und eine Kopie erhalten.',
              'Berichtigung (Art. 16 DSGVO): Sie können unrichtige Daten berichtigen und unvollständige vervollständigen lassen.',
              'Löschung (Art. 17 DSGVO): Sie können verlangen, dass wir Ihre Daten löschen, es sei denn, wir müssen sie noch aufbewahren, etwa wegen einer gesetzlichen Aufbewahrungsfrist.',
              'Einschränkung der Verarbeitung (Art. 18 DSGVO): Sie können verlangen, dass wir Ihre Daten zwar aufbewahren, aber nicht nutzen, etwa während wir ihre Richtigkeit prüfen.',
              'Datenübertragbarkeit (Art. 20 DSGVO): Daten, die Sie uns auf Grundlage einer Einwilligung oder eines Vertrags bereitgestellt haben, können Sie in einem gängigen, maschinenlesbaren Format erhalten oder an einen anderen Verantwortlichen übermitteln lassen.',
              'Widerruf einer Einwilligung (Art. 7 Abs. 3 DSGVO): Sie können eine Einwilligung jederzeit mit Wirkung für die Zukunft widerrufen; die bis dahin erfolgte Verarbeitung bleibt rechtmäßig.',
            ],
          },
          'Ihre Einwilligung in Marketing-Cookies können Sie unter „Cookie-Einstellungen“ am Ende jeder Seite oder mit dieser Schaltfläche widerrufen oder ändern:',
          { cookieSettings: 'Cookie-Einstellungen öffnen' },
        ],
      },
      {
        id: 'supervisory-authority',
        heading: 'Beschwerderecht bei einer Aufsichtsbehörde',
        blocks: [
          'Sind Sie der Ansicht, dass die Verarbeitung Ihrer personenbezogenen Daten durch uns gegen die DSGVO verstößt, haben Sie das Recht, sich bei einer Datenschutz-Aufsichtsbehörde zu beschweren (Art. 77 DSGVO). Für uns zuständig ist:',
          { list: [authority.name, authority.address, authority.url] },
          'Sie können sich auch an jede andere Aufsichtsbehörde wenden, insbesondere an die in dem EU-Mitgliedstaat Ihres Aufenthaltsorts, Ihres Arbeitsplatzes oder des Orts des mutmaßlichen Verstoßes.',
        ],
      },
      {
        id: 'changes',
        heading: 'Änderungen dieser Datenschutzerklärung',
        blocks: [
          'Wir passen diese Datenschutzerklärung an, wenn sich unsere Website, die von uns genutzten Dienste oder die Rechtslage ändern. Das Datum oben auf dieser Seite zeigt, wann sie zuletzt geändert wurde; die Fassung auf dieser Seite ist stets die aktuelle.',
        ],
      },
    ],
  },
};
