/**
 * Reads the body of a request or a response up to a size limit without ever holding more than the limit: a
 * sender that declares or streams more is stopped at the limit (the rest is never read). With time limits, a
 * body that has not arrived in full by `totalMs`, or sends nothing for `idleMs`, is cut there too.
 */
import 'server-only';
export interface BodyTimeLimits {
  totalMs: number;
  idleMs: number;
}

export function readCapped(source: Request | Response, max: number): Promise<Uint8Array<ArrayBuffer> | 'tooLarge'>;
export function readCapped(source: Request | Response, max: number, time: BodyTimeLimits): Promise<Uint8Array<ArrayBuffer> | 'tooLarge' | 'tooSlow'>;
export async function readCapped({ body, headers }: Request | Response, max: number, time?: BodyTimeLimits) {
  if (Number(headers.get('content-length')) > max) {
    await body?.cancel();
    return 'tooLarge';
  }
  if (!body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = body.getReader();
  let slow = false;
  // Cancelling ends the pending read at once, so a sender that trickles or stalls holds nothing past the limit.
  const cut = () => {
    slow = true;
    void reader.cancel();
  };
  const total = time && setTimeout(cut, time.totalMs);
  const idle = time && setTimeout(cut, time.idleMs);
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (slow) return 'tooSlow';
      if (done) break;
      idle?.refresh();
      size += value.byteLength;
      if (size > max) {
        await reader.cancel();
        return 'tooLarge';
      }
      chunks.push(value);
    }
  } finally {
    clearTimeout(total);
    clearTimeout(idle);
  }
  return Buffer.concat(chunks);
}
