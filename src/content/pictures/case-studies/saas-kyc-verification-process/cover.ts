import { browserWindow, colour, phone, rect, text } from '../../kit';
import { progressBar, tick } from '../../kit-screens';
import { pictureFromWords } from '../../picture-from-words';
import { label, type PictureWords } from '../../words';
import { framedIdCard } from './id-card';
import { words } from './words';

/** A QR code's look (three finder squares, a scatter of modules) as one path, `size` modules of `unit` pixels. */
function qrCode(x: number, y: number, unit: number, size = 21): string {
  const finder = (fx: number, fy: number, mx: number, my: number) => mx >= fx && mx < fx + 7 && my >= fy && my < fy + 7;
  const inFinder = (mx: number, my: number) => finder(0, 0, mx, my) || finder(size - 7, 0, mx, my) || finder(0, size - 7, mx, my);
  const finderDark = (mx: number, my: number) => {
    const [fx, fy] = [mx >= size - 7 ? size - 7 : 0, my >= size - 7 ? size - 7 : 0];
    const [dx, dy] = [mx - fx, my - fy];
    const ring = Math.max(Math.abs(dx - 3), Math.abs(dy - 3));
    return ring !== 2;
  };
  let seed = 7;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  let path = '';
  for (let my = 0; my < size; my++) {
    for (let mx = 0; mx < size; mx++) {
      const spacer = (mx === 7 && my < 8) || (my === 7 && mx < 8) || (mx === size - 8 && my < 8) || (my === 7 && mx > size - 9) || (mx === 7 && my > size - 9) || (my === size - 8 && mx < 8);
      const dark = inFinder(mx, my) ? finderDark(mx, my) : !spacer && random() < 0.48;
      if (dark) path += `M${x + mx * unit} ${y + my * unit}h${unit}v${unit}h-${unit}z`;
    }
  }
  return `<path d="${path}" fill="${colour.ink}"/>`;
}

/** The desktop flow at the ID step: progress, what is done, and the QR code that hands over to the phone. */
function webFlow(w: PictureWords): string {
  const done = [label(w, 'register'), label(w, 'directors')];
  return (
    text(20, 30, 'Kranichsee Commerce GmbH', { size: 14, weight: 700 }) +
    text(404, 30, label(w, 'step'), { size: 13, fill: colour.muted, anchor: 'end' }) +
    progressBar(20, 42, 384, 0.5, { h: 6 }) +
    text(20, 84, label(w, 'title'), { size: 22, weight: 800 }) +
    text(20, 108, label(w, 'person'), { size: 14, fill: colour.inkSoft }) +
    rect({ x: 20, y: 126, w: 126, h: 126 }, { r: 10, fill: colour.surface, stroke: colour.line }) +
    qrCode(30, 136, 5) +
    text(164, 144, label(w, 'phoneTitle'), { size: 15, weight: 700 }) +
    text(164, 166, label(w, 'phoneText1'), { size: 13, fill: colour.inkSoft }) +
    text(164, 184, label(w, 'phoneText2'), { size: 13, fill: colour.inkSoft }) +
    done.map((item, index) => tick(172, 212 + index * 22, 7) + text(186, 217 + index * 22, item, { size: 13 })).join('') +
    `<circle cx="172" cy="256" r="6" fill="none" stroke="${colour.accent}" stroke-width="2" stroke-dasharray="3 2.5"/>` +
    text(186, 261, label(w, 'identity'), { size: 13, weight: 600, fill: colour.accentStrong }) +
    tick(26, 292, 6, colour.muted) +
    text(38, 296, label(w, 'saved'), { size: 12, fill: colour.muted })
  );
}

/** The capture app photographing the ID card, with its checks before upload. */
function capture(w: PictureWords): string {
  const checks = [label(w, 'sharp'), label(w, 'glare'), label(w, 'edges')];
  return (
    rect({ x: 0, y: 0, w: 160, h: 320 }, { fill: colour.night }) +
    text(80, 52, label(w, 'front'), { size: 13, weight: 700, fill: colour.onNight, anchor: 'middle' }) +
    framedIdCard(12, 72, 136) +
    checks.map((check, index) => tick(22, 200 + index * 24, 7) + text(36, 205 + index * 24, check, { size: 13, fill: colour.onNight })).join('') +
    `<circle cx="80" cy="290" r="17" fill="${colour.surface}" stroke="${colour.inkSoft}" stroke-width="3"/>`
  );
}

export const cover = pictureFromWords(words, 'cover', { width: 640, height: 400, background: colour.accentSoft }, (w) =>
    browserWindow({ x: 20, y: 28, w: 490, h: 344 }, 'onboarding.payments.example', webFlow(w)) +
    phone({ x: 452, y: 48, w: 176, h: 336 }, capture(w)),
);
