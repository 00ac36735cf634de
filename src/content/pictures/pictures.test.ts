import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { locales } from '@/i18n/locales';
import { pictureFile, pictures, type PictureName } from '.';

const names = Object.keys(pictures) as PictureName[];
const root = 'public/pictures';

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(path.join(folder, entry.name)) : [path.join(folder, entry.name)],
  );
}

describe('pictures', () => {
  it.each(locales)('are written to public/pictures/%s as drawn now (run npm run pictures after a change)', (locale) => {
    for (const name of names) expect(readFileSync(path.join(root, locale, `${name}.svg`), 'utf8'), name).toBe(pictureFile(name, locale));
    expect(filesUnder(path.join(root, locale)).sort()).toEqual(names.map((name) => path.join(root, locale, `${name}.svg`)).sort());
  });

  it('say what they show in both languages, differently', () => {
    for (const name of names) {
      const { en, de } = pictures[name].alt;
      expect(en.length, name).toBeGreaterThan(20);
      expect(de.length, name).toBeGreaterThan(20);
      expect(de, name).not.toBe(en);
    }
  });

  it('stay small: at most 24 KB a file', () => {
    for (const name of names) for (const locale of locales) expect(Buffer.byteLength(pictureFile(name, locale)), `${locale}/${name}`).toBeLessThan(24 * 1024);
  });

  it('draw no text that is not escaped and no undefined value', () => {
    for (const name of names) {
      for (const locale of locales) {
        const file = pictureFile(name, locale);
        expect(file, name).not.toMatch(/undefined|NaN|&(?!amp;|lt;|gt;|quot;|#)/);
      }
    }
  });
});
