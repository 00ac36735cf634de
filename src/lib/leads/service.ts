/**
 * The leads system as this server process runs it: one database connection, one rate limiter and one delivery
 * loop, configured from the environment. Route handlers and start-up code use these; tests build their own.
 */
import 'server-only';
import { retention } from '@/config/retention';
import { serverEnv } from '@/lib/env';
import { openDatabase } from './database';
import { deliverDueLeads, smtpMailer } from './delivery';
import { DatabaseNewerThanBuildError } from './migrations';
import { createRateLimiter, type RateLimiter } from './rate-limit';
import { createLeadStore, dayMs, type LeadStore } from './store';
import { processWide } from '@/lib/process-wide.mjs';

const config = serverEnv.leads;
let opening: Promise<LeadStore> | undefined;
/** On the process, not the module (each route has its own copy of it): the line is meant once per server. */
const newerDatabase = processWide('leads.newer-database', () => ({ reported: false }));

/**
 * The lead store, opened (and migrated) on first use; a failed open is retried on the next call. A database that a
 * newer release has upgraded is reported once, in one line saying what to do (the retention loop opens the store
 * as the server starts, so that is at start); the loops then stay quiet about it.
 */
export function leadStore(): Promise<LeadStore> {
  opening ??= openDatabase(config)
    .then(({ db, dialect }) => createLeadStore(db, dialect))
    .catch((error: unknown) => {
      opening = undefined;
      if (error instanceof DatabaseNewerThanBuildError && !newerDatabase.reported) {
        newerDatabase.reported = true;
        console.error(error.message);
      }
      throw error;
    });
  return opening;
}

/** Logs a failed background run, unless it failed on a database newer than this build, which is reported once. */
function logLoopFailure(what: string, error: unknown) {
  if (error instanceof DatabaseNewerThanBuildError) return;
  console.error(`${what}:`, error instanceof Error ? error.message : error);
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
        logLoopFailure('Lead delivery run failed', error);
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
      logLoopFailure('Deleting expired leads failed', error);
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
