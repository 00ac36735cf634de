import { arrow, circle, colour, phone, rect, text } from '../../kit';
import { progressBar, tick } from '../../kit-screens';
import { pictureFromWords } from '../../picture-from-words';
import { label, type PictureWords } from '../../words';
import { framedIdCard } from './id-card';
import { words } from './words';

/** A step's header inside the app: its title and how far the verification has come. */
function header(title: string, done: number): string {
  return text(16, 62, title, { size: 18, weight: 800 }) + progressBar(16, 76, 184, done, { h: 6 });
}

/** Step 1: the ID card in the camera frame and the checks it passed before upload. */
function documentStep(w: PictureWords): string {
  const checks = [label(w, 'sharp'), label(w, 'glare'), label(w, 'edges')];
  return (
    header(label(w, 'titleDocument'), 0.6) +
    rect({ x: 12, y: 96, w: 192, h: 168 }, { r: 14, fill: colour.night }) +
    text(108, 124, label(w, 'front'), { size: 13, weight: 600, fill: colour.onNight, anchor: 'middle' }) +
    framedIdCard(28, 140, 160) +
    checks.map((check, index) => tick(26, 296 + index * 32, 9) + text(44, 301 + index * 32, check, { size: 15 })).join('') +
    rect({ x: 16, y: 386, w: 184, h: 44 }, { r: 10, fill: colour.accent }) +
    text(108, 414, label(w, 'upload'), { size: 15, weight: 700, fill: colour.surface, anchor: 'middle' })
  );
}

/** Step 2: the face in the oval guide, the instruction and the check's progress. */
function livenessStep(w: PictureWords): string {
  return (
    header(label(w, 'titleLiveness'), 0.8) +
    rect({ x: 12, y: 96, w: 192, h: 232 }, { r: 14, fill: colour.night }) +
    // A head turned to the left and the shoulders, inside the guide.
    `<path d="M52 328c4-40 28-58 56-58s52 18 56 58z" fill="#5b6477"/>` +
    `<ellipse cx="102" cy="204" rx="38" ry="48" fill="#8a93a8"/>` +
    `<ellipse cx="108" cy="200" rx="64" ry="82" fill="none" stroke="${colour.green}" stroke-width="4" stroke-dasharray="300 216"/>` +
    `<ellipse cx="108" cy="200" rx="64" ry="82" fill="none" stroke="${colour.onNightMuted}" stroke-width="2" stroke-dasharray="4 6" opacity="0.5"/>` +
    arrow(64, 120, 40, 120, colour.green) +
    text(108, 362, label(w, 'turn1'), { size: 16, weight: 700, anchor: 'middle' }) +
    text(108, 384, label(w, 'turn2'), { size: 16, weight: 700, anchor: 'middle' }) +
    progressBar(16, 408, 184, 0.75, { h: 8, fill: colour.green }) +
    text(108, 434, label(w, 'almost'), { size: 13, fill: colour.muted, anchor: 'middle' })
  );
}

/** Step 3: verified, with every check of the case passed. */
function resultStep(w: PictureWords): string {
  const checks = [label(w, 'register'), label(w, 'document'), label(w, 'liveness'), label(w, 'sanctions')];
  return (
    header(label(w, 'titleResult'), 1) +
    circle(108, 156, 44, { fill: colour.greenSoft }) +
    tick(108, 156, 30) +
    text(108, 232, label(w, 'verified'), { size: 22, weight: 800, anchor: 'middle' }) +
    text(108, 256, 'Lena Hoffmann', { size: 14, fill: colour.muted, anchor: 'middle' }) +
    rect({ x: 12, y: 274, w: 192, h: 128 }, { r: 12, fill: colour.surfaceAlt }) +
    checks.map((check, index) => tick(32, 296 + index * 28, 8) + text(48, 301 + index * 28, check, { size: 14 })).join('') +
    text(108, 424, label(w, 'continue1'), { size: 13, fill: colour.muted, anchor: 'middle' }) +
    text(108, 441, label(w, 'continue2'), { size: 13, fill: colour.muted, anchor: 'middle' })
  );
}

export const solution = pictureFromWords(words, 'solution', { width: 960, height: 540, background: colour.accentSoft }, (w) => {
  const steps = [
    [label(w, 'stepDocument'), documentStep(w)],
    [label(w, 'stepLiveness'), livenessStep(w)],
    [label(w, 'stepResult'), resultStep(w)],
  ] as const;
  return (
    steps
      .map(([title, screen], index) => {
        const x = 64 + index * 304;
        return (
          circle(x + 14, 30, 14, { fill: colour.accent }) +
          text(x + 14, 35, `${index + 1}`, { size: 14, weight: 800, fill: colour.surface, anchor: 'middle' }) +
          text(x + 38, 36, title, { size: 17, weight: 700 }) +
          phone({ x, y: 60, w: 232, h: 468 }, screen) +
          (index < 2 ? arrow(x + 248, 294, x + 288, 294, colour.accent) : '')
        );
      })
      .join('')
  );
});
