/**
 * How a lead form's body is taken in: its kind (an upload or text only), what it may reserve of the bodies held at
 * once, and reading it within its size and time limits, its fields counted before anything parses them.
 */
import 'server-only';
import { createBodyBudget, type BodyBudget } from '@/lib/server/http/body-budget';
import { readCapped, type BodyTimeLimits } from '@/lib/server/http/read-capped';
import type { FormKind } from './fields';

/**
 * An application sent as multipart carries a CV (an upload); every other post is text fields only. Each kind has
 * its own size limit, time limit and budget, so that no number of uploads in flight can turn an enquiry away.
 */
export type BodyKind = 'upload' | 'text';
/** Largest accepted body: text fields only, or text plus a CV (5 MB) with room to say it is too large. */
export const maxBodyBytes: Record<BodyKind, number> = { upload: 10 * 1024 * 1024, text: 64 * 1024 };
/**
 * How long a body may take to arrive: a CV of 5 MB needs 350 kbit/s to arrive in two minutes (a slow mobile
 * connection sends 400); text fields come at once. A body that sends nothing for 10 s is cut as well.
 */
export const bodyTimeLimits: Record<BodyKind, BodyTimeLimits> = {
  upload: { totalMs: 120_000, idleMs: 10_000 },
  text: { totalMs: 20_000, idleMs: 10_000 },
};
/** No form has more than a dozen fields: a body with more is refused before it is parsed. */
const maxFormFields = 32;

/**
 * Room for six CVs at their largest at the same moment (a seventh upload is asked to try again shortly), and apart
 * from them for 256 text posts at theirs. Each post reserves what it declares, up to its limit.
 */
export const sharedBodyBudgets: Record<BodyKind, BodyBudget> = {
  upload: createBodyBudget(6 * maxBodyBytes.upload),
  text: createBodyBudget(256 * maxBodyBytes.text),
};

/**
 * Uploads one address may have in flight at once: a person sends one CV at a time (two allow a retry while the first
 * is stuck), so one sender cannot fill the upload budget and turn other applicants away.
 */
const maxUploadsPerAddress = 2;
const uploadsInFlight = new Map<string, number>();

/** Counts an upload of `address` in flight; returns its end, or undefined when the address has its most already. */
export function holdUploadSlot(address: string): (() => void) | undefined {
  const held = uploadsInFlight.get(address) ?? 0;
  if (held >= maxUploadsPerAddress) return undefined;
  uploadsInFlight.set(address, held + 1);
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    const left = uploadsInFlight.get(address)! - 1;
    if (left > 0) uploadsInFlight.set(address, left);
    else uploadsInFlight.delete(address);
  };
}

export function bodyKindOf(kind: FormKind, contentType: string): BodyKind {
  return kind === 'application' && /^multipart\//i.test(contentType) ? 'upload' : 'text';
}

/** What a body reserves: what it declares, or its limit when it does not say (chunked). More than the limit is refused unread. */
export function reservedSize(request: Request, bodyKind: BodyKind): number {
  const declared = request.headers.get('content-length');
  return declared !== null && /^\d+$/.test(declared) ? Number(declared) : maxBodyBytes[bodyKind];
}

/** The form in a body of at most `size` bytes, or why it was not read: too large, too slow, or not a form. */
export async function readForm(request: Request, size: number, contentType: string, time: BodyTimeLimits): Promise<FormData | 'tooLarge' | 'tooSlow' | 'malformed'> {
  // A sender that goes away mid-body (a closed tab, a dropped connection) is nobody's error: nothing was sent.
  const body = await readCapped(request, size, time).catch(() => 'malformed' as const);
  if (typeof body === 'string') return body;
  if (fieldCount(body, contentType) > maxFormFields) return 'tooLarge';
  try {
    return await new Response(body, { headers: { 'content-type': contentType } }).formData();
  } catch {
    return 'malformed';
  }
}

/**
 * How many fields a form body holds, at least, counted on its bytes before anything parses them: the separators of
 * a url-encoded body; the lines that start with two hyphens in a multipart one, every delimiter among them whatever
 * its boundary parameter says (a count that read the parameter differently from the parser could be led to count
 * nothing), less the closing one. Stops counting past the limit.
 */
function fieldCount(body: Uint8Array, contentType: string): number {
  const bytes = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  const multipart = /^multipart\//i.test(contentType);
  const separator = multipart ? '\r\n--' : '&';
  let count = multipart ? (bytes.subarray(0, 2).toString('latin1') === '--' ? 0 : -1) : 1;
  for (let at = bytes.indexOf(separator); at !== -1 && count <= maxFormFields; at = bytes.indexOf(separator, at + separator.length)) count += 1;
  return count;
}
