import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './rate-limit';

describe('the submission rate limit', () => {
  it('allows the limit within the window, then says how long to wait', () => {
    const limiter = createRateLimiter({ limit: 3, windowMs: 60_000 });
    expect([0, 1000, 2000].map((t) => limiter.take('203.0.113.7', t))).toEqual([0, 0, 0]);
    expect(limiter.take('203.0.113.7', 3000)).toBe(57_000);
  });

  it('counts every address on its own', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000 });
    expect(limiter.take('203.0.113.7', 0)).toBe(0);
    expect(limiter.take('2001:db8::1', 0)).toBe(0);
    expect(limiter.take('203.0.113.7', 1)).toBeGreaterThan(0);
  });

  it('slides: an attempt leaves the count once it is a window old', () => {
    const limiter = createRateLimiter({ limit: 2, windowMs: 10_000 });
    limiter.take('a', 0);
    limiter.take('a', 5000);
    expect(limiter.take('a', 9999)).toBe(1);
    expect(limiter.take('a', 10_000)).toBe(0);
    expect(limiter.take('a', 10_001)).toBe(4999);
  });

  it('refused attempts do not extend the wait', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 10_000 });
    limiter.take('a', 0);
    for (let t = 1; t < 10; t++) limiter.take('a', t * 1000);
    expect(limiter.take('a', 10_000)).toBe(0);
  });

  it('forgets an address once its window has passed', () => {
    const limiter = createRateLimiter({ limit: 2, windowMs: 1000 });
    limiter.take('a', 0);
    limiter.take('b', 500);
    expect(limiter.size()).toBe(2);
    limiter.take('c', 1200);
    expect(limiter.size()).toBe(2);
    limiter.take('c', 1600);
    expect(limiter.size()).toBe(1);
    limiter.sweep(2600);
    expect(limiter.size()).toBe(0);
  });

  it('forgets the least recently seen address when full', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000, maxKeys: 2 });
    limiter.take('a', 0);
    limiter.take('b', 0);
    limiter.take('c', 0);
    expect(limiter.take('a', 1)).toBe(0);
    expect(limiter.take('c', 1)).toBeGreaterThan(0);
  });
});
