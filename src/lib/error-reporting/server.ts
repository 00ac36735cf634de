/** Error reporting on the server: only in production and only with a DSN; no personal data. */
export async function startServerErrorReporting(dsn: string | undefined) {
  if (!dsn) return;
  const Sentry = await import('@sentry/nextjs');
  // sendDefaultPii stays off (its default): no IP addresses, cookies or user data are sent.
  Sentry.init({ dsn, tracesSampleRate: 1 });
}
