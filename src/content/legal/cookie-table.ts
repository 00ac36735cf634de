import de from '@/content/words/de/cookies.json';
import en from '@/content/words/en/cookies.json';
import type { CookieType } from '@/config/cookies';
import { bothLanguages } from '@/content/words';
import { cookieInventory } from './cookie-inventory';
import type { LegalBlock } from './types';
import type { Locale } from '@/i18n/locales';
import { readMessages } from '@/i18n/messages';

const labels = bothLanguages(en.table, de.table);

/** A cookie type as the consent panel names it. */
function typeName(type: CookieType, locale: Locale): string {
  const consent = readMessages(locale).Consent;
  return type === 'Technicals' ? consent.technicalsName : consent.marketingName;
}

/** The cookie policy's table: every cookie of the inventory, in the visitor's language. */
export function cookieTable(locale: Locale): LegalBlock {
  const { caption, head } = labels[locale];
  const rows = cookieInventory.map((cookie) => [cookie.name, cookie.provider, typeName(cookie.type, locale), cookie.purpose[locale], cookie.lifetime[locale]]);
  return { table: { caption, head, rows } };
}
