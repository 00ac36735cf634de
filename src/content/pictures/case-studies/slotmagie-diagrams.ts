import { at, circle, colour, rect, text, textWidth } from '../kit';
import { component, textBlock, wrap } from '../kit-case-studies';
import { connector, panel, zone } from '../kit-diagrams';
import { pictureFromWords } from '../picture-from-words';
import { label } from '../words';
import { slotmagieWords } from './slotmagie';

const architecture = pictureFromWords(slotmagieWords, 'architecture', { width: 960, height: 480, background: colour.surfaceAlt }, (w) => {
  const sources = [
    [label(w, 'providers'), label(w, 'providersDetail')],
    [label(w, 'operator'), label(w, 'operatorDetail')],
    ['AEM', label(w, 'aemDetail')],
  ] as const;
  return (
    zone({ x: 352, y: 120, w: 376, h: 284 }, label(w, 'region'), 'accent') +
    component({ x: 16, y: 172, w: 128, h: 88 }, label(w, 'players'), label(w, 'playersDetail'), 'night') +
    component({ x: 200, y: 172, w: 136, h: 88 }, 'CDN', label(w, 'cdnDetail')) +
    component({ x: 372, y: 172, w: 152, h: 88 }, 'Next.js', label(w, 'nextDetail'), 'accent') +
    component({ x: 556, y: 172, w: 152, h: 88 }, 'Node.js BFF', label(w, 'bffDetail'), 'accent') +
    component({ x: 556, y: 304, w: 152, h: 76 }, 'Redis', label(w, 'redisDetail')) +
    connector([[144, 216], [198, 216]], { label: 'HTTPS', above: true }) +
    connector([[336, 216], [370, 216]]) +
    connector([[524, 216], [554, 216]]) +
    connector([[632, 260], [632, 302]]) +
    sources
      .map(([title, detail], index) => {
        const y = 56 + index * 120;
        return component({ x: 768, y, w: 176, h: 88 }, title, detail) + connector([[708, 216], [766, y + 44]], index === 2 ? { label: 'GraphQL', labelOn: 0 } : {});
      })
      .join('') +
    // Tracing runs under the whole path, from the browser to the providers.
    `<rect x="16" y="420" width="928" height="44" rx="12" fill="${colour.surface}" stroke="${colour.violet}" stroke-width="1.5" stroke-dasharray="3 5"/>` +
    [80, 268, 448, 632, 856].map((x) => circle(x, 420, 5, { fill: colour.violet })).join('') +
    text(480, 447, label(w, 'telemetry'), { size: 14, weight: 600, fill: colour.inkSoft, anchor: 'middle' })
  );
});

/** Weeks of a quarter in which the player frontend was released: monthly before, every week now. */
const monthlyReleases = [4, 8, 13];
const weeks = Array.from({ length: 13 }, (_, index) => index + 1);

/** A panel's title and, under it, where its figure comes from. */
function source(title: string, from: string, width: number): string {
  return panel({ x: 0, y: 0, w: width, h: 312 }, title) + text(24, 58, from, { size: 12, fill: colour.muted });
}

const results = pictureFromWords(slotmagieWords, 'results', { width: 960, height: 360, background: colour.accentSoft }, (w) => {
  const faster = label(w, 'faster');
  const releaseRow = (y: number, title: string, released: (week: number) => boolean) =>
    text(24, y, title, { size: 14, weight: 700, fill: colour.inkSoft }) +
    weeks.map((week) => rect({ x: 24 + (week - 1) * 23, y: y + 12, w: 19, h: 30 }, { r: 5, fill: released(week) ? colour.accent : colour.surfaceAlt, stroke: released(week) ? undefined : colour.line })).join('');
  return (
    // Load time of the mobile lobby: the new one takes 45 % less time.
    at(
      24,
      24,
      source(label(w, 'lobbyTitle'), label(w, 'lobbySource'), 288) +
        `<path d="M24 266H264" stroke="${colour.line}" stroke-width="2"/>` +
        rect({ x: 44, y: 102, w: 80, h: 164 }, { r: 8, fill: '#c9cede' }) +
        rect({ x: 164, y: 266 - 164 * 0.55, w: 80, h: 164 * 0.55 }, { r: 8, fill: colour.accent }) +
        rect({ x: 204 - (textWidth(faster, 14, true) + 20) / 2, y: 146, w: textWidth(faster, 14, true) + 20, h: 26 }, { r: 13, fill: colour.greenSoft }) +
        text(204, 164, faster, { size: 14, weight: 800, fill: '#0b7a5c', anchor: 'middle' }) +
        text(84, 290, label(w, 'old'), { size: 13, fill: colour.muted, anchor: 'middle' }) +
        text(204, 290, label(w, 'new'), { size: 13, weight: 700, fill: colour.accentStrong, anchor: 'middle' }),
    ) +
    // Releases in one quarter.
    at(328, 24, source(label(w, 'releasesTitle'), label(w, 'releasesSource'), 340) + releaseRow(112, label(w, 'before'), (week) => monthlyReleases.includes(week)) + releaseRow(196, label(w, 'now'), () => true)) +
    // A promotion goes live from AEM without a deployment.
    at(
      684,
      24,
      source(label(w, 'promotionTitle'), label(w, 'promotionSource'), 252) +
        text(24, 164, '0', { size: 84, weight: 800, fill: colour.accentStrong }) +
        textBlock(24, 196, wrap(label(w, 'zero'), 204, 15), { size: 15, fill: colour.inkSoft }) +
        rect({ x: 24, y: 246, w: 72, h: 32 }, { r: 16, fill: colour.greenSoft }) +
        text(60, 267, 'AEM', { size: 13, weight: 700, fill: '#0b7a5c', anchor: 'middle' }) +
        connector([[102, 262], [150, 262]], { stroke: colour.accent }) +
        rect({ x: 156, y: 246, w: 78, h: 32 }, { r: 16, fill: colour.accentSoft }) +
        text(195, 267, label(w, 'lobby'), { size: 13, weight: 700, fill: colour.accentStrong, anchor: 'middle' }),
    )
  );
});

export const slotmagieDiagrams = { architecture, results };
