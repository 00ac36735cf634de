import type original from '@/content/words/en/technologies/vue.json';
import { localizedWords } from '@/content/localized-words';
import type { TechnologyDetail } from '../types';

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
  words: localizedWords<typeof original>('technologies/vue'),
};
