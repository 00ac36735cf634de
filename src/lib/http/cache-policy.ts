/**
 * What every answer of the production server (server.mts) tells browsers and CDNs about keeping it. Next.js's own
 * headers say a prerendered page may be kept for a year and a "not found" as long; this turns them into:
 *   prerendered pages          public, CDN an hour, then served stale for a day while it fetches anew
 *   regenerated pages (blog)   public, CDN as long as Next revalidates them (60 s), stale for an hour
 *   "not found" and redirects  public, CDN a minute (a made-up URL costs the servers once a minute at most)
 *   visitor-dependent pages    private, no-store (the calculator's answers, form results), as are all API answers
 * Browsers always ask again (max-age=0) and get a 304 when nothing changed; the build's content-named files keep
 * `immutable`. `Vary` stays only where the answer differs: a page's HTML or RSC payload, and compressed bodies.
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { headerText, isImmutable, isPrivate } from './page-cache';

export const cdnSeconds = { prerendered: 3600, notFound: 60 };
const staleSeconds = { prerendered: 24 * 3600, regenerated: 3600 };
/** What Next.js says of a page that only a new build changes. */
const yearSeconds = 31_536_000;
const pageVary = new Set(['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch']);

export interface Answer {
  path: string;
  status: number;
  headers: OutgoingHttpHeaders;
}

/** The answer's Cache-Control and Vary (undefined: no such header). A 304 says what its 200 would have said. */
export function cachePolicy({ path, status, headers }: Answer): { cacheControl?: string; vary?: string } {
  const given = headerText(headers['cache-control']);
  if (path.startsWith('/api/') || isPrivate(headers)) return { cacheControl: 'private, no-store' };
  // A 304 has no body and no type: it keeps what its 200 said.
  const isPage = status === 304 || /^text\/(html|x-component)\b/.test(headerText(headers['content-type']));
  const keptVary = headerText(headers.vary)
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name && (isPage || !pageVary.has(name.toLowerCase())))
    .join(', ');
  const sMaxAge = /\bs-maxage=(\d+)/i.exec(given);
  if (!sMaxAge || isImmutable(headers)) return { cacheControl: given || undefined, vary: keptVary || undefined };
  const seconds = Number(sMaxAge[1]);
  const cacheControl =
    status !== 200 && status !== 304
      ? `public, max-age=0, s-maxage=${cdnSeconds.notFound}`
      : seconds >= yearSeconds
        ? `public, max-age=0, s-maxage=${cdnSeconds.prerendered}, stale-while-revalidate=${staleSeconds.prerendered}`
        : `public, max-age=0, s-maxage=${seconds}, stale-while-revalidate=${staleSeconds.regenerated}`;
  return { cacheControl, vary: keptVary || undefined };
}

/** Applies the policy to `response` just before its headers go out, whichever way Next.js sends them. */
export function applyCachePolicy(request: IncomingMessage, response: ServerResponse) {
  const path = new URL(request.url ?? '/', 'http://localhost').pathname;
  let applied = false;
  const apply = () => {
    if (applied || response.headersSent) return;
    applied = true;
    const { cacheControl, vary } = cachePolicy({ path, status: response.statusCode, headers: response.getHeaders() });
    for (const [name, value] of [['cache-control', cacheControl], ['vary', vary]] as const) {
      if (value) response.setHeader(name, value);
      else response.removeHeader(name);
    }
  };
  const { writeHead, write, end } = response;
  response.writeHead = function (this: ServerResponse, status: number, ...rest: unknown[]) {
    // Headers given here join those set before: set them first, so the policy sees them all.
    const headers = rest.find((value) => typeof value === 'object' && value !== null && !Array.isArray(value)) as OutgoingHttpHeaders | undefined;
    if (headers && !response.headersSent) {
      for (const [name, value] of Object.entries(headers)) if (value !== undefined) response.setHeader(name, value);
    }
    response.statusCode = status;
    apply();
    return (writeHead as (...args: unknown[]) => ServerResponse).call(this, status, ...rest.filter((value) => value !== headers));
  } as ServerResponse['writeHead'];
  response.write = function (this: ServerResponse, ...args: unknown[]) {
    apply();
    return (write as (...args: unknown[]) => boolean).apply(this, args);
  } as ServerResponse['write'];
  response.end = function (this: ServerResponse, ...args: unknown[]) {
    apply();
    return (end as (...args: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse['end'];
}
