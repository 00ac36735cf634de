import { defineRouting } from 'next-intl/routing';
import { defaultLocale, locales } from './locales';
import { routeKeys, routes, utilityPathnames, type RouteKey } from './routes';

type Pathnames = { [K in RouteKey]: { en: K; de: (typeof routes)[K]['de'] } } & typeof utilityPathnames;

const pathnames = {
  ...Object.fromEntries(routeKeys.map((key) => [key, { en: key, de: routes[key].de }])),
  ...utilityPathnames,
} as Pathnames;

export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  pathnames,
  // A URL always shows the same language: no redirect by Accept-Language or cookie.
  localeDetection: false,
  localeCookie: false,
  // hreflang alternates live in the page metadata, the single source of truth.
  alternateLinks: false,
});
