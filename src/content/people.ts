/**
 * The people the site names and shows in drawn portraits (src/content/pictures/people): the leadership. Their roles
 * and biographies are words of the about page, in the same order.
 */
import type aboutOriginal from '@/content/words/en/pages/about.json';
import { localizedWords } from '@/content/localized-words';
import type { PictureName } from './pictures';
import type { Locale } from '@/i18n/locales';

export interface PersonStructure {
  name: string;
  portrait?: PictureName;
}

export const leadership = [
  { name: 'Lena Hartmann', portrait: 'people/lena-hartmann' },
  { name: 'Daniel Okafor', portrait: 'people/daniel-okafor' },
  { name: 'Marta Kowalczyk', portrait: 'people/marta-kowalczyk' },
  { name: 'Jan-Erik Vogt', portrait: 'people/jan-erik-vogt' },
  { name: 'Aylin Demir', portrait: 'people/aylin-demir' },
  { name: 'Felix Brandt', portrait: 'people/felix-brandt' },
] as const satisfies readonly PersonStructure[];

export type LeaderName = (typeof leadership)[number]['name'];

const aboutWords = localizedWords<typeof aboutOriginal>('pages/about');

/** A member of the leadership with their role as the about page states it. */
export function leader(name: LeaderName, locale: Locale) {
  const index = leadership.findIndex((person) => person.name === name);
  const words = aboutWords[locale].sections.leadership.members[index];
  if (!words) throw new Error(`pages/about.json (${locale}): no words for ${name} in sections.leadership.members`);
  return { ...leadership[index]!, role: words.role };
}
