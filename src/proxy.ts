import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { routing } from './i18n/routing';

const handleI18nRouting = createMiddleware(routing);

export default function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  // English has no prefix: /en/... moves permanently to the unprefixed path.
  if (pathname === '/en' || pathname.startsWith('/en/')) {
    const url = request.nextUrl.clone();
    url.pathname = pathname.slice('/en'.length) || '/';
    return NextResponse.redirect(url, 308);
  }
  return handleI18nRouting(request);
}

export const config = {
  // Everything but API routes, Next internals and files with an extension (robots.txt, sitemap.xml, images).
  matcher: '/((?!api|_next|_vercel|.*\\..*).*)',
};
