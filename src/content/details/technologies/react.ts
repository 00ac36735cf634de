import type original from '@/content/words/en/technologies/react.json';
import { localizedWords } from '@/content/localized-words';
import { siteConfig } from '@/config/site';
import type { TechnologyDetail } from '../types';

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
  words: localizedWords<typeof original>('technologies/react'),
};
