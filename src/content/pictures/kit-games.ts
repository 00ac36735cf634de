/**
 * Drawing helpers for the gaming sites of the case studies: game tiles with original abstract art (no real game's
 * artwork), badges and the responsible-gambling notice every page of such a site carries.
 */
import { circle, colour, rect, text, textWidth } from './kit';

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Tile art in a 100 × 100 square: a background and an abstract motif, each one made up for these pictures. */
const arts: { background: string; motif: string }[] = [
  {
    background: '#2d2270',
    motif: circle(50, 54, 26, { stroke: colour.violet, strokeWidth: 7 }) + circle(72, 34, 10, { fill: colour.amber }) + circle(28, 78, 4, { fill: colour.onNight }),
  },
  {
    background: '#0d4f4a',
    motif:
      '<polygon points="50,16 78,42 50,86 22,42" fill="#5eead4"/>' +
      '<polygon points="50,16 62,42 50,86 38,42" fill="#99f6e4"/>' +
      '<path d="M22 42H78" stroke="#0d4f4a" stroke-width="3"/>',
  },
  {
    background: '#6b1d4f',
    motif: '<text x="50" y="80" font-size="72" font-weight="800" fill="#ffb020" text-anchor="middle">7</text>' + circle(80, 22, 5, { fill: '#ffd98a' }),
  },
  {
    background: '#18306b',
    motif: '<polygon points="50,14 60,40 88,40 65,57 74,84 50,67 26,84 35,57 12,40 40,40" fill="#ffb020"/>' + circle(18, 18, 3, { fill: colour.onNight }),
  },
  {
    background: '#0b4a6b',
    motif: [34, 52, 70]
      .map((y, index) => `<path d="M12 ${y}q13-14 26 0t26 0t26 0" fill="none" stroke="${['#7fd3ff', '#b9e8ff', '#22c9a0'][index]}" stroke-width="6" stroke-linecap="round"/>`)
      .join(''),
  },
  {
    background: '#2b1248',
    motif:
      '<path d="M34 58Q44 26 66 18M64 58Q62 32 66 18" fill="none" stroke="#22c9a0" stroke-width="5" stroke-linecap="round"/>' +
      circle(34, 66, 16, { fill: '#ff5a6e' }) +
      circle(64, 66, 16, { fill: '#ff7a8a' }),
  },
  {
    background: '#3a2606',
    motif: '<polygon points="16,70 22,32 38,52 50,24 62,52 78,32 84,70" fill="#ffb020"/>' + rect({ x: 16, y: 74, w: 68, h: 10 }, { r: 3, fill: '#ffd98a' }),
  },
  {
    background: '#1f2a44',
    motif: [0, 1, 2].map((index) => rect({ x: 20, y: 22 + index * 20, w: 60, h: 14 }, { r: 4, fill: [colour.red, colour.amber, colour.green][index] })).join(''),
  },
];

/** A game tile: a rounded square of original abstract art, cropped to the tile's shape, with an optional badge. */
export function gameTile(box: Box, variant: number, badge = ''): string {
  const art = arts[variant % arts.length] ?? arts[0]!;
  return (
    rect(box, { r: Math.min(10, box.w / 8), fill: art.background }) +
    `<svg x="${box.x}" y="${box.y}" width="${box.w}" height="${box.h}" viewBox="0 0 100 100" preserveAspectRatio="xMidYMid slice">${art.motif}</svg>` +
    (badge ? rect({ x: box.x + 5, y: box.y + 5, w: badge.length * 6.8 + 12, h: 15 }, { r: 7.5, fill: colour.green }) + text(box.x + 11, box.y + 16, badge, { size: 10, weight: 700, fill: colour.ink }) : '')
  );
}

/** A row of game tiles of one size, the art cycling from `first`. */
export function tileRow(x: number, y: number, size: { w: number; h: number }, gap: number, count: number, first = 0, badges: Record<number, string> = {}): string {
  return Array.from({ length: count }, (_, index) => gameTile({ x: x + index * (size.w + gap), y, w: size.w, h: size.h }, first + index, badges[index])).join('');
}

/** A round-ended button sized to its text, in the site's own colours. */
export function pillButton(x: number, y: number, content: string, fill: string, ink: string, size = 13): string {
  const width = textWidth(content, size, true) + 26;
  const height = size + 15;
  return rect({ x, y, w: width, h: height }, { r: height / 2, fill }) + text(x + width / 2, y + height / 2 + size * 0.36, content, { size, weight: 700, fill: ink, anchor: 'middle' });
}

/** A filter or category chip; the selected one is filled. */
export function chip(x: number, y: number, content: string, selected: boolean, dark = false, size = 12): string {
  const width = content.length * size * 0.6 + 22;
  const fill = selected ? (dark ? colour.surface : colour.accent) : dark ? '#2a2f52' : colour.surface;
  const ink = selected ? (dark ? colour.ink : colour.surface) : dark ? colour.onNight : colour.inkSoft;
  return (
    rect({ x, y, w: width, h: size + 14 }, { r: (size + 14) / 2, fill, stroke: selected || dark ? undefined : colour.line }) +
    text(x + width / 2, y + 7 + size * 0.86, content, { size, weight: 600, fill: ink, anchor: 'middle' })
  );
}

/** The width `chip` draws for a text, to place the next chip. */
export function chipWidth(content: string, size = 12): number {
  return content.length * size * 0.6 + 22;
}

/** The legally required notice of a German gambling site: the 18+ mark and the warning, on every page. */
export function responsibleGamblingNotice(box: Box, warning: string, dark = false): string {
  const middle = box.y + box.h / 2;
  return (
    rect(box, { fill: dark ? '#0a0e1c' : colour.surfaceAlt }) +
    circle(box.x + 26, middle, 12, { fill: dark ? colour.night : colour.surface, stroke: colour.red, strokeWidth: 2 }) +
    text(box.x + 26, middle + 4, '18+', { size: 10, weight: 800, fill: colour.red, anchor: 'middle' }) +
    text(box.x + 46, middle + 4, warning, { size: 12, fill: dark ? colour.onNightMuted : colour.inkSoft })
  );
}
