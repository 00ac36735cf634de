/**
 * Drawing helpers for the site's pictures: the brand's colours and a few shapes (windows, phones, lines, arrows,
 * text), each returning SVG markup. Pictures are composed from these so they share one look.
 */
export const colour = {
  ink: '#0c1222',
  inkSoft: '#3b4457',
  muted: '#5b6477',
  line: '#e2e5ec',
  surface: '#ffffff',
  surfaceAlt: '#f4f5f8',
  accent: '#5b4df0',
  accentStrong: '#4335d6',
  accentSoft: '#efedff',
  violet: '#7b70ff',
  green: '#22c9a0',
  greenSoft: '#dcf7ef',
  amber: '#ffb020',
  amberSoft: '#fff3da',
  red: '#d64545',
  redSoft: '#fde6e6',
  night: '#0c1222',
  onNight: '#e9ecf4',
  onNightMuted: '#a8b0c3',
} as const;

const fontFamily = "system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

/** Text as it may stand in SVG: `&`, `<`, `>` and quotes escaped. */
function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** A whole SVG document of the given size around the drawing's elements. */
export function svgDocument(width: number, height: number, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" ` +
    `font-family="${fontFamily}">${body}</svg>\n`
  );
}

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Character widths in ems of the widest font a picture may be drawn in (DejaVu Sans), regular and bold, by class. */
const widths: [RegExp, number, number][] = [
  [/[il.,:;'|!jIJ ·]/, 0.32, 0.37],
  [/[tfr()\-/]/, 0.4, 0.47],
  [/[mwMW%@×]/, 0.98, 1.06],
  [/[A-ZÄÖÜ€+]/, 0.7, 0.78],
  [/[0-9]/, 0.64, 0.7],
];

/**
 * How wide a text is drawn at a size, estimated per character from the widest common fallback for system-ui, so that
 * it errs on the wide side: what fits by this estimate fits in every browser's font.
 */
export function textWidth(content: string, size: number, bold = false): number {
  let ems = 0;
  for (const char of content) {
    const [, regular, heavy] = widths.find(([pattern]) => pattern.test(char)) ?? [/./, 0.6, 0.7];
    ems += bold ? heavy : regular;
  }
  return ems * size;
}

interface RectStyle {
  r?: number;
  fill?: string;
  stroke?: string;
  strokeWidth?: number;
  opacity?: number;
}

export function rect({ x, y, w, h }: Box, { r = 0, fill = 'none', stroke, strokeWidth = 1, opacity }: RectStyle = {}): string {
  return (
    `<rect x="${x}" y="${y}" width="${w}" height="${h}"${r ? ` rx="${r}"` : ''} fill="${fill}"` +
    `${stroke ? ` stroke="${stroke}" stroke-width="${strokeWidth}"` : ''}${opacity === undefined ? '' : ` opacity="${opacity}"`}/>`
  );
}

interface TextStyle {
  size?: number;
  weight?: 400 | 500 | 600 | 700 | 800;
  fill?: string;
  anchor?: 'start' | 'middle' | 'end';
}

export function text(x: number, y: number, content: string, { size = 14, weight = 400, fill = colour.ink, anchor = 'start' }: TextStyle = {}): string {
  return (
    `<text x="${x}" y="${y}" font-size="${size}"${weight === 400 ? '' : ` font-weight="${weight}"`} fill="${fill}"` +
    `${anchor === 'start' ? '' : ` text-anchor="${anchor}"`}>${escapeText(content)}</text>`
  );
}

export function line(x1: number, y1: number, x2: number, y2: number, stroke: string = colour.line, width = 2, dashed = false): string {
  return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${stroke}" stroke-width="${width}"${dashed ? ' stroke-dasharray="6 5"' : ''} stroke-linecap="round"/>`;
}

export function circle(cx: number, cy: number, r: number, { fill = 'none', stroke, strokeWidth = 2 }: { fill?: string; stroke?: string; strokeWidth?: number } = {}): string {
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"${stroke ? ` stroke="${stroke}" stroke-width="${strokeWidth}"` : ''}/>`;
}

/** A path through points, as a polyline with round joins (for line charts and connectors). */
export function polyline(points: [number, number][], stroke: string, width = 3, fill = 'none'): string {
  return `<polyline points="${points.map(([x, y]) => `${x},${y}`).join(' ')}" fill="${fill}" stroke="${stroke}" stroke-width="${width}" stroke-linejoin="round" stroke-linecap="round"/>`;
}

/** Elements moved to (x, y). */
export function at(x: number, y: number, body: string): string {
  return `<g transform="translate(${x} ${y})">${body}</g>`;
}

/** Another drawing of `width` × `height`, scaled into the box (used to compose a picture from others). */
export function inset({ x, y, w, h }: Box, width: number, height: number, body: string): string {
  return `<svg x="${x}" y="${y}" width="${w}" height="${h}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

/** A browser window with its address bar; the content is drawn from (0, 0) of the area below the bar. */
export function browserWindow(box: Box, address: string, content: string): string {
  const bar = 36;
  return at(
    box.x,
    box.y,
    rect({ x: 0, y: 0, w: box.w, h: box.h }, { r: 12, fill: colour.surface, stroke: colour.line }) +
      `<path d="M0 12a12 12 0 0 1 12-12h${box.w - 24}a12 12 0 0 1 12 12v${bar - 12}h-${box.w}z" fill="${colour.surfaceAlt}"/>` +
      circle(18, 18, 5, { fill: '#ff6159' }) +
      circle(34, 18, 5, { fill: '#ffbd2e' }) +
      circle(50, 18, 5, { fill: '#28c941' }) +
      rect({ x: 72, y: 9, w: Math.min(box.w - 96, 320), h: 18 }, { r: 9, fill: colour.surface }) +
      text(84, 22, address, { size: 11, fill: colour.muted }) +
      line(0, bar, box.w, bar, colour.line, 1) +
      `<svg x="0" y="${bar}" width="${box.w}" height="${box.h - bar}" overflow="hidden">${content}</svg>`,
  );
}

/** A phone with rounded corners and a notch; the content is drawn from (0, 0) of its screen. */
export function phone(box: Box, content: string): string {
  const bezel = 8;
  return at(
    box.x,
    box.y,
    rect({ x: 0, y: 0, w: box.w, h: box.h }, { r: 28, fill: colour.ink }) +
      `<svg x="${bezel}" y="${bezel}" width="${box.w - 2 * bezel}" height="${box.h - 2 * bezel}" overflow="hidden">` +
      rect({ x: 0, y: 0, w: box.w - 2 * bezel, h: box.h - 2 * bezel }, { r: 21, fill: colour.surface }) +
      content +
      '</svg>' +
      rect({ x: box.w / 2 - 30, y: bezel + 6, w: 60, h: 14 }, { r: 7, fill: colour.ink }),
  );
}

/** An arrow from one point to another (a connector in a diagram). */
export function arrow(x1: number, y1: number, x2: number, y2: number, stroke: string = colour.muted): string {
  const angle = Math.atan2(y2 - y1, x2 - x1);
  const head = (turn: number) => `${x2 - 9 * Math.cos(angle + turn)},${y2 - 9 * Math.sin(angle + turn)}`;
  return line(x1, y1, x2, y2, stroke, 2) + `<polygon points="${x2},${y2} ${head(0.45)} ${head(-0.45)}" fill="${stroke}"/>`;
}

/** A row of placeholder text lines (grey bars) for parts of a screen the picture does not spell out. */
export function textLines(x: number, y: number, widths: number[], gap = 14, fill: string = colour.line): string {
  return widths.map((w, index) => rect({ x, y: y + index * gap, w, h: 7 }, { r: 3.5, fill })).join('');
}
