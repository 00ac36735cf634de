import type { MetadataRoute } from 'next';
import { robotsRule, routeKeys, sitePaths } from '@/i18n/routes';
import { serverEnv } from '@/lib/server/env';
import { buildSitemapEntries } from './localized-urls';

/** Every indexable page in every language, each with its language alternates. */
export function sitemapEntries(): MetadataRoute.Sitemap {
  return buildSitemapEntries(sitePaths, serverEnv.siteUrl, routeKeys.filter((key) => robotsRule(key) === 'index'));
}
