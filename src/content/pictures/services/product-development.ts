import { circle, colour, line, text, textWidth } from '../kit';
import type { PictureWords } from '../words';
import { label } from '../words';
import { card, chip, fitted } from './diagram';

type Point = [number, number];

/** The product's growth from idea to scale, as one cubic curve. */
const curve: [Point, Point, Point, Point] = [[52, 290], [250, 290], [300, 86], [524, 70]];

function pointAt(t: number): Point {
  const [a, b, c, d] = curve;
  const u = 1 - t;
  const mix = (i: 0 | 1) => u ** 3 * a[i] + 3 * u * u * t * b[i] + 3 * u * t * t * c[i] + t ** 3 * d[i];
  return [mix(0), mix(1)];
}

/** Where on the curve each milestone sits, and where its label goes (above the curve, or below it on the right). */
const milestones = [
  { key: 'idea', t: 0, dx: 16, dy: -34 },
  { key: 'discovery', t: 0.3, dx: 0, dy: -44 },
  { key: 'release', t: 0.62, dx: 0, dy: -44 },
  { key: 'scale', t: 1, dx: -6, dy: 40 },
] as const;

/** Product development: one team takes the product along a growth curve from idea to scale, releasing every two weeks. */
export function drawProductDevelopment(w: PictureWords): string {
  const [[x0, y0], [x1, y1], [x2, y2], [x3, y3]] = curve;
  const path = `M${x0} ${y0}C${x1} ${y1} ${x2} ${y2} ${x3} ${y3}`;
  const releases = Array.from({ length: 12 }, (_, index) => {
    const x = 60 + index * 40;
    return `<rect x="${x - 5}" y="${311}" width="10" height="10" rx="2" fill="${colour.accent}" transform="rotate(45 ${x} 316)"/>`;
  });
  const roles = ['product', 'design', 'engineering'].map((key) => label(w, key));
  // The roles' chips, set from the right end of the band.
  let end = 520;
  const roleChips = roles
    .reverse()
    .map((role) => {
      const width = textWidth(role, 14, true) + 20;
      end -= width + 8;
      return chip(end + 8 + width / 2, 390, role, 'accent');
    })
    .join('');
  return (
    line(40, 300, 540, 300, '#c9c3ff', 2) +
    line(40, 300, 40, 40, '#c9c3ff', 2) +
    text(52, 48, label(w, 'users'), { size: 14, weight: 600, fill: colour.muted }) +
    `<path d="${path}L${x3} 300L${x0} 300Z" fill="${colour.accent}" opacity="0.1"/>` +
    `<path d="${path}" fill="none" stroke="${colour.accent}" stroke-width="4" stroke-linecap="round"/>` +
    milestones
      .map(({ key, t, dx, dy }) => {
        const [x, y] = pointAt(t);
        const name = label(w, key);
        const half = textWidth(name, 14, true) / 2 + 10;
        const cx = Math.min(Math.max(x + dx, 24 + half), 536 - half);
        return line(x, y, cx, y + dy, '#b4acff', 1.5) + circle(x, y, 8, { fill: colour.surface, stroke: colour.accent, strokeWidth: 4 }) + chip(cx, y + dy, name);
      })
      .join('') +
    releases.join('') +
    fitted(290, 346, label(w, 'releases'), 500, { size: 14, fill: colour.muted, anchor: 'middle' }) +
    card({ x: 24, y: 364, w: 512, h: 52 }, 'night') +
    fitted(44, 396, label(w, 'team'), end - 52, { size: 16, bold: true, fill: colour.onNight }) +
    roleChips
  );
}
