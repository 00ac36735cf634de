import { brokenContentURL, e2eEnv } from '../playwright.config';
import { expect, test, type Locator, type Page } from './fixtures';
import { origin } from './site';

const article = {
  en: { path: '/blog?singleBlogPage=how-to-scope-an-mvp', title: 'How to scope an MVP that can go live in twelve weeks' },
  de: { path: '/de/blog?singleBlogPage=mvp-richtig-zuschneiden' },
};

async function jsonLd(page: Page) {
  return (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text));
}

test('the blog lists the newest posts with topics and pages, in both languages', async ({ page }) => {
  await page.goto('/blog');
  const topics = page.getByRole('navigation', { name: 'Topics' });
  await expect(topics.getByRole('link', { name: 'All articles' })).toHaveAttribute('aria-current', 'page');
  await expect(topics.getByRole('link')).toHaveCount(5);
  const titles = page.getByRole('main').getByRole('heading', { level: 2 });
  await expect(titles).toHaveCount(6);
  await expect(titles.first()).toHaveText('Micro-frontends in practice: when splitting the front end pays off');
  await expect(page.getByRole('main').getByRole('article').first()).toContainText('By Daniel Okafor');
  await expect(page.getByRole('main').getByRole('article').first()).toContainText('12 November 2026');

  await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Older articles' }).click();
  await expect(page).toHaveURL(/\/blog\?page=2$/);
  await expect(titles).toHaveCount(2);
  // A list page after the first is a page of its own, with only its own canonical (e2e/navigation.spec.ts clicks at
  // once after loading, when the first page's head tags used to stay).
  await expect(page.locator(`link[rel="canonical"][href="${origin}/blog?page=2"]`)).toHaveCount(1);
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);

  await page.goto('/de/blog');
  await expect(page.getByRole('navigation', { name: 'Themen' }).getByRole('link', { name: 'E-Commerce und Handel' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('article').first()).toContainText('12. November 2026');
});

test('an article is rendered whole on the server with metadata from the content', async ({ page }) => {
  await page.goto(article.en.path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.en.title);
  await expect(page).toHaveTitle(`${article.en.title} | Kovalent Software`);
  const head = page.locator('head');
  await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', /^.{110,160}$/);
  await expect(head.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
  await expect(head.locator('meta[property="og:image"]')).toHaveAttribute('content', `${origin}/uploads/blog/how-to-scope-an-mvp.svg`);
  await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}${article.en.path}`);
  await expect(head.locator('link[hreflang="de"]')).toHaveAttribute('href', `${origin}${article.de.path}`);

  const main = page.getByRole('main');
  expect(await main.getByRole('heading', { level: 2 }).count()).toBeGreaterThanOrEqual(4);
  await expect(main.getByRole('link', { name: 'MVP development' }).first()).toBeVisible();
  await expect(main.getByText(/\d+ min read/)).toBeVisible();
  await expect(main.getByRole('complementary', { name: 'About Lena Hartmann' })).toContainText('MVPs');
  await expect(main.getByRole('region', { name: 'Related articles' }).getByRole('article')).toHaveCount(1);

  const data = await jsonLd(page);
  expect(data).toContainEqual(
    expect.objectContaining({ '@type': 'BlogPosting', headline: article.en.title, author: expect.objectContaining({ name: 'Lena Hartmann' }) }),
  );
  const breadcrumb = data.find((block) => block['@type'] === 'BreadcrumbList');
  expect(breadcrumb.itemListElement.map((item: { name: string }) => item.name)).toEqual(['Home', 'Blog', article.en.title]);
});

test('the language switcher leads to the German article under its own slug', async ({ page }) => {
  await page.goto(article.en.path);
  await page.getByRole('link', { name: 'Diese Seite auf Deutsch' }).click();
  await expect(page).toHaveURL(`${origin}${article.de.path}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('So schneiden Sie ein MVP zu, das nach zwölf Wochen starten kann');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
});

test('topic and author pages list their posts in both languages', async ({ page }) => {
  await page.goto('/blog/category?category=e-commerce');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Articles on E-commerce');
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(2);

  await page.goto('/de/blog/kategorie?category=e-commerce-und-handel');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Artikel zum Thema E-Commerce und Handel');
  await expect(page).toHaveTitle('Artikel zum Thema E-Commerce und Handel | Kovalent Software');

  await page.goto('/de/blog/autor?author=daniel-okafor-de');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Daniel Okafor');
  await expect(page.getByRole('main')).toContainText('Mitgründer und CTO');
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(2);
  await expect(page.locator('link[hreflang="en"]')).toHaveAttribute('href', `${origin}/blog/author?author=daniel-okafor`);

  await page.goto('/blog/author');
  await expect(page.getByRole('main').getByRole('link', { name: 'Marta Kowalczyk' })).toBeVisible();
});

for (const { path, card, author, authorPath, allAuthors, someAuthor } of [
  { path: '/blog', card: 'By Daniel Okafor', author: 'Daniel Okafor', authorPath: '/blog/author?author=daniel-okafor', allAuthors: 'All authors', someAuthor: 'Marta Kowalczyk' },
  {
    path: '/de/blog',
    card: 'Von Daniel Okafor',
    author: 'Daniel Okafor',
    authorPath: '/de/blog/autor?author=daniel-okafor-de',
    allAuthors: 'Alle Autorinnen und Autoren',
    someAuthor: 'Marta Kowalczyk',
  },
]) {
  test(`the blog can be browsed by author, as its introduction promises: ${path}`, async ({ page }) => {
    await page.goto(path);
    const main = page.getByRole('main');
    await main.getByRole('article').first().getByRole('link', { name: card }).click();
    await expect(page).toHaveURL(`${origin}${authorPath}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(author);

    await page.goto(path);
    await main.getByRole('link', { name: allAuthors, exact: true }).click();
    await expect(page).toHaveURL(`${origin}${authorPath.split('?')[0]}`);
    await expect(main.getByRole('link', { name: someAuthor })).toBeVisible();
  });
}

test('a list page after the first has a title of its own, in both languages', async ({ page }) => {
  await page.goto('/blog?page=2');
  await expect(page).toHaveTitle('Software development blog – page 2 | Kovalent Software');
  await page.goto('/de/blog?page=2');
  await expect(page).toHaveTitle('Blog über Softwareentwicklung – Seite 2 | Kovalent Software');
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(2);
  await page.goto('/de/blog');
  await expect(page).toHaveTitle('Blog über Softwareentwicklung | Kovalent Software');
});

/** The priority with which the browser first asked for each blog picture, by path. */
async function picturePriorities(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const priorities = new Map<string, string>();
  cdp.on('Network.requestWillBeSent', ({ request }) => {
    if (request.url.includes('/uploads/blog/')) priorities.set(new URL(request.url).pathname, request.initialPriority);
  });
  return priorities;
}

// On a phone the first post's picture is in view and often the largest thing painted: a lazy picture waits for
// layout before it is even asked for, so the first card's comes with the page and the rest wait for scrolling.
test('the picture at the top of a list or an article is fetched first, the others lazily', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const priorities = await picturePriorities(page);
  const pathOf = (picture: Locator) => picture.evaluate((image: HTMLImageElement) => new URL(image.currentSrc).pathname);

  await page.goto('/blog/author?author=lena-hartmann');
  const pictures = page.getByRole('main').getByRole('article').locator('img');
  await expect(pictures).toHaveCount(3);
  const first = await pathOf(pictures.first());
  await expect.poll(() => priorities.get(first)).toBe('High');
  const later = await pictures.evaluateAll((images) => images.slice(1).map((image) => (image as HTMLImageElement).loading));
  expect(later).toEqual(['lazy', 'lazy']);

  await page.goto(article.en.path);
  const cover = await pathOf(page.getByRole('main').locator('img').first());
  await expect.poll(() => priorities.get(cover)).toBe('High');
});

test('unknown slugs answer 404 and other query parameters leave the canonical', async ({ request, page }) => {
  for (const path of ['/blog?singleBlogPage=no-such-article', '/de/blog/kategorie?category=nichts', '/blog/author?author=nobody']) {
    expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(404);
  }
  const missing = await page.goto('/de/blog?singleBlogPage=gibt-es-nicht');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Diesen Artikel gibt es nicht (mehr)');
  await page.getByRole('link', { name: 'Alle Artikel' }).first().click();
  await expect(page).toHaveURL(`${origin}/de/blog`);

  await page.goto(`${article.en.path}&utm_source=newsletter&page=3`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}${article.en.path}`);
});

test('a list page past the last leads to the last one', async ({ page }) => {
  await page.goto('/blog?page=99');
  await expect(page).toHaveURL(/\/blog\?page=2$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(2);
  await page.goto('/blog/category?category=software-architecture&page=50');
  await expect(page).toHaveURL(/\/blog\/category\?category=software-architecture$/);
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
});

test('an unknown topic or author has its own not-found page, title and status', async ({ page }) => {
  const topic = await page.goto('/blog/category?category=no-such-topic');
  expect(topic?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('We could not find this topic');
  await expect(page).toHaveTitle('Topic not found | Kovalent Software');
  const author = await page.goto('/de/blog/autor?author=niemand');
  expect(author?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Diese Autorenseite gibt es nicht (mehr)');
  await expect(page).toHaveTitle('Autorin oder Autor nicht gefunden | Kovalent Software');
  await page.getByRole('main').getByRole('link', { name: 'Alle Autorinnen und Autoren' }).click();
  await expect(page).toHaveURL(`${origin}/de/blog/autor`);
});

test('the sitemap lists posts, topics and authors with their other language', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  expect(xml).toContain(`<loc>${origin}/blog?singleBlogPage=how-to-scope-an-mvp</loc>`);
  expect(xml).toContain(`hreflang="de" href="${origin}/de/blog?singleBlogPage=mvp-richtig-zuschneiden"`);
  expect(xml).toContain(`<loc>${origin}/de/blog/kategorie?category=softwarearchitektur</loc>`);
  expect(xml).toContain(`<loc>${origin}/blog/author?author=marta-kowalczyk</loc>`);
});

test('the content key is sent as a bearer header and never reaches the browser', async ({ request }) => {
  const key = e2eEnv.CONTENT_API_TOKEN;
  expect((await request.get('/api/content/posts?locale=en')).status()).toBe(403);
  expect((await request.get('/api/content/posts?locale=en', { headers: { Authorization: 'Bearer embedded-content-service-key' } })).status()).toBe(401);
  expect((await request.get('/api/content/posts?locale=en', { headers: { Authorization: `Bearer ${key}` } })).status()).toBe(200);

  const scripts = new Set<string>();
  for (const path of ['/blog', article.en.path, '/de/blog/autor?author=lena-hartmann-de']) {
    const html = await (await request.get(path)).text();
    expect(html).toContain('Lena Hartmann');
    expect(html).not.toContain(key);
    for (const [, src] of html.matchAll(/<script[^>]+src="([^"]+)"/g)) scripts.add(src!);
  }
  expect(scripts.size).toBeGreaterThan(3);
  for (const src of scripts) expect(await (await request.get(src)).text(), src).not.toContain(key);
});

test('the publish webhook revalidates content only with the shared secret', async ({ request }) => {
  expect((await request.post('/api/revalidate')).status()).toBe(401);
  expect((await request.post('/api/revalidate', { headers: { 'x-webhook-secret': 'guessed-secret-000000' } })).status()).toBe(401);
  const accepted = await request.post('/api/revalidate', { headers: { 'x-webhook-secret': e2eEnv.CONTENT_WEBHOOK_SECRET } });
  expect(accepted.status()).toBe(200);
  expect(await accepted.json()).toEqual({ revalidated: true });
  expect((await request.get(article.en.path)).status()).toBe(200);
});

test('with a content service that hangs, answers garbage or far too much, every blog page answers in bounded time', async ({ page }) => {
  // Posts never answer, categories answer garbage, authors answer 30 MB (e2e/misbehaving-content-service.ts).
  const pages = ['/blog', '/blog?singleBlogPage=how-to-scope-an-mvp', '/de/blog/kategorie?category=softwarearchitektur', '/blog/author?author=lena-hartmann', '/sitemap.xml'];
  // Each page may take up to its 12 s budget below; the test as a whole needs room for all five.
  test.setTimeout((pages.length + 1) * 12_000 + 30_000);
  for (const path of pages) {
    const started = Date.now();
    const response = await page.goto(brokenContentURL + path);
    // The content timeout is 3 s per lookup and a page makes at most two lookups in a row; a hang would take forever.
    expect(Date.now() - started, path).toBeLessThan(12_000);
    if (path === '/sitemap.xml') {
      expect(response?.status(), path).toBe(200);
      continue;
    }
    // Never drawn from good content, so there is no good page to keep: the notice, which no cache may keep, so that
    // the next visitor's request asks the content service again.
    expect(response?.status(), path).toBe(500);
    expect(response?.headers()['cache-control'], path).toBe('private, no-cache, no-store, max-age=0, must-revalidate');
    await expect(page.getByRole('banner').getByRole('link', { name: /Start your project|Projekt anfragen/ })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(/cannot be loaded right now|können gerade nicht geladen werden/);
  }
  // Nor does the server keep it: the next request draws the page again instead of answering from its cache.
  const again = await page.goto(brokenContentURL + pages[0]);
  expect(again?.status()).toBe(500);
  expect(again?.headers()['x-nextjs-cache']).toBeUndefined();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('an article can be read in full', async ({ page }) => {
    await page.goto(article.de.path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.getByRole('main').getByRole('heading', { level: 2 }).count()).toBeGreaterThanOrEqual(4);
    expect((await page.getByRole('main').innerText()).split(/\s+/).length).toBeGreaterThan(700);
  });
});
