import { readSessionItem, writeSessionItem } from '@/lib/browser/session-store';
import { reportError } from '@/lib/error-reporting/client';

/** Session storage key of the answer: the visitor's region does not change within a browser session. */
export const regionKey = 'consentRegion';
const lookupPath = '/api/ip-address';
/** Where the page's first script leaves the lookup it started (see `earlyLookupScript`). */
const earlyLookup = '__consentRegionLookup';

/**
 * The page's first script: unless this session knows the answer, it asks at once, while the page's code is still
 * on its way, and leaves the answer's promise for `consentApplies`. A blocked storage throws: it asks then too.
 */
export const earlyLookupScript = `(function(){try{var k=sessionStorage.getItem(${JSON.stringify(regionKey)});if(k==='eu'||k==='other')return}catch(e){}window.${earlyLookup}=fetch(${JSON.stringify(lookupPath)},{cache:'no-store'})})()`;

/** The lookup the page's first script started, once. */
function takeEarlyLookup(): Promise<Response> | undefined {
  const holder = globalThis as { [earlyLookup]?: Promise<Response> };
  const lookup = holder[earlyLookup];
  delete holder[earlyLookup];
  return lookup;
}

/**
 * Whether consent law applies to this visitor. Asked once per browser session: later pages read the kept
 * answer and send no request. A failed lookup counts as EU, is reported, and is not kept, so the next page asks again.
 */
export async function consentApplies(storage?: Storage, fetchImpl: typeof fetch = fetch): Promise<boolean> {
  const kept = readSessionItem(regionKey, storage);
  if (kept === 'eu' || kept === 'other') return kept === 'eu';
  try {
    const response = await (takeEarlyLookup() ?? fetchImpl(lookupPath, { cache: 'no-store' }));
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
