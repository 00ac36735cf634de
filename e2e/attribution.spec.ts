import { randomInt } from 'node:crypto';
import { consentState } from '../playwright.config';
import { expect, test, type Page } from './fixtures';
import { storedLead } from './stored-leads';

// Every test submits from its own address, so the per-address limit never couples tests. The visitor is in the EU, and
// nothing leaves this machine: the tag manager that Marketing consent loads is answered locally.
test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-client-ip': `198.51.100.${randomInt(1, 255)}` });
  await page.route('**/api/ip-address', (route) => route.fulfill({ json: { eu: true }, headers: { 'cache-control': 'private, no-store' } }));
  await page.route('https://www.googletagmanager.com/**', (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
});

const campaignLanding = '/?utm_source=newsletter&utm_campaign=spring&gclid=abc&ref=elsewhere';
const landing = { path: '/', parameters: { utm_source: 'newsletter', utm_campaign: 'spring', gclid: 'abc' } };
const unique = (name: string) => `${name}.${Date.now()}.${randomInt(1e6)}@example.com`;
const keptLanding = (page: Page) => page.evaluate(() => sessionStorage.getItem('campaignLanding'));

/** From the home page to the contact page through the header, without a full page load. */
async function goToContactPage(page: Page) {
  await page.evaluate(() => ((window as { samePage?: boolean }).samePage = true));
  await page.getByRole('banner').getByRole('link', { name: 'Start your project' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);
}

async function sendEnquiry(page: Page, email: string) {
  await page.getByLabel('Your name', { exact: true }).fill('Lena Vogt');
  await page.getByLabel('E-mail address', { exact: true }).fill(email);
  await page.getByLabel('Your message', { exact: true }).fill('We would like a customer portal for our logistics company.');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Thank you, Lena Vogt' })).toBeVisible();
  return JSON.parse(storedLead(email)?.attribution ?? 'null') as unknown;
}

test.describe('with Marketing consent', () => {
  test.use({ storageState: consentState(true) });

  test('a lead records the landing of the session, which a later full page load finds', async ({ page }) => {
    await page.goto(campaignLanding);
    await expect.poll(() => keptLanding(page)).not.toBeNull();
    await goToContactPage(page);
    await page.reload();
    const email = unique('with-consent');
    expect(await sendEnquiry(page, email)).toEqual({ page: {}, landing });
  });
});

test.describe('without a decision yet', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('the landing is held in memory until Marketing is accepted, then kept for the reload', async ({ page }) => {
    await page.goto(campaignLanding);
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await expect(banner).toBeVisible();
    await goToContactPage(page);
    expect(await keptLanding(page)).toBeNull();

    await Promise.all([page.waitForEvent('load'), banner.getByRole('button', { name: 'Accept all' }).click()]);
    await expect(page).toHaveURL(/\/contact$/);
    expect(await sendEnquiry(page, unique('accepted-later'))).toEqual({ page: {}, landing });
  });
});

test.describe('without Marketing consent', () => {
  test.use({ storageState: consentState(false) });

  test('a lead has only the parameters of the page it was sent from: none here', async ({ page }) => {
    await page.goto(campaignLanding);
    await goToContactPage(page);
    const email = unique('without-consent');
    expect(await sendEnquiry(page, email)).toBeNull();
    expect(await keptLanding(page)).toBeNull();
  });

  test("a lead sent from a page with campaign parameters has those, but not the page's click ids", async ({ page }) => {
    await page.goto('/contact?utm_source=linkedin&utm_medium=paid&li_fat_id=li-1&name=x');
    expect(await sendEnquiry(page, unique('page-parameters'))).toEqual({ page: { utm_source: 'linkedin', utm_medium: 'paid' } });
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a post records the campaign parameters of the page it was sent from', async ({ page }) => {
    const email = unique('no-script');
    await page.goto('/contact?utm_source=x&gclid=abc&email=leak@example.com');
    await page.getByLabel('Your name', { exact: true }).fill('Lena Vogt');
    await page.getByLabel('E-mail address', { exact: true }).fill(email);
    await page.getByLabel('Your message', { exact: true }).fill('We would like a customer portal for our logistics company.');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page).toHaveURL(/\/form\/contact-sent/);
    expect(JSON.parse(storedLead(email)!.attribution!)).toEqual({ page: { utm_source: 'x' } });
  });
});
