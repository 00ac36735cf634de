import { describe, expect, it } from 'vitest';
import de from '../../messages/de.json';
import en from '../../messages/en.json';

function keyPaths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keyPaths(child, prefix ? `${prefix}.${key}` : key));
}

describe('UI messages', () => {
  it('have the same keys in English and German', () => {
    expect(keyPaths(de).sort()).toEqual(keyPaths(en).sort());
  });

  it('have no empty strings', () => {
    for (const messages of [en, de]) expect(JSON.stringify(messages)).not.toMatch(/:""/);
  });
});
