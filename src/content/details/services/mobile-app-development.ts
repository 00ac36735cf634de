import type original from '@/content/words/en/services/mobile-app-development.json';
import { localizedWords } from '@/content/localized-words';
import type { ServiceDetail } from '../types';

/** Mobile app development: React Native and native apps for iOS and Android, with backend, offline mode and store releases. */
export const mobileAppDevelopment: ServiceDetail = {
  technologies: ['/technologies/react', '/technologies/node-js'],
  caseStudies: ['/case-studies/e-learning', '/case-studies/saas-kyc-verification-process'],
  tools: [
    'React Native',
    'Expo',
    'TypeScript',
    'Swift',
    'Kotlin',
    'Flutter',
    'Fastlane',
    'Detox',
    'Firebase Cloud Messaging',
    'SQLite',
    'Sentry',
  ],
  icons: {
    problems: ['mobile', 'euro', 'cloud', 'shield'],
    deliverables: ['mobile', 'code', 'cloud', 'shield', 'rocket'],
  },
  picture: 'services/mobile-app-development',
  words: localizedWords<typeof original>('services/mobile-app-development'),
};
