/**
 * Vitest global set-up: a throwaway PostgreSQL server for the lead storage tests, started from Debian's
 * packages (`apt-get install postgresql`) in a temporary folder and stopped afterwards. TEST_DATABASE_URL
 * points the tests at an existing server instead.
 */
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('databaseUrl', process.env.TEST_DATABASE_URL);
    return;
  }
  const server = await startPostgres();
  project.provide('databaseUrl', server.url);
  return server.stop;
}

/** Starts a PostgreSQL server of its own in a temporary folder; `stop` shuts it down and removes the folder. */
export async function startPostgres() {
  const bin = postgresBin();
  const dir = mkdtempSync(path.join(tmpdir(), 'leads-pg-'));
  const port = await freePort();
  // PostgreSQL refuses to run as root; as root, run it as the postgres user the package creates.
  const asRoot = process.getuid?.() === 0;
  const run = (command: string, args: string[]) =>
    execFileSync(asRoot ? 'runuser' : path.join(bin, command), asRoot ? ['-u', 'postgres', '--', path.join(bin, command), ...args] : args, {
      stdio: 'pipe',
    });
  if (asRoot) chownSync(dir, uid('postgres'), uid('postgres'));
  const data = path.join(dir, 'data');
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
  // Durable settings (fsync on), so the benchmark measures what a real server would do.
  run('pg_ctl', ['-D', data, '-l', path.join(dir, 'log'), '-w', '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`, 'start']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function postgresBin() {
  const root = '/usr/lib/postgresql';
  const version = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a))[0] : undefined;
  if (!version) {
    throw new Error('The lead storage tests need PostgreSQL: apt-get install postgresql (or set TEST_DATABASE_URL).');
  }
  return path.join(root, version, 'bin');
}

function uid(user: string) {
  return Number(execFileSync('id', ['-u', user]).toString().trim());
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}
