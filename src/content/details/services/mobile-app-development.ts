import de from '@/content/words/de/services/mobile-app-development.json';
import en from '@/content/words/en/services/mobile-app-development.json';
import type { ServiceDetail } from '../types';
import { bothLanguages } from '@/content/words';

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
  words: bothLanguages(en, de),
};
