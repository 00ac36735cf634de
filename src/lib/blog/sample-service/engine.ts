/**
 * The embedded content service: answers Strapi v4 REST requests from the bundled sample files, with the
 * locale, slug/relation filters, populate, sort and pagination the content client uses, and the same
 * error bodies a real server sends. Pure: the route handler supplies the data and the request.
 */

export interface StoredEntry {
  id: number;
  locale: string;
  /** Ids of the same entry in the other languages. */
  localizations: number[];
  attributes: Record<string, unknown> & { slug: string };
  /** Relations by id, and the media file (posts only). */
  category?: number;
  author?: number;
  thumbnail?: StoredMedia;
}

export interface StoredMedia {
  name: string;
  url: string;
  alternativeText: string;
  width: number;
  height: number;
  mime: string;
}

export interface ContentData {
  posts: StoredEntry[];
  categories: StoredEntry[];
  authors: StoredEntry[];
}

export interface ServiceAnswer {
  status: number;
  body: unknown;
}

const maxPageSize = 100;
const defaultPageSize = 25;

function error(status: number, name: string, message: string): ServiceAnswer {
  return { status, body: { data: null, error: { status, name, message, details: {} } } };
}

/** Strapi's token check: no token is forbidden, a wrong one unauthorized. */
export function checkToken(authorization: string | null, token: string): ServiceAnswer | undefined {
  if (!authorization) return error(403, 'ForbiddenError', 'Forbidden');
  if (authorization !== `Bearer ${token}`) return error(401, 'UnauthorizedError', 'Missing or invalid credentials');
  return undefined;
}

const isCollection = (name: string): name is keyof ContentData => name === 'posts' || name === 'categories' || name === 'authors';

export function answer(data: ContentData, collection: string, params: URLSearchParams): ServiceAnswer {
  if (!isCollection(collection)) return error(404, 'NotFoundError', 'Not Found');
  const locale = params.get('locale') ?? 'en';
  const populate = params.get('populate') === '*';
  const byId = (entries: StoredEntry[], id: number | undefined) => entries.find((entry) => entry.id === id);

  let entries = data[collection].filter((entry) => entry.locale === locale);
  const slug = params.get('filters[slug][$eq]');
  if (slug !== null) entries = entries.filter((entry) => entry.attributes.slug === slug);
  for (const relation of ['category', 'author'] as const) {
    const related = params.get(`filters[${relation}][slug][$eq]`);
    if (related === null) continue;
    const pool = relation === 'category' ? data.categories : data.authors;
    entries = entries.filter((entry) => byId(pool, entry[relation])?.attributes.slug === related);
  }

  const [field = 'id', direction = 'asc'] = (params.get('sort') ?? 'id:asc').split(':');
  const value = (entry: StoredEntry) => String(field === 'id' ? entry.id : (entry.attributes[field] ?? ''));
  entries = [...entries].sort((a, b) => value(a).localeCompare(value(b)) * (direction === 'desc' ? -1 : 1));

  const pageSize = clamp(params.get('pagination[pageSize]'), defaultPageSize, 1, maxPageSize);
  const page = clamp(params.get('pagination[page]'), 1, 1, Number.MAX_SAFE_INTEGER);
  const total = entries.length;
  const pageEntries = entries.slice((page - 1) * pageSize, page * pageSize);

  const shape = (entry: StoredEntry) => {
    const attributes: Record<string, unknown> = { ...entry.attributes, locale: entry.locale };
    if (populate) {
      if (collection === 'posts') {
        attributes.thumbnail = { data: entry.thumbnail ? [{ id: entry.id, attributes: entry.thumbnail }] : null };
        attributes.category = related(byId(data.categories, entry.category));
        attributes.author = related(byId(data.authors, entry.author));
      }
      attributes.localizations = {
        data: entry.localizations
          .map((id) => byId(data[collection], id))
          .filter((other): other is StoredEntry => other !== undefined)
          .map((other) => ({ id: other.id, attributes: { ...other.attributes, locale: other.locale } })),
      };
    }
    return { id: entry.id, attributes };
  };

  return {
    status: 200,
    body: {
      data: pageEntries.map(shape),
      meta: { pagination: { page, pageSize, pageCount: Math.ceil(total / pageSize), total } },
    },
  };
}

function related(entry: StoredEntry | undefined) {
  return { data: entry ? { id: entry.id, attributes: { ...entry.attributes, locale: entry.locale } } : null };
}

function clamp(raw: string | null, fallback: number, min: number, max: number): number {
  const number = Number(raw);
  return raw !== null && Number.isInteger(number) ? Math.min(max, Math.max(min, number)) : fallback;
}
