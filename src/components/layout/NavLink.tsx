'use client';

import type { ComponentProps } from 'react';
import { Link, usePathname } from '@/i18n/navigation';
import type { RouteKey } from '@/i18n/routes';

/** A navigation link that marks itself as the current page, or the current section. */
export function NavLink({ href, ...props }: ComponentProps<typeof Link> & { href: RouteKey }) {
  const pathname = usePathname();
  const current = pathname === href ? 'page' : pathname.startsWith(`${href}/`) ? 'true' : undefined;
  return <Link href={href} aria-current={current} {...props} />;
}
