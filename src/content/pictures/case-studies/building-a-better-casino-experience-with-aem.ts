import type original from '@/content/words/en/pictures/building-a-better-casino-experience-with-aem.json';
import { at, browserWindow, circle, colour, rect, text, textLines, textWidth } from '../kit';
import { shadow } from '../kit-screens';
import { gameTile, pillButton, responsibleGamblingNotice, tileRow } from '../kit-games';
import { pictureFromWords } from '../picture-from-words';
import { label, pictureWords, type PictureWords } from '../words';

export const casinoWords = pictureWords<typeof original>('building-a-better-casino-experience-with-aem');

/** The operator's site colours in these pictures: a deep violet for campaign banners. */
const campaign = '#2a1f6b';

/** The casino's made-up word mark (the client is not named on its page). */
function wordMark(x: number, y: number, size: number, fill: string = colour.ink): string {
  return `<polygon points="${x},${y - size * 0.4} ${x + size * 0.45},${y} ${x},${y + size * 0.4} ${x - size * 0.45},${y}" fill="${colour.amber}"/>` + text(x + size * 0.8, y + size * 0.36, 'CASINO', { size, weight: 800, fill });
}

/**
 * The weekend campaign's banner: eyebrow, headline, countdown and call to action, on `width` × `height`; at full size
 * with two game tiles beside the headline, scaled down (in the editor) without them, where the headline needs the room.
 */
function campaignBanner(w: PictureWords, width: number, height: number, scale = 1): string {
  const endsIn = label(w, 'endsIn');
  const clockX = 20 + textWidth(endsIn, 12 * scale) + 8;
  const digits = ['02', '14', '36']
    .map((value, index) => rect({ x: clockX + index * 38 * scale, y: 76 * scale, w: 30 * scale, h: 26 * scale }, { r: 6, fill: '#43369a' }) + text(clockX + index * 38 * scale + 15 * scale, 94 * scale, value, { size: 14 * scale, weight: 700, fill: colour.surface, anchor: 'middle' }))
    .join('');
  return (
    `<svg width="${width}" height="${height}" overflow="hidden">` +
    rect({ x: 0, y: 0, w: width, h: height }, { r: 12, fill: campaign }) +
    circle(width - 70 * scale, height / 2, 46 * scale, { fill: '#3b2d8f' }) +
    (scale === 1
      ? `<g transform="rotate(-10 ${width - 96} ${height / 2})">${gameTile({ x: width - 130, y: height / 2 - 40, w: 64, h: 64 }, 3)}</g>` +
        `<g transform="rotate(8 ${width - 50} ${height / 2})">${gameTile({ x: width - 84, y: height / 2 - 22, w: 64, h: 64 }, 2)}</g>`
      : '') +
    text(20, 28 * scale, label(w, 'eyebrow').toUpperCase(), { size: 11 * scale, weight: 700, fill: colour.amber }) +
    text(20, 58 * scale, label(w, 'headline'), { size: 23 * scale, weight: 800, fill: colour.surface }) +
    text(20, 94 * scale, endsIn, { size: 12 * scale, fill: colour.onNightMuted }) +
    digits +
    pillButton(clockX + 124 * scale, 75 * scale, label(w, 'join'), colour.amber, colour.ink, 13 * scale) +
    '</svg>'
  );
}

const cover = pictureFromWords(casinoWords, 'cover', { width: 640, height: 400, background: colour.accentSoft }, (w) => {
  let navX = 150;
  const nav = (['games', 'promotions', 'live'] as const)
    .map((key) => {
      const content = label(w, key);
      const active = key === 'promotions';
      const item = text(navX, 28, content, { size: 14, weight: active ? 700 : 500, fill: active ? colour.accentStrong : colour.inkSoft }) + (active ? rect({ x: navX, y: 41, w: textWidth(content, 14), h: 3 }, { r: 1.5, fill: colour.accent }) : '');
      navX += textWidth(content, 14, active) + 22;
      return item;
    })
    .join('');
  const signIn = label(w, 'signIn');
  const promotions = ([1, 2, 3] as const)
    .map((n, index) =>
      at(
        16 + index * 190,
        212,
        rect({ x: 0, y: 0, w: 180, h: 60 }, { r: 10, fill: colour.surface, stroke: colour.line }) +
          gameTile({ x: 8, y: 8, w: 44, h: 44 }, [1, 6, 0][index] ?? 0) +
          text(60, 26, label(w, `promo${n}`), { size: 13, weight: 700 }) +
          text(60, 45, label(w, `promo${n}When`), { size: 12, fill: colour.muted }),
      ),
    )
    .join('');
  return (
        browserWindow(
      { x: 24, y: 24, w: 592, h: 352 },
      'casino.example/promotions',
      wordMark(24, 22, 15) +
        nav +
        pillButton(576 - textWidth(signIn, 13, true) - 26, 8, signIn, colour.accentSoft, colour.accentStrong) +
        `<path d="M0 44H592" stroke="${colour.line}"/>` +
        at(16, 56, campaignBanner(w, 560, 124)) +
        text(16, 202, label(w, 'more'), { size: 14, weight: 700 }) +
        promotions +
        responsibleGamblingNotice({ x: 0, y: 284, w: 592, h: 32 }, label(w, 'warning')) +
        text(576, 304, label(w, 'terms'), { size: 12, weight: 600, fill: colour.accentStrong, anchor: 'end' }),
    ) +
    // The headline figure, pinned to the page like a measurement.
    shadow({ x: 420, y: 4, w: 206, h: 58 }) +
    at(
      420,
      4,
      rect({ x: 0, y: 0, w: 206, h: 58 }, { r: 12, fill: colour.night }) +
        circle(18, 17, 4, { fill: colour.green }) +
        text(28, 21, label(w, 'lcp'), { size: 12, fill: colour.onNightMuted }) +
        text(14, 47, label(w, 'lcpAfter'), { size: 23, weight: 800, fill: colour.surface }) +
        text(192, 46, `▼ ${label(w, 'lcpBefore')}`, { size: 12, weight: 600, fill: colour.green, anchor: 'end' }),
    )
  );
});

/** A row of the component library: an icon, the component's name, and a tag for the ones that run React. */
function libraryItem(y: number, name: string, react: boolean, active: boolean): string {
  return (
    (active ? rect({ x: 8, y: y - 4, w: 216, h: 34 }, { r: 8, fill: colour.accentSoft }) : '') +
    rect({ x: 16, y, w: 26, h: 26 }, { r: 6, fill: active ? colour.accent : colour.surfaceAlt, stroke: active ? undefined : colour.line }) +
    textLines(21, y + 8, [16, 10], 7, active ? colour.surface : colour.muted) +
    text(52, y + 18, name, { size: 14, weight: active ? 700 : 500, fill: active ? colour.accentStrong : colour.ink }) +
    (react ? rect({ x: 172, y: y + 4, w: 46, h: 18 }, { r: 9, fill: colour.greenSoft }) + text(195, y + 17, 'React', { size: 11, weight: 600, fill: '#0b7a5c', anchor: 'middle' }) : '')
  );
}

/** A labelled field of the properties panel. */
function field(y: number, name: string, value: string): string {
  return text(0, y, name, { size: 12, fill: colour.muted }) + rect({ x: 0, y: y + 8, w: 200, h: 30 }, { r: 6, fill: colour.surface, stroke: colour.line }) + text(10, y + 28, value, { size: 13, fill: colour.ink });
}

const solution = pictureFromWords(casinoWords, 'solution', { width: 960, height: 540, background: colour.accentSoft }, (w) => {
  const publish = label(w, 'publish');
  const edit = label(w, 'edit');
  const preview = label(w, 'preview');
  const publishX = 896 - textWidth(publish, 13, true) - 28;
  const editWidth = textWidth(edit, 13, true) + 24;
  const previewWidth = textWidth(preview, 13) + 24;
  const modesX = publishX - 20 - editWidth - previewWidth;
  const library = (
    [
      ['heroBanner', false],
      ['promoTile', false],
      ['gameGrid', false],
      ['carousel', true],
      ['countdown', true],
      ['faq', false],
      ['terms', false],
      ['signIn', true],
    ] as const
  )
    .map(([key, react], index) => libraryItem(134 + index * 38, label(w, key), react, key === 'promoTile'))
    .join('');
  const page =
    wordMark(16, 16, 11) +
    textLines(180, 13, [40], 0) + textLines(232, 13, [48], 0) + textLines(292, 13, [34], 0) +
    // The selected component: its outline and the editor's toolbar above it.
    at(12, 62, campaignBanner(w, 376, 112, 0.8)) +
    rect({ x: 9, y: 59, w: 382, h: 118 }, { r: 13, stroke: colour.accent, strokeWidth: 2.5 }) +
    at(
      9,
      32,
      rect({ x: 0, y: 0, w: 196, h: 24 }, { r: 6, fill: colour.accent }) +
        text(10, 16, label(w, 'heroBanner'), { size: 12, weight: 700, fill: colour.surface }) +
        [0, 1, 2].map((index) => rect({ x: 128 + index * 22, y: 6, w: 12, h: 12 }, { r: 3, fill: colour.surface, opacity: 0.8 })).join(''),
    ) +
    tileRow(12, 190, { w: 88, h: 64 }, 8, 4, 4) +
    `<rect x="12" y="268" width="376" height="44" rx="10" fill="${colour.accentSoft}" stroke="${colour.accent}" stroke-width="1.5" stroke-dasharray="6 5"/>` +
    text(272, 295, label(w, 'dropHere'), { size: 13, weight: 600, fill: colour.accentStrong, anchor: 'middle' }) +
    at(
      0,
      326,
      responsibleGamblingNotice({ x: 0, y: 0, w: 400, h: 32 }, label(w, 'warning')) +
        text(388, 20, label(w, 'locked'), { size: 11, weight: 600, fill: colour.muted, anchor: 'end' }) +
        at(374 - textWidth(label(w, 'locked'), 11, true), 9, rect({ x: 0, y: 5, w: 10, h: 8 }, { r: 2, fill: colour.muted }) + '<path d="M2.5 5.5V3.5a2.5 2.5 0 0 1 5 0v2" fill="none" stroke="#5b6477" stroke-width="1.6"/>'),
    ) +
    tileRow(12, 370, { w: 88, h: 88 }, 8, 4, 0);
  return (
        browserWindow(
      { x: 24, y: 24, w: 912, h: 492 },
      'author.casino.example/editor.html/promotions/weekend',
      // The editor's toolbar.
      rect({ x: 0, y: 0, w: 912, h: 48 }, { fill: colour.surfaceAlt }) +
        `<path d="M0 48H912" stroke="${colour.line}"/>` +
        rect({ x: 16, y: 12, w: 24, h: 24 }, { r: 6, fill: colour.accentSoft }) +
        textLines(21, 17, [14, 14, 14], 6, colour.accent) +
        text(54, 29, label(w, 'page'), { size: 14, weight: 600 }) +
        rect({ x: modesX, y: 10, w: editWidth + previewWidth, h: 28 }, { r: 8, fill: colour.surface, stroke: colour.line }) +
        rect({ x: modesX + 2, y: 12, w: editWidth - 2, h: 24 }, { r: 6, fill: colour.ink }) +
        text(modesX + editWidth / 2, 29, edit, { size: 13, weight: 700, fill: colour.surface, anchor: 'middle' }) +
        text(modesX + editWidth + previewWidth / 2, 29, preview, { size: 13, fill: colour.inkSoft, anchor: 'middle' }) +
        pillButton(publishX, 10, publish, colour.accent, colour.surface) +
        // The component library.
        `<path d="M232 48V456M680 48V456" stroke="${colour.line}"/>` +
        text(16, 80, label(w, 'components'), { size: 15, weight: 700 }) +
        rect({ x: 186, y: 64, w: 32, h: 22 }, { r: 11, fill: colour.accentSoft }) +
        text(202, 80, '40', { size: 12, weight: 700, fill: colour.accentStrong, anchor: 'middle' }) +
        rect({ x: 16, y: 94, w: 200, h: 28 }, { r: 6, fill: colour.surface, stroke: colour.line }) +
        circle(31, 107, 5, { stroke: colour.muted, strokeWidth: 1.5 }) +
        text(44, 112, label(w, 'filter'), { size: 12, fill: colour.muted }) +
        library +
        // The page being composed.
        rect({ x: 233, y: 49, w: 446, h: 407 }, { fill: colour.surfaceAlt }) +
        shadow({ x: 256, y: 68, w: 400, h: 400 }, 8) +
        `<svg x="256" y="68" width="400" height="400" overflow="hidden">${rect({ x: 0, y: 0, w: 400, h: 400 }, { r: 8, fill: colour.surface })}${page}</svg>` +
        // A promotion tile on its way from the library into the drop zone.
        at(
          206,
          318,
          `<g transform="rotate(-3)">` +
            shadow({ x: 0, y: 0, w: 190, h: 48 }, 10) +
            rect({ x: 0, y: 0, w: 190, h: 48 }, { r: 10, fill: colour.surface, stroke: colour.accent, strokeWidth: 1.5 }) +
            gameTile({ x: 6, y: 6, w: 36, h: 36 }, 6) +
            text(52, 29, label(w, 'promoTile'), { size: 13, weight: 700, fill: colour.accentStrong }) +
            '</g>' +
            '<path d="M176 34l0 22 6-6 5 10 4-2-5-10 8 0z" fill="#0c1222" stroke="#fff" stroke-width="1.5" stroke-linejoin="round"/>',
        ) +
        // The page's properties: template, schedule and what the template guarantees.
        at(
          696,
          0,
          text(0, 80, label(w, 'properties'), { size: 15, weight: 700 }) +
            field(110, label(w, 'template'), label(w, 'campaignPage')) +
            text(0, 176, label(w, 'scheduling'), { size: 13, weight: 700 }) +
            field(198, label(w, 'onTime'), label(w, 'onTimeValue')) +
            field(256, label(w, 'offTime'), label(w, 'offTimeValue')) +
            rect({ x: 0, y: 306, w: textWidth(label(w, 'scheduled'), 12, true) + 34, h: 24 }, { r: 12, fill: colour.greenSoft }) +
            circle(14, 318, 4, { fill: colour.green }) +
            text(24, 322, label(w, 'scheduled'), { size: 12, weight: 700, fill: '#0b7a5c' }) +
            text(0, 360, label(w, 'builtIn'), { size: 13, weight: 700 }) +
            (['check1', 'check2', 'check3'] as const)
              .map((key, index) => circle(8, 380 + index * 24, 8, { fill: colour.greenSoft }) + text(8, 384 + index * 24, '✓', { size: 11, weight: 700, fill: '#0b7a5c', anchor: 'middle' }) + text(24, 385 + index * 24, label(w, key), { size: 13, fill: colour.inkSoft }))
              .join(''),
        ),
    )
  );
});

/** The screens of the case study; its diagrams are in the -diagrams file beside this one. */
export const casinoAemScreens = { cover, solution };
