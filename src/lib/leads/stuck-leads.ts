/**
 * When leads are stuck: the oldest undelivered lead has waited longer than a threshold (LEADS_STUCK_AFTER_MINUTES),
 * say because the mail server refuses the site's login. The delivery loop reports it, the health check shows it.
 */
import 'server-only';

export const isStuck = (oldestPendingSince: Date | undefined, now: number, afterMs: number): oldestPendingSince is Date =>
  oldestPendingSince !== undefined && now - oldestPendingSince.getTime() >= afterMs;

/** Reports stuck leads once per episode; the episode ends when no lead has waited that long any more. */
export function watchStuckLeads(afterMs: number, report: (message: string) => void) {
  let reported = false;
  return (oldestPendingSince: Date | undefined, now: number) => {
    const stuck = isStuck(oldestPendingSince, now, afterMs);
    if (stuck && !reported) {
      const minutes = Math.round((now - oldestPendingSince.getTime()) / 60_000);
      report(`Leads are stuck: the oldest undelivered lead has waited ${minutes} minutes for delivery (npm run leads -- status shows why).`);
    }
    reported = stuck;
  };
}
