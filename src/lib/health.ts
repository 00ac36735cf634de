/**
 * Whether this server can take leads, for `GET /api/health` (a load balancer's or a monitor's check): its lead
 * database is open and migrated, and it is not shutting down. The answer also says how long the oldest lead has
 * waited for delivery, which a monitor can alert on (a mail server refusing the site, say).
 */
import { DatabaseNewerThanBuildError } from './leads/migrations';
import { processWide } from './process-wide.mjs';

export interface Health {
  status: 'ok' | 'unavailable';
  /** Seconds since the oldest undelivered lead was received; null when none waits. */
  oldestUndeliveredLeadAgeSeconds: number | null;
  reason?: string;
}

// Set by the start-up code (instrumentation), read by the route: one flag per process.
const state = processWide('health', () => ({ shuttingDown: false }));

/** From a stop signal on, the server answers its health check with 503, so that no new traffic is sent its way. */
export function markShuttingDown() {
  state.shuttingDown = true;
}

/** Checks the lead store (`oldestPendingSince` opens and migrates it on first use); never throws. */
export async function checkHealth(store: () => Promise<{ oldestPendingSince(): Promise<Date | undefined> }>, now = Date.now()): Promise<Health> {
  if (state.shuttingDown) return { status: 'unavailable', oldestUndeliveredLeadAgeSeconds: null, reason: 'shutting down' };
  try {
    const since = await (await store()).oldestPendingSince();
    return { status: 'ok', oldestUndeliveredLeadAgeSeconds: since ? Math.max(0, Math.round((now - since.getTime()) / 1000)) : null };
  } catch (error) {
    // Logged once at start, and a fact of the deployment rather than of this server's files: said as it is.
    // By name: each module graph of the server has its own copy of the class.
    if (error instanceof Error && error.name === DatabaseNewerThanBuildError.name) return { status: 'unavailable', oldestUndeliveredLeadAgeSeconds: null, reason: 'lead database newer than this build' };
    // The log says why; the public answer does not.
    console.error(`Health check: the lead storage cannot be used: ${error instanceof Error ? error.message : String(error)}`);
    return { status: 'unavailable', oldestUndeliveredLeadAgeSeconds: null, reason: 'lead storage unavailable' };
  }
}
