/**
 * The words checker: every German words file against its English twin. next.config.ts runs it before every build
 * and dev server, so a page missing its German half, a stray key or a broken placeholder fails with the file and
 * the field named. Only plain file reads: it must stay cheap.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isPlaceholderName, placeholderPattern } from './words';

const wordsRoot = 'src/content/words';

/** Every problem of the words files under `root` (`en/` and `de/`), one line each: "file: field problem". */
export function wordProblems(root = wordsRoot): string[] {
  const files = (locale: string) => new Set(readdirSync(join(root, locale), { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.json')));
  const english = files('en');
  const german = files('de');
  const problems: string[] = [];
  for (const file of german) if (!english.has(file)) problems.push(`${root}/de/${file}: has no English original (${root}/en/${file} is missing)`);
  for (const file of [...english].sort()) {
    const en = read(`${root}/en/${file}`, problems);
    if (!german.has(file)) {
      problems.push(`${root}/de/${file}: is missing (the German half of ${root}/en/${file})`);
      continue;
    }
    const de = read(`${root}/de/${file}`, problems);
    if (en === undefined || de === undefined) continue;
    compare(en, de, '', { en: `${root}/en/${file}`, de: `${root}/de/${file}` }, problems);
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

function compare(en: unknown, de: unknown, path: string, files: { en: string; de: string }, problems: string[]) {
  if (de === undefined) {
    problems.push(`${files.de}: ${path} is missing`);
    return;
  }
  if (kindOf(en) !== kindOf(de)) {
    problems.push(`${files.de}: ${path} is ${kindOf(de)}, the English is ${kindOf(en)}`);
    return;
  }
  if (typeof en === 'string' && typeof de === 'string') {
    for (const [file, text] of [[files.en, en], [files.de, de]] as const) {
      if (!text.trim()) problems.push(`${file}: ${path} is empty`);
      for (const name of placeholders(text)) if (!isPlaceholderName(name)) problems.push(`${file}: ${path} uses {${name}}, which is no known placeholder`);
    }
    const [inEnglish, inGerman] = [placeholders(en).join(', '), placeholders(de).join(', ')];
    if (inEnglish !== inGerman) problems.push(`${files.de}: ${path} has the placeholders [${inGerman}], the English [${inEnglish}]`);
  } else if (Array.isArray(en) && Array.isArray(de)) {
    en.forEach((item: unknown, index) => compare(item, de[index], `${path}[${index}]`, files, problems));
    for (let index = en.length; index < de.length; index++) problems.push(`${files.de}: ${path}[${index}] is not in the English file`);
  } else if (typeof en === 'object' && en !== null && typeof de === 'object' && de !== null) {
    for (const [key, value] of Object.entries(en)) compare(value, (de as Record<string, unknown>)[key], child(path, key), files, problems);
    for (const key of Object.keys(de)) if (!(key in en)) problems.push(`${files.de}: ${child(path, key)} is not in the English file`);
  } else {
    problems.push(`${files.en}: ${path} is ${kindOf(en)}, words are texts`);
  }
}
