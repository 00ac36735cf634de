import NextLink from 'next/link';
import { useLocale } from 'next-intl';
import type { ComponentProps } from 'react';
import { localePath, type RouteKey } from './routes';
import type { Locale } from './locales';

/** A page of the route table, optionally with a query string (the blog's content parameters, a list page). */
export type Href = RouteKey | { pathname: RouteKey; query?: Record<string, string> };

export function localeHref(href: Href, locale: Locale): string {
  if (typeof href === 'string') return localePath(href, locale);
  const search = new URLSearchParams(href.query).toString();
  return `${localePath(href.pathname, locale)}${search ? `?${search}` : ''}`;
}

/** A link to a page of the site in the current language, for server and client components alike. */
export function Link({ href, ...props }: Omit<ComponentProps<typeof NextLink>, 'href'> & { href: Href }) {
  return <NextLink href={localeHref(href, useLocale())} {...props} />;
}
