import { colour, rect } from './kit';
import type { Picture } from './types';
import type { PictureWords } from './words';
import type { Localized } from '../types';
import { byLocale, type Locale } from '@/i18n/locales';

interface Canvas {
  width: number;
  height: number;
  /** The colour the drawing stands on: the brand's soft tint behind screens, white behind diagrams. */
  background?: string;
}

/**
 * A picture of a group whose alt text and labels are `name` in the group's words: the drawing gets that picture's
 * words in the language it draws, on its background.
 */
export function pictureFromWords<N extends string>(
  words: Localized<Record<N, PictureWords>>,
  name: N,
  { width, height, background = colour.surface }: Canvas,
  draw: (w: PictureWords, locale: Locale) => string,
): Picture {
  return {
    width,
    height,
    alt: byLocale((locale) => words[locale][name].alt),
    draw: (locale) => rect({ x: 0, y: 0, w: width, h: height }, { fill: background }) + draw(words[locale][name], locale),
  };
}
