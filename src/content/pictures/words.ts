import { defaultLocale, otherLocales, type Locale } from '@/i18n/locales';
import { localizedWords } from '../localized-words';
import { wordsRoot } from '../words-translation';
import type { Localized } from '../types';

/** One picture's words in one language: what it shows (`alt`), and the labels drawn into it. */
export interface PictureWords {
  alt: string;
  labels?: Record<string, string>;
}

/**
 * A group's picture words in every language (src/content/words/<locale>/pictures/<group>.json), typed as the original
 * (`pictureWords<typeof original>('home')`) and checked for the same pictures and labels in each language, so a label
 * missing in one fails instead of drawing "undefined".
 */
export function pictureWords<T extends Record<string, PictureWords>>(group: string): Localized<T> {
  const file = `pictures/${group}`;
  const words = localizedWords<T>(file);
  const original = words[defaultLocale];
  const where = (locale: Locale, name: string) => `${wordsRoot}/${locale}/${file}.json: ${name}`;
  const labels = (picture: PictureWords) => Object.keys(picture.labels ?? {}).sort().join();
  for (const locale of otherLocales(defaultLocale)) {
    const translated = words[locale];
    for (const [name, picture] of Object.entries(original)) {
      const other = translated[name];
      if (!other) throw new Error(`${where(locale, name)} is missing`);
      if (labels(picture) !== labels(other)) throw new Error(`${where(locale, name)}: the labels differ from ${where(defaultLocale, name)}`);
    }
    for (const name of Object.keys(translated)) if (!(name in original)) throw new Error(`${where(locale, name)} is not in ${wordsRoot}/${defaultLocale}/${file}.json`);
  }
  return words;
}

/** A label of a picture's words; a missing one is an error naming it. */
export function label(words: PictureWords, key: string): string {
  const value = words.labels?.[key];
  if (value === undefined) throw new Error(`picture "${words.alt}" has no label "${key}"`);
  return value;
}
