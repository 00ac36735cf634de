import type original from '@/content/words/en/services/ui-ux-design.json';
import { localizedWords } from '@/content/localized-words';
import type { ServiceDetail } from '../types';

/** UI/UX design: research, prototypes, design systems and A/B tests by designers who work inside the engineering team. */
export const uiUxDesign: ServiceDetail = {
  technologies: ['/technologies/react', '/technologies/vue'],
  caseStudies: [
    '/case-studies/e-learning',
    '/case-studies/slotmagie',
    '/case-studies/how-we-turned-thank-you-pages-into-revenue-generators',
  ],
  tools: [
    'Figma',
    'FigJam',
    'Tokens Studio',
    'Storybook',
    'Chromatic',
    'Maze',
    'Hotjar',
    'Matomo',
    'GrowthBook',
    'axe DevTools',
  ],
  icons: {
    problems: ['chart', 'layers', 'mobile', 'code'],
    deliverables: ['chat', 'design', 'book', 'check', 'chart'],
  },
  picture: 'services/ui-ux-design',
  words: localizedWords<typeof original>('services/ui-ux-design'),
};
