import { draftMode } from 'next/headers';
import { partitionDraftCookie } from '@/lib/server/http/draft-cookie';
import type { NextRequest } from 'next/server';
import { isLocale } from '@/i18n/locales';
import { isSlug } from '@/i18n/public-urls';
import { previewPath } from '@/i18n/routes';
import { serverEnv } from '@/lib/server/env';
import { matchesSecret } from '@/lib/server/http/matches-secret';

/**
 * An editor's preview link (Strapi 5's preview button, or a link made by hand for v4; README, "Connect your Strapi"):
 * `/api/preview?secret=…&locale=de&slug=…`. With CONTENT_PREVIEW_SECRET, it turns on Next.js's draft mode for this
 * browser (a cookie of the session) and leads to the article's preview page, which reads the post as last saved.
 */
export async function GET(request: NextRequest) {
  const secret = serverEnv.content.previewSecret;
  if (!secret) return Response.json({ error: 'The preview is not configured.' }, { status: 404 });
  const params = request.nextUrl.searchParams;
  if (!matchesSecret(params.get('secret'), secret)) return Response.json({ error: 'Wrong or missing preview secret.' }, { status: 401 });
  const [locale, entry] = [params.get('locale') ?? '', params.get('slug') ?? ''];
  if (!isLocale(locale) || !isSlug(entry)) {
    return Response.json({ error: 'The link names no article: it needs `locale` (en or de) and the article\'s `slug`.' }, { status: 400 });
  }
  (await draftMode()).enable();
  await partitionDraftCookie(true);
  return new Response(null, { status: 307, headers: { Location: previewPath(entry, locale) } });
}
