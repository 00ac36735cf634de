import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Suspense, type ReactNode } from 'react';
import { siteConfig } from '@/config/site';

/**
 * Answers 404 with `view` drawn on the server. A page that calls notFound() while it renders gets an empty
 * document from this Next.js version, filled in only once the browser has run the scripts (vercel/next.js#62228):
 * crawlers read nothing and visitors see a blank page until then. Thrown inside a Suspense boundary, notFound()
 * still sets the status (a cached page keeps it), the server sends `view` as the boundary's fallback, and in the
 * browser the segment's not-found boundary shows the same view in its place.
 */
export function NotFoundAnswer({ view }: { view: ReactNode }) {
  return (
    <Suspense fallback={view}>
      <Missing />
    </Suspense>
  );
}

function Missing(): never {
  notFound();
}

/**
 * The title of a page answered with NotFoundAnswer, the same its view gives itself: the server sends a fallback's
 * title with neither the head nor the body, so the page's metadata carries it.
 */
export const notFoundMetadata = (title: string): Metadata => ({ title: { absolute: `${title} | ${siteConfig.name}` } });
