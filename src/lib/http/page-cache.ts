/**
 * A one-second shared cache in front of Next.js, for the production server (server.mts). Next answers a
 * prerendered page from its own cache too, but only after routing, redirects, rewrites, headers, an ETag over
 * the whole body and (for browsers) gzip, about 0.7 ms of work per request on a 70 KB page. Under load the same
 * URL is asked for many times a second: the answer is kept for one second and sent again as it is.
 *
 * It stores only what a CDN may store (status 200, `s-maxage` or `max-age`, not private, no cookie set), keyed by
 * host, URL and every request header the answer varies by, and never longer than one second, so a regenerated
 * blog post is seen within a second on every server, without any purge; a revalidation empties it at once
 * (`clear`, on the signal of src/lib/cache/revalidation-signal.ts). The exception is an
 * answer marked `immutable` (the build's content-named files), which cannot change: it is kept for a day, so that
 * its strong compression (./compression.ts) is done once.
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { LRUCache, type Perf } from 'lru-cache';

export const pageCacheSeconds = 1;
const immutableSeconds = 24 * 60 * 60;

/** The request headers Next.js answers differently by (its `Vary`); compressed answers vary by the encoding asked for. */
const keyedHeaders = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'accept-encoding'];

const framingHeaders = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

interface StoredAnswer {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
}

/**
 * The key a request is looked up by, or undefined for requests that go to Next.js every time: anything but GET
 * and HEAD, and conditional or partial requests, which Next answers with 304 or 206.
 */
export function pageCacheKey(request: Pick<IncomingMessage, 'method' | 'url' | 'headers'>) {
  const { method, url, headers } = request;
  if ((method !== 'GET' && method !== 'HEAD') || headers['if-none-match'] || headers['if-modified-since'] || headers.range) return undefined;
  return [headers.host, url, ...keyedHeaders.map((name) => headers[name] ?? '')].join('\n');
}

/** How many seconds an answer may be kept: what a shared cache may, at most one second; 0 when it may not be kept. */
export function storableSeconds(status: number, headers: OutgoingHttpHeaders) {
  if (status !== 200 || headers['set-cookie'] !== undefined) return 0;
  // A page Next has just rendered on demand is kept from its next answer on, which Next serves from its cache:
  // so every kept answer truthfully says where it came from.
  if (headers['x-nextjs-cache'] === 'MISS') return 0;
  const vary = headerText(headers.vary).toLowerCase().split(',').map((name) => name.trim()).filter(Boolean);
  if (vary.some((name) => !keyedHeaders.includes(name))) return 0;
  const cacheControl = headerText(headers['cache-control']).toLowerCase();
  if (isPrivate(headers)) return 0;
  const lifetime = /\bs-maxage=(\d+)/.exec(cacheControl) ?? /(?:^|[\s,])max-age=(\d+)/.exec(cacheControl);
  if (!lifetime) return 0;
  return Math.min(isImmutable(headers) ? immutableSeconds : pageCacheSeconds, Number(lifetime[1]));
}

/** Whether an answer says no shared cache may keep it (`private`, `no-store` or `no-cache`). */
export function isPrivate(headers: OutgoingHttpHeaders) {
  return /\b(private|no-store|no-cache)\b/i.test(headerText(headers['cache-control']));
}

/** Whether an answer says it never changes (`immutable`, as Next.js marks the build's content-named files). */
export function isImmutable(headers: OutgoingHttpHeaders) {
  return /\bimmutable\b/i.test(headerText(headers['cache-control']));
}

export function headerText(value: OutgoingHttpHeaders[string]) {
  return Array.isArray(value) ? value.join(', ') : String(value ?? '');
}

/**
 * A request handler that answers from the cache or hands the request to `next`, keeping a copy of the answer
 * when it may be kept. Memory is bounded (`maxBytes`, least recently used first out), so URLs made up by a
 * stranger can push pages out of the cache but not grow it.
 */
export function createPageCache({ maxBytes = 64 * 1024 * 1024, maxAnswerBytes = 2 * 1024 * 1024, clock = performance as Perf } = {}) {
  const answers = new LRUCache<string, StoredAnswer>({
    maxSize: maxBytes,
    maxEntrySize: maxAnswerBytes,
    sizeCalculation: (answer) => answer.body.length + 2048,
    perf: clock,
    // Read the clock on every look-up rather than keeping its value for a millisecond.
    ttlResolution: 0,
  });

  function serve(request: IncomingMessage, response: ServerResponse, next: () => void) {
    const key = pageCacheKey(request);
    const kept = key === undefined ? undefined : answers.get(key);
    if (kept) {
      response.writeHead(kept.status, kept.headers);
      response.end(kept.body);
      return;
    }
    if (key !== undefined && request.method === 'GET') {
      recordAnswer(response, maxAnswerBytes, (answer) => {
        const seconds = storableSeconds(answer.status, answer.headers);
        if (seconds > 0) answers.set(key, answer, { ttl: seconds * 1000 });
      });
    }
    next();
  }
  /** Forgets every answer but the build's immutable files: content was revalidated, on this server or another. */
  const clear = () => {
    for (const [key, answer] of answers.entries()) if (!isImmutable(answer.headers)) answers.delete(key);
  };
  return Object.assign(serve, { clear });
}

/** Copies what is written to `response` and hands it to `done` once the answer is complete and may be kept. */
function recordAnswer(response: ServerResponse, maxAnswerBytes: number, done: (answer: StoredAnswer) => void) {
  const { write, end } = response;
  const chunks: Buffer[] = [];
  let bytes = 0;
  let recording: boolean | undefined;
  // The copy stops, the wrappers stay: whatever wrapped them since (Next's compression) still calls them.
  const stopRecording = () => {
    recording = false;
    chunks.length = 0;
  };
  const keep = (chunk: unknown, encoding: unknown) => {
    // Headers are final by the first byte of the body: an answer that may not be kept is not copied at all.
    recording ??= storableSeconds(response.statusCode, response.getHeaders()) > 0;
    if (!recording || chunk === undefined || chunk === null || typeof chunk === 'function') return;
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8') : Buffer.from(chunk as Uint8Array);
    bytes += buffer.length;
    if (bytes > maxAnswerBytes) stopRecording();
    else chunks.push(buffer);
  };
  response.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
    keep(chunk, rest[0]);
    return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
  } as ServerResponse['write'];
  response.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
    keep(chunk, rest[0]);
    if (recording) {
      const body = Buffer.concat(chunks);
      // Node writes the date, the connection and the framing of each answer itself.
      const headers = Object.fromEntries(Object.entries(response.getHeaders()).filter(([name]) => !framingHeaders.has(name)));
      done({ status: response.statusCode, headers: { ...headers, 'content-length': body.length }, body });
      stopRecording();
    }
    return (end as (...args: unknown[]) => ServerResponse).call(this, chunk, ...rest);
  } as ServerResponse['end'];
}
