import { expect, notify, test } from './fixtures';
import { pageBodies } from '@/content/page-body';
import type { RouteKey } from '@/i18n/routes';
import { opensAtTop } from './scroll';
import { locales, localePath } from './site';

test('the mobile menu opens, navigates and closes', async ({ page }) => {
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  const menu = page.getByRole('navigation', { name: 'Main' });
  await expect(menu).toBeVisible();
  await menu.getByRole('link', { name: 'Case studies' }).click();
  await expect(page).toHaveURL(/\/case-studies$/);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
});

test('the mobile menu closes with Escape and switches language', async ({ page }) => {
  await page.goto('/de/karriere');
  await page.getByRole('button', { name: 'Menü öffnen' }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeHidden();
  await page.getByRole('button', { name: 'Menü öffnen' }).click();
  await page.getByRole('link', { name: 'This page in English' }).click();
  await expect(page).toHaveURL(/\/careers$/);
});

test('a page chosen in the mobile menu opens at its top', async ({ page }) => {
  await page.goto('/de');
  await page.getByRole('button', { name: 'Menü öffnen' }).click();
  const menu = page.getByRole('navigation', { name: 'Hauptnavigation' });
  await opensAtTop(page, menu.getByRole('link', { name: 'Leistungen', exact: true }), /\/de\/dienstleistungen$/);
  await page.getByRole('button', { name: 'Menü öffnen' }).click();
  await opensAtTop(page, menu.getByRole('link', { name: 'Über uns', exact: true }), /\/de\/uber-uns$/);
});

test("the header's contact button, in the menu at this width, fits on one line in both languages", async ({ page }) => {
  for (const [path, open, nav, name] of [
    ['/', 'Open menu', 'Main', 'Start a project'],
    ['/de', 'Menü öffnen', 'Hauptnavigation', 'Projekt anfragen'],
  ] as const) {
    await page.goto(path);
    await page.getByRole('button', { name: open }).click();
    const button = page.getByRole('navigation', { name: nav }).getByRole('link', { name, exact: true });
    await expect(button).toBeVisible();
    // One line box per line of text.
    const lines = await button.evaluate((link) => {
      const range = document.createRange();
      range.selectNodeContents(link);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    });
    expect(lines, path).toBe(1);
  }
});

test('no horizontal scrolling at 320 px on the core pages and the detail templates', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  const paths = (Object.keys(pageBodies) as RouteKey[]).flatMap((key) => locales.map((locale) => localePath(key, locale)));
  const details = [
    '/de/dienstleistungen/agentur-fuer-spryker-entwicklung',
    '/de/technologien/node-js-entwicklung',
    '/de/case-studies/externes-dokumentenmanagementsystem-dms',
    '/de/saas-mvp-entwicklung',
    '/de/cookie-richtlinie',
    '/de/datenschutzerklarung',
  ];
  for (const path of [...paths, ...details]) {
    await page.goto(path);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});

test('on a phone, a toast stays above the consent banner and its buttons', async ({ page }) => {
  await page.context().clearCookies();
  await page.route('**/api/ip-address', (route) => route.fulfill({ json: { eu: true } }));
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Cookie consent' });
  await expect(banner).toBeVisible();
  await notify(page, 'Thanks, your message is on its way.');
  const toast = page.getByRole('region', { name: 'Notifications' });
  await expect(toast).toBeVisible();
  const [toastBox, bannerBox] = [await toast.boundingBox(), await banner.boundingBox()];
  expect(toastBox!.y + toastBox!.height).toBeLessThanOrEqual(bannerBox!.y);
  for (const name of ['Settings', 'Accept all']) await banner.getByRole('button', { name }).click({ trial: true });
});

test('an opened application form fits a phone screen', async ({ page }) => {
  await page.goto('/de/karriere');
  const job = page.getByRole('article').first();
  await job.getByText('Jetzt bewerben').click();
  await expect(job.getByLabel('Lebenslauf als PDF')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const box = await job.getByLabel('E-Mail-Adresse').boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
});
