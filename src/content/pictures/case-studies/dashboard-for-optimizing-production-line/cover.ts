import { formatShare } from '@/i18n/format';
import { at, browserWindow, circle, colour, polyline, rect, text, textLines } from '../../kit';
import { pictureFromWords } from '../../picture-from-words';
import { label } from '../../words';
import { words } from './words';

/** OEE per month of the nine, from the 64 % baseline to the 72 % the case study reports. */
const oeeByMonth = [64, 64.5, 65.8, 66.1, 67.9, 68.6, 70.2, 71.1, 72];

export const cover = pictureFromWords(words, 'cover', { width: 640, height: 400, background: colour.accentSoft }, (w, locale) => {
  const chart = oeeByMonth.map((value, index): [number, number] => [44 + index * 37, 88 - (value - 64) * 7]);
  const machines = [true, true, false, true, true, true, true, false, true, true, true, true, true, true];
  return (
    browserWindow(
      { x: 24, y: 24, w: 592, h: 352 },
      'oee.plant.example',
      text(20, 32, label(w, 'title'), { size: 16, weight: 700 }) +
        rect({ x: 500, y: 16, w: 70, h: 22 }, { r: 11, fill: colour.greenSoft }) +
        circle(514, 27, 4, { fill: colour.green }) +
        text(524, 31, label(w, 'live'), { size: 11, weight: 600, fill: '#0b7a5c' }) +
        // The headline figure and its trend.
        at(
          20,
          52,
          rect({ x: 0, y: 0, w: 150, h: 112 }, { r: 10, fill: colour.night }) +
            text(14, 26, label(w, 'oee'), { size: 11, fill: colour.onNightMuted }) +
            text(14, 74, formatShare(0.72, locale), { size: 38, weight: 800, fill: colour.surface }) +
            text(14, 98, `▲ ${label(w, 'gain')}`, { size: 12, weight: 600, fill: colour.green }),
        ) +
        at(
          182,
          52,
          rect({ x: 0, y: 0, w: 370, h: 112 }, { r: 10, fill: colour.surface, stroke: colour.line }) +
            text(14, 22, label(w, 'trend'), { size: 11, fill: colour.muted }) +
            polyline(chart, colour.accent, 3) + circle(340, 32, 4.5, { fill: colour.accent }) +
            text(356, 104, formatShare(0.72, locale), { size: 11, weight: 700, fill: colour.accentStrong, anchor: 'end' }) +
            text(44, 104, formatShare(0.64, locale), { size: 11, fill: colour.muted }),
        ) +
        // Line 2: one tile per machine, stopped ones in red.
        at(
          20,
          178,
          text(0, 12, label(w, 'machines'), { size: 12, weight: 700 }) +
            machines
              .map((running, index) =>
                rect({ x: (index % 7) * 34, y: 24 + Math.floor(index / 7) * 34, w: 28, h: 28 }, { r: 6, fill: running ? colour.green : colour.red }),
              )
              .join('') +
            circle(4, 108, 4, { fill: colour.green }) +
            text(12, 112, label(w, 'running'), { size: 10, fill: colour.muted }) +
            circle(84, 108, 4, { fill: colour.red }) +
            text(92, 112, label(w, 'stopped'), { size: 10, fill: colour.muted }),
        ) +
        // The shift's biggest losses.
        at(
          270,
          178,
          text(0, 12, label(w, 'stops'), { size: 12, weight: 700 }) +
            [
              ['stop1', 190],
              ['stop2', 130],
              ['stop3', 80],
            ]
              .map(([key, width], index) =>
                text(0, 42 + index * 28, label(w, key as string), { size: 11, fill: colour.inkSoft }) +
                rect({ x: 120, y: 33 + index * 28, w: width as number * 0.8, h: 12 }, { r: 6, fill: index === 0 ? colour.accent : colour.violet, opacity: 1 - index * 0.25 }),
              )
              .join('') +
            textLines(0, 126, [200, 150], 12),
        ),
    )
  );
});
