import { describe, expect, it } from 'vitest';
import {
  formResultPath,
  isPrivatePath,
  localePath,
  parentRoute,
  routeKeyOfPathname,
  routeKeys,
  routes,
  robotsRule,
  type RouteKey,
} from './routes';
import { localeOfPath } from './path-locale';

// Every path of the specification, English and the German ones it gives.
const specEnglishPaths = [
  '/', '/about', '/careers', '/blog', '/blog/category', '/blog/author', '/contact', '/data-privacy',
  '/cookie-policy', '/terms-of-service', '/imprint', '/code-camp', '/services', '/products',
  '/products/event-store', '/how-we-work', '/case-studies', '/collaboration-models', '/technologies',
  ...[
    'product-development', 'spryker-development', 'ui-ux-design', 'mvp-launcher',
    'adobe-experience-manager-aem-development', 'mobile-app-development', 'micro-frontend-development',
    'strapi-cms-development', 'frontend-development', 'backend-development', 'google-chrome-extension-development',
  ].map((slug) => `/services/${slug}`),
  ...[
    'how-we-turned-thank-you-pages-into-revenue-generators', 'modular-micro-frontend-solution-for-dynamic-page-rendering',
    'building-a-better-casino-experience-with-aem', 'e-learning', 'slotmagie', 'saas-kyc-verification-process',
    'external-document-managment-system-dms', 'dashboard-for-optimizing-production-line',
  ].map((slug) => `/case-studies/${slug}`),
  '/collaboration-models/dedicated-team', '/collaboration-models/outsource-custom-software-development',
  ...['go', 'react', 'php', 'angular', 'vue', 'node-js'].map((slug) => `/technologies/${slug}`),
  '/startup-growth-partner', '/mobile-app-mvp-development', '/saas-mvp-development', '/enterprise-mvp-development',
  '/mvp-development', '/mvp-development-outsourcing', '/mvp-cost-calculator', '/mvp-calculator', '/mvp-cost-calculator/app',
];

const specGermanPaths: Partial<Record<RouteKey, string>> = {
  '/about': '/uber-uns',
  '/careers': '/karriere',
  '/contact': '/kontakt',
  '/data-privacy': '/datenschutzerklarung',
  '/cookie-policy': '/cookie-richtlinie',
  '/terms-of-service': '/nutzungsbedingungen',
  '/imprint': '/impressum',
  '/services': '/dienstleistungen',
  '/how-we-work': '/wie-wir-arbeiten',
  '/collaboration-models': '/kooperationsmodelle',
  '/technologies': '/technologien',
  '/blog/category': '/blog/kategorie',
  '/blog/author': '/blog/autor',
  '/startup-growth-partner': '/start-up-wachstumspartner',
  '/mobile-app-mvp-development': '/handy-app-mvp-entwicklung',
  '/saas-mvp-development': '/saas-mvp-entwicklung',
  '/enterprise-mvp-development': '/enterprise-mvp-entwicklungsdienste',
  '/mvp-development': '/mvp-entwicklung',
  '/mvp-development-outsourcing': '/mvp-entwicklung-outsourcing',
  '/mvp-cost-calculator': '/mvp-kostenrechner',
  '/mvp-calculator': '/mvp-rechner',
  // Identical in both languages, as the specification says.
  '/products': '/products',
  '/products/event-store': '/products/event-store',
  '/code-camp': '/code-camp',
  '/blog': '/blog',
  '/case-studies': '/case-studies',
  '/case-studies/e-learning': '/case-studies/e-learning',
  '/case-studies/slotmagie': '/case-studies/slotmagie',
  // German slugs the specification gives as examples.
  '/services/product-development': '/dienstleistungen/produktentwicklung',
  '/services/spryker-development': '/dienstleistungen/agentur-fuer-spryker-entwicklung',
  '/technologies/go': '/technologien/golang',
  '/technologies/react': '/technologien/react-entwicklung',
  '/technologies/php': '/technologien/php-entwicklung',
};

describe('route table', () => {
  it('has exactly the pages of the specification', () => {
    expect(specEnglishPaths).toHaveLength(55);
    expect([...routeKeys].sort()).toEqual([...specEnglishPaths].sort());
  });

  it('uses the German paths the specification gives', () => {
    for (const [key, german] of Object.entries(specGermanPaths)) {
      expect(routes[key as RouteKey].paths.de, key).toBe(german);
    }
  });

  it('localizes the service, case-study and technology slugs the specification leaves open', () => {
    const localized = routeKeys.filter(
      (key) => /^\/(services|technologies)\/|^\/case-studies\/(?!e-learning|slotmagie)/.test(key),
    );
    expect(localized).toHaveLength(11 + 6 + 6);
    for (const key of localized) expect(routes[key].paths.de.split('/').pop(), key).not.toBe(key.split('/').pop());
  });

  it('maps every page one-to-one between the languages', () => {
    const german = routeKeys.map((key) => routes[key].paths.de);
    expect(new Set(german).size).toBe(routeKeys.length);
  });

  it('never gives two pages the same public path', () => {
    const all = routeKeys.flatMap((key) => [localePath(key, 'en'), localePath(key, 'de')]);
    expect(new Set(all).size).toBe(all.length);
  });

  it('uses lower-case ASCII slugs only', () => {
    for (const key of routeKeys) expect(routes[key].paths.de).toMatch(/^\/[a-z0-9/-]*$/);
  });

  it('keeps German pages under the parent of their English counterpart', () => {
    for (const key of routeKeys) {
      const parent = parentRoute(key);
      if (parent && parent !== '/') expect(routes[key].paths.de.startsWith(`${routes[parent].paths.de}/`), key).toBe(true);
    }
  });
});

describe('localePath', () => {
  it('leaves English unprefixed and puts German under /de', () => {
    expect(localePath('/', 'en')).toBe('/');
    expect(localePath('/', 'de')).toBe('/de');
    for (const path of ['/de', '/de/kontakt', '/de/blog?x=1']) expect(localeOfPath(path), path).toBe('de');
    for (const path of ['/', '/contact', '/design', '/dear']) expect(localeOfPath(path), path).toBe('en');
    expect(localePath('/about', 'en')).toBe('/about');
    expect(localePath('/about', 'de')).toBe('/de/uber-uns');
    expect(localePath('/technologies/go', 'de')).toBe('/de/technologien/golang');
  });
});

describe('routeKeyOfPathname', () => {
  it('names the page of every public path in both languages, and of an English page by its internal path', () => {
    for (const key of routeKeys) {
      expect(routeKeyOfPathname(localePath(key, 'en'))).toBe(key);
      expect(routeKeyOfPathname(localePath(key, 'de'))).toBe(key);
      expect(routeKeyOfPathname(`/en${key === '/' ? '' : key}`)).toBe(key);
    }
  });

  it('names no page for a path outside the route table', () => {
    for (const path of ['/de/about', '/uber-uns', '/form/1', '/de/formular/1', '/english', '/dex']) {
      expect(routeKeyOfPathname(path), path).toBeUndefined();
    }
  });
});

describe('formResultPath', () => {
  it('gives the form result page its path in each language', () => {
    expect(formResultPath('3f2a', 'en')).toBe('/form/3f2a');
    expect(formResultPath('3f2a', 'de')).toBe('/de/formular/3f2a');
  });

  it("counts the answer to a post without JavaScript (also at the lead endpoint) and an editor's preview as private views", () => {
    for (const path of ['/form/contact-too-slow', '/de/formular/contact-too-slow', '/api/leads/contact', '/api/leads/application']) expect(isPrivatePath(path), path).toBe(true);
    for (const path of ['/preview/hello-world', '/de/vorschau/hallo-welt', '/De/Vorschau/hallo-welt']) expect(isPrivatePath(path), path).toBe(true);
    for (const path of ['/contact', '/de/kontakt', '/formular', '/blog', '/de/vorschau']) expect(isPrivatePath(path), path).toBe(false);
  });
});

describe('parentRoute', () => {
  it('finds the page a nested page sits under', () => {
    expect(parentRoute('/')).toBeUndefined();
    expect(parentRoute('/about')).toBe('/');
    expect(parentRoute('/services/ui-ux-design')).toBe('/services');
    expect(parentRoute('/mvp-cost-calculator/app')).toBe('/mvp-cost-calculator');
  });
});

describe('robotsRule', () => {
  it('keeps legal pages out of search entirely and MVP landing pages out of the index', () => {
    const noindexNofollow = routeKeys.filter((key) => robotsRule(key) === 'noindex-nofollow');
    const noindex = routeKeys.filter((key) => robotsRule(key) === 'noindex');
    expect(noindexNofollow.sort()).toEqual(['/cookie-policy', '/data-privacy', '/imprint', '/terms-of-service']);
    expect(noindex.sort()).toEqual([
      '/enterprise-mvp-development',
      '/mobile-app-mvp-development',
      '/mvp-development',
      '/mvp-development-outsourcing',
      '/saas-mvp-development',
    ]);
  });
});
