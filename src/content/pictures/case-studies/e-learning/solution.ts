import { formatShare } from '@/i18n/format';
import type { Locale } from '@/i18n/locales';
import { at, browserWindow, circle, colour, phone, rect, text, textLines } from '../../kit';
import { pill } from '../../kit-diagrams';
import { playButton, progressBar, progressRing, tick } from '../../kit-screens';
import { pictureFromWords } from '../../picture-from-words';
import { label, type PictureWords } from '../../words';
import { words } from './words';

/** The risk matrix on the lesson's slide: likelihood up, impact across, from green to red. */
const matrix = [
  [colour.amber, colour.red, colour.red],
  [colour.green, colour.amber, colour.red],
  [colour.green, colour.green, colour.amber],
];

/** The video lesson in the web app: the player with subtitles and quality, the lesson, and the course's lessons. */
function lessonPage(w: PictureWords, locale: Locale): string {
  const lessons = ['lesson5', 'lesson6', 'lesson7', 'lesson8', 'lesson9', 'lesson10'];
  const row = (key: string, index: number) => {
    const y = 128 + index * 40;
    const number = index + 5;
    const state = number < 7 ? 'done' : number === 7 ? 'current' : 'next';
    return (
      (state === 'current' ? rect({ x: 480, y: y - 4, w: 180, h: 36 }, { r: 8, fill: colour.accentSoft }) : '') +
      (state === 'done' ? tick(498, y + 14, 10) : state === 'current' ? playButton(498, y + 14, 10) : circle(498, y + 14, 9, { stroke: colour.line, strokeWidth: 2 })) +
      text(516, y + 19, `${number} · ${label(w, key)}`, { size: 14, weight: state === 'current' ? 700 : 400, fill: state === 'next' ? colour.inkSoft : colour.ink })
    );
  };
  return (
    text(20, 28, label(w, 'course'), { size: 13, weight: 600, fill: colour.muted }) +
    rect({ x: 20, y: 44, w: 440, h: 248 }, { r: 10, fill: colour.night }) +
    at(
      44,
      58,
      rect({ x: 0, y: 0, w: 392, h: 180 }, { r: 6, fill: colour.surface }) +
        text(20, 32, label(w, 'slideTitle'), { size: 16, weight: 700 }) +
        matrix.flatMap((cells, r) => cells.map((fill, c) => rect({ x: 120 + c * 52, y: 50 + r * 38, w: 48, h: 34 }, { r: 4, fill, opacity: 0.85 }))).join('') +
        circle(224, 104, 9, { fill: colour.ink }) +
        circle(174, 142, 9, { fill: colour.ink }),
    ) +
    rect({ x: 20, y: 256, w: 440, h: 36 }, { fill: '#141b2e' }) +
    `<path d="M36 266v16l13-8z" fill="${colour.onNight}"/>` +
    progressBar(62, 271, 180, 0.49, { h: 6, track: '#2a3450' }) +
    text(254, 279, '04:12 / 08:30', { size: 12, fill: colour.onNight }) +
    pill(360, 274, 'CC', { size: 11, fill: colour.onNight, ink: colour.night, stroke: colour.onNight, start: true }) +
    text(444, 279, '1080p', { size: 12, weight: 700, fill: colour.onNight, anchor: 'end' }) +
    text(20, 326, label(w, 'lessonTitle'), { size: 20, weight: 800 }) +
    text(20, 350, label(w, 'lessonMeta'), { size: 14, fill: colour.muted }) +
    textLines(20, 372, [420, 380, 300], 16) +
    text(480, 60, label(w, 'progress'), { size: 13, fill: colour.muted }) +
    text(480, 90, formatShare(0.58, locale), { size: 24, weight: 800, fill: colour.accentStrong }) +
    progressBar(480, 102, 180, 0.58) +
    lessons.map(row).join('')
  );
}

/** The mobile app offline: the lessons downloaded to the phone, and progress waiting to sync. */
function offlineLessons(w: PictureWords, locale: Locale): string {
  const downloaded = [
    ['lesson7', 8],
    ['lesson8', 5],
    ['lesson9', 9],
    ['lesson10', 7],
  ] as const;
  return (
    pill(16, 46, label(w, 'offline'), { size: 12, fill: colour.amberSoft, ink: '#8a5a00', stroke: colour.amberSoft, start: true }) +
    text(16, 88, label(w, 'downloads'), { size: 17, weight: 800 }) +
    rect({ x: 12, y: 102, w: 172, h: 64 }, { r: 12, fill: colour.surfaceAlt }) +
    progressRing(42, 134, 17, 0.58, { width: 5 }) +
    text(70, 130, formatShare(0.58, locale), { size: 16, weight: 800 }) +
    text(70, 150, label(w, 'progress'), { size: 12, fill: colour.muted }) +
    downloaded
      .map(([key, minutes], index) => {
        const y = 190 + index * 52;
        const loading = index === downloaded.length - 1;
        return (
          rect({ x: 12, y: y - 14, w: 172, h: 48 }, { r: 10, fill: colour.surface, stroke: colour.line }) +
          (loading ? progressRing(30, y + 10, 7, 0.6, { width: 3 }) : tick(30, y + 10, 9)) +
          text(48, y + 6, label(w, key), { size: 14, weight: 700, fill: loading ? colour.inkSoft : colour.ink }) +
          text(48, y + 24, loading ? `${label(w, 'downloading')} · ${formatShare(0.6, locale)}` : `${label(w, 'lesson')} ${index + 7} · ${minutes} ${label(w, 'minutes')}`, {
            size: 12,
            fill: colour.muted,
          })
        );
      })
      .join('') +
    text(98, 408, label(w, 'sync'), { size: 12, fill: colour.muted, anchor: 'middle' }) +
    text(98, 424, label(w, 'sync2'), { size: 12, fill: colour.muted, anchor: 'middle' })
  );
}

export const solution = pictureFromWords(words, 'solution', { width: 960, height: 540, background: colour.accentSoft }, (w, locale) =>
    browserWindow({ x: 24, y: 36, w: 680, h: 468 }, 'campus.example.ch/courses/project-management/7', lessonPage(w, locale)) +
    phone({ x: 724, y: 40, w: 212, h: 460 }, offlineLessons(w, locale)),
);
