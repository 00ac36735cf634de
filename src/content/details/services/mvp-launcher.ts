import de from '@/content/words/de/services/mvp-launcher.json';
import en from '@/content/words/en/services/mvp-launcher.json';
import type { ServiceDetail } from '../types';
import { bothLanguages } from '@/content/words';

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
  words: bothLanguages(en, de),
};
