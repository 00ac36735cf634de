import { expect, test } from './fixtures';
import { robotsRule, routeKeys } from '@/i18n/routes';
import { localePath, locales, origin } from './site';

test('unknown paths answer 404 with a localized page', async ({ page }) => {
  for (const [path, heading, title] of [
    ['/this-page-does-not-exist', 'We could not find this page', 'Page not found'],
    ['/de/diese-seite-gibt-es-nicht', 'Diese Seite gibt es nicht (mehr)', 'Seite nicht gefunden'],
    ['/services/not-a-service', 'We could not find this page', 'Page not found'],
    ['/de/blog/kategorie/extra', 'Diese Seite gibt es nicht (mehr)', 'Seite nicht gefunden'],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page).toHaveTitle(`${title} | Kovalent Software`);
    await expect(page.getByRole('link', { name: /home page|Startseite/ }).first()).toBeVisible();
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  // What a crawler reads and what a visitor sees before the scripts have run: the server draws a 404's page.
  test('a 404 page comes drawn by the server, in its language and with its way back', async ({ page }) => {
    for (const [path, heading, title, link] of [
      ['/this-page-does-not-exist', 'We could not find this page', 'Page not found', 'Go to the home page'],
      ['/de/diese-seite-gibt-es-nicht', 'Diese Seite gibt es nicht (mehr)', 'Seite nicht gefunden', 'Zur Startseite'],
      ['/blog?singleBlogPage=no-such-article', 'We could not find this article', 'Article not found', 'All articles'],
      ['/de/blog/kategorie?category=kein-thema', 'Dieses Thema gibt es nicht (mehr)', 'Thema nicht gefunden', 'Alle Themen'],
      ['/de/blog/autor?author=niemand', 'Diese Autorenseite gibt es nicht (mehr)', 'Autorin oder Autor nicht gefunden', 'Alle Autorinnen und Autoren'],
    ] as const) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', path.startsWith('/de') ? 'de' : 'en');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page).toHaveTitle(`${title} | Kovalent Software`);
      await expect(page.getByRole('main').getByRole('link', { name: link, exact: true })).toBeVisible();
      await expect(page.getByRole('banner').getByRole('navigation')).toBeVisible();
    }
  });
});

test('/en paths move permanently to the unprefixed English path', async ({ request }) => {
  for (const [from, to] of [['/en', '/'], ['/en/about', '/about'], ['/en/blog?singleBlogPage=x', '/blog?singleBlogPage=x']]) {
    const response = await request.get(from!, { maxRedirects: 0 });
    expect(response.status(), from).toBe(308);
    expect(new URL(response.headers()['location'] ?? '', origin).href, from).toBe(`${origin}${to}`);
  }
});

test('the browser language never redirects', async ({ request }) => {
  const response = await request.get('/', { headers: { 'accept-language': 'de-DE,de;q=0.9' }, maxRedirects: 0 });
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain('<html lang="en"');
  expect(response.headers()['set-cookie']).toBeUndefined();
  expect(response.headers()['link']).toBeUndefined();
});

test('the sitemap lists exactly the indexable pages with their alternates', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  // Blog posts, topics and authors (URLs with their identifying query) are checked in blog.spec.ts.
  const listed = [...xml.matchAll(/<loc>([^<?]+)<\/loc>/g)].map((match) => match[1]).sort();
  const indexable = routeKeys
    .filter((key) => robotsRule(key) === 'index')
    .flatMap((key) => locales.map((locale) => `${origin}${localePath(key, locale)}`))
    .sort();
  expect(listed).toEqual(indexable);
  expect(xml).toContain(`hreflang="de" href="${origin}/de/uber-uns"`);
});

test('robots.txt allows crawling, names the sitemap and may be kept for an hour', async ({ request }) => {
  const response = await request.get('/robots.txt');
  expect(response.headers()['cache-control']).toBe('public, max-age=3600');
  const text = await response.text();
  expect(text).toMatch(/User-Agent: \*/i);
  expect(text).toContain(`Sitemap: ${origin}/sitemap.xml`);
  expect(text).not.toMatch(/Disallow: \/\s*$/m);
});

test('blog pages keep their identifying parameter in canonical and language switch', async ({ page }) => {
  await page.goto('/blog/category?category=e-commerce&utm_source=newsletter');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}/blog/category?category=e-commerce`);
  await expect(page.locator('link[hreflang="de"]')).toHaveAttribute('href', `${origin}/de/blog/kategorie?category=e-commerce-und-handel`);
  await page.getByRole('link', { name: 'Diese Seite auf Deutsch' }).click();
  // The switcher keeps the query; the German page answers the English slug with its own.
  await expect(page).toHaveURL(`${origin}/de/blog/kategorie?category=e-commerce-und-handel`);

  await page.goto('/de/blog?singleBlogPage=was-ein-mvp-wirklich-kostet&ref=x');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}/de/blog?singleBlogPage=was-ein-mvp-wirklich-kostet`);
  await page.goto('/blog/author?author=marta-kowalczyk');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}/blog/author?author=marta-kowalczyk`);
});

test('pages are statically prerendered', async ({ request }) => {
  for (const path of ['/', '/de/uber-uns', '/services/product-development', '/de/mvp-kostenrechner', '/de/impressum']) {
    const response = await request.get(path);
    expect(response.headers()['x-nextjs-prerender'], path).toBeTruthy();
  }
});

test('the calculator is rendered per request, from the answers in its address', async ({ request }) => {
  // Its steps and estimate must work without JavaScript, so the server reads the address; nothing is cached.
  const response = await request.get('/de/mvp-kostenrechner/app?product=web&section=1&step=2');
  expect(response.headers()['x-nextjs-prerender']).toBeUndefined();
  expect(response.headers()['cache-control']).toContain('no-store');
  expect(await response.text()).toContain('Wie weit ist Ihr Produkt?');
});
