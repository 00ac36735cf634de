import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures';
import { pageBodies } from '@/content/page-body';
import type { RouteKey } from '@/i18n/routes';
import { locales, localePath } from './site';

async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' ')}`);
}

// Core pages plus one page of each other template, both languages.
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
];

for (const key of keys) {
  for (const locale of locales) {
    const path = localePath(key, locale);
    test(`${path} has no axe violations (WCAG 2.2 AA)`, async ({ page }) => {
      await page.goto(path);
      // Open every disclosure so their contents are checked too.
      await page.locator('details').evaluateAll((all) => all.forEach((details) => details.setAttribute('open', '')));
      expect(await axeViolations(page)).toEqual([]);
    });
  }
}

// The blog's templates, filled by the embedded content service.
const blogPaths = [
  '/blog',
  '/de/blog?singleBlogPage=aem-headless-mit-react',
  '/blog?singleBlogPage=what-an-mvp-really-costs',
  '/de/blog/kategorie?category=softwarearchitektur',
  '/blog/author?author=marta-kowalczyk',
];
for (const path of blogPaths) {
  test(`${path} has no axe violations (WCAG 2.2 AA)`, async ({ page }) => {
    await page.goto(path);
    expect(await axeViolations(page)).toEqual([]);
  });
}
