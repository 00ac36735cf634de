'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { contactPoints, phoneHref } from '@/config/contact';
import { serverErrorCopy } from '@/content/server-error';
import { localeOfPath } from '@/i18n/path-locale';
import { reportError } from '@/lib/browser/error-reporting';

/** What both error pages (a page's, and the last resort's) do first: find the address's language, and report the error. */
export function useServerError(error: Error) {
  const locale = localeOfPath(usePathname() ?? '');
  useEffect(() => reportError(error), [error]);
  return { locale, copy: serverErrorCopy[locale] };
}

/** The agency's e-mail and phone, for a visitor the site has failed. */
export function ContactLine() {
  return (
    <p>
      <a href={`mailto:${contactPoints.email}`}>{contactPoints.email}</a> · <a href={phoneHref}>{contactPoints.phone}</a>
    </p>
  );
}
