import de from '@/content/words/de/technologies/vue.json';
import en from '@/content/words/en/technologies/vue.json';
import type { TechnologyDetail } from '../types';
import { bothLanguages } from '@/content/words';

/** Vue.js and Nuxt: why and where the agency uses them (modules in existing shops, portals, micro-frontends, Nuxt). */
export const vueTechnology: TechnologyDetail = {
  experience: { since: 2017, engineers: 12, projects: 30 },
  ecosystem: [
    'Vue 3',
    'Nuxt',
    'TypeScript',
    'Pinia',
    'Vue Router',
    'Vite',
    'VueUse',
    'Vitest',
    'Vue Test Utils',
    'Playwright',
    'Storybook',
    'Tailwind CSS',
    'Strapi',
    'Spryker Glue API',
  ],
  icons: {
    builds: ['cart', 'book', 'layers', 'globe', 'code'],
  },
  words: bothLanguages(en, de),
};
