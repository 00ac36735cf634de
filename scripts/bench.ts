/**
 * Measures the site against its floor, a bare page of the same Next.js version (bench/floor) built and served
 * beside it (by `next start`, which gzips), the site as it is deployed: one instance behind the shipped nginx
 * (deploy/nginx/: compression, the micro-cache, the build files from disk; started as the cluster starts it, with
 * its Redis and PostgreSQL, test/cluster.ts), so that figures from this noisy machine are read as ratios from one run. Part 1: Lighthouse (mobile,
 * simulated throttling) medians, first-load JavaScript and HTML per page template; part 2: requests per second.
 * Prints figures and writes them to bench-results/; never fails on them.
 *   npm run bench                 (builds both first; --no-build reuses .next, built for port 3300, and the floor's)
 *   npm run bench -- / /de        (part 1 on these pages only)
 *   BENCH_RUNS (3) Lighthouse runs per page; BENCH_SECONDS (10) and BENCH_CONNECTIONS (10) for part 2
 * Run by `node --import tsx`, not the tsx command: on Ctrl-C that command kills a script whose event loop is busy
 * (as Lighthouse keeps it) before the script can stop its servers.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import * as chromeLauncher from 'chrome-launcher';
import nextPackage from 'next/package.json';
import { wizardQuery } from '@/lib/calculator/wizard-state';
import { startCluster } from '../test/cluster';
import { build, startBenchmarkServer } from './production-server';

const site = { port: 3300, origin: 'http://localhost:3300' };
const floor = { port: 3301, origin: 'http://localhost:3301', dir: 'bench/floor' };
const runs = Number(process.env.BENCH_RUNS ?? 3);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const args = process.argv.slice(2);
const pathsAsked = args.filter((arg) => arg !== '--no-build');

// A production build without the tag manager, whose host is unreachable here. The client address comes from a
// proxy header, as behind a real proxy, so the IP lookup endpoint does its lookup.
const siteEnv = { SITE_URL: site.origin, APP_ENV: 'production', GTM_ID: '', CLIENT_IP_HEADER: 'x-real-ip' };
// Third-party hosts are unreachable from this machine; blocking them keeps failed lookups out of the scores.
const blockedUrlPatterns = ['*widget.clutch.co*'];

const article = '/blog?singleBlogPage=what-an-mvp-really-costs';
const category = '/blog/category?category=mvp-development';
const finishedEstimate = wizardQuery(
  { product: 'web', stage: 'idea', users: ['consumers'], design: 'standard', timeline: 'standard', auth: 'email', payments: 'subscriptions', integrations: ['crm'], admin: 'basic', features: [] },
  'estimate',
);
const templates: Record<string, string> = {
  home: '/',
  'German home': '/de',
  service: '/services/product-development',
  'case study': '/case-studies/e-learning',
  technology: '/technologies/react',
  'blog list': '/blog',
  article,
  category,
  author: '/blog/author?author=lena-hartmann',
  'calculator step': '/mvp-cost-calculator/app',
  'calculator estimate': `/mvp-cost-calculator/app?${finishedEstimate}`,
  contact: '/contact',
  careers: '/careers',
  landing: '/startup-growth-partner',
  legal: '/imprint',
};
const pages = pathsAsked.length > 0
  ? pathsAsked.map((path) => [Object.keys(templates).find((name) => templates[name] === path) ?? path, path] as const)
  : Object.entries(templates);

/** Part 2: the floor, then the site's kinds of answer. */
const loadTargets = [
  { name: 'floor', url: `${floor.origin}/` },
  { name: 'prerendered /about', url: `${site.origin}/about` },
  { name: '/de/uber-uns', url: `${site.origin}/de/uber-uns` },
  { name: '/robots.txt', url: `${site.origin}/robots.txt` },
  { name: 'article', url: site.origin + article },
  { name: 'category', url: site.origin + category },
  { name: '/api/ip-address', url: `${site.origin}/api/ip-address`, headers: { 'x-forwarded-for': '88.198.0.1' } },
];

interface LighthouseRun { performance: number; accessibility: number; bestPractices: number; seo: number; lcpMs: number; tbtMs: number; cls: number }

async function lighthouseRuns(url: string, chromePort: number) {
  // Imported natively: tsx's transform of a static import adds `__name` helpers to the functions that Lighthouse
  // sends into the page, where they are not defined.
  const { default: lighthouse } = await import('lighthouse');
  const results: LighthouseRun[] = [];
  const errors: string[] = [];
  for (let run = 0; run < runs; run++) {
    try {
      const lhr = (await lighthouse(url, { port: chromePort, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'], blockedUrlPatterns }))?.lhr;
      if (!lhr || lhr.runtimeError) throw new Error(lhr?.runtimeError?.message ?? 'no result');
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? NaN) * 100);
      const metric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
      results.push({
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcpMs: metric('largest-contentful-paint'),
        tbtMs: metric('total-blocking-time'),
        cls: metric('cumulative-layout-shift'),
      });
    } catch (error) {
      errors.push(error instanceof Error ? error.message : String(error));
    }
  }
  return { results, errors };
}

/**
 * The HTML as sent, and the JavaScript it loads: its scripts (module-capable browsers skip `nomodule` polyfills)
 * and the scripts it preloads, which is how the code of a component loaded where it is shown (a form) arrives.
 */
async function pageWeight(url: string) {
  const response = await fetch(url);
  const html = await response.text();
  const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]).filter((tag) => !/nomodule/i.test(tag));
  const preloads = [...html.matchAll(/<link\b[^>]*>/g)].map((match) => match[0]).filter((tag) => /rel="preload"/.test(tag) && /as="script"/.test(tag));
  const sources = [
    ...new Set([
      ...scripts.flatMap((tag) => tag.match(/src="([^"]+)"/)?.[1] ?? []),
      ...preloads.flatMap((tag) => tag.match(/href="([^"]+)"/)?.[1] ?? []),
    ]),
  ];
  let jsGzipBytes = 0;
  for (const source of sources) {
    const body = Buffer.from(await (await fetch(new URL(source, url))).arrayBuffer());
    jsGzipBytes += gzipSync(body, { level: 9 }).length;
  }
  return { status: response.status, htmlBytes: Buffer.byteLength(html), jsGzipBytes, jsFiles: sources.length };
}

async function load(url: string, headers?: Record<string, string>) {
  await autocannon({ url, connections, duration: 2, headers }); // Warm-up: first renders, caches and JIT.
  const result = await autocannon({ url, connections, duration: seconds, headers });
  return { rps: result.requests.average, requests: result.requests.total, p99Ms: result.latency.p99, non2xx: result.non2xx, errors: result.errors + result.timeouts };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return sorted.length % 2 ? sorted[Math.floor(middle)]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
// Numbers, not strings, so that console.table prints them without quotes.
const round = (value: number, digits: number) => Number(value.toFixed(digits));
const ratio = (value: number, base: number) => (base > 0 ? round(value / base, 2) : '–');

async function main() {
  if (!args.includes('--no-build')) {
    build(siteEnv);
    build({}, floor.dir);
  }
  const servers = [await startBenchmarkServer(floor.port, {}, floor.dir), await startCluster({ port: site.port, instances: 1, env: { GTM_ID: '' } })];
  try {
    const measured = [];
    const chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    process.once('exit', () => chromeLauncher.killAll());
    try {
      for (const { name, url } of [{ name: 'floor', url: `${floor.origin}/` }, ...pages.map(([name, path]) => ({ name, url: site.origin + path }))]) {
        console.log(`Lighthouse ×${runs}: ${name}`);
        measured.push({ name, url, ...(await pageWeight(url)), ...(await lighthouseRuns(url, chrome.port)) });
      }
    } finally {
      chrome.kill();
    }

    const loads = [];
    for (const { name, url, headers } of loadTargets) {
      console.log(`Load: ${name}`);
      loads.push({ name, url, ...(await load(url, headers)) });
    }

    printPages(measured);
    printLoads(loads);
    mkdirSync('bench-results', { recursive: true });
    const file = `bench-results/bench-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
    const settings = { next: nextPackage.version, runs, seconds, connections, blockedUrlPatterns };
    writeFileSync(file, `${JSON.stringify({ settings, pages: measured, loads }, null, 2)}\n`);
    console.log(`\nRaw results: ${file}`);
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }
}

type Measured = { name: string; url: string; status: number; htmlBytes: number; jsGzipBytes: number; results: LighthouseRun[]; errors: string[] };

function printPages(measured: Measured[]) {
  const floorPage = measured[0]!;
  const of = (page: Measured, key: keyof LighthouseRun) => median(page.results.map((result) => result[key]));
  const rows = measured.map((page) => [page.name, {
    perf: of(page, 'performance'),
    a11y: of(page, 'accessibility'),
    'best pr.': of(page, 'bestPractices'),
    SEO: of(page, 'seo'),
    'LCP s': round(of(page, 'lcpMs') / 1000, 2),
    'TBT ms': Math.round(of(page, 'tbtMs')),
    CLS: round(of(page, 'cls'), 3),
    'JS KB gz': round(page.jsGzipBytes / 1024, 1),
    'HTML KB': round(page.htmlBytes / 1024, 1),
    'JS ×floor': ratio(page.jsGzipBytes, floorPage.jsGzipBytes),
    'HTML ×floor': ratio(page.htmlBytes, floorPage.htmlBytes),
    'TBT ×floor': ratio(of(page, 'tbtMs'), of(floorPage, 'tbtMs')),
    'perf Δfloor': of(page, 'performance') - of(floorPage, 'performance'),
  }]);
  console.log(`\nPart 1 · Lighthouse mobile, simulated throttling, median of ${runs}; floor: a bare Next ${nextPackage.version} page; blocked: ${blockedUrlPatterns.join(', ')}`);
  console.table(Object.fromEntries(rows));
  for (const page of measured) {
    if (page.status !== 200) console.log(`  ${page.name}: answered ${page.status}`);
    if (page.errors.length > 0) console.log(`  ${page.name}: ${page.errors.length} of ${runs} Lighthouse runs failed: ${page.errors.join('; ')}`);
  }
}

function printLoads(loads: { name: string; rps: number; p99Ms: number; non2xx: number; errors: number }[]) {
  const floorRps = loads[0]!.rps;
  const aboutRps = loads.find((entry) => entry.name === 'prerendered /about')!.rps;
  console.log(`\nPart 2 · autocannon, ${connections} connections, ${seconds} s each after 2 s of warm-up`);
  console.table(Object.fromEntries(loads.map(({ name, rps, p99Ms, non2xx, errors }) => [name, {
    'req/s': Math.round(rps),
    'p99 ms': p99Ms,
    'non-2xx': non2xx,
    errors,
    '×floor': ratio(rps, floorRps),
    ...((name === 'article' || name === 'category') && { '×/about': ratio(rps, aboutRps) }),
  }])));
}

void main();
