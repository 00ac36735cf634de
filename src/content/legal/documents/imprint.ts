import { managingDirectorNames, siteConfig } from '@/config/site';
import type { LegalDocument } from '../types';

const { legalName, address, phone, email, registerCourt, registerNumber, vatId, managingDirectors } = siteConfig;
const and = (locale: string, items: string[]) => new Intl.ListFormat(locale, { type: 'conjunction' }).format(items);
const postal = `${address.street}, ${address.postalCode} ${address.city}`;
const responsible = managingDirectors[0].name;

/** The imprint: what § 5 of the German Digital Services Act (DDG) requires, every fact from the site config. */
export const imprint: LegalDocument = {
  updated: '2026-11-25',
  text: {
    en: [
      {
        id: 'provider',
        heading: 'Provider of this website',
        blocks: [
          `This website is provided by ${legalName}, a limited liability company (Gesellschaft mit beschränkter Haftung) under German law.`,
          { list: [legalName, address.street, `${address.postalCode} ${address.city}`, 'Germany'] },
        ],
      },
      {
        id: 'representatives',
        heading: 'Managing directors',
        blocks: [`The company is represented by its managing directors ${and('en-GB', managingDirectorNames)}.`],
      },
      {
        id: 'contact',
        heading: 'Contact',
        blocks: [{ list: [`Phone: ${phone}`, `E-mail: ${email}`] }, 'We answer enquiries within one business day.'],
      },
      {
        id: 'register',
        heading: 'Commercial register and VAT',
        blocks: [
          { list: [`Register court: ${registerCourt}`, `Register number: ${registerNumber}`, `VAT identification number under § 27a of the German VAT Act: ${vatId}`] },
        ],
      },
      {
        id: 'editorial',
        heading: 'Responsible for editorial content',
        blocks: [`Responsible for the content of the blog under § 18(2) of the German Interstate Media Treaty (MStV): ${responsible}, ${postal}.`],
      },
      {
        id: 'disputes',
        heading: 'Consumer dispute resolution',
        blocks: [
          'We are neither obliged nor willing to take part in dispute resolution proceedings before a consumer arbitration board (§ 36 of the German Consumer Dispute Resolution Act, VSBG). Our services are aimed at businesses; if you have a complaint, please write to us directly and we will find a solution with you.',
        ],
      },
    ],
    de: [
      {
        id: 'provider',
        heading: 'Anbieter dieser Website',
        blocks: [
          `Anbieter dieser Website ist die ${legalName}, eine Gesellschaft mit beschränkter Haftung nach deutschem Recht.`,
          { list: [legalName, address.street, `${address.postalCode} ${address.city}`, 'Deutschland'] },
        ],
      },
      {
        id: 'representatives',
        heading: 'Vertretungsberechtigte Geschäftsführung',
        blocks: [
          // "durch die Geschäftsführerin … und den Geschäftsführer …": each with the article of the title.
          `Die Gesellschaft wird vertreten durch ${and('de-DE', managingDirectors.map(({ name, germanTitle }) => `${germanTitle === 'Geschäftsführerin' ? 'die' : 'den'} ${germanTitle} ${name}`))}.`,
        ],
      },
      {
        id: 'contact',
        heading: 'Kontakt',
        blocks: [{ list: [`Telefon: ${phone}`, `E-Mail: ${email}`] }, 'Wir beantworten Anfragen innerhalb eines Werktags.'],
      },
      {
        id: 'register',
        heading: 'Handelsregister und Umsatzsteuer',
        blocks: [
          { list: [`Registergericht: ${registerCourt}`, `Registernummer: ${registerNumber}`, `Umsatzsteuer-Identifikationsnummer gemäß § 27a UStG: ${vatId}`] },
        ],
      },
      {
        id: 'editorial',
        heading: 'Verantwortlich für redaktionelle Inhalte',
        blocks: [`Verantwortlich für die Inhalte des Blogs nach § 18 Abs. 2 MStV: ${responsible}, ${postal}.`],
      },
      {
        id: 'disputes',
        heading: 'Verbraucherstreitbeilegung',
        blocks: [
          'Wir sind nicht verpflichtet und nicht bereit, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen (§ 36 VSBG). Unsere Leistungen richten sich an Unternehmen; wenn Sie eine Beschwerde haben, schreiben Sie uns bitte direkt – wir finden gemeinsam eine Lösung.',
        ],
      },
    ],
  },
};
