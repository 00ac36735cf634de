import { NextResponse, type NextRequest } from 'next/server';
import { blogSections, blogViewSegment, isSlug } from '@/i18n/public-urls';
import { defaultLocale } from '@/i18n/locales';
import { localeOfPath } from '@/i18n/path-locale';
import { blogParams, localePath, type BlogKey } from '@/i18n/routes';
import { isKnownSlug } from '@/lib/blog/known-slugs';
import { cacheControl } from '@/lib/server/http/cache-headers';

/**
 * Runs only for `/en/...` and for URLs that carry a blog entry's parameter (see `matcher`); every other request is routed
 * by next.config alone. The default language (English) has no prefix: `/en/...` moves permanently to the unprefixed path, here rather
 * than in next.config so that the answer carries the security headers. A well-formed slug the content service
 * does not know gets the blog's "not found" view at once, so random slugs neither reach the content service
 * nor add a page to the cache.
 */
export default async function proxy(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl;
  const defaultPrefix = `/${defaultLocale}`;
  if (pathname === defaultPrefix || pathname.startsWith(`${defaultPrefix}/`)) {
    const url = request.nextUrl.clone();
    url.pathname = pathname.slice(defaultPrefix.length) || '/';
    return NextResponse.redirect(url, 308);
  }
  // Paths in any case, as the rewrites match them (`/DE/Blog` shows the German blog).
  const path = pathname.toLowerCase();
  const locale = localeOfPath(path);
  const key = (Object.keys(blogSections) as BlogKey[]).find((candidate) => localePath(candidate, locale) === path);
  // The rewrites read the last value of a repeated parameter; so does this.
  const slug = key && searchParams.getAll(blogParams[key]).at(-1);
  if (!key || !slug || !isSlug(slug)) return NextResponse.next();
  if (await isKnownSlug(blogSections[key], slug)) return NextResponse.next();
  // A made-up slug's "not found": a CDN may keep it a minute, as any other (src/lib/server/http/cache-headers.ts).
  return NextResponse.rewrite(new URL(`/${locale}/${blogViewSegment}/${blogSections[key]}/0`, request.url), {
    headers: { 'Cache-Control': cacheControl.briefly },
  });
}

/**
 * Literal, as Next.js requires; src/proxy.test.ts checks the default language's prefix and the blog parameters
 * against the route table. A matcher's path is matched case-sensitively while the rewrites ignore case, so the blog
 * entries take any path that carries a blog parameter and the proxy itself compares the path, in any case; never an API route or a build file: Next.js
 * reads a whole request body into memory before a proxy it runs, which would hold the lead endpoint's uploads past
 * its own limits.
 */
export const config = {
  matcher: [
    '/en',
    '/en/:path*',
    { source: '/((?!api/|_next/).*)', has: [{ type: 'query', key: 'singleBlogPage' }] },
    { source: '/((?!api/|_next/).*)', has: [{ type: 'query', key: 'category' }] },
    { source: '/((?!api/|_next/).*)', has: [{ type: 'query', key: 'author' }] },
  ],
};
