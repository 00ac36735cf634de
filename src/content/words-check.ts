/**
 * The words checker: every words file of each language against its English original. next.config.ts runs it
 * before every build and dev server, so a page missing its German half, a stray key or a broken placeholder fails with the file and
 * the field named. Only plain file reads: it must stay cheap.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { otherLocalesIn, siteLocales, type LocaleSet } from '../i18n/locales';
import { isPlaceholderName, placeholderPattern } from './words';

const wordsRoot = 'src/content/words';

/** A language's name in the checker's messages: "German". */
const languageName = (locale: string) => new Intl.DisplayNames(['en'], { type: 'language' }).of(locale) ?? locale;

/**
 * Every problem of the words files under `root` (a folder per language), one line each: "file: field problem".
 * Each language's files are checked against the default language's, the originals.
 */
export function wordProblems(root = wordsRoot, { locales, defaultLocale }: LocaleSet = siteLocales): string[] {
  const files = (locale: string) => new Set(readdirSync(join(root, locale), { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.json')));
  const originals = files(defaultLocale);
  const original = languageName(defaultLocale);
  const problems: string[] = [];
  const readOriginal = new Map<string, unknown>();
  for (const file of [...originals].sort()) readOriginal.set(file, read(`${root}/${defaultLocale}/${file}`, problems));
  for (const locale of otherLocalesIn({ locales, defaultLocale }, defaultLocale)) {
    const translations = files(locale);
    const [language, folder] = [{ original, translation: languageName(locale) }, `${root}/${locale}`];
    for (const file of translations) if (!originals.has(file)) problems.push(`${folder}/${file}: has no ${original} original (${root}/${defaultLocale}/${file} is missing)`);
    for (const file of [...originals].sort()) {
      if (!translations.has(file)) {
        problems.push(`${folder}/${file}: is missing (the ${language.translation} half of ${root}/${defaultLocale}/${file})`);
        continue;
      }
      const [words, translated] = [readOriginal.get(file), read(`${folder}/${file}`, problems)];
      if (words === undefined || translated === undefined) continue;
      compare(words, translated, '', { original: `${root}/${defaultLocale}/${file}`, translation: `${folder}/${file}`, language }, problems);
    }
  }
  return problems;
}

/** Throws one error listing every problem of the words files. */
export function checkWords(root = wordsRoot): void {
  const problems = wordProblems(root);
  if (problems.length > 0) throw new Error(`The words files have ${problems.length} problem(s):\n${problems.join('\n')}`);
}

function read(file: string, problems: string[]): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    problems.push(`${file}: is not valid JSON (${error instanceof Error ? error.message : String(error)})`);
    return undefined;
  }
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
