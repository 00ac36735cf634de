/**
 * How many contact submissions per second the production build stores on this machine, with each storage
 * backend: the embedded database and a local PostgreSQL server. Prints figures; never fails on them.
 *   npm run bench:leads            (builds first; BENCH_SECONDS and BENCH_CONNECTIONS override 10 s and 20)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startPostgres } from '../test/postgres';
import { openDatabase, type StorageConfig } from '@/lib/leads/database';
import { address, build, contactEnquiry, startBenchmarkServer } from './production-server';
import { requireSupportedNode } from '@/lib/server/node-version';

requireSupportedNode();

const port = 3300;
const origin = `http://localhost:${port}`;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);

async function measure(label: string, storage: StorageConfig) {
  // Each request says it comes from another address (the header a proxy would set), so the rate limit stays out of it.
  const server = await startBenchmarkServer(port, { APP_ENV: 'development', SITE_URL: origin, CLIENT_IP_HEADER: 'x-client-ip', DATA_DIR: storage.dataDir, DATABASE_URL: storage.databaseUrl ?? '' });
  try {
    let counter = 0;
    const result = await autocannon({
      url: `${origin}/api/leads/contact`,
      connections,
      duration: seconds,
      method: 'POST',
      headers: { origin, accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
      body: contactEnquiry,
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
    await server.stop();
  }
}

async function main() {
  build({ SITE_URL: origin });
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
