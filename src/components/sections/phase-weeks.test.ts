import { describe, expect, it } from 'vitest';
import { phaseWeeks } from './phase-weeks';

const step = (duration?: string) => ({ title: 'A phase', text: 'What happens in it.', duration });

describe('phaseWeeks', () => {
  it('reads every phase in weeks, in both languages and with a non-breaking space', () => {
    expect(phaseWeeks([step('4 weeks'), step('8\u00a0weeks'), step('1 week')])).toEqual([4, 8, 1]);
    expect(phaseWeeks([step('4 Wochen'), step('12\u00a0Wochen')])).toEqual([4, 12]);
  });

  it('charts nothing when a phase has no length in weeks', () => {
    expect(phaseWeeks([step('4 weeks'), step('Week 3–6')])).toBeUndefined();
    expect(phaseWeeks([step('4 weeks'), step()])).toBeUndefined();
    expect(phaseWeeks([step('1–2 weeks'), step('4 weeks')])).toBeUndefined();
    expect(phaseWeeks([step('4 weeks')])).toBeUndefined();
  });
});
