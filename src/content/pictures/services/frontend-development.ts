import { browserWindow, circle, colour, polyline, rect, text, textLines, textWidth } from '../kit';
import type { PictureWords } from '../words';
import { label } from '../words';
import { badge, card, fitted } from './diagram';

/** A component of the screen, outlined and tagged with its name in the code. */
function component(x: number, y: number, w: number, h: number, name: string): string {
  const tag = textWidth(name, 13, true) + 14;
  return (
    `<rect x="${x - 4}" y="${y - 4}" width="${w + 8}" height="${h + 8}" rx="8" fill="none" stroke="${colour.accent}" stroke-width="1.5" stroke-dasharray="5 4"/>` +
    rect({ x: x - 4, y: y - 16, w: tag, h: 20 }, { r: 10, fill: colour.accent }) +
    text(x - 4 + tag / 2, y - 2, name, { size: 13, weight: 700, fill: colour.surface, anchor: 'middle' })
  );
}

/** A customer portal built from components: navigation, figures, a chart and a table. */
function portal(): string {
  const sparkline: [number, number][] = [[140, 180], [168, 168], [196, 174], [224, 150], [252, 154], [280, 132], [308, 124]];
  return (
    rect({ x: 0, y: 0, w: 104, h: 208 }, { fill: colour.surfaceAlt }) +
    circle(22, 22, 8, { fill: colour.accent }) +
    rect({ x: 10, y: 48, w: 84, h: 20 }, { r: 6, fill: colour.accentSoft }) +
    textLines(18, 55, [52], 0, colour.violet) +
    textLines(18, 82, [60, 46, 56, 40], 22) +
    [124, 250, 376].map((x, index) => rect({ x, y: 30, w: 116, h: 46 }, { r: 8, fill: colour.surface, stroke: colour.line }) + textLines(x + 10, 40, [50]) + rect({ x: x + 10, y: 54, w: 44 + index * 8, h: 14 }, { r: 4, fill: colour.ink })).join('') +
    rect({ x: 124, y: 108, w: 198, h: 92 }, { r: 8, fill: colour.surface, stroke: colour.line }) +
    polyline(sparkline, colour.accent, 3) +
    rect({ x: 344, y: 108, w: 148, h: 92 }, { r: 8, fill: colour.surface, stroke: colour.line }) +
    [120, 146, 172].map((y, index) => textLines(354, y + 4, [60]) + rect({ x: 430, y, w: 50, h: 16 }, { r: 8, fill: index === 1 ? colour.amberSoft : colour.greenSoft })).join('') +
    component(124, 30, 116, 46, '<KpiCard>') +
    component(124, 108, 198, 92, '<LineChart>') +
    component(344, 108, 148, 92, '<DataTable>')
  );
}

/** Frontend development: a portal built from tested components, and the checks every pull request passes. */
export function drawFrontend(w: PictureWords): string {
  const checks = [
    ['Lighthouse CI', 'performance'],
    ['axe-core', 'accessibility'],
    ['Playwright', 'journeys'],
  ] as const;
  return (
    browserWindow({ x: 24, y: 24, w: 512, h: 244 }, 'portal.example', portal()) +
    card({ x: 24, y: 284, w: 512, h: 132 }) +
    fitted(44, 310, label(w, 'checks'), 472, { size: 16, bold: true }) +
    checks
      .map(([tool, key], index) => {
        const y = 340 + index * 28;
        return badge(54, y - 5, '✓', 'green', 10) + text(74, y, tool, { size: 15, weight: 700 }) + fitted(214, y, label(w, key), 302, { size: 15, fill: colour.muted });
      })
      .join('')
  );
}
