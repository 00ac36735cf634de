import { readLeadAnswer, type LeadAnswer } from '@/lib/leads/fields';

/** Posts a form in the background. A lost connection or a body that is no JSON answers as a network failure. */
export async function sendLeadForm(action: string, data: FormData, fetchImpl: typeof fetch = fetch): Promise<LeadAnswer> {
  try {
    const response = await fetchImpl(action, { method: 'POST', body: data, headers: { Accept: 'application/json' } });
    return readLeadAnswer(await response.json());
  } catch {
    return { status: 'failed', failure: 'network' };
  }
}
