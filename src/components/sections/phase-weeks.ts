import type { Step } from '@/content/sections';

const inWeeks = /^(\d+)\s(?:weeks?|Wochen?)$/;

/** Each step's length in weeks, when every step states one ("4 weeks", "4 Wochen"); otherwise nothing to chart. */
export function phaseWeeks(steps: Step[]): number[] | undefined {
  const weeks = steps.map((step) => Number(inWeeks.exec(step.duration ?? '')?.[1] ?? Number.NaN));
  return steps.length >= 2 && weeks.every((value) => value > 0) ? weeks : undefined;
}
