/**
 * Shapes for the case studies' architecture diagrams and result charts, on top of kit.ts: network and cloud
 * boundaries, component boxes, connectors with a protocol label, and before/after bars.
 */
import { colour, line, polyline, rect, text, textWidth, type Box } from './kit';


type Tone = 'accent' | 'green' | 'amber' | 'plain' | 'night';

const tones: Record<Tone, { fill: string; stroke: string; ink: string; soft: string }> = {
  accent: { fill: colour.accentSoft, stroke: colour.accent, ink: colour.accentStrong, soft: colour.inkSoft },
  green: { fill: colour.greenSoft, stroke: colour.green, ink: '#0b7a5c', soft: colour.inkSoft },
  amber: { fill: colour.amberSoft, stroke: colour.amber, ink: '#8a5a00', soft: colour.inkSoft },
  plain: { fill: colour.surface, stroke: colour.line, ink: colour.muted, soft: colour.muted },
  night: { fill: colour.night, stroke: colour.night, ink: colour.onNight, soft: colour.onNightMuted },
};

/** A boundary (a network, a cloud region, a cluster): a dashed, tinted area with its name in the top left corner. */
export function zone(area: Box, title: string, tone: Tone = 'plain'): string {
  const { fill, stroke, ink } = tones[tone];
  return (
    `<rect x="${area.x}" y="${area.y}" width="${area.w}" height="${area.h}" rx="14" fill="${fill}" fill-opacity="0.55" ` +
    `stroke="${stroke}" stroke-width="1.5" stroke-dasharray="7 5"/>` +
    text(area.x + 16, area.y + 24, title, { size: 14, weight: 700, fill: ink })
  );
}

/** A component of a system: its name and, under it, what it is or does. */
export function component(area: Box, title: string, detail = '', tone: Tone = 'plain'): string {
  const { fill, stroke, soft } = tones[tone];
  const middle = area.x + area.w / 2;
  const ink = tone === 'night' ? colour.onNight : colour.ink;
  const titleY = detail ? area.y + area.h / 2 - 2 : area.y + area.h / 2 + 5;
  return (
    rect(area, { r: 10, fill: tone === 'plain' ? colour.surface : fill, stroke: tone === 'plain' ? '#c9cede' : stroke, strokeWidth: 1.5 }) +
    text(middle, titleY, title, { size: 15, weight: 700, fill: ink, anchor: 'middle' }) +
    (detail ? text(middle, area.y + area.h / 2 + 17, detail, { size: 13, fill: soft, anchor: 'middle' }) : '')
  );
}

/**
 * A small rounded label on a pill, centred on (x, y), or starting at x when `start`: a protocol on a connector, a
 * tag on a screen.
 */
export function pill(
  x: number,
  y: number,
  content: string,
  { size = 12, fill = colour.surface, ink = colour.inkSoft, stroke = colour.line, start = false }: { size?: number; fill?: string; ink?: string; stroke?: string; start?: boolean } = {},
): string {
  const w = textWidth(content, size, true) + 16;
  const h = size + 10;
  const middle = start ? x + w / 2 : x;
  return rect({ x: middle - w / 2, y: y - h / 2, w, h }, { r: h / 2, fill, stroke }) + text(middle, y + size * 0.36, content, { size, weight: 600, fill: ink, anchor: 'middle' });
}

interface ConnectorStyle {
  /** What passes along it (a protocol, an action), drawn on a pill on the segment `labelOn` (0 = the first)… */
  label?: string;
  labelOn?: number;
  /** …or as plain text above the segment, where a pill would cover a short one. */
  above?: boolean;
  dashed?: boolean;
  /** An arrowhead at the start as well. */
  both?: boolean;
  stroke?: string;
}

/** A connector through points with an arrowhead at the end, and an optional label. */
export function connector(points: [number, number][], { label, labelOn = 0, above = false, dashed = false, both = false, stroke = colour.muted }: ConnectorStyle = {}): string {
  const head = (from: [number, number], to: [number, number]) => {
    const angle = Math.atan2(to[1] - from[1], to[0] - from[0]);
    const wing = (turn: number) => `${round(to[0] - 10 * Math.cos(angle + turn))},${round(to[1] - 10 * Math.sin(angle + turn))}`;
    return `<polygon points="${to[0]},${to[1]} ${wing(0.42)} ${wing(-0.42)}" fill="${stroke}"/>`;
  };
  const last = points.length - 1;
  const path =
    points.length === 2 && !dashed
      ? line(points[0]![0], points[0]![1], points[1]![0], points[1]![1], stroke, 2)
      : polyline(points, stroke, 2).replace('/>', dashed ? ' stroke-dasharray="6 5"/>' : '/>');
  const start = points[labelOn]!;
  const end = points[labelOn + 1]!;
  return (
    path +
    head(points[last - 1]!, points[last]!) +
    (both ? head(points[1]!, points[0]!) : '') +
    (label && above ? text((start[0] + end[0]) / 2, Math.min(start[1], end[1]) - 8, label, { size: 12, weight: 700, fill: colour.inkSoft, anchor: 'middle' }) : '') +
    (label && !above ? pill((start[0] + end[0]) / 2, (start[1] + end[1]) / 2, label) : '')
  );
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}

/** A white card with a title, the frame of one result in a chart. */
export function panel(area: Box, title: string): string {
  return rect(area, { r: 14, fill: colour.surface, stroke: colour.line }) + text(area.x + 24, area.y + 36, title, { size: 16, weight: 700 });
}

/**
 * Columns comparing a figure before and after, standing on one baseline at the bottom of the area: each with its
 * value above it (when there is one to show) and its label under the baseline; `share` is the column's height as a
 * part of the tallest possible. The last column is the result, in the accent colour.
 */
export function columns(area: Box, bars: { label: string; share: number; shown: string }[], barWidth = 88): string {
  const baseline = area.y + area.h - 30;
  const tallest = area.h - 30 - 34;
  const slot = area.w / bars.length;
  return (
    bars
      .map((bar, index) => {
        const middle = area.x + slot * index + slot / 2;
        const height = Math.max(4, bar.share * tallest);
        const after = index === bars.length - 1;
        return (
          rect({ x: middle - barWidth / 2, y: baseline - height, w: barWidth, h: height }, { r: 6, fill: after ? colour.accent : '#c9cede' }) +
          (bar.shown ? text(middle, baseline - height - 10, bar.shown, { size: 22, weight: 800, fill: after ? colour.accentStrong : colour.ink, anchor: 'middle' }) : '') +
          text(middle, baseline + 22, bar.label, { size: 14, fill: colour.muted, anchor: 'middle' })
        );
      })
      .join('') + line(area.x, baseline, area.x + area.w, baseline, '#c9cede', 2)
  );
}
