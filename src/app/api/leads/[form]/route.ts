import { after } from 'next/server';
import { serverEnv } from '@/lib/server/env';
import { formKinds, type FormKind } from '@/lib/leads/fields';
import { deliverPendingLeads, leadStore, submissionLimiter } from '@/lib/leads/service';
import { handleSubmission } from '@/lib/leads/submission';

export const dynamic = 'force-dynamic';

/** Contact enquiries and job applications: stored first, then mailed to the agency after the answer. */
export async function POST(request: Request, { params }: RouteContext<'/api/leads/[form]'>) {
  const { form } = await params;
  if (!(formKinds as readonly string[]).includes(form)) {
    return Response.json({ status: 'failed', failure: 'rejected' }, { status: 404 });
  }
  return handleSubmission(request, form as FormKind, {
    store: leadStore,
    rateLimiter: submissionLimiter,
    afterResponse: (task) => after(task),
    deliver: deliverPendingLeads,
    siteUrl: serverEnv.siteUrl,
    geo: serverEnv.geo,
  });
}
