import { expect, test, type Page } from './fixtures';
import { robotsRule } from '@/i18n/routes';
import { allPages, expectedTitle, localePath, origin, pageCopy } from './site';

const switcherName = { en: 'Diese Seite auf Deutsch', de: 'This page in English' } as const;
const robotsContent = { index: 'index, follow', noindex: 'noindex, follow', 'noindex-nofollow': 'noindex, nofollow' };

/** Compares URLs as a crawler does: `https://x.example` and `https://x.example/` are the same page. */
async function expectUrl(page: Page, selector: string, attribute: string, path: string) {
  const value = await page.locator(selector).getAttribute(attribute);
  expect(new URL(value ?? 'invalid:', origin).href, selector).toBe(`${origin}${path}`);
  expect(value, selector).toMatch(/^http:\/\//);
}

async function structuredData(page: Page): Promise<{ '@type': string }[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((block) => JSON.parse(block));
}

for (const { key, locale, path } of allPages) {
  test(`${path} shows its page with complete metadata`, async ({ page }) => {
    const consoleErrors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()));
    const response = await page.goto(path);
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

    expect(consoleErrors).toEqual([]);

    const otherLocale = locale === 'en' ? 'de' : 'en';
    await page.getByRole('link', { name: switcherName[locale] }).click();
    await expect(page).toHaveURL(`${origin}${localePath(key, otherLocale)}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageCopy(key, otherLocale).heading);
  });
}
