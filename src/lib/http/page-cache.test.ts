import { createServer, request as httpRequest, type IncomingMessage, type OutgoingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createGzip } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { createPageCache, pageCacheKey, storableSeconds } from './page-cache';

const cdnPage = { 'cache-control': 's-maxage=31536000', 'content-type': 'text/html; charset=utf-8', vary: 'rsc, Accept-Encoding' };

/** A stand-in for Next.js: answers every request with what `answer` says and counts the requests it gets. */
function fakeNext(answer: (request: IncomingMessage) => { status?: number; headers?: OutgoingHttpHeaders; body?: string; gzip?: boolean }) {
  const seen: string[] = [];
  const handle = (request: IncomingMessage, response: ServerResponse) => {
    seen.push(`${request.method} ${request.url}`);
    const { status = 200, headers = cdnPage, body = `page ${request.url} #${seen.length}`, gzip } = answer(request);
    response.statusCode = status;
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value!);
    if (!gzip) {
      // Written in two parts, as a streamed page is.
      response.write(body.slice(0, 5));
      response.end(body.slice(5));
      return;
    }
    // The way Next compresses: the compressor writes through the response's own write and end.
    response.setHeader('content-encoding', 'gzip');
    const compressor = createGzip();
    compressor.on('data', (chunk: Buffer) => response.write(chunk));
    compressor.on('end', () => response.end());
    compressor.end(body);
  };
  return { seen, handle };
}

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

let cache: ReturnType<typeof createPageCache>;

async function serve(next: ReturnType<typeof fakeNext>, clock = { now: () => 5_000 }, options = {}) {
  cache = createPageCache({ clock, ...options });
  server = createServer((request, response) => cache(request, response, () => next.handle(request, response)));
  await new Promise<void>((resolve) => server!.listen(0, 'localhost', resolve));
  const { port } = server.address() as AddressInfo;
  return (path: string, init?: RequestInit) => fetch(`http://localhost:${port}${path}`, init);
}

describe('the page cache', () => {
  it('answers a page asked for again within a second from its copy, with the same status, headers and body', async () => {
    const next = fakeNext(() => ({}));
    const get = await serve(next);
    const first = await get('/about');
    const second = await get('/about');
    const body = await second.text();
    expect(body).toBe(await first.text());
    expect(second.status).toBe(200);
    expect(second.headers.get('cache-control')).toBe('s-maxage=31536000');
    expect(second.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(second.headers.get('vary')).toBe('rsc, Accept-Encoding');
    expect(second.headers.get('content-length')).toBe(String(body.length));
    expect(next.seen).toEqual(['GET /about']);
  });

  it('asks Next again once the second is over', async () => {
    let now = 5_000;
    const next = fakeNext(() => ({}));
    const get = await serve(next, { now: () => now });
    await get('/about');
    now = 5_999;
    expect(await (await get('/about')).text()).toBe('page /about #1');
    now = 6_001;
    expect(await (await get('/about')).text()).toBe('page /about #2');
  });

  it('keeps a content-named build file for a day, so that it is compressed once', async () => {
    let now = 5_000;
    const next = fakeNext(() => ({ headers: { 'cache-control': 'public, max-age=31536000, immutable', 'content-type': 'application/javascript' } }));
    const get = await serve(next, { now: () => now });
    await get('/_next/static/chunks/app.js');
    now += 23 * 60 * 60 * 1000;
    expect(await (await get('/_next/static/chunks/app.js')).text()).toBe('page /_next/static/chunks/app.js #1');
    now += 2 * 60 * 60 * 1000;
    expect(await (await get('/_next/static/chunks/app.js')).text()).toBe('page /_next/static/chunks/app.js #2');
  });

  it('forgets its pages at once when content is revalidated, and keeps the build\'s files', async () => {
    const next = fakeNext((request) =>
      request.url!.startsWith('/_next/') ? { headers: { 'cache-control': 'public, max-age=31536000, immutable', 'content-type': 'application/javascript' } } : {},
    );
    const get = await serve(next);
    await get('/blog');
    await get('/_next/static/chunks/app.js');
    cache.clear();
    expect(await (await get('/blog')).text()).toBe('page /blog #3');
    expect(await (await get('/_next/static/chunks/app.js')).text()).toBe('page /_next/static/chunks/app.js #2');
  });

  it('keeps every address and every request header the answer varies by apart', async () => {
    const next = fakeNext(() => ({}));
    const get = await serve(next);
    await get('/about');
    await get('/about?page=2');
    await get('/about', { headers: { rsc: '1' } });
    await get('/about', { headers: { 'accept-encoding': 'br' } });
    // fetch may not set the host header: a plain request can, as a stranger's client does.
    const port = (server!.address() as AddressInfo).port;
    await new Promise((resolve) => httpRequest({ port, path: '/about', headers: { host: 'other.example' } }, (response) => response.resume().on('end', resolve)).end());
    expect(next.seen).toHaveLength(5);
  });

  it('stores a compressed answer as compressed bytes, for the same encoding only', async () => {
    const next = fakeNext(() => ({ gzip: true, body: 'a compressed page' }));
    const get = await serve(next);
    const headers = { 'accept-encoding': 'gzip' };
    await get('/about', { headers });
    const again = await get('/about', { headers });
    expect(again.headers.get('content-encoding')).toBe('gzip');
    expect(await again.text()).toBe('a compressed page');
    expect(next.seen).toHaveLength(1);
  });

  it('never keeps what a shared cache may not keep', async () => {
    const answers: Record<string, { status?: number; headers?: OutgoingHttpHeaders }> = {
      '/private': { headers: { 'cache-control': 'private, no-store' } },
      '/no-cache-control': { headers: {} },
      '/max-age-0': { headers: { 'cache-control': 'public, max-age=0' } },
      '/cookie': { headers: { ...cdnPage, 'set-cookie': 'session=1' } },
      '/not-found': { status: 404 },
      '/redirect': { status: 308, headers: { ...cdnPage, location: '/' } },
      '/just-rendered': { headers: { ...cdnPage, 'x-nextjs-cache': 'MISS' } },
      '/varies-by-cookie': { headers: { ...cdnPage, vary: 'cookie' } },
    };
    const next = fakeNext((request) => answers[request.url!]!);
    const get = await serve(next);
    for (const path of Object.keys(answers)) {
      await get(path, { redirect: 'manual' });
      await get(path, { redirect: 'manual' });
    }
    expect(next.seen).toHaveLength(2 * Object.keys(answers).length);
  });

  it('hands posts, conditional and partial requests to Next every time', async () => {
    const next = fakeNext(() => ({}));
    const get = await serve(next);
    await get('/about');
    await get('/about', { method: 'POST', body: 'x' });
    await get('/about', { headers: { 'if-none-match': '"abc"' } });
    await get('/about', { headers: { range: 'bytes=0-1' } });
    expect(next.seen).toEqual(['GET /about', 'POST /about', 'GET /about', 'GET /about']);
  });

  it('answers a HEAD request from a kept page without a body', async () => {
    const next = fakeNext(() => ({}));
    const get = await serve(next);
    await get('/about');
    const head = await get('/about', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    expect(next.seen).toEqual(['GET /about']);
  });

  it('holds no more than its limit, however many addresses a stranger makes up', async () => {
    const next = fakeNext((request) => ({ body: `${request.url}`.padEnd(10_000, '.') }));
    // Room for about three answers (each counted with 2 KB for its headers).
    const get = await serve(next, undefined, { maxBytes: 40_000 });
    for (let n = 0; n < 20; n++) await get(`/about?made-up=${n}`);
    await get('/about?made-up=0');
    await get('/about?made-up=19');
    // The oldest was pushed out, the newest is still kept.
    expect(next.seen.slice(20)).toEqual(['GET /about?made-up=0']);
  });

  it('does not keep an answer larger than one entry may be', async () => {
    const next = fakeNext(() => ({ body: 'x'.repeat(5_000) }));
    const get = await serve(next, undefined, { maxAnswerBytes: 4_000 });
    expect((await (await get('/big')).text()).length).toBe(5_000);
    expect((await (await get('/big')).text()).length).toBe(5_000);
    expect(next.seen).toHaveLength(2);
  });
});

describe('pageCacheKey and storableSeconds', () => {
  it('keys GET and HEAD only, and not conditional requests', () => {
    const request = (method: string, headers = {}) => ({ method, url: '/', headers: { host: 'site', ...headers } });
    expect(pageCacheKey(request('GET'))).toBe(pageCacheKey(request('HEAD')));
    expect(pageCacheKey(request('POST'))).toBeUndefined();
    expect(pageCacheKey(request('GET', { 'if-modified-since': 'Wed, 25 Nov 2026 06:00:00 GMT' }))).toBeUndefined();
  });

  it('keeps a page for at most one second, an immutable file for a day, and neither longer than it allows', () => {
    expect(storableSeconds(200, { 'cache-control': 's-maxage=60, stale-while-revalidate=300' })).toBe(1);
    expect(storableSeconds(200, { 'cache-control': 'public, max-age=31536000, immutable' })).toBe(86_400);
    expect(storableSeconds(200, { 'cache-control': 'public, max-age=60, immutable' })).toBe(60);
    expect(storableSeconds(200, { 'cache-control': 'private, max-age=31536000, immutable' })).toBe(0);
    expect(storableSeconds(200, { 'cache-control': 'private, max-age=600' })).toBe(0);
    expect(storableSeconds(200, { 'cache-control': 'no-cache, s-maxage=60' })).toBe(0);
    expect(storableSeconds(200, { 'cache-control': 's-maxage=0' })).toBe(0);
  });
});
