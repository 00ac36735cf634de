import { e2eEnv, liveContentServiceURL, liveContentSiteURL } from '../playwright.config';
import { expect, test } from './fixtures';

// Blog pages keep their query URLs but are served like static pages: rendered once, cached, shared by CDNs.
const blogPages = [
  '/blog',
  '/blog?page=2',
  '/blog?singleBlogPage=how-to-scope-an-mvp',
  '/de/blog?singleBlogPage=mvp-richtig-zuschneiden',
  '/blog/category',
  '/de/blog/kategorie?category=softwarearchitektur',
  '/blog/author?author=marta-kowalczyk',
];

test('blog pages are answered from the cache with headers a CDN may cache by', async ({ request }) => {
  for (const page of blogPages) {
    await request.get(page);
    const response = await request.get(page);
    expect(response.status(), page).toBe(200);
    expect(response.headers()['x-nextjs-cache'], page).toMatch(/HIT|STALE/);
    expect(response.headers()['cache-control'], page).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=3600');
  }
});

test('unknown slugs share one cached 404 instead of adding a page each', async ({ request }) => {
  let counter = 0;
  const unknownSlug = () => `no-such-entry-${test.info().workerIndex}-${Date.now()}-${counter++}`;
  const get = async (path: string, param: string) => {
    const url = `${path}?${param}=${unknownSlug()}`;
    const response = await request.get(url, { maxRedirects: 0 });
    expect(response.status(), url).toBe(404);
    expect(await response.text(), url).toMatch(/We could not find this article|Diesen Artikel gibt es nicht \(mehr\)/);
    return response.headers()['x-nextjs-cache'];
  };
  for (const [path, param] of [
    ['/blog', 'singleBlogPage'],
    ['/de/blog', 'singleBlogPage'],
    ['/blog/category', 'category'],
    ['/de/blog/kategorie', 'category'],
    ['/blog/author', 'author'],
    ['/de/blog/autor', 'author'],
  ] as const) {
    // Until the server has read the content service's slugs (once, when the blog is first asked for) and
    // rendered the shared "not found" view, an unknown slug may be rendered on its own.
    await expect.poll(() => get(path, param), { timeout: 15_000 }).toBe('HIT');
    for (let attempt = 0; attempt < 3; attempt++) expect(await get(path, param), path).toBe('HIT');
  }
});

test('a cached 404 keeps its title when it is regenerated', async ({ request }) => {
  test.setTimeout(150_000);
  let counter = 0;
  const answer = async () => {
    const response = await request.get(`/de/blog/autor?author=no-such-author-${test.info().workerIndex}-${Date.now()}-${counter++}`);
    expect(response.status()).toBe(404);
    return { cache: response.headers()['x-nextjs-cache'], title: (await response.text()).match(/<title>([^<]*)<\/title>/)?.[1] };
  };
  // Unknown authors share one cached 404: a minute after it was drawn it is answered stale and drawn again.
  await expect.poll(async () => (await answer()).cache, { timeout: 100_000, intervals: [2_000] }).toBe('STALE');
  await expect.poll(async () => (await answer()).cache, { timeout: 20_000 }).toBe('HIT');
  expect((await answer()).title).toBe('Autorin oder Autor nicht gefunden | Kovalent Software');
});

test.describe('with content that changes', () => {
  const slug = 'how-to-scope-an-mvp';
  const url = `${liveContentSiteURL}/blog?singleBlogPage=${slug}`;
  const heading = async (request: import('@playwright/test').APIRequestContext) =>
    (await (await request.get(url)).text()).match(/<h1[^>]*>([^<]*)<\/h1>/)?.[1];

  test('an edited post shows at once after the publish webhook', async ({ request }) => {
    const before = await heading(request);
    expect(before).toBe('How to scope an MVP that can go live in twelve weeks');
    const title = `Scoping an MVP, revised ${Date.now()}`;
    expect((await request.post(`${liveContentServiceURL}/edit?slug=${slug}&title=${encodeURIComponent(title)}`)).status()).toBe(204);
    // Cached: the edit is not seen until the page is regenerated.
    expect(await heading(request)).toBe(before);

    const webhook = await request.post(`${liveContentSiteURL}/api/revalidate`, { headers: { 'x-webhook-secret': e2eEnv.CONTENT_WEBHOOK_SECRET } });
    expect(webhook.status()).toBe(200);
    await expect.poll(() => heading(request), { timeout: 10_000 }).toBe(title);
  });
});
