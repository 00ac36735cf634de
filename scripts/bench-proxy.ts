/**
 * The site behind the shipped nginx configuration (deploy/nginx/, as the cluster runs it: test/cluster.ts), against
 * the same nginx sending the same bytes from a file. Prints figures; never fails on them.
 *   1. A prerendered page and a blog article, each through nginx to the instances (micro-cache, compression on the
 *      fly) and as a static file from the same nginx (compression on the fly too), at 10 and 50 connections: the
 *      median requests per second of BENCH_RUNS runs (3) of BENCH_SECONDS (10) each, and their ratio.
 *   2. Eight requests for the largest build files in flight all the time, each with a made-up Accept-Encoding,
 *      while a page is timed one request after another: how long the page takes, with and without them.
 *   npm run bench:proxy              (builds first for BENCH_PORT, default 3400)
 *   npm run bench:proxy -- --no-build
 */
import { chmodSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startCluster } from '../test/cluster';
import { rawRequest } from '../test/raw-request';
import { kilobytes } from './build-files';
import { build } from './production-server';

const port = Number(process.env.BENCH_PORT ?? 3400);
const origin = `http://localhost:${port}`;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const runs = Number(process.env.BENCH_RUNS ?? 3);
const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' };
const pages = [
  { kind: 'prerendered page', path: '/de/dienstleistungen/produktentwicklung', file: 'prerendered.html' },
  { kind: 'blog article', path: '/blog?singleBlogPage=how-to-scope-an-mvp', file: 'blog-article.html' },
];
const madeUpEncodings = ['br;q=0.1234', 'gzip;q=0.0001', '*;q=0.5678', 'br;q=0.001, gzip;q=0.002', 'identity;q=0, *;q=0.3', 'zstd;q=0.9, br;q=0.8765', 'BR;Q=0.4321', 'gzip, gzip;q=0.1111'];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main() {
  if (!process.argv.includes('--no-build')) build({ SITE_URL: origin, APP_ENV: 'production', CLIENT_IP_HEADER: 'x-real-ip' });
  const files = mkdtempSync(path.join(tmpdir(), 'bench-proxy-'));
  // nginx's workers read the files.
  chmodSync(files, 0o755);
  const cluster = await startCluster({ port, siteExtra: `location /bench-static/ { alias ${files}/; }` });
  process.once('SIGINT', () => void cluster.stop().finally(() => process.exit(130)));
  try {
    // The static files: the pages' bytes exactly as the instances send them.
    for (const page of pages) {
      const answer = await get(page.path, { 'accept-encoding': 'identity' });
      if (answer.status !== 200) throw new Error(`${page.path} answered ${answer.status}`);
      writeFileSync(path.join(files, page.file), answer.body);
      const copy = await get(`/bench-static/${page.file}`, { 'accept-encoding': 'identity' });
      if (copy.status !== 200 || !copy.body.equals(answer.body)) throw new Error(`nginx did not send ${page.file} as it was written (${copy.status})`);
    }
    console.log(`\nnginx (deploy/nginx/) in front of ${cluster.instances.length} instances on ${origin}; each figure the median of ${runs} runs of ${seconds} s, browsers' Accept-Encoding:`);
    console.log(`  ${'answer'.padEnd(34)}${'connections'.padStart(12)}${'through nginx'.padStart(16)}${'static file'.padStart(14)}${'ratio'.padStart(8)}${'p99 nginx / file'.padStart(20)}`);
    for (const page of pages) {
      const size = (await get(page.path, browser)).body.length;
      for (const connections of [10, 50]) {
        const measure = (url: string) => autocannon({ url, connections, duration: seconds, headers: browser });
        await measure(`${origin}${page.path}`); // warm-up: JIT, the micro-cache, the page cache of the file system
        const proxied: autocannon.Result[] = [];
        const fromFile: autocannon.Result[] = [];
        for (let run = 0; run < runs; run++) {
          proxied.push(await measure(`${origin}${page.path}`));
          fromFile.push(await measure(`${origin}/bench-static/${page.file}`));
        }
        const [viaNginx, viaFile] = [proxied, fromFile].map((results) => median(results.map((result) => result.requests.average)));
        // Errors here are mostly connection resets: nginx closes a kept-alive connection after its 1000th request
        // (`keepalive_requests`), and autocannon may have sent the next request on it already.
        const tally = (key: 'errors' | 'non2xx') => [proxied, fromFile].map((results) => results.reduce((sum, result) => sum + result[key], 0));
        const problems = (['errors', 'non2xx'] as const).flatMap((key) => {
          const [throughNginx, fromTheFile] = tally(key);
          return throughNginx! + fromTheFile! > 0 ? [`${key} ${throughNginx} / ${fromTheFile}`] : [];
        });
        console.log(
          `  ${`${page.kind} (${kilobytes(size)} sent)`.padEnd(34)}${String(connections).padStart(12)}${`${viaNginx!.toFixed(0)}/s`.padStart(16)}${`${viaFile!.toFixed(0)}/s`.padStart(14)}` +
            `${`${(viaNginx! / viaFile!).toFixed(2)}×`.padStart(8)}${`${median(proxied.map((r) => r.latency.p99))} / ${median(fromFile.map((r) => r.latency.p99))} ms`.padStart(20)}` +
            (problems.length > 0 ? `  (${problems.join(', ')})` : ''),
        );
      }
    }

    // Part 2: build files asked for with made-up Accept-Encoding values, eight at a time, while a page is timed.
    const buildFiles = largestScripts(cluster.root, 8);
    const timePage = async (count: number) => {
      const times: number[] = [];
      for (let index = 0; index < count; index++) {
        const started = performance.now();
        await get(pages[0]!.path, browser);
        times.push(performance.now() - started);
      }
      return times;
    };
    await timePage(10);
    const quiet = await timePage(50);
    let next = 0;
    const load = autocannon({
      url: origin,
      connections: 8,
      duration: seconds * 3,
      requests: [
        {
          setupRequest: (req: autocannon.Request) => {
            const index = next++;
            return { ...req, path: buildFiles[index % buildFiles.length]!, headers: { 'accept-encoding': madeUpEncodings[index % madeUpEncodings.length]! } };
          },
        },
      ],
    });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const busy = await timePage(50);
    const result = await load;
    const describe = (times: number[]) => `median ${median(times).toFixed(1)} ms, slowest ${Math.max(...times).toFixed(1)} ms`;
    console.log(`\n  ${buildFiles.length} largest build files, 8 requests in flight with made-up Accept-Encoding values: ${result.requests.average.toFixed(0)} requests/s, ${(result.throughput.average / 1024 / 1024).toFixed(1)} MB/s, ${result.errors + result.non2xx} errors or non-2xx`);
    console.log(`  ${pages[0]!.kind}, 50 requests one after another: ${describe(quiet)} alone; ${describe(busy)} meanwhile (target: under 300 ms)`);
  } finally {
    await cluster.stop();
    rmSync(files, { recursive: true, force: true });
  }
}

/** The build files nginx serves, largest first, as URL paths. */
function largestScripts(root: string, count: number) {
  const dir = path.join(root, '_next/static/chunks');
  return readdirSync(dir)
    .filter((name) => name.endsWith('.js'))
    .map((name) => ({ name, size: statSync(path.join(dir, name)).size }))
    .sort((a, b) => b.size - a.size)
    .slice(0, count)
    .map(({ name }) => `/_next/static/chunks/${name}`);
}

/** One GET on a fresh connection, the body read to its end as sent (still compressed). */
const get = (urlPath: string, headers: Record<string, string>) => rawRequest(`${origin}${urlPath}`, { headers });

void main();
