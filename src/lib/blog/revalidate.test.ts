import { describe, expect, it } from 'vitest';
import { hasWebhookSecret } from './revalidate';

describe('hasWebhookSecret', () => {
  const secret = 'publish-secret-0123456789';
  it('accepts exactly the shared secret', () => {
    expect(hasWebhookSecret(secret, secret)).toBe(true);
    expect(hasWebhookSecret(null, secret)).toBe(false);
    expect(hasWebhookSecret('', secret)).toBe(false);
    expect(hasWebhookSecret(`${secret}x`, secret)).toBe(false);
    expect(hasWebhookSecret(secret.toUpperCase(), secret)).toBe(false);
  });
});
