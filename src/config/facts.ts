/**
 * The figures the site states about the agency, in one typed place. Copy inserts them, formatted for each language
 * by `@/i18n/format`, and src/content/figures.test.ts fails when copy types a figure by hand where a fact exists.
 * Company details (address, register, reviews) are in `site.ts`, retention periods in `retention.ts`, the
 * calculator's rates in `pricing.ts`.
 */

/** The German statutory minimum wage (MiLoG), gross EUR per hour, with the day each rate takes effect. */
export const minimumWage = [
  { from: '2026-01-01', euroPerHour: 13.9 },
  { from: '2027-01-01', euroPerHour: 14.6 },
] as const;

export const codeCamp = {
  /** Gross EUR per month, on an employment contract from the first day. */
  monthlyPay: 2600,
  hoursPerWeek: 40,
  /** Paid days off over the whole programme. */
  holidayDays: 15,
} as const;

/** Weeks in an average month (52 ÷ 12), as German payroll counts monthly hours. */
export const weeksPerMonth = 13 / 3;
