import { mvpLauncher } from '@/config/facts';
import { formatShare } from '@/i18n/format';
import { colour, rect, text } from '../../kit';
import { columns, panel } from '../../kit-diagrams';
import { pictureFromWords } from '../../picture-from-words';
import { label } from '../../words';
import { words } from './words';

/** Two days are 2,880 minutes: the six-minute column is drawn to that scale, so it barely rises off the baseline. */
const minutesInTwoDays = 2 * 24 * 60;

/** The results the case study states: 2 days → 6 minutes, −70 % manual reviews, the first version in production. */
export const results = pictureFromWords(words, 'results', { width: 960, height: 360, background: colour.accentSoft }, (w, locale) => {
  const weeks = Array.from({ length: mvpLauncher.weeks }, (_, index) => index);
  return (
    panel({ x: 24, y: 24, w: 320, h: 312 }, label(w, 'time')) +
    columns({ x: 40, y: 84, w: 288, h: 236 }, [
      { label: label(w, 'before'), share: 1, shown: label(w, 'twoDays') },
      { label: label(w, 'after'), share: 6 / minutesInTwoDays, shown: label(w, 'sixMinutes') },
    ]) +
    panel({ x: 360, y: 24, w: 280, h: 312 }, label(w, 'reviews')) +
    columns({ x: 376, y: 84, w: 248, h: 236 }, [
      { label: label(w, 'before'), share: 1, shown: '' },
      { label: label(w, 'after'), share: 0.3, shown: formatShare(-0.7, locale).replace('-', '−') },
    ]) +
    panel({ x: 656, y: 24, w: 280, h: 312 }, label(w, 'launch')) +
    text(680, 120, `${mvpLauncher.weeks}`, { size: 56, weight: 800, fill: colour.accentStrong }) +
    text(680, 148, label(w, 'weeks'), { size: 16, fill: colour.inkSoft }) +
    weeks
      .map((week) => rect({ x: 680 + week * 19, y: 196, w: 15, h: 40 }, { r: 4, fill: week < mvpLauncher.scopingWeeks ? colour.violet : colour.accent }))
      .join('') +
    rect({ x: 680, y: 262, w: 12, h: 12 }, { r: 3, fill: colour.violet }) +
    text(700, 273, label(w, 'scoping'), { size: 14, fill: colour.muted }) +
    rect({ x: 680, y: 290, w: 12, h: 12 }, { r: 3, fill: colour.accent }) +
    text(700, 301, label(w, 'build'), { size: 14, fill: colour.muted })
  );
});
