/**
 * How many contact submissions per second the production build stores on this machine, with each storage
 * backend: the embedded database and a local PostgreSQL server. Prints figures; never fails on them.
 *   npm run bench:leads            (builds first; BENCH_SECONDS and BENCH_CONNECTIONS override 10 s and 20)
 */
import { execSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startPostgres } from '../test/postgres';
import { openDatabase, type StorageConfig } from '@/lib/leads/database';

const port = 3300;
const origin = `http://localhost:${port}`;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const body = new URLSearchParams({
  name: 'Benchmark Besucherin',
  email: 'bench@example.com',
  company: 'Lasttest GmbH',
  projectType: 'mvp',
  budget: '50k-100k',
  message: 'A realistic enquiry of a few sentences, about as long as most visitors write. '.repeat(4),
  privacy: 'on',
  locale: 'de',
  page: '/de/kontakt',
}).toString();

async function measure(label: string, storage: StorageConfig) {
  const server = spawn('npx', ['next', 'start', '-p', String(port)], {
    detached: true,
    stdio: 'ignore',
    // Each request says it comes from another address (the header a proxy would set), so the rate limit stays out of it.
    env: { ...process.env, SITE_URL: origin, CLIENT_IP_HEADER: 'x-client-ip', DATA_DIR: storage.dataDir, DATABASE_URL: storage.databaseUrl ?? '' },
  });
  try {
    await waitFor(`${origin}/robots.txt`);
    let counter = 0;
    const result = await autocannon({
      url: `${origin}/api/leads/contact`,
      connections,
      duration: seconds,
      method: 'POST',
      headers: { origin, accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
      body,
      requests: [{ setupRequest: (request) => ({ ...request, headers: { ...request.headers, 'x-client-ip': address(counter++) } }) }],
    });
    const { db } = await openDatabase(storage);
    const stored = await db.selectFrom('leads').select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
    await db.destroy();
    console.log(
      `${label.padEnd(12)} ${result.requests.average.toFixed(0).padStart(6)} submissions/s · latency p50 ${result.latency.p50} ms, ` +
        `p99 ${result.latency.p99} ms · ${result['2xx']} answered 200, ${result.non2xx} other, ${result.errors} errors · ${Number(stored.count)} stored`,
    );
  } finally {
    await stop(server.pid!);
  }
}

/** Stops the server's whole process group, waiting for a graceful exit and forcing one after 15 s. */
async function stop(pid: number) {
  process.kill(-pid, 'SIGTERM');
  for (let waited = 0; waited < 15_000; waited += 250) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    try {
      process.kill(-pid, 0);
    } catch {
      return;
    }
  }
  process.kill(-pid, 'SIGKILL');
}

function address(n: number) {
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

async function waitFor(url: string) {
  for (let i = 0; i < 100; i++) {
    if (await fetch(url).then((r) => r.ok, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not answer`);
}

async function main() {
  execSync('npx next build', { stdio: 'inherit', env: { ...process.env, SITE_URL: origin } });
  console.log(`\n${connections} connections for ${seconds} s each, POST /api/leads/contact (stored before the answer):`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-leads-'));
  const postgres = await startPostgres();
  try {
    await measure('embedded', { dataDir });
    await measure('PostgreSQL', { databaseUrl: postgres.url, dataDir });
  } finally {
    postgres.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

void main();
