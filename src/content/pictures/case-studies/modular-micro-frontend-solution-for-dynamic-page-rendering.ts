import type caseOriginal from '@/content/words/en/case-studies/modular-micro-frontend-solution-for-dynamic-page-rendering.json';
import type original from '@/content/words/en/pictures/modular-micro-frontend-solution-for-dynamic-page-rendering.json';
import { at, browserWindow, circle, colour, line, rect, text, textLines, textWidth } from '../kit';
import { area, barLabel, button, component, connector, euros, pills, pictureOf, resultPanels } from '../kit-case-studies';
import { localizedWords } from '@/content/localized-words';
import { label, pictureWords, type PictureWords } from '../words';

const words = pictureWords<typeof original>('modular-micro-frontend-solution-for-dynamic-page-rendering');
/** The case study's words, whose results the pictures draw as it states them: releases a month, faster rendering, teams (in this order). */
const caseStudy = localizedWords<typeof caseOriginal>('case-studies/modular-micro-frontend-solution-for-dynamic-page-rendering');

/** The five teams, each with its colour and the framework of its modules (the two older account modules are Angular). */
const teams = {
  search: { colour: colour.accent, soft: colour.accentSoft, tech: 'React' },
  product: { colour: colour.green, soft: colour.greenSoft, tech: 'React' },
  merchant: { colour: colour.amber, soft: colour.amberSoft, tech: 'Vue' },
  cart: { colour: colour.red, soft: colour.redSoft, tech: 'Vue' },
  account: { colour: colour.inkSoft, soft: colour.surfaceAlt, tech: 'Angular' },
} as const;
type Team = keyof typeof teams;
const teamOrder: Team[] = ['search', 'product', 'merchant', 'cart', 'account'];

/** A module's outline in its team's colour, with a tag naming the team and the framework on its top edge. */
function module(box: { x: number; y: number; w: number; h: number }, team: Team, w: PictureWords, name = label(w, team)): string {
  const { colour: stroke, tech } = teams[team];
  const tag = `${name} · ${tech}`;
  const tagWidth = textWidth(tag, 11, true) + 14;
  return (
    `<rect x="${box.x}" y="${box.y}" width="${box.w}" height="${box.h}" rx="8" fill="none" stroke="${stroke}" stroke-width="2" stroke-dasharray="6 4"/>` +
    rect({ x: box.x + 8, y: box.y - 9, w: tagWidth, h: 18 }, { r: 9, fill: stroke }) +
    text(box.x + 8 + tagWidth / 2, box.y + 4, tag, { size: 11, weight: 700, fill: colour.surface, anchor: 'middle' })
  );
}

/** The chair the product page sells, in oak. */
function chair(x: number, y: number): string {
  const oak = '#b98a55';
  return at(
    x,
    y,
    `<path d="M14 4h46l-6 50h-40z" fill="#2f3b52"/>` +
      rect({ x: 6, y: 50, w: 66, h: 16 }, { r: 6, fill: '#3d4a63' }) +
      line(12, 66, 6, 92, oak, 4) + line(66, 66, 72, 92, oak, 4) + line(20, 66, 24, 86, oak, 3) + line(58, 66, 54, 86, oak, 3),
  );
}

const cover = pictureOf(words, 'cover', 640, 400, (w, locale) => {
  const stars = (x: number, y: number) => text(x, y, '★★★★★', { size: 13, fill: colour.amber });
  return (
    rect({ x: 0, y: 0, w: 640, h: 400 }, { fill: colour.accentSoft }) +
    browserWindow(
      { x: 24, y: 24, w: 592, h: 352 },
      'marketplace.example/p/fjell',
      // The shell: logo and the header's modules.
      rect({ x: 14, y: 22, w: 24, h: 24 }, { r: 6, fill: colour.ink }) +
        textLines(44, 31, [48], 0, colour.inkSoft) +
        module({ x: 108, y: 16, w: 292, h: 40 }, 'search', w) +
        rect({ x: 118, y: 24, w: 272, h: 26 }, { r: 13, fill: colour.surfaceAlt }) +
        circle(134, 36, 5, { stroke: colour.muted, strokeWidth: 1.5 }) +
        text(148, 41, label(w, 'searchText'), { size: 12, fill: colour.muted }) +
        module({ x: 412, y: 16, w: 166, h: 40 }, 'account', w) +
        circle(432, 37, 9, { fill: colour.line }) +
        textLines(448, 34, [80, 52], 8) +
        // The product, its buy box and its merchant.
        module({ x: 12, y: 76, w: 360, h: 150 }, 'product', w) +
        rect({ x: 22, y: 88, w: 130, h: 128 }, { r: 8, fill: colour.surfaceAlt }) +
        chair(48, 104) +
        text(166, 108, label(w, 'productName'), { size: 14, weight: 700 }) +
        stars(166, 130) +
        text(246, 130, label(w, 'reviews'), { size: 12, fill: colour.muted }) +
        textLines(166, 148, [180, 150, 166], 13) +
        text(166, 208, euros(349, locale), { size: 18, weight: 800 }) +
        module({ x: 384, y: 76, w: 194, h: 66 }, 'cart', w) +
        button({ x: 394, y: 92, w: 174, h: 36 }, label(w, 'addToCart'), true) +
        module({ x: 384, y: 156, w: 194, h: 70 }, 'merchant', w) +
        text(396, 178, label(w, 'soldBy'), { size: 11, fill: colour.muted }) +
        text(396, 196, label(w, 'merchantName'), { size: 13, weight: 700 }) +
        text(396, 214, label(w, 'rating'), { size: 11, fill: colour.inkSoft }) +
        // Recommendations, from the search team.
        module({ x: 12, y: 244, w: 566, h: 64 }, 'search', w, label(w, 'recommendations')) +
        text(24, 272, label(w, 'similar'), { size: 13, weight: 700 }) +
        [0, 1, 2, 3, 4, 5]
          .map((index) => {
            const x = 172 + index * 66;
            const item =
              index % 2
                ? `<path d="M${x + 20} ${268}h16l5 10h-26z" fill="${colour.amber}"/>` + line(x + 28, 278, x + 28, 292, colour.inkSoft, 2) + line(x + 22, 292, x + 34, 292, colour.inkSoft, 2)
                : `<g transform="translate(${x + 16} 261) scale(0.32)">${chair(0, 0)}</g>`;
            return rect({ x, y: 256, w: 56, h: 42 }, { r: 6, fill: index % 2 ? colour.surfaceAlt : '#efe7dc' }) + item;
          })
          .join('') +
        textLines(24, 286, [110], 0),
    )
  );
});

/** Release days of one month per team (made up, about forty in all), and of the old shared release train. */
const releases: Record<Team, number[]> = {
  search: [2, 4, 7, 9, 11, 14, 16, 18, 22, 24, 26, 29],
  product: [1, 3, 8, 10, 13, 15, 17, 21, 23, 28],
  merchant: [3, 6, 9, 13, 17, 20, 24, 27],
  cart: [2, 7, 12, 16, 21, 26, 30],
  account: [5, 12, 19, 26, 30],
};
const releaseTrain = [14, 28];

const solution = pictureOf(words, 'solution', 960, 540, (w) => {
  // One block of the page per module, filled in its team's colours.
  const block = (box: { x: number; y: number; w: number; h: number }, team: Team | null, name: string) => {
    const style = team ? teams[team] : { colour: '#c9ced9', soft: colour.surfaceAlt, tech: '' };
    return (
      `<rect x="${box.x}" y="${box.y}" width="${box.w}" height="${box.h}" rx="8" fill="${style.soft}" stroke="${style.colour}" stroke-width="2"${team ? '' : ' stroke-dasharray="6 4"'}/>` +
      text(box.x + box.w / 2, box.y + box.h / 2 + (team ? -2 : 5), name, { size: 14, weight: 700, fill: team ? colour.ink : colour.muted, anchor: 'middle' }) +
      (team ? text(box.x + box.w / 2, box.y + box.h / 2 + 17, style.tech, { size: 12, weight: 600, fill: colour.inkSoft, anchor: 'middle' }) : '')
    );
  };
  const page =
    block({ x: 12, y: 12, w: 376, h: 64 }, null, '') +
    text(24, 50, label(w, 'header'), { size: 12, weight: 700, fill: colour.muted }) +
    block({ x: 100, y: 20, w: 156, h: 48 }, 'search', label(w, 'search')) +
    block({ x: 264, y: 20, w: 116, h: 48 }, 'account', label(w, 'account')) +
    block({ x: 12, y: 88, w: 236, h: 176 }, 'product', label(w, 'product')) +
    block({ x: 258, y: 88, w: 130, h: 80 }, 'cart', label(w, 'cart')) +
    block({ x: 258, y: 178, w: 130, h: 86 }, 'merchant', label(w, 'merchant')) +
    block({ x: 12, y: 276, w: 376, h: 96 }, 'search', label(w, 'similar')) +
    block({ x: 12, y: 384, w: 376, h: 58 }, null, label(w, 'footer'));
  // A month of releases, one lane per team, and the shared release train they replaced.
  const track = { x: 480, w: 420 };
  const dayX = (day: number) => track.x + ((day - 1) / 29) * track.w;
  const lane = (y: number, name: string, days: number[], fill: string) =>
    text(track.x, y, name, { size: 14, weight: 600, fill: colour.ink }) +
    line(track.x, y + 18, track.x + track.w, y + 18, colour.line, 2) +
    days.map((day) => circle(dayX(day), y + 18, 6, { fill, stroke: colour.surface, strokeWidth: 2 })).join('');
  const calendar =
    rect({ x: 456, y: 24, w: 480, h: 492 }, { r: 14, fill: colour.surface, stroke: colour.line, strokeWidth: 1.5 }) +
    text(480, 62, label(w, 'month'), { size: 18, weight: 700 }) +
    circle(track.x + track.w - textWidth(label(w, 'release'), 12) - 12, 57, 6, { fill: colour.accent }) +
    text(track.x + track.w, 62, label(w, 'release'), { size: 12, fill: colour.muted, anchor: 'end' }) +
    teamOrder.map((team, index) => lane(100 + index * 62, label(w, `team${index + 1}`), releases[team], teams[team].colour)).join('') +
    line(480, 402, 912, 402, colour.line, 1) +
    lane(428, label(w, 'before'), releaseTrain, colour.muted) +
    [1, 8, 15, 22, 29]
      .map((day) => line(dayX(day), 460, dayX(day), 466, colour.muted, 1.5) + text(dayX(day), 486, `${label(w, 'day')} ${day}`, { size: 12, fill: colour.muted, anchor: 'middle' }))
      .join('');
  return (
    rect({ x: 0, y: 0, w: 960, h: 540 }, { fill: colour.accentSoft }) +
    browserWindow({ x: 24, y: 24, w: 408, h: 492 }, 'marketplace.example/p/fjell', page) +
    calendar
  );
});

const architecture = pictureOf(words, 'architecture', 960, 480, (w) => {
  return (
    rect({ x: 0, y: 0, w: 960, h: 480 }, { fill: colour.surface }) +
    component({ x: 16, y: 196, w: 124, h: 64 }, label(w, 'browser'), label(w, 'browserNote')) +
    // The cluster: the composition service in the middle, what it reads on the left, the modules it calls on the right.
    area({ x: 200, y: 24, w: 528, h: 392 }, label(w, 'cluster')) +
    component({ x: 232, y: 184, w: 196, h: 88 }, label(w, 'composition'), label(w, 'compositionNote'), 'accent') +
    component({ x: 232, y: 64, w: 196, h: 60 }, label(w, 'registry'), label(w, 'registryNote')) +
    component({ x: 232, y: 332, w: 196, h: 60 }, 'Redis', label(w, 'redisNote')) +
    text(610, 52, label(w, 'parallel'), { size: 12, weight: 700, fill: colour.accentStrong, anchor: 'middle' }) +
    component({ x: 512, y: 64, w: 196, h: 60 }, label(w, 'react'), label(w, 'reactNote')) +
    component({ x: 512, y: 148, w: 196, h: 60 }, label(w, 'vue'), label(w, 'vueNote')) +
    component({ x: 512, y: 232, w: 196, h: 60 }, label(w, 'angular'), label(w, 'angularNote'), 'muted') +
    component({ x: 512, y: 332, w: 196, h: 60 }, 'Strapi', label(w, 'strapiNote')) +
    // The shop's data.
    area({ x: 756, y: 24, w: 188, h: 392 }, label(w, 'spryker'), 'grey') +
    component({ x: 768, y: 150, w: 164, h: 60 }, 'Glue API', label(w, 'glueNote')) +
    component({ x: 768, y: 272, w: 164, h: 60 }, label(w, 'marketplace'), label(w, 'marketplaceNote')) +
    connector([[140, 212], [232, 212]], label(w, 'https'), [186, 194]) +
    connector([[232, 246], [140, 246]], label(w, 'stream'), [186, 266]) +
    connector([[330, 184], [330, 124]], label(w, 'resolve'), [330, 154]) +
    connector([[330, 272], [330, 332]], label(w, 'cache'), [330, 302]) +
    connector([[428, 204], [470, 204], [470, 94], [512, 94]], '', undefined, colour.accent) +
    connector([[470, 178], [512, 178]], '', undefined, colour.accent) +
    connector([[428, 246], [470, 246], [470, 262], [512, 262]], '', undefined, '#9aa2b2') +
    connector([[512, 362], [428, 262]], label(w, 'config'), [470, 320]) +
    line(708, 94, 738, 94, colour.muted, 2) +
    line(708, 178, 738, 178, colour.muted, 2) +
    connector([[738, 94], [738, 180], [768, 180]], label(w, 'data'), [738, 136]) +
    connector([[850, 210], [850, 272]]) +
    // How each module ships.
    text(200, 452, label(w, 'pipeline'), { size: 13, fill: colour.inkSoft }) +
    pills(208 + textWidth(label(w, 'pipeline'), 13), 447, 944, ['GitLab CI', label(w, 'contract'), 'Playwright'].map((name) => ({ text: name, tone: 'accent' as const })), 12).svg
  );
});

const results = pictureOf(words, 'results', 960, 360, (w, locale) => {
  const [releasesNow, rendering, teamCount] = caseStudy[locale].sections.results.items;
  // Releases a month: the 2 shared ones before, 40 and more now.
  const releaseBars =
    rect({ x: 60, y: 296 - 140 * (2 / 40), w: 88, h: 140 * (2 / 40) }, { r: 4, fill: colour.muted }) +
    rect({ x: 176, y: 156, w: 88, h: 140 }, { r: 6, fill: colour.accent }) +
    text(104, 296 - 140 * (2 / 40) - 10, '2', { size: 16, weight: 800, fill: colour.inkSoft, anchor: 'middle' }) +
    text(220, 148, releasesNow!.value, { size: 16, weight: 800, fill: colour.accentStrong, anchor: 'middle' }) +
    barLabel(104, 316, label(w, 'before')) +
    barLabel(220, 316, label(w, 'after'));
  // Time to render a page: the composed, cached page takes 30 % less time than the monolith's.
  const full = 236;
  const renderBars =
    text(360, 168, label(w, 'renderTime'), { size: 12, weight: 700, fill: colour.muted }) +
    text(360, 196, label(w, 'monolith'), { size: 13, fill: colour.inkSoft }) +
    rect({ x: 360, y: 204, w: full, h: 18 }, { r: 5, fill: colour.line }) +
    text(360, 250, label(w, 'composed'), { size: 13, fill: colour.inkSoft }) +
    rect({ x: 360, y: 258, w: full * 0.7, h: 18 }, { r: 5, fill: colour.accent }) +
    `<rect x="${360 + full * 0.7}" y="258" width="${full * 0.3}" height="18" rx="5" fill="none" stroke="${colour.green}" stroke-width="1.5" stroke-dasharray="4 3"/>` +
    text(360 + full, 300, `${rendering!.value} ${label(w, 'faster')}`, { size: 13, weight: 700, fill: '#0b7a5c', anchor: 'end' });
  // The five teams, each on its own schedule.
  const teamRows = teamOrder
    .map((team, index) => {
      const y = 160 + index * 30;
      return circle(684, y, 7, { fill: teams[team].colour }) + text(700, y + 5, label(w, `team${index + 1}`), { size: 14, weight: 600, fill: colour.ink });
    })
    .join('');
  return resultPanels([
    { figure: releasesNow!.value, caption: label(w, 'releases'), chart: releaseBars },
    { figure: rendering!.value, caption: label(w, 'rendering'), chart: renderBars },
    { figure: teamCount!.value, caption: label(w, 'teams'), chart: teamRows },
  ]);
});

export const microFrontendPictures = { cover, solution, architecture, results };
