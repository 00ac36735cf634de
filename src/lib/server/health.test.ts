import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkHealth, markShuttingDown } from './health';
import { DatabaseNewerThanBuildError } from '../leads/migrations';

const now = Date.parse('2026-11-27T12:00:00Z');
const storeWith = (since: Date | undefined) => async () => ({ oldestPendingSince: async () => since });
const mailing = { mailing: true, stuckAfterMs: 15 * 60_000 };

describe('the health check', () => {
  afterEach(() => {
    (globalThis as { [key: symbol]: { shuttingDown: boolean } })[Symbol.for('kovalent.health')]!.shuttingDown = false;
    vi.restoreAllMocks();
  });

  it('is ok with no lead waiting', async () => {
    expect(await checkHealth(storeWith(undefined), mailing, now)).toEqual({ status: 'ok', oldestUndeliveredLeadAgeSeconds: null, leadDelivery: 'ok' });
  });

  it('says how long the oldest undelivered lead has waited', async () => {
    const health = await checkHealth(storeWith(new Date(now - 10 * 60_000)), mailing, now);
    expect(health).toEqual({ status: 'ok', oldestUndeliveredLeadAgeSeconds: 600, leadDelivery: 'ok' });
  });

  it('says delivery is stuck once that lead has waited past the threshold, and stays ok for the load balancer', async () => {
    const health = await checkHealth(storeWith(new Date(now - 90 * 60_000)), mailing, now);
    expect(health).toEqual({ status: 'ok', oldestUndeliveredLeadAgeSeconds: 5400, leadDelivery: 'stuck' });
  });

  it('says delivery is off when no mail server is configured', async () => {
    const health = await checkHealth(storeWith(new Date(now - 90 * 60_000)), { ...mailing, mailing: false }, now);
    expect(health).toMatchObject({ status: 'ok', leadDelivery: 'off' });
  });

  it('is unavailable when the lead storage cannot be opened, and logs why without saying it publicly', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const health = await checkHealth(async () => {
      throw new Error('SQLITE_CANTOPEN: /var/lib/site/leads.sqlite');
    }, mailing, now);
    expect(health.status).toBe('unavailable');
    expect(JSON.stringify(health)).not.toContain('/var/lib');
    expect(log.mock.calls[0]![0]).toContain('SQLITE_CANTOPEN');
  });

  it('says when the lead database was upgraded by a newer release, without logging it again', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const health = await checkHealth(async () => {
      throw new DatabaseNewerThanBuildError(['2027-01-01-new-column']);
    }, mailing, now);
    expect(health).toMatchObject({ status: 'unavailable', reason: 'lead database newer than this build' });
    expect(log).not.toHaveBeenCalled();
  });

  it('is unavailable from the stop signal on, so that no new traffic is sent here', async () => {
    markShuttingDown();
    expect(await checkHealth(storeWith(undefined), mailing, now)).toMatchObject({ status: 'unavailable', reason: 'shutting down' });
  });
});
