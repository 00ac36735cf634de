/**
 * Load on the production build: concurrent connections for a fixed time over a mix of prerendered pages, a blog
 * article, the consent lookup and contact submissions. Prints requests per second, latency percentiles, answers
 * by kind, errors and the server's memory before, at its peak and after. Prints figures; never fails on them.
 *   npm run bench:load            (builds first; BENCH_CONNECTIONS and BENCH_SECONDS override 50 and 30)
 *   npm run bench:load -- --cluster
 *     the same mix through nginx to one and then to two instances sharing Redis and PostgreSQL (test/cluster.ts),
 *     and the factor between them (`--no-build` runs the last build again).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { openDatabase } from '@/lib/leads/database';
import { startCluster } from '../test/cluster';
import { address, build, contactEnquiry, startBenchmarkServer } from './production-server';

const port = 3400;
const origin = `http://localhost:${port}`;
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const seconds = Number(process.env.BENCH_SECONDS ?? 30);
/** How long to watch the server after the run for its memory to come back (V8 gives memory back when idle). */
const settleSeconds = 120;

/** What each connection asks for, in turn: mostly pages, as real traffic is. */
const mix: { kind: string; path: string; method?: 'POST'; body?: string }[] = [
  { kind: 'static page', path: '/' },
  { kind: 'static page', path: '/de/dienstleistungen/produktentwicklung' },
  { kind: 'blog article', path: '/blog?singleBlogPage=how-to-scope-an-mvp' },
  { kind: 'static page', path: '/de/kontakt' },
  { kind: 'IP lookup', path: '/api/ip-address' },
  { kind: 'static page', path: '/case-studies' },
  { kind: 'blog article', path: '/de/blog?singleBlogPage=mvp-richtig-zuschneiden' },
  { kind: 'contact submission', path: '/api/leads/contact', method: 'POST', body: contactEnquiry },
];

/** The mix as autocannon requests, each from another visitor, counting answers by kind and status into `answers` if given. */
function requestsOf(answers?: Map<string, Map<number, number>>) {
  let counter = 0;
  return mix.map(({ kind, path, method, body }) => ({
    path,
    method: method ?? ('GET' as const),
    ...(body && { body, headers: { origin, accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' } }),
    // Every request from another visitor, so the per-address rate limit does not turn the load into refusals: in
    // the proxy's header for a single server, in the CDN's for nginx.
    setupRequest: (request: autocannon.Request) => {
      const visitor = address(counter++);
      return { ...request, headers: { ...request.headers, 'x-client-ip': visitor, 'x-forwarded-for': visitor } };
    },
    onResponse: (status: number) => {
      if (!answers) return;
      const byStatus = answers.get(kind) ?? new Map<number, number>();
      byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
      answers.set(kind, byStatus);
    },
  }));
}

async function clusterMode() {
  if (!process.argv.includes('--no-build')) build({ SITE_URL: origin, APP_ENV: 'production', CLIENT_IP_HEADER: 'x-client-ip' });
  const rows: { instances: number; result: autocannon.Result; busy: number }[] = [];
  for (const instances of [1, 2]) {
    const cluster = await startCluster({ port, instances });
    try {
      const run = (duration: number) => autocannon({ url: origin, connections, duration, requests: requestsOf() });
      await run(5); // warm-up
      const before = cpuTimes();
      const result = await run(seconds);
      const after = cpuTimes();
      rows.push({ instances, result, busy: 1 - (after.idle - before.idle) / (after.total - before.total) });
    } finally {
      await cluster.stop();
    }
  }
  console.log(`\n${connections} connections for ${seconds} s through nginx over ${mix.length} requests in turn (production build, port ${port}):`);
  for (const { instances, result, busy } of rows) {
    const { latency } = result;
    console.log(
      `  ${instances} instance${instances > 1 ? 's' : ' '}  ${result.requests.average.toFixed(0).padStart(5)} requests/s · p50 ${latency.p50} ms · p99 ${latency.p99} ms · ` +
        `errors ${result.errors} · non-2xx ${result.non2xx} · the machine's ${cpus().length} cores ${(busy * 100).toFixed(0)} % busy`,
    );
  }
  console.log(`  two instances serve ${(rows[1]!.result.requests.average / rows[0]!.result.requests.average).toFixed(2)}× the requests per second of one`);
}

/** The machine's CPU time so far, in all and idle (the load generator, nginx and the databases share it). */
function cpuTimes() {
  return cpus().reduce(
    (sum, { times }) => ({ idle: sum.idle + times.idle, total: sum.total + times.idle + times.user + times.nice + times.sys + times.irq }),
    { idle: 0, total: 0 },
  );
}

async function main() {
  if (process.argv.includes('--cluster')) return clusterMode();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-load-'));
  // A production configuration; the client address comes from a proxy header, as behind a real proxy.
  const env = { SITE_URL: origin, APP_ENV: 'production', CLIENT_IP_HEADER: 'x-client-ip', DATA_DIR: dataDir, LEADS_MAIL: 'off', CONTENT_SAMPLE: 'on' };
  build(env);
  const server = await startBenchmarkServer(port, env);
  try {
    const answers = new Map<string, Map<number, number>>();
    const requests = requestsOf(answers);
    const run = (duration: number) => autocannon({ url: origin, connections, duration, requests });

    await run(5); // Warm-up: first renders, caches and JIT, so "before" is the server at work, not cold.
    answers.clear();
    const storedBefore = await storedLeads(dataDir);
    const before = server.memoryMb();
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, server.memoryMb())), 1000);
    const result = await run(seconds);
    clearInterval(sampler);
    const atEnd = server.memoryMb();
    const stored = (await storedLeads(dataDir)) - storedBefore;
    // Back to its level: within a quarter of the warm server's memory.
    let after = atEnd;
    let idle = 0;
    while (after > before * 1.25 && idle < settleSeconds) {
      await new Promise((resolve) => setTimeout(resolve, 5000));
      idle += 5;
      after = server.memoryMb();
    }

    const { latency } = result;
    console.log(`\n${connections} connections for ${seconds} s over ${mix.length} requests in turn (production build, port ${port}):`);
    console.log(`  ${result.requests.average.toFixed(0)} requests/s · ${result.requests.total} requests · ${(result.throughput.average / 1024 / 1024).toFixed(1)} MB/s`);
    console.log(`  latency p50 ${latency.p50} ms · p90 ${latency.p90} ms · p99 ${latency.p99} ms · max ${latency.max} ms`);
    for (const [kind, byStatus] of answers) {
      console.log(`  ${kind.padEnd(20)} ${[...byStatus].map(([status, count]) => `${count} × ${status}`).join(', ')}`);
    }
    console.log(`  errors ${result.errors} · timeouts ${result.timeouts} · non-2xx ${result.non2xx} · leads stored ${stored}`);
    console.log(
      `  server memory (RSS) ${before.toFixed(0)} MB before · peak ${peak.toFixed(0)} MB · ${atEnd.toFixed(0)} MB at the end · ` +
        `${after.toFixed(0)} MB after ${idle} s idle (${after <= before * 1.25 ? 'back to its level' : 'not back to its level'})`,
    );
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function storedLeads(dataDir: string) {
  const { db } = await openDatabase({ dataDir });
  const { count } = await db.selectFrom('leads').select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
  await db.destroy();
  return Number(count);
}

void main();
