import type { NextConfig } from 'next';
import path from 'node:path';
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD, PHASE_PRODUCTION_SERVER } from 'next/constants';
import createNextIntlPlugin from 'next-intl/plugin';
import { pagePostMaxBytes } from './src/config/forms';
import { checkWords } from './src/content/words-check';
import { publicRedirects, publicRewrites } from './src/i18n/public-urls';
import { parseServerEnv } from './src/lib/server/env-parse';
import { cacheHeaderRules } from './src/lib/server/http/cache-headers';
import { requireSupportedNode } from './src/lib/server/node-version';
import { previewHeaders, securityHeaders } from './src/lib/server/http/security-headers';
import { locales } from './src/i18n/locales';
import { previewPath } from './src/i18n/routes';

// Every `next` command reads this file: an older Node.js stops here with one sentence on what to do.
requireSupportedNode();

// Messages are compiled at build time, so browsers get a formatter without the ICU message parser.
const withNextIntl = createNextIntlPlugin({
  requestConfig: './src/i18n/request.ts',
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
});

export default function config(phase: string): NextConfig {
  // A words file without its German half, with a stray key or a broken placeholder stops the build and dev server.
  checkWords();
  // A half-configured environment stops `next build` and `next start` here, each problem named.
  const env = parseServerEnv(process.env, phase === PHASE_PRODUCTION_BUILD ? 'build' : phase === PHASE_PRODUCTION_SERVER ? 'start' : undefined);
  const headers = securityHeaders(env, { development: phase === PHASE_DEVELOPMENT_SERVER });
  // An editor's preview replaces two of them (the same header of a later rule wins).
  const previews = locales.map((locale) => ({ source: previewPath(':id', locale), headers: previewHeaders(env, { development: phase === PHASE_DEVELOPMENT_SERVER }) }));
  return withNextIntl({
    poweredByHeader: false,
    // The proxy in front compresses (deploy/nginx/): brotli and gzip, the build's files once, ahead of time.
    compress: false,
    reactStrictMode: true,
    // Every response gets the security headers, then (in production) says who may keep it and for how long
    // (src/lib/server/http/cache-headers.ts).
    headers: async () => [{ source: '/:path*', headers }, ...previews, ...(phase === PHASE_DEVELOPMENT_SERVER ? [] : cacheHeaderRules(env.regenerateSeconds))],
    // How often blog pages and home are drawn again is the build's, as the Cache-Control above (src/lib/server/env.ts).
    env: { REGENERATE_SECONDS: String(env.regenerateSeconds) },
    // Locale routing is decided here once, from the route table, instead of by a proxy on every request.
    redirects: async () => publicRedirects(),
    rewrites: async () => publicRewrites(),
    // Pages rendered at run time (the blog) are kept in this server's memory, a bounded LRU cache, instead of
    // being written into the build folder: it never grows on disk, and servers sharing a build stay apart.
    // The router would otherwise guess a blog URL's route from its path (`/de/blog` looks like a page of the
    // catch-all) and ask for a segment the rewritten route does not have: a 404 in the console, then a retry.
    // A post to a page is read up to this size to look for a Server Action (src/config/forms.ts).
    experimental: { isrFlushToDisk: false, optimisticRouting: false, serverActions: { bodySizeLimit: pagePostMaxBytes } },
    // Several servers share one cache in Redis (src/lib/server/cache/cache-handler.mjs). Chosen when a server starts, so
    // that one build runs alone or in a cluster.
    ...(phase === PHASE_PRODUCTION_SERVER && process.env.REDIS_URL && { cacheHandler: path.resolve('src/lib/server/cache/cache-handler.mjs') }),
  });
}
