'use client';

import NextLink from 'next/link';
import { usePathname } from 'next/navigation';
import type { ComponentProps } from 'react';
import { localePath, routeKeyOfPathname, type RouteKey } from '@/i18n/routes';
import type { Locale } from '@/i18n/locales';

/** A navigation link that marks itself as the current page, or the current section. */
export function NavLink({ href, locale, ...props }: ComponentProps<typeof NextLink> & { href: RouteKey; locale: Locale }) {
  const shown = routeKeyOfPathname(usePathname());
  const current = shown === href ? 'page' : shown?.startsWith(`${href}/`) ? 'true' : undefined;
  return <NextLink href={localePath(href, locale)} aria-current={current} {...props} />;
}
