import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { iconNames } from '@/content/sections';

const css = readFileSync(path.join(import.meta.dirname, 'Icon.module.css'), 'utf8');

describe('icons', () => {
  it.each(iconNames)('%s has its class with its drawing in the stylesheet', (name) => {
    const rule = new RegExp(`\\.${name}::before \\{\\n  mask-image: url\\('data:image/svg\\+xml,<svg [^']*viewBox="0 0 24 24"[^']*</svg>'\\);\\n\\}`);
    expect(css).toMatch(rule);
  });

  it('escapes what a data address may not hold as it is', () => {
    expect(css).not.toMatch(/data:[^']*#/);
  });
});
