import { bothLanguages } from '../words';
import type { Localized } from '../types';

/** One picture's words in one language: what it shows (`alt`), and the labels drawn into it. */
export interface PictureWords {
  alt: string;
  labels?: Record<string, string>;
}

/**
 * A group's picture words in both languages (src/content/words/{en,de}/pictures/<group>.json), checked for the
 * same pictures and labels in each language, so a label missing in German fails instead of drawing "undefined".
 */
export function pictureWords<T extends Record<string, PictureWords>>(group: string, en: T, de: T): Localized<T> {
  for (const [name, words] of Object.entries(en)) {
    const other = de[name];
    const where = `pictures/${group}.json: ${name}`;
    if (!other) throw new Error(`${where} is missing in German`);
    const keys = (w: PictureWords) => Object.keys(w.labels ?? {}).sort().join();
    if (keys(words) !== keys(other)) throw new Error(`${where}: the labels differ between English and German`);
  }
  for (const name of Object.keys(de)) if (!(name in en)) throw new Error(`pictures/${group}.json: ${name} is missing in English`);
  return bothLanguages(en, de);
}

/** A label of a picture's words; a missing one is an error naming it. */
export function label(words: PictureWords, key: string): string {
  const value = words.labels?.[key];
  if (value === undefined) throw new Error(`picture "${words.alt}" has no label "${key}"`);
  return value;
}
