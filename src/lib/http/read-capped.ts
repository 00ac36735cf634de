/**
 * Reads the body of a request or a response up to a size limit without ever holding more than the limit: a
 * sender that declares or streams more is stopped at the limit (the rest is never read).
 */
export async function readCapped({ body, headers }: Request | Response, max: number): Promise<Uint8Array<ArrayBuffer> | 'tooLarge'> {
  if (Number(headers.get('content-length')) > max) {
    await body?.cancel();
    return 'tooLarge';
  }
  if (!body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      return 'tooLarge';
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}
