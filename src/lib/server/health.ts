/**
 * Whether this server can take leads, for `GET /api/health` (a load balancer's or a monitor's check): its lead
 * database is open and migrated, and it is not shutting down. The answer also says how long the oldest lead has
 * waited for delivery and whether that is too long, which a monitor alerts on (a mail server refusing the site, say):
 * stuck delivery leaves the status ok, since the server still takes leads and a load balancer must keep sending it
 * visitors.
 */
import 'server-only';
import { DatabaseNewerThanBuildError } from '../leads/migrations';
import { isStuck } from '../leads/stuck-leads';
import { processWide } from './process-wide.mjs';

export interface Health {
  status: 'ok' | 'unavailable';
  /** Seconds since the oldest undelivered lead was received; null when none waits. */
  oldestUndeliveredLeadAgeSeconds: number | null;
  /** `stuck`: that lead has waited longer than LEADS_STUCK_AFTER_MINUTES; `off`: no mail server is configured. */
  leadDelivery?: 'ok' | 'stuck' | 'off';
  reason?: string;
}

/** How this server delivers leads: whether it mails them at all, and after how long a waiting lead counts as stuck. */
export interface DeliveryWatch {
  mailing: boolean;
  stuckAfterMs: number;
}

// Set by the start-up code (instrumentation), read by the route: one flag per process.
const state = processWide('health', () => ({ shuttingDown: false }));

/** From a stop signal on, the server answers its health check with 503, so that no new traffic is sent its way. */
export function markShuttingDown() {
  state.shuttingDown = true;
}

/** Checks the lead store (`oldestPendingSince` opens and migrates it on first use); never throws. */
export async function checkHealth(
  store: () => Promise<{ oldestPendingSince(): Promise<Date | undefined> }>,
  delivery: DeliveryWatch,
  now = Date.now(),
): Promise<Health> {
  if (state.shuttingDown) return { status: 'unavailable', oldestUndeliveredLeadAgeSeconds: null, reason: 'shutting down' };
  try {
    const since = await (await store()).oldestPendingSince();
    const leadDelivery = !delivery.mailing ? 'off' : isStuck(since, now, delivery.stuckAfterMs) ? 'stuck' : 'ok';
    return { status: 'ok', oldestUndeliveredLeadAgeSeconds: since ? Math.max(0, Math.round((now - since.getTime()) / 1000)) : null, leadDelivery };
  } catch (error) {
    // Logged once at start, and a fact of the deployment rather than of this server's files: said as it is.
    // By name: each module graph of the server has its own copy of the class.
    if (error instanceof Error && error.name === DatabaseNewerThanBuildError.name) return { status: 'unavailable', oldestUndeliveredLeadAgeSeconds: null, reason: 'lead database newer than this build' };
    // The log says why; the public answer does not.
    console.error(`Health check: the lead storage cannot be used: ${error instanceof Error ? error.message : String(error)}`);
    return { status: 'unavailable', oldestUndeliveredLeadAgeSeconds: null, reason: 'lead storage unavailable' };
  }
}
