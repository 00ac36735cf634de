import { revalidateBlog } from '@/lib/blog/revalidate';
import { matchesSecret } from '@/lib/server/http/matches-secret';
import { serverEnv } from '@/lib/server/env';

/**
 * The content service's publish webhook (Strapi: Settings → Webhooks, header `x-webhook-secret`). It
 * expires every cached content response and blog page, so a published post shows on the next request.
 */
export async function POST(request: Request) {
  const secret = serverEnv.content.webhookSecret;
  if (!secret) return Response.json({ error: 'The webhook is not configured.' }, { status: 404 });
  if (!matchesSecret(request.headers.get('x-webhook-secret'), secret)) {
    return Response.json({ error: 'Wrong or missing webhook secret.' }, { status: 401 });
  }
  revalidateBlog();
  return Response.json({ revalidated: true });
}
