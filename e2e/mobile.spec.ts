import { expect, notify, test } from './fixtures';
import { pageBodies } from '@/content/page-body';
import type { RouteKey } from '@/i18n/routes';
import { holdScripts } from './network';
import { opensAtTop, scrollSettled } from './scroll';
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

test("a tap on the menu button works before the page's code has loaded", async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/de', { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'Menü öffnen' }).click();
  const menu = page.getByRole('navigation', { name: 'Hauptnavigation' });
  await expect(menu).toBeVisible();
  release();
  // Once the code runs it takes over the open menu as it finds it.
  await expect(page.getByRole('button', { name: 'Menü schließen' })).toHaveAttribute('aria-expanded', 'true');
  await menu.getByRole('link', { name: 'Karriere', exact: true }).click();
  await expect(page).toHaveURL(/\/de\/karriere$/);
  await expect(menu).toBeHidden();
});

test('the open menu closes when focus moves on to the page beneath it', async ({ page }) => {
  await page.goto('/de');
  await page.getByRole('button', { name: 'Menü öffnen' }).click();
  const menu = page.getByRole('navigation', { name: 'Hauptnavigation' });
  await expect(menu).toBeVisible();
  // The same panel, also once it is hidden (the desktop navigation shares its name).
  const panel = page.locator('nav[popover]');
  const inMenu = () => panel.evaluate((nav) => nav.contains(document.activeElement));
  await page.keyboard.press('Tab');
  expect(await inMenu()).toBe(true);
  const stops = await menu.locator('a, button').count();
  for (let stop = 1; stop < stops && (await inMenu()); stop++) await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  expect(await inMenu()).toBe(false);
  await expect(menu).toBeHidden();
  await expect(page.locator(':focus')).toBeInViewport();
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
    ['/', 'Open menu', 'Main', 'Start your project'],
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

test.describe('one message per problem', () => {
  const copy = {
    en: ['/careers', 'Apply now', 'Please check the marked fields.', 'Please attach your CV as a PDF.', 'Notifications'],
    de: ['/de/karriere', 'Jetzt bewerben', 'Bitte prüfen Sie die markierten Felder.', 'Bitte hängen Sie Ihren Lebenslauf als PDF an.', 'Benachrichtigungen'],
  } as const;
  for (const locale of locales) {
    const [path, apply, errorSummary, cvError, notifications] = copy[locale];
    test(`repeated submits without a CV show one toast, clear of the CV's message (${locale})`, async ({ page }) => {
      await page.goto(path);
      const job = page.getByRole('article').first();
      await job.getByText(apply).click();
      await job.getByRole('textbox').nth(0).fill('Jana Berg');
      await job.getByRole('textbox').nth(1).fill('jana@example.com');
      await job.getByRole('textbox').nth(2).fill('https://github.com/jana');
      await job.getByRole('textbox').nth(3).fill('Six years of Go in payment systems.');
      const toasts = page.getByRole('region', { name: notifications }).getByRole('listitem');
      // By keyboard, as a toast may lie over the button: pressing Enter in a field sends the form.
      for (let attempt = 0; attempt < 3; attempt++) {
        await job.getByRole('textbox').nth(0).press('Enter');
        await expect(toasts.filter({ hasText: errorSummary }).first()).toBeVisible();
      }
      await expect(toasts.filter({ hasText: errorSummary })).toHaveCount(1);
      await expect(toasts).toHaveCount(1);
      const message = job.getByText(cvError);
      await expect(message).toBeInViewport();
      await scrollSettled(page);
      const [toast, text] = [await toasts.first().boundingBox(), await message.boundingBox()];
      expect(text!.y + text!.height, 'the bottom of the CV message, above the toast').toBeLessThanOrEqual(toast!.y);
    });
  }
});
