import type original from '@/content/words/en/pages/products/event-store.json';
import { localizedWords } from '@/content/localized-words';
import type { WrittenPage } from '@/content/page-structure';

/** Event Store, the agency's shop product for event organisers: features, audience, start, figures and pricing. */
export const eventStorePage: WrittenPage = {
  words: localizedWords<typeof original>('pages/products/event-store'),
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
