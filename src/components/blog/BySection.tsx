'use client';

import { useParams } from 'next/navigation';
import type { ReactNode } from 'react';
import type { BlogSection } from '@/i18n/public-urls';

/**
 * Shows the view of the blog section the URL is in. A "not found" view gets no route parameters, so the server
 * renders one per section and this picks it in the page.
 */
export function BySection({ views }: { views: Record<BlogSection, ReactNode> }) {
  const { section } = useParams<{ section: BlogSection }>();
  return views[section] ?? views.posts;
}
