/**
 * The shared look of the service pages' hero diagrams: one backdrop, one kind of box, one kind of arrow and of
 * label chip, and text that is fitted to its box. The diagrams are shown beside the heading and, on phones, at
 * about half their size, so text is large and a label that would not fit its box is an error, not an overflow.
 */
import { arrow, colour, polyline, rect, text, textWidth, type Box } from '../kit';

export const width = 560;
export const height = 440;

/** The smallest text a diagram may set, at its drawing size. */
const minimumSize = 13;

interface FitStyle {
  size: number;
  bold?: boolean;
  fill?: string;
  anchor?: 'start' | 'middle' | 'end';
}

/** A text at the largest size up to `size` that fits `maxWidth`; one that does not fit even small fails the drawing. */
export function fitted(x: number, y: number, content: string, maxWidth: number, { size, bold = false, fill = colour.ink, anchor = 'start' }: FitStyle): string {
  let fit = size;
  while (fit > minimumSize && textWidth(content, fit, bold) > maxWidth) fit -= 0.5;
  if (textWidth(content, fit, bold) > maxWidth) throw new Error(`"${content}" does not fit ${maxWidth} px of a service diagram`);
  return text(x, y, content, { size: fit, weight: bold ? 700 : 400, fill, anchor });
}

/** The canvas: a soft brand panel with a faint dot grid, like a whiteboard. */
export function backdrop(): string {
  return (
    '<defs><pattern id="dots" width="20" height="20" patternUnits="userSpaceOnUse">' +
    `<circle cx="10" cy="10" r="1.4" fill="${colour.violet}" opacity="0.22"/></pattern></defs>` +
    rect({ x: 0, y: 0, w: width, h: height }, { r: 24, fill: colour.accentSoft }) +
    rect({ x: 0, y: 0, w: width, h: height }, { r: 24, fill: 'url(#dots)' })
  );
}


export type Tone = 'plain' | 'accent' | 'night' | 'green';

const tones = {
  plain: { fill: colour.surface, stroke: colour.line, title: colour.ink, sub: colour.muted },
  accent: { fill: colour.accent, stroke: colour.accent, title: colour.surface, sub: '#dcd8ff' },
  night: { fill: colour.night, stroke: colour.night, title: colour.onNight, sub: colour.onNightMuted },
  green: { fill: colour.greenSoft, stroke: colour.green, title: colour.ink, sub: '#0b7a5c' },
} as const;

/** A card: a rounded box with a soft shadow; the content is drawn over it by the caller. */
export function card(box: Box, tone: Tone = 'plain', r = 12): string {
  const { fill, stroke } = tones[tone];
  return (
    rect({ ...box, y: box.y + 3 }, { r, fill: colour.ink, opacity: 0.07 }) + rect(box, { r, fill, stroke, strokeWidth: 1.5 })
  );
}

interface BoxText {
  title: string;
  sub?: string;
  tone?: Tone;
  /** Left-aligned after a badge with this number or sign, instead of centred. */
  step?: number | string;
}

/** A labelled box: a title and an optional line under it, centred, or left-aligned after a step number. */
export function box(b: Box, { title, sub, tone = 'plain', step }: BoxText): string {
  const ink = tones[tone];
  const middle = b.y + b.h / 2;
  const titleY = sub ? middle - 3 : middle + 6;
  const subY = middle + 18;
  if (step !== undefined) {
    const left = b.x + 54;
    const room = b.w - 66;
    return (
      card(b, tone) +
      badge(b.x + 28, middle, String(step), step === '✓' ? 'green' : tone === 'plain' ? 'accent' : 'plain') +
      fitted(left, titleY, title, room, { size: 17, bold: true, fill: ink.title }) +
      (sub ? fitted(left, subY, sub, room, { size: 14, fill: ink.sub }) : '')
    );
  }
  const centre = b.x + b.w / 2;
  const room = b.w - 20;
  return (
    card(b, tone) +
    fitted(centre, titleY, title, room, { size: 17, bold: true, fill: ink.title, anchor: 'middle' }) +
    (sub ? fitted(centre, subY, sub, room, { size: 14, fill: ink.sub, anchor: 'middle' }) : '')
  );
}

/** A round badge with a number or a sign in it. */
export function badge(cx: number, cy: number, content: string, tone: 'accent' | 'plain' | 'green' = 'accent', r = 14): string {
  const fill = { accent: colour.accent, plain: colour.surface, green: colour.green }[tone];
  const ink = tone === 'plain' ? colour.accentStrong : colour.surface;
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/>` + text(cx, cy + 5, content, { size: 14, weight: 700, fill: ink, anchor: 'middle' });
}

/** A label in a pill centred on (x, y): on an arrow, or as a tag. */
export function chip(x: number, y: number, content: string, tone: 'plain' | 'accent' | 'green' | 'night' = 'plain', size = 14): string {
  const w = textWidth(content, size, true) + 20;
  const h = size + 12;
  const { fill, ink } = {
    plain: { fill: colour.surface, ink: colour.accentStrong },
    accent: { fill: colour.accent, ink: colour.surface },
    green: { fill: colour.greenSoft, ink: '#0b7a5c' },
    night: { fill: colour.night, ink: colour.onNight },
  }[tone];
  return (
    rect({ x: x - w / 2, y: y - h / 2, w, h }, { r: h / 2, fill, stroke: tone === 'plain' ? '#d6d1ff' : undefined }) +
    text(x, y + size * 0.36, content, { size, weight: 600, fill: ink, anchor: 'middle' })
  );
}

/** A connector along points, with an arrowhead at the end (and at the start when it runs both ways). */
export function flow(points: [number, number][], { both = false, stroke = colour.accent }: { both?: boolean; stroke?: string } = {}): string {
  const [first, second] = points as [[number, number], [number, number]];
  const [beforeLast, last] = points.slice(-2) as [[number, number], [number, number]];
  return (
    (points.length > 2 ? polyline(points.slice(0, -1), stroke, 2) : '') +
    arrow(beforeLast[0], beforeLast[1], last[0], last[1], stroke) +
    (both ? arrow(second[0], second[1], first[0], first[1], stroke) : '')
  );
}
