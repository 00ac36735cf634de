import type { RouteKey } from '@/i18n/routes';
import { aboutBody } from './bodies/about';
import { careersBody } from './bodies/careers';
import { codeCampBody } from './bodies/code-camp';
import { collaborationOverviewBody, dedicatedTeamBody, outsourcingBody } from './bodies/collaboration';
import { contactBody } from './bodies/contact';
import { homeBody } from './bodies/home';
import { howWeWorkBody } from './bodies/how-we-work';
import { caseStudiesOverviewBody, servicesOverviewBody, technologiesOverviewBody } from './bodies/overviews';
import { eventStoreBody, productsBody } from './bodies/products';
import type { PageBody } from './sections';
import type { Locale, Localized } from './types';

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

export function pageBody(key: RouteKey, locale: Locale): PageBody | undefined {
  return pageBodies[key]?.[locale];
}
