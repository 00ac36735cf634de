import { typeset } from '@/common/typeset';
import { isRouteOfKind, type RouteKey } from '@/i18n/routes';
import { caseStudyBody, serviceBody, technologyBody } from './details/templates';
import { landingBody } from './landing/template';
import { composeBody, type WrittenPage } from './page-structure';
import { writtenPages } from './pages';
import type { PageBody } from './sections';
import type { Localized } from './types';
import { byLocale, type Locale } from '@/i18n/locales';

function bodyOf(key: string, { body, words, computed }: WrittenPage, locale: Locale): PageBody | undefined {
  return body && composeBody(key, locale, body, words[locale], computed);
}

/** Pages whose body is composed of their own sections; the others show their introduction and child pages. */
export const pageBodies: Partial<Record<RouteKey, Localized<PageBody>>> = Object.fromEntries(
  Object.entries<WrittenPage>(writtenPages).flatMap(([key, page]) => {
    const bodies = byLocale((locale) => bodyOf(key, page, locale));
    return Object.values(bodies).every(Boolean) ? [[key, bodies as Localized<PageBody>]] : [];
  }),
);

/** A page's body: written section by section, or built by its kind's template from typed content. */
export function pageBody(key: RouteKey, locale: Locale): PageBody | undefined {
  return typeset(writtenBody(key, locale));
}

function writtenBody(key: RouteKey, locale: Locale): PageBody | undefined {
  if (isRouteOfKind(key, 'service')) return serviceBody(key, locale);
  if (isRouteOfKind(key, 'technology')) return technologyBody(key, locale);
  if (isRouteOfKind(key, 'case-study')) return caseStudyBody(key, locale);
  if (isRouteOfKind(key, 'landing')) return landingBody(key, locale);
  return pageBodies[key]?.[locale];
}
