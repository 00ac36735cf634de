import type original from '@/content/words/en/pictures/home.json';
import { casinoAemScreens } from './case-studies/building-a-better-casino-experience-with-aem';
import { productionDashboardPictures } from './case-studies/dashboard-for-optimizing-production-line/pictures';
import { slotmagieScreens } from './case-studies/slotmagie';
import { circle, colour, inset, line } from './kit';
import { pictureFromWords } from './picture-from-words';
import { pictureWords } from './words';

const words = pictureWords<typeof original>('home');

/** Case-study covers laid over one another, back to front, each scaled into its box. */
const screens = [
  { picture: casinoAemScreens.cover, box: { x: 8, y: 20, w: 384, h: 240 } },
  { picture: productionDashboardPictures.cover, box: { x: 240, y: 134, w: 384, h: 240 } },
  { picture: slotmagieScreens.cover, box: { x: 40, y: 262, w: 384, h: 240 } },
];

/** Atoms of the brand's bond motif (as in the logo): a ring and its nucleus, joined by bonds behind the screens. */
const atoms = [
  { x: 30, y: 22, r: 18, tone: colour.accent },
  { x: 592, y: 84, r: 24, tone: colour.green },
  { x: 608, y: 424, r: 15, tone: colour.accent },
  { x: 476, y: 478, r: 20, tone: colour.ink },
  { x: 20, y: 262, r: 13, tone: colour.green },
];
const bonds = [
  [0, 1],
  [1, 2],
  [2, 3],
  [3, 4],
  [4, 0],
  [0, 2],
] as const;

function atom({ x, y, r, tone }: (typeof atoms)[number]): string {
  return circle(x, y, r, { fill: colour.surface, stroke: tone, strokeWidth: Math.max(3, r * 0.3) }) + circle(x, y, r * 0.3, { fill: tone });
}

/** The home page's first picture: the work, composed from the case studies' own screens. */
const work = pictureFromWords(words, 'work', { width: 640, height: 520, background: 'none' }, (_, locale) => {
  return (
    '<defs><filter id="lift" x="-10%" y="-10%" width="120%" height="130%">' +
    `<feDropShadow dx="0" dy="6" stdDeviation="7" flood-color="${colour.ink}" flood-opacity="0.16"/></filter>` +
    screens.map(({ box }, index) => `<clipPath id="screen-${index}"><rect x="${box.x}" y="${box.y}" width="${box.w}" height="${box.h}" rx="14"/></clipPath>`).join('') +
    '</defs>' +
    bonds
      .map(([from, to]) => {
        const [a, b] = [atoms[from], atoms[to]];
        return a && b ? line(a.x, a.y, b.x, b.y, '#d6d1ff', 5) : '';
      })
      .join('') +
    screens
      .map(
        ({ picture, box }, index) =>
          `<rect x="${box.x}" y="${box.y}" width="${box.w}" height="${box.h}" rx="14" fill="${colour.surface}" filter="url(#lift)"/>` +
          `<g clip-path="url(#screen-${index})">${inset(box, picture.width, picture.height, picture.draw(locale))}</g>`,
      )
      .join('') +
    atoms.map(atom).join('')
  );
});

export const homePictures = { work };
