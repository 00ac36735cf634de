import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { compress } from './compression';
import { createPageCache } from './page-cache';

const body = '<!DOCTYPE html><p>A page long enough to be worth compressing.</p>'.repeat(40);

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** The production server's chain: the page cache, compression, and a stand-in for Next.js that counts requests. */
async function serve() {
  let asked = 0;
  const cache = createPageCache();
  server = createServer((req, res) =>
    cache(req, res, () =>
      compress(req, res, () => {
        asked++;
        res.setHeader('content-type', 'text/html; charset=utf-8');
        res.setHeader('cache-control', 's-maxage=60');
        res.end(body);
      }),
    ),
  );
  await new Promise<void>((resolve) => server!.listen(0, 'localhost', resolve));
  const { port } = server.address() as AddressInfo;
  const get = (acceptEncoding: string) =>
    new Promise<{ encoding?: string; bytes: Buffer }>((resolve) =>
      request({ port, path: '/', headers: { 'accept-encoding': acceptEncoding } }, (response) => {
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

  it('is done once per encoding while the page cache keeps the answer', async () => {
    const { get, asked } = await serve();
    const first = await get('br');
    const again = await get('br');
    expect(again.encoding).toBe('br');
    expect(again.bytes.equals(first.bytes)).toBe(true);
    expect(asked()).toBe(1);
  });
});
