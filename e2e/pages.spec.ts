import { expect, test, type Page } from './fixtures';
import { jobOpenings } from '@/content/jobs';
import { pageBody } from '@/content/page-body';
import { robotsRule, routeKind, type RouteKey } from '@/i18n/routes';
import { gotoAndSettle } from './network';
import { allPages, expectedTitle, localePath, origin, pageCopy, type Locale } from './site';

const switcherName = { en: 'Diese Seite auf Deutsch', de: 'This page in English' } as const;
const robotsContent = { index: 'index, follow', noindex: 'noindex, follow', 'noindex-nofollow': 'noindex, nofollow' };

/** Compares URLs as a crawler does: `https://x.example` and `https://x.example/` are the same page. */
async function expectUrl(page: Page, selector: string, attribute: string, path: string) {
  const value = await page.locator(selector).getAttribute(attribute);
  expect(new URL(value ?? 'invalid:', origin).href, selector).toBe(`${origin}${path}`);
  expect(value, selector).toMatch(/^http:\/\//);
}

interface StructuredData {
  '@context': string;
  '@type': string;
  mainEntity?: unknown[];
  provider?: unknown;
}

async function structuredData(page: Page): Promise<StructuredData[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((block) => JSON.parse(block));
}

/** A page made of sections (the core pages and the service, technology and case study pages): each one is there. */
async function expectSections(page: Page, key: RouteKey, locale: Locale) {
  const body = pageBody(key, locale);
  if (!body) return;
  const main = page.getByRole('main');
  for (const section of body.sections) {
    if ('heading' in section) {
      await expect(main.getByRole('heading', { level: 2, name: section.heading, exact: true })).toBeVisible();
    }
    if (section.type === 'testimonial') await expect(main.getByText(section.quote)).toBeVisible();
  }

  const faq = body.sections.find((section) => section.type === 'faq');
  if (faq?.type === 'faq') {
    const first = faq.items[0]!;
    const question = main.getByRole('group').filter({ hasText: first.question }).locator('summary');
    const answer = main.getByText(first.answer.split(/\n\s*\n/)[0]!);
    await expect(answer).toBeHidden();
    await question.focus();
    await page.keyboard.press('Enter');
    await expect(answer).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(answer).toBeHidden();
  }

  const structured = await structuredData(page);
  for (const data of structured) expect(data['@context']).toBe('https://schema.org');
  const types = structured.map((data) => data['@type']);
  expect(types.includes('FAQPage')).toBe(Boolean(faq));
  if (faq?.type === 'faq') {
    expect(structured.find((data) => data['@type'] === 'FAQPage')?.mainEntity).toHaveLength(faq.items.length);
  }
  expect(types.filter((type) => type === 'JobPosting')).toHaveLength(key === '/careers' ? jobOpenings.length : 0);
  const service = structured.find((data) => data['@type'] === 'Service');
  expect(Boolean(service)).toBe(routeKind(key) === 'service');
  if (service) expect(service.provider).toEqual({ '@id': `${origin}/#organization` });
}

// One visit per page of the route table, in both languages, checks what a visitor and a crawler get from it.
for (const { key, locale, path } of allPages) {
  test(`${path} shows its page with complete metadata`, async ({ page }) => {
    const consoleErrors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()));
    const response = await test.step('settles after prefetching each link at most twice', () => gotoAndSettle(page, path));
    expect(response?.status()).toBe(200);

    const copy = pageCopy(key, locale);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.heading);
    await expect(page.getByText(copy.intro)).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', locale);

    await expect(page).toHaveTitle(expectedTitle(key, locale));
    const head = page.locator('head');
    await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', copy.description);
    await expectUrl(page, 'link[rel="canonical"]', 'href', path);
    await expectUrl(page, 'link[hreflang="en"]', 'href', localePath(key, 'en'));
    await expectUrl(page, 'link[hreflang="de"]', 'href', localePath(key, 'de'));
    await expectUrl(page, 'link[hreflang="x-default"]', 'href', localePath(key, 'en'));
    await expect(head.locator('meta[name="robots"]')).toHaveAttribute('content', robotsContent[robotsRule(key)]);
    await expect(head.locator('meta[name="google-site-verification"]')).toHaveAttribute('content', /.+/);
    await expectUrl(page, 'meta[property="og:url"]', 'content', path);
    await expect(head.locator('meta[property="og:image"]')).toHaveAttribute('content', `${origin}/social-card.png`);
    await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');

    const types = (await structuredData(page)).map((data) => data['@type']);
    expect(types).toEqual(expect.arrayContaining(['Organization', 'WebSite']));
    expect(types.includes('BreadcrumbList')).toBe(key.split('/').length > 2);

    await test.step('shows its sections, working FAQ and valid structured data', () => expectSections(page, key, locale));
    expect(consoleErrors).toEqual([]);

    const otherLocale = locale === 'en' ? 'de' : 'en';
    await page.getByRole('link', { name: switcherName[locale] }).click();
    await expect(page).toHaveURL(`${origin}${localePath(key, otherLocale)}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageCopy(key, otherLocale).heading);
  });
}
