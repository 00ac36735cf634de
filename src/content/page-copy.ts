import { typeset } from '@/common/typeset';
import type { RouteKey } from '@/i18n/routes';
import { caseStudyDetails, serviceDetails, technologyDetails } from './details';
import { landingPages } from './landing';
import { legalDocuments } from './legal';
import type { PageWords } from './page-structure';
import { writtenPages } from './pages';
import type { Localized, PageCopy } from './types';
import { fillAll } from './words';
import type { Locale } from '@/i18n/locales';

const fields = new Set(['label', 'title', 'description', 'heading', 'intro', 'hero', 'sections', 'card']);

/** Each page's words, checked for fields no page has (a misspelt "titel" would otherwise go unnoticed). */
function wordsOf<K extends string>(pages: Record<K, { words: Localized<PageWords> }>) {
  return Object.fromEntries(
    Object.entries<{ words: Localized<PageWords> }>(pages).map(([key, { words }]) => {
      const stray = [...Object.keys(words.en), ...Object.keys(words.de)].filter((field) => !fields.has(field));
      if (stray.length > 0) throw new Error(`${key}: ${stray.join(', ')} is no field of a page's words`);
      return [key, words];
    }),
  ) as Record<K, Localized<PageWords>>;
}

// Typed as a full record: a route without words in both languages does not compile.
const pages: Record<RouteKey, Localized<PageWords>> = {
  ...wordsOf(writtenPages),
  ...wordsOf(serviceDetails),
  ...wordsOf(technologyDetails),
  ...wordsOf(caseStudyDetails),
  ...wordsOf(landingPages),
  ...wordsOf(legalDocuments),
};

/** A page's copy: the label, title, description, heading and introduction at the top of its words file. */
export function pageCopy(key: RouteKey, locale: Locale): PageCopy {
  const { label, title, description, heading, intro } = pages[key][locale];
  return typeset(fillAll({ label, title, description, heading, intro }, locale));
}
