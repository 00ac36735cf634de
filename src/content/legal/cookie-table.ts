import type original from '@/content/words/en/cookies.json';
import type { CookieType } from '@/config/cookies';
import { localizedWords } from '@/content/localized-words';
import { cookieInventory } from './cookie-inventory';
import type { LegalBlock } from './types';
import type { Locale } from '@/i18n/locales';
import { readMessages } from '@/i18n/messages';

const words = localizedWords<typeof original>('cookies');

/** A cookie type as the consent panel names it. */
function typeName(type: CookieType, locale: Locale): string {
  const consent = readMessages(locale).Consent;
  return type === 'Technicals' ? consent.technicalsName : consent.marketingName;
}

/** The cookie policy's table: every cookie of the inventory, in the visitor's language. */
export function cookieTable(locale: Locale): LegalBlock {
  const { caption, head } = words[locale].table;
  const rows = cookieInventory.map((cookie) => [cookie.name, cookie.provider, typeName(cookie.type, locale), cookie.purpose[locale], cookie.lifetime[locale]]);
  return { table: { caption, head, rows } };
}
