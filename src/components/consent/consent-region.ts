import { readSessionItem, writeSessionItem } from '@/lib/browser/session-store';
import { reportError } from '@/lib/browser/error-reporting';

/** Session storage key of the answer: the visitor's region does not change within a browser session. */
export const regionKey = 'consentRegion';
const lookupPath = '/api/ip-address';
/**
 * Whether consent law applies to this visitor. Asked once per browser session: later pages read the kept
 * answer and send no request. A failed lookup counts as EU, is reported, and is not kept, so the next page asks again.
 */
export async function consentApplies(storage?: Storage, fetchImpl: typeof fetch = fetch): Promise<boolean> {
  const kept = readSessionItem(regionKey, storage);
  if (kept === 'eu' || kept === 'other') return kept === 'eu';
  try {
    const response = await fetchImpl(lookupPath, { cache: 'no-store' });
    if (!response.ok) throw new Error(`EU lookup answered ${response.status}`);
    const body: unknown = await response.json();
    const eu = (body as { eu?: unknown } | null)?.eu;
    if (typeof eu !== 'boolean') throw new Error('EU lookup answered without an answer');
    // Where storage is blocked, every page asks.
    writeSessionItem(regionKey, eu ? 'eu' : 'other', storage);
    return eu;
  } catch (error) {
    reportError(error);
    return true;
  }
}

let asked: Promise<boolean> | undefined;
/**
 * Whether consent law applies to this visitor, asked once per page load (client-side navigations ask no more). The
 * app's first code asks (instrumentation-client.ts), while the rest of the page's code still downloads, so that a
 * banner that is due can show as soon as the page is interactive.
 */
export const askRegion = () => (asked ??= consentApplies());
