import { circle, colour, rect, textLines } from '../kit';
import type { PictureWords } from '../words';
import { label } from '../words';
import { badge, card, chip, fitted, flow } from './diagram';

/** Sticky notes from interviews, clustered, and a quote. */
function research(x: number, y: number): string {
  const notes = [
    [0, 6, colour.amberSoft, -4],
    [62, 0, colour.greenSoft, 3],
    [124, 8, '#e4e0ff', -2],
    [30, 58, colour.amberSoft, 2],
    [96, 60, colour.redSoft, -3],
  ] as const;
  return notes
    .map(([dx, dy, fill, turn]) => `<g transform="rotate(${turn} ${x + dx + 27} ${y + dy + 24})">` + rect({ x: x + dx, y: y + dy, w: 54, h: 48 }, { r: 4, fill }) + textLines(x + dx + 8, y + dy + 12, [36, 28, 32], 10, '#00000022') + '</g>')
    .join('');
}

/** A low-fidelity screen: grey boxes, a crossed image, an outlined button. */
function wireframe(x: number, y: number): string {
  const box = (bx: number, by: number, bw: number, bh: number) =>
    `<rect x="${x + bx}" y="${y + by}" width="${bw}" height="${bh}" rx="4" fill="none" stroke="${colour.muted}" stroke-width="1.5" stroke-dasharray="4 3"/>`;
  return (
    box(0, 0, 200, 18) +
    box(0, 26, 92, 70) +
    `<path d="M${x} ${y + 26}l92 70M${x + 92} ${y + 26}l-92 70" stroke="${colour.line}" stroke-width="1.5"/>` +
    textLines(x + 104, y + 30, [90, 70, 84, 50], 13, '#c7ccd8') +
    box(104, 80, 64, 16)
  );
}

/** A clickable prototype: two screens, a tap on the first leading to the second. */
function prototype(x: number, y: number): string {
  const screen = (sx: number) => rect({ x: x + sx, y, w: 70, h: 104 }, { r: 10, fill: colour.surface, stroke: colour.ink, strokeWidth: 3 });
  return (
    screen(0) +
    rect({ x: x + 8, y: y + 12, w: 54, h: 30 }, { r: 4, fill: '#e4e0ff' }) +
    textLines(x + 8, y + 50, [48, 36], 10) +
    rect({ x: x + 8, y: y + 78, w: 54, h: 14 }, { r: 7, fill: colour.accent }) +
    circle(x + 35, y + 85, 13, { stroke: colour.amber, strokeWidth: 3 }) +
    flow([[x + 76, y + 52], [x + 122, y + 52]]) +
    screen(128) +
    circle(x + 163, y + 32, 14, { fill: colour.greenSoft }) +
    `<path d="M${x + 156} ${y + 32}l5 5 9-10" fill="none" stroke="${colour.green}" stroke-width="3" stroke-linecap="round"/>` +
    textLines(x + 138, y + 58, [50, 40, 46], 10)
  );
}

/** Tokens and components: colour swatches, type, a button, a switch. */
function designSystem(x: number, y: number): string {
  return (
    [colour.accent, colour.violet, colour.green, colour.amber, colour.ink].map((fill, index) => rect({ x: x + index * 34, y, w: 28, h: 28 }, { r: 6, fill })).join('') +
    `<text x="${x}" y="${y + 80}" font-size="40" font-weight="700" fill="${colour.ink}">Aa</text>` +
    rect({ x: x + 66, y: y + 46, w: 84, h: 30 }, { r: 15, fill: colour.accent }) +
    rect({ x: x + 82, y: y + 58, w: 52, h: 6 }, { r: 3, fill: colour.surface }) +
    rect({ x: x + 160, y: y + 50, w: 40, h: 22 }, { r: 11, fill: colour.green }) +
    circle(x + 189, y + 61, 8, { fill: colour.surface }) +
    textLines(x + 66, y + 90, [134, 96], 10)
  );
}

/** Four cards, clockwise: research, wireframes, prototype, design system, with their artefacts drawn in them. */
export function drawUiUxDesign(w: PictureWords): string {
  const cards = [
    { x: 24, y: 24, key: 'research', art: research },
    { x: 300, y: 24, key: 'wireframes', art: wireframe },
    { x: 300, y: 246, key: 'prototype', art: prototype },
    { x: 24, y: 246, key: 'designSystem', art: designSystem },
  ] as const;
  return (
    cards
      .map(({ x, y, key, art }, index) =>
        card({ x, y, w: 236, h: 168 }) +
        badge(x + 28, y + 28, String(index + 1)) +
        fitted(x + 52, y + 34, label(w, key), 172, { size: 17, bold: true }) +
        art(x + 18, y + 56),
      )
      .join('') +
    flow([[262, 109], [298, 109]]) +
    flow([[418, 196], [418, 244]], { both: true }) +
    chip(418, 220, label(w, 'tested')) +
    flow([[298, 331], [262, 331]])
  );
}
