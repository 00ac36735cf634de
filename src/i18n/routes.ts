import { buildLocalizedPaths, type LocalizedRoute } from './localized-paths';
import { localePrefix } from './path-locale';
import { locales, siteLocales, type Locale } from './locales';

/**
 * The route table: the single source of every localized path. Keys are the internal (English) pathnames, each
 * route gives its path in every language (a language without its path is a compile error); navigation, the
 * language switcher, sitemap, canonical and hreflang links all derive from it. Translated slugs are public URLs:
 * never change them.
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

interface RouteDefinition extends LocalizedRoute<Locale> {
  kind: PageKind;
  robots?: RobotsRule;
}

export const routes = {
  '/': { paths: { en: '/', de: '/' }, kind: 'home' },
  '/about': { paths: { en: '/about', de: '/uber-uns' }, kind: 'core' },
  '/careers': { paths: { en: '/careers', de: '/karriere' }, kind: 'core' },
  '/contact': { paths: { en: '/contact', de: '/kontakt' }, kind: 'core' },
  '/how-we-work': { paths: { en: '/how-we-work', de: '/wie-wir-arbeiten' }, kind: 'core' },
  '/code-camp': { paths: { en: '/code-camp', de: '/code-camp' }, kind: 'core' },

  '/blog': { paths: { en: '/blog', de: '/blog' }, kind: 'blog' },
  '/blog/category': { paths: { en: '/blog/category', de: '/blog/kategorie' }, kind: 'blog' },
  '/blog/author': { paths: { en: '/blog/author', de: '/blog/autor' }, kind: 'blog' },

  '/data-privacy': {
    paths: { en: '/data-privacy', de: '/datenschutzerklarung' },
    kind: 'legal',
    robots: 'noindex-nofollow',
  },
  '/cookie-policy': {
    paths: { en: '/cookie-policy', de: '/cookie-richtlinie' },
    kind: 'legal',
    robots: 'noindex-nofollow',
  },
  '/terms-of-service': {
    paths: { en: '/terms-of-service', de: '/nutzungsbedingungen' },
    kind: 'legal',
    robots: 'noindex-nofollow',
  },
  '/imprint': { paths: { en: '/imprint', de: '/impressum' }, kind: 'legal', robots: 'noindex-nofollow' },

  '/products': { paths: { en: '/products', de: '/products' }, kind: 'overview' },
  '/products/event-store': { paths: { en: '/products/event-store', de: '/products/event-store' }, kind: 'product' },

  '/services': { paths: { en: '/services', de: '/dienstleistungen' }, kind: 'overview' },
  '/services/product-development': {
    paths: { en: '/services/product-development', de: '/dienstleistungen/produktentwicklung' },
    kind: 'service',
  },
  '/services/spryker-development': {
    paths: { en: '/services/spryker-development', de: '/dienstleistungen/agentur-fuer-spryker-entwicklung' },
    kind: 'service',
  },
  '/services/ui-ux-design': {
    paths: { en: '/services/ui-ux-design', de: '/dienstleistungen/ui-ux-design-agentur' },
    kind: 'service',
  },
  '/services/mvp-launcher': {
    paths: { en: '/services/mvp-launcher', de: '/dienstleistungen/mvp-schnellstart' },
    kind: 'service',
  },
  '/services/adobe-experience-manager-aem-development': {
    paths: {
      en: '/services/adobe-experience-manager-aem-development',
      de: '/dienstleistungen/adobe-experience-manager-aem-entwicklung',
    },
    kind: 'service',
  },
  '/services/mobile-app-development': {
    paths: { en: '/services/mobile-app-development', de: '/dienstleistungen/mobile-app-entwicklung' },
    kind: 'service',
  },
  '/services/micro-frontend-development': {
    paths: { en: '/services/micro-frontend-development', de: '/dienstleistungen/micro-frontend-entwicklung' },
    kind: 'service',
  },
  '/services/strapi-cms-development': {
    paths: { en: '/services/strapi-cms-development', de: '/dienstleistungen/strapi-cms-entwicklung' },
    kind: 'service',
  },
  '/services/frontend-development': {
    paths: { en: '/services/frontend-development', de: '/dienstleistungen/frontend-entwicklung' },
    kind: 'service',
  },
  '/services/backend-development': {
    paths: { en: '/services/backend-development', de: '/dienstleistungen/backend-entwicklung' },
    kind: 'service',
  },
  '/services/google-chrome-extension-development': {
    paths: {
      en: '/services/google-chrome-extension-development',
      de: '/dienstleistungen/google-chrome-erweiterung-entwicklung',
    },
    kind: 'service',
  },

  '/case-studies': { paths: { en: '/case-studies', de: '/case-studies' }, kind: 'overview' },
  '/case-studies/how-we-turned-thank-you-pages-into-revenue-generators': {
    paths: {
      en: '/case-studies/how-we-turned-thank-you-pages-into-revenue-generators',
      de: '/case-studies/wie-wir-dankesseiten-in-umsatzbringer-verwandelt-haben',
    },
    kind: 'case-study',
  },
  '/case-studies/modular-micro-frontend-solution-for-dynamic-page-rendering': {
    paths: {
      en: '/case-studies/modular-micro-frontend-solution-for-dynamic-page-rendering',
      de: '/case-studies/modulare-micro-frontend-loesung-fuer-dynamisches-seiten-rendering',
    },
    kind: 'case-study',
  },
  '/case-studies/building-a-better-casino-experience-with-aem': {
    paths: {
      en: '/case-studies/building-a-better-casino-experience-with-aem',
      de: '/case-studies/ein-besseres-casino-erlebnis-mit-aem',
    },
    kind: 'case-study',
  },
  '/case-studies/e-learning': {
    paths: { en: '/case-studies/e-learning', de: '/case-studies/e-learning' },
    kind: 'case-study',
  },
  '/case-studies/slotmagie': {
    paths: { en: '/case-studies/slotmagie', de: '/case-studies/slotmagie' },
    kind: 'case-study',
  },
  '/case-studies/saas-kyc-verification-process': {
    paths: { en: '/case-studies/saas-kyc-verification-process', de: '/case-studies/saas-kyc-verifizierungsprozess' },
    kind: 'case-study',
  },
  '/case-studies/external-document-managment-system-dms': {
    paths: {
      en: '/case-studies/external-document-managment-system-dms',
      de: '/case-studies/externes-dokumentenmanagementsystem-dms',
    },
    kind: 'case-study',
  },
  '/case-studies/dashboard-for-optimizing-production-line': {
    paths: {
      en: '/case-studies/dashboard-for-optimizing-production-line',
      de: '/case-studies/dashboard-zur-optimierung-der-produktionslinie',
    },
    kind: 'case-study',
  },

  '/collaboration-models': { paths: { en: '/collaboration-models', de: '/kooperationsmodelle' }, kind: 'overview' },
  '/collaboration-models/dedicated-team': {
    paths: { en: '/collaboration-models/dedicated-team', de: '/kooperationsmodelle/dediziertes-team' },
    kind: 'collaboration',
  },
  '/collaboration-models/outsource-custom-software-development': {
    paths: {
      en: '/collaboration-models/outsource-custom-software-development',
      de: '/kooperationsmodelle/outsourcing-individueller-softwareentwicklung',
    },
    kind: 'collaboration',
  },

  '/technologies': { paths: { en: '/technologies', de: '/technologien' }, kind: 'overview' },
  '/technologies/go': { paths: { en: '/technologies/go', de: '/technologien/golang' }, kind: 'technology' },
  '/technologies/react': {
    paths: { en: '/technologies/react', de: '/technologien/react-entwicklung' },
    kind: 'technology',
  },
  '/technologies/php': { paths: { en: '/technologies/php', de: '/technologien/php-entwicklung' }, kind: 'technology' },
  '/technologies/angular': {
    paths: { en: '/technologies/angular', de: '/technologien/angular-entwicklung' },
    kind: 'technology',
  },
  '/technologies/vue': { paths: { en: '/technologies/vue', de: '/technologien/vue-entwicklung' }, kind: 'technology' },
  '/technologies/node-js': {
    paths: { en: '/technologies/node-js', de: '/technologien/node-js-entwicklung' },
    kind: 'technology',
  },

  '/startup-growth-partner': {
    paths: { en: '/startup-growth-partner', de: '/start-up-wachstumspartner' },
    kind: 'landing',
  },
  '/mobile-app-mvp-development': {
    paths: { en: '/mobile-app-mvp-development', de: '/handy-app-mvp-entwicklung' },
    kind: 'landing',
    robots: 'noindex',
  },
  '/saas-mvp-development': {
    paths: { en: '/saas-mvp-development', de: '/saas-mvp-entwicklung' },
    kind: 'landing',
    robots: 'noindex',
  },
  '/enterprise-mvp-development': {
    paths: { en: '/enterprise-mvp-development', de: '/enterprise-mvp-entwicklungsdienste' },
    kind: 'landing',
    robots: 'noindex',
  },
  '/mvp-development': { paths: { en: '/mvp-development', de: '/mvp-entwicklung' }, kind: 'landing', robots: 'noindex' },
  '/mvp-development-outsourcing': {
    paths: { en: '/mvp-development-outsourcing', de: '/mvp-entwicklung-outsourcing' },
    kind: 'landing',
    robots: 'noindex',
  },
  '/mvp-cost-calculator': { paths: { en: '/mvp-cost-calculator', de: '/mvp-kostenrechner' }, kind: 'landing' },
  '/mvp-calculator': { paths: { en: '/mvp-calculator', de: '/mvp-rechner' }, kind: 'landing' },
  '/mvp-cost-calculator/app': {
    paths: { en: '/mvp-cost-calculator/app', de: '/mvp-kostenrechner/app' },
    kind: 'calculator',
  },
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

/** The site's localized paths, derived from the route table (see `localized-paths.ts`). */
export const sitePaths = buildLocalizedPaths(siteLocales, routes);
export const { pathInLocale, localePath, routeKeyOfPath, routeKeyOfPathname } = sitePaths;

/**
 * Pages outside the route table: never linked, never indexed. The answer to a form sent without JavaScript, and an
 * editor's preview of an article (its id the article's slug).
 */
export const utilityPathnames = {
  '/form/[id]': { en: '/form/[id]', de: '/formular/[id]' },
  '/preview/[id]': { en: '/preview/[id]', de: '/vorschau/[id]' },
} as const satisfies Record<string, Record<Locale, string>>;

function utilityPath(key: keyof typeof utilityPathnames, id: string, locale: Locale): string {
  return `${localePrefix(locale)}${utilityPathnames[key][locale].replace('[id]', id)}`;
}

/** The fixed page that tells a visitor without JavaScript why a form they sent was refused. */
export const formResultPath = (id: string, locale: Locale) => utilityPath('/form/[id]', id, locale);

/** An article as its editors last saved it, for those who opened the preview link (src/app/api/preview/). */
export const previewPath = (slug: string, locale: Locale) => utilityPath('/preview/[id]', slug, locale);

/**
 * Whether a path stands for one person's own view, which analytics never sees: the result of a form post (a fixed
 * result page, or a page at an API address, as a form sent without JavaScript is answered there), or an editor's
 * preview of an unpublished article.
 */
export function isPrivatePath(pathname: string): boolean {
  // In any case, as the rewrites match paths (`/De/Vorschau/…` shows the preview).
  const path = pathname.toLowerCase();
  return path.startsWith('/api/') || locales.some((locale) => path.startsWith(formResultPath('', locale)) || path.startsWith(previewPath('', locale)));
}

/** Query parameters that identify the content of a blog page; every other parameter is ignored. */
export const blogParams = {
  '/blog': 'singleBlogPage',
  '/blog/category': 'category',
  '/blog/author': 'author',
} as const;

export type BlogKey = keyof typeof blogParams;

/** The query parameter that identifies what a page shows, for the pages that have one (the blog's). */
export function identifyingParam(key: RouteKey): string | undefined {
  return Object.hasOwn(blogParams, key) ? blogParams[key as BlogKey] : undefined;
}
