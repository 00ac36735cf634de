import { expect, type Page } from './fixtures';

/**
 * Loads a page and waits for its network to settle: the router prefetches the links it shows once and is done.
 * A prefetch answered with something the router does not accept (a German path rewritten to its English route)
 * was asked for again and again, hundreds of times a second, for as long as the page stayed open: such a page
 * never goes quiet, or asks for one URL more than twice, and fails here.
 */
export async function gotoAndSettle(page: Page, path: string) {
  const counts = new Map<string, number>();
  let open = 0;
  let lastActivity = Date.now();
  const started = (request: { url(): string }) => {
    counts.set(request.url(), (counts.get(request.url()) ?? 0) + 1);
    open++;
    lastActivity = Date.now();
  };
  const settled = () => {
    open--;
    lastActivity = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);
  try {
    const prefetching = page.waitForRequest((request) => request.url().includes('_rsc='));
    const response = await page.goto(path);
    await prefetching;
    const quiet = () => open <= 0 && Date.now() - lastActivity >= 500;
    await expect.poll(quiet, { timeout: 15_000, message: `${path} goes quiet` }).toBe(true);
    const repeated = [...counts].filter(([, count]) => count > 2);
    expect(repeated, `requests from ${path}`).toEqual([]);
    return response;
  } finally {
    page.off('request', started);
    page.off('requestfinished', settled);
    page.off('requestfailed', settled);
  }
}

/** Holds back the page's scripts, as a slow connection does, until the returned function releases them. */
export async function holdScripts(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/**/*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
