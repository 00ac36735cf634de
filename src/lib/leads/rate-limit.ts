/**
 * A per-address limit on submissions: at most `limit` in any `windowMs`. Kept in memory, so with several
 * servers each one counts its own share. The map is bounded; the oldest addresses are forgotten first.
 */
export interface RateLimiter {
  /** Counts one attempt; returns 0 when allowed, else the milliseconds until the next one would be. */
  take(key: string, now: number): number;
}

export function createRateLimiter({ limit, windowMs, maxKeys = 10_000 }: { limit: number; windowMs: number; maxKeys?: number }): RateLimiter {
  const attempts = new Map<string, number[]>();
  return {
    take(key, now) {
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
  };
}
