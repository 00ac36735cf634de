import type { ReactNode } from 'react';
import { setRequestLocale } from 'next-intl/server';
import { requireLocale } from '@/i18n/require-locale';

/**
 * Sets the language before the blog's "not found" view renders: it is drawn beside the page, not after it,
 * and without it next-intl would read the request headers, which a cached page may not.
 */
export default async function BlogViewLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  setRequestLocale(requireLocale((await params).locale));
  return children;
}
