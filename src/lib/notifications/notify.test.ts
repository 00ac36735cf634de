import { describe, expect, it } from 'vitest';
import { isNotification } from './notify';

describe('isNotification', () => {
  it('accepts a message with a known severity', () => {
    expect(isNotification({ message: 'Thanks, we will reply within a day.', severity: 'success' })).toBe(true);
    expect(isNotification({ message: 'Senden fehlgeschlagen', severity: 'error' })).toBe(true);
  });

  it.each([
    ['nothing', undefined],
    ['a string', 'Saved'],
    ['an empty message', { message: '  ', severity: 'success' }],
    ['an unknown severity', { message: 'Saved', severity: 'info' }],
    ['a non-text message', { message: 42, severity: 'error' }],
  ])('rejects %s', (_, value) => {
    expect(isNotification(value)).toBe(false);
  });
});
