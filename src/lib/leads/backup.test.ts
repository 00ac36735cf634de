/**
 * Backups of the embedded database while the site has it open and keeps writing: the copy opens on its own and
 * holds the leads, an existing file is never overwritten, and `npm run leads -- backup` says what it did.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import SqliteDatabase from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { backupEmbeddedDatabase, pgDumpCommand } from './backup';
import { openDatabase } from './database';
import { createLeadStore, type LeadStore, type NewLead } from './store';

const lead = (name: string): NewLead => ({ kind: 'contact', locale: 'en', page: '/contact', name, email: `${name.toLowerCase()}@example.com`, fields: { message: 'Hello' } });

describe('backupEmbeddedDatabase', () => {
  let dir: string;
  let dataDir: string;
  let store: LeadStore;

  beforeEach(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'leads-backup-'));
    dataDir = path.join(dir, 'data');
    const { db, dialect } = await openDatabase({ dataDir });
    store = createLeadStore(db, dialect);
    await store.saveLead(lead('Ada'));
    await store.saveLead({ ...lead('Grace'), kind: 'application', attachment: { name: 'cv.pdf', bytes: new Uint8Array(200_000).fill(7) } });
  });

  afterEach(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('copies the open database, writes still in its log included, into a file that opens on its own', async () => {
    const target = path.join(dir, 'leads-backup.sqlite');
    // Recent leads sit in the write-ahead log, not yet in the database file: copying the file alone would miss them.
    expect(statSync(path.join(dataDir, 'leads.sqlite-wal')).size).toBeGreaterThan(200_000);
    // The server goes on storing leads while the copy is taken.
    const [result] = await Promise.all([backupEmbeddedDatabase(dataDir, target), store.saveLead(lead('Linus'))]);

    expect(readdirSync(dir).sort()).toEqual(['data', 'leads-backup.sqlite']);
    expect(statSync(target).mode & 0o777).toBe(0o600);
    expect(result.bytes).toBe(statSync(target).size);
    const copy = new SqliteDatabase(target, { readonly: true, fileMustExist: true });
    try {
      expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
      const names = (copy.prepare('select name from leads order by created_at').all() as { name: string }[]).map((row) => row.name);
      expect(names.slice(0, 2)).toEqual(['Ada', 'Grace']);
      expect(names.length).toBe(result.leads);
      const cv = copy.prepare("select attachment from leads where name = 'Grace'").get() as { attachment: Buffer };
      expect(cv.attachment.length).toBe(200_000);
    } finally {
      copy.close();
    }
    // The site's own store is unaffected.
    expect((await store.list()).map((entry) => entry.name)).toEqual(['Ada', 'Grace', 'Linus']);
  });

  it('never overwrites an existing file and leaves nothing behind when refusing', async () => {
    const target = path.join(dir, 'taken.sqlite');
    writeFileSync(target, 'an older backup');
    await expect(backupEmbeddedDatabase(dataDir, target)).rejects.toThrow(`${target} exists: a backup never overwrites a file`);
    expect(readFileSync(target, 'utf8')).toBe('an older backup');
    await expect(backupEmbeddedDatabase(path.join(dir, 'elsewhere'), path.join(dir, 'new.sqlite'))).rejects.toThrow(/There is no lead database at .*elsewhere/);
    expect(readdirSync(dir).sort()).toEqual(['data', 'taken.sqlite']);
  });

  it('is what `npm run leads -- backup` runs, and a PostgreSQL deployment is told the pg_dump command', async () => {
    const run = (env: Record<string, string>, file: string) =>
      promisify(execFile)('npm', ['run', '--silent', 'leads', '--', 'backup', file], { env: { ...process.env, ...env } }).catch(
        (error: { code: number; stdout: string; stderr: string }) => error,
      );
    const target = path.join(dir, 'nightly.sqlite');
    const done = await run({ DATA_DIR: dataDir, DATABASE_URL: '' }, target);
    expect(done.stdout).toMatch(new RegExp(`^Backed up 2 lead\\(s\\) to ${target} \\(\\d+ KB\\)\\.\\n$`));
    expect(existsSync(target)).toBe(true);

    const postgres = await run({ DATABASE_URL: 'postgres://site:secret@db.internal:5432/leads' }, path.join(dir, 'leads 1.dump'));
    expect(postgres).toMatchObject({ code: 1 });
    expect(postgres.stderr).toContain(`pg_dump --format=custom --file='${path.join(dir, 'leads 1.dump')}' "$DATABASE_URL"`);
    expect(postgres.stderr).not.toContain('secret');
  }, 60_000);

  it('quotes the pg_dump file name for a shell only when it needs it', () => {
    expect(pgDumpCommand('/var/backups/leads-2026-11-28.dump')).toBe('pg_dump --format=custom --file=/var/backups/leads-2026-11-28.dump "$DATABASE_URL"');
    expect(pgDumpCommand("it's.dump")).toBe(`pg_dump --format=custom --file='it'\\''s.dump' "$DATABASE_URL"`);
  });
});
