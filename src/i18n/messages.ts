/**
 * The message files (`messages/{en,de}.json`), typed from the English one: the one way code reads them.
 * next-intl's request config, e-mails and the cookie table all come through here.
 */
import de from '../../messages/de.json';
import en from '../../messages/en.json';
import type { Locale } from './locales';

export type Messages = typeof en;

// Typed as the English file: a key missing from the German one is a compile error.
const files: Record<Locale, Messages> = { en, de };

export function readMessages(locale: Locale): Messages {
  return files[locale];
}
