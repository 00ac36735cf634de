import de from '@/content/words/de/technologies/react.json';
import en from '@/content/words/en/technologies/react.json';
import { siteConfig } from '@/config/site';
import type { TechnologyDetail } from '../types';
import { bothLanguages } from '@/content/words';

/** React, Next.js and React Native: why we use them, what we build (web, mobile, AEM, micro-frontends, extensions), FAQ. */
export const reactTechnology: TechnologyDetail = {
  experience: { since: siteConfig.foundingYear, engineers: 26, projects: 80 },
  ecosystem: [
    'TypeScript',
    'Next.js',
    'React Native',
    'Expo',
    'TanStack Query',
    'React Hook Form',
    'Zod',
    'Zustand',
    'Tailwind CSS',
    'Storybook',
    'Vitest',
    'Testing Library',
    'Playwright',
    'Module Federation',
  ],
  icons: {
    builds: ['code', 'rocket', 'mobile', 'layers', 'globe', 'check'],
  },
  words: bothLanguages(en, de),
};
