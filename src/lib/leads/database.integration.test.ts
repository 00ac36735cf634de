/**
 * A rollback meets a database that the newer release has already migrated: this build refuses to use it, says so
 * once in words an operator can act on, and leaves the database as it found it.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { openDatabase, type StorageConfig } from './database';
import { DatabaseNewerThanBuildError } from './migrations';
import { createLeadStore } from './store';
import { checkHealth } from '../server/health';

const newerMigration = '2099-01-01-from-a-newer-release';

/** The embedded database in a folder of its own, or a PostgreSQL database of its own on the test server. */
const backends: [string, () => Promise<{ config: StorageConfig; drop: () => Promise<void> }>][] = [
  [
    'embedded',
    async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'leads-newer-'));
      return { config: { dataDir }, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
    },
  ],
  [
    'PostgreSQL',
    async () => {
      const server = inject('databaseUrl');
      const name = `newer_${randomUUID().replaceAll('-', '')}`;
      const admin = new pg.Client({ connectionString: server });
      await admin.connect();
      await admin.query(`create database ${name}`);
      const url = new URL(server);
      url.pathname = `/${name}`;
      return {
        config: { databaseUrl: url.href, dataDir: '' },
        drop: async () => {
          await admin.query(`drop database ${name} with (force)`);
          await admin.end();
        },
      };
    },
  ],
];

describe.each(backends)('a %s database migrated by a newer release', (_name, create) => {
  let config: StorageConfig;
  let drop: () => Promise<void>;

  beforeEach(async () => {
    ({ config, drop } = await create());
    // Today's release stores a lead; then a newer one records a migration this build has no code for.
    const { db, dialect } = await openDatabase(config);
    await createLeadStore(db, dialect).saveLead({ kind: 'contact', locale: 'en', page: '/contact', name: 'Ada', email: 'ada@example.com', fields: {} });
    await sql`insert into kysely_migration (name, timestamp) values (${newerMigration}, ${new Date().toISOString()})`.execute(db);
    await db.destroy();
  });

  afterEach(async () => {
    vi.restoreAllMocks();
    await drop();
  });

  it('is refused with what happened and what to do, and left untouched', async () => {
    const refusal = await openDatabase(config).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(DatabaseNewerThanBuildError);
    expect((refusal as DatabaseNewerThanBuildError).unknownMigrations).toEqual([newerMigration]);
    expect((refusal as Error).message).toMatch(
      new RegExp(`upgraded by a newer release.*${newerMigration}.*forms fail.*deploy that newer release again or restore the backup taken before the upgrade`),
    );
    expect((refusal as Error).message).not.toContain('\n');

    // Once the migration's record is gone (the newer release's backup restored), this build opens it, lead and all.
    const raw = config.databaseUrl ? new pg.Client({ connectionString: config.databaseUrl }) : undefined;
    if (raw) {
      await raw.connect();
      await raw.query('delete from kysely_migration where name = $1', [newerMigration]);
      await raw.end();
    } else {
      const { default: Sqlite } = await import('better-sqlite3');
      const file = new Sqlite(path.join(config.dataDir, 'leads.sqlite'));
      file.prepare('delete from kysely_migration where name = ?').run(newerMigration);
      file.close();
    }
    const { db, dialect } = await openDatabase(config);
    const store = createLeadStore(db, dialect);
    expect((await store.list()).map((lead) => lead.name)).toEqual(['Ada']);
    await store.close();
  });

  it('makes the server report it once and the health check see it, while the store stays closed', async () => {
    vi.resetModules();
    vi.stubEnv('DATABASE_URL', config.databaseUrl ?? '');
    vi.stubEnv('DATA_DIR', config.dataDir);
    vi.stubEnv('SMTP_URL', '');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // A new server process: its lead service, with the once-per-process note, is not made yet.
    delete (globalThis as Record<symbol, unknown>)[Symbol.for('kovalent.leads.service')];
    const service = await import('./service');
    try {
      // As at start: the retention loop opens the store at once; then forms and health checks keep asking.
      service.startRetentionLoop(60 * 60_000);
      await expect(service.leadStore()).rejects.toMatchObject({ name: 'DatabaseNewerThanBuildError', unknownMigrations: [newerMigration] });
      expect(await checkHealth(service.leadStore, service.delivery)).toMatchObject({ status: 'unavailable', reason: 'lead database newer than this build' });
      expect(await checkHealth(service.leadStore, service.delivery)).toMatchObject({ status: 'unavailable', reason: 'lead database newer than this build' });
      // Next.js gives each route its own copy of the module: it still says it once per process.
      vi.resetModules();
      const routeCopy = await import('./service');
      expect(await checkHealth(routeCopy.leadStore, routeCopy.delivery)).toMatchObject({ reason: 'lead database newer than this build' });
      const lines = errors.mock.calls.map((call) => call.join(' '));
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/^The lead database was upgraded by a newer release/);
    } finally {
      vi.unstubAllEnvs();
    }
  });
});

describe('a database this build knows', () => {
  it('is not reported as newer', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'leads-current-'));
    vi.resetModules();
    vi.stubEnv('DATABASE_URL', '');
    vi.stubEnv('DATA_DIR', dataDir);
    delete (globalThis as Record<symbol, unknown>)[Symbol.for('kovalent.leads.service')];
    try {
      const service = await import('./service');
      expect(await checkHealth(service.leadStore, service.delivery)).toMatchObject({ status: 'ok' });
      await (await service.leadStore()).close();
    } finally {
      vi.unstubAllEnvs();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('a PostgreSQL server that ends the pool’s idle connections', () => {
  it('costs a log line and one new connection, never the process', async () => {
    const admin = new pg.Client({ connectionString: inject('databaseUrl') });
    await admin.connect();
    const name = `ended_${randomUUID().replaceAll('-', '')}`;
    await admin.query(`create database ${name}`);
    const url = new URL(inject('databaseUrl'));
    url.pathname = `/${name}`;
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { db, dialect } = await openDatabase({ databaseUrl: url.href, dataDir: '' });
    const store = createLeadStore(db, dialect);
    try {
      await store.list();
      // What a restart or an operator's command does to connections that sit idle in the pool.
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]);
      await vi.waitFor(() => expect(logged).toHaveBeenCalledWith('A connection to the lead database was closed by the server:', expect.any(String)));
      expect(await store.list()).toEqual([]);
    } finally {
      await store.close();
      await admin.query(`drop database ${name} with (force)`);
      await admin.end();
      logged.mockRestore();
    }
  });
});
