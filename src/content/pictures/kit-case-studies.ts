/**
 * Parts the case studies' screens, diagrams and result charts share beyond kit.ts: status pills, buttons, avatars,
 * wrapped text, the boxes and labelled connectors of an architecture diagram, and the panel of one stated result.
 */
import type { Localized } from '../types';
import { byLocale, languageTags, type Locale } from '@/i18n/locales';
import { circle, colour, polyline, rect, text, textWidth, type Box } from './kit';
import type { Picture } from './types';
import type { PictureWords } from './words';

/** A text broken into lines no wider than `width`, at word boundaries. */
export function wrap(content: string, width: number, size: number, bold = false): string[] {
  const lines: string[] = [];
  for (const word of content.split(' ')) {
    const last = lines[lines.length - 1];
    if (last !== undefined && textWidth(`${last} ${word}`, size, bold) <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** Lines of text one under the other, the first baseline at y. */
export function textBlock(x: number, y: number, lines: string[], style: Parameters<typeof text>[3] & { leading?: number } = {}): string {
  const leading = style.leading ?? (style.size ?? 14) * 1.35;
  return lines.map((content, index) => text(x, y + index * leading, content, style)).join('');
}

export type Tone = 'accent' | 'green' | 'amber' | 'red' | 'grey';

const tones: Record<Tone, { fill: string; ink: string; solid: string }> = {
  accent: { fill: colour.accentSoft, ink: colour.accentStrong, solid: colour.accent },
  green: { fill: colour.greenSoft, ink: '#0b7a5c', solid: colour.green },
  amber: { fill: colour.amberSoft, ink: '#8a5a00', solid: colour.amber },
  red: { fill: colour.redSoft, ink: '#a32f2f', solid: colour.red },
  grey: { fill: colour.surfaceAlt, ink: colour.inkSoft, solid: colour.muted },
};

export function pillWidth(content: string, size = 12): number {
  return Math.round(textWidth(content, size, true) + size * 1.4);
}

/** A status pill whose left edge is at x and whose middle is at y. */
export function pill(x: number, y: number, content: string, tone: Tone, size = 12): string {
  const { fill, ink } = tones[tone];
  const h = size + 10;
  const w = pillWidth(content, size);
  return rect({ x, y: y - h / 2, w, h }, { r: h / 2, fill }) + text(x + w / 2, y + size * 0.36, content, { size, weight: 600, fill: ink, anchor: 'middle' });
}

/** Pills side by side from (x, y), wrapping to a new row before `right`; `rows` says how many rows they took. */
export function pills(x: number, y: number, right: number, items: { text: string; tone: Tone }[], size = 12, rowHeight = size + 20): { svg: string; rows: number } {
  let [left, middle, rows] = [x, y, 1];
  const svg = items
    .map((item) => {
      const w = pillWidth(item.text, size);
      if (left > x && left + w > right) [left, middle, rows] = [x, middle + rowHeight, rows + 1];
      const drawn = pill(left, middle, item.text, item.tone, size);
      left += w + 8;
      return drawn;
    })
    .join('');
  return { svg, rows };
}

/** A button of the screens: filled for the main action, outlined for the others. */
export function button(box: Box, content: string, primary = false, size = 13): string {
  return (
    rect(box, { r: 8, fill: primary ? colour.accent : colour.surface, stroke: primary ? undefined : colour.line, strokeWidth: 1.5 }) +
    text(box.x + box.w / 2, box.y + box.h / 2 + size * 0.36, content, { size, weight: 600, fill: primary ? colour.surface : colour.ink, anchor: 'middle' })
  );
}

/** A person's or a firm's initials in a coloured circle. */
export function avatar(cx: number, cy: number, r: number, initials: string, fill: string): string {
  return circle(cx, cy, r, { fill, stroke: colour.surface, strokeWidth: 2 }) + text(cx, cy + r * 0.3, initials, { size: Math.round(r * 0.72), weight: 700, fill: colour.surface, anchor: 'middle' });
}

/** A check mark in a circle, for confirmations and fulfilled conditions. */
export function check(cx: number, cy: number, r: number, fill: string = colour.green): string {
  return circle(cx, cy, r, { fill }) + polyline([[cx - r * 0.42, cy + r * 0.02], [cx - r * 0.1, cy + r * 0.34], [cx + r * 0.45, cy - r * 0.3]], colour.surface, Math.max(2, r * 0.18));
}

/** A boundary of an architecture diagram (a cloud, a network, a cluster) with its name at the top left. */
export function area(box: Box, title: string, tone: 'accent' | 'grey' = 'accent'): string {
  const ink = tone === 'accent' ? colour.accentStrong : colour.inkSoft;
  return (
    `<rect x="${box.x}" y="${box.y}" width="${box.w}" height="${box.h}" rx="16" fill="${tone === 'accent' ? '#f7f6ff' : colour.surfaceAlt}" stroke="${tone === 'accent' ? colour.violet : '#c9ced9'}" stroke-width="1.5" stroke-dasharray="7 5"/>` +
    text(box.x + 16, box.y + 26, title, { size: 14, weight: 700, fill: ink })
  );
}

/** A component of an architecture diagram: its name, and under it what it does or is built with. */
export function component(box: Box, title: string, subtitle = '', tone: 'accent' | 'plain' | 'night' | 'muted' = 'plain'): string {
  const styles = {
    accent: { fill: colour.accentSoft, stroke: colour.accent, ink: colour.ink, soft: colour.inkSoft },
    plain: { fill: colour.surface, stroke: '#c9ced9', ink: colour.ink, soft: colour.muted },
    night: { fill: colour.night, stroke: colour.night, ink: colour.onNight, soft: colour.onNightMuted },
    muted: { fill: colour.surfaceAlt, stroke: '#c9ced9', ink: colour.inkSoft, soft: colour.muted },
  } as const;
  const style = styles[tone];
  const middle = box.x + box.w / 2;
  const titleY = subtitle ? box.y + box.h / 2 - 4 : box.y + box.h / 2 + 5;
  // 15 px, or a little smaller where a long name (German ones are) would not fit the box.
  const size = Math.min(15, Math.floor((15 * (box.w - 14)) / textWidth(title, 15, true)));
  return (
    rect(box, { r: 10, fill: style.fill, stroke: style.stroke, strokeWidth: 1.5 }) +
    text(middle, titleY, title, { size, weight: 700, fill: style.ink, anchor: 'middle' }) +
    (subtitle ? text(middle, box.y + box.h / 2 + 16, subtitle, { size: 12, fill: style.soft, anchor: 'middle' }) : '')
  );
}

/** A label on a connector: small text on a white chip, so it stays readable over lines. */
function connectorLabel(x: number, y: number, content: string): string {
  const w = textWidth(content, 12, true) + 12;
  return rect({ x: x - w / 2, y: y - 10, w, h: 20 }, { r: 10, fill: colour.surface, stroke: colour.line }) + text(x, y + 4, content, { size: 12, weight: 600, fill: colour.inkSoft, anchor: 'middle' });
}

/** A connector through points with an arrowhead at the last one, and a label at `labelAt` if given. */
export function connector(points: [number, number][], content = '', labelAt?: [number, number], stroke: string = colour.muted): string {
  const [x2, y2] = points[points.length - 1] ?? [0, 0];
  const [x1, y1] = points[points.length - 2] ?? [0, 0];
  const angle = Math.atan2(y2 - y1, x2 - x1);
  const head = (turn: number) => `${x2 - 10 * Math.cos(angle + turn)},${y2 - 10 * Math.sin(angle + turn)}`;
  return (
    polyline(points, stroke, 2) +
    `<polygon points="${x2},${y2} ${head(0.42)} ${head(-0.42)}" fill="${stroke}"/>` +
    (content && labelAt ? connectorLabel(labelAt[0], labelAt[1], content) : '')
  );
}

/** A picture of `width` × `height` whose alt text and labels are its entry `name` in its group's words. */
export function pictureOf<T extends Record<string, PictureWords>>(
  words: Localized<T>,
  name: keyof T,
  width: number,
  height: number,
  draw: (w: PictureWords, locale: Locale) => string,
): Picture {
  return { width, height, alt: byLocale((locale) => words[locale][name]!.alt), draw: (locale) => draw(words[locale][name]!, locale) };
}

/** The panel of one stated result: its figure, what it measures, and a small chart of it below. */
function resultPanel(box: Box, figure: string, caption: string, chart: string): string {
  return (
    rect(box, { r: 14, fill: colour.surface, stroke: colour.line, strokeWidth: 1.5 }) +
    text(box.x + 24, box.y + 58, figure, { size: 40, weight: 800, fill: colour.accentStrong }) +
    textBlock(box.x + 24, box.y + 88, wrap(caption, box.w - 48, 15).slice(0, 2), { size: 15, fill: colour.inkSoft, leading: 20 }) +
    chart
  );
}

/** A results picture, 960 × 360: three panels side by side, each a stated result with its chart (drawn in page coordinates). */
export function resultPanels(panels: { figure: string; caption: string; chart: string }[]): string {
  return (
    rect({ x: 0, y: 0, w: 960, h: 360 }, { fill: colour.surfaceAlt }) +
    panels.map(({ figure, caption, chart }, index) => resultPanel({ x: 24 + index * 312, y: 24, w: 288, h: 312 }, figure, caption, chart)).join('')
  );
}

/** The name of a bar in a result chart, centred under it. */
export function barLabel(x: number, y: number, content: string): string {
  return text(x, y, content, { size: 13, fill: colour.muted, anchor: 'middle' });
}

/** A price in euros as the language writes it: "€39.90", "39,90 €". */
export function euros(value: number, locale: Locale): string {
  return new Intl.NumberFormat(languageTags[locale], { style: 'currency', currency: 'EUR' }).format(value);
}

/** A day of the year as the language writes it: "14 Mar", "14. März". */
export function day(month: number, date: number, locale: Locale): string {
  return new Intl.DateTimeFormat(languageTags[locale], { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(Date.UTC(2025, month - 1, date));
}
