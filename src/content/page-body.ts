import { typeset } from '@/i18n/format';
import { isRouteOfKind, type RouteKey } from '@/i18n/routes';
import { aboutBody } from './bodies/about';
import { careersBody } from './bodies/careers';
import { codeCampBody } from './bodies/code-camp';
import { collaborationOverviewBody, dedicatedTeamBody, outsourcingBody } from './bodies/collaboration';
import { contactBody } from './bodies/contact';
import { caseStudyBody, serviceBody, technologyBody } from './details/templates';
import { landingBody } from './landing/template';
import { homeBody } from './bodies/home';
import { howWeWorkBody } from './bodies/how-we-work';
import { caseStudiesOverviewBody, servicesOverviewBody, technologiesOverviewBody } from './bodies/overviews';
import { eventStoreBody, productsBody } from './bodies/products';
import type { PageBody } from './sections';
import type { Localized } from './types';
import type { Locale } from '@/i18n/locales';

/** Pages whose body is composed of sections; the others show their introduction and child pages. */
export const pageBodies: Partial<Record<RouteKey, Localized<PageBody>>> = {
  '/': homeBody,
  '/about': aboutBody,
  '/how-we-work': howWeWorkBody,
  '/collaboration-models': collaborationOverviewBody,
  '/collaboration-models/dedicated-team': dedicatedTeamBody,
  '/collaboration-models/outsource-custom-software-development': outsourcingBody,
  '/services': servicesOverviewBody,
  '/technologies': technologiesOverviewBody,
  '/case-studies': caseStudiesOverviewBody,
  '/products': productsBody,
  '/products/event-store': eventStoreBody,
  '/code-camp': codeCampBody,
  '/careers': careersBody,
  '/contact': contactBody,
};

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
