import type caseOriginal from '@/content/words/en/case-studies/external-document-managment-system-dms.json';
import type original from '@/content/words/en/pictures/external-document-managment-system-dms.json';
import { at, browserWindow, circle, colour, line, rect, text, textLines, textWidth } from '../kit';
import { area, barLabel, avatar, button, check, component, connector, day, pill, pillWidth, pills, pictureOf, resultPanels, type Tone } from '../kit-case-studies';
import { localizedWords } from '@/content/localized-words';
import { label, pictureWords, type PictureWords } from '../words';

const words = pictureWords<typeof original>('external-document-managment-system-dms');
/** The case study's words, whose results the pictures draw as it states them: partners, support requests, audit trail (in this order). */
const caseStudy = localizedWords<typeof caseOriginal>('case-studies/external-document-managment-system-dms');

/** A file's icon: a sheet with a folded corner in the colour of its type. */
function fileIcon(x: number, y: number, fill: string): string {
  return `<path d="M${x} ${y}h11l6 6v16h-17z" fill="${fill}"/><path d="M${x + 11} ${y}v6h6" fill="none" stroke="${colour.surface}" stroke-width="1.5"/>`;
}

function folderIcon(x: number, y: number, fill: string): string {
  return `<path d="M${x} ${y + 2}a2 2 0 0 1 2-2h5l2 2.5h7a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2h-14a2 2 0 0 1-2-2z" fill="${fill}"/>`;
}

/** The statuses a version can have, as pills. */
function status(w: PictureWords, key: 'released' | 'draft' | 'superseded'): { text: string; tone: Tone } {
  return { text: label(w, key), tone: ({ released: 'green', draft: 'amber', superseded: 'grey' } as const)[key] };
}

const cover = pictureOf(words, 'cover', 640, 400, (w, locale) => {
  const folders = ['folder1', 'folder2', 'folder3', 'folder4', 'folder5'];
  const files = [
    { name: 'file1', version: 'v4', state: 'released', by: 'M. Huber', when: day(3, 12, locale), type: colour.red },
    { name: 'file2', version: 'v7', state: 'draft', by: 'S. Steiner', when: day(3, 11, locale), type: colour.accent },
    { name: 'file3', version: 'v3', state: 'released', by: 'M. Huber', when: day(2, 27, locale), type: colour.red },
    { name: 'file4', version: 'v2', state: 'superseded', by: 'A. Moser', when: day(1, 30, locale), type: colour.red },
  ] as const;
  return (
    rect({ x: 0, y: 0, w: 640, h: 400 }, { fill: colour.accentSoft }) +
    browserWindow(
      { x: 24, y: 24, w: 592, h: 352 },
      'partners.dms.example',
      // The project's header: its name, the partners it is shared with, and inviting more.
      text(20, 33, label(w, 'project'), { size: 16, weight: 700 }) +
        [
          ['SS', colour.accent],
          ['KB', colour.green],
          ['AM', colour.amber],
          ['+9', colour.inkSoft],
        ]
          .map(([initials, fill], index) => avatar(398 + index * 24, 27, 14, initials as string, fill as string))
          .join('') +
        button({ x: 488, y: 12, w: 84, h: 30 }, label(w, 'invite'), true) +
        line(0, 54, 592, 54, colour.line, 1) +
        // The project's folders, the drawings open.
        rect({ x: 0, y: 55, w: 168, h: 261 }, { fill: colour.surfaceAlt }) +
        text(20, 82, label(w, 'folders').toUpperCase(), { size: 11, weight: 700, fill: colour.muted }) +
        folders
          .map((key, index) => {
            const open = key === 'folder2';
            const y = 94 + index * 34;
            return (
              (open ? rect({ x: 8, y, w: 156, h: 28 }, { r: 7, fill: colour.accentSoft }) : '') +
              folderIcon(18, y + 7, open ? colour.accent : '#aab1c0') +
              text(44, y + 19, label(w, key), { size: 13, weight: open ? 700 : 400, fill: open ? colour.accentStrong : colour.inkSoft })
            );
          })
          .join('') +
        // The open folder: its files with their version and status.
        text(188, 84, label(w, 'folder2'), { size: 15, weight: 700 }) +
        rect({ x: 396, y: 66, w: 176, h: 28 }, { r: 8, fill: colour.surface, stroke: colour.line }) +
        circle(411, 79, 5, { stroke: colour.muted, strokeWidth: 1.5 }) +
        line(415, 83, 419, 87, colour.muted, 1.5) +
        text(426, 84, label(w, 'search'), { size: 12, fill: colour.muted }) +
        text(188, 120, label(w, 'name'), { size: 11, weight: 700, fill: colour.muted }) +
        text(404, 120, label(w, 'version'), { size: 11, weight: 700, fill: colour.muted }) +
        text(460, 120, label(w, 'status'), { size: 11, weight: 700, fill: colour.muted }) +
        files
          .map((file, index) => {
            const y = 128 + index * 40;
            const { text: state, tone } = status(w, file.state);
            const faded = file.state === 'superseded';
            return (
              line(184, y, 576, y, colour.line, 1) +
              fileIcon(188, y + 9, faded ? '#c3c8d3' : file.type) +
              text(214, y + 19, label(w, file.name), { size: 13, weight: 600, fill: faded ? colour.muted : colour.ink }) +
              text(214, y + 34, `${file.by} · ${file.when}`, { size: 11, fill: colour.muted }) +
              text(404, y + 25, file.version, { size: 13, weight: 700, fill: faded ? colour.muted : colour.inkSoft }) +
              pill(460, y + 20, state, tone, 11)
            );
          })
          .join('') +
        line(184, 288, 576, 288, colour.line, 1) +
        // The audit trail, always on.
        `<path d="M190 296l7 3v5c0 4-3 7-7 8-4-1-7-4-7-8v-5z" fill="${colour.green}"/>` +
        text(204, 308, label(w, 'logged'), { size: 11, fill: colour.inkSoft }),
    )
  );
});

/** A technical drawing of the heat exchanger, as the preview of the open file shows it. */
function drawingPreview(): string {
  const ink = '#3d4f7a';
  return (
    rect({ x: 0, y: 0, w: 252, h: 300 }, { r: 4, fill: colour.surface, stroke: colour.line }) +
    rect({ x: 10, y: 10, w: 232, h: 280 }, { stroke: ink, strokeWidth: 1 }) +
    // Shell, heads, nozzles, saddles and the tube bundle.
    rect({ x: 50, y: 70, w: 150, h: 56 }, { r: 4, stroke: ink, strokeWidth: 1.5 }) +
    `<path d="M50 70c-18 0-26 12-26 28s8 28 26 28M200 70c18 0 26 12 26 28s-8 28-26 28" fill="none" stroke="${ink}" stroke-width="1.5"/>` +
    [82, 92, 102, 112].map((y) => line(56, y, 194, y, '#9fb0d6', 1)).join('') +
    rect({ x: 76, y: 56, w: 14, h: 14 }, { stroke: ink, strokeWidth: 1.5 }) +
    rect({ x: 120, y: 126, w: 14, h: 14 }, { stroke: ink, strokeWidth: 1.5 }) +
    `<path d="M66 126l-8 22h28l-8-22M170 126" fill="none" stroke="${ink}" stroke-width="1.5"/>` +
    `<path d="M178 126l-6 22h28l-8-22" fill="none" stroke="${ink}" stroke-width="1.5"/>` +
    // A dimension line under it.
    line(24, 168, 226, 168, ink, 1) + line(24, 160, 24, 176, ink, 1) + line(226, 160, 226, 176, ink, 1) +
    text(125, 162, '4200', { size: 11, fill: ink, anchor: 'middle' }) +
    // The end view and the title block.
    circle(70, 228, 34, { stroke: ink, strokeWidth: 1.5 }) + circle(70, 228, 24, { stroke: '#9fb0d6', strokeWidth: 1 }) +
    line(30, 228, 110, 228, ink, 1, true) + line(70, 188, 70, 268, ink, 1, true) +
    rect({ x: 138, y: 236, w: 104, h: 54 }, { stroke: ink, strokeWidth: 1 }) + line(138, 256, 242, 256, ink, 1) +
    text(146, 251, 'HX-200', { size: 12, weight: 700, fill: ink }) + text(234, 251, 'v4', { size: 12, weight: 700, fill: ink, anchor: 'end' }) +
    textLines(146, 266, [70, 48], 10, '#c9d3ea')
  );
}

const solution = pictureOf(words, 'solution', 960, 540, (w, locale) => {
  const versions = [
    { version: 'v4', state: 'released', by: 'M. Huber', when: day(3, 12, locale) },
    { version: 'v3', state: 'superseded', by: 'M. Huber', when: day(2, 20, locale) },
    { version: 'v2', state: 'superseded', by: 'S. Steiner', when: day(2, 3, locale) },
    { version: 'v1', state: 'draft', by: 'S. Steiner', when: day(1, 22, locale) },
  ] as const;
  const events = [
    { key: 'downloaded', who: 'Steiner Stahlbau', when: `${day(3, 14, locale)}, 09:12`, dot: colour.accent },
    { key: 'viewed', who: 'Kessler Prüftechnik', when: `${day(3, 13, locale)}, 16:40`, dot: colour.violet },
    { key: 'rights', who: 'M. Huber', when: `${day(3, 12, locale)}, 11:08`, dot: colour.amber },
    { key: 'releasedEvent', who: 'M. Huber', when: `${day(3, 12, locale)}, 11:05`, dot: colour.green },
    { key: 'uploaded', who: 'M. Huber', when: `${day(3, 12, locale)}, 10:31`, dot: colour.muted },
  ];
  const current = label(w, 'current');
  const fileName = label(w, 'file');
  return (
    rect({ x: 0, y: 0, w: 960, h: 540 }, { fill: colour.accentSoft }) +
    browserWindow(
      { x: 24, y: 24, w: 912, h: 492 },
      'partners.dms.example/p-2417',
      // The file's header: where it lives, its current version, and what can be done with it.
      text(24, 28, label(w, 'path'), { size: 12, fill: colour.muted }) +
        text(24, 56, fileName, { size: 20, weight: 700 }) +
        pill(36 + textWidth(fileName, 20, true), 49, current, 'green', 13) +
        button({ x: 526, y: 24, w: 150, h: 36 }, label(w, 'download')) +
        button({ x: 688, y: 24, w: 200, h: 36 }, label(w, 'upload'), true) +
        line(0, 76, 912, 76, colour.line, 1) +
        // The drawing itself.
        text(24, 106, label(w, 'preview'), { size: 15, weight: 700 }) +
        at(24, 120, drawingPreview()) +
        // Every version with its status, author and date.
        line(300, 77, 300, 456, colour.line, 1) +
        text(324, 106, label(w, 'versions'), { size: 15, weight: 700 }) +
        versions
          .map((entry, index) => {
            const y = 122 + index * 62;
            const { text: state, tone } = status(w, entry.state);
            const latest = index === 0;
            return (
              rect({ x: 316, y, w: 262, h: 54 }, { r: 10, fill: latest ? colour.accentSoft : colour.surface, stroke: latest ? colour.accent : colour.line }) +
              rect({ x: 328, y: y + 12, w: 34, h: 30 }, { r: 7, fill: latest ? colour.accent : colour.surfaceAlt }) +
              text(345, y + 32, entry.version, { size: 14, weight: 700, fill: latest ? colour.surface : colour.inkSoft, anchor: 'middle' }) +
              pill(374, y + 18, state, tone, 12) +
              text(376, y + 45, `${entry.by} · ${entry.when}`, { size: 12, fill: colour.muted })
            );
          })
          .join('') +
        text(324, 392, `⇄ ${label(w, 'compare')}`, { size: 14, weight: 600, fill: colour.accentStrong }) +
        // Who did what, and when.
        line(600, 77, 600, 456, colour.line, 1) +
        text(624, 106, label(w, 'audit'), { size: 15, weight: 700 }) +
        line(632, 132, 632, 372, colour.line, 2) +
        events
          .map((event, index) => {
            const y = 130 + index * 56;
            return (
              circle(632, y + 6, 6, { fill: event.dot, stroke: colour.surface, strokeWidth: 3 }) +
              text(650, y + 11, label(w, event.key), { size: 14, weight: 600 }) +
              text(650, y + 30, `${event.who} · ${event.when}`, { size: 12, fill: colour.muted })
            );
          })
          .join('') +
        button({ x: 624, y: 404, w: 264, h: 36 }, `↓ ${label(w, 'export')}`),
    )
  );
});

const architecture = pictureOf(words, 'architecture', 960, 480, (w) => {
  return (
    rect({ x: 0, y: 0, w: 960, h: 480 }, { fill: colour.surface }) +
    // Where the users are.
    text(16, 98, label(w, 'clients').toUpperCase(), { size: 12, weight: 700, fill: colour.muted }) +
    component({ x: 16, y: 110, w: 180, h: 64 }, label(w, 'webApp'), label(w, 'webAppNote')) +
    component({ x: 16, y: 300, w: 180, h: 64 }, label(w, 'extension'), label(w, 'extensionNote')) +
    // The system, in Germany.
    area({ x: 292, y: 24, w: 432, h: 432 }, label(w, 'cloud')) +
    component({ x: 312, y: 62, w: 196, h: 60 }, 'Keycloak', label(w, 'keycloakNote')) +
    component({ x: 312, y: 168, w: 196, h: 78 }, 'API Platform', 'Symfony · PHP 8.3 · REST', 'accent') +
    component({ x: 312, y: 352, w: 196, h: 72 }, label(w, 'workers'), label(w, 'workersNote')) +
    component({ x: 548, y: 130, w: 160, h: 60 }, 'PostgreSQL', label(w, 'postgresNote')) +
    component({ x: 548, y: 222, w: 160, h: 60 }, label(w, 'storage'), label(w, 'storageNote')) +
    component({ x: 548, y: 358, w: 160, h: 60 }, 'OpenSearch', label(w, 'openSearchNote')) +
    // The company's own systems.
    area({ x: 740, y: 24, w: 204, h: 432 }, label(w, 'company'), 'grey') +
    component({ x: 752, y: 62, w: 180, h: 60 }, label(w, 'identity'), label(w, 'identityNote')) +
    component({ x: 752, y: 276, w: 180, h: 60 }, label(w, 'erp'), label(w, 'erpNote')) +
    // Calls between them.
    connector([[196, 128], [312, 96]], label(w, 'oidc'), [254, 112]) +
    connector([[196, 160], [312, 196]], label(w, 'https'), [254, 178]) +
    connector([[196, 330], [312, 232]], label(w, 'https'), [254, 281]) +
    connector([[752, 92], [508, 92]], label(w, 'sso'), [630, 92]) +
    connector([[366, 246], [366, 352]], label(w, 'queue'), [366, 298]) +
    connector([[508, 190], [548, 162]]) +
    connector([[508, 226], [548, 252]]) +
    connector([[508, 388], [548, 388]]) +
    connector([[752, 306], [466, 306], [466, 246]], label(w, 'sync'), [620, 306]) +
    text(528, 164, label(w, 'sql'), { size: 12, weight: 600, fill: colour.muted, anchor: 'middle' }) +
    text(528, 264, label(w, 'files'), { size: 12, weight: 600, fill: colour.muted, anchor: 'middle' }) +
    text(528, 378, label(w, 'index'), { size: 12, weight: 600, fill: colour.muted, anchor: 'middle' })
  );
});

const results = pictureOf(words, 'results', 960, 360, (w, locale) => {
  const [partners, requests, audit] = caseStudy[locale].sections.results.items;
  // Who the partners are: the four kinds the case study names.
  const chips = pills(48, 180, 288, ['partner1', 'partner2', 'partner3', 'partner4'].map((key) => ({ text: label(w, key), tone: 'accent' as const })), 14, 44).svg;
  // Support requests: the year after is 60 % below the year before, drawn against the earlier level.
  const base = 132;
  const bars =
    rect({ x: 362, y: 300 - base, w: 100, h: base }, { r: 6, fill: colour.line }) +
    `<rect x="490" y="${300 - base}" width="100" height="${base}" rx="6" fill="none" stroke="${colour.violet}" stroke-width="1.5" stroke-dasharray="5 4"/>` +
    rect({ x: 490, y: 300 - base * 0.4, w: 100, h: base * 0.4 }, { r: 6, fill: colour.accent }) +
    connector([[540, 300 - base + 8], [540, 300 - base * 0.4 - 6]], '', undefined, colour.accentStrong) +
    pill(540 - pillWidth(requests!.value, 13) / 2, 300 - base * 0.7 - 4, requests!.value, 'accent', 13) +
    barLabel(412, 322, label(w, 'before')) +
    barLabel(540, 322, label(w, 'after'));
  // The audit trail: each kind of change the case study names, recorded in full.
  const recorded = ['uploads', 'downloads', 'rights']
    .map((key, index) => {
      const y = 176 + index * 46;
      return (
        check(682, y, 11) +
        text(702, y + 5, label(w, key), { size: 15, weight: 600, fill: colour.ink }) +
        rect({ x: 672, y: y + 16, w: 240, h: 8 }, { r: 4, fill: colour.green })
      );
    })
    .join('');
  return resultPanels([
    { figure: partners!.value, caption: label(w, 'partners'), chart: chips },
    { figure: requests!.value, caption: label(w, 'requests'), chart: bars },
    { figure: audit!.value, caption: label(w, 'audit'), chart: recorded },
  ]);
});

export const documentManagementPictures = { cover, solution, architecture, results };
