import type original from '@/content/words/en/case-studies/e-learning.json';
import { localizedWords } from '@/content/localized-words';
import type { CaseStudyDetail } from '../types';

/** E-learning: one web and mobile learning platform for a Swiss training provider, completion up from 48% to 67%. */
export const eLearning: CaseStudyDetail = {
  technologies: ['/technologies/vue', '/technologies/php', '/technologies/react', '/technologies/node-js'],
  stack: [
    'Laravel',
    'PHP 8.2',
    'Vue 3',
    'React Native',
    'Strapi',
    'Node.js',
    'FFmpeg',
    'HLS',
    'PostgreSQL',
    'Amazon S3',
    'Amazon CloudFront',
    'GitHub Actions',
  ],
  icons: {
    solution: ['heart', 'book', 'mobile', 'layers', 'cloud'],
  },
  pictures: {
    cover: 'case-studies/e-learning/cover',
    solution: 'case-studies/e-learning/solution',
    architecture: 'case-studies/e-learning/architecture',
    results: 'case-studies/e-learning/results',
  },
  words: localizedWords<typeof original>('case-studies/e-learning'),
};
