/**
 * The content client against a real HTTP server that misbehaves: whatever it does, every lookup ends within the
 * client's timeout with ContentUnavailableError, never another exception, and never holds more than the size limit.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ContentUnavailableError, createBlogSource } from './source';
import { normalize } from './normalize';

const megabyte = Buffer.alloc(1024 * 1024, 'x');
/** The client's timeout, shorter than the site's 3 s: what is tested is that every behaviour ends at it. */
const timeoutMs = 500;
const behaviours: Record<string, (response: import('node:http').ServerResponse) => void> = {
  hang: () => {},
  garbage: (response) => response.writeHead(200, { 'content-type': 'application/json' }).end('\u0000<html>{"data": ['),
  // A body that never ends: the client must stop reading at its limit, not when memory runs out.
  endless: (response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.write('{"data": "');
    const pump = () => {
      while (response.write(megabyte));
    };
    response.on('drain', pump);
    pump();
  },
  declaredHuge: (response) => response.writeHead(200, { 'content-type': 'application/json', 'content-length': String(50 * 1024 * 1024) }).write('{'),
  drip: (response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    const timer = setInterval(() => response.write(' '), 200);
    response.on('close', () => clearInterval(timer));
  },
  redirectLoop: (response) => response.writeHead(302, { location: '/api/redirectLoop' }).end(),
  wrongShape: (response) => response.writeHead(200, { 'content-type': 'application/json' }).end('{"data": [{"attributes": {"title": 42, "slug": null}}], "meta": "x"}'),
};

let server: Server;
let apiUrl: string;

beforeAll(async () => {
  server = createServer((request, response) => behaviours[new URL(request.url!, 'http://x').pathname.split('/')[2]!]?.(response));
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  apiUrl = `http://localhost:${(server.address() as AddressInfo).port}/api`;
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('content client against a misbehaving service', () => {
  it.each(Object.keys(behaviours))('fails with ContentUnavailableError in bounded time when the service %s', async (behaviour) => {
    const client = createBlogSource({ apiUrl: `${apiUrl}/${behaviour}`, token: 'read-only-token-123456', embedded: false }, fetch, timeoutMs);
    const heapBefore = process.memoryUsage().arrayBuffers;
    const started = performance.now();
    // The path under the base URL picks the behaviour, so every lookup kind meets it; both at once, as a page asks.
    await Promise.all([
      expect(client.posts('en')).rejects.toThrow(ContentUnavailableError),
      expect(client.post('de', 'anything')).rejects.toThrow(ContentUnavailableError),
    ]);
    expect(performance.now() - started).toBeLessThan(timeoutMs + 2000);
    expect(process.memoryUsage().arrayBuffers - heapBefore).toBeLessThan(64 * 1024 * 1024);
  }, 15_000);
});

describe('normalizing what a content service sends', () => {
  it('turns any JSON into content or nothing, never an exception', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 6 }), (body) => {
        expect(() => normalize.posts(body, 'https://cms.example.com')).not.toThrow();
        expect(() => normalize.categories(body)).not.toThrow();
        expect(() => normalize.authors(body)).not.toThrow();
      }),
      { numRuns: 500 },
    );
  });
});
