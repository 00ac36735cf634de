/** JSON-LD objects Google uses: Organization and WebSite site-wide, BreadcrumbList on nested pages. */
import { siteConfig } from '@/config/site';
import { pageCopy } from '@/content/page-copy';
import { parentRoute, type RouteKey } from '@/i18n/routes';
import type { AppLocale } from '@/i18n/routing';
import { serverEnv } from '@/lib/env';
import { absoluteUrl } from './urls';

export function organizationJsonLd() {
  const { address } = siteConfig;
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${serverEnv.siteUrl}/#organization`,
    name: siteConfig.legalName,
    alternateName: siteConfig.name,
    url: `${serverEnv.siteUrl}/`,
    logo: `${serverEnv.siteUrl}/logo.png`,
    email: siteConfig.email,
    telephone: siteConfig.phone,
    foundingDate: String(siteConfig.foundingYear),
    vatID: siteConfig.vatId,
    address: {
      '@type': 'PostalAddress',
      streetAddress: address.street,
      postalCode: address.postalCode,
      addressLocality: address.city,
      addressCountry: address.country,
    },
    sameAs: Object.values(siteConfig.social),
  };
}

export function webSiteJsonLd(locale: AppLocale) {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${serverEnv.siteUrl}/#website`,
    name: siteConfig.name,
    url: absoluteUrl('/', locale),
    inLanguage: locale,
    publisher: { '@id': `${serverEnv.siteUrl}/#organization` },
  };
}

/** The chain of pages from home to `key`, home first. */
export function breadcrumbTrail(key: RouteKey): RouteKey[] {
  const parent = parentRoute(key);
  return parent ? [...breadcrumbTrail(parent), key] : [key];
}

export function breadcrumbJsonLd(key: RouteKey, locale: AppLocale) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: breadcrumbTrail(key).map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: pageCopy(item, locale).label,
      item: absoluteUrl(item, locale),
    })),
  };
}
