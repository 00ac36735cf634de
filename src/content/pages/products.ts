import type original from '@/content/words/en/pages/products.json';
import { localizedWords } from '@/content/localized-words';
import type { WrittenPage } from '@/content/page-structure';

/** The products overview: what the agency builds and runs as its own products. */
export const productsPage: WrittenPage = {
  words: localizedWords<typeof original>('pages/products'),
  body: {
    sections: [
      { type: 'prose', id: 'why-products' },
      { type: 'links', id: 'product-list', items: ['/products/event-store'] },
      {
        type: 'features',
        id: 'how-we-run-products',
        icons: ['chat', 'chart', 'cloud', 'rocket', 'shield', 'layers'],
      },
      {
        type: 'cta',
        id: 'next-step',
        primary: { href: '/products/event-store' },
        secondary: { href: '/contact' },
      },
    ],
  },
};
