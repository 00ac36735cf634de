import { expect, test } from './fixtures';
import { legalDocuments } from '@/content/legal';
import { pageBody } from '@/content/page-body';
import { routeKeys, routeKind } from '@/i18n/routes';
import { locales, localePath } from './site';

const legalKeys = Object.keys(legalDocuments) as (keyof typeof legalDocuments)[];
const labels = { en: { contents: 'Contents', updated: 'Last updated:' }, de: { contents: 'Inhalt', updated: 'Zuletzt geändert:' } };

for (const key of legalKeys) {
  for (const locale of locales) {
    const path = localePath(key, locale);
    test(`${path} shows its sections, a table of contents and the date of the last change`, async ({ page }) => {
      expect((await page.goto(path))?.status()).toBe(200);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByText(labels[locale].updated)).toBeVisible();

      const sections = legalDocuments[key].text[locale];
      const contents = page.getByRole('navigation', { name: labels[locale].contents });
      await expect(contents.getByRole('link')).toHaveText(sections.map((section) => section.heading));
      for (const section of sections) {
        await expect(page.getByRole('region', { name: section.heading, exact: true }).getByRole('heading', { level: 2 })).toBeVisible();
      }
      const last = sections.at(-1)!;
      await contents.getByRole('link', { name: last.heading, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`#${last.id}$`));
      await expect(page.getByRole('main').getByRole('heading', { level: 2, name: last.heading, exact: true })).toBeInViewport();
    });
  }
}

test('the cookie policy opens the cookie settings', async ({ page }) => {
  await page.goto('/de/cookie-richtlinie');
  await page.getByRole('main').getByRole('button', { name: 'Cookie-Einstellungen öffnen' }).click();
  await expect(page.getByRole('dialog', { name: 'Cookie-Einstellungen' })).toBeVisible();
});

test.describe('a visitor who accepts every cookie', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('finds every cookie the site set in the cookie table, and in web storage only what the cookie policy describes', async ({ page, context }) => {
    // Third-party hosts are unreachable in tests: the tag manager answers empty, so its tools set nothing here.
    await page.route('https://www.googletagmanager.com/**', (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
    await page.goto('/');
    await Promise.all([
      page.waitForEvent('load'),
      page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Accept all' }).click(),
    ]);
    for (const path of ['/contact', '/de/karriere', '/blog', '/services/mvp-launcher', '/de/mvp-kostenrechner']) await page.goto(path);
    const storage = await page.evaluate(() => ({ local: Object.keys(localStorage), session: { ...sessionStorage } }));
    expect(storage.local).toEqual([]);
    // The EU answer of this browser session (no address reaches the tests' server, so the visitor counts as EU), and,
    // Marketing being allowed, the session's first landing for the forms' attribution.
    expect(storage.session).toEqual({ consentRegion: 'eu', campaignLanding: JSON.stringify({ path: '/', parameters: {} }) });

    const cookies = (await context.cookies()).map((cookie) => cookie.name);
    expect(cookies).toContain('cookieConsent');
    await page.goto('/cookie-policy');
    const table = page.getByRole('table', { name: 'Cookies on this website' });
    const listed = await table.locator('tbody th').allTextContents();
    for (const name of cookies) expect(listed, name).toContain(name);
    await expect(page.getByRole('main')).toContainText('uses only session storage');
    await expect(page.getByRole('main')).toContainText('whether the consent rules apply to you (“eu” or “other”');
    await expect(page.getByRole('main')).toContainText('the page where your visit in this tab began, or where you allowed Marketing, with the campaign parameters');
  });
});

const landingKeys = routeKeys.filter((key) => routeKind(key) === 'landing');

for (const locale of locales) {
  test(`the ${locale} calculator landing pages lead to the calculator, the others to their enquiry form`, async ({ page }) => {
    for (const key of landingKeys) {
      await page.goto(localePath(key, locale));
      const action = pageBody(key, locale)!.hero!.primary!;
      const link = page.getByRole('main').getByRole('link', { name: action.label, exact: true }).first();
      const expected = action.href === key ? `${localePath(key, locale)}#enquiry` : localePath('/mvp-cost-calculator/app', locale);
      await expect(link, key).toHaveAttribute('href', expected);
    }
  });
}
