/**
 * A per-address limit on submissions: at most `limit` in any `windowMs`. This one is kept in memory, for a single
 * server; several servers share the database's (LeadStore.takeAttempt). An address is forgotten once its window has passed (the privacy
 * policy says so), and the map is bounded: beyond `maxKeys` the least recently seen address goes first.
 */
export interface RateLimiter {
  /** Counts one attempt; returns 0 when allowed, else the milliseconds until the next one would be. */
  take(key: string, now: number): number | Promise<number>;
  /** Forgets the addresses whose window has passed. */
  sweep(now: number): void;
}

export interface RateLimit {
  limit: number;
  windowMs: number;
}

export function createRateLimiter({ limit, windowMs, maxKeys = 10_000 }: RateLimit & { maxKeys?: number }): RateLimiter & { size(): number } {
  const attempts = new Map<string, number[]>();
  const sweep = (now: number) => {
    // Least recently seen first: forget addresses whose last attempt is out of the window, up to the first that is not.
    for (const [seen, times] of attempts) {
      if (now - times.at(-1)! < windowMs) break;
      attempts.delete(seen);
    }
  };
  return {
    take(key, now) {
      sweep(now);
      const recent = (attempts.get(key) ?? []).filter((time) => now - time < windowMs);
      attempts.delete(key); // re-inserted below, so the map's order is least recently seen first
      if (recent.length >= limit) {
        attempts.set(key, recent);
        return windowMs - (now - recent[0]!);
      }
      recent.push(now);
      attempts.set(key, recent);
      if (attempts.size > maxKeys) attempts.delete(attempts.keys().next().value!);
      return 0;
    },
    sweep,
    size: () => attempts.size,
  };
}
