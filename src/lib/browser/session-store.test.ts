import { describe, expect, it } from 'vitest';
import { readSessionItem, takeSessionItem, writeSessionItem } from './session-store';

const blocked = () => {
  throw new DOMException('The operation is insecure.', 'SecurityError');
};
/** Storage as a browser that blocks site data hands it out: every call throws. */
const blockedStorage = { getItem: blocked, setItem: blocked, removeItem: blocked } as unknown as Storage;

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  } as Storage;
}

describe('session store', () => {
  it('keeps a value, and takes it out once', () => {
    const storage = memoryStorage();
    expect(writeSessionItem('place', 'x', storage)).toBe(true);
    expect(readSessionItem('place', storage)).toBe('x');
    expect(takeSessionItem('place', storage)).toBe('x');
    expect(takeSessionItem('place', storage)).toBeNull();
  });

  it('does nothing, without throwing, where storage is blocked', () => {
    expect(writeSessionItem('place', 'x', blockedStorage)).toBe(false);
    expect(readSessionItem('place', blockedStorage)).toBeNull();
    expect(takeSessionItem('place', blockedStorage)).toBeNull();
  });

  it('does nothing where there is no storage at all (the server)', () => {
    expect(writeSessionItem('place', 'x')).toBe(false);
    expect(readSessionItem('place')).toBeNull();
  });
});
