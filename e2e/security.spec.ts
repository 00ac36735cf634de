import { expect, reviewsWidgetScript, test, type Page } from './fixtures';

// The suite's build runs with APP_ENV=production and a tag manager container, so the full policy applies; it allows
// one more tag vendor's scripts than the site's own list (TAG_SCRIPT_SRC in package.json's build:e2e).
const samples = {
  'a prerendered page': '/de/kontakt',
  'a page rendered per request': '/mvp-cost-calculator/app?product=web&section=1&step=2',
  'an API route': '/api/ip-address',
};

for (const [what, path] of Object.entries(samples)) {
  test(`${what} carries every security header`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const headers = response.headers();
    expect(Boolean(headers['x-nextjs-prerender']), 'prerendered').toBe(path === '/de/kontakt');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    const policy = headers['content-security-policy'] ?? '';
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toMatch(/script-src 'self' 'unsafe-inline' https:\/\/\*\.googletagmanager\.com https:\/\/snap\.licdn\.com https:\/\/tags\.partner\.example https:\/\/widget\.clutch\.co(;|$)/);
    expect(policy).not.toContain('unsafe-eval');
  });
}

test('a lead submission, a redirect and a 404 carry the policy too', async ({ request }) => {
  const refused = await request.post('/api/leads/contact', { headers: { origin: 'https://elsewhere.example' }, form: { name: 'x' } });
  const redirect = await request.get('/en/about', { maxRedirects: 0 });
  const missing = await request.get('/no-such-page');
  for (const response of [refused, redirect, missing]) {
    expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
  }
  expect([refused.status(), redirect.status(), missing.status()]).toEqual([403, 308, 404]);
});

/** A stand-in for the tag manager's container that loads these scripts, as the real one loads the tags added in it. */
function containerLoading(page: Page, scripts: string[]) {
  return page.route('https://www.googletagmanager.com/gtm.js**', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `for (const src of ${JSON.stringify(scripts)}) { const s = document.createElement('script'); s.src = src; document.head.appendChild(s); }`,
    }),
  );
}

/** Records every policy violation in the page, across reloads. */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const seen = JSON.parse(sessionStorage.getItem('violations') ?? '[]') as string[];
      sessionStorage.setItem('violations', JSON.stringify([...seen, `${event.violatedDirective} ${event.blockedURI}`]));
    });
  });
  return () => page.evaluate(() => JSON.parse(sessionStorage.getItem('violations') ?? '[]') as string[]);
}

test.describe('under the policy', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('consent, the tag manager, its tags and the reviews widget run without a violation', async ({ page }) => {
    const violations = await recordViolations(page);
    await page.route('**/api/ip-address', (route) => route.fulfill({ json: { eu: true } }));
    // Stand-ins that do what the real scripts do: the container loads the analytics and LinkedIn tags, which
    // send a beacon and a pixel; the reviews widget draws its frame.
    await containerLoading(page, ['https://www.googletagmanager.com/gtag/js?id=G-E2E', 'https://snap.licdn.com/li.lms-analytics/insight.min.js']);
    await page.route('https://www.googletagmanager.com/gtag/js**', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: `navigator.sendBeacon('https://region1.google-analytics.com/g/collect?v=2'); window.analyticsRan = true;` }),
    );
    await page.route('https://snap.licdn.com/**', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: `new Image().src = 'https://px.ads.linkedin.com/collect?pid=1'; window.linkedInRan = true;` }),
    );
    await page.route(/google-analytics\.com|px\.ads\.linkedin\.com/, (route) => route.fulfill({ status: 204 }));
    await page.context().route(reviewsWidgetScript, (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: `window.CLUTCHCO = { Init() {} }; const f = document.createElement('iframe'); f.title = 'Client reviews';
          f.src = 'https://widget.clutch.co/share/badge/1'; document.querySelector('.clutch-widget').appendChild(f);`,
      }),
    );
    await page.route('https://widget.clutch.co/share/**', (route) => route.fulfill({ contentType: 'text/html', body: '<p>4.8 stars</p>' }));

    await page.goto('/');
    await Promise.all([
      page.waitForEvent('load'),
      page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Accept all' }).click(),
    ]);
    await expect.poll(() => page.evaluate(() => (window as { analyticsRan?: boolean }).analyticsRan)).toBe(true);
    await expect.poll(() => page.evaluate(() => (window as { linkedInRan?: boolean }).linkedInRan)).toBe(true);
    await expect(page.frameLocator('iframe[title="Client reviews"]').getByText('4.8 stars')).toBeVisible();
    expect(await violations()).toEqual([]);
  });

  test("a tag from a vendor the operator configured loads once consent is given; one from a vendor not configured is refused", async ({ page }) => {
    const violations = await recordViolations(page);
    await page.route('**/api/ip-address', (route) => route.fulfill({ json: { eu: true } }));
    // A container with two tags added in the tag manager: one from the configured vendor, one from a vendor nobody configured.
    await containerLoading(page, ['https://tags.partner.example/tag.js', 'https://tags.stranger.example/tag.js']);
    const vendorRequests: string[] = [];
    for (const vendor of ['partner', 'stranger']) {
      await page.route(`https://tags.${vendor}.example/**`, (route) => {
        vendorRequests.push(vendor);
        return route.fulfill({ contentType: 'text/javascript', body: `window.${vendor}Ran = true;` });
      });
    }
    // Loaded, the page asks for consent and has loaded no tag.
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
    expect(vendorRequests).toEqual([]);

    // Accepting reloads the page, which then loads the tag manager.
    await Promise.all([page.waitForEvent('load'), page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Accept all' }).click()]);
    await expect.poll(() => page.evaluate(() => (window as { partnerRan?: boolean }).partnerRan)).toBe(true);
    await expect.poll(violations).toContain('script-src-elem https://tags.stranger.example/tag.js');
    expect(await page.evaluate(() => (window as { strangerRan?: boolean }).strangerRan)).toBeUndefined();
    expect(vendorRequests).toEqual(['partner']);
  });

  test('a script from anywhere else, eval and framing by another site are refused', async ({ page }) => {
    const violations = await recordViolations(page);
    await page.route('https://cdn.elsewhere.example/**', (route) => route.fulfill({ contentType: 'text/javascript', body: 'window.foreignRan = true;' }));
    await page.route('**/api/ip-address', (route) => route.fulfill({ json: { eu: true } }));
    await page.goto('/de/kontakt');
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.src = 'https://cdn.elsewhere.example/inject.js';
      document.head.appendChild(script);
    });
    await expect.poll(violations).toContain('script-src-elem https://cdn.elsewhere.example/inject.js');
    expect(await page.evaluate(() => (window as { foreignRan?: boolean }).foreignRan)).toBeUndefined();
    // An inline script may run (the framework's own need them), but it may not turn strings into code.
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = `try { window.evalResult = new Function('return "ran"')(); } catch (error) { window.evalResult = error.name; }`;
      // Later, not inside this call: the test driver's own evaluation is exempt from the policy.
      setTimeout(() => document.head.appendChild(script));
    });
    await expect.poll(() => page.evaluate(() => (window as { evalResult?: string }).evalResult)).toBe('EvalError');
    await expect.poll(violations).toContain('script-src eval');

    // Another site that tries to frame a page gets an empty frame.
    await page.route('https://framer.example/', (route) =>
      route.fulfill({ contentType: 'text/html', body: `<iframe src="${new URL('/de/kontakt', page.url()).href}" title="framed"></iframe>` }),
    );
    await page.goto('https://framer.example/');
    await expect.poll(() => page.frames().at(1)?.url()).toMatch(/^chrome-error:/);
    await expect(page.getByTitle('framed').contentFrame().getByRole('heading')).toHaveCount(0);
  });
});
