import type { ReactNode } from 'react';
import { setRequestLocale } from 'next-intl/server';
import { ClientMessages } from '@/i18n/ClientMessages';
import { requireLocale } from '@/i18n/require-locale';

/** What the blog's "cannot be loaded" notice (./error.tsx, a client component) reads. */
const unavailableMessages = ['Blog.unavailableHeading', 'Blog.unavailable'];

/**
 * Sets the language before the blog's "not found" view renders: it is drawn beside the page, not after it,
 * and without it next-intl would read the request headers, which a cached page may not. Hands the notice's words
 * to the browser, and no others.
 */
export default async function BlogViewLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  setRequestLocale(requireLocale((await params).locale));
  return <ClientMessages paths={unavailableMessages}>{children}</ClientMessages>;
}
