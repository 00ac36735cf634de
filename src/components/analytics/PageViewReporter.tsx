'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { Suspense, useEffect, useRef } from 'react';
import { trackPageView } from '@/lib/analytics/data-layer';

/** Reports `page_view` once for each completed client-side route change (the first page view is the tag manager's own). */
export function PageViewReporter() {
  return (
    <Suspense fallback={null}>
      <Reporter />
    </Suspense>
  );
}

function Reporter() {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const page = search ? `${pathname}?${search}` : pathname;
  const lastPage = useRef<string | null>(null);

  useEffect(() => {
    if (lastPage.current !== null && lastPage.current !== page) trackPageView(page);
    lastPage.current = page;
  }, [page]);

  return null;
}
