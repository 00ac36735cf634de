import type original from '@/content/words/en/pages/home.json';
import { localizedWords } from '@/content/localized-words';
import type { WrittenPage } from '@/content/page-structure';

/**
 * The home page, short enough for a phone: the positioning and its proof (in the hero), the three services the
 * positioning names, why clients choose the agency (in short, linked to how we work), results, one client's words,
 * the blog, how a project starts and the final call to action.
 */
export const homePage: WrittenPage = {
  words: localizedWords<typeof original>('pages/home'),
  body: {
    hero: { primary: { href: '/contact' }, secondary: { href: '/case-studies' }, picture: 'home/work' },
    sections: [
      {
        type: 'links',
        id: 'services',
        items: ['/services/mvp-launcher', '/services/spryker-development', '/services/adobe-experience-manager-aem-development'],
        link: { href: '/services' },
        calculator: true,
      },
      { type: 'features', id: 'why-kovalent', link: { href: '/how-we-work', hash: 'proof' } },
      {
        type: 'case-studies',
        id: 'case-studies',
        items: [
          '/case-studies/how-we-turned-thank-you-pages-into-revenue-generators',
          '/case-studies/saas-kyc-verification-process',
          '/case-studies/dashboard-for-optimizing-production-line',
        ],
      },
      { type: 'testimonial', id: 'testimonial' },
      { type: 'latest-posts', id: 'blog', link: { href: '/blog' } },
      { type: 'process', id: 'getting-started' },
      { type: 'cta', id: 'contact', primary: { href: '/contact' } },
    ],
  },
};
