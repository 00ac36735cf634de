import { browserWindow, colour, rect, text, textLines } from '../kit';
import type { PictureWords } from '../words';
import { label } from '../words';
import { box, card, chip, fitted, flow } from './diagram';

/** The content types the editors fill, each with its fields: a sign for the field's kind and its name. */
const contentTypes = [
  { name: 'article', fields: [['Aa', 'title'], ['¶', 'body'], ['▣', 'image']] },
  { name: 'course', fields: [['Aa', 'title'], ['▶', 'video']] },
  { name: 'page', fields: [['Aa', 'title'], ['◇', 'zone']] },
] as const;

/** Strapi's content-type builder as a card: the types and their fields. */
function contentModel(w: PictureWords): string {
  let y = 96;
  const types = contentTypes.map(({ name, fields }) => {
    const top = y;
    y += 34 + fields.length * 28 + 12;
    return (
      fitted(40, top + 20, label(w, name), 176, { size: 16, bold: true }) +
      fields
        .map(([sign, field], index) => {
          const rowY = top + 32 + index * 28;
          return (
            rect({ x: 40, y: rowY, w: 176, h: 24 }, { r: 6, fill: colour.surfaceAlt }) +
            text(56, rowY + 17, sign, { size: 13, weight: 700, fill: colour.accent, anchor: 'middle' }) +
            fitted(72, rowY + 17, label(w, field), 136, { size: 14, fill: colour.inkSoft })
          );
        })
        .join('')
    );
  });
  return (
    card({ x: 24, y: 24, w: 208, h: 392 }) +
    `<path d="M24 36a12 12 0 0 1 12-12h184a12 12 0 0 1 12 12v48h-208z" fill="${colour.accent}"/>` +
    fitted(40, 52, 'Strapi', 176, { size: 18, bold: true, fill: colour.surface }) +
    fitted(40, 74, label(w, 'types'), 176, { size: 14, fill: '#dcd8ff' }) +
    types.join('')
  );
}

/** A consumer's name and what it is, under its picture. */
function caption(y: number, name: string, note: string): string {
  return fitted(470, y, name, 132, { size: 15, bold: true, anchor: 'middle' }) + fitted(470, y + 18, note, 132, { size: 13, fill: colour.muted, anchor: 'middle' });
}

/** Strapi CMS: content types modelled with the editors, served over REST and GraphQL to a website, an app and a shop. */
export function drawStrapi(w: PictureWords): string {
  return (
    contentModel(w) +
    flow([[234, 220], [264, 220]]) +
    card({ x: 266, y: 160, w: 108, h: 120 }, 'night') +
    text(320, 192, 'API', { size: 18, weight: 700, fill: colour.onNight, anchor: 'middle' }) +
    chip(320, 222, 'REST', 'accent') +
    chip(320, 256, 'GraphQL', 'accent') +
    flow([[376, 196], [402, 74]]) +
    flow([[376, 220], [432, 228]]) +
    flow([[376, 244], [402, 366]]) +
    browserWindow({ x: 404, y: 24, w: 132, h: 92 }, '', rect({ x: 8, y: 8, w: 116, h: 20 }, { r: 4, fill: colour.accentSoft }) + textLines(8, 36, [96, 70], 10)) +
    caption(138, 'Next.js', label(w, 'website')) +
    rect({ x: 436, y: 168, w: 68, h: 120 }, { r: 14, fill: colour.ink }) +
    rect({ x: 441, y: 173, w: 58, h: 110 }, { r: 10, fill: colour.surface }) +
    rect({ x: 460, y: 177, w: 20, h: 5 }, { r: 2.5, fill: colour.ink }) +
    rect({ x: 447, y: 190, w: 46, h: 28 }, { r: 4, fill: colour.accentSoft }) +
    textLines(447, 226, [44, 30, 38], 10) +
    caption(308, 'React Native', label(w, 'app')) +
    box({ x: 404, y: 342, w: 132, h: 60 }, { title: label(w, 'shop'), sub: 'PIM · LMS' })
  );
}
