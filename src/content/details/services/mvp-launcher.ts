import type original from '@/content/words/en/services/mvp-launcher.json';
import { localizedWords } from '@/content/localized-words';
import type { ServiceDetail } from '../types';

/** MVP Launcher: the fixed-price package that takes a first product release live in the weeks `figures.launcherWeeks` names. */
export const mvpLauncher: ServiceDetail = {
  calculator: true,
  technologies: ['/technologies/react', '/technologies/node-js', '/technologies/go'],
  caseStudies: [
    '/case-studies/saas-kyc-verification-process',
    '/case-studies/dashboard-for-optimizing-production-line',
  ],
  tools: [
    'TypeScript',
    'Next.js',
    'React Native',
    'Expo',
    'PostgreSQL',
    'Docker',
    'GitHub Actions',
    'Playwright',
    'Sentry',
    'Plausible',
    'Figma',
  ],
  icons: {
    problems: ['euro', 'clock', 'layers', 'team'],
    deliverables: ['book', 'code', 'cloud', 'check', 'rocket'],
  },
  picture: 'services/mvp-launcher',
  words: localizedWords<typeof original>('services/mvp-launcher'),
};
