import de from '@/content/words/de/pages/products/event-store.json';
import en from '@/content/words/en/pages/products/event-store.json';
import type { WrittenPage } from '@/content/page-structure';
import { bothLanguages } from '@/content/words';

/** Event Store, the agency's shop product for event organisers: features, audience, start, figures and pricing. */
export const eventStorePage: WrittenPage = {
  words: bothLanguages(en, de),
  body: {
    hero: { primary: { href: '/contact' }, secondary: { href: '/products/event-store', hash: 'pricing' } },
    sections: [
      { type: 'features', id: 'features', icons: ['ticket', 'cart', 'mobile', 'design', 'euro', 'shield'] },
      { type: 'features', id: 'who-it-is-for', icons: ['heart', 'chat', 'team', 'book', 'chart'] },
      { type: 'process', id: 'getting-started' },
      { type: 'stats', id: 'at-a-glance' },
      { type: 'prose', id: 'pricing' },
      { type: 'faq', id: 'faq' },
      { type: 'cta', id: 'demo', primary: { href: '/contact' }, secondary: { href: '/products' } },
    ],
  },
};
