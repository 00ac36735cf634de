import { describe, expect, it } from 'vitest';
import { matchesSecret } from './matches-secret';

describe('matchesSecret', () => {
  const secret = 'publish-secret-0123456789';
  it('accepts exactly the shared secret', () => {
    expect(matchesSecret(secret, secret)).toBe(true);
    expect(matchesSecret(null, secret)).toBe(false);
    expect(matchesSecret('', secret)).toBe(false);
    expect(matchesSecret(`${secret}x`, secret)).toBe(false);
    expect(matchesSecret(secret.toUpperCase(), secret)).toBe(false);
  });
});
