import de from '@/content/words/de/pages/about.json';
import en from '@/content/words/en/pages/about.json';
import type { WrittenPage } from '@/content/page-structure';
import { leadership } from '@/content/people';
import { bothLanguages } from '@/content/words';
import { offices } from './offices';

/** About us: the story, the figures, values, leadership and the two offices. */
export const aboutPage: WrittenPage = {
  words: bothLanguages(en, de),
  body: {
    sections: [
      { type: 'prose', id: 'our-story' },
      { type: 'stats', id: 'in-numbers' },
      { type: 'features', id: 'values', icons: ['check', 'chat', 'code', 'shield', 'book', 'heart'], link: { href: '/how-we-work', hash: 'proof' } },
      { type: 'team', id: 'leadership', people: leadership },
      { type: 'locations', id: 'offices', places: offices },
      { type: 'testimonial', id: 'testimonial' },
      { type: 'links', id: 'join-us', items: ['/careers', '/code-camp'] },
      { type: 'cta', id: 'contact', primary: { href: '/contact' }, secondary: { href: '/how-we-work' } },
    ],
  },
};
