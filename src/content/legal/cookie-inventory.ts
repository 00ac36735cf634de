/**
 * Every cookie the site and its Marketing tools can set, for the cookie policy's table. The site itself sets
 * only the consent cookie; the others come from tools the tag manager loads after Marketing consent.
 * What each cookie is for and how long it lasts are words (src/content/words/<locale>/cookies.json, by id).
 */
import type original from '@/content/words/en/cookies.json';
import { consentCookieName, type CookieType } from '@/config/cookies';
import type { Localized } from '@/content/types';
import { localizedWords } from '@/content/localized-words';
import { wordsById } from '@/content/words';
import { byLocale } from '@/i18n/locales';

export interface CookieEntry {
  name: string;
  provider: string;
  type: CookieType;
  purpose: Localized<string>;
  lifetime: Localized<string>;
}

const google = 'Google Ireland Ltd. (Google Analytics)';
const linkedIn = 'LinkedIn Ireland Unlimited Company (Insight Tag)';

/** Each cookie's key in the words file: its name, or for the site's own cookies what they are for. */
const cookies: (Omit<CookieEntry, 'purpose' | 'lifetime'> & { id: string })[] = [
  { id: 'consent', name: consentCookieName, provider: 'Kovalent Software GmbH', type: 'Technicals' },
  { id: '_ga', name: '_ga', provider: google, type: 'Marketing' },
  { id: '_ga_<container-ID>', name: '_ga_<container-ID>', provider: google, type: 'Marketing' },
  { id: 'li_sugr', name: 'li_sugr', provider: linkedIn, type: 'Marketing' },
  { id: 'li_fat_id', name: 'li_fat_id', provider: linkedIn, type: 'Marketing' },
  { id: 'bcookie', name: 'bcookie', provider: linkedIn, type: 'Marketing' },
  { id: 'lidc', name: 'lidc', provider: linkedIn, type: 'Marketing' },
  { id: 'UserMatchHistory', name: 'UserMatchHistory', provider: linkedIn, type: 'Marketing' },
  { id: 'AnalyticsSyncHistory', name: 'AnalyticsSyncHistory', provider: linkedIn, type: 'Marketing' },
];

const words = localizedWords<typeof original>('cookies');
const cookieWords = wordsById('cookies.json', byLocale((locale) => words[locale].cookies), cookies.map(({ id }) => id));

export const cookieInventory: CookieEntry[] = cookies.map(({ id, ...cookie }) => {
  const words = cookieWords(id);
  return { ...cookie, purpose: byLocale((locale) => words[locale].purpose), lifetime: byLocale((locale) => words[locale].lifetime) };
});
