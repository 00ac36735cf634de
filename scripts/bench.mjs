// Serves the production build and prints, for a handful of pages, Lighthouse mobile scores and the
// first-load JavaScript (gzipped). It prints figures; it never fails on them.
// Usage: npm run bench            (builds first)
//        npm run bench -- / /de   (only these pages)
import { spawn, execSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const port = 3200;
const origin = `http://localhost:${port}`;
const defaultPages = ['/', '/de', '/services/product-development', '/de/kontakt', '/blog', '/mvp-cost-calculator/app'];
const pages = process.argv.slice(2).length > 0 ? process.argv.slice(2) : defaultPages;
// Third-party hosts are unreachable from this machine; blocking them keeps failed lookups out of the scores.
const blockedUrlPatterns = ['*widget.clutch.co*'];
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

execSync('npx next build', { stdio: 'inherit', env: { ...process.env, SITE_URL: origin } });
const server = spawn('npx', ['next', 'start', '-p', String(port)], { detached: true, stdio: 'ignore' });
const stopServer = () => {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {}
};
process.on('exit', stopServer);

async function waitForServer() {
  for (let attempt = 0; attempt < 60; attempt++) {
    try {
      if ((await fetch(`${origin}/robots.txt`)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('server did not start');
}

async function firstLoadJsKb(path) {
  const html = await (await fetch(origin + path)).text();
  // Module-capable browsers skip `nomodule` polyfills, so they are not counted.
  const tags = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]).filter((tag) => !/nomodule/i.test(tag));
  const sources = [...new Set(tags.map((tag) => tag.match(/src="([^"]+)"/)?.[1]).filter(Boolean))];
  let bytes = 0;
  for (const source of sources) {
    const body = Buffer.from(await (await fetch(new URL(source, origin))).arrayBuffer());
    bytes += gzipSync(body, { level: 9 }).length;
  }
  return { kb: bytes / 1024, files: sources.length };
}

await waitForServer();
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

const rows = [];
try {
  for (const path of pages) {
    const result = await lighthouse(origin + path, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      blockedUrlPatterns,
    });
    const { categories, audits } = result.lhr;
    const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
    const js = await firstLoadJsKb(path);
    rows.push({
      page: path,
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
      'LCP (s)': (audits['largest-contentful-paint'].numericValue / 1000).toFixed(2),
      CLS: audits['cumulative-layout-shift'].numericValue.toFixed(3),
      'TBT (ms)': Math.round(audits['total-blocking-time'].numericValue),
      'first-load JS (KB gz)': js.kb.toFixed(1),
      'JS files': js.files,
    });
  }
} finally {
  await chrome.kill();
  stopServer();
}

console.log(`\nLighthouse (mobile, simulated throttling) and first-load JavaScript; blocked: ${blockedUrlPatterns.join(', ')}`);
console.table(rows);
