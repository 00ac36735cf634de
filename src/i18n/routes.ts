import { localeOfPath } from './path-locale';
import type { Locale } from './locales';

/**
 * The route table: the single source of every localized path. Keys are the
 * internal (English) pathnames; navigation, sitemap, canonical and hreflang
 * links all derive from it. German slugs are public URLs: never change them.
 */

export type PageKind =
  | 'home'
  | 'core'
  | 'overview'
  | 'blog'
  | 'legal'
  | 'service'
  | 'technology'
  | 'case-study'
  | 'collaboration'
  | 'product'
  | 'landing'
  | 'calculator';

/** `noindex-nofollow` for legal pages, `noindex` for the MVP landing pages. */
export type RobotsRule = 'index' | 'noindex' | 'noindex-nofollow';

interface RouteDefinition {
  de: string;
  kind: PageKind;
  robots?: RobotsRule;
}

export const routes = {
  '/': { de: '/', kind: 'home' },
  '/about': { de: '/uber-uns', kind: 'core' },
  '/careers': { de: '/karriere', kind: 'core' },
  '/contact': { de: '/kontakt', kind: 'core' },
  '/how-we-work': { de: '/wie-wir-arbeiten', kind: 'core' },
  '/code-camp': { de: '/code-camp', kind: 'core' },

  '/blog': { de: '/blog', kind: 'blog' },
  '/blog/category': { de: '/blog/kategorie', kind: 'blog' },
  '/blog/author': { de: '/blog/autor', kind: 'blog' },

  '/data-privacy': { de: '/datenschutzerklarung', kind: 'legal', robots: 'noindex-nofollow' },
  '/cookie-policy': { de: '/cookie-richtlinie', kind: 'legal', robots: 'noindex-nofollow' },
  '/terms-of-service': { de: '/nutzungsbedingungen', kind: 'legal', robots: 'noindex-nofollow' },
  '/imprint': { de: '/impressum', kind: 'legal', robots: 'noindex-nofollow' },

  '/products': { de: '/products', kind: 'overview' },
  '/products/event-store': { de: '/products/event-store', kind: 'product' },

  '/services': { de: '/dienstleistungen', kind: 'overview' },
  '/services/product-development': { de: '/dienstleistungen/produktentwicklung', kind: 'service' },
  '/services/spryker-development': { de: '/dienstleistungen/agentur-fuer-spryker-entwicklung', kind: 'service' },
  '/services/ui-ux-design': { de: '/dienstleistungen/ui-ux-design-agentur', kind: 'service' },
  '/services/mvp-launcher': { de: '/dienstleistungen/mvp-schnellstart', kind: 'service' },
  '/services/adobe-experience-manager-aem-development': {
    de: '/dienstleistungen/adobe-experience-manager-aem-entwicklung',
    kind: 'service',
  },
  '/services/mobile-app-development': { de: '/dienstleistungen/mobile-app-entwicklung', kind: 'service' },
  '/services/micro-frontend-development': { de: '/dienstleistungen/micro-frontend-entwicklung', kind: 'service' },
  '/services/strapi-cms-development': { de: '/dienstleistungen/strapi-cms-entwicklung', kind: 'service' },
  '/services/frontend-development': { de: '/dienstleistungen/frontend-entwicklung', kind: 'service' },
  '/services/backend-development': { de: '/dienstleistungen/backend-entwicklung', kind: 'service' },
  '/services/google-chrome-extension-development': {
    de: '/dienstleistungen/google-chrome-erweiterung-entwicklung',
    kind: 'service',
  },

  '/case-studies': { de: '/case-studies', kind: 'overview' },
  '/case-studies/how-we-turned-thank-you-pages-into-revenue-generators': {
    de: '/case-studies/wie-wir-dankesseiten-in-umsatzbringer-verwandelt-haben',
    kind: 'case-study',
  },
  '/case-studies/modular-micro-frontend-solution-for-dynamic-page-rendering': {
    de: '/case-studies/modulare-micro-frontend-loesung-fuer-dynamisches-seiten-rendering',
    kind: 'case-study',
  },
  '/case-studies/building-a-better-casino-experience-with-aem': {
    de: '/case-studies/ein-besseres-casino-erlebnis-mit-aem',
    kind: 'case-study',
  },
  '/case-studies/e-learning': { de: '/case-studies/e-learning', kind: 'case-study' },
  '/case-studies/slotmagie': { de: '/case-studies/slotmagie', kind: 'case-study' },
  '/case-studies/saas-kyc-verification-process': {
    de: '/case-studies/saas-kyc-verifizierungsprozess',
    kind: 'case-study',
  },
  '/case-studies/external-document-managment-system-dms': {
    de: '/case-studies/externes-dokumentenmanagementsystem-dms',
    kind: 'case-study',
  },
  '/case-studies/dashboard-for-optimizing-production-line': {
    de: '/case-studies/dashboard-zur-optimierung-der-produktionslinie',
    kind: 'case-study',
  },

  '/collaboration-models': { de: '/kooperationsmodelle', kind: 'overview' },
  '/collaboration-models/dedicated-team': { de: '/kooperationsmodelle/dediziertes-team', kind: 'collaboration' },
  '/collaboration-models/outsource-custom-software-development': {
    de: '/kooperationsmodelle/outsourcing-individueller-softwareentwicklung',
    kind: 'collaboration',
  },

  '/technologies': { de: '/technologien', kind: 'overview' },
  '/technologies/go': { de: '/technologien/golang', kind: 'technology' },
  '/technologies/react': { de: '/technologien/react-entwicklung', kind: 'technology' },
  '/technologies/php': { de: '/technologien/php-entwicklung', kind: 'technology' },
  '/technologies/angular': { de: '/technologien/angular-entwicklung', kind: 'technology' },
  '/technologies/vue': { de: '/technologien/vue-entwicklung', kind: 'technology' },
  '/technologies/node-js': { de: '/technologien/node-js-entwicklung', kind: 'technology' },

  '/startup-growth-partner': { de: '/start-up-wachstumspartner', kind: 'landing' },
  '/mobile-app-mvp-development': { de: '/handy-app-mvp-entwicklung', kind: 'landing', robots: 'noindex' },
  '/saas-mvp-development': { de: '/saas-mvp-entwicklung', kind: 'landing', robots: 'noindex' },
  '/enterprise-mvp-development': { de: '/enterprise-mvp-entwicklungsdienste', kind: 'landing', robots: 'noindex' },
  '/mvp-development': { de: '/mvp-entwicklung', kind: 'landing', robots: 'noindex' },
  '/mvp-development-outsourcing': { de: '/mvp-entwicklung-outsourcing', kind: 'landing', robots: 'noindex' },
  '/mvp-cost-calculator': { de: '/mvp-kostenrechner', kind: 'landing' },
  '/mvp-calculator': { de: '/mvp-rechner', kind: 'landing' },
  '/mvp-cost-calculator/app': { de: '/mvp-kostenrechner/app', kind: 'calculator' },
} as const satisfies Record<string, RouteDefinition>;

export type RouteKey = keyof typeof routes;

export type RouteKeyOfKind<K extends PageKind> = {
  [P in RouteKey]: (typeof routes)[P]['kind'] extends K ? P : never;
}[RouteKey];

export const routeKeys = Object.keys(routes) as RouteKey[];

export function routeKind(key: RouteKey): PageKind {
  return routes[key].kind;
}

export function isRouteOfKind<K extends PageKind>(key: RouteKey, kind: K): key is RouteKeyOfKind<K> {
  return routes[key].kind === kind;
}

export function robotsRule(key: RouteKey): RobotsRule {
  const route: RouteDefinition = routes[key];
  return route.robots ?? 'index';
}

/** The route a page sits under, for breadcrumbs: `/services/x` -> `/services`. */
export function parentRoute(key: RouteKey): RouteKey | undefined {
  if (key === '/') return undefined;
  const parent = key.slice(0, key.lastIndexOf('/')) || '/';
  return parent in routes ? (parent as RouteKey) : '/';
}

export function isRouteKey(path: string): path is RouteKey {
  return Object.hasOwn(routes, path);
}

/** The path of a page in a locale below its locale prefix (`/uber-uns` in German), as `routeKeyOfPath` reads it. */
export function pathInLocale(key: RouteKey, locale: Locale): string {
  return locale === 'en' ? key : routes[key].de;
}

/** The public path of a page in a locale, with the locale prefix (`/de/uber-uns`, `/about`, `/de`). */
export function localePath(key: RouteKey, locale: Locale): string {
  if (locale === 'en') return key;
  const path = pathInLocale(key, locale);
  return path === '/' ? '/de' : `/de${path}`;
}

/** The page a public path shows in a locale (`uber-uns` in German is `/about`), if any. */
export function routeKeyOfPath(locale: Locale, path: string): RouteKey | undefined {
  if (locale === 'en') return isRouteKey(path) ? path : undefined;
  return routeKeys.find((key) => routes[key].de === path);
}

/**
 * The page a path shows, as the browser's router names it: a public path (`/about`, `/de/uber-uns`) or the
 * internal one of an English page, which carries its locale segment (`/en/about`).
 */
export function routeKeyOfPathname(pathname: string): RouteKey | undefined {
  const locale = localeOfPath(pathname);
  const path = pathname.replace(locale === 'de' ? /^\/de/ : /^\/en(?=\/|$)/, '') || '/';
  return routeKeyOfPath(locale, path);
}

/** Pages outside the route table: never linked, never indexed (the answer to a form post refused before it was read). */
export const utilityPathnames = {
  '/form/[id]': { en: '/form/[id]', de: '/formular/[id]' },
} as const;

/** The fixed page that tells a visitor without JavaScript why a form they sent was refused. */
export function formResultPath(id: string, locale: Locale): string {
  const path = utilityPathnames['/form/[id]'][locale].replace('[id]', id);
  return locale === 'en' ? path : `/de${path}`;
}

/**
 * Whether a path shows the result of a form post, which analytics never sees (its address stands for one visitor's
 * post): a fixed result page, or a page at an API address, as a form sent without JavaScript is answered there.
 */
export function isFormResultPath(pathname: string): boolean {
  return pathname.startsWith('/api/') || (['en', 'de'] as const).some((locale) => pathname.startsWith(formResultPath('', locale)));
}

/** Query parameters that identify the content of a blog page; every other parameter is ignored. */
export const blogParams = {
  '/blog': 'singleBlogPage',
  '/blog/category': 'category',
  '/blog/author': 'author',
} as const;

export type BlogKey = keyof typeof blogParams;

export const identifyingParam: Partial<Record<RouteKey, string>> = blogParams;
