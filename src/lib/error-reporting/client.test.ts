import { expect, it } from 'vitest';
import { keptErrors, reportError } from './client';

it('keeps a bounded number of errors while reporting is off, the first ones', () => {
  for (let i = 0; i < 1000; i++) reportError(new Error(`error ${i}`));
  expect(keptErrors()).toHaveLength(20);
  expect((keptErrors()[0] as Error).message).toBe('error 0');
});
