import { browserWindow, circle, colour, rect, text, textLines, textWidth } from '../kit';
import type { PictureWords } from '../words';
import { label } from '../words';
import { box, card, flow } from './diagram';

/** A part of the extension inside the browser, tagged with its name. */
function tag(x: number, y: number, name: string, fill: string): string {
  const w = textWidth(name, 13, true) + 16;
  return rect({ x, y: y - 11, w, h: 22 }, { r: 11, fill }) + text(x + w / 2, y + 5, name, { size: 13, weight: 700, fill: colour.surface, anchor: 'middle' });
}

/** A CRM page in the browser: records on the left; the page's own content the extension works on. */
function crmPage(): string {
  return [14, 46, 78, 110].map((y, index) => circle(26, y + 12, 9, { fill: index === 1 ? colour.accentSoft : colour.surfaceAlt }) + textLines(42, y + 5, [90, 60], 12)).join('');
}

/** A Chrome extension: popup and content script in the browser, the service worker behind them, your API behind that. */
export function drawChromeExtension(w: PictureWords): string {
  const green = '#0f9c7a';
  return (
    browserWindow({ x: 24, y: 24, w: 330, h: 290 }, 'crm.example', crmPage()) +
    // The extension's button in the toolbar, and its popup opened from it.
    rect({ x: 320, y: 32, w: 22, h: 20 }, { r: 6, fill: colour.accent }) +
    card({ x: 190, y: 72, w: 154, h: 112 }) +
    `<polygon points="331,62 323,73 339,73" fill="${colour.surface}"/>` +
    tag(200, 92, label(w, 'popup'), colour.accent) +
    circle(216, 128, 12, { fill: colour.accentSoft }) +
    textLines(236, 120, [80, 56], 12) +
    rect({ x: 200, y: 152, w: 134, h: 22 }, { r: 11, fill: colour.accent }) +
    // What the content script adds to the page.
    `<rect x="40" y="212" width="176" height="86" rx="8" fill="${colour.greenSoft}" stroke="${green}" stroke-width="1.5" stroke-dasharray="5 4"/>` +
    tag(48, 228, label(w, 'contentScript'), green) +
    rect({ x: 50, y: 248, w: 74, h: 20 }, { r: 10, fill: colour.surface }) +
    text(87, 262, '✓', { size: 13, weight: 700, fill: green, anchor: 'middle' }) +
    textLines(132, 254, [74], 0) +
    textLines(50, 280, [150], 0) +
    flow([[346, 140], [408, 206]], { both: true }) +
    flow([[218, 256], [374, 256]], { both: true }) +
    box({ x: 376, y: 208, w: 160, h: 68 }, { title: 'Service worker', sub: label(w, 'background'), tone: 'night' }) +
    flow([[456, 278], [456, 334]], { both: true }) +
    box({ x: 376, y: 336, w: 160, h: 72 }, { title: label(w, 'api'), sub: 'OAuth 2.0' }) +
    box({ x: 24, y: 336, w: 330, h: 72 }, { title: 'Chrome Web Store', sub: label(w, 'store'), tone: 'green', step: '✓' })
  );
}
