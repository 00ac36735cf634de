import { notFound } from 'next/navigation';
import { isLocale, type AppLocale } from './routing';

/** The route segment's locale; a segment that is no locale gets the 404 page. */
export function requireLocale(value: string): AppLocale {
  if (!isLocale(value)) notFound();
  return value;
}
