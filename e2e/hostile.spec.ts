import { baseURL as origin, brokenContentURL } from '../playwright.config';
import { expect, test } from './fixtures';
import { storedLeads } from './stored-leads';

const marker = '<script>window.injected=1</script>';

/** Values a crawler, a fuzzer or an attacker puts in the blog's query parameters. */
const hostileValues = [
  'x'.repeat(8000),
  '🙂 Ünïcödé 漢字 \u202Egnp.exe',
  marker,
  '"><img src=x onerror=alert(1)>',
  "' OR 1=1 --",
  '../../../etc/passwd',
  'how-to-scope-an-mvp&filters[slug][$ne]=x&populate=*',
  '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  '\u0000\u0001\u001f',
  '{"$ne": null}',
];

test('hostile blog query parameters answer 404 or the page, with nothing reflected as markup', async ({ request }) => {
  const routes = ['/blog', '/de/blog', '/blog/category', '/de/blog/kategorie', '/blog/author', '/de/blog/autor'];
  const names = ['singleBlogPage', 'category', 'author'];
  for (const route of routes) {
    for (const name of names) {
      for (const value of hostileValues) {
        const response = await request.get(`${route}?${name}=${encodeURIComponent(value)}`, { maxRedirects: 0 });
        const label = `${route}?${name}=${value.slice(0, 40)}`;
        expect([200, 307, 404], label).toContain(response.status());
        const body = await response.text();
        expect(body.includes(marker) || body.includes('<img src=x'), label).toBe(false);
      }
    }
  }
  // Repeated, raw (unencoded), double-encoded and array-shaped parameters.
  for (const query of [
    'singleBlogPage=how-to-scope-an-mvp&singleBlogPage=%3Cb%3Einjected%3C%2Fb%3E',
    'singleBlogPage[]=how-to-scope-an-mvp',
    'singleBlogPage[$ne]=x',
    'singleBlogPage=%253Cb%253Einjected',
    'singleBlogPage=%E0%A4%A',
    'page=99999999999999999999&singleBlogPage=',
  ]) {
    const response = await request.get(`/blog?${query}`, { maxRedirects: 0 });
    expect([200, 307, 404], query).toContain(response.status());
    expect((await response.text()).includes('<b>injected'), query).toBe(false);
  }
});

test('markup typed into a form without JavaScript comes back as text, never as markup', async ({ page }) => {
  const response = await page.request.post('/api/leads/contact', {
    headers: { origin, 'x-client-ip': '203.0.113.91' },
    form: { name: marker, email: 'not-an-address', message: '<img src=x onerror=alert(1)>', locale: 'en', page: '/contact' },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
  await page.goto(response.headers().location!);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Please check your entries');
  await expect(page.getByRole('textbox', { name: 'Your name' })).toHaveValue(marker);
  expect(await page.evaluate(() => (window as { injected?: number }).injected)).toBeUndefined();
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  expect(storedLeads().some((lead) => lead.name === marker)).toBe(false);
});

test('a form result opens only in the browser that sent the form, so a crafted one cannot be passed on', async ({ page, browser }) => {
  const response = await page.request.post('/api/leads/contact', {
    headers: { origin, 'x-client-ip': '203.0.113.92' },
    form: { name: 'Mallory', email: 'not-an-address', message: 'Your account is locked, call +1 555 0100', locale: 'en', page: '/contact' },
    maxRedirects: 0,
  });
  const location = response.headers().location!;
  expect(response.headers()['set-cookie']).toMatch(/^formResult=[0-9a-f-]{36}; Path=\/; Max-Age=3600; HttpOnly; SameSite=Lax$/);
  expect((await page.goto(location))?.status()).toBe(200);
  await expect(page.getByRole('textbox', { name: 'Your name' })).toHaveValue('Mallory');

  const victim = await browser.newContext();
  const victimPage = await victim.newPage();
  expect((await victimPage.goto(location))?.status()).toBe(404);
  await expect(victimPage.getByText('Mallory')).toHaveCount(0);
  await victim.close();
});

test.describe('an unexpected server error', () => {
  // On the second test server lead storage cannot be opened, so a form result page fails on the server.
  const id = '3f2b8c1e-5d4a-4e7b-9c6f-0a1b2c3d4e5f';

  for (const { path, heading, retry, home } of [
    { path: `/form/${id}`, heading: 'This page could not be shown', retry: 'Try again', home: 'Go to the home page' },
    { path: `/de/formular/${id}`, heading: 'Diese Seite konnte nicht angezeigt werden', retry: 'Erneut versuchen', home: 'Zur Startseite' },
  ]) {
    test(`answers 500 with a page in the visitor's language and a way back: ${path}`, async ({ page, context }) => {
      // The browser that sent the form, so the page reads the result from storage.
      await context.addCookies([{ name: 'formResult', value: id, url: brokenContentURL }]);
      const response = await page.goto(brokenContentURL + path);
      expect(response?.status()).toBe(500);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('button', { name: retry })).toBeVisible();
      const text = await page.locator('body').innerText();
      expect(text).not.toMatch(/ENOTDIR|\/dev\/null|at .+\.js|Error:/);
      expect(await response!.text()).not.toMatch(/ENOTDIR|\/dev\/null|\.next\/server/);

      await page.getByRole('link', { name: home }).click();
      await expect(page).toHaveURL(path.startsWith('/de') ? `${brokenContentURL}/de` : `${brokenContentURL}/`);
    });
  }
});
