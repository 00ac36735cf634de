import { describe, expect, it } from 'vitest';
import { isNotification } from './notify';

describe('isNotification', () => {
  it('accepts a message with a known severity', () => {
    expect(isNotification({ message: 'Thanks, we will reply within a day.', severity: 'success' })).toBe(true);
    expect(isNotification({ message: 'Senden fehlgeschlagen', severity: 'error' })).toBe(true);
    expect(isNotification({ message: 'Bitte prüfen Sie die markierten Felder.', severity: 'error', source: 'r1' })).toBe(true);
  });

  it.each([
    ['nothing', undefined],
    ['a string', 'Saved'],
    ['an empty message', { message: '  ', severity: 'success' }],
    ['an unknown severity', { message: 'Saved', severity: 'info' }],
    ['a non-text message', { message: 42, severity: 'error' }],
    ['a non-text source', { message: 'Saved', severity: 'success', source: 7 }],
  ])('rejects %s', (_, value) => {
    expect(isNotification(value)).toBe(false);
  });
});
