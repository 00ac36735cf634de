/**
 * How one language's words file must match its original, the default language's: the same fields, each a non-empty
 * text with the same placeholders. Shared by the checker (words-check.ts, before every build) and by localizedWords
 * (localized-words.ts, as a page reads its words); no file access here, so the server's code can use it.
 */
import { placeholderPattern } from '../common/placeholders';
import { isPlaceholderName } from './words';

/** The folder of the words files, one folder per language, from the project's root. */
export const wordsRoot = 'src/content/words';

/** A language's name in the checker's messages: "German". */
export const languageName = (locale: string) => new Intl.DisplayNames(['en'], { type: 'language' }).of(locale) ?? locale;

/** Where one language's words file lies: `file` is its path in the language folders, `.json` included. */
interface TranslatedFile {
  root: string;
  file: string;
  locale: string;
  defaultLocale: string;
}

/** The problems of one language's words file, read as `translated`, against its original, read as `words`. */
export function translationProblems(words: unknown, translated: unknown, { root, file, locale, defaultLocale }: TranslatedFile): string[] {
  const problems: string[] = [];
  const language = { original: languageName(defaultLocale), translation: languageName(locale) };
  compare(words, translated, '', { original: `${root}/${defaultLocale}/${file}`, translation: `${root}/${locale}/${file}`, language }, problems);
  return problems;
}

const kindOf = (value: unknown) => (Array.isArray(value) ? 'a list' : typeof value === 'object' && value !== null ? 'an object' : typeof value === 'string' ? 'a text' : String(value));
const placeholders = (text: string) => [...new Set([...text.matchAll(placeholderPattern)].map((match) => match[1] ?? ''))].sort();
const child = (path: string, key: string) => (path ? `${path}.${key}` : key);

interface Pair {
  original: string;
  translation: string;
  /** The languages' names: "English", "German". */
  language: { original: string; translation: string };
}

function compare(en: unknown, de: unknown, path: string, files: Pair, problems: string[]) {
  const { original } = files.language;
  if (de === undefined) {
    problems.push(`${files.translation}: ${path} is missing`);
    return;
  }
  if (kindOf(en) !== kindOf(de)) {
    problems.push(`${files.translation}: ${path} is ${kindOf(de)}, the ${original} is ${kindOf(en)}`);
    return;
  }
  if (typeof en === 'string' && typeof de === 'string') {
    for (const [file, text] of [[files.original, en], [files.translation, de]] as const) {
      if (!text.trim()) problems.push(`${file}: ${path} is empty`);
      for (const name of placeholders(text)) if (!isPlaceholderName(name)) problems.push(`${file}: ${path} uses {${name}}, which is no known placeholder`);
    }
    const [inOriginal, inTranslation] = [placeholders(en).join(', '), placeholders(de).join(', ')];
    if (inOriginal !== inTranslation) problems.push(`${files.translation}: ${path} has the placeholders [${inTranslation}], the ${original} [${inOriginal}]`);
  } else if (Array.isArray(en) && Array.isArray(de)) {
    en.forEach((item: unknown, index) => compare(item, de[index], `${path}[${index}]`, files, problems));
    for (let index = en.length; index < de.length; index++) problems.push(`${files.translation}: ${path}[${index}] is not in the ${original} file`);
  } else if (typeof en === 'object' && en !== null && typeof de === 'object' && de !== null) {
    for (const [key, value] of Object.entries(en)) compare(value, (de as Record<string, unknown>)[key], child(path, key), files, problems);
    for (const key of Object.keys(de)) if (!(key in en)) problems.push(`${files.translation}: ${child(path, key)} is not in the ${original} file`);
  } else {
    problems.push(`${files.original}: ${path} is ${kindOf(en)}, words are texts`);
  }
}
