import { cookieInventory } from '@/config/cookies';
import type { Locale } from '../types';
import type { LegalBlock } from './types';

const labels = {
  en: { caption: 'Cookies on this website', head: ['Name', 'Provider', 'Type', 'Purpose', 'Lifetime'], Technicals: 'Technically required', Marketing: 'Marketing' },
  de: { caption: 'Cookies auf dieser Website', head: ['Name', 'Anbieter', 'Typ', 'Zweck', 'Speicherdauer'], Technicals: 'Technisch notwendig', Marketing: 'Marketing' },
} satisfies Record<Locale, unknown>;

/** The cookie policy's table: every cookie of the inventory, in the visitor's language. */
export function cookieTable(locale: Locale): LegalBlock {
  const l = labels[locale];
  return {
    table: {
      caption: l.caption,
      head: l.head,
      rows: cookieInventory.map((cookie) => [cookie.name, cookie.provider, l[cookie.type], cookie.purpose[locale], cookie.lifetime[locale]]),
    },
  };
}
