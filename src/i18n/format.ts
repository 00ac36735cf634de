/**
 * Figures as each language prints them, for copy and components alike: never typed by hand, so German gets its
 * non-breaking spaces ("2.600 €", "45 %") and separators.
 */
import { languageTags, type Locale } from './locales';

/** A range of whole numbers: euros, weeks or people. */
export interface Range {
  low: number;
  high: number;
}

function euroFormat(locale: Locale) {
  return new Intl.NumberFormat(languageTags[locale], { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
}

/** "€45,000" in English, "45.000 €" in German. */
export function formatEuros(amount: number, locale: Locale): string {
  return euroFormat(locale).format(amount);
}

/** "€75,000–€120,000" in English, "75.000–120.000 €" in German. */
export function formatEuroRange({ low, high }: Range, locale: Locale): string {
  // Written out rather than with formatRange, whose spacing differs between the server's and browsers' ICU data: the
  // sign before each figure in a language that puts it first, once after both in one that puts it last.
  if (euroFormat(locale).formatToParts(1)[0]?.type === 'currency') return `${formatEuros(low, locale)}–${formatEuros(high, locale)}`;
  const number = new Intl.NumberFormat(languageTags[locale], { maximumFractionDigits: 0 });
  return `${number.format(low)}–${number.format(high)}\u00a0€`;
}

/** A plain number as the language writes it, to one decimal: "3.5", "3,5". */
export function formatNumber(value: number, locale: Locale): string {
  return new Intl.NumberFormat(languageTags[locale], { maximumFractionDigits: 1 }).format(value);
}

/** A share of the whole as the language writes it: "24%", "24 %". */
export function formatShare(share: number, locale: Locale): string {
  return new Intl.NumberFormat(languageTags[locale], { style: 'percent', maximumFractionDigits: 0 }).format(share);
}
