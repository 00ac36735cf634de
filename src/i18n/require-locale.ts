import { notFound } from 'next/navigation';
import { isLocale, type Locale } from './locales';

/** The route segment's locale; a segment that is no locale gets the 404 page. */
export function requireLocale(value: string): Locale {
  if (!isLocale(value)) notFound();
  return value;
}
