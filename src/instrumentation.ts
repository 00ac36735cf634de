// Runs once when the server starts: a missing or invalid variable stops the start with a clear message.
export async function register() {
  const { serverEnv } = await import('./lib/env');
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { startServerErrorReporting } = await import('./lib/error-reporting/server');
    await startServerErrorReporting(serverEnv.sentryDsn);
    // Leads left undelivered (mail server down, a restart) are retried from the moment the server runs.
    if (process.env.NEXT_PHASE !== 'phase-production-build') {
      const { startDeliveryLoop } = await import('./lib/leads/service');
      startDeliveryLoop();
    }
  }
}
