import { randomInt } from 'node:crypto';
import { consentState } from '../playwright.config';
import { readMessages } from '../src/i18n/messages';
import { expect, notify, reviewsWidgetScript, test, type Page } from './fixtures';
import { overlayDelayMs } from '../src/lib/browser/route-change';
import { gotoAndSettle, holdScripts } from './network';

const loader = (page: Page) => page.getByRole('progressbar', { name: 'Loading' });
const overlay = (page: Page) => page.getByRole('status').filter({ hasText: 'Loading page' });

/** Records whether the route-change overlay is ever shown from now on, however briefly. */
async function watchOverlay(page: Page) {
  await page.evaluate(() => {
    const seen = () => document.body.innerText.includes('Loading page');
    new MutationObserver(() => seen() && ((window as { overlaySeen?: boolean }).overlaySeen = true)).observe(document.body, {
      childList: true,
      subtree: true,
    });
  });
  return () => page.evaluate(() => (window as { overlaySeen?: boolean }).overlaySeen === true);
}

/** Resolves once the site reports a page view for `path`: the new page is shown, so its overlay can no longer appear. */
const pageViewReported = (page: Page, path: string) =>
  expect
    .poll(() => page.evaluate((path) => ((window as { dataLayer?: { event?: string; page?: string }[] }).dataLayer ?? []).some((item) => item.event === 'page_view' && item.page === path), path))
    .toBe(true);

/** Resolves when the router announces its next navigation (the event the overlay starts from). */
const nextNavigationStart = (page: Page) =>
  page.evaluate(() => new Promise<void>((resolve) => addEventListener('app:navigation-start', () => resolve(), { once: true })));

/** Holds every router (RSC) request for a path, so a navigation there is slow. */
async function slowDown(page: Page, pathname: string, handle: 'delay' | 'abort' = 'delay') {
  await page.route(
    (url) => url.pathname === pathname,
    async (route) => {
      if (route.request().headers()['rsc'] !== '1') return route.continue();
      if (handle === 'abort') return route.abort();
      await new Promise((resolve) => setTimeout(resolve, 2000));
      await route.continue().catch(() => {});
    },
  );
}

test.describe('toasts', () => {
  test('stack newest on top, leave oldest first after 6 s, and close one at a time', async ({ page }) => {
    await page.goto('/de');
    await expect(loader(page)).toHaveCount(0);
    // Fake time, paused: only runFor moves it, so the test controls every toast's age.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    const stack = page.getByRole('region', { name: 'Benachrichtigungen' });
    const messages = stack.getByRole('listitem');

    await notify(page, 'Erste Nachricht');
    await page.clock.runFor(1000);
    await notify(page, 'Zweite Nachricht');
    await page.clock.runFor(1000);
    await notify(page, 'Dritte Nachricht', 'error');
    await expect(messages).toHaveText(['Dritte Nachricht', 'Zweite Nachricht', 'Erste Nachricht'].map((text) => new RegExp(text)));
    await expect(page.getByRole('status').filter({ hasText: 'Erste Nachricht' })).toContainText('Zweite Nachricht');
    await expect(page.getByRole('alert').filter({ hasText: 'Nachricht' })).toHaveText('Dritte Nachricht');

    await page.clock.runFor(3990);
    await expect(messages).toHaveCount(3);
    await page.clock.runFor(20);
    await expect(messages).toHaveText([/Dritte/, /Zweite/]);

    await messages.filter({ hasText: 'Dritte' }).getByRole('button', { name: 'Benachrichtigung schließen' }).click();
    await expect(messages).toHaveText([/Zweite/]);
    await page.clock.runFor(1000);
    await expect(stack).toHaveCount(0);
  });
});

test.describe('error toasts go with their cause', () => {
  // Each test stops the page's clock (timers still run): a toast then never expires by age, so only the rule under
  // test can remove it.
  const estimate = 'product=web&stage=idea&users=businesses&design=standard&timeline=standard&auth=email&payments=subscriptions&admin=basic&view=estimate';
  for (const language of [
    { locale: 'en', calculator: '/mvp-cost-calculator/app', contactPath: '/contact', contact: /\/contact\?estimate=/, messages: readMessages('en') },
    { locale: 'de', calculator: '/de/mvp-kostenrechner/app', contactPath: '/de/kontakt', contact: /\/de\/kontakt\?estimate=/, messages: readMessages('de') },
  ] as const) {
    const { Forms, ContactForm, Calculator } = language.messages;
    test(`leaving the page removes an error toast, in ${language.locale}`, async ({ page }) => {
      await page.goto(`${language.calculator}?${estimate}`);
      await page.clock.setFixedTime(Date.now());
      await page.getByRole('form', { name: Calculator.result.sendHeading }).getByRole('button', { name: Calculator.result.submit }).click();
      const summary = page.getByRole('alert').filter({ hasText: Forms.errorSummary });
      await expect(summary).toBeVisible();

      await page.getByRole('link', { name: Calculator.result.review }).click();
      await expect(page).toHaveURL(language.contact);
      await expect(summary).toHaveCount(0);
      await expect(page.getByRole('region', { name: language.messages.Shell.notifications })).toHaveCount(0);
    });

    test(`a form sent after its corrections removes its error toast, in ${language.locale}`, async ({ page }) => {
      await page.setExtraHTTPHeaders({ 'x-client-ip': `203.0.113.${randomInt(1, 255)}` });
      await page.goto(language.contactPath);
      await page.clock.setFixedTime(Date.now());
      const form = page.getByRole('main').locator('form');
      await form.getByRole('button', { name: ContactForm.submitContact }).click();
      const summary = page.getByRole('alert').filter({ hasText: Forms.errorSummary });
      await expect(summary).toBeVisible();

      await form.getByLabel(Forms.name, { exact: true }).fill('Lena Voß');
      await form.getByLabel(Forms.email, { exact: true }).fill(`lena.${Date.now()}.${randomInt(1e6)}@example.com`);
      await form.getByLabel(`${ContactForm.projectType} (${Forms.optional})`, { exact: true }).selectOption('mvp');
      await form.getByLabel(`${ContactForm.budget} (${Forms.optional})`, { exact: true }).selectOption('unsure');
      await form.getByLabel(ContactForm.message, { exact: true }).fill('Wir planen eine App für unsere Kundschaft.');
      await form.getByRole('button', { name: ContactForm.submitContact }).click();
      await expect(page.getByRole('status').filter({ hasText: ContactForm.contactSent.replace('{name}', 'Lena Voß') })).toBeVisible();
      await expect(summary).toHaveCount(0);
      await expect(page.getByRole('region', { name: language.messages.Shell.notifications }).getByRole('listitem')).toHaveCount(1);
    });
  }
});

test.describe('route-change overlay', () => {
  test('shows during a slow navigation and is gone once the page is shown', async ({ page }) => {
    await slowDown(page, '/careers');
    await page.goto('/');
    await expect(loader(page)).toHaveCount(0);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Careers' }).click();
    await expect(overlay(page)).toBeVisible();
    await expect(page).toHaveURL(/\/careers$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/./);
    await expect(overlay(page)).toHaveCount(0);
  });

  test('does not flash for a navigation that is already prefetched', async ({ page }) => {
    // Not just the load's network at rest: the prefetches start after hydration, which can come later on a busy machine.
    await gotoAndSettle(page, '/');
    const overlaySeen = await watchOverlay(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services' }).click();
    await expect(page).toHaveURL(/\/services$/);
    await pageViewReported(page, '/services');
    expect(await overlaySeen()).toBe(false);
  });

  test('never appears for a same-page anchor or a link to the page itself', async ({ page }) => {
    await slowDown(page, '/careers');
    await page.goto('/careers');
    await expect(loader(page)).toHaveCount(0);
    const overlaySeen = await watchOverlay(page);
    // The page's timers run on a fake clock from here, so the test moves time past the overlay's delay itself.
    await page.clock.install();
    await page.getByRole('main').getByRole('link', { name: 'See open positions' }).first().click();
    await expect(page).toHaveURL(/\/careers#open-positions$/);
    const started = nextNavigationStart(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Careers' }).click();
    await started;
    // In steps, so the page renders between them: an overlay due after its delay would be drawn by the last one.
    for (let step = 0; step < 8; step++) await page.clock.runFor(overlayDelayMs / 2);
    expect(await overlaySeen()).toBe(false);
  });

  test('a failed navigation still ends on the new page without the overlay', async ({ page }) => {
    await slowDown(page, '/about', 'abort');
    await page.goto('/');
    await expect(loader(page)).toHaveCount(0);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(overlay(page)).toHaveCount(0);
  });

  test('back and forward end without the overlay', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await page.goForward();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(overlay(page)).toHaveCount(0);
  });
});

test.describe('initial loader', () => {
  test('shows over nothing while the app mounts and is gone once it has', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/about', { waitUntil: 'domcontentloaded' });
    await expect(loader(page)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    release();
    await expect(loader(page)).toHaveCount(0);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the page is readable and no loader is shown', async ({ page }) => {
      await page.goto('/de/uber-uns');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('main')).toContainText(/\w{20,}|\w+ \w+ \w+/);
      await expect(page.locator('[role="progressbar"]')).toBeHidden();
    });
  });
});

test.describe('reviews widget', () => {
  // The widget's script loads only where Marketing may run (e2e/consent.spec.ts covers the EU visitor without),
  // where the tag manager loads too: it is answered here, since nothing leaves this machine.
  test.use({ storageState: consentState(true) });
  test.beforeEach(({ page }) => page.route('https://www.googletagmanager.com/**', (route) => route.fulfill({ contentType: 'text/javascript', body: '' })));

  test('its script is not in the server-rendered page', async ({ request }) => {
    const html = await (await request.get('/')).text();
    expect(html).not.toContain(reviewsWidgetScript);
  });

  test('its script is requested once per page load', async ({ page }) => {
    const loads: string[] = [];
    page.on('request', (request) => request.url() === reviewsWidgetScript && loads.push(request.url()));
    await page.goto('/');
    await expect.poll(() => loads.length).toBe(1);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services' }).click();
    await expect(page).toHaveURL(/\/services$/);
    await page.getByRole('link', { name: 'Deutsch' }).click();
    await expect(page).toHaveURL(/\/de\/dienstleistungen$/);
    await expect(page.locator(`script[src="${reviewsWidgetScript}"]`)).toHaveCount(1);
    // The German footer's badge is set up by the script already loaded (a second fill), not by loading it again.
    await expect.poll(() => page.evaluate(() => (window as { widgetInits?: number }).widgetInits)).toBe(2);
    expect(loads).toHaveLength(1);
    await page.reload();
    await expect.poll(() => loads.length).toBe(2);
  });

  test('a blocked script changes nothing but the widget and logs nothing from the site', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && message.location().url !== reviewsWidgetScript) errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.route(reviewsWidgetScript, (route) => route.abort('blockedbyclient'));
    const failed = page.waitForEvent('requestfailed', (request) => request.url() === reviewsWidgetScript);
    await page.goto('/');
    await failed;
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('contentinfo')).toContainText('Rated 4.8 out of 5 from 115 client reviews');
    expect(errors).toEqual([]);
  });
});
