import { describe, expect, it } from 'vitest';
import { isHeadingInSight } from './heading-in-sight';

const header = 68;
const viewport = 800;

describe('isHeadingInSight', () => {
  it('is true for a heading between the header and the bottom of the viewport', () => {
    expect(isHeadingInSight({ top: 68, bottom: 120 }, header, viewport)).toBe(true);
    expect(isHeadingInSight({ top: 300, bottom: 800 }, header, viewport)).toBe(true);
  });

  it('is false for a heading partly or wholly under the header', () => {
    expect(isHeadingInSight({ top: 20, bottom: 72 }, header, viewport)).toBe(false);
    expect(isHeadingInSight({ top: -200, bottom: -150 }, header, viewport)).toBe(false);
  });

  it('is false for a heading running past the bottom of the viewport', () => {
    expect(isHeadingInSight({ top: 780, bottom: 830 }, header, viewport)).toBe(false);
  });
});
