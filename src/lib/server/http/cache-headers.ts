/**
 * Who may keep each answer, and for how long, handed to Next.js's `headers()` in next.config.ts. Next keeps a
 * Cache-Control set there instead of its own (which would let a CDN keep a prerendered page, and a "not found",
 * for a year). The rules go by public path, from the route table:
 *   prerendered pages          public, CDN an hour, then served stale for a day while it fetches anew
 *   blog pages and home        public, CDN a minute (Next regenerates them as often: REGENERATE_SECONDS, which only
 *                              tests' builds shorten), stale for an hour: home shows the blog's newest articles
 *   everything else public     public, CDN a minute: a made-up URL's "not found", redirects, public files
 *   visitor-dependent answers  private, no-store: the calculator with answers, form results, previews, every API
 *                              answer
 * Browsers always ask again (max-age=0) and get a 304 when nothing changed. Next sets the build's content-named
 * files (`/_next/static/`) to `immutable` itself, and the blog's "not found" for an unknown slug gets the minute
 * from src/proxy.ts, which answers it. A page that fails to render (status 500, such as the blog's "cannot be loaded"
 * notice) gets Next's own `private, no-cache, no-store`, whatever the rules say.
 */
import { formResultPath, localePath, previewPath, routeKeys, routes } from '../../../i18n/routes';
import { locales } from '../../../i18n/locales';

export const cacheControl = {
  prerendered: 'public, max-age=0, s-maxage=3600, stale-while-revalidate=86400',
  /** A page Next.js draws again every `seconds`: a CDN keeps it as long. */
  regenerated: (seconds: number) => `public, max-age=0, s-maxage=${seconds}, stale-while-revalidate=3600`,
  briefly: 'public, max-age=0, s-maxage=60',
  nobody: 'private, no-store',
  /** robots.txt changes only with a deployment. */
  robots: 'public, max-age=3600',
};

export interface HeaderRule {
  source: string;
  headers: { key: string; value: string }[];
}

/** Where a page's Cache-Control comes from: its kind. */
function pagePolicy(kind: (typeof routes)[keyof typeof routes]['kind'], regenerateSeconds: number) {
  if (kind === 'blog' || kind === 'home') return cacheControl.regenerated(regenerateSeconds);
  if (kind === 'calculator') return cacheControl.nobody;
  return cacheControl.prerendered;
}

/**
 * The Cache-Control rules, in the order Next applies them: for the same header, a later matching rule wins, so the
 * catch-all comes first. `regenerateSeconds`: how often the build regenerates blog pages and home.
 */
export function cacheHeaderRules(regenerateSeconds: number): HeaderRule[] {
  const rule = (source: string, value: string): HeaderRule => ({ source, headers: [{ key: 'Cache-Control', value }] });
  const pages = routeKeys.flatMap((key) => locales.map((locale) => rule(localePath(key, locale), pagePolicy(routes[key].kind, regenerateSeconds))));
  const formResults = locales.map((locale) => rule(formResultPath(':id', locale), cacheControl.nobody));
  const previews = locales.map((locale) => rule(previewPath(':id', locale), cacheControl.nobody));
  return [
    // The build's files are Next's to mark immutable.
    rule('/:path((?!_next/static/).*)', cacheControl.briefly),
    ...pages,
    ...formResults,
    ...previews,
    rule('/api/:path*', cacheControl.nobody),
    rule('/robots.txt', cacheControl.robots),
  ];
}
