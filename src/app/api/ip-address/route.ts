import { consentRegionOf } from '@/lib/geo/consent-region';

export const dynamic = 'force-dynamic';

/** Whether cookie consent applies to this visitor (the route's name is the specification's). Answers for the visitor only. */
export async function GET(request: Request) {
  return Response.json(await consentRegionOf(request.headers), { headers: { 'Cache-Control': 'private, no-store' } });
}
