/**
 * Error reporting in the browser: loaded on demand, only when a DSN is configured (production only),
 * so a site without it carries none of its weight. Errors raised before it is ready are kept and sent once it is.
 */

import { scrubbing } from '../error-reporting/scrub';

type Sentry = typeof import('@sentry/nextjs');

let sentry: Sentry | undefined;
const pending: unknown[] = [];
/** Without a DSN nothing ever sends the kept errors: a page left open for days must not fill memory with them. */
const maxPending = 20;

export async function startErrorReporting(dsn: string) {
  if (sentry) return;
  sentry = await import('@sentry/nextjs');
  // No personal data (IP address, cookies, user): the SDK's option stays off, every report is scrubbed, and only
  // errors are sent (see `scrubbing`).
  sentry.init({ dsn, ...scrubbing });
  for (const error of pending.splice(0)) sentry.captureException(error);
}

/** Keeps the error and reports it when error reporting runs. */
export function reportError(error: unknown) {
  if (sentry) sentry.captureException(error);
  else if (pending.length < maxPending) pending.push(error);
}
