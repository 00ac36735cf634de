import type original from '@/content/words/en/technologies/node-js.json';
import { localizedWords } from '@/content/localized-words';
import { siteConfig } from '@/config/site';
import type { TechnologyDetail } from '../types';

/** Node.js with TypeScript, NestJS and Fastify: why and where the agency uses it (BFFs, APIs, SSR, Strapi, workers). */
export const nodeJsTechnology: TechnologyDetail = {
  experience: { since: siteConfig.foundingYear, engineers: 22, projects: 70 },
  ecosystem: [
    'TypeScript',
    'NestJS',
    'Fastify',
    'Prisma',
    'PostgreSQL',
    'Redis',
    'BullMQ',
    'Apollo Server',
    'Socket.IO',
    'Zod',
    'Strapi',
    'Vitest',
    'OpenTelemetry',
    'Docker',
  ],
  icons: {
    builds: ['layers', 'code', 'globe', 'book', 'clock'],
  },
  words: localizedWords<typeof original>('technologies/node-js'),
};
