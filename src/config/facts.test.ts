import { describe, expect, it } from 'vitest';
import { codeCamp, minimumWage, weeksPerMonth } from './facts';

describe('Code Camp pay', () => {
  it('is at least the statutory minimum wage for the hours stated, now and at every announced rise', () => {
    const perHour = codeCamp.monthlyPay / (codeCamp.hoursPerWeek * weeksPerMonth);
    for (const { from, euroPerHour } of minimumWage) expect(perHour, `from ${from}`).toBeGreaterThanOrEqual(euroPerHour);
  });
});
