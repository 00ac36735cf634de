/**
 * How words reach a page. Every page's words sit in one JSON file per language under src/content/words/<locale>/;
 * its structure file reads them in every language by the file's path (localizedWords, localized-words.ts) and
 * hands them here. Placeholders in the words ("{launcherWeeks}", "{legalName}") are filled from the named figures
 * of the language (figures.ts), or with values the structure code computes ("{name}" of a technology page).
 */
import { figures, type FigureName } from './figures';
import type { PageWords } from './page-structure';
import type { Localized } from './types';
import { byLocale, locales, type Locale } from '../i18n/locales';
import { fillPlaceholders } from '../common/placeholders';

/** Placeholders the structure code fills where it uses the words, instead of the table of figures. */
export const computedPlaceholders = [
  /** The page's own label, in the templates' headings: "Why we use {name}". */
  'name',
  /** A technology page's experience, in its template's figures and its own text. */
  'since',
  'engineers',
  'projects',
  /** The years the technologies overview names. */
  'reactSince',
  'goSince',
  /** The parts a language's grammar puts together (grammar.json): a range's ends, a job's role. */
  'low',
  'high',
  'role',
] as const;
export type ComputedValues = Partial<Record<(typeof computedPlaceholders)[number], string>>;

type Values = Partial<Record<string, string>>;

/** Every text of `words` with its placeholders filled; an unknown name is an error (the checker reports it earlier, by file). */
function fillWith<T>(words: T, values: Values): T {
  if (typeof words === 'string') return fillPlaceholders(words, values) as T;
  if (Array.isArray(words)) return words.map((item: unknown) => fillWith(item, values)) as T;
  if (typeof words === 'object' && words !== null) {
    return Object.fromEntries(Object.entries(words).map(([key, item]) => [key, fillWith(item, values)])) as T;
  }
  return words;
}

/** Words with every text's placeholders filled, in the same shape: the figures of the language, then `computed`. */
export function fillAll<T>(words: T, locale: Locale, computed: ComputedValues = {}): T {
  return fillWith(words, { ...figures[locale], ...computed });
}

/** Words kept by id in one file (jobs.json, cookies.json): an id's words in every language, filled. */
export function wordsById<T>(file: string, words: Localized<Record<string, T>>, ids: readonly string[]): (id: string) => Localized<T> {
  const stray = Object.keys(words.en).filter((id) => !ids.includes(id));
  if (stray.length > 0) throw new Error(`${file}: ${stray.join(', ')} is not used by the code`);
  return (id) => {
    if (locales.some((locale) => words[locale][id] === undefined)) throw new Error(`${file}: ${id} is missing`);
    return byLocale((locale) => fillAll(words[locale][id]!, locale));
  };
}

/** The words every page of one kind shares (src/content/words/<locale>/templates/): headings, action labels. */
export interface TemplateWords {
  hero?: { primary?: string; secondary?: string };
  sections: Record<string, object>;
}

/** A page's words joined with its template's, section by section; a field in both is an error. */
export function withTemplate(template: TemplateWords, page: PageWords): PageWords {
  const sections: Record<string, object> = { ...template.sections };
  for (const [id, words] of Object.entries(page.sections ?? {})) {
    const shared = template.sections[id] ?? {};
    const twice = Object.keys(words).filter((key) => key in shared);
    if (twice.length > 0) throw new Error(`${page.label}: sections.${id}.${twice.join(', ')} is in the template's words too`);
    sections[id] = { ...shared, ...words };
  }
  return { ...page, hero: page.hero ?? template.hero, sections };
}

/** Whether a name is one a placeholder may use. */
export function isPlaceholderName(name: string): name is FigureName | (typeof computedPlaceholders)[number] {
  return name in figures.en || (computedPlaceholders as readonly string[]).includes(name);
}
