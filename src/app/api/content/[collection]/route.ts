import type { NextRequest } from 'next/server';
import { serverEnv } from '@/lib/server/env';
import { answer, checkToken } from '@/lib/blog/sample-service/engine';
import { sampleContent } from '@/lib/blog/sample-service/content';

/**
 * The embedded content service (Strapi v4 REST) for sites without CONTENT_API_URL. Its upload files are
 * served from `public/uploads`, where a Strapi with the local provider keeps them too.
 */
export async function GET(request: NextRequest, { params }: RouteContext<'/api/content/[collection]'>) {
  if (!serverEnv.content.embedded) return new Response('Not Found', { status: 404 });
  const result =
    checkToken(request.headers.get('authorization'), serverEnv.content.token) ??
    answer(sampleContent, (await params).collection, request.nextUrl.searchParams);
  return Response.json(result.body, { status: result.status, headers: { 'Cache-Control': 'no-store' } });
}
