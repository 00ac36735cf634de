import type { Localized } from '../types';
import type { Locale } from '@/i18n/locales';

/**
 * A picture of the site, drawn in code as SVG (src/content/pictures/kit.ts) and written to
 * public/pictures/{locale}/{name}.svg by `npm run pictures`, once per language, since pictures carry words.
 */
export interface Picture {
  /** The drawing's own size in CSS pixels; pages scale it down to their column. */
  width: number;
  height: number;
  /** What the picture shows, for people who cannot see it. */
  alt: Localized<string>;
  /** The drawing's elements in the given language, inside a `width` × `height` canvas (without the `<svg>` root). */
  draw: (locale: Locale) => string;
}
