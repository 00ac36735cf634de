import { localizedWords } from '../localized-words';
import type { Localized } from '../types';

/** One picture's words in one language: what it shows (`alt`), and the labels drawn into it. */
export interface PictureWords {
  alt: string;
  labels?: Record<string, string>;
}

/**
 * A group's picture words in every language (src/content/words/<locale>/pictures/<group>.json), typed as the original
 * (`pictureWords<typeof original>('home')`). localizedWords holds each language to the original field by field, so a
 * picture or a label missing in one language fails, naming it, instead of drawing "undefined".
 */
export function pictureWords<T extends Record<string, PictureWords>>(group: string): Localized<T> {
  return localizedWords<T>(`pictures/${group}`);
}

/** A label of a picture's words; a missing one is an error naming it. */
export function label(words: PictureWords, key: string): string {
  const value = words.labels?.[key];
  if (value === undefined) throw new Error(`picture "${words.alt}" has no label "${key}"`);
  return value;
}
