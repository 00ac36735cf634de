/** Start-up of the Node.js server: refuse to run half-configured, then start error reporting and lead delivery. */
export async function startServer() {
  let env: typeof import('./env').serverEnv;
  try {
    env = (await import('./env')).serverEnv;
  } catch (error) {
    // A server that starts anyway would answer every page with an error; stop here with the reason instead.
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  const { startServerErrorReporting } = await import('./error-reporting/server');
  await startServerErrorReporting(env.sentryDsn);
  // Leads left undelivered (mail server down, a restart) are retried from the moment the server runs.
  if (process.env.NEXT_PHASE !== 'phase-production-build') {
    const { startDeliveryLoop } = await import('./leads/service');
    startDeliveryLoop();
  }
}
