/**
 * The agency's command for leads, on the same storage and mail settings as the site: the environment and the same
 * environment files (see .env.example and scripts/load-env.ts):
 *   npm run leads -- status             the delivery backlog: how many wait, since when, and why (no personal data)
 *   npm run leads -- list [--pending]   every lead with its delivery state
 *   npm run leads -- deliver            send every undelivered lead now
 *   npm run leads -- export [file.csv]  all leads as CSV (to the file, or to standard output)
 *   npm run leads -- erase --email ADDRESS   an erasure request: every lead from that address
 *   npm run leads -- backup FILE        a consistent copy of the embedded database, taken while the site runs
 */
import './load-env';
import { writeFileSync } from 'node:fs';
import { serverEnv } from '@/lib/server/env';
import { backupEmbeddedDatabase, pgDumpCommand } from '@/lib/leads/backup';
import { leadsToCsv } from '@/lib/leads/csv';
import { deliverDue, leadStore } from '@/lib/leads/service';
import { neverDue, type Lead } from '@/lib/leads/store';
import { isStuck } from '@/lib/leads/stuck-leads';
import { requireSupportedNode } from '@/lib/server/node-version';

requireSupportedNode();

const [command = 'help', ...args] = process.argv.slice(2);
const config = serverEnv.leads;

async function main(): Promise<number> {
  const email = command === 'erase' && args[0] === '--email' ? args[1] : undefined;
  const backupFile = command === 'backup' ? args[0] : undefined;
  if (!['status', 'list', 'deliver', 'export'].includes(command) && !email && !backupFile) {
    console.log('Usage: npm run leads -- status | list [--pending] | deliver | export [file.csv] | erase --email ADDRESS | backup FILE');
    return command === 'help' ? 0 : 2;
  }
  // Before the store is opened: opening migrates, and a backup taken before an upgrade must keep the old schema.
  if (backupFile) return backup(backupFile);
  const store = await leadStore();
  try {
    if (command === 'status') return status(await store.list({ status: 'pending' }));
    if (command === 'list') {
      const leads = await store.list(args.includes('--pending') ? { status: 'pending' } : {});
      console.table(
        leads.map((lead) => ({
          received: lead.createdAt,
          form: lead.kind,
          name: lead.name,
          email: lead.email,
          page: lead.page,
          delivery: lead.status,
          attempts: lead.attempts,
          ...(lead.lastError && { 'last error': lead.lastError }),
        })),
      );
      console.log(`${leads.length} lead(s); stored ${config.databaseUrl ? 'in PostgreSQL' : `in ${config.dataDir}`}.`);
      return 0;
    }
    if (email) {
      const erased = await store.erase(email);
      // Rewritten at once, so the erased data is gone from the database's files too, not only from its tables.
      await store.compact();
      console.log(`Erased ${erased} lead(s) from ${email}, with their CVs.`);
      return 0;
    }
    if (command === 'export') {
      const csv = leadsToCsv(await store.list());
      if (args[0]) {
        writeFileSync(args[0], csv);
        console.error(`Wrote ${args[0]}.`);
      } else process.stdout.write(csv);
      return 0;
    }
    const pending = (await store.list({ status: 'pending' })).length;
    await store.makePendingDue();
    const outcome = await deliverDue();
    if (!outcome) {
      console.error(`SMTP_URL is not set, so nothing can be sent; ${pending} lead(s) wait. See them with: npm run leads -- list --pending`);
      return 1;
    }
    const { delivered, failed } = outcome;
    console.log(`Delivered ${delivered} of ${pending} pending lead(s)${failed ? `; ${failed} failed and will be retried` : ''}.`);
    return failed ? 1 : 0;
  } finally {
    await store.close();
  }
}

/** The backlog as an operator checks it: nothing that says who sent a lead, only where its delivery stands. */
function status(pending: Lead[]): number {
  const now = Date.now();
  const stuckAfterMs = config.stuckAfterMinutes * 60_000;
  const oldest = pending[0] && new Date(pending[0].createdAt);
  if (!oldest) {
    console.log('No lead waits for delivery.');
    return 0;
  }
  const minutes = Math.floor((now - oldest.getTime()) / 60_000);
  const stuck = isStuck(oldest, now, stuckAfterMs) ? `: stuck (more than ${config.stuckAfterMinutes} minutes)` : '';
  console.log(`${pending.length} lead(s) wait for delivery; the oldest was received ${oldest.toISOString()}, ${minutes} minute(s) ago${stuck}.`);
  if (!config.smtpUrl) console.log('SMTP_URL is not set: leads are stored, not mailed.');
  console.table(
    pending.map((lead) => ({
      lead: lead.id,
      form: lead.kind,
      received: lead.createdAt,
      attempts: lead.attempts,
      'next try': lead.nextAttemptAt === neverDue ? 'when an operator runs deliver' : lead.nextAttemptAt,
      'last error': lead.lastError ?? '',
    })),
  );
  return 0;
}

async function backup(file: string): Promise<number> {
  if (config.databaseUrl) {
    console.error(`The leads are in PostgreSQL (DATABASE_URL): back them up with pg_dump instead, where DATABASE_URL is set:\n  ${pgDumpCommand(file)}`);
    return 1;
  }
  const { bytes, leads } = await backupEmbeddedDatabase(config.dataDir, file);
  const size = bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  console.log(`Backed up ${leads} lead(s) to ${file} (${size}).`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
