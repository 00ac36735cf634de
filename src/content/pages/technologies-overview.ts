import type original from '@/content/words/en/pages/technologies.json';
import { localizedWords } from '@/content/localized-words';
import type { WrittenPage } from '@/content/page-structure';
import { technologiesInDisplayOrder } from './link-lists';
import { goTechnology } from '../details/technologies/go';
import { reactTechnology } from '../details/technologies/react';

/** The technologies overview: the core technologies, the wider stack and the team's experience. */
export const technologiesOverviewPage: WrittenPage = {
  words: localizedWords<typeof original>('pages/technologies'),
  computed: { reactSince: `${reactTechnology.experience.since}`, goSince: `${goTechnology.experience.since}` },
  body: {
    sections: [
      { type: 'links', id: 'core-technologies', items: technologiesInDisplayOrder },
      { type: 'prose', id: 'how-we-choose' },
      {
        type: 'technologies',
        id: 'wider-stack',
        // The cloud providers follow in the words: "AWS (EU regions)" reads differently in German.
        items: [
          'TypeScript',
          'Next.js',
          'Nuxt',
          'NestJS',
          'Symfony',
          'Laravel',
          'Spryker',
          'Strapi',
          'React Native',
          'Flutter',
          'PostgreSQL',
          'Redis',
          'Docker',
          'Kubernetes',
          'Terraform',
          'GitHub Actions',
        ],
      },
      { type: 'stats', id: 'experience' },
      { type: 'faq', id: 'faq' },
      { type: 'cta', id: 'contact', primary: { href: '/contact' }, secondary: { href: '/services' } },
    ],
  },
};
