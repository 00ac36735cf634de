import { expect, test, type Locator, type Page } from './fixtures';
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

/** Follows a link with the keyboard, as a visitor without a mouse does. */
async function pressLink(page: Page, link: Locator, url: RegExp) {
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(url);
}

/** Keyboard focus starts at the page's content: the first Tab reaches the content's first link, at the top. */
async function focusStartsAtContent(page: Page) {
  const main = page.getByRole('main');
  await expect(main).toBeFocused();
  await page.keyboard.press('Tab');
  const focused = main.locator(':focus');
  await expect(focused).toHaveCount(1);
  await expect(focused).toBeInViewport();
}

test.describe('keyboard focus starts at the new page', () => {
  test('after a footer link, in German, and after back and forward', async ({ page }) => {
    await page.goto('/de/kontakt');
    const footer = page.getByRole('contentinfo');
    await pressLink(page, footer.getByRole('link', { name: 'Karriere', exact: true }), /\/de\/karriere$/);
    await focusStartsAtContent(page);

    await footer.getByRole('link', { name: 'Impressum', exact: true }).focus();
    await page.goBack();
    await expect(page).toHaveURL(/\/de\/kontakt$/);
    await focusStartsAtContent(page);
    await footer.getByRole('link', { name: 'Impressum', exact: true }).focus();
    await page.goForward();
    await expect(page).toHaveURL(/\/de\/karriere$/);
    await focusStartsAtContent(page);
  });

  test('after a header link and a link in the page, in English', async ({ page }) => {
    await page.goto('/contact');
    const header = page.getByRole('banner');
    await pressLink(page, header.getByRole('link', { name: 'Careers', exact: true }), /\/careers$/);
    await focusStartsAtContent(page);
    await pressLink(page, page.getByRole('main').getByRole('link', { name: 'Code Camp for juniors' }).first(), /\/code-camp$/);
    await focusStartsAtContent(page);
  });

  test('while a same-page anchor keeps focus on its link and shows its target, in both languages', async ({ page }) => {
    for (const [path, name, section] of [
      ['/careers', 'See open positions', 'Open positions'],
      ['/de/karriere', 'Offene Stellen ansehen', 'Offene Stellen'],
    ] as const) {
      await page.goto(path);
      const link = page.getByRole('main').getByRole('link', { name }).first();
      await pressLink(page, link, /#open-positions$/);
      await expect(page.getByRole('heading', { level: 2, name: section, exact: true })).toBeInViewport();
      await expect(link).toBeFocused();
    }
  });
});
