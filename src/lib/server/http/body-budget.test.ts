import { expect, it } from 'vitest';
import { createBodyBudget } from './body-budget';

it('lends bytes up to its bound and takes each release once', () => {
  const budget = createBodyBudget(10);
  const first = budget.reserve(6)!;
  expect(budget.reserve(6)).toBeUndefined();
  const second = budget.reserve(4)!;
  first();
  first();
  expect(budget.reserve(7)).toBeUndefined();
  expect(budget.reserve(6)).toBeDefined();
  second();
});
