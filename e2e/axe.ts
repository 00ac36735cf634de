import AxeBuilder from '@axe-core/playwright';
import type { Page } from './fixtures';
import { pageBodies } from '@/content/page-body';
import type { RouteKey } from '@/i18n/routes';
import { locales, localePath } from './site';

/**
 * Every axe rule of any impact: WCAG 2.2 AA, best practices, and the rules axe still calls experimental (among
 * them that an accessible name contains the visible label, which voice-control users rely on).
 */
export async function axeViolations(page: Page, include?: string) {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice', 'experimental']);
  const results = await (include ? builder.include(include) : builder).analyze();
  return results.violations.map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target).join(' ')}`);
}

// Core pages plus one page of each other template, both languages, and the blog's templates filled by the embedded
// content service.
const keys: RouteKey[] = [
  ...(Object.keys(pageBodies) as RouteKey[]),
  '/services/spryker-development',
  '/technologies/go',
  '/case-studies/e-learning',
  '/imprint',
  '/cookie-policy',
  '/data-privacy',
  '/mvp-cost-calculator',
  '/saas-mvp-development',
  '/startup-growth-partner',
  '/mvp-cost-calculator/app',
];
export const templatePaths = [
  ...keys.flatMap((key) => locales.map((locale) => localePath(key, locale))),
  '/blog',
  '/de/blog?singleBlogPage=aem-headless-mit-react',
  '/blog?singleBlogPage=what-an-mvp-really-costs',
  '/de/blog/kategorie?category=softwarearchitektur',
  '/blog/author?author=marta-kowalczyk',
];

/** Checks a page with its disclosures open, so that their contents are checked too. */
export async function pageViolations(page: Page, path: string) {
  await page.goto(path);
  await page.locator('details').evaluateAll((all) => all.forEach((details) => details.setAttribute('open', '')));
  return axeViolations(page);
}
