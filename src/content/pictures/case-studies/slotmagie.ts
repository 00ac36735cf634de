import type original from '@/content/words/en/pictures/slotmagie.json';
import { formatEuros } from '@/i18n/format';
import type { Locale } from '@/i18n/locales';
import { at, browserWindow, circle, colour, phone, rect, text, textWidth } from '../kit';
import { textBlock, wrap } from '../kit-case-studies';
import { shadow } from '../kit-screens';
import { chip, chipWidth, gameTile, pillButton, responsibleGamblingNotice, tileRow } from '../kit-games';
import { pictureFromWords } from '../picture-from-words';
import { label, pictureWords, type PictureWords } from '../words';

export const slotmagieWords = pictureWords<typeof original>('slotmagie');

/** The lobby's night theme. */
const lobby = { background: '#12102b', raised: '#1d1a40', line: '#2f2b5c' };

/** The brand's name with a four-pointed spark: the name as text, not the client's logo. */
function wordMark(x: number, y: number, size: number): string {
  const s = size * 0.42;
  return (
    `<path d="M${x} ${y - s}Q${x} ${y} ${x + s} ${y}Q${x} ${y} ${x} ${y + s}Q${x} ${y} ${x - s} ${y}Q${x} ${y} ${x} ${y - s}z" fill="${colour.amber}"/>` +
    text(x + s + 6, y + size * 0.36, 'Slotmagie', { size, weight: 800, fill: colour.surface })
  );
}

/** A search field: a magnifier and its placeholder or query. */
function searchField(x: number, y: number, width: number, content: string, size = 12, typed = false): string {
  const height = size + 18;
  return (
    rect({ x, y, w: width, h: height }, { r: height / 2, fill: lobby.raised, stroke: typed ? colour.violet : lobby.line, strokeWidth: typed ? 2 : 1 }) +
    circle(x + 16, y + height / 2 - 1, size * 0.38, { stroke: colour.onNightMuted, strokeWidth: 1.6 }) +
    `<path d="M${x + 16 + size * 0.3} ${y + height / 2 + size * 0.3}l${size * 0.3} ${size * 0.3}" stroke="${colour.onNightMuted}" stroke-width="1.6" stroke-linecap="round"/>` +
    text(x + 30, y + height / 2 + size * 0.36, content, { size, fill: typed ? colour.surface : colour.onNightMuted }) +
    (typed ? rect({ x: x + 32 + textWidth(content, size) * 0.92, y: y + 7, w: 1.5, h: height - 14 }, { fill: colour.violet }) : '')
  );
}

/** The tournament promotion (content from AEM) on `width` × `height`: a strip on desktop, a card on a phone, or a tiny strip. */
function tournamentBanner(w: PictureWords, width: number, height: number, shape: 'strip' | 'card' | 'small'): string {
  const title = label(w, 'tournament');
  const when = label(w, 'tournamentWhen');
  const takePart = label(w, 'takePart');
  const content = {
    strip: () =>
      text(18, 24, title, { size: 15, weight: 800, fill: colour.surface }) +
      text(18, 42, when, { size: 12, fill: '#dcd8ff' }) +
      pillButton(width - textWidth(takePart, 12, true) - 100, height / 2 - 13, takePart, colour.amber, colour.ink, 12),
    card: () => {
      const rows = wrap(title, 130, 17);
      const below = 30 + rows.length * 21;
      return (
        rows.map((row, index) => text(14, 34 + index * 21, row, { size: 17, weight: 800, fill: colour.surface })).join('') +
        text(14, below, when, { size: 12, fill: '#dcd8ff' }) +
        pillButton(14, below + 12, takePart, colour.amber, colour.ink, 13) +
        text(14, height - 12, label(w, 'terms'), { size: 11, fill: '#dcd8ff' }) +
        rect({ x: 14, y: height - 9, w: textWidth(label(w, 'terms'), 11) * 0.9, h: 1 }, { fill: '#dcd8ff' })
      );
    },
    small: () => text(10, 20, title, { size: 11, weight: 800, fill: colour.surface }) + text(10, 36, when, { size: 9, fill: '#dcd8ff' }),
  }[shape]();
  return (
    `<svg width="${width}" height="${height}" overflow="hidden">` +
    rect({ x: 0, y: 0, w: width, h: height }, { r: 12, fill: colour.accent }) +
    circle(width - 30, height * 0.2, height * 0.55, { fill: colour.violet }) +
    circle(width - 10, height, height * 0.4, { fill: colour.accentStrong }) +
    // A game tile beside a strip's text; a card's and a small strip's text leave no room for one.
    (shape === 'strip' ? `<g transform="rotate(12 ${width - 40} ${height / 2})">${gameTile({ x: width - 66, y: height / 2 - 24, w: 48, h: 48 }, 6)}</g>` : '') +
    content +
    '</svg>'
  );
}

/** Chips in a row from x, `gap` apart. */
function chipRow(x: number, y: number, labels: string[], selected: number[], size = 12): string {
  let left = x;
  return labels
    .map((content, index) => {
      const drawn = chip(left, y, content, selected.includes(index), true, size);
      left += chipWidth(content, size) + 8;
      return drawn;
    })
    .join('');
}

const cover = pictureFromWords(slotmagieWords, 'cover', { width: 640, height: 400, background: colour.accentSoft }, (w) => {
  const categories = (['all', 'new', 'popular', 'jackpots', 'recent'] as const).map((key) => label(w, key));
  const desktop =
    rect({ x: 0, y: 0, w: 440, h: 316 }, { fill: lobby.background }) +
    wordMark(24, 24, 17) +
    searchField(150, 9, 180, label(w, 'search')) +
    chipRow(16, 56, categories, [0]) +
    at(16, 96, tournamentBanner(w, 408, 56, 'strip')) +
    text(16, 180, label(w, 'popularNow'), { size: 14, weight: 700, fill: colour.surface }) +
    text(424, 180, label(w, 'seeAll'), { size: 12, weight: 600, fill: '#b7b0ff', anchor: 'end' }) +
    tileRow(16, 192, { w: 74, h: 92 }, 9, 5, 0, { 0: label(w, 'new'), 2: 'Jackpot' }) +
    responsibleGamblingNotice({ x: 0, y: 294, w: 440, h: 22 }, label(w, 'warning'), true);
  const mobile =
    rect({ x: 0, y: 0, w: 152, h: 340 }, { fill: lobby.background }) +
    wordMark(20, 44, 13) +
    circle(134, 44, 9, { fill: lobby.raised, stroke: lobby.line }) +
    searchField(10, 62, 132, label(w, 'search'), 11) +
    chipRow(10, 100, categories.slice(0, 3), [0], 11) +
    at(10, 134, tournamentBanner(w, 132, 48, 'small')) +
    text(10, 204, label(w, 'popularNow'), { size: 12, weight: 700, fill: colour.surface }) +
    tileRow(10, 214, { w: 62, h: 62 }, 8, 2, 3, { 1: 'Jackpot' }) +
    tileRow(10, 284, { w: 62, h: 62 }, 8, 2, 1) +
    rect({ x: 0, y: 306, w: 152, h: 34 }, { fill: lobby.raised }) +
    [0, 1, 2, 3].map((index) => rect({ x: 22 + index * 32, y: 316, w: 14, h: 14 }, { r: 4, fill: index === 0 ? colour.violet : lobby.line })).join('');
  const lobbyLabel = label(w, 'lobby');
  const faster = label(w, 'faster');
  const badgeWidth = textWidth(`▲ ${faster}`, 20, true) + 24;
  return (
        browserWindow({ x: 24, y: 24, w: 440, h: 352 }, 'slotmagie.de', desktop) +
    shadow({ x: 448, y: 28, w: 168, h: 356 }, 28) +
    phone({ x: 448, y: 28, w: 168, h: 356 }, mobile) +
    // The headline figure, pinned to the page like a measurement.
    shadow({ x: 432 - badgeWidth, y: 4, w: badgeWidth, h: 58 }) +
    at(
      432 - badgeWidth,
      4,
      rect({ x: 0, y: 0, w: badgeWidth, h: 58 }, { r: 12, fill: colour.surface }) +
        text(14, 21, lobbyLabel, { size: 12, fill: colour.muted }) +
        text(14, 46, `▲ ${faster}`, { size: 20, weight: 800, fill: colour.accentStrong }),
    )
  );
});

/** The first step: a query with a typo, the games it found anyway and the keyboard. */
function searchScreen(w: PictureWords, locale: Locale): string {
  // Made-up jackpots, in the language's number format.
  const amounts = [12480, 3905, 48210, 7350, 21640, 960, 15075, 5420, 33190];
  const tiles = amounts
    .map((amount, index) => {
      const x = 12 + (index % 3) * 62;
      const y = 96 + Math.floor(index / 3) * 70;
      return gameTile({ x, y, w: 56, h: 62 }, index + 2) + rect({ x, y: y + 46, w: 56, h: 16 }, { fill: colour.ink, opacity: 0.7 }) + text(x + 28, y + 58, formatEuros(amount, locale), { size: 9, weight: 700, fill: colour.amber, anchor: 'middle' });
    })
    .join('');
  const keys = [10, 9, 7]
    .map((count, row) =>
      Array.from({ length: count }, (_, index) => rect({ x: 6 + (10 - count) * 9.5 + index * 19, y: 326 + row * 30, w: 16, h: 24 }, { r: 4, fill: '#3a3566' })).join(''),
    )
    .join('');
  return (
    rect({ x: 0, y: 0, w: 200, h: 424 }, { fill: lobby.background }) +
    `<path d="M18 44l-6 6 6 6" fill="none" stroke="${colour.onNight}" stroke-width="2" stroke-linecap="round"/>` +
    searchField(26, 34, 164, 'jackpt', 13, true) +
    text(12, 84, label(w, 'resultsFor'), { size: 12, fill: colour.onNightMuted }) +
    tiles +
    rect({ x: 0, y: 316, w: 200, h: 108 }, { fill: '#24204a' }) +
    keys
  );
}

/** The second step: the filters in a sheet at the bottom, over the dimmed lobby. */
function filterScreen(w: PictureWords): string {
  const providerMarks = [
    circle(20, 14, 8, { fill: colour.green }),
    `<polygon points="20,5 29,22 11,22" fill="${colour.amber}"/>`,
    `<polygon points="20,5 29,14 20,23 11,14" fill="#ff7a8a"/>`,
  ];
  return (
    rect({ x: 0, y: 0, w: 200, h: 424 }, { fill: lobby.background }) +
    wordMark(20, 44, 13) +
    tileRow(12, 66, { w: 84, h: 84 }, 8, 2, 4) +
    rect({ x: 0, y: 0, w: 200, h: 424 }, { fill: '#05060d', opacity: 0.6 }) +
    rect({ x: 0, y: 118, w: 200, h: 330 }, { r: 18, fill: lobby.raised }) +
    rect({ x: 84, y: 126, w: 32, h: 4 }, { r: 2, fill: lobby.line }) +
    text(14, 156, label(w, 'filters'), { size: 16, weight: 800, fill: colour.surface }) +
    text(186, 156, label(w, 'reset'), { size: 11, weight: 600, fill: '#b7b0ff', anchor: 'end' }) +
    text(14, 182, label(w, 'provider'), { size: 11, weight: 700, fill: colour.onNightMuted }) +
    providerMarks.map((mark, index) => at(14 + index * 46, 190, rect({ x: 0, y: 0, w: 40, h: 28 }, { r: 8, fill: lobby.line, stroke: index === 1 ? colour.violet : undefined, strokeWidth: 2 }) + mark)).join('') +
    rect({ x: 152, y: 190, w: 34, h: 28 }, { r: 8, fill: lobby.line }) +
    text(169, 209, '+14', { size: 11, weight: 600, fill: colour.onNight, anchor: 'middle' }) +
    text(14, 242, label(w, 'features'), { size: 11, weight: 700, fill: colour.onNightMuted }) +
    chipRow(14, 250, [label(w, 'freeSpins'), label(w, 'jackpot')], [0, 1], 11) +
    chipRow(14, 284, [label(w, 'bonusGame'), label(w, 'classic')], [], 11) +
    text(14, 338, label(w, 'recent'), { size: 13, weight: 600, fill: colour.surface }) +
    rect({ x: 150, y: 324, w: 36, h: 20 }, { r: 10, fill: colour.green }) +
    circle(176, 334, 7.5, { fill: colour.surface }) +
    rect({ x: 14, y: 362, w: 172, h: 38 }, { r: 19, fill: colour.accent }) +
    text(100, 386, label(w, 'show'), { size: 13, weight: 700, fill: colour.surface, anchor: 'middle' })
  );
}

/** The third step: the lobby with the tournament promotion at the top. */
function promotionScreen(w: PictureWords): string {
  return (
    rect({ x: 0, y: 0, w: 200, h: 424 }, { fill: lobby.background }) +
    wordMark(20, 44, 13) +
    circle(180, 44, 9, { fill: lobby.raised, stroke: lobby.line }) +
    at(12, 64, tournamentBanner(w, 176, 150, 'card')) +
    text(12, 240, label(w, 'recent'), { size: 12, weight: 700, fill: colour.surface }) +
    tileRow(12, 250, { w: 54, h: 54 }, 7, 3, 1) +
    text(12, 330, label(w, 'newGames'), { size: 12, weight: 700, fill: colour.surface }) +
    tileRow(12, 340, { w: 54, h: 54 }, 7, 3, 5, { 0: label(w, 'new') })
  );
}

const solution = pictureFromWords(slotmagieWords, 'solution', { width: 960, height: 540, background: colour.accentSoft }, (w, locale) => {
  const screens = [searchScreen(w, locale), filterScreen(w), promotionScreen(w)];
  const fragment = wrap(label(w, 'fragment'), 108, 12);
  return (
        screens
      .map((screen, index) => {
        const x = 40 + index * 270;
        const step = (['step1', 'step2', 'step3'] as const)[index] ?? 'step1';
        return (
          shadow({ x, y: 16, w: 216, h: 440 }, 28) +
          phone({ x, y: 16, w: 216, h: 440 }, screen) +
          text(x + 108, 484, label(w, step), { size: 16, weight: 700, anchor: 'middle' }) +
          textBlock(x + 108, 506, wrap(label(w, `${step}Detail`), 250, 13), { size: 13, fill: colour.inkSoft, anchor: 'middle', leading: 18 })
        );
      })
      .join('') +
    // Where the promotion comes from, as a designer's note beside the third phone.
    `<path d="M776 160H812" stroke="${colour.accent}" stroke-width="1.5" stroke-dasharray="4 4"/>` +
    circle(776, 160, 4, { fill: colour.accent }) +
    at(
      812,
      134,
      rect({ x: 0, y: 0, w: 132, h: 20 + fragment.length * 16 }, { r: 10, fill: colour.surface, stroke: colour.accent, strokeWidth: 1.5 }) +
        textBlock(12, 22, fragment, { size: 12, fill: colour.accentStrong, leading: 16 }),
    )
  );
});

/** The screens of the case study; its diagrams are in the -diagrams file beside this one. */
export const slotmagieScreens = { cover, solution };
