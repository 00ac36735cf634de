import { formatShare } from '@/i18n/format';
import { colour, rect, text } from '../../kit';
import { columns, panel, pill } from '../../kit-diagrams';
import { pictureFromWords } from '../../picture-from-words';
import { label } from '../../words';
import { words } from './words';

/** The results the case study states: OEE 64 % → 72 %, unplanned downtime −18 %, 40 machines (14 on the pilot line). */
export const results = pictureFromWords(words, 'results', { width: 960, height: 360, background: colour.accentSoft }, (w, locale) => {
  const gain = `▲ ${label(w, 'gain')}`;
  const share = (value: number) => formatShare(value / 100, locale).replace('-', '−');
  const machines = (x: number, y: number, count: number, fill: string) =>
    Array.from({ length: count }, (_, index) => rect({ x: x + (index % 14) * 15, y: y + Math.floor(index / 14) * 15, w: 11, h: 11 }, { r: 3, fill })).join('');
  return (
    panel({ x: 24, y: 24, w: 320, h: 312 }, label(w, 'oee')) +
    pill(48, 76, gain, { size: 14, fill: colour.greenSoft, ink: '#0b7a5c', stroke: colour.greenSoft, start: true }) +
    columns({ x: 40, y: 96, w: 288, h: 224 }, [
      { label: label(w, 'before'), share: 0.64, shown: share(64) },
      { label: label(w, 'after'), share: 0.72, shown: share(72) },
    ]) +
    panel({ x: 360, y: 24, w: 280, h: 312 }, label(w, 'downtime')) +
    columns({ x: 376, y: 96, w: 248, h: 224 }, [
      { label: label(w, 'downtimeBefore'), share: 1, shown: '' },
      { label: label(w, 'downtimeAfter'), share: 0.82, shown: share(-18) },
    ]) +
    panel({ x: 656, y: 24, w: 280, h: 312 }, label(w, 'machines')) +
    text(680, 120, '40', { size: 56, weight: 800, fill: colour.accentStrong }) +
    text(680, 148, label(w, 'lines'), { size: 16, fill: colour.inkSoft }) +
    text(680, 196, label(w, 'pilot'), { size: 14, fill: colour.muted }) +
    machines(680, 208, 14, colour.accent) +
    text(680, 254, label(w, 'rollout'), { size: 14, fill: colour.muted }) +
    machines(680, 266, 26, colour.violet)
  );
});
