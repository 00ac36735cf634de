import type original from '@/content/words/en/technologies/php.json';
import { localizedWords } from '@/content/localized-words';
import { siteConfig } from '@/config/site';
import type { TechnologyDetail } from '../types';

/** PHP with Symfony, Laravel and Spryker: why we use it, what we build, legacy modernisation, FAQ. */
export const phpTechnology: TechnologyDetail = {
  experience: { since: siteConfig.foundingYear, engineers: 14, projects: 45 },
  ecosystem: [
    'PHP 8',
    'Symfony',
    'Laravel',
    'Spryker',
    'API Platform',
    'Doctrine ORM',
    'Composer',
    'PHPUnit',
    'Pest',
    'PHPStan',
    'Rector',
    'RabbitMQ',
    'OpenSearch',
    'Redis',
  ],
  icons: {
    builds: ['cart', 'layers', 'book', 'code', 'clock'],
  },
  words: localizedWords<typeof original>('technologies/php'),
};
