/**
 * How a public URL reaches its page, derived from the route table and handed to next.config (no proxy runs
 * per request). German page files sit at their public paths (`app/[locale]/[...path]` with `uber-uns`), so a
 * German URL needs no rewrite: a rewritten path sends the router's prefetches into an endless loop. English
 * URLs get their locale segment by a rewrite that keeps the path as it is, blog URLs (whose query string
 * names the content) are rewritten onto the blog view's path routes, which are cached like static pages.
 */
import type { Redirect, Rewrite } from 'next/dist/lib/load-custom-routes';
import { blogParams, localePath, routeKeys, routes, utilityPathnames, type BlogKey } from './routes';

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
export const slugPattern = '(?<slug>[A-Za-z0-9_~-][A-Za-z0-9._~-]{0,199})';
/** A list page number, as the pager links it; anything else shows the first page. */
const pageNumberPattern = '[1-9][0-9]{0,3}';
const pagePattern = `(?<page>${pageNumberPattern})`;
const pageNumber = new RegExp(`^${pageNumberPattern}$`);
/** Whether a value is a list page number as the rewrites accept it. */
export const isPageNumber = (value: string) => pageNumber.test(value);

function blogRewrites(): Rewrite[] {
  return (['en', 'de'] as const).flatMap((locale) =>
    (Object.keys(blogSections) as BlogKey[]).flatMap((key) => {
      const source = localePath(key, locale);
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

export function publicRewrites(): { beforeFiles: Rewrite[]; afterFiles: Rewrite[] } {
  return {
    beforeFiles: blogRewrites(),
    // After files (public files, robots.txt, API routes): every other path outside `/de` is English.
    afterFiles: [
      { source: '/', destination: '/en' },
      { source: '/:path((?!(?:en|de)(?:/|$)|api/|_next/).+)', destination: '/en/:path' },
    ],
  };
}

/** Pages whose German path differs from the English one: `[English path, German path]`. */
const translatedPaths = [
  ...routeKeys.filter((key) => key !== '/' && routes[key].de !== key).map((key) => [key, routes[key].de] as const),
  ...Object.values(utilityPathnames).map(({ en, de }) => [en.replace('[id]', ':id'), de.replace('[id]', ':id')] as const),
];

/** Redirects that need no response headers (the `/en/...` ones are the proxy's, whose answers carry them). */
export function publicRedirects(): Redirect[] {
  return [
    // A path in the wrong language's words leads to the page in the language of its prefix.
    ...translatedPaths.flatMap(([en, de]) => [
      { source: `/de${en}`, destination: `/de${de}`, permanent: false },
      ...(Object.hasOwn(routes, de) ? [] : [{ source: de, destination: en, permanent: false }]),
    ]),
    // The blog view's own paths are internal: their public address is the blog URL with its query.
    { source: `/${blogViewSegment}/:rest*`, destination: '/blog', permanent: false },
    { source: `/de/${blogViewSegment}/:rest*`, destination: '/de/blog', permanent: false },
  ];
}
