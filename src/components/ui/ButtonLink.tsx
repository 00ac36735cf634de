import NextLink from 'next/link';
import { useLocale } from 'next-intl';
import type { ReactNode } from 'react';
import { localePath, type RouteKey } from '@/i18n/routes';
import styles from './Button.module.css';

interface ButtonLinkProps {
  href: RouteKey;
  /** A section of the target page, without `#`. */
  hash?: string;
  variant?: 'primary' | 'secondary' | 'inverse';
  className?: string;
  children: ReactNode;
}

/** A link styled as a button, to a page of the site in the current language. */
export function ButtonLink({ href, hash, variant = 'primary', className, children }: ButtonLinkProps) {
  const path = localePath(href, useLocale());
  return (
    <NextLink
      href={hash ? `${path}#${hash}` : path}
      className={[styles.button, styles[variant], className].filter(Boolean).join(' ')}
    >
      {children}
    </NextLink>
  );
}
