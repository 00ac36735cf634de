/**
 * The production server (`npm start`, on PORT or 3000): Next.js behind a one-second page cache
 * (src/lib/http/page-cache.ts), so that a page asked for many times a second is routed and sent by Next once a second,
 * and behind brotli compression (src/lib/http/compression.ts), whose output the page cache keeps. Every answer's
 * caching headers follow src/lib/http/cache-policy.ts, for browsers and CDNs.
 */
import { createServer } from 'node:http';
import { onRevalidated } from './src/lib/cache/revalidation-signal';
import { connectionAddressHeader } from './src/lib/geo/resolve-country';
import { applyCachePolicy } from './src/lib/http/cache-policy';
import { compress } from './src/lib/http/compression';
import { createPageCache } from './src/lib/http/page-cache';

// What `next start` sets itself: Next.js and React choose their production code by it when they are first loaded.
Object.assign(process.env, { NODE_ENV: process.env.NODE_ENV ?? 'production' });
const { default: next } = await import('next');

const port = Number(process.env.PORT ?? 3000);
// `localhost`, not 127.0.0.1: with the latter this Next.js version sends rewritten pages into a redirect loop.
const app = next({ dev: false, hostname: 'localhost', port });
const handle = app.getRequestHandler();
await app.prepare();

const pageCache = createPageCache();
// Content was revalidated, here or on another server sharing the cache: no page is answered from before.
onRevalidated(pageCache.clear);
const server = createServer((request, response) => {
  // The connection's address, for CLIENT_IP_HEADER=socket; whatever a client sent under this name is replaced.
  request.headers[connectionAddressHeader] = request.socket.remoteAddress ?? '';
  pageCache(request, response, () =>
    compress(request, response, () => {
      // Who may keep the answer, and for how long (src/lib/http/cache-policy.ts); the page cache keeps it with these headers.
      applyCachePolicy(request, response);
      void handle(request, response);
    }),
  );
});
server.listen(port, () => console.log(`Ready on http://localhost:${port}`));

// Stop taking requests, let those under way finish, and exit: at once when none are, within three seconds at most.
for (const [signal, code] of [['SIGINT', 130], ['SIGTERM', 143]] as const) {
  process.once(signal, () => {
    server.close(() => process.exit(code));
    server.closeIdleConnections();
    setTimeout(() => process.exit(code), 3000).unref();
  });
}
