import type { APIRequestContext } from '@playwright/test';
import { sampleContent } from '@/lib/blog/sample-service/content';
import { e2eEnv, liveContentServiceURL, liveContentSiteURL } from '../playwright.config';
import { expect, test } from './fixtures';
import { regeneratedCacheControl, regenerateSeconds } from './site';

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
    expect(response.headers()['cache-control'], page).toBe(regeneratedCacheControl());
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
    // From then on each is answered from the cache: the shared page, or the same page answered stale while it is drawn
    // again, when its lifetime (seconds in the end-to-end build) ends meanwhile; a page of its own would be a MISS.
    for (let attempt = 0; attempt < 3; attempt++) expect(await get(path, param), path).toMatch(/^(HIT|STALE)$/);
  }
});

test('a cached 404 keeps its title when it is regenerated', async ({ request }) => {
  // Its lifetime, then time to draw it again, with every request in the poll waiting its turn on a loaded machine.
  const expiry = (regenerateSeconds() + 20) * 1000;
  test.setTimeout(2 * expiry + 30_000);
  let counter = 0;
  const answer = async () => {
    const response = await request.get(`/de/blog/autor?author=no-such-author-${test.info().workerIndex}-${Date.now()}-${counter++}`);
    expect(response.status()).toBe(404);
    return { cache: response.headers()['x-nextjs-cache'], title: (await response.text()).match(/<title>([^<]*)<\/title>/)?.[1] };
  };
  // Unknown authors share one cached 404: once its lifetime has passed it is answered stale and drawn again.
  await expect.poll(async () => (await answer()).cache, { timeout: expiry, intervals: [1_000] }).toBe('STALE');
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

test.describe('when the content service fails after a good render', () => {
  // Both tests read what the live content service was asked; the outage must not overlap the other's requests.
  test.describe.configure({ mode: 'serial' });

  /** How many requests the live content service received whose URL contains every one of `parts`, and how many it failed. */
  const requests = async (request: APIRequestContext, ...parts: string[]) => {
    const query = new URLSearchParams(parts.map((part) => ['containing', part]));
    return (await (await request.get(`${liveContentServiceURL}/requests?${query}`)).json()) as { count: number; failed: number };
  };
  const outage = (request: APIRequestContext, down: boolean) => request.post(`${liveContentServiceURL}/outage?locale=de&down=${down ? 1 : 0}`);

  test('the last good article, list and sitemap stay after the publish webhook, and the failure is not cached', async ({ request }) => {
    test.setTimeout(120_000);
    const slug = 'mvp-richtig-zuschneiden';
    // The start of its title, which the page sets as it is.
    const title = String(sampleContent.posts.find((post) => post.attributes.slug === slug)!.attributes.title).split(',')[0]!;
    const article = `${liveContentSiteURL}/de/blog?singleBlogPage=${slug}`;
    const list = `${liveContentSiteURL}/de/blog`;
    const sitemap = `${liveContentSiteURL}/sitemap.xml`;
    /** The page as a visitor or crawler gets it: a good page every time, whatever the content service does meanwhile. */
    const good = async (url: string) => {
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
      expect(await response.text(), url).toContain(url === sitemap ? `singleBlogPage=${slug}` : title);
      return response;
    };
    for (const url of [article, list, sitemap]) await good(url);
    await expect.poll(async () => (await good(article)).headers()['x-nextjs-cache']).toMatch(/HIT|STALE/);

    await outage(request, true);
    try {
      const webhook = await request.post(`${liveContentSiteURL}/api/revalidate`, { headers: { 'x-webhook-secret': e2eEnv.CONTENT_WEBHOOK_SECRET } });
      expect(webhook.status()).toBe(200);
      // Each is asked for until the content service has refused to draw it again: the good page is what remains.
      const lookups = [
        [article, [`filters[slug][$eq]=${slug}`]],
        [list, ['locale=de&', 'pagination[pageSize]=6']],
        [sitemap, ['locale=de&', 'pagination[pageSize]=100']],
      ] as const;
      for (const [url, parts] of lookups) {
        const refusedBefore = (await requests(request, ...parts)).failed;
        await expect.poll(async () => (await good(url), (await requests(request, ...parts)).failed), { timeout: 30_000 }).toBeGreaterThan(refusedBefore);
        const response = await good(url);
        if (url !== sitemap) {
          expect(response.headers()['x-nextjs-cache'], url).toMatch(/HIT|STALE/);
          expect(response.headers()['cache-control'], url).toBe(regeneratedCacheControl());
        }
      }
    } finally {
      await outage(request, false);
    }
  });

  test('a made-up slug under an upper-case blog path never reaches the content service', async ({ request }) => {
    const stamp = `${test.info().workerIndex}-${Date.now()}`;
    let counter = 0;
    const notFound = async (path: string, param: string) => {
      const slug = `made-up-${stamp}-${counter++}`;
      const response = await request.get(`${liveContentSiteURL}${path}?${param}=${slug}`, { maxRedirects: 0 });
      expect(response.status(), path).toBe(404);
      return (await requests(request, slug)).count;
    };
    // Until the site has read the content service's slugs, an unknown one is looked up; from then on, never.
    await expect.poll(() => notFound('/blog', 'singleBlogPage'), { timeout: 20_000 }).toBe(0);
    for (const [path, param] of [
      ['/Blog', 'singleBlogPage'],
      ['/DE/BLOG', 'singleBlogPage'],
      ['/Blog/Category', 'category'],
      ['/de/Blog/Kategorie', 'category'],
      ['/BLOG/AUTHOR', 'author'],
      ['/De/Blog/Autor', 'author'],
    ] as const) {
      expect(await notFound(path, param), path).toBe(0);
    }
  });
});
