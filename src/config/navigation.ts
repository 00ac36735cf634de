import { routeKeys, parentRoute, type RouteKey } from '@/i18n/routes';

/** Navigation as data; labels come from each page's copy. */
export const mainNavigation = [
  '/services',
  '/case-studies',
  '/technologies',
  '/collaboration-models',
  '/how-we-work',
  '/blog',
  '/careers',
  '/about',
] as const satisfies readonly RouteKey[];

export const contactRoute = '/contact' satisfies RouteKey;

export const footerNavigation = {
  services: childRoutes('/services'),
  company: [
    '/about',
    '/how-we-work',
    '/case-studies',
    '/technologies',
    '/collaboration-models',
    '/products/event-store',
    '/code-camp',
    '/careers',
    '/blog',
    '/startup-growth-partner',
    '/mvp-cost-calculator',
  ],
  legal: ['/imprint', '/data-privacy', '/cookie-policy', '/terms-of-service'],
} as const satisfies Record<string, readonly RouteKey[]>;

/** Pages directly below `key` in the route table, in table order. */
export function childRoutes(key: RouteKey): RouteKey[] {
  return routeKeys.filter((candidate) => candidate !== key && parentRoute(candidate) === key);
}
