import de from '@/content/words/de/services/google-chrome-extension-development.json';
import en from '@/content/words/en/services/google-chrome-extension-development.json';
import type { ServiceDetail } from '../types';
import { bothLanguages } from '@/content/words';

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
  words: bothLanguages(en, de),
};
