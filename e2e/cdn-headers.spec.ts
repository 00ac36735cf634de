import { expect, test } from './fixtures';
import { regeneratedCacheControl } from './site';

// What a CDN in front of the site may keep, and for how long (src/lib/server/http/cache-headers.ts). The proxy in front adds
// `Accept-Encoding` to Vary where it compresses (test/cluster.test.ts).
const prerendered = 'public, max-age=0, s-maxage=3600, stale-while-revalidate=86400';
const regenerated = regeneratedCacheControl();
const briefly = 'public, max-age=0, s-maxage=60';
const nobody = 'private, no-store';
const routerVary = 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch';

const kinds: { what: string; path: string; status: number; cacheControl: string; vary?: 'page' }[] = [
  { what: 'a prerendered page', path: '/de/kontakt', status: 200, cacheControl: prerendered, vary: 'page' },
  // It shows the blog's newest articles, and is regenerated as often as the blog.
  { what: 'the home page', path: '/', status: 200, cacheControl: regenerated, vary: 'page' },
  { what: 'a blog article', path: '/blog?singleBlogPage=how-to-scope-an-mvp', status: 200, cacheControl: regenerated, vary: 'page' },
  { what: 'a blog list', path: '/de/blog', status: 200, cacheControl: regenerated, vary: 'page' },
  { what: 'a made-up path', path: '/no-such-page-at-all', status: 404, cacheControl: briefly },
  { what: 'an unknown article', path: '/blog?singleBlogPage=no-such-article-here', status: 404, cacheControl: briefly },
  { what: 'the calculator with answers', path: '/mvp-cost-calculator/app?product=web&section=1&step=2', status: 200, cacheControl: nobody },
  { what: 'a form result', path: '/de/formular/contact-sent', status: 200, cacheControl: nobody },
  { what: 'the consent lookup', path: '/api/ip-address', status: 200, cacheControl: nobody },
  { what: 'the health check', path: '/api/health', status: 200, cacheControl: nobody },
  { what: 'a redirect', path: '/en/about', status: 308, cacheControl: briefly },
  { what: 'a public file', path: '/logo.png', status: 200, cacheControl: briefly },
  { what: 'robots.txt', path: '/robots.txt', status: 200, cacheControl: 'public, max-age=3600' },
];

for (const { what, path, status, cacheControl, vary } of kinds) {
  test(`${what} says who may keep it and for how long`, async ({ request }) => {
    const response = await request.get(path, { maxRedirects: 0, headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.status()).toBe(status);
    const headers = response.headers();
    expect(headers['cache-control']).toBe(cacheControl);
    if (vary === 'page') expect(headers.vary).toBe(routerVary);
  });
}

test('an API answer is kept by nobody, also when it refuses', async ({ request }) => {
  const refused = await request.post('/api/leads/contact', { headers: { origin: 'https://elsewhere.example' }, form: { name: 'x' } });
  expect(refused.status()).toBe(403);
  expect(refused.headers()['cache-control']).toBe(nobody);
  const webhook = await request.post('/api/revalidate', { headers: { 'x-webhook-secret': 'wrong-secret-of-sixteen' } });
  expect(webhook.status()).toBe(401);
  expect(webhook.headers()['cache-control']).toBe(nobody);
});

test('the build\'s content-named files stay immutable for a year', async ({ page, request }) => {
  await page.goto('/');
  const script = await page.locator('script[src*="/_next/static/"]').first().getAttribute('src');
  const response = await request.get(script!);
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('a page that has not changed (304) says what the page itself says', async ({ request }) => {
  const first = await request.get('/de/kontakt');
  const etag = first.headers().etag;
  expect(etag).toBeTruthy();
  const again = await request.get('/de/kontakt', { headers: { 'if-none-match': etag! } });
  expect(again.status()).toBe(304);
  expect(again.headers()['cache-control']).toBe(prerendered);
  expect(again.headers().vary).toContain(routerVary);
});
