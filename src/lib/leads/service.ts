/**
 * The leads system as this server process runs it: one database connection, one rate limiter and one delivery
 * loop, configured from the environment. Route handlers and start-up code use these; tests build their own.
 */
import 'server-only';
import { retention } from '@/config/retention';
import { serverEnv } from '@/lib/env';
import { openDatabase } from './database';
import { deliverDueLeads, smtpMailer } from './delivery';
import { createRateLimiter, type RateLimiter } from './rate-limit';
import { createLeadStore, dayMs, type LeadStore } from './store';

const config = serverEnv.leads;
let opening: Promise<LeadStore> | undefined;

/** The lead store, opened (and migrated) on first use; a failed open is retried on the next call. */
export function leadStore(): Promise<LeadStore> {
  opening ??= openDatabase(config)
    .then(({ db, dialect }) => createLeadStore(db, dialect))
    .catch((error: unknown) => {
      opening = undefined;
      throw error;
    });
  return opening;
}

/** Ten submissions per address in ten minutes: more than a person needs, too few to flood the agency's inbox. */
const submissionLimit = { limit: 10, windowMs: retention.rateLimitMinutes * 60_000 };
/** Kept in memory on a single server; in PostgreSQL when several servers share it, so they count together. */
export const submissionLimiter: RateLimiter = config.databaseUrl
  ? { take: async (key, now) => (await leadStore()).takeAttempt(key, now, submissionLimit), sweep: () => undefined }
  : createRateLimiter(submissionLimit);

const mailer = config.smtpUrl ? smtpMailer(config.smtpUrl) : undefined;
const deliverySettings = { from: config.mailFrom, recipients: config.recipients, siteUrl: serverEnv.siteUrl };
let running: Promise<void> | undefined;

/** Sends every lead that is due now and says how it went; undefined when no mail server is configured. */
export async function deliverDue() {
  return mailer ? deliverDueLeads(await leadStore(), mailer, deliverySettings) : undefined;
}

let again = false;

/** Delivers due leads now; a call during a run makes that run go once more. Never throws. */
export function deliverPendingLeads(): Promise<void> {
  if (!mailer) return Promise.resolve();
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    do {
      again = false;
      try {
        await deliverDue();
      } catch (error) {
        console.error('Lead delivery run failed:', error instanceof Error ? error.message : error);
      }
    } while (again);
  })().finally(() => {
    running = undefined;
  });
  return running;
}

/**
 * Keeps nothing longer than the privacy policy says: every minute, the rate limit forgets addresses whose window
 * has passed (even when nobody submits) and expired form results and leads are deleted; once a day the embedded
 * database is rewritten, so that nothing deleted lingers in its files.
 */
export function startRetentionLoop(intervalMs = 60_000) {
  let compactedAt = 0;
  const purge = async () => {
    submissionLimiter.sweep(Date.now());
    try {
      const store = await leadStore();
      await store.deleteExpired();
      if (Date.now() - compactedAt >= dayMs) {
        compactedAt = Date.now();
        await store.compact();
      }
    } catch (error) {
      console.error('Deleting expired leads failed:', error instanceof Error ? error.message : error);
    }
  };
  void purge();
  setInterval(() => void purge(), intervalMs).unref();
}

/** Retries what is due every 15 seconds, starting now (so a restart picks up what was left). */
export function startDeliveryLoop(intervalMs = 15_000) {
  if (!mailer) return;
  void deliverPendingLeads();
  setInterval(() => void deliverPendingLeads(), intervalMs).unref();
}
