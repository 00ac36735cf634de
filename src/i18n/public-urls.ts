/**
 * How a public URL reaches its page, derived from the route table and handed to next.config (no proxy runs
 * per request). Page files of a prefixed language sit at their public paths (`app/[locale]/[...path]` with
 * `uber-uns`), so such a URL needs no rewrite: a rewritten path sends the router's prefetches into an endless loop.
 * URLs of the default language (English) get their locale segment by a rewrite that keeps the path as it is;
 * blog URLs (whose query string names the content) are rewritten onto the blog view's path routes, which are
 * cached like static pages.
 */
import type { Redirect, Rewrite } from 'next/dist/lib/load-custom-routes';
import type { LocalizedPaths } from './localized-paths';
import { blogParams, sitePaths, utilityPathnames, type BlogKey } from './routes';

/** The blog view's internal route for each blog page: `/[locale]/blog-view/[section]/[page]/[[...slug]]`. */
export const blogSections = { '/blog': 'posts', '/blog/category': 'category', '/blog/author': 'author' } as const satisfies Record<
  BlogKey,
  string
>;
export type BlogSection = (typeof blogSections)[BlogKey];
/** The section a blog view's path names; the article list's for one no public URL leads to. */
export const blogSectionOf = (segment: string): BlogSection =>
  (Object.values(blogSections) as string[]).includes(segment) ? (segment as BlogSection) : 'posts';
export const blogViewSegment = 'blog-view';

/**
 * The public query a blog view's internal route stands for (`posts/2` is `page=2`, `category/1/web` is
 * `category=web`): what the page's address carries, known on the server from the route alone.
 */
export function blogViewQuery({ section, page, slug }: { section?: unknown; page?: unknown; slug?: unknown }): string {
  const key = (Object.keys(blogSections) as BlogKey[]).find((candidate) => blogSections[candidate] === section);
  const entry = Array.isArray(slug) && typeof slug[0] === 'string' ? slug[0] : undefined;
  if (!key) return '';
  const query = new URLSearchParams(entry ? { [blogParams[key]]: entry } : {});
  if (typeof page === 'string' && isPageNumber(page) && page !== '1') query.set('page', page);
  return query.toString();
}

/** A slug as content services make them (Strapi's uid: letters, digits, `-_.~`); never `.` or `..` alone. */
const slugPattern = '(?<slug>[A-Za-z0-9_~-][A-Za-z0-9._~-]{0,199})';
const slugOnly = new RegExp(`^${slugPattern}$`);
/** Whether a value is a slug as content services make them. */
export const isSlug = (value: string) => slugOnly.test(value);
/** A list page number, as the pager links it; anything else shows the first page. */
const pageNumberPattern = '[1-9][0-9]{0,3}';
const pagePattern = `(?<page>${pageNumberPattern})`;
const pageNumber = new RegExp(`^${pageNumberPattern}$`);
/** Whether a value is a list page number as the rewrites accept it. */
export const isPageNumber = (value: string) => pageNumber.test(value);

/** The languages and paths the rules below are built from: the site's, or a test's. */
type PublicPaths<L extends string, K extends string> = Pick<
  LocalizedPaths<L, K>,
  'locales' | 'defaultLocale' | 'keys' | 'localePrefix' | 'localePath' | 'pathInLocale' | 'routeKeyOfPath'
>;

function blogRewrites<L extends string>(paths: Pick<PublicPaths<L, BlogKey>, 'locales' | 'localePath'>): Rewrite[] {
  return paths.locales.flatMap((locale) =>
    (Object.keys(blogSections) as BlogKey[]).flatMap((key) => {
      const source = paths.localePath(key, locale);
      const param = blogParams[key];
      const view = `/${locale}/${blogViewSegment}/${blogSections[key]}`;
      const slug = { type: 'query' as const, key: param, value: slugPattern };
      const page = { type: 'query' as const, key: 'page', value: pagePattern };
      return [
        // An article has no pages: its page parameter is ignored rather than caching it once per number.
        ...(key === '/blog' ? [] : [{ source, has: [slug, page], destination: `${view}/:page/:slug` }]),
        { source, has: [slug], destination: `${view}/1/:slug` },
        // A value no content service would give as a slug: page 0, the blog's "not found" view.
        { source, has: [{ type: 'query' as const, key: param }], destination: `${view}/0` },
        { source, has: [page], destination: `${view}/:page` },
        { source, destination: `${view}/1` },
      ];
    }),
  );
}

/**
 * The rewrites of a route table and its utility pages in a set of languages (`publicRewrites` is the site's). A utility
 * page (`/form/[id]`) has one page file, at its key: its path in another language's words (`/de/formular/…`) is
 * rewritten onto it. Nothing links to those pages with the router, so no prefetch can loop.
 */
export function buildPublicRewrites<L extends string>(
  paths: Pick<PublicPaths<L, BlogKey>, 'locales' | 'defaultLocale' | 'localePath' | 'localePrefix'>,
  utilityPaths: Readonly<Record<string, Readonly<Record<L, string>>>>,
): { beforeFiles: Rewrite[]; afterFiles: Rewrite[] } {
  const { defaultLocale } = paths;
  const utilities = Object.entries(utilityPaths).flatMap(([key, inLocale]) =>
    paths.locales
      .filter((locale) => locale !== defaultLocale && inLocale[locale] !== key)
      .map((locale) => ({ source: `${paths.localePrefix(locale)}${inLocale[locale].replace('[id]', ':id')}`, destination: `/${locale}${key.replace('[id]', ':id')}` })),
  );
  return {
    beforeFiles: blogRewrites(paths),
    // After files (public files, robots.txt, API routes): every other path outside a language's prefix is in the
    // default language.
    afterFiles: [
      ...utilities,
      { source: '/', destination: `/${defaultLocale}` },
      { source: `/:path((?!(?:${paths.locales.join('|')})(?:/|$)|api/|_next/).+)`, destination: `/${defaultLocale}/:path` },
    ],
  };
}

export const publicRewrites = () => buildPublicRewrites(sitePaths, utilityPathnames);

/**
 * Redirects that need no response headers (those from the default language's prefix are the proxy's, whose answers
 * carry them), for a route table and its utility pages in a set of languages (`publicRedirects` is the site's).
 */
export function buildPublicRedirects<L extends string, K extends string>(
  paths: PublicPaths<L, K> & Pick<PublicPaths<L, BlogKey>, 'localePath'>,
  utilityPaths: Readonly<Record<string, Readonly<Record<L, string>>>>,
): Redirect[] {
  const pages = [
    ...paths.keys.map((key) => (locale: L) => paths.pathInLocale(key, locale)),
    ...Object.values(utilityPaths).map((utility) => (locale: L) => utility[locale].replace('[id]', ':id')),
  ];
  // A path in another language's words leads to the page in the language of its prefix, unless it is a page of
  // this language itself (`/products` is English and German).
  const wrongLanguage = paths.locales.flatMap((locale) =>
    paths.locales.flatMap((other) =>
      pages.flatMap((pathIn) => {
        const [source, destination] = [pathIn(other), pathIn(locale)];
        if (source === destination || paths.routeKeyOfPath(locale, source)) return [];
        const prefix = paths.localePrefix(locale);
        return [{ source: `${prefix}${source}`, destination: `${prefix}${destination}`, permanent: false }];
      }),
    ),
  );
  // The blog view's own paths are internal: their public address is the blog URL with its query.
  const blogViews = paths.locales.map((locale) => ({
    source: `${paths.localePrefix(locale)}/${blogViewSegment}/:rest*`,
    destination: paths.localePath('/blog', locale),
    permanent: false,
  }));
  const seen = new Set<string>();
  return [...wrongLanguage, ...blogViews].filter(({ source }) => !seen.has(source) && seen.add(source));
}

export const publicRedirects = () => buildPublicRedirects(sitePaths, utilityPathnames);
