import { browserWindow, circle, colour, rect, text, textLines, textWidth } from '../kit';
import { formatEuros } from '@/i18n/format';
import type { Locale } from '@/i18n/locales';
import type { PictureWords } from '../words';
import { label } from '../words';
import { box } from './diagram';

interface Fragment {
  x: number;
  y: number;
  w: number;
  h: number;
  team: string;
  /** The team's colour and the soft tint of its part of the page. */
  ink: string;
  tint: string;
  /** Each module is released on its own, so each shows its own version. */
  version: string;
  content: string;
}

/** One team's part of the page: tinted, outlined in the team's colour, with the team's tag and version. */
function fragment({ x, y, w, h, team, ink, tint, version, content }: Fragment): string {
  const tag = textWidth(team, 14, true) + 16;
  return (
    rect({ x, y, w, h }, { r: 8, fill: tint }) +
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="8" fill="none" stroke="${ink}" stroke-width="1.5" stroke-dasharray="5 4"/>` +
    rect({ x: x + 6, y: y + 6, w: tag, h: 22 }, { r: 11, fill: ink }) +
    text(x + 6 + tag / 2, y + 22, team, { size: 14, weight: 700, fill: colour.surface, anchor: 'middle' }) +
    text(x + w - 8, y + 22, version, { size: 13, weight: 600, fill: ink, anchor: 'end' }) +
    content
  );
}

/** One page of a shop composed of five teams' modules, on a composition layer and a shared design system. */
export function drawMicroFrontends(w: PictureWords, locale: Locale): string {
  const amberInk = '#b7791f';
  const page = [
    fragment({ x: 10, y: 8, w: 492, h: 40, team: label(w, 'shell'), ink: colour.inkSoft, tint: colour.surfaceAlt, version: 'v4.2', content: [168, 212, 256].map((x) => rect({ x, y: 25, w: 34, h: 7 }, { r: 3.5, fill: colour.line })).join('') + rect({ x: 320, y: 19, w: 90, h: 18 }, { r: 9, fill: colour.surface, stroke: colour.line }) + circle(430, 28, 8, { fill: colour.line }) }),
    fragment({
      x: 10, y: 56, w: 140, h: 176, team: label(w, 'search'), ink: '#0f9c7a', tint: colour.greenSoft, version: 'v2.7',
      content: rect({ x: 20, y: 92, w: 120, h: 22 }, { r: 6, fill: colour.surface }) + [126, 150, 174, 198].map((y) => rect({ x: 20, y, w: 12, h: 12 }, { r: 3, fill: colour.surface, stroke: '#0f9c7a' }) + textLines(40, y + 3, [70])).join(''),
    }),
    fragment({
      x: 158, y: 56, w: 182, h: 120, team: label(w, 'product'), ink: colour.accent, tint: '#e4e0ff', version: 'v5.0',
      content: rect({ x: 168, y: 90, w: 78, h: 76 }, { r: 6, fill: colour.surface }) + circle(207, 128, 18, { fill: '#cfc9ff' }) + textLines(256, 96, [72, 52], 14, '#c9c3ff') + text(256, 142, formatEuros(249, locale), { size: 15, weight: 700, fill: colour.ink }) + rect({ x: 256, y: 150, w: 72, h: 16 }, { r: 8, fill: colour.accent }),
    }),
    fragment({
      x: 348, y: 56, w: 154, h: 120, team: label(w, 'checkout'), ink: amberInk, tint: colour.amberSoft, version: 'v1.9',
      content: [94, 116].map((y) => rect({ x: 358, y, w: 16, h: 16 }, { r: 4, fill: colour.surface }) + textLines(382, y + 4, [90])).join('') + rect({ x: 358, y: 144, w: 134, h: 20 }, { r: 10, fill: amberInk }),
    }),
    fragment({
      x: 158, y: 184, w: 344, h: 48, team: label(w, 'offers'), ink: '#c23b3b', tint: colour.redSoft, version: 'v3.1',
      content: [300, 368, 436].map((x) => rect({ x, y: 194, w: 58, h: 28 }, { r: 6, fill: colour.surface })).join(''),
    }),
  ].join('');
  return (
    browserWindow({ x: 24, y: 24, w: 512, h: 280 }, 'shop.example', page) +
    box({ x: 24, y: 318, w: 512, h: 44 }, { title: label(w, 'composition'), tone: 'night' }) +
    box({ x: 24, y: 372, w: 512, h: 44 }, { title: label(w, 'designSystem'), tone: 'accent' })
  );
}
