import de from '@/content/words/de/pages/contact.json';
import en from '@/content/words/en/pages/contact.json';
import type { WrittenPage } from '@/content/page-structure';
import { bothLanguages } from '@/content/words';
import { offices } from './offices';

/** Contact: the enquiry form, other channels, what happens next and the offices. */
export const contactPage: WrittenPage = {
  words: bothLanguages(en, de),
  body: {
    sections: [
      { type: 'contact-form', id: 'enquiry' },
      { type: 'contact-channels', id: 'channels' },
      { type: 'process', id: 'next-steps' },
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
