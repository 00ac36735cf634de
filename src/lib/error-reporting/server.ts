import { scrubbing } from './scrub';

/** Error reporting on the server: only in production and only with a DSN; no personal data. */
export async function startServerErrorReporting(dsn: string | undefined) {
  if (!dsn) return;
  const Sentry = await import('@sentry/nextjs');
  // No IP addresses, cookies, headers or user data are sent: the SDK's option stays off and every report is scrubbed.
  Sentry.init({ dsn, tracesSampleRate: 1, ...scrubbing });
}
