/** JSON-LD objects Google uses: Organization and WebSite site-wide, BreadcrumbList on nested pages. */
import { siteConfig } from '@/config/site';
import { pageCopy } from '@/content/page-copy';
import type { JobOpening } from '@/content/types';
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

export function faqJsonLd(items: { question: string; answer: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

export function jobPostingJsonLd(job: JobOpening, locale: AppLocale) {
  const text = job.text[locale];
  const office = siteConfig.offices.find((candidate) => candidate.city === job.office) ?? siteConfig.offices[0];
  const list = (items: string[]) => `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: text.title,
    description: `<p>${escapeHtml(text.summary)}</p>${list(text.responsibilities)}${list(text.requirements)}`,
    identifier: { '@type': 'PropertyValue', name: siteConfig.legalName, value: job.id },
    datePosted: job.datePosted,
    validThrough: job.validThrough,
    employmentType: job.employmentType,
    directApply: false,
    url: `${absoluteUrl('/careers', locale)}#${job.id}`,
    hiringOrganization: {
      '@type': 'Organization',
      name: siteConfig.legalName,
      sameAs: `${serverEnv.siteUrl}/`,
      logo: `${serverEnv.siteUrl}/logo.png`,
    },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        streetAddress: office?.street,
        postalCode: office?.postalCode,
        addressLocality: office?.city,
        addressCountry: siteConfig.address.country,
      },
    },
    baseSalary: {
      '@type': 'MonetaryAmount',
      currency: 'EUR',
      value: { '@type': 'QuantitativeValue', minValue: job.salary.min, maxValue: job.salary.max, unitText: 'YEAR' },
    },
  };
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
