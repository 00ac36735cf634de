/**
 * The one way structure code reads its words: a words file, named by its path in the language folders
 * (src/content/words/<locale>/), in every language of the site. A new language is a new folder, not a new import.
 */
import { byLocaleIn, siteLocales, type Locale, type LocaleSet } from '../i18n/locales';
import type { Localized } from './types';
import { translationProblems, wordsRoot } from './words-translation';

/** One language's words file, by its path in the language folders without `.json`; it throws when there is none. */
export type ReadWordsFile = (locale: string, file: string) => unknown;

/**
 * The site's words files, packed by the bundler: the template names the folder, so every words file of every language
 * is part of the build (and of the dev server's watch), and read here by its path.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const readSiteWordsFile: ReadWordsFile = (locale, file) => require(`./words/${locale}/${file}.json`);

/**
 * A words file in every language of `set`, typed as its original (the default language's file, which the caller
 * imports as a type). A language without the file, or whose file lacks a field of the original, is an error naming it,
 * as the checker (words-check.ts) reports it before a build.
 */
export function wordsInEveryLocale<T, L extends string>(file: string, set: LocaleSet<L>, read: ReadWordsFile, root = wordsRoot): Record<L, T> {
  const readIn = (locale: L) => {
    try {
      return read(locale, file);
    } catch (error) {
      throw new Error(`${root}/${locale}/${file}.json: cannot be read`, { cause: error });
    }
  };
  const original = readIn(set.defaultLocale);
  return byLocaleIn(set, (locale) => {
    if (locale === set.defaultLocale) return original as T;
    const translated = readIn(locale);
    const problems = translationProblems(original, translated, { root, file: `${file}.json`, locale, defaultLocale: set.defaultLocale });
    if (problems.length > 0) throw new Error(problems.join('\n'));
    return translated as T;
  });
}

/**
 * A words file of the site in each of its languages: `localizedWords<typeof original>('services/product-development')`,
 * with `import type original from '@/content/words/en/services/product-development.json'` for its shape.
 */
export const localizedWords = <T>(file: string): Localized<T> => wordsInEveryLocale<T, Locale>(file, siteLocales, readSiteWordsFile);
