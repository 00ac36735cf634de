import type original from '@/content/words/en/pages/contact.json';
import { localizedWords } from '@/content/localized-words';
import type { WrittenPage } from '@/content/page-structure';
import { offices } from './offices';

/** Contact: the enquiry form beside who answers it and what happens next, other channels and the offices. */
export const contactPage: WrittenPage = {
  words: localizedWords<typeof original>('pages/contact'),
  body: {
    sections: [
      // The head of delivery: his team of product managers reads and answers every enquiry.
      { type: 'contact-form', id: 'enquiry', answeredBy: 'Jan-Erik Vogt', calculator: true },
      { type: 'contact-channels', id: 'channels' },
      {
        type: 'features',
        id: 'first-message',
        icons: ['chart', 'clock', 'euro', 'layers', 'team', 'shield'],
      },
      { type: 'locations', id: 'offices', places: offices },
      { type: 'faq', id: 'faq' },
    ],
  },
};
