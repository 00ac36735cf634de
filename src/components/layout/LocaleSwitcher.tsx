'use client';

import NextLink from 'next/link';
import { usePathname, useSearchParams } from 'next/navigation';
import { Suspense } from 'react';
import { localePath, routeKeyOfPathname } from '@/i18n/routes';
import styles from './LocaleSwitcher.module.css';
import { otherLocale, type Locale } from '@/i18n/locales';

interface LocaleSwitcherProps {
  /** The language of the page it sits on. */
  locale: Locale;
  /** What the link does, in the other language. */
  description: string;
  /** Shows the language code only; the accessible name stays the same and begins with the code it shows. */
  compact?: boolean;
}

/** Links to the same page in the other language, query string included. */
export function LocaleSwitcher(props: LocaleSwitcherProps) {
  // Search params are only known in the browser on prerendered pages; the fallback links without them.
  return (
    <Suspense fallback={<SwitchLink {...props} search="" />}>
      <SwitchLinkWithQuery {...props} />
    </Suspense>
  );
}

function SwitchLinkWithQuery(props: LocaleSwitcherProps) {
  const search = useSearchParams().toString();
  return <SwitchLink {...props} search={search} />;
}

function SwitchLink({ locale, description, compact, search }: LocaleSwitcherProps & { search: string }) {
  const other = otherLocale(locale);
  // On a page outside the route table (the 404 page) the switcher leads home.
  const target = routeKeyOfPathname(usePathname()) ?? '/';
  return (
    <NextLink
      href={`${localePath(target, other)}${search ? `?${search}` : ''}`}
      // The other language has its own root layout, so following this link loads a new document anyway;
      // prefetching its RSC payload across root layouts fails intermittently with a 404.
      prefetch={false}
      hrefLang={other}
      lang={other}
      className={styles.switcher}
    >
      {/* Named by what it shows, so that a visitor using voice control can say "DE" (or "EN") to follow it. */}
      <span className={styles.code}>{other.toUpperCase()}</span>{' '}
      <span className={compact ? 'visually-hidden' : undefined}>{description}</span>
    </NextLink>
  );
}
