import de from '@/content/words/de/pages/home.json';
import en from '@/content/words/en/pages/home.json';
import type { WrittenPage } from '@/content/page-structure';
import { bothLanguages } from '@/content/words';
import { servicesInDisplayOrder } from './link-lists';

/** The home page: the agency in figures, its services, why clients choose it, proof, and how a project starts. */
export const homePage: WrittenPage = {
  words: bothLanguages(en, de),
  body: {
    hero: { primary: { href: '/contact' }, secondary: { href: '/case-studies' } },
    sections: [
      { type: 'stats', id: 'in-numbers' },
      { type: 'links', id: 'services', items: servicesInDisplayOrder, calculator: true },
      { type: 'features', id: 'why-kovalent', icons: ['clock', 'code', 'team', 'shield', 'globe', 'heart'] },
      {
        type: 'case-studies',
        id: 'case-studies',
        items: [
          '/case-studies/how-we-turned-thank-you-pages-into-revenue-generators',
          '/case-studies/saas-kyc-verification-process',
          '/case-studies/dashboard-for-optimizing-production-line',
        ],
      },
      { type: 'reviews', id: 'reviews' },
      { type: 'testimonial', id: 'testimonial' },
      {
        type: 'links',
        id: 'collaboration-models',
        items: [
          '/collaboration-models/dedicated-team',
          '/collaboration-models/outsource-custom-software-development',
        ],
      },
      {
        type: 'technologies',
        id: 'technologies',
        items: [
          'TypeScript',
          'React',
          'Next.js',
          'Angular',
          'Vue',
          'Node.js',
          'Go',
          'PHP',
          'Symfony',
          'Laravel',
          'React Native',
          'Flutter',
          'PostgreSQL',
          'Kubernetes',
          'AWS',
          'Google Cloud',
        ],
        link: { href: '/technologies' },
      },
      { type: 'latest-posts', id: 'blog', link: { href: '/blog' } },
      { type: 'process', id: 'getting-started' },
      { type: 'cta', id: 'contact', primary: { href: '/contact' }, secondary: { href: '/how-we-work' } },
    ],
  },
};
