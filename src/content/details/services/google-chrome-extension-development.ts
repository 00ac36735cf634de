import type original from '@/content/words/en/services/google-chrome-extension-development.json';
import { localizedWords } from '@/content/localized-words';
import type { ServiceDetail } from '../types';

/** Chrome extension development: Manifest V3 extensions with their backend, store publication and enterprise roll-out. */
export const chromeExtensionDevelopment: ServiceDetail = {
  technologies: ['/technologies/react', '/technologies/node-js'],
  caseStudies: [
    '/case-studies/external-document-managment-system-dms',
    '/case-studies/saas-kyc-verification-process',
  ],
  tools: [
    'TypeScript',
    'Manifest V3',
    'Vite',
    'Side Panel API',
    'chrome.identity',
    'chrome.storage',
    'webextension-polyfill',
    'Vitest',
    'Playwright',
    'Sentry',
    'Chrome Web Store API',
    'Google Admin console',
  ],
  icons: {
    problems: ['layers', 'shield', 'globe', 'check'],
    deliverables: ['code', 'team', 'cloud', 'book', 'rocket'],
  },
  picture: 'services/google-chrome-extension-development',
  words: localizedWords<typeof original>('services/google-chrome-extension-development'),
};
