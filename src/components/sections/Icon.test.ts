import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { iconNames } from '@/content/sections';

const dir = import.meta.dirname;
const css = readFileSync(path.join(dir, 'Icon.module.css'), 'utf8');

describe('icons', () => {
  it.each(iconNames)('%s has its drawing and its class', (name) => {
    expect(existsSync(path.join(dir, 'icons', `${name}.svg`))).toBe(true);
    expect(css).toContain(`.${name}::before {\n  mask-image: url(./icons/${name}.svg);\n}`);
  });
});
