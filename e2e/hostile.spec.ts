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

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('markup typed into a form comes back as text, never as markup', async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'x-client-ip': '203.0.113.91' });
    await page.goto('/contact');
    await page.getByLabel('Your name', { exact: true }).fill(marker);
    await page.getByLabel('E-mail address', { exact: true }).fill('not@an-address');
    await page.getByLabel('Your message', { exact: true }).fill('<img src=x onerror=alert(1)> and more words');
    const answered = page.waitForResponse((response) => response.request().method() === 'POST');
    await page.getByRole('button', { name: 'Send message' }).click();
    const html = await (await answered).text();
    expect(html.includes(marker) || html.includes('<img src=x')).toBe(false);
    await expect(page.getByRole('textbox', { name: 'Your name' })).toHaveValue(marker);
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    expect(storedLeads().some((lead) => lead.name === marker)).toBe(false);
  });

  for (const { path, labels, send, failure } of [
    { path: '/contact', labels: ['Your name', 'E-mail address', 'Your message'], send: 'Send message', failure: 'because of a problem on our side' },
    { path: '/de/kontakt', labels: ['Ihr Name', 'E-Mail-Adresse', 'Ihre Nachricht'], send: 'Nachricht senden', failure: 'wegen eines technischen Problems bei uns' },
  ]) {
    test(`a post while lead storage is down is answered with its page, the problem said and what was typed kept: ${path}`, async ({ page }) => {
      // On the second test server lead storage cannot be opened.
      await page.setExtraHTTPHeaders({ 'x-client-ip': '203.0.113.93' });
      await page.goto(brokenContentURL + path);
      const [name, email, message] = labels.map((label) => page.getByLabel(label, { exact: true }));
      await name!.fill('Petra Nowak');
      await email!.fill('petra@example.com');
      await message!.fill('Wir möchten unseren Onlineshop auf Spryker umstellen.');
      const answered = page.waitForResponse((response) => response.request().method() === 'POST');
      await page.getByRole('button', { name: send }).click();
      const answer = await answered;
      expect(answer.status()).toBe(503);
      await expect(page.getByText(failure)).toBeVisible();
      await expect(name!).toHaveValue('Petra Nowak');
      expect(await answer.text()).not.toMatch(/ENOTDIR|\/dev\/null|\.next\/server/);
    });
  }
});

test('a form state the lead endpoint did not seal shows nothing of it', async ({ request }) => {
  // What React put into the contact form for a post without JavaScript: the fields that find its state on the page.
  const markup = await (await request.get('/contact')).text();
  const form = new FormData();
  for (const [, name, value] of markup.matchAll(/<input type="hidden" name="(\$ACTION_[^"]+)"(?: value="([^"]*)")?/g)) {
    form.append(name!, (value ?? '').replaceAll('&quot;', '"').replaceAll('&amp;', '&'));
  }
  expect([...form.keys()]).toContain('$ACTION_KEY');
  const forged = { status: 'sent', sent: { name: 'Mallory', copyWithheld: false, values: { name: 'Mallory' } } };
  form.append('state', `${Buffer.from(JSON.stringify(forged)).toString('base64url')}.forged`);
  const response = await request.post('/contact', { headers: { origin }, multipart: form });
  expect(response.status()).toBe(200);
  expect(await response.text()).not.toContain('Mallory');
});
