import { expect, test, type Page } from './fixtures';
import { allPages } from './site';

// A page left open must go quiet: the router prefetches the links it shows once and is done. A prefetch
// answered with something the router does not accept (a German path rewritten to its English route) was
// asked for again and again, hundreds of times a second, for as long as the page stayed open.
const widths = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };

/** Counts every request of a page, and tells when none has been open or started for half a second. */
function watchNetwork(page: Page) {
  const counts = new Map<string, number>();
  let open = 0;
  let lastActivity = Date.now();
  page.on('request', (request) => {
    counts.set(request.url(), (counts.get(request.url()) ?? 0) + 1);
    open++;
    lastActivity = Date.now();
  });
  const settled = () => {
    open--;
    lastActivity = Date.now();
  };
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);
  return { counts, quiet: () => open <= 0 && Date.now() - lastActivity >= 500 };
}

for (const [name, viewport] of Object.entries(widths)) {
  test.describe(`at ${name} width`, () => {
    test.use({ viewport });

    for (const { path } of allPages) {
      test(`${path} settles after prefetching each link at most twice`, async ({ page }) => {
        const network = watchNetwork(page);
        const prefetching = page.waitForRequest((request) => request.url().includes('_rsc='));
        await page.goto(path);
        await prefetching;
        // A page caught in a prefetch loop never goes quiet and fails here.
        await expect.poll(network.quiet, { timeout: 15_000, message: `${path} goes quiet` }).toBe(true);
        const repeated = [...network.counts].filter(([, count]) => count > 2);
        expect(repeated, `requests from ${path}`).toEqual([]);
      });
    }
  });
}
