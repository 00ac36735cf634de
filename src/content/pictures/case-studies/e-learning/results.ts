import { formatNumber, formatShare } from '@/i18n/format';
import { colour, line, rect, text } from '../../kit';
import { columns, panel } from '../../kit-diagrams';
import { tick } from '../../kit-screens';
import { pictureFromWords } from '../../picture-from-words';
import { label } from '../../words';
import { words } from './words';

/** The results the case study states: completion 48 % → 67 %, 25,000 learners, 7 months to launch, 1 login for 3. */
export const results = pictureFromWords(words, 'results', { width: 960, height: 360, background: colour.accentSoft }, (w, locale) => {
  const before = ['oldLms', 'pdfs', 'videoHost'];
  return (
    panel({ x: 24, y: 24, w: 340, h: 312 }, label(w, 'completion')) +
    columns({ x: 40, y: 84, w: 308, h: 236 }, [
      { label: label(w, 'before'), share: 0.48, shown: formatShare(0.48, locale) },
      { label: label(w, 'after'), share: 0.67, shown: formatShare(0.67, locale) },
    ]) +
    panel({ x: 380, y: 24, w: 272, h: 312 }, '') +
    text(404, 96, formatNumber(25000, locale), { size: 44, weight: 800, fill: colour.accentStrong }) +
    text(404, 124, label(w, 'learners'), { size: 15, fill: colour.inkSoft }) +
    line(404, 166, 628, 166, colour.line, 1) +
    text(404, 240, '7', { size: 44, weight: 800, fill: colour.accentStrong }) +
    text(404, 268, label(w, 'months'), { size: 15, fill: colour.inkSoft }) +
    panel({ x: 668, y: 24, w: 268, h: 312 }, label(w, 'logins')) +
    before
      .map((key, index) => {
        const y = 80 + index * 46;
        return (
          rect({ x: 692, y, w: 220, h: 36 }, { r: 8, fill: colour.surfaceAlt, stroke: colour.line }) +
          text(708, y + 23, label(w, key), { size: 14, fill: colour.muted }) +
          `<path d="M878 ${y + 11}l14 14m0-14l-14 14" stroke="${colour.red}" stroke-width="2.5" stroke-linecap="round"/>`
        );
      })
      .join('') +
    `<path d="M802 226v20m-7-7l7 7 7-7" fill="none" stroke="${colour.accent}" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"/>` +
    rect({ x: 692, y: 260, w: 220, h: 52 }, { r: 10, fill: colour.accent }) +
    text(708, 292, label(w, 'platform'), { size: 16, weight: 700, fill: colour.surface }) +
    tick(888, 286, 11, colour.green)
  );
});
