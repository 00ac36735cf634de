import { formatNumber } from '@/i18n/format';
import type { Locale } from '@/i18n/locales';
import { at, colour, rect, text, textWidth } from '../kit';
import { component, textBlock, wrap } from '../kit-case-studies';
import { connector, panel, zone } from '../kit-diagrams';
import { pictureFromWords } from '../picture-from-words';
import { label } from '../words';
import { casinoWords } from './building-a-better-casino-experience-with-aem';

const architecture = pictureFromWords(casinoWords, 'architecture', { width: 960, height: 480, background: colour.surfaceAlt }, (w) =>
  zone({ x: 224, y: 48, w: 496, h: 264 }, label(w, 'cloud'), 'accent') +
  component({ x: 24, y: 100, w: 176, h: 80 }, label(w, 'marketing'), label(w, 'marketingDetail'), 'night') +
  component({ x: 248, y: 100, w: 184, h: 80 }, 'AEM Author', label(w, 'authorDetail')) +
  component({ x: 512, y: 100, w: 184, h: 80 }, 'AEM Publish', label(w, 'publishDetail')) +
  component({ x: 248, y: 216, w: 184, h: 72 }, label(w, 'components'), 'HTL · Sling Models', 'accent') +
  component({ x: 512, y: 216, w: 184, h: 72 }, 'Dispatcher', label(w, 'dispatcherDetail')) +
  component({ x: 760, y: 216, w: 176, h: 72 }, 'CDN', label(w, 'cdnDetail')) +
  component({ x: 760, y: 368, w: 176, h: 80 }, label(w, 'players'), label(w, 'playersDetail'), 'night') +
  connector([[200, 140], [246, 140]]) +
  connector([[432, 140], [510, 140]], { label: label(w, 'replication'), above: true }) +
  connector([[604, 180], [604, 214]]) +
  connector([[696, 252], [758, 252]]) +
  connector([[848, 288], [848, 366]], { label: 'HTTPS' }) +
  // Publishing clears the caches, so a changed promotion is live within seconds.
  connector([[696, 124], [880, 124], [880, 214]], { dashed: true, stroke: colour.accent }) +
  textBlock(736, 76, wrap(label(w, 'invalidation'), 200, 12), { size: 12, fill: colour.accentStrong, leading: 16 }) +
  // The frontend's build, deployed through Cloud Manager.
  text(24, 356, label(w, 'pipeline'), { size: 13, weight: 700, fill: colour.inkSoft }) +
  component({ x: 24, y: 372, w: 200, h: 76 }, 'ui.frontend', 'TypeScript · webpack') +
  component({ x: 256, y: 372, w: 200, h: 76 }, 'Jest · Playwright', label(w, 'testsDetail')) +
  component({ x: 488, y: 372, w: 216, h: 76 }, 'Cloud Manager', label(w, 'cloudManagerDetail')) +
  connector([[224, 410], [254, 410]]) +
  connector([[456, 410], [486, 410]]) +
  connector([[596, 372], [596, 314]], { label: label(w, 'deploy'), stroke: '#0b7a5c' }),
);

/** Largest Contentful Paint on mobile before and after, in seconds, as the case study states them. */
const lcp = { before: 4.2, after: 1.9 };

const seconds = (value: number, locale: Locale) => `${formatNumber(value, locale)} s`;

/** A figure the case study states, with what it counts. */
function figure(y: number, value: string, what: string): string {
  return at(
    600,
    y,
    rect({ x: 0, y: 0, w: 336, h: 96 }, { r: 14, fill: colour.surface, stroke: colour.line }) +
      text(20, 42, value, { size: 28, weight: 800, fill: colour.accentStrong }) +
      textBlock(20, 66, wrap(what, 296, 13), { size: 13, fill: colour.inkSoft, leading: 18 }),
  );
}

const results = pictureFromWords(casinoWords, 'results', { width: 960, height: 360, background: colour.accentSoft }, (w, locale) => {
  const scale = 72;
  const barStart = 150;
  const bar = (y: number, name: string, value: number, highlight: boolean) =>
    text(24, y + 26, name, { size: 14, weight: 600, fill: colour.inkSoft }) +
    rect({ x: barStart, y, w: value * scale, h: 40 }, { r: 8, fill: highlight ? colour.accent : '#c9cede' }) +
    text(barStart + value * scale + 10, y + 27, seconds(value, locale), { size: 17, weight: 800, fill: highlight ? colour.accentStrong : colour.inkSoft });
  const faster = label(w, 'faster');
  const fasterX = barStart + lcp.after * scale + 70;
  return (
    at(
      24,
      24,
      panel({ x: 0, y: 0, w: 552, h: 312 }, label(w, 'lcpTitle')) +
        text(24, 58, label(w, 'lcpSource'), { size: 12, fill: colour.muted }) +
        [0, 1, 2, 3, 4, 5]
          .map((tick) => `<path d="M${barStart + tick * scale} 96V250" stroke="${colour.line}" stroke-dasharray="4 4"/>` + text(barStart + tick * scale, 272, seconds(tick, locale), { size: 12, fill: colour.muted, anchor: 'middle' }))
          .join('') +
        bar(112, label(w, 'before'), lcp.before, false) +
        bar(184, label(w, 'after'), lcp.after, true) +
        rect({ x: fasterX, y: 192, w: textWidth(faster, 13, true) + 24, h: 24 }, { r: 12, fill: colour.greenSoft }) +
        text(fasterX + 12, 209, faster, { size: 13, weight: 700, fill: '#0b7a5c' }),
    ) +
    figure(24, label(w, 'campaignValue'), label(w, 'campaign')) +
    figure(132, label(w, 'componentsValue'), label(w, 'components')) +
    figure(240, label(w, 'dailyValue'), label(w, 'daily'))
  );
});

export const casinoAemDiagrams = { architecture, results };
