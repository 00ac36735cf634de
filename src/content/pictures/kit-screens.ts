/** Small parts of recreated product screens, on top of kit.ts: a done tick, a progress bar, a card's shadow. */
import { circle, colour, rect } from './kit';

/** How a bar or ring is drawn: its thickness, the colour of the part done and of the rest. */
interface ProgressStyle {
  fill?: string;
  track?: string;
}

/** A tick in a filled circle: a step done, a check passed. */
export function tick(cx: number, cy: number, r: number, fill: string = colour.green): string {
  const s = r / 10;
  return (
    circle(cx, cy, r, { fill }) +
    `<path d="M${cx - 4.5 * s} ${cy + 0.5 * s}l${3 * s} ${3 * s} ${6 * s}-${6.5 * s}" fill="none" stroke="${colour.surface}" ` +
    `stroke-width="${Math.max(1.6, 2 * s)}" stroke-linecap="round" stroke-linejoin="round"/>`
  );
}

/** A progress bar: its track and the part done (`share` from 0 to 1). */
export function progressBar(x: number, y: number, w: number, share: number, { h = 8, fill = colour.accent, track = colour.line }: ProgressStyle & { h?: number } = {}): string {
  return rect({ x, y, w, h }, { r: h / 2, fill: track }) + (share > 0 ? rect({ x, y, w: Math.max(h, w * share), h }, { r: h / 2, fill }) : '');
}

/** A progress ring: its track and the part done (`share` from 0 to 1), starting at twelve o'clock. */
export function progressRing(cx: number, cy: number, r: number, share: number, { width = 6, fill = colour.accent, track = colour.line }: ProgressStyle & { width?: number } = {}): string {
  const length = Math.round(2 * Math.PI * r * 10) / 10;
  return (
    circle(cx, cy, r, { stroke: track, strokeWidth: width }) +
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${fill}" stroke-width="${width}" stroke-linecap="round" ` +
    `stroke-dasharray="${Math.round(length * share * 10) / 10} ${length}" transform="rotate(-90 ${cx} ${cy})"/>`
  );
}

/** A play button: a filled circle with a triangle. */
export function playButton(cx: number, cy: number, r: number, fill: string = colour.accent): string {
  const s = r / 10;
  return circle(cx, cy, r, { fill }) + `<path d="M${cx - 3 * s} ${cy - 5 * s}v${10 * s}l${8.5 * s}-${5 * s}z" fill="${colour.surface}"/>`;
}

/** A soft shadow under a card or a device laid over another, so the layers read apart. */
export function shadow(box: { x: number; y: number; w: number; h: number }, r = 12): string {
  return rect({ x: box.x + 2, y: box.y + 6, w: box.w, h: box.h }, { r, fill: colour.ink, opacity: 0.1 });
}
