/** Start-up of the Node.js server: refuse to run half-configured, then start error reporting, lead delivery and retention. */
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
  // Leads left undelivered (mail server down, a restart) are retried from the moment the server runs;
  // delivered ones are deleted when their retention period ends.
  if (process.env.NEXT_PHASE !== 'phase-production-build') {
    const { startDeliveryLoop, startRetentionLoop } = await import('./leads/service');
    startDeliveryLoop();
    startRetentionLoop();
  }
}
