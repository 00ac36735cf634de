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
 *
 * The title is drawn here, outside the boundary: the server sends no title from a fallback, and metadata cannot
 * carry it, since Next.js resolves a page it regenerates as a 404 with the not-found boundary's metadata.
 */
export function NotFoundAnswer({ title, view }: { title: string; view: ReactNode }) {
  return (
    <>
      <title>{`${title} | ${siteConfig.name}`}</title>
      <Suspense fallback={view}>
        <Missing />
      </Suspense>
    </>
  );
}

function Missing(): never {
  notFound();
}

/** The metadata of a 404 answer, and of the not-found boundaries: no title, as NotFoundAnswer draws its own. */
export const notFoundMetadata: Metadata = { title: null };
