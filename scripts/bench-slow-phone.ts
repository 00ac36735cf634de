/**
 * A first visit on a slow phone: DevTools' "Slow 3G" (2 s round trip, 400 kbit/s) and a CPU four times slower, at
 * 390 px, without a consent cookie, so an EU visitor gets the banner. For each running site given (`npm run
 * bench:phone -- URL [URL…]`, e.g. before and after a change, started with `npm start`) and each page, the median
 * of BENCH_RUNS first visits (default 3) of: first contentful paint, the page's code ready (the loading bar gone:
 * the app has hydrated), and the consent banner shown. Prints figures; never fails.
 */
import { chromium } from '@playwright/test';

const sites = process.argv.slice(2).filter((arg) => arg.startsWith('http'));
const paths = (process.env.BENCH_PATHS ?? '/,/de,/contact').split(',');
const runs = Number(process.env.BENCH_RUNS ?? 3);
if (!sites.length) {
  console.error('usage: npm run bench:phone -- http://localhost:3000 [http://localhost:3001 …]');
  process.exit(1);
}

interface Visit {
  paint: number;
  ready: number;
  banner: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

// Runs in the page before its own code: notes when the loading bar leaves and when the banner arrives.
const observe = () => {
  const seen: Record<string, number> = {};
  (window as unknown as { seenAt: Record<string, number> }).seenAt = seen;
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.removedNodes) if (node instanceof HTMLElement && node.getAttribute('role') === 'progressbar') seen.ready ??= performance.now();
    }
    if (!seen.banner && document.querySelector('[data-consent-banner]')) seen.banner = performance.now();
  }).observe(document, { childList: true, subtree: true });
};

async function visit(url: string): Promise<Visit> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 2000, downloadThroughput: (500 * 1000 * 0.8) / 8, uploadThroughput: (500 * 1000 * 0.8) / 8 });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(observe);
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForSelector('[data-consent-banner]', { timeout: 120_000 });
    return await page.evaluate(() => {
      const seen = (window as unknown as { seenAt: Record<string, number> }).seenAt;
      const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
      return { paint, ready: seen.ready ?? NaN, banner: seen.banner ?? NaN };
    });
  } finally {
    await browser.close();
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function main() {
console.log(`Slow 3G, 4× CPU, 390 px, first visit from the EU; median of ${runs}\n`);
console.log(['site', 'page', 'first paint', 'code ready', 'banner shown', 'banner after ready'].join(' | '));
for (const path of paths) {
  const results = new Map<string, Visit[]>(sites.map((site) => [site, []]));
  // Sites take turns, so a noisy moment of the machine falls on each alike.
  for (let run = 0; run < runs; run++) for (const site of sites) results.get(site)!.push(await visit(new URL(path, site).href));
  for (const [site, visits] of results) {
    const [paint, ready, banner] = (['paint', 'ready', 'banner'] as const).map((key) => median(visits.map((one) => one[key])));
    console.log([site, path, seconds(paint!), seconds(ready!), seconds(banner!), seconds(banner! - ready!)].join(' | '));
  }
}
}

void main();
