/** JSON-LD objects Google uses: Organization and WebSite site-wide, BreadcrumbList on nested pages. */
import { siteConfig } from '@/config/site';
import { pageCopy } from '@/content/page-copy';
import { jobText, jobTitle } from '@/content/jobs';
import type { JobOpening } from '@/content/types';
import type { Post } from '@/lib/blog/normalize';
import { parentRoute, type RouteKey } from '@/i18n/routes';
import { serverEnv } from '@/lib/server/env';
import { absoluteUrl } from './urls';
import type { Locale } from '@/i18n/locales';

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

export function webSiteJsonLd(locale: Locale) {
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

/** The trail to `key`, plus the content shown on it (an article) when given. */
export function breadcrumbJsonLd(key: RouteKey, locale: Locale, current?: { name: string; url: string }) {
  const items = breadcrumbTrail(key).map((item) => ({ name: pageCopy(item, locale).label, url: absoluteUrl(item, locale) }));
  if (current) items.push(current);
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, name: item.name, item: item.url })),
  };
}

export function blogPostingJsonLd(post: Post, locale: Locale) {
  const url = absoluteUrl('/blog', locale, { singleBlogPage: post.slug });
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.description,
    url,
    mainEntityOfPage: url,
    inLanguage: locale,
    datePublished: post.publishedAt,
    dateModified: post.updatedAt,
    ...(post.thumbnail && { image: post.thumbnail.url }),
    ...(post.author && {
      author: { '@type': 'Person', name: post.author.name, url: absoluteUrl('/blog/author', locale, { author: post.author.slug }) },
    }),
    ...(post.category && { articleSection: post.category.name }),
    publisher: { '@id': `${serverEnv.siteUrl}/#organization` },
  };
}

/** A service page: what is offered, by the agency, to clients in the German-speaking countries. */
export function serviceJsonLd(key: RouteKey, locale: Locale) {
  const copy = pageCopy(key, locale);
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: copy.heading,
    serviceType: copy.label,
    description: copy.description,
    url: absoluteUrl(key, locale),
    provider: { '@id': `${serverEnv.siteUrl}/#organization` },
    areaServed: ['Germany', 'Austria', 'Switzerland'].map((name) => ({ '@type': 'Country', name })),
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

export function jobPostingJsonLd(job: JobOpening, locale: Locale) {
  const text = jobText(job, locale);
  const office = siteConfig.offices.find((candidate) => candidate.city === job.office) ?? siteConfig.offices[0];
  const list = (items: string[]) => `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: jobTitle(job, locale),
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
