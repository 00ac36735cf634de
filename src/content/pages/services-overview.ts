import type original from '@/content/words/en/pages/services.json';
import { localizedWords } from '@/content/localized-words';
import type { WrittenPage } from '@/content/page-structure';
import { servicesInDisplayOrder } from './link-lists';

/** The services overview: every service, how they combine, how a project starts, and questions. */
export const servicesOverviewPage: WrittenPage = {
  words: localizedWords<typeof original>('pages/services'),
  body: {
    hero: { primary: { href: '/contact' }, secondary: { href: '/case-studies' } },
    sections: [
      { type: 'links', id: 'all-services', items: servicesInDisplayOrder },
      { type: 'features', id: 'combinations', icons: ['team', 'rocket', 'cart', 'layers', 'mobile', 'code'] },
      { type: 'process', id: 'getting-started', link: { href: '/how-we-work', hash: 'proof' } },
      { type: 'faq', id: 'faq' },
      {
        type: 'cta',
        id: 'contact',
        primary: { href: '/contact' },
        secondary: { href: '/collaboration-models' },
      },
    ],
  },
};
