import { expect, test, type Page } from './fixtures';

// A first visit from the EU: the banner is due, and appears only once the EU lookup (held by each test) answers.
test.use({ storageState: { cookies: [], origins: [] } });

async function holdRegion(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/ip-address', async (route) => {
    await released;
    await route.fulfill({ json: { eu: true }, headers: { 'cache-control': 'private, no-store' } });
  });
  return release;
}

const copy = {
  en: { path: '/contact', banner: 'Cookie consent', message: 'Your message', legal: 'Legal' },
  de: { path: '/de/kontakt', banner: 'Cookie-Einwilligung', message: 'Ihre Nachricht', legal: 'Rechtliches' },
} as const;

for (const [locale, t] of Object.entries(copy)) {
  test(`the banner never covers the field in use, and the footer's legal links can be read while it is open (${locale})`, async ({ page }) => {
    const release = await holdRegion(page);
    await page.goto(t.path);
    const field = page.getByRole('main').getByLabel(t.message).first();
    // The visitor types into a field near the bottom of the screen when the banner arrives.
    await field.evaluate((element) => {
      const { bottom } = element.getBoundingClientRect();
      window.scrollBy({ top: bottom - window.innerHeight + 8, behavior: 'instant' });
    });
    await field.click();
    await field.pressSequentially('We need');
    release();
    const banner = page.getByRole('region', { name: t.banner });
    await expect(banner).toBeVisible();
    await expect(async () => {
      const [fieldBox, bannerBox] = [await field.boundingBox(), await banner.boundingBox()];
      // Within a pixel: scrolling lands on fractions of one.
      expect(fieldBox!.y + fieldBox!.height).toBeLessThanOrEqual(bannerBox!.y + 1);
    }).toPass();
    await expect(field).toBeFocused();

    // At the very end of the page, the last legal link sits above the banner.
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
    const legal = page.getByRole('navigation', { name: t.legal }).getByRole('listitem').last();
    await expect(async () => {
      const [linkBox, bannerBox] = [await legal.boundingBox(), await banner.boundingBox()];
      expect(linkBox!.y + linkBox!.height).toBeLessThanOrEqual(bannerBox!.y);
    }).toPass();
  });
}
