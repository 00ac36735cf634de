'use client';

import NextLink from 'next/link';
import { useParams, usePathname, useRouter, useSearchParams } from 'next/navigation';
import { Suspense, type MouseEvent } from 'react';
import { blogViewQuery } from '@/i18n/public-urls';
import { localePath, routeKeyOfPathname } from '@/i18n/routes';
import { keepPlaceFor } from '@/components/page/kept-place';
import styles from './LocaleSwitcher.module.css';
import type { Locale } from '@/i18n/locales';

/** A language the page is offered in, and what its link does, in that language ("Diese Seite auf Deutsch"). */
interface SwitchTarget {
  locale: Locale;
  description: string;
}

interface LocaleSwitcherProps {
  /** Every language but the page's own, in the order of the site's languages. */
  targets: SwitchTarget[];
  /** Shows the language code only; the accessible name stays the same and begins with the code it shows. */
  compact?: boolean;
}

/**
 * Links to the same page in each other language, query string included, and keeps the visitor's place: the anchor
 * they are at, what they have opened and entered (see kept-place.ts).
 */
export function LocaleSwitcher(props: LocaleSwitcherProps) {
  // On prerendered pages the query is known only in the browser; the server links without it, except on blog
  // pages, whose route names the entry (and so the server draws the link to it).
  return (
    <Suspense fallback={<SwitchLinkFromRoute {...props} />}>
      <SwitchLinkWithQuery {...props} />
    </Suspense>
  );
}

function SwitchLinkFromRoute(props: LocaleSwitcherProps) {
  return <SwitchLinks {...props} search={blogViewQuery(useParams())} />;
}

function SwitchLinkWithQuery(props: LocaleSwitcherProps) {
  const search = useSearchParams().toString();
  return <SwitchLinks {...props} search={search} />;
}

function SwitchLinks({ targets, compact, search }: LocaleSwitcherProps & { search: string }) {
  return targets.map((target) => <SwitchLink key={target.locale} {...target} compact={compact} search={search} />);
}

function SwitchLink({ locale: other, description, compact, search }: SwitchTarget & { compact?: boolean; search: string }) {
  const router = useRouter();
  // On a page outside the route table (the 404 page) the switcher leads home.
  const target = routeKeyOfPathname(usePathname()) ?? '/';
  const href = `${localePath(target, other)}${search ? `?${search}` : ''}`;

  /** Before the page in the other language is shown: the place kept for it, and the anchor the visitor is at carried over. */
  const keepPlace = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    keepPlaceFor(href);
    if (!location.hash) return;
    event.preventDefault();
    router.push(`${href}${location.hash}`);
  };

  return (
    <NextLink
      href={href}
      // Prefetching the other language's RSC payload fails intermittently with a 404; the switch is rare enough.
      prefetch={false}
      hrefLang={other}
      lang={other}
      className={styles.switcher}
      onClick={keepPlace}
    >
      {/* Named by what it shows, so that a visitor using voice control can say "DE" (or "EN") to follow it. */}
      <span className={styles.code}>{other.toUpperCase()}</span>{' '}
      <span className={compact ? 'visually-hidden' : undefined}>{description}</span>
    </NextLink>
  );
}
