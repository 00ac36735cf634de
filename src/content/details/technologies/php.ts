import de from '@/content/words/de/technologies/php.json';
import en from '@/content/words/en/technologies/php.json';
import { siteConfig } from '@/config/site';
import type { TechnologyDetail } from '../types';
import { bothLanguages } from '@/content/words';

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
  words: bothLanguages(en, de),
};
