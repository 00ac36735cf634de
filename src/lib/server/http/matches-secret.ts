import 'server-only';
import { timingSafeEqual } from 'node:crypto';

/** Whether a request carries a shared secret (the publish webhook's header, a preview link's); compared in constant time. */
export function matchesSecret(received: string | null, secret: string): boolean {
  if (received === null) return false;
  const [a, b] = [Buffer.from(received), Buffer.from(secret)];
  return a.length === b.length && timingSafeEqual(a, b);
}
