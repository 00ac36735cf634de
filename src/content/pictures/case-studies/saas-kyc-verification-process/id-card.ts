import { colour, inset, rect } from '../../kit';

/** The ID card as the camera sees it, drawn at 140 × 88: a header band, the photo and lines of text. */
const card =
  rect({ x: 0, y: 0, w: 140, h: 88 }, { r: 7, fill: '#dfe3ee' }) +
  rect({ x: 0, y: 0, w: 140, h: 18 }, { r: 7, fill: '#b9c0d4' }) +
  rect({ x: 10, y: 28, w: 34, h: 46 }, { r: 4, fill: '#9aa1b3' }) +
  rect({ x: 54, y: 32, w: 70, h: 7 }, { r: 3.5, fill: '#9aa1b3' }) +
  rect({ x: 54, y: 48, w: 52, h: 7 }, { r: 3.5, fill: '#b9c0d4' }) +
  rect({ x: 54, y: 64, w: 60, h: 7 }, { r: 3.5, fill: '#b9c0d4' });

/** An ID card held in the capture app's frame, `w` wide from (x, y): green corner marks around the card. */
export function framedIdCard(x: number, y: number, w: number): string {
  const h = Math.round((w * 108) / 160);
  const mark = Math.round(w / 10);
  const corner = (cx: number, cy: number, dx: number, dy: number) => `M${cx} ${cy + dy * mark}V${cy}h${dx * mark}`;
  return (
    `<path d="${corner(x, y, 1, 1)}${corner(x + w, y, -1, 1)}${corner(x, y + h, 1, -1)}${corner(x + w, y + h, -1, -1)}" ` +
    `fill="none" stroke="${colour.green}" stroke-width="3" stroke-linecap="round"/>` +
    inset({ x: x + w / 16, y: y + h / 11, w: (w * 7) / 8, h: (h * 9) / 11 }, 140, 88, card)
  );
}
