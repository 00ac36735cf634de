import { describe, expect, it } from 'vitest';
import { codeCamp, dayRate, mvpLauncher, personMonth, team } from './facts';

/** The German statutory minimum wage (MiLoG), gross EUR per hour, with the day each rate takes effect. */
const minimumWage = [
  { from: '2026-01-01', euroPerHour: 13.9 },
  { from: '2027-01-01', euroPerHour: 14.6 },
] as const;
/** Weeks in an average month (52 ÷ 12), as German payroll counts monthly hours. */
const weeksPerMonth = 52 / 12;

describe('Code Camp pay', () => {
  it('is at least the statutory minimum wage for the hours stated, now and at every announced rise', () => {
    const perHour = codeCamp.monthlyPay / (codeCamp.hoursPerWeek * weeksPerMonth);
    for (const { from, euroPerHour } of minimumWage) expect(perHour, `from ${from}`).toBeGreaterThanOrEqual(euroPerHour);
  });
});

describe('Code Camp in numbers', () => {
  it('has no more graduates than finished cohorts had places, and hired no more than graduated', () => {
    // A cohort starts every six months from the first one and finishes six months later.
    const [year, month] = codeCamp.firstCohort.split('-').map(Number) as [number, number];
    const now = new Date();
    const monthsSinceFirst = (now.getUTCFullYear() - year) * 12 + now.getUTCMonth() + 1 - month;
    const finished = Math.max(0, Math.floor(monthsSinceFirst / 6));
    expect(codeCamp.graduates).toBeLessThanOrEqual(finished * codeCamp.cohortSize);
    expect(codeCamp.hires).toBeLessThanOrEqual(codeCamp.graduates);
    // Hired trainees are engineers today, and not most of them: the agency hires experienced people too.
    expect(codeCamp.hires).toBeLessThan(team.engineering / 2);
  });
});

describe('prices', () => {
  it('the MVP Launcher fits its fixed price at the day rate: its largest team for all its weeks costs no more than the band', () => {
    const workingDays = mvpLauncher.weeks * 5;
    expect(mvpLauncher.maxTeam * workingDays * dayRate).toBeLessThanOrEqual(mvpLauncher.price.high);
  });

  it('the day rate lies within the person-month band', () => {
    const monthly = dayRate * 5 * weeksPerMonth;
    expect(monthly).toBeGreaterThanOrEqual(personMonth.low);
    expect(monthly).toBeLessThanOrEqual(personMonth.high);
  });
});
