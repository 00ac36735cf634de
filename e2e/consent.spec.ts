import { baseURL as origin } from '../playwright.config';
import { expect, reviewsWidgetScript, test, type BrowserContext, type Page } from './fixtures';
import { axeViolations } from './axe';

// Every visitor here starts without a consent cookie; the EU answer is controlled per test.
test.use({ storageState: { cookies: [], origins: [] } });

type Geo = 'eu' | 'non-eu' | 'failure';
const tagManager = 'https://www.googletagmanager.com/';

async function visit(page: Page, geo: Geo, path = '/') {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.route('**/api/ip-address', (route) =>
    geo === 'failure'
      ? route.fulfill({ status: 500, body: 'lookup failed' })
      : route.fulfill({ json: { eu: geo === 'eu' }, headers: { 'cache-control': 'private, no-store' } }),
  );
  // Nothing leaves this machine: the tag manager is answered locally.
  await page.route(`${tagManager}**`, (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
  // Record data-layer events across reloads.
  await page.addInitScript(() => {
    const layer: unknown[] = [];
    const push = layer.push.bind(layer);
    layer.push = (...items: unknown[]) => {
      for (const item of items) {
        const event = (item as { event?: string } | null)?.event;
        if (event) sessionStorage.setItem('events', JSON.stringify([...JSON.parse(sessionStorage.getItem('events') ?? '[]'), event]));
      }
      return push(...items);
    };
    (window as { dataLayer?: unknown[] }).dataLayer = layer;
  });
  await page.goto(path);
  return requests;
}

async function consentCookie(context: BrowserContext) {
  const cookie = (await context.cookies()).find((candidate) => candidate.name === 'cookieConsent');
  return cookie && { ...cookie, record: JSON.parse(decodeURIComponent(cookie.value)) };
}

const events = (page: Page) => page.evaluate(() => JSON.parse(sessionStorage.getItem('events') ?? '[]') as string[]);
const markPage = (page: Page) => page.evaluate(() => ((window as { marker?: number }).marker = 1));
const isSamePage = (page: Page) => page.evaluate(() => (window as { marker?: number }).marker === 1);
/** Whether this page's consent manager has pushed Consent Mode's defaults (it does so first, before deciding). */
const consentDefaultsPushed = (page: Page) =>
  page.evaluate(() => ((window as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).some((item) => item[0] === 'consent' && item[1] === 'default'));
const banner = (page: Page) => page.getByRole('region', { name: 'Cookie consent' });
const settings = (page: Page) => page.getByRole('dialog', { name: 'Cookie settings' });

test('an EU visitor gets the default record, the banner and no marketing request', async ({ page, context }) => {
  const requests = await visit(page, 'eu');
  await expect(banner(page)).toBeVisible();
  const cookie = await consentCookie(context);
  expect(cookie?.record).toEqual({
    preferences: { Technicals: true, Marketing: false },
    policyVersion: '1.0.0',
    consentDate: null,
    userConsent: false,
  });
  expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax' });
  expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(360 * 24 * 3600 * 1000);
  await page.waitForLoadState('networkidle');
  // Only the site itself: not even the reviews widget, whose script sends the visitor's address to its provider.
  expect(requests.filter((url) => !url.startsWith(`${origin}/`))).toEqual([]);
  await expect(page.getByRole('contentinfo')).toContainText('Rated 4.8 out of 5 from 115 client reviews');
  expect(await events(page)).not.toContain('consentModeAccepted');
  expect((await context.cookies()).map((cookie) => cookie.name)).toEqual(['cookieConsent']);
});

test('accepting all stores every type, fires the event, reloads and loads the tag manager', async ({ page, context }) => {
  const requests = await visit(page, 'eu');
  await markPage(page);
  await Promise.all([page.waitForEvent('load'), banner(page).getByRole('button', { name: 'Accept all' }).click()]);
  expect(await isSamePage(page)).toBe(false);
  const { record } = (await consentCookie(context))!;
  expect(record.preferences).toEqual({ Technicals: true, Marketing: true });
  expect(record.userConsent).toBe(true);
  expect(Math.abs(Date.parse(record.consentDate) - Date.now())).toBeLessThan(60_000);
  expect(record.consentDate).toBe(new Date(record.consentDate).toUTCString());
  await expect(banner(page)).toBeHidden();
  await expect.poll(() => requests.some((url) => url.startsWith(`${tagManager}gtm.js?id=GTM-E2ETEST`))).toBe(true);
  await expect.poll(() => requests.includes(reviewsWidgetScript)).toBe(true);
  // Once per accept: by the reloaded page, with the stored consent.
  expect((await events(page)).filter((event) => event === 'consentModeAccepted')).toEqual(['consentModeAccepted']);
});

test('saving the settings without Marketing keeps the page and loads nothing', async ({ page, context }) => {
  const requests = await visit(page, 'eu');
  await markPage(page);
  await banner(page).getByRole('button', { name: 'Settings' }).click();
  await expect(settings(page).getByRole('switch', { name: 'Marketing' })).not.toBeChecked();
  await expect(settings(page).getByRole('switch', { name: 'Technically required' })).toBeDisabled();
  await settings(page).getByRole('button', { name: 'Save selection' }).click();
  await expect(settings(page)).toBeHidden();
  await expect(banner(page)).toBeHidden();
  expect(await isSamePage(page)).toBe(true);
  expect((await consentCookie(context))?.record).toMatchObject({
    preferences: { Technicals: true, Marketing: false },
    userConsent: true,
  });
  expect(await events(page)).not.toContain('consentModeAccepted');
  expect(requests.some((url) => url.startsWith(tagManager))).toBe(false);
});

test('saving the settings with Marketing fires the event and reloads', async ({ page, context }) => {
  await visit(page, 'eu');
  await markPage(page);
  await banner(page).getByRole('button', { name: 'Settings' }).click();
  await settings(page).getByRole('switch', { name: 'Marketing' }).check();
  await Promise.all([page.waitForEvent('load'), settings(page).getByRole('button', { name: 'Save selection' }).click()]);
  expect(await isSamePage(page)).toBe(false);
  expect((await consentCookie(context))?.record.preferences).toEqual({ Technicals: true, Marketing: true });
  // Once per accept: by the reloaded page, once it knows where the visitor is.
  await expect.poll(() => events(page)).toEqual(expect.arrayContaining(['consentModeAccepted']));
  expect((await events(page)).filter((event) => event === 'consentModeAccepted')).toHaveLength(1);
});

test('declining keeps required cookies only, records the decision and reloads', async ({ page, context }) => {
  await visit(page, 'eu');
  await markPage(page);
  await banner(page).getByRole('button', { name: 'Settings' }).click();
  await Promise.all([page.waitForEvent('load'), settings(page).getByRole('button', { name: 'Decline optional cookies' }).click()]);
  expect(await isSamePage(page)).toBe(false);
  expect((await consentCookie(context))?.record).toMatchObject({
    preferences: { Technicals: true, Marketing: false },
    userConsent: true,
  });
  await expect(banner(page)).toBeHidden();
  expect(await events(page)).not.toContain('consentModeAccepted');
});

for (const { path, label, accept, reject } of [
  { path: '/', label: 'Cookie consent', accept: 'Accept all', reject: 'Reject' },
  { path: '/de', label: 'Cookie-Einwilligung', accept: 'Alle akzeptieren', reject: 'Ablehnen' },
]) {
  test(`rejecting on the banner is as easy as accepting and does what declining does: ${path}`, async ({ page, context }) => {
    await visit(page, 'eu', path);
    const first = page.getByRole('region', { name: label });
    const look = (name: string) =>
      first.getByRole('button', { name, exact: true }).evaluate((button) => {
        const style = getComputedStyle(button);
        return [style.backgroundColor, style.color, style.fontSize, style.fontWeight, button.getBoundingClientRect().height];
      });
    expect(await look(reject)).toEqual(await look(accept));
    await markPage(page);
    await Promise.all([page.waitForEvent('load'), first.getByRole('button', { name: reject, exact: true }).click()]);
    expect(await isSamePage(page)).toBe(false);
    expect((await consentCookie(context))?.record).toMatchObject({ preferences: { Technicals: true, Marketing: false }, userConsent: true });
    await expect(page.getByRole('region', { name: label })).toBeHidden();
    expect(await events(page)).not.toContain('consentModeAccepted');
  });
}

test('back returns to the banner and resets the selection', async ({ page }) => {
  await visit(page, 'eu');
  await banner(page).getByRole('button', { name: 'Settings' }).click();
  await settings(page).getByRole('switch', { name: 'Marketing' }).check();
  await settings(page).getByRole('button', { name: 'Back' }).click();
  await expect(settings(page)).toBeHidden();
  await expect(banner(page)).toBeVisible();
  await banner(page).getByRole('button', { name: 'Settings' }).click();
  await expect(settings(page).getByRole('switch', { name: 'Marketing' })).not.toBeChecked();
});

test('a record for an older policy version shows the banner again', async ({ page, context }) => {
  const old = { preferences: { Technicals: true, Marketing: true }, policyVersion: '0.9.0', consentDate: '2025-01-01T00:00:00.000Z', userConsent: true };
  await context.addCookies([{ name: 'cookieConsent', value: encodeURIComponent(JSON.stringify(old)), url: origin }]);
  const requests = await visit(page, 'eu');
  await expect(banner(page)).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(requests.some((url) => url.startsWith(tagManager))).toBe(false);
});

test('a visitor outside the EU sees no banner; the event fires and the tag manager loads', async ({ page, context }) => {
  const requests = await visit(page, 'non-eu', '/de');
  await expect.poll(() => events(page)).toContain('consentModeAccepted');
  await expect.poll(() => requests.some((url) => url.startsWith(`${tagManager}gtm.js?id=GTM-E2ETEST`))).toBe(true);
  await expect(page.getByRole('region', { name: 'Cookie-Einwilligung' })).toHaveCount(0);
  await expect.poll(() => requests.includes(reviewsWidgetScript)).toBe(true);
  expect((await consentCookie(context))?.record.userConsent).toBe(false);

  // With a stored record too.
  await page.reload();
  await expect.poll(async () => (await events(page)).filter((event) => event === 'consentModeAccepted').length).toBe(2);
});

test('a form result page loads no tag manager even where Marketing runs, so its address never reaches analytics', async ({ page }) => {
  const requests = await visit(page, 'non-eu', '/de/formular/contact-sent');
  // The decision that would load the tag manager has been taken once the consent event is in the data layer.
  await expect.poll(() => events(page)).toContain('consentModeAccepted');
  expect(await events(page)).not.toContain('gtm.js');
  expect(requests.filter((url) => url.startsWith(tagManager))).toEqual([]);
});

test('the EU answer is asked once per browser session; a new tab asks again', async ({ page, context }) => {
  const requests = await visit(page, 'non-eu');
  const lookups = () => requests.filter((url) => url.endsWith('/api/ip-address')).length;
  const decisions = async () => (await events(page)).filter((event) => event === 'consentModeAccepted').length;
  await expect.poll(decisions).toBe(1);
  // Each full load decides again (the event fires on every page load), with the answer the session kept.
  await page.goto('/de/uber-uns');
  await expect.poll(decisions).toBe(2);
  await page.reload();
  await expect.poll(decisions).toBe(3);
  expect(lookups()).toBe(1);

  const other = await context.newPage();
  const asked = other.waitForRequest('**/api/ip-address');
  await other.goto('/');
  await asked;
});

test('a failed EU lookup counts as EU, and the next page asks again', async ({ page }) => {
  const requests = await visit(page, 'failure');
  await expect(banner(page)).toBeVisible();
  expect(requests.some((url) => url.startsWith(tagManager))).toBe(false);
  const asked = page.waitForRequest('**/api/ip-address');
  await page.reload();
  await asked;
});

test('the footer link reopens the settings with the stored choice; withdrawing Marketing stops the tools at once', async ({ page }) => {
  const requests = await visit(page, 'eu', '/de');
  await page.getByRole('region', { name: 'Cookie-Einwilligung' }).getByRole('button', { name: 'Alle akzeptieren' }).click();
  await page.waitForLoadState('load');
  await expect.poll(() => requests.some((url) => url.startsWith(tagManager))).toBe(true);
  await markPage(page);
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie-Einstellungen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cookie-Einstellungen' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('switch', { name: 'Marketing' })).toBeChecked();
  await dialog.getByRole('switch', { name: 'Marketing' }).uncheck();
  requests.length = 0;
  await Promise.all([page.waitForEvent('load'), dialog.getByRole('button', { name: 'Auswahl speichern' }).click()]);
  await expect(dialog).toBeHidden();
  expect(await isSamePage(page)).toBe(false);
  // The reloaded page has the EU answer of this browser session already, so it decides what to load in the same
  // task that pushes the consent defaults: once those are there, the tag manager has been added or never will be.
  await expect.poll(() => consentDefaultsPushed(page)).toBe(true);
  expect(await page.locator(`script[src^="${tagManager}"]`).count()).toBe(0);
  expect(requests.some((url) => url.startsWith(tagManager) || url.endsWith('/api/ip-address'))).toBe(false);
});

test('the banner and the settings work with the keyboard alone', async ({ page, context }) => {
  await visit(page, 'eu');
  await expect(banner(page)).toBeVisible();
  const settingsButton = banner(page).getByRole('button', { name: 'Settings' });
  for (let presses = 0; presses < 6 && !(await settingsButton.evaluate((element) => element === document.activeElement)); presses++) {
    await page.keyboard.press('Tab');
  }
  await expect(settingsButton).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = settings(page);
  await expect(dialog).toBeVisible();
  // Focus stays inside the dialog.
  for (let presses = 0; presses < 8; presses++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await dialog.getByRole('switch', { name: 'Marketing' }).focus();
  await page.keyboard.press('Space');
  await expect(dialog.getByRole('switch', { name: 'Marketing' })).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(banner(page)).toBeVisible();
  await settingsButton.focus();
  await page.keyboard.press('Enter');
  await dialog.getByRole('button', { name: 'Save selection' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  expect((await consentCookie(context))?.record.userConsent).toBe(true);
});

test('each client-side navigation reports one page_view', async ({ page }) => {
  await visit(page, 'eu');
  await banner(page).getByRole('button', { name: 'Settings' }).click();
  await settings(page).getByRole('button', { name: 'Save selection' }).click();
  const pageViews = () =>
    page.evaluate(() =>
      ((window as { dataLayer?: { event?: string; page?: string }[] }).dataLayer ?? []).filter((entry) => entry?.event === 'page_view'),
    );
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services' }).click();
  await expect(page).toHaveURL(/\/services$/);
  await expect.poll(pageViews).toEqual([expect.objectContaining({ page: '/services' })]);
  await page.goBack();
  await expect.poll(pageViews).toEqual([expect.objectContaining({ page: '/services' }), expect.objectContaining({ page: '/' })]);
});

test('a language switch is a page view too', async ({ page }) => {
  await visit(page, 'non-eu', '/services');
  await page.getByRole('link', { name: 'Deutsch' }).click();
  await expect(page).toHaveURL(/\/de\/dienstleistungen$/);
  await expect
    .poll(() =>
      page.evaluate(() =>
        ((window as { dataLayer?: { event?: string; page?: string }[] }).dataLayer ?? []).filter((entry) => entry?.event === 'page_view'),
      ),
    )
    .toEqual([expect.objectContaining({ page: '/de/dienstleistungen' })]);
});

test('banner and settings have no axe violations', async ({ page }) => {
  const violations = () => axeViolations(page);
  await visit(page, 'eu', '/de');
  await expect(page.getByRole('region', { name: 'Cookie-Einwilligung' })).toBeVisible();
  expect(await violations()).toEqual([]);
  await page.getByRole('button', { name: 'Einstellungen', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Cookie-Einstellungen' })).toBeVisible();
  expect(await violations()).toEqual([]);
});

test.describe('focus after a consent choice', () => {
  test('on a first visit, Escape and Back return to the banner and Save moves on to the content', async ({ page }) => {
    await visit(page, 'eu', '/de');
    const firstVisitBanner = page.getByRole('region', { name: 'Cookie-Einwilligung' });
    const openSettings = firstVisitBanner.getByRole('button', { name: 'Einstellungen', exact: true });
    const dialog = page.getByRole('dialog', { name: 'Cookie-Einstellungen' });
    await openSettings.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(openSettings).toBeFocused();
    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: 'Zurück' }).click();
    await expect(dialog).toBeHidden();
    await expect(openSettings).toBeFocused();
    await page.keyboard.press('Enter');
    // The default selection: stored without a reload.
    await dialog.getByRole('button', { name: 'Auswahl speichern' }).click();
    await expect(firstVisitBanner).toBeHidden();
    await expect(page.getByRole('main')).toBeFocused();
  });

  test('a dialog opened from the footer after a stored choice closes back to its button', async ({ page }) => {
    await visit(page, 'eu');
    await banner(page).getByRole('button', { name: 'Settings', exact: true }).click();
    await settings(page).getByRole('button', { name: 'Save selection' }).click();
    await expect(banner(page)).toBeHidden();
    const footerButton = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' });
    await footerButton.click();
    await settings(page).getByRole('button', { name: 'Back' }).click();
    await expect(settings(page)).toBeHidden();
    await expect(banner(page)).toBeHidden();
    await expect(footerButton).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(settings(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(settings(page)).toBeHidden();
    await expect(footerButton).toBeFocused();
    await page.keyboard.press('Enter');
    await settings(page).getByRole('button', { name: 'Save selection' }).click();
    await expect(settings(page)).toBeHidden();
    await expect(footerButton).toBeFocused();
  });

  test('a choice that reloads the page leaves focus where the visitor was', async ({ page }) => {
    await visit(page, 'eu');
    await Promise.all([page.waitForEvent('load'), banner(page).getByRole('button', { name: 'Accept all' }).click()]);
    await expect(page.getByRole('main')).toBeFocused();
    const footerButton = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' });
    await footerButton.click();
    await Promise.all([page.waitForEvent('load'), settings(page).getByRole('button', { name: 'Decline optional cookies' }).click()]);
    await expect(footerButton).toBeFocused();
  });
});

for (const { path, label, settingsName, dialogName, close, technicals } of [
  {
    path: '/',
    label: 'Cookie consent',
    settingsName: 'Settings',
    dialogName: 'Cookie settings',
    close: 'Close',
    technicals: { name: 'Technically required', text: /^These cookies store your cookie choice/ },
  },
  {
    path: '/de',
    label: 'Cookie-Einwilligung',
    settingsName: 'Einstellungen',
    dialogName: 'Cookie-Einstellungen',
    close: 'Schließen',
    technicals: { name: 'Technisch notwendig', text: /^Diese Cookies speichern Ihre Cookie-Auswahl/ },
  },
]) {
  test(`the settings' close button does what Back does: ${path}`, async ({ page }) => {
    await visit(page, 'eu', path);
    const first = page.getByRole('region', { name: label });
    const openSettings = first.getByRole('button', { name: settingsName, exact: true });
    const dialog = page.getByRole('dialog', { name: dialogName });
    await openSettings.click();
    await expect(dialog.getByRole('switch', { name: 'Marketing' })).not.toBeChecked();
    // The description of the cookies that are always on says what stores the choice.
    await expect(dialog.getByRole('switch', { name: technicals.name })).toHaveAccessibleDescription(technicals.text);
    await dialog.getByRole('switch', { name: 'Marketing' }).check();
    await dialog.getByRole('button', { name: close, exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(first).toBeVisible();
    await expect(openSettings).toBeFocused();
    await openSettings.click();
    await expect(dialog.getByRole('switch', { name: 'Marketing' })).not.toBeChecked();
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, name, policy, heading } of [
    { path: '/', name: 'Cookie settings', policy: '/cookie-policy', heading: 'Changing or withdrawing your consent' },
    { path: '/de', name: 'Cookie-Einstellungen', policy: '/de/cookie-richtlinie', heading: 'Einwilligung ändern oder widerrufen' },
  ]) {
    test(`the footer's cookie settings lead to how to change the choice: ${path}`, async ({ page }) => {
      await page.goto(path);
      await page.getByRole('contentinfo').getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(`${origin}${policy}#manage-consent`);
      await expect(page.getByRole('heading', { name: heading })).toBeInViewport();
    });
  }
});
