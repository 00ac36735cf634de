/**
 * The `npm run leads` command as an operator runs it, in a release folder of its own: it reads the environment
 * files the server reads there, and `status` prints the backlog without saying who sent a lead.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { openDatabase } from '@/lib/leads/database';
import { createLeadStore } from '@/lib/leads/store';

const root = path.resolve(import.meta.dirname, '..');
let folder: string;

/** `npm run leads -- …` (tsx with the react-server condition) in `folder`, with none of the leads variables set. */
async function leads(...args: string[]) {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^(DATA_DIR|DATABASE_URL|SMTP_URL|LEADS_)/.test(name)));
  const tsx = path.join(root, 'node_modules/.bin/tsx');
  const script = path.join(root, 'scripts/leads.ts');
  const { stdout } = await promisify(execFile)(tsx, ['--tsconfig', path.join(root, 'tsconfig.json'), '--conditions=react-server', script, ...args], {
    cwd: folder,
    env: { ...env, NODE_ENV: 'production' },
  });
  return stdout;
}

beforeEach(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'leads-command-'));
  // The release's .env.local names the lead database, as it does for the server started in that folder.
  writeFileSync(path.join(folder, '.env.local'), `DATA_DIR=${path.join(folder, 'leads-data')}\nLEADS_STUCK_AFTER_MINUTES=20\n`);
  const { db, dialect } = await openDatabase({ dataDir: path.join(folder, 'leads-data') });
  const store = createLeadStore(db, dialect);
  const received = Date.now() - 45 * 60_000;
  await store.saveLead({ kind: 'contact', locale: 'de', page: '/de/kontakt', name: 'Åsa Müller', email: 'asa@example.se', fields: { message: 'Hallo' } }, received);
  const [claimed] = await store.claimDue(received);
  await store.markFailed(claimed!, 'EAUTH AUTH PLAIN Invalid login: 535 5.7.8 Authentication credentials invalid', received + 30_000);
  await store.close();
}, 30_000);

afterEach(() => rmSync(folder, { recursive: true, force: true }));

it('reads the lead database named in .env.local, as the server does', async () => {
  expect(await leads('list', '--pending')).toContain('1 lead(s); stored in ' + path.join(folder, 'leads-data'));
}, 30_000);

it('prints the backlog: how many wait, since when, and the mail server’s last answer, without personal data', async () => {
  const output = await leads('status');
  expect(output).toMatch(/^1 lead\(s\) wait for delivery; the oldest was received \S+, 45 minute\(s\) ago: stuck \(more than 20 minutes\)\.\n/);
  expect(output).toContain('SMTP_URL is not set');
  expect(output).toContain('535 5.7.8 Authentication credentials invalid');
  expect(output).not.toMatch(/Åsa|asa@example|Hallo/);
}, 30_000);
