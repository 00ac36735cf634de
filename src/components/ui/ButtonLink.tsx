import NextLink from 'next/link';
import { useLocale } from 'next-intl';
import type { ReactNode } from 'react';
import { localePath, type RouteKey } from '@/i18n/routes';
import styles from './Button.module.css';

interface ButtonLinkProps {
  href: RouteKey;
  /** A section of the target page, without `#`. */
  hash?: string;
  /** A query string for the target page, without `?`. */
  search?: string;
  variant?: 'primary' | 'secondary' | 'inverse';
  className?: string;
  children: ReactNode;
}

/** A link styled as a button, to a page of the site in the current language. */
export function ButtonLink({ href, hash, search, variant = 'primary', className, children }: ButtonLinkProps) {
  const path = localePath(href, useLocale());
  return (
    <NextLink
      href={`${path}${search ? `?${search}` : ''}${hash ? `#${hash}` : ''}`}
      className={className ? `${styles[variant]} ${className}` : styles[variant]}
    >
      {children}
    </NextLink>
  );
}
