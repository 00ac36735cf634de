// Writes every picture of the site (src/content/pictures/) to public/pictures/{locale}/, removing files of pictures
// that no longer exist. Run after changing a picture or its words: npm run pictures
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { locales } from '../src/i18n/locales';
import { pictureFile, pictures, type PictureName } from '../src/content/pictures';

const root = 'public/pictures';
rmSync(root, { recursive: true, force: true });
let bytes = 0;
for (const locale of locales) {
  for (const name of Object.keys(pictures) as PictureName[]) {
    const file = path.join(root, locale, `${name}.svg`);
    mkdirSync(path.dirname(file), { recursive: true });
    const content = pictureFile(name, locale);
    writeFileSync(file, content);
    bytes += Buffer.byteLength(content);
  }
}
console.log(`${Object.keys(pictures).length} pictures in ${locales.length} languages written to ${root} (${Math.round(bytes / 1024)} KB)`);
