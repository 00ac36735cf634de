import { NextResponse, type NextRequest } from 'next/server';
import { blogSections, blogViewSegment, slugPattern } from '@/i18n/public-urls';
import { blogParams, localePath, type BlogKey } from '@/i18n/routes';
import { isKnownSlug } from '@/lib/blog/known-slugs';
import { cacheControl } from '@/lib/http/cache-headers';

/**
 * Runs only for `/en/...` and for blog URLs that name an entry (see `matcher`); every other request is routed
 * by next.config alone. English has no prefix: `/en/...` moves permanently to the unprefixed path, here rather
 * than in next.config so that the answer carries the security headers. A well-formed slug the content service
 * does not know gets the blog's "not found" view at once, so random slugs neither reach the content service
 * nor add a page to the cache.
 */
export default async function proxy(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl;
  if (pathname === '/en' || pathname.startsWith('/en/')) {
    const url = request.nextUrl.clone();
    url.pathname = pathname.slice('/en'.length) || '/';
    return NextResponse.redirect(url, 308);
  }
  const locale = pathname.startsWith('/de') ? 'de' : 'en';
  const key = (Object.keys(blogSections) as BlogKey[]).find((candidate) => localePath(candidate, locale) === pathname);
  // The rewrites read the last value of a repeated parameter; so does this.
  const slug = key && searchParams.getAll(blogParams[key]).at(-1);
  if (!key || !slug || !new RegExp(`^${slugPattern}$`).test(slug)) return NextResponse.next();
  if (await isKnownSlug(blogSections[key], slug)) return NextResponse.next();
  // A made-up slug's "not found": a CDN may keep it a minute, as any other (src/lib/http/cache-headers.ts).
  return NextResponse.rewrite(new URL(`/${locale}/${blogViewSegment}/${blogSections[key]}/0`, request.url), {
    headers: { 'Cache-Control': cacheControl.briefly },
  });
}

// Literal, as Next.js requires; src/proxy.test.ts checks the blog entries against the route table.
export const config = {
  matcher: [
    '/en',
    '/en/:path*',
    { source: '/blog', has: [{ type: 'query', key: 'singleBlogPage' }] },
    { source: '/de/blog', has: [{ type: 'query', key: 'singleBlogPage' }] },
    { source: '/blog/category', has: [{ type: 'query', key: 'category' }] },
    { source: '/de/blog/kategorie', has: [{ type: 'query', key: 'category' }] },
    { source: '/blog/author', has: [{ type: 'query', key: 'author' }] },
    { source: '/de/blog/autor', has: [{ type: 'query', key: 'author' }] },
  ],
};
