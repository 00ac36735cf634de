/**
 * The leads system as this server process runs it: one database connection, one rate limiter and one delivery
 * loop, configured from the environment. Route handlers and start-up code use these; tests build their own.
 */
import 'server-only';
import { retention } from '@/config/retention';
import { serverEnv, type LeadsConfig } from '@/lib/server/env';
import { reportServerProblem } from '@/lib/server/error-reporting';
import { processWide } from '@/lib/server/process-wide.mjs';
import { openDatabase } from './database';
import { deliverDueLeads, smtpMailer } from './delivery';
import { DatabaseNewerThanBuildError } from './migrations';
import { createRateLimiter, type RateLimiter } from './rate-limit';
import { watchStuckLeads } from './stuck-leads';
import { createLeadStore, dayMs, type LeadStore } from './store';

/** Logs a failed background run, unless it failed on a database newer than this build, which is reported once. */
function logLoopFailure(what: string, error: unknown) {
  if (error instanceof DatabaseNewerThanBuildError) return;
  console.error(`${what}:`, error instanceof Error ? error.message : error);
}

/** Ten submissions per address in ten minutes: more than a person needs, too few to flood the agency's inbox. */
const submissionLimit = { limit: 10, windowMs: retention.rateLimitMinutes * 60_000 };

function createLeadService(config: LeadsConfig, siteUrl: string) {
  let opening: Promise<LeadStore> | undefined;
  let newerDatabaseReported = false;

  /**
   * The lead store, opened (and migrated) on first use; a failed open is retried on the next call. A database that
   * a newer release has upgraded is reported once, in one line saying what to do (the retention loop opens the
   * store as the server starts, so that is at start); the loops then stay quiet about it.
   */
  function leadStore(): Promise<LeadStore> {
    opening ??= openDatabase(config)
      .then(({ db, dialect }) => createLeadStore(db, dialect))
      .catch((error: unknown) => {
        opening = undefined;
        if (error instanceof DatabaseNewerThanBuildError && !newerDatabaseReported) {
          newerDatabaseReported = true;
          console.error(error.message);
        }
        throw error;
      });
    return opening;
  }

  /** Kept in memory on a single server; in PostgreSQL when several servers share it, so they count together. */
  const submissionLimiter: RateLimiter = config.databaseUrl
    ? { take: async (key, now) => (await leadStore()).takeAttempt(key, now, submissionLimit), sweep: () => undefined }
    : createRateLimiter(submissionLimit);

  const mailer = config.smtpUrl ? smtpMailer(config.smtpUrl) : undefined;
  const deliverySettings = { from: config.mailFrom, recipients: config.recipients, siteUrl };
  const stuckAfterMs = config.stuckAfterMinutes * 60_000;
  const stuckLeads = watchStuckLeads(stuckAfterMs, (message) => {
    console.error(message);
    void reportServerProblem(message);
  });
  let running: Promise<void> | undefined;
  let again = false;

  /** Sends every lead that is due now and says how it went; undefined when no mail server is configured. */
  async function deliverDue() {
    return mailer ? deliverDueLeads(await leadStore(), mailer, deliverySettings) : undefined;
  }

  /** Delivers due leads now; a call during a run makes that run go once more. Never throws. */
  function deliverPendingLeads(): Promise<void> {
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
  function startRetentionLoop(intervalMs = 60_000) {
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

  /**
   * Retries what is due every 15 seconds, starting now (so a restart picks up what was left), and after each run
   * says once when the oldest undelivered lead has waited longer than LEADS_STUCK_AFTER_MINUTES.
   */
  function startDeliveryLoop(intervalMs = 15_000) {
    if (!mailer) return;
    const run = async () => {
      await deliverPendingLeads();
      try {
        stuckLeads(await (await leadStore()).oldestPendingSince(), Date.now());
      } catch (error) {
        logLoopFailure('Checking for undelivered leads failed', error);
      }
    };
    void run();
    setInterval(() => void run(), intervalMs).unref();
  }

  return {
    leadStore,
    submissionLimiter,
    deliverDue,
    deliverPendingLeads,
    startRetentionLoop,
    startDeliveryLoop,
    /** What the health check needs to tell a waiting lead from a stuck one. */
    delivery: { mailing: mailer !== undefined, stuckAfterMs },
  };
}

/**
 * One per process, not per module: Next.js gives the start-up code and each route a copy of this module of their
 * own, which would each open a database connection and keep a rate limiter (the retention loop sweeping one the
 * routes never use).
 */
const service = processWide('leads.service', () => createLeadService(serverEnv.leads, serverEnv.siteUrl));

export const { leadStore, submissionLimiter, deliverDue, deliverPendingLeads, startRetentionLoop, startDeliveryLoop, delivery } = service;
