import type { MetadataRoute } from 'next';
import { robotsRule, routeKeys } from '@/i18n/routes';
import { locales } from '@/i18n/locales';
import { absoluteUrl, languageAlternates } from './urls';

/** Every indexable page in both languages, each with its language alternates. */
export function sitemapEntries(): MetadataRoute.Sitemap {
  const indexable = routeKeys.filter((key) => robotsRule(key) === 'index');
  return indexable.flatMap((key) =>
    locales.map((locale) => ({
      url: absoluteUrl(key, locale),
      alternates: { languages: languageAlternates(key, { en: {}, de: {} }) },
    })),
  );
}
