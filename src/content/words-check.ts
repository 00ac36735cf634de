/**
 * The words checker: every words file of each language against its English original. next.config.ts runs it
 * before every build and dev server, so a page missing its German half, a stray key or a broken placeholder fails with the file and
 * the field named. Only plain file reads: it must stay cheap.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { otherLocalesIn, siteLocales, type LocaleSet } from '../i18n/locales';
import { languageName, translationProblems, wordsRoot } from './words-translation';

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
    const folder = `${root}/${locale}`;
    for (const file of translations) if (!originals.has(file)) problems.push(`${folder}/${file}: has no ${original} original (${root}/${defaultLocale}/${file} is missing)`);
    for (const file of [...originals].sort()) {
      if (!translations.has(file)) {
        problems.push(`${folder}/${file}: is missing (the ${languageName(locale)} half of ${root}/${defaultLocale}/${file})`);
        continue;
      }
      const [words, translated] = [readOriginal.get(file), read(`${folder}/${file}`, problems)];
      if (words === undefined || translated === undefined) continue;
      problems.push(...translationProblems(words, translated, { root, file, locale, defaultLocale }));
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
