import { timingSafeEqual } from 'node:crypto';

/** Whether a publish webhook carries the shared secret; compared in constant time. */
export function hasWebhookSecret(received: string | null, secret: string): boolean {
  if (received === null) return false;
  const [a, b] = [Buffer.from(received), Buffer.from(secret)];
  return a.length === b.length && timingSafeEqual(a, b);
}
