import { formatNumber, formatShare } from '@/i18n/format';
import type { Locale } from '@/i18n/locales';
import { at, circle, colour, line, rect, text } from '../../kit';
import { progressBar, tick } from '../../kit-screens';
import { pictureFromWords } from '../../picture-from-words';
import { label, type PictureWords } from '../../words';
import { words } from './words';

const tile = '#1a2338';
const track = '#2a3450';

/** Line 1's 14 machines as the display shows them: OEE of the shift, or the state that stops them. */
const machines: { id: string; oee?: number; state?: 'stopped' | 'changeover' }[] = [
  { id: 'CNC-01', oee: 81 },
  { id: 'CNC-02', oee: 78 },
  { id: 'CNC-03', oee: 85 },
  { id: 'CNC-04', oee: 72 },
  { id: 'CNC-05', state: 'changeover' },
  { id: 'CNC-06', oee: 80 },
  { id: 'PR-01', oee: 76 },
  { id: 'PR-02', state: 'stopped' },
  { id: 'PR-03', oee: 79 },
  { id: 'MT-01', oee: 83 },
  { id: 'MT-02', oee: 77 },
  { id: 'MT-03', oee: 81 },
  { id: 'EOL-01', oee: 88 },
  { id: 'EOL-02', oee: 86 },
];

/** The large screen above line 1: the shift's OEE and its three factors, every machine, the biggest loss. */
function lineDisplay(w: PictureWords, locale: Locale): string {
  const share = (value: number) => formatShare(value / 100, locale);
  const factors = [
    ['availability', 84],
    ['performance', 90],
    ['quality', 98],
  ] as const;
  const machineTile = ({ id, oee, state }: (typeof machines)[number], index: number) => {
    const x = 20 + (index % 5) * 109;
    const y = 162 + Math.floor(index / 5) * 62;
    const fill = state === 'stopped' ? colour.red : state === 'changeover' ? colour.amber : tile;
    const ink = state === 'changeover' ? colour.ink : colour.onNight;
    const detail = state === 'stopped' ? label(w, 'stopped') : state === 'changeover' ? label(w, 'changeover') : share(oee ?? 0);
    return (
      rect({ x, y, w: 100, h: 54 }, { r: 8, fill }) +
      (state ? '' : circle(x + 86, y + 17, 5, { fill: colour.green })) +
      text(x + 12, y + 23, id, { size: 15, weight: 700, fill: ink }) +
      text(x + 12, y + 43, detail, { size: 13, fill: state ? ink : colour.onNightMuted })
    );
  };
  return (
    text(20, 36, label(w, 'line'), { size: 20, weight: 700, fill: colour.onNight }) +
    text(556, 36, '10:42', { size: 20, weight: 700, fill: colour.onNight, anchor: 'end' }) +
    rect({ x: 20, y: 54, w: 150, h: 92 }, { r: 10, fill: tile }) +
    text(34, 80, label(w, 'oee'), { size: 14, fill: colour.onNightMuted }) +
    text(34, 128, share(74), { size: 40, weight: 800, fill: colour.green }) +
    factors
      .map(([key, value], index) => {
        const x = 182 + index * 128;
        return (
          rect({ x, y: 54, w: 118, h: 92 }, { r: 10, fill: tile }) +
          text(x + 14, 80, label(w, key), { size: 13, fill: colour.onNightMuted }) +
          text(x + 14, 116, share(value), { size: 26, weight: 700, fill: colour.onNight }) +
          progressBar(x + 14, 128, 90, value / 100, { h: 6, fill: value < 85 ? colour.amber : colour.green, track })
        );
      })
      .join('') +
    machines.map(machineTile).join('') +
    rect({ x: 456, y: 286, w: 100, h: 54 }, { r: 8, fill: 'none', stroke: track, strokeWidth: 1.5 }) +
    text(468, 309, label(w, 'goodParts'), { size: 13, fill: colour.onNightMuted }) +
    text(468, 329, `${formatNumber(812, locale)} / ${formatNumber(1050, locale)}`, { size: 14, weight: 700, fill: colour.onNight }) +
    text(20, 362, `▲ ${label(w, 'loss')}`, { size: 14, weight: 600, fill: colour.amber })
  );
}

/** The touch screen at the stopped press: the operator names the reason for the stop. */
function stopReasonPanel(w: PictureWords): string {
  const reasons = ['reason1', 'reason2', 'reason3', 'reason4', 'changeover'];
  return (
    rect({ x: 0, y: 0, w: 252, h: 72 }, { r: 10, fill: colour.red }) +
    rect({ x: 0, y: 40, w: 252, h: 32 }, { fill: colour.red }) +
    text(16, 32, 'PR-02', { size: 20, weight: 800, fill: colour.surface }) +
    text(16, 56, label(w, 'since'), { size: 14, fill: colour.surface }) +
    text(16, 102, label(w, 'question'), { size: 15, weight: 700 }) +
    reasons
      .map((key, index) => {
        const y = 118 + index * 49;
        const chosen = key === 'reason2';
        return (
          rect({ x: 16, y, w: 220, h: 42 }, { r: 8, fill: chosen ? colour.accentSoft : colour.surfaceAlt, stroke: chosen ? colour.accent : colour.line, strokeWidth: chosen ? 2 : 1 }) +
          text(32, y + 27, label(w, key), { size: 15, weight: chosen ? 700 : 400, fill: chosen ? colour.accentStrong : colour.ink }) +
          (chosen ? tick(214, y + 21, 10, colour.accent) : '')
        );
      })
      .join('') +
    rect({ x: 16, y: 366, w: 220, h: 44 }, { r: 10, fill: colour.accent }) +
    text(126, 394, label(w, 'confirm'), { size: 15, weight: 700, fill: colour.surface, anchor: 'middle' })
  );
}

export const solution = pictureFromWords(words, 'solution', { width: 960, height: 540, background: colour.accentSoft }, (w, locale) =>
    // The display hangs from the hall's ceiling above the line.
    line(190, 0, 190, 56, '#9aa1b3', 5) +
    line(466, 0, 466, 56, '#9aa1b3', 5) +
    rect({ x: 28, y: 56, w: 600, h: 396 }, { r: 16, fill: '#1b2233' }) +
    at(40, 68, rect({ x: 0, y: 0, w: 576, h: 372 }, { r: 6, fill: colour.night }) + lineDisplay(w, locale)) +
    text(328, 500, label(w, 'display'), { size: 15, weight: 700, fill: colour.inkSoft, anchor: 'middle' }) +
    rect({ x: 660, y: 32, w: 276, h: 440 }, { r: 20, fill: '#2a3142' }) +
    at(672, 44, rect({ x: 0, y: 0, w: 252, h: 416 }, { r: 10, fill: colour.surface }) + stopReasonPanel(w)) +
    text(798, 500, label(w, 'panel'), { size: 15, weight: 700, fill: colour.inkSoft, anchor: 'middle' }),
);
