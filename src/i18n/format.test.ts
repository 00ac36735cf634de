import { describe, expect, it } from 'vitest';
import { typeset } from '@/common/typeset';
import { formatEuroRange, formatShare } from './format';

describe('typeset', () => {
  it('agrees with the formatter, so typed and formatted figures look alike', () => {
    expect(typeset('7.500–12.000 €')).toBe(formatEuroRange({ low: 7500, high: 12000 }, 'de'));
    expect(typeset('45 %')).toBe(formatShare(0.45, 'de'));
  });
});
