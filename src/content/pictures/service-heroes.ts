/**
 * The diagram beside the heading of each service page, named after the service's slug: what the service is about at
 * a glance, drawn in one look (services/diagram.ts) from the words in src/content/words/<locale>/pictures/services.json.
 */
import type original from '@/content/words/en/pictures/services.json';
import { byLocale, type Locale } from '@/i18n/locales';
import { fillAll } from '../words';
import { backdrop, height, width } from './services/diagram';
import { drawAem } from './services/adobe-experience-manager-aem-development';
import { drawBackend } from './services/backend-development';
import { drawFrontend } from './services/frontend-development';
import { drawMobileApps } from './services/mobile-app-development';
import { drawChromeExtension } from './services/google-chrome-extension-development';
import { drawMicroFrontends } from './services/micro-frontend-development';
import { drawMvpLauncher } from './services/mvp-launcher';
import { drawProductDevelopment } from './services/product-development';
import { drawSpryker } from './services/spryker-development';
import { drawStrapi } from './services/strapi-cms-development';
import { drawUiUxDesign } from './services/ui-ux-design';
import type { Picture } from './types';
import { pictureWords, type PictureWords } from './words';

const words = pictureWords<typeof original>('services');
type Slug = keyof typeof original;

const drawings: Record<Slug, (words: PictureWords, locale: Locale) => string> = {
  'spryker-development': drawSpryker,
  'adobe-experience-manager-aem-development': drawAem,
  'micro-frontend-development': drawMicroFrontends,
  'mvp-launcher': drawMvpLauncher,
  'product-development': drawProductDevelopment,
  'ui-ux-design': drawUiUxDesign,
  'mobile-app-development': drawMobileApps,
  'strapi-cms-development': drawStrapi,
  'frontend-development': drawFrontend,
  'backend-development': drawBackend,
  'google-chrome-extension-development': drawChromeExtension,
};

function diagram(slug: Slug): Picture {
  return {
    width,
    height,
    alt: byLocale((locale) => fillAll(words[locale][slug].alt, locale)),
    draw: (locale) => backdrop() + drawings[slug](fillAll(words[locale][slug], locale), locale),
  };
}

export const serviceHeroPictures = Object.fromEntries((Object.keys(drawings) as Slug[]).map((slug) => [slug, diagram(slug)])) as Record<Slug, Picture>;
