import { formatShare } from '@/i18n/format';
import type { Locale } from '@/i18n/locales';
import { browserWindow, colour, rect, text } from '../../kit';
import { pill } from '../../kit-diagrams';
import { playButton, progressBar, progressRing, tick } from '../../kit-screens';
import { pictureFromWords } from '../../picture-from-words';
import { label, type PictureWords } from '../../words';
import { words } from './words';

/** The learner's start page: the course to continue, and the others with their progress. */
function dashboard(w: PictureWords, locale: Locale): string {
  const share = (value: number) => formatShare(value, locale);
  const nav = ['navHome', 'navCourses', 'navCertificates', 'navDownloads'];
  const course = (x: number, title: string, done: number, detail: string) =>
    rect({ x, y: 208, w: 196, h: 92 }, { r: 12, fill: colour.surface, stroke: colour.line }) +
    progressRing(x + 34, 242, 20, done, { width: 5, fill: done === 1 ? colour.green : colour.accent }) +
    (done === 1 ? tick(x + 34, 242, 11) : text(x + 34, 246, share(done), { size: 11, weight: 700, fill: colour.inkSoft, anchor: 'middle' })) +
    detail +
    text(x + 16, 286, title, { size: 14, weight: 700 });
  return (
    rect({ x: 0, y: 0, w: 150, h: 316 }, { fill: colour.surfaceAlt }) +
    rect({ x: 16, y: 18, w: 20, h: 20 }, { r: 6, fill: colour.accent }) +
    text(44, 34, label(w, 'brand'), { size: 16, weight: 800 }) +
    rect({ x: 10, y: 56, w: 130, h: 30 }, { r: 8, fill: colour.accentSoft }) +
    nav.map((key, index) => text(20, 76 + index * 36, label(w, key), { size: 14, weight: index === 0 ? 700 : 400, fill: index === 0 ? colour.accentStrong : colour.inkSoft })).join('') +
    text(172, 40, label(w, 'greeting'), { size: 20, weight: 800 }) +
    text(172, 62, label(w, 'goal'), { size: 13, fill: colour.muted }) +
    rect({ x: 172, y: 80, w: 402, h: 112 }, { r: 12, fill: colour.night }) +
    text(188, 106, label(w, 'continue'), { size: 12, fill: colour.onNightMuted }) +
    text(188, 132, label(w, 'course'), { size: 16, weight: 700, fill: colour.onNight }) +
    text(188, 154, label(w, 'lesson'), { size: 13, fill: colour.onNightMuted }) +
    progressBar(188, 172, 300, 0.58, { h: 6, track: '#2a3450' }) +
    text(500, 176, share(0.58), { size: 13, weight: 700, fill: colour.onNight }) +
    playButton(532, 124, 22) +
    course(172, label(w, 'safety'), 1, pill(240, 242, label(w, 'certificate'), { fill: colour.greenSoft, ink: '#0b7a5c', stroke: colour.greenSoft, start: true })) +
    course(376, label(w, 'agile'), 0.25, text(442, 247, label(w, 'agileNext'), { size: 12, fill: colour.muted }))
  );
}

export const cover = pictureFromWords(words, 'cover', { width: 640, height: 400, background: colour.accentSoft }, (w, locale) =>
  browserWindow({ x: 24, y: 24, w: 592, h: 352 }, 'campus.example.ch', dashboard(w, locale)),
);
