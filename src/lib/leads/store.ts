/**
 * Everything the site keeps about leads: the submissions with their delivery state, and what the limits on them
 * count. Timestamps are ISO strings, so both databases compare them alike.
 */
import 'server-only';
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { sql, type ExpressionBuilder, type Kysely, type Selectable } from 'kysely';
import { retention } from '@/config/retention';
import { parseAttribution, type Attribution } from './attribution';
import type { LeadDatabase, LeadTable } from './database';
import type { Dialect } from './migrations';
import type { RateLimit } from './rate-limit';
import type { FormKind } from './fields';

/**
 * Why an estimate's copy to its visitor is not sent: this address had one in the last day, the day's copies are used
 * up, or the visitor's mail server refused it for good.
 */
export type CopyWithheld = 'recipientLimit' | 'dailyLimit' | 'refused';

export interface NewLead {
  kind: FormKind;
  locale: string;
  /** The path of the page the form was sent from. */
  page: string;
  name: string;
  email: string;
  fields: Record<string, string>;
  attachment?: { name: string; bytes: Uint8Array };
  copyWithheld?: CopyWithheld;
  /** The campaign that brought the lead, as far as the visitor's consent lets the form say (see attribution.ts). */
  attribution?: Attribution;
}

export interface Lead extends Omit<NewLead, 'attachment'> {
  id: string;
  createdAt: string;
  attachmentName?: string;
  /** Only read when the lead is delivered. */
  attachment?: Buffer;
  status: 'pending' | 'delivered';
  attempts: number;
  nextAttemptAt: string;
  deliveredAt?: string;
  copySentAt?: string;
  lastError?: string;
  /** Permanent refusals by mail servers so far. */
  refusals: number;
  /** The token of the delivery run that claimed it (only on claimed leads). */
  claim?: string;
}

/**
 * How long a lead stays claimed by one delivery run before another server may try it: longer than the mail
 * server's time limits for one message (see smtpMailer), and renewed before each message of the lead.
 */
export const claimMs = 3 * 60_000;
/** After this many refusals of the message itself (5xx to MAIL FROM, RCPT TO or DATA) a lead is no longer retried by itself; `leads -- deliver` tries again. */
export const maxRefusals = 5;
/** When a lead that is not retried by itself is next due: never, until an operator asks. */
export const neverDue = '9999-12-31T00:00:00.000Z';

const listedColumns = [
  'id', 'kind', 'created_at', 'locale', 'page', 'name', 'email', 'fields', 'attachment_name',
  'status', 'attempts', 'next_attempt_at', 'claimed_until', 'delivered_at', 'copy_sent_at', 'last_error', 'refusals', 'attribution',
] as const;

const iso = (time: number) => new Date(time).toISOString();
export const dayMs = 24 * 60 * 60_000;

export type LeadStore = ReturnType<typeof createLeadStore>;

/** Pending, its next attempt has come, and no delivery run holds it. */
const isDue = (now: string) => (eb: ExpressionBuilder<LeadDatabase, 'leads'>) =>
  eb.and([
    eb('status', '=', 'pending'),
    eb('next_attempt_at', '<=', now),
    eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]),
  ]);

export function createLeadStore(db: Kysely<LeadDatabase>, dialect: Dialect) {
  let key: Promise<string> | undefined;
  /** The key of the stored hashes (visitors, estimate recipients): made once per database, so every server sharing it hashes alike. */
  const hashKey = () =>
    (key ??= (async () => {
      await db.insertInto('secrets').values({ name: 'hash-key', value: randomBytes(32).toString('hex') }).onConflict((oc) => oc.column('name').doNothing()).execute();
      return (await db.selectFrom('secrets').select('value').where('name', '=', 'hash-key').executeTakeFirstOrThrow()).value;
    })());
  const keyedHash = async (text: string) => createHmac('sha256', await hashKey()).update(text).digest('hex');

  return {
    /** Stores a lead in one statement, attachment included; it is due for delivery at once. */
    async saveLead(lead: NewLead, now = Date.now()): Promise<string> {
      const id = randomUUID();
      await db
        .insertInto('leads')
        .values({
          id,
          kind: lead.kind,
          created_at: iso(now),
          locale: lead.locale,
          page: lead.page,
          name: lead.name,
          email: lead.email,
          fields: JSON.stringify(lead.fields),
          attachment_name: lead.attachment?.name ?? null,
          attachment: lead.attachment ? Buffer.from(lead.attachment.bytes) : null,
          status: 'pending',
          attempts: 0,
          next_attempt_at: iso(now),
          claimed_until: null,
          delivered_at: null,
          copy_sent_at: null,
          copy_withheld: lead.copyWithheld ?? null,
          attribution: lead.attribution ? JSON.stringify(lead.attribution) : null,
          last_error: null,
        })
        .execute();
      return id;
    },

    /**
     * Claims up to `limit` leads that are due, so that no other server delivers them at the same time. The claim's
     * token is on each lead: every later change to it names the token and is void once another run holds it.
     */
    async claimDue(now = Date.now(), limit = 10): Promise<Lead[]> {
      const at = iso(now);
      const token = randomUUID();
      const rows = await db
        .updateTable('leads')
        .set({ claimed_until: iso(now + claimMs), claim_token: token })
        .where('id', 'in', db.selectFrom('leads').select('id').where(isDue(at)).orderBy('created_at').limit(limit))
        // Checked again on the row itself: another server may have claimed it since the selection.
        .where(isDue(at))
        .returningAll()
        .execute();
      return rows.map(toLead).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    },

    /** Extends this run's claim on a lead before a message is sent; false when the run no longer holds it. */
    async renewClaim(lead: Lead, now = Date.now()): Promise<boolean> {
      const result = await db
        .updateTable('leads')
        .set({ claimed_until: iso(now + claimMs) })
        .where('id', '=', lead.id)
        .where('claim_token', '=', lead.claim!)
        .where('claimed_until', '>', iso(now))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async markDelivered(lead: Lead, now = Date.now()) {
      await db
        .updateTable('leads')
        .set((eb) => ({ status: 'delivered', delivered_at: iso(now), claimed_until: null, claim_token: null, last_error: null, attempts: eb('attempts', '+', 1) }))
        .where('id', '=', lead.id)
        .where('claim_token', '=', lead.claim!)
        .execute();
    },

    async markCopySent(lead: Lead, now = Date.now()) {
      await db.updateTable('leads').set({ copy_sent_at: iso(now) }).where('id', '=', lead.id).where('claim_token', '=', lead.claim!).execute();
    },

    async markCopyRefused(lead: Lead) {
      await db.updateTable('leads').set({ copy_withheld: 'refused' }).where('id', '=', lead.id).where('claim_token', '=', lead.claim!).execute();
    },

    /** A failed attempt: retried at `nextAttemptAt`, or, after too many permanent refusals, only when an operator asks. */
    async markFailed(lead: Lead, error: string, nextAttemptAt: number, { permanent = false } = {}): Promise<{ retryAt?: string }> {
      const givesUp = permanent && lead.refusals + 1 >= maxRefusals;
      await db
        .updateTable('leads')
        .set((eb) => ({
          next_attempt_at: givesUp ? neverDue : iso(nextAttemptAt),
          claimed_until: null,
          claim_token: null,
          last_error: error.slice(0, 500),
          attempts: eb('attempts', '+', 1),
          refusals: permanent ? eb('refusals', '+', 1) : eb.ref('refusals'),
        }))
        .where('id', '=', lead.id)
        .where('claim_token', '=', lead.claim!)
        .execute();
      return givesUp ? {} : { retryAt: iso(nextAttemptAt) };
    },

    /**
     * Deletes every lead (with its CV) received more than the retention period ago,
     * delivered or not: what the privacy policy promises holds even while the mail server refuses. Says how many leads.
     */
    async deleteExpired(now = Date.now()): Promise<number> {
      await db.deleteFrom('estimate_copies').where('sent_at', '<=', iso(now - dayMs)).execute();
      await db.deleteFrom('submission_attempts').where('at', '<', iso(now - retention.rateLimitMinutes * 60_000)).execute();
      const result = await db.deleteFrom('leads').where('created_at', '<', iso(now - retention.leadDays * dayMs)).executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /**
     * An erasure request (Art. 17 GDPR): deletes every lead sent from this address, whatever its case. Says how
     * many leads.
     */
    async erase(email: string): Promise<number> {
      const address = email.trim().toLowerCase();
      const result = await db.deleteFrom('leads').where((eb) => eb(eb.fn('lower', ['email']), '=', address)).executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /**
     * Counts one submission of a visitor against the limit all servers on this database share; returns 0 when
     * allowed, else the milliseconds until the next one would be. The visitor is kept as a keyed hash, and one
     * visitor's attempts are counted one at a time, so two servers together cannot let an eleventh through.
     */
    async takeAttempt(key: string, now: number, { limit, windowMs }: RateLimit): Promise<number> {
      const visitor = await keyedHash(key);
      const id = randomUUID();
      return db.transaction().execute(async (trx) => {
        if (dialect === 'postgres') await sql`select pg_advisory_xact_lock(hashtext(${visitor}))`.execute(trx);
        // Written first: on SQLite that takes the write lock at once, so another server's count waits for this one.
        await trx.insertInto('submission_attempts').values({ id, visitor, at: iso(now) }).execute();
        const recent = await trx
          .selectFrom('submission_attempts')
          .select('at')
          .where('visitor', '=', visitor)
          .where('at', '>', iso(now - windowMs))
          .orderBy('at')
          .execute();
        if (recent.length <= limit) return 0;
        await trx.deleteFrom('submission_attempts').where('id', '=', id).execute();
        return windowMs - (now - Date.parse(recent[0]!.at));
      });
    },

    /**
     * Takes one of the estimate copies visitors may be sent: none when this address had one in the last day, or
     * when `perDay` copies have gone out in the last day. The address is kept as a keyed hash only.
     */
    async takeEstimateCopy(email: string, now: number, perDay: number): Promise<CopyWithheld | undefined> {
      const recipient = await keyedHash(email.trim().toLowerCase());
      const dayAgo = iso(now - dayMs);
      const { sent } = await db
        .selectFrom('estimate_copies')
        .select((eb) => eb.fn.countAll<number>().as('sent'))
        .where('sent_at', '>', dayAgo)
        .executeTakeFirstOrThrow();
      if (Number(sent) >= perDay) return 'dailyLimit';
      const taken = await db
        .insertInto('estimate_copies')
        .values({ recipient, sent_at: iso(now) })
        .onConflict((oc) => oc.column('recipient').doUpdateSet({ sent_at: iso(now) }).where('estimate_copies.sent_at', '<=', dayAgo))
        .returning('recipient')
        .executeTakeFirst();
      return taken ? undefined : 'recipientLimit';
    },

    /** Rewrites the embedded database so that deleted data leaves no trace in its files (PostgreSQL: nothing to do). */
    async compact() {
      if (dialect !== 'sqlite') return;
      await sql`VACUUM`.execute(db);
      await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(db);
    },

    /** Makes every undelivered lead due now (an operator asked for delivery), unless another run holds it. */
    async makePendingDue(now = Date.now()) {
      await db.updateTable('leads').set({ next_attempt_at: iso(now) }).where('status', '=', 'pending').execute();
    },

    /** When the oldest undelivered lead was received (undefined: none waits), for the health check. */
    async oldestPendingSince(): Promise<Date | undefined> {
      const row = await db.selectFrom('leads').select((eb) => eb.fn.min('created_at').as('since')).where('status', '=', 'pending').executeTakeFirst();
      return row?.since ? new Date(row.since) : undefined;
    },

    /** Every lead, oldest first, without attachment bytes. */
    async list(filter: { status?: Lead['status'] } = {}): Promise<Lead[]> {
      let query = db.selectFrom('leads').select(listedColumns).orderBy('created_at');
      if (filter.status) query = query.where('status', '=', filter.status);
      const rows = await query.execute();
      return rows.map((row) => toLead({ ...row, attachment: null, claim_token: null, copy_withheld: null }));
    },

    /** How many bytes the stored CVs take together, for the bound on them. */
    async storedCvBytes(): Promise<number> {
      const size = dialect === 'sqlite' ? sql<number>`length(attachment)` : sql<number>`octet_length(attachment)`;
      const row = await db.selectFrom('leads').select((eb) => eb.fn.sum<number | string | null>(size).as('bytes')).executeTakeFirst();
      return Number(row?.bytes ?? 0);
    },

    close: () => db.destroy(),
  };
}

function toLead(row: Selectable<LeadTable>): Lead {
  // Cleaned again as it is read: the column holds only what was cleaned on intake, and a lead never fails on it.
  const attribution = parseAttribution(row.attribution);
  return {
    id: row.id,
    kind: row.kind as FormKind,
    createdAt: row.created_at,
    locale: row.locale,
    page: row.page,
    name: row.name,
    email: row.email,
    fields: JSON.parse(row.fields) as Record<string, string>,
    ...(row.attachment_name && { attachmentName: row.attachment_name }),
    ...(row.attachment && { attachment: Buffer.from(row.attachment) }),
    status: row.status,
    attempts: Number(row.attempts),
    nextAttemptAt: row.next_attempt_at,
    ...(row.delivered_at && { deliveredAt: row.delivered_at }),
    ...(row.copy_sent_at && { copySentAt: row.copy_sent_at }),
    ...(row.last_error && { lastError: row.last_error }),
    ...(row.copy_withheld && { copyWithheld: row.copy_withheld as CopyWithheld }),
    ...(attribution && { attribution }),
    refusals: Number(row.refusals ?? 0),
    ...(row.claim_token && { claim: row.claim_token }),
  };
}
