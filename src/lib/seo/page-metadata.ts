import type { Metadata } from 'next';
import { siteConfig } from '@/config/site';
import { pageCopy } from '@/content/page-copy';
import { robotsRule, type RouteKey } from '@/i18n/routes';
import { serverEnv } from '@/lib/server/env';
import { absoluteUrl, canonicalQuery, languageAlternates, type LanguageQueries, type SearchParams } from './urls';
import { languageTags, locales, otherLocales, type Locale } from '@/i18n/locales';
import { inEveryLocale } from './localized-urls';

/** Open Graph writes a language tag with an underscore: `de_DE`. */
const openGraphLocale = (locale: Locale) => languageTags[locale].replace('-', '_');
const defaultSocialImage = { url: '/social-card.png', width: 1200, height: 630 } as const;

interface PageMetadataInput {
  key: RouteKey;
  locale: Locale;
  searchParams?: SearchParams;
  /** Overrides for pages whose title comes from content (a blog article, a category). */
  title?: string;
  description?: string;
  image?: { url: string; alt: string; width?: number; height?: number };
  type?: 'website' | 'article';
  /**
   * The identifying query of this content in each language that has it (a German article has its own
   * slug). Languages missing here get no alternate link. Default: the same query in every language.
   */
  alternateQueries?: LanguageQueries;
}

/** The metadata of every page: title, description, canonical, hreflang, social cards, robots. */
export function buildPageMetadata({ key, locale, searchParams, alternateQueries, ...override }: PageMetadataInput): Metadata {
  const copy = pageCopy(key, locale);
  const title = override.title ?? copy.title;
  const description = override.description ?? copy.description;
  const query = canonicalQuery(key, searchParams);
  const url = absoluteUrl(key, locale, query);
  const rule = serverEnv.appEnv === 'staging' ? 'noindex-nofollow' : robotsRule(key);
  const fullTitle = `${title} | ${siteConfig.name}`;
  const image = override.image ?? { ...defaultSocialImage, alt: siteConfig.name };

  return {
    // Absolute, not a layout template: templates skip the page beside the layout (home).
    title: { absolute: fullTitle },
    description,
    alternates: {
      canonical: url,
      languages: languageAlternates(key, pagedAlternates(alternateQueries, query.page) ?? inEveryLocale(locales, query)),
    },
    openGraph: {
      type: override.type ?? 'website',
      siteName: siteConfig.name,
      title: fullTitle,
      description,
      url,
      locale: openGraphLocale(locale),
      alternateLocale: otherLocales(locale).map(openGraphLocale),
      images: [image],
    },
    // X reads the title and description from the Open Graph tags when its own are missing.
    twitter: { card: 'summary_large_image' },
    verification: { google: siteConfig.siteVerification },
    robots: { index: rule === 'index', follow: rule !== 'noindex-nofollow' },
  };
}

/** A list page's alternates are the same page of the list in the other languages. */
function pagedAlternates(queries: LanguageQueries | undefined, page: string | undefined): LanguageQueries | undefined {
  if (!queries || !page) return queries;
  return Object.fromEntries(Object.entries(queries).map(([locale, query]) => [locale, { ...query, page }]));
}
