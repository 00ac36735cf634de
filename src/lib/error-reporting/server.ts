import { processWide } from '@/lib/process-wide.mjs';
import { scrubbing } from './scrub';

/** Whether error reporting runs in this process: started once by the start-up code, used from every route's copy. */
const reporting = processWide('error-reporting.server', () => ({ started: false }));

/** Error reporting on the server: only in production and only with a DSN; no personal data. */
export async function startServerErrorReporting(dsn: string | undefined) {
  if (!dsn) return;
  const Sentry = await import('@sentry/nextjs');
  // No IP addresses, cookies, headers or user data are sent: the SDK's option stays off and every report is scrubbed.
  Sentry.init({ dsn, tracesSampleRate: 1, ...scrubbing });
  reporting.started = true;
}

/** Reports a problem the server noticed itself (nothing was thrown), when error reporting runs. */
export async function reportServerProblem(message: string) {
  if (!reporting.started) return;
  (await import('@sentry/nextjs')).captureMessage(message, 'error');
}
