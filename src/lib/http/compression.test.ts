import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { compress } from './compression';
import { createPageCache } from './page-cache';

const body = '<!DOCTYPE html><p>A page long enough to be worth compressing.</p>'.repeat(40);

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/**
 * The production server's chain: the page cache, compression, and a stand-in for Next.js that counts requests.
 * It answers as Next.js does: a build file with `immutable`, a build file it does not have with a 404, a page.
 */
async function serve() {
  let asked = 0;
  const cache = createPageCache();
  server = createServer((req, res) =>
    cache(req, res, () =>
      compress(req, res, () => {
        asked++;
        const buildFile = req.url!.startsWith('/_next/static/');
        res.statusCode = req.url!.includes('missing') ? 404 : 200;
        res.setHeader('content-type', buildFile && res.statusCode === 200 ? 'application/javascript' : 'text/html; charset=utf-8');
        res.setHeader('cache-control', buildFile && res.statusCode === 200 ? 'public, max-age=31536000, immutable' : 's-maxage=60');
        res.end(body);
      }),
    ),
  );
  await new Promise<void>((resolve) => server!.listen(0, 'localhost', resolve));
  const { port } = server.address() as AddressInfo;
  const get = (acceptEncoding: string, path = '/') =>
    new Promise<{ encoding?: string; bytes: Buffer }>((resolve) =>
      request({ port, path, headers: { 'accept-encoding': acceptEncoding } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ encoding: response.headers['content-encoding'], bytes: Buffer.concat(chunks) }));
      }).end(),
    );
  return { get, asked: () => asked };
}

describe('compression', () => {
  it('sends brotli to a browser that accepts it, gzip to a client that accepts only gzip, and plain text otherwise', async () => {
    const { get } = await serve();
    const brotli = await get('gzip, deflate, br, zstd');
    expect(brotli.encoding).toBe('br');
    expect(brotliDecompressSync(brotli.bytes).toString()).toBe(body);
    const gzip = await get('gzip');
    expect(gzip.encoding).toBe('gzip');
    expect(gunzipSync(gzip.bytes).toString()).toBe(body);
    const plain = await get('identity');
    expect(plain.encoding).toBeUndefined();
    expect(plain.bytes.toString()).toBe(body);
  });

  it('gives the strongest brotli level to immutable build files only, not to a 404 a stranger asks for at such a path', async () => {
    const { get } = await serve();
    const atQuality = (quality: number) => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } });
    expect(atQuality(11).length).toBeLessThan(atQuality(5).length);
    expect((await get('br', '/_next/static/chunks/app.js')).bytes).toEqual(atQuality(11));
    expect((await get('br', '/_next/static/chunks/missing.js')).bytes).toEqual(atQuality(5));
    expect((await get('br', '/about')).bytes).toEqual(atQuality(5));
  });

  it('is done once per encoding while the page cache keeps the answer', async () => {
    const { get, asked } = await serve();
    const first = await get('br');
    const again = await get('br');
    expect(again.encoding).toBe('br');
    expect(again.bytes.equals(first.bytes)).toBe(true);
    expect(asked()).toBe(1);
  });
});
