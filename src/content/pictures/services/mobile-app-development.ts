import { circle, colour, phone, rect, textLines } from '../kit';
import type { PictureWords } from '../words';
import { label } from '../words';
import { card, chip, fitted, flow } from './diagram';

/** An iOS screen (104 × 184): a large title, a grouped list with chevrons, a button, a tab bar. */
function iosScreen(): string {
  return (
    rect({ x: 10, y: 30, w: 58, h: 12 }, { r: 4, fill: colour.ink }) +
    rect({ x: 8, y: 52, w: 88, h: 80 }, { r: 10, fill: colour.surfaceAlt }) +
    [62, 86, 110].map((y) => circle(22, y + 4, 6, { fill: colour.violet }) + textLines(34, y, [38]) + `<path d="M82 ${y - 1}l4 5-4 5" fill="none" stroke="${colour.muted}" stroke-width="1.5"/>`).join('') +
    rect({ x: 8, y: 140, w: 88, h: 16 }, { r: 8, fill: colour.accent }) +
    [22, 42, 62, 82].map((x, index) => circle(x, 172, 5, { fill: index === 0 ? colour.accent : colour.line })).join('')
  );
}

/** An Android screen (104 × 184): a coloured top app bar, cards, a floating action button, a navigation bar. */
function androidScreen(): string {
  return (
    rect({ x: 0, y: 0, w: 104, h: 48 }, { r: 21, fill: colour.accent }) +
    rect({ x: 0, y: 24, w: 104, h: 24 }, { fill: colour.accent }) +
    rect({ x: 10, y: 30, w: 44, h: 8 }, { r: 4, fill: colour.surface }) +
    [58, 100].map((y) => rect({ x: 8, y, w: 88, h: 34 }, { r: 4, fill: colour.surface, stroke: colour.line }) + textLines(16, y + 9, [58, 40], 11)).join('') +
    circle(80, 144, 12, { fill: colour.green }) +
    `<path d="M80 138v12M74 144h12" stroke="${colour.surface}" stroke-width="2.5"/>` +
    rect({ x: 0, y: 162, w: 104, h: 22 }, { fill: colour.surfaceAlt }) +
    [28, 52, 76].map((x, index) => circle(x, 173, 5, { fill: index === 0 ? colour.accent : colour.line })).join('')
  );
}

/** Mobile apps: one shared codebase becomes an iOS and an Android app, each released through its store. */
export function drawMobileApps(w: PictureWords): string {
  const codeColours = [colour.violet, colour.green, colour.amber, colour.onNightMuted];
  const code = [
    [0, 60], [14, 110], [14, 80], [28, 96], [14, 50], [0, 30],
  ].map(([indent, width], index) => rect({ x: 330 + (indent ?? 0), y: 38 + index * 10, w: width ?? 0, h: 5 }, { r: 2.5, fill: codeColours[index % 4] ?? colour.violet })).join('');
  return (
    card({ x: 24, y: 24, w: 512, h: 86 }, 'night') +
    fitted(44, 60, label(w, 'codebase'), 270, { size: 19, bold: true, fill: colour.onNight }) +
    fitted(44, 86, 'React Native · TypeScript', 270, { size: 14, fill: colour.onNightMuted }) +
    code +
    flow([[172, 112], [172, 134]]) +
    flow([[388, 112], [388, 134]]) +
    phone({ x: 112, y: 136, w: 120, h: 200 }, iosScreen()) +
    phone({ x: 328, y: 136, w: 120, h: 200 }, androidScreen()) +
    fitted(100, 242, 'iOS', 76, { size: 18, bold: true, anchor: 'end' }) +
    fitted(460, 242, 'Android', 76, { size: 18, bold: true }) +
    flow([[172, 338], [172, 354]]) +
    flow([[388, 338], [388, 354]]) +
    chip(172, 370, 'App Store', 'green') +
    chip(388, 370, 'Google Play', 'green') +
    fitted(280, 412, label(w, 'pipeline'), 512, { size: 14, fill: colour.muted, anchor: 'middle' })
  );
}
