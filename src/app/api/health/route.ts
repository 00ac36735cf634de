import { checkHealth } from '@/lib/server/health';
import { delivery, leadStore } from '@/lib/leads/service';

export const dynamic = 'force-dynamic';

/** 200 while this server can take leads (also while delivery is stuck), 503 when it cannot or is shutting down (src/lib/server/health.ts). */
export async function GET() {
  const health = await checkHealth(leadStore, delivery);
  return Response.json(health, { status: health.status === 'ok' ? 200 : 503, headers: { 'Cache-Control': 'private, no-store' } });
}
