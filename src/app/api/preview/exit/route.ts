import { draftMode } from 'next/headers';
import { partitionDraftCookie } from '@/lib/server/http/draft-cookie';
import type { NextRequest } from 'next/server';
import { localeHref } from '@/i18n/Link';
import { isLocale } from '@/i18n/locales';
import { isSlug } from '@/i18n/public-urls';
import { blogHref } from '@/lib/blog/links';

/** Leaves the preview (the preview page's "Leave preview"), to the article's public address, or to the blog. */
export async function GET(request: NextRequest) {
  (await draftMode()).disable();
  await partitionDraftCookie(false);
  const params = request.nextUrl.searchParams;
  const locale = params.get('locale') ?? '';
  const entry = params.get('slug') ?? '';
  const target = isLocale(locale) ? localeHref(isSlug(entry) ? blogHref('/blog', entry) : '/blog', locale) : '/blog';
  return new Response(null, { status: 303, headers: { Location: target } });
}
