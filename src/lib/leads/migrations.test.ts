import { describe, expect, it } from 'vitest';
import { migrations } from './migrations';

describe('the lead database migrations', () => {
  it('are named in the order they were written: a database of an earlier release runs them in name order and refuses one that sorts before its last', () => {
    for (const dialect of ['sqlite', 'postgres'] as const) {
      const names = Object.keys(migrations(dialect));
      expect(names).toEqual([...names].sort());
    }
  });
});
