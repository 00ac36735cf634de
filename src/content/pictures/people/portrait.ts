/**
 * Drawn portraits of the people the site names: one flat, friendly style for everyone (the same head, eyes and
 * framing), varied by skin, hair, clothing, glasses and beard. Clearly drawings, never a likeness of a photo.
 */
import { circle, colour } from '../kit';

type HairStyle = 'long' | 'bob' | 'curly' | 'bun' | 'short' | 'side-part' | 'crop';
type Clothing = 'blazer' | 'crew' | 'turtleneck' | 'shirt' | 'hoodie';

export interface Look {
  skin: string;
  hair: string;
  hairStyle: HairStyle;
  clothing: Clothing;
  /** The main colour of what the person wears. */
  top: string;
  background: string;
  glasses?: boolean;
  beard?: 'full' | 'short' | 'stubble';
}

export const portraitSize = 240;

const path = (d: string, fill: string, opacity?: number) => `<path d="${d}" fill="${fill}"${opacity === undefined ? '' : ` opacity="${opacity}"`}/>`;
const dot = (cx: number, cy: number, r: number, fill: string, opacity?: number) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"${opacity === undefined ? '' : ` opacity="${opacity}"`}/>`;
const stroke = (d: string, colourOf: string, width: number) =>
  `<path d="${d}" fill="none" stroke="${colourOf}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;

/** A colour mixed towards black (`amount` < 0) or white (`amount` > 0), for shades of skin, hair and cloth. */
function shade(hex: string, amount: number): string {
  const target = amount < 0 ? 0 : 255;
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  return `#${channels.map((value) => Math.round(value + (target - value) * Math.abs(amount)).toString(16).padStart(2, '0')).join('')}`;
}

/** Hair that falls behind the head and shoulders, drawn before the head. */
function hairBehind({ hair, hairStyle }: Look): string {
  switch (hairStyle) {
    case 'long':
      return path('M76 104C72 62 96 44 121 44C147 44 171 62 165 104L169 176C158 190 84 190 70 176Z', hair);
    case 'bob':
      return path('M74 108C70 64 94 46 120 46C146 46 171 64 166 108L169 146C164 160 148 162 140 156L100 156C92 162 76 160 70 146Z', hair);
    case 'curly':
      return (
        path('M72 112C66 64 94 42 120 42C146 42 174 64 168 112L172 168C150 184 90 184 68 168Z', hair) +
        [[70, 132], [68, 158], [172, 132], [172, 158], [84, 178], [156, 178]]
          .map(([x, y]) => dot(x as number, y as number, 13, hair))
          .join('')
      );
    case 'bun':
      return dot(120, 50, 19, hair);
    default:
      return '';
  }
}

/** Hair on top of the head: the crown and the fringe or parting. */
function hairOnTop({ hair, hairStyle }: Look): string {
  const highlight = shade(hair, 0.18);
  switch (hairStyle) {
    case 'long':
      return (
        path('M82 104C80 70 98 54 122 54C146 54 162 72 158 102C150 84 134 72 112 74C100 76 90 86 86 104Z', hair) +
        stroke('M104 62C124 58 146 66 154 86', highlight, 3)
      );
    case 'bob':
      return (
        path('M80 110C78 70 98 54 121 54C146 54 164 72 160 110L154 110C152 96 150 88 144 84L96 84C90 88 88 96 86 110Z', hair) +
        stroke('M98 66C116 60 138 62 152 76', highlight, 3)
      );
    case 'curly':
      return (
        [[90, 70], [106, 60], [124, 57], [142, 62], [155, 76], [80, 90], [161, 92], [98, 76], [116, 72], [134, 72], [148, 80]]
          .map(([x, y]) => dot(x as number, y as number, 13, hair))
          .join('')
      );
    case 'bun':
      return (
        path('M82 104C80 70 98 56 121 56C145 56 162 72 158 104C152 86 140 78 120 78C100 78 88 86 82 104Z', hair) +
        stroke('M108 60C120 58 132 60 142 66', highlight, 3)
      );
    case 'short':
      return path('M82 102C78 70 98 54 122 55C146 56 162 72 158 102C154 90 150 84 142 80C126 86 102 86 90 80C86 86 84 94 82 102Z', hair);
    case 'side-part':
      return (
        path('M82 104C78 68 100 52 124 54C150 56 164 74 158 104C156 92 152 84 146 80C132 76 112 78 104 70C98 80 90 86 84 104Z', hair) +
        stroke('M104 70C112 62 126 60 138 62', highlight, 3)
      );
    case 'crop':
      return path('M84 96C84 70 100 58 121 58C142 58 158 70 156 96C148 84 136 80 120 80C104 80 92 84 84 96Z', hair);
  }
}

/** The shoulders and what the person wears, up to the neckline. */
function clothing({ clothing: kind, top }: Look): string {
  const dark = shade(top, -0.22);
  const shoulders = 'M16 250C20 206 52 190 92 184Q120 200 148 184C188 190 216 206 224 250Z';
  switch (kind) {
    case 'crew':
      return path(shoulders, top) + stroke('M92 184Q120 200 148 184', dark, 5);
    case 'turtleneck':
      return (
        path('M16 250C20 206 52 190 96 182L144 182C188 190 216 206 224 250Z', top) +
        path('M100 156L140 156L142 186Q120 194 98 186Z', dark) +
        stroke('M100 166L140 166M100 176L140 176', top, 2)
      );
    case 'shirt':
      return (
        path('M16 250C20 206 52 190 92 182L120 216L148 182C188 190 216 206 224 250Z', top) +
        path('M96 172L120 200L106 206L90 184Z', colour.surface) +
        path('M144 172L120 200L134 206L150 184Z', colour.surface) +
        stroke('M120 216L120 240', dark, 2) +
        dot(120, 226, 2.5, dark)
      );
    case 'blazer':
      return (
        path('M92 182L120 222L148 182Z', colour.surface) +
        path('M16 250C20 206 52 190 92 182L120 250L148 182C188 190 216 206 224 250Z', top) +
        path('M92 182L112 226L100 200L106 192Z', dark) +
        path('M148 182L128 226L140 200L134 192Z', dark)
      );
    case 'hoodie':
      return (
        path(shoulders, top) +
        path('M80 196C80 176 94 168 104 172L104 184Q120 198 136 184L136 172C146 168 160 176 160 196C146 210 94 210 80 196Z', dark) +
        stroke('M112 200L111 222M128 200L129 222', colour.surface, 3)
      );
  }
}

function beardOf({ hair, beard }: Look): string {
  if (!beard) return '';
  if (beard === 'stubble') return path('M88 120C90 140 102 153 120 153C138 153 150 140 152 120C146 132 138 138 120 138C102 138 94 132 88 120Z', hair, 0.2);
  if (beard === 'short') return path('M88 116C90 146 104 160 120 160C136 160 150 146 152 116C148 128 140 132 132 131Q120 127 108 131C100 132 92 128 88 116Z', hair);
  return path('M84 108C84 142 100 162 120 162C140 162 156 142 156 108L150 112C148 126 140 130 132 130Q120 124 108 130C100 130 92 126 90 112Z', hair);
}

function glasses(): string {
  const frame = colour.ink;
  return (
    circle(105, 111, 12, { stroke: frame, strokeWidth: 3 }) +
    circle(135, 111, 12, { stroke: frame, strokeWidth: 3 }) +
    stroke('M117 110Q120 106 123 110M93 108L84 104M147 108L156 104', frame, 3)
  );
}

/** The whole portrait's elements on a 240 × 240 canvas, cut to a circle. */
export function drawPortrait(look: Look): string {
  const { skin } = look;
  const skinShade = shade(skin, -0.16);
  // One mouth colour for everyone, so that it reads on a beard as well as on skin.
  const mouth = '#a3433c';
  const face =
    path('M83 104C83 78 99 62 120 62C141 62 157 78 157 104C157 132 142 154 120 154C98 154 83 132 83 104Z', skin) +
    `<ellipse cx="84" cy="112" rx="7" ry="11" fill="${skin}"/><ellipse cx="156" cy="112" rx="7" ry="11" fill="${skin}"/>` +
    dot(98, 128, 8, '#f08a7e', 0.22) +
    dot(142, 128, 8, '#f08a7e', 0.22) +
    beardOf(look) +
    stroke('M98 99Q105 95 112 98M128 98Q135 95 142 99', shade(look.hair, -0.1), 3.5) +
    dot(105, 111, 4, colour.ink) +
    dot(135, 111, 4, colour.ink) +
    dot(106.5, 109.5, 1.2, colour.surface) +
    dot(136.5, 109.5, 1.2, colour.surface) +
    stroke('M115 124Q120 128 125 124', skinShade, 2.5) +
    path('M108 135Q120 147 132 135Q120 139 108 135Z', mouth) +
    (look.glasses ? glasses() : '');
  return (
    '<clipPath id="frame"><circle cx="120" cy="120" r="120"/></clipPath>' +
    '<g clip-path="url(#frame)">' +
    `<rect width="240" height="240" fill="${look.background}"/>` +
    dot(188, 52, 64, colour.surface, 0.45) +
    // The figure, drawn at 100 and scaled up around the collar so the face fills the frame.
    '<g transform="translate(120 200) scale(1.18) translate(-120 -200)">' +
    hairBehind(look) +
    path('M104 146L104 186Q120 198 136 186L136 146Z', skinShade) +
    // The clothes sit a little higher than drawn, for a shorter neck.
    `<g transform="translate(0 -8)">${clothing(look)}</g>` +
    face +
    hairOnTop(look) +
    '</g></g>'
  );
}
