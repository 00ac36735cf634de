import 'server-only';
import { connectionAddressHeader } from '../geo/resolve-country';
import { markShuttingDown } from './health';

/** Start-up of the Node.js server: refuse to run half-configured, then start error reporting, lead delivery and retention. */
export async function runServerStartup() {
  let env: typeof import('./env').serverEnv;
  try {
    env = (await import('./env')).serverEnv;
  } catch (error) {
    // A server that starts anyway would answer every page with an error; stop here with the reason instead.
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  if (env.geo.clientIpHeader === connectionAddressHeader) await stampConnectionAddress();
  const { startServerErrorReporting } = await import('./error-reporting');
  await startServerErrorReporting(env.sentryDsn);
  // Leads left undelivered (mail server down, a restart) are retried from the moment the server runs;
  // delivered ones are deleted when their retention period ends.
  if (process.env.NEXT_PHASE !== 'phase-production-build') {
    const { startDeliveryLoop, startRetentionLoop } = await import('../leads/service');
    startDeliveryLoop();
    startRetentionLoop();
  }
  // From a stop signal on, the health check says this server is going away (Next.js finishes what is under way).
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, markShuttingDown);
}

/**
 * With CLIENT_IP_HEADER=socket (visitors connect to this server directly), every request carries the address of
 * the connection's other end under `connectionAddressHeader`, written by Node's HTTP server before Next.js sees the
 * request, over whatever a client sent under that name: nobody can choose it. Node publishes each request on this
 * channel before handing it to the server's handler.
 */
async function stampConnectionAddress() {
  const { subscribe } = await import('node:diagnostics_channel');
  subscribe('http.server.request.start', (message) => {
    const { request, socket } = message as { request: import('node:http').IncomingMessage; socket: import('node:net').Socket };
    request.headers[connectionAddressHeader] = socket.remoteAddress ?? '';
  });
}
