/**
 * Figures as each language prints them, for copy and components alike: never typed by hand, so German gets its
 * non-breaking spaces ("2.600 €", "45 %") and separators.
 */
import type { Locale } from './locales';

/** A range of whole numbers: euros, weeks or people. */
export interface Range {
  low: number;
  high: number;
}

const numberLocale = { en: 'en-GB', de: 'de-DE' } as const;

function euroFormat(locale: Locale) {
  return new Intl.NumberFormat(numberLocale[locale], { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
}

/** "€45,000" in English, "45.000 €" in German. */
export function formatEuros(amount: number, locale: Locale): string {
  return euroFormat(locale).format(amount);
}

/** "€75,000–€120,000" in English, "75.000–120.000 €" in German. */
export function formatEuroRange({ low, high }: Range, locale: Locale): string {
  // Written out rather than with formatRange, whose spacing differs between the server's and browsers' ICU data.
  if (locale === 'en') return `${formatEuros(low, locale)}–${formatEuros(high, locale)}`;
  const number = new Intl.NumberFormat(numberLocale[locale], { maximumFractionDigits: 0 });
  return `${number.format(low)}–${number.format(high)}\u00a0€`;
}

/** A plain number as the language writes it, to one decimal: "3.5", "3,5". */
export function formatNumber(value: number, locale: Locale): string {
  return new Intl.NumberFormat(numberLocale[locale], { maximumFractionDigits: 1 }).format(value);
}

/** A share of the whole as the language writes it: "24%", "24 %". */
export function formatShare(share: number, locale: Locale): string {
  return new Intl.NumberFormat(numberLocale[locale], { style: 'percent', maximumFractionDigits: 0 }).format(share);
}

// A figure and the unit after it: "45 %", "60.000 €", "200 ms", "15 Min.".
const figureAndUnit = /(\d) (%|€|ms|KB|MB|GB|Min\.|Std\.)(?![\p{L}\d])/gu;

// A suspended hyphen after a conjunction ("Entwicklerinnen und -Entwickler", "oder -entwickler"). Browsers may
// break a line after any hyphen, which would leave "und -" at a line's end and the word on the next line. A word
// joiner (U+2060, invisible) after the hyphen holds them together; Inter has no non-breaking hyphen (U+2011) to
// use instead.
const suspendedHyphen = /(?<![\p{L}\d])(und|oder|sowie|bzw\.) -(?=[\p{L}])/gu;

/**
 * Copy as it is printed: a figure is never separated from its unit at the end of a line, so the space between
 * them becomes a non-breaking one, and a suspended hyphen stays with its word. Works through the strings of
 * arrays and plain objects and returns the rest unchanged, so a page's copy passes through it whole.
 */
export function typeset<T>(value: T): T {
  if (typeof value === 'string') return value.replace(figureAndUnit, '$1\u00a0$2').replace(suspendedHyphen, '$1 -\u2060') as T;
  if (Array.isArray(value)) return value.map((item: unknown) => typeset(item)) as T;
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, typeset(item)])) as T;
  }
  return value;
}
