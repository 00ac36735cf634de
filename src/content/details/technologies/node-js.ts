import de from '@/content/words/de/technologies/node-js.json';
import en from '@/content/words/en/technologies/node-js.json';
import { siteConfig } from '@/config/site';
import type { TechnologyDetail } from '../types';
import { bothLanguages } from '@/content/words';

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
  words: bothLanguages(en, de),
};
