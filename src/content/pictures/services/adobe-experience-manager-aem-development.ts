import { browserWindow, colour, phone, rect, textLines } from '../kit';
import type { PictureWords } from '../words';
import { label } from '../words';
import { box, chip, fitted, flow } from './diagram';

/** The way of a page through AEM, top to bottom: written, approved, published, cached. */
const stages = ['author', 'review', 'publish', 'deliver'] as const;

/** A brand page built from components: a hero with its call to action, then three teasers. */
function brandPage(): string {
  return (
    rect({ x: 12, y: 12, w: 222, h: 62 }, { r: 8, fill: colour.accent }) +
    textLines(24, 28, [120, 84], 12, '#c9c3ff') +
    rect({ x: 24, y: 54, w: 56, h: 12 }, { r: 6, fill: colour.surface }) +
    [12, 88, 164]
      .map((x) => rect({ x, y: 84, w: 70, h: 56 }, { r: 6, fill: colour.surfaceAlt }) + rect({ x: x + 8, y: 92, w: 54, h: 20 }, { r: 4, fill: colour.line }) + textLines(x + 8, 120, [46, 32], 10))
      .join('')
  );
}

/** The same content in an app, read over GraphQL: a list of content cards. */
function appScreen(): string {
  return (
    rect({ x: 10, y: 34, w: 44, h: 8 }, { r: 4, fill: colour.inkSoft }) +
    [52, 108].map((y) => rect({ x: 10, y, w: 64, h: 48 }, { r: 8, fill: colour.accentSoft }) + rect({ x: 16, y: y + 8, w: 36, h: 8 }, { r: 4, fill: colour.violet })).join('') +
    textLines(10, 164, [60, 44], 10)
  );
}

/** AEM's content flow: authoring, review, publish and Dispatcher/CDN to the website; headless over GraphQL to an app. */
export function drawAem(w: PictureWords): string {
  return (
    stages
      .map((stage, index) => {
        const y = 24 + index * 100;
        return (
          box({ x: 24, y, w: 236, h: 72 }, { title: label(w, stage), sub: label(w, `${stage}Note`), step: index + 1, tone: index === 3 ? 'night' : 'plain' }) +
          (index < 3 ? flow([[142, y + 74], [142, y + 98]]) : '')
        );
      })
      .join('') +
    // Headless: from the publish instance up to the app.
    flow([[262, 260], [276, 260], [276, 118], [430, 118]]) +
    chip(353, 118, 'GraphQL') +
    fitted(353, 150, 'Content Fragments', 150, { size: 13, fill: colour.muted, anchor: 'middle' }) +
    phone({ x: 432, y: 24, w: 104, h: 190 }, appScreen()) +
    // The website, served from the cache.
    flow([[262, 360], [292, 360]]) +
    browserWindow({ x: 294, y: 236, w: 242, h: 180 }, 'brand.example', brandPage())
  );
}
