import { expect, test } from './fixtures';
import { opensAtTop, painted } from './scroll';
import { origin } from './site';

test.describe('a new page opens at its top', () => {
  test('from the header, in English', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await opensAtTop(page, header.getByRole('link', { name: 'About us', exact: true }), /\/about$/);
    await opensAtTop(page, header.getByRole('link', { name: 'Careers', exact: true }), /\/careers$/);
    await opensAtTop(page, header.getByRole('link', { name: 'Services', exact: true }), /\/services$/);
  });

  test('from the footer, in German', async ({ page }) => {
    await page.goto('/de/uber-uns');
    const footer = page.getByRole('contentinfo');
    await opensAtTop(page, footer.getByRole('link', { name: 'Karriere', exact: true }), /\/de\/karriere$/);
    await opensAtTop(page, footer.getByRole('link', { name: 'Produktentwicklung', exact: true }), /\/de\/dienstleistungen\/produktentwicklung$/);
  });

  test('from a card and a link in the text, in both languages', async ({ page }) => {
    await page.goto('/de/dienstleistungen/produktentwicklung');
    const card = page.getByRole('main').getByRole('link', { name: 'E-Learning-Plattform' });
    await opensAtTop(page, card, /\/de\/case-studies\/e-learning$/);
    const breadcrumbs = page.getByRole('navigation', { name: 'Brotkrümelnavigation' });
    await opensAtTop(page, breadcrumbs.getByRole('link', { name: 'Fallstudien' }), /\/de\/case-studies$/);
    await page.goto('/');
    await opensAtTop(page, page.getByRole('main').getByRole('link', { name: 'MVP Launcher', exact: true }), /\/services\/mvp-launcher$/);
  });

  test('while back and forward return to where the visitor was', async ({ page }) => {
    await page.goto('/');
    const card = page.getByRole('main').getByRole('link', { name: 'MVP Launcher', exact: true });
    await card.scrollIntoViewIfNeeded();
    await painted(page);
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(0);
    await opensAtTop(page, card, /\/services\/mvp-launcher$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(before);
  });
});

// A click in the first moment after loading, before React has taken over the server's head tags: the new page's
// tags must replace them, not join them (vercel/next.js#97472).
for (const [from, link, to, title] of [
  ['/about', 'Careers', '/careers', /^Software developer jobs in Berlin/],
  ['/blog', 'Older articles', '/blog?page=2', /^Software development blog/],
] as const) {
  test(`a click on "${link}" at once after ${from} loads leaves only the new page's head tags`, async ({ page }) => {
    await page.goto(from);
    await page.getByRole('link', { name: link, exact: true }).first().click();
    await expect(page.locator(`link[rel="canonical"][href="${origin}${to}"]`)).toHaveCount(1);
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
    await expect(page.locator('meta[name="description"]')).toHaveCount(1);
    await expect(page.locator('link[rel="alternate"][hreflang="de"]')).toHaveCount(1);
    await expect(page.locator('head > title')).toHaveCount(1);
    await expect(page).toHaveTitle(title);
  });
}
