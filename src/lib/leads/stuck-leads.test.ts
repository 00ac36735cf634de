import { describe, expect, it, vi } from 'vitest';
import { watchStuckLeads } from './stuck-leads';

const minute = 60_000;
const received = new Date('2026-11-28T09:00:00Z');

describe('the stuck-lead report', () => {
  it('fires once when the oldest undelivered lead passes the threshold, not on every run after that', () => {
    const report = vi.fn();
    const check = watchStuckLeads(15 * minute, report);
    // The delivery loop checks every 15 seconds; the clock is the loop's, given to each check.
    for (let now = received.getTime(); now < received.getTime() + 15 * minute; now += 15_000) check(received, now);
    expect(report).not.toHaveBeenCalled();
    for (let now = received.getTime() + 15 * minute; now < received.getTime() + 120 * minute; now += 15_000) check(received, now);
    expect(report).toHaveBeenCalledTimes(1);
    expect(report).toHaveBeenCalledWith('Leads are stuck: the oldest undelivered lead has waited 15 minutes for delivery (npm run leads -- status shows why).');
  });

  it('fires again for the next episode, once the backlog has cleared in between', () => {
    const report = vi.fn();
    const check = watchStuckLeads(15 * minute, report);
    check(received, received.getTime() + 20 * minute);
    check(undefined, received.getTime() + 21 * minute); // delivered: nothing waits
    const later = new Date(received.getTime() + 60 * minute);
    check(later, later.getTime() + 5 * minute);
    check(later, later.getTime() + 16 * minute);
    expect(report.mock.calls.map(([message]) => message)).toEqual([
      expect.stringContaining('waited 20 minutes'),
      expect.stringContaining('waited 16 minutes'),
    ]);
  });
});
