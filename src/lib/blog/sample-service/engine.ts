/**
 * The embedded content service: answers Strapi v4 REST requests from the bundled sample files, with the locale,
 * slug/relation filters, drafts (`publicationState=preview`), populate (`*`, or by relation with its `fields`), field
 * selection, sort and pagination the content client uses, and the same error bodies a real server sends. Pure: the
 * route handler supplies the data and the request.
 */
import { defaultLocale } from '@/i18n/locales';

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

interface StoredMedia {
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
  const locale = params.get('locale') ?? defaultLocale;
  const populateAll = params.get('populate') === '*';
  /** Whether a relation or media field is included: all with `populate=*`, or by name (`populate[author][fields][0]=name`). */
  const populates = (relation: string) => populateAll || [...params.keys()].some((key) => key.startsWith(`populate[${relation}]`));
  /** The attributes that `fields[n]` under `prefix` names (`populate[author]` for a relation's), or all when it names none. */
  const pick = (attributes: Record<string, unknown>, prefix = ''): Record<string, unknown> => {
    const names = [...params].flatMap(([key, value]) => (fieldOf(key) === prefix ? [value] : []));
    return names.length ? Object.fromEntries(Object.entries(attributes).filter(([name]) => names.includes(name))) : attributes;
  };
  const related = (relation: string, entry: StoredEntry | undefined) =>
    entry ? { id: entry.id, attributes: pick({ ...entry.attributes, locale: entry.locale }, `populate[${relation}]`) } : null;
  const byId = (entries: StoredEntry[], id: number | undefined) => entries.find((entry) => entry.id === id);

  // Drafts (never published) only for `publicationState=preview`, which v4 answers with every state.
  const withDrafts = params.get('publicationState') === 'preview';
  let entries = data[collection].filter((entry) => entry.locale === locale && (withDrafts || entry.attributes.publishedAt != null));
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
    const attributes = pick({ ...entry.attributes, locale: entry.locale });
    const include = (relation: string, value: () => unknown) => {
      if (populates(relation)) attributes[relation] = { data: value() };
    };
    if (collection === 'posts') {
      include('thumbnail', () => (entry.thumbnail ? [{ id: entry.id, attributes: pick({ ...entry.thumbnail }, 'populate[thumbnail]') }] : null));
      include('category', () => related('category', byId(data.categories, entry.category)));
      include('author', () => related('author', byId(data.authors, entry.author)));
    }
    include('localizations', () => entry.localizations.map((id) => related('localizations', byId(data[collection], id))).filter((other) => other !== null));
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

/** What a `fields` parameter selects for: `''` for `fields[0]`, `populate[author]` for `populate[author][fields][0]`. */
export function fieldOf(key: string): string | undefined {
  const match = /^(?:(populate\[\w+\])\[fields\]|fields)\[\d+\]$/.exec(key);
  return match ? (match[1] ?? '') : undefined;
}

function clamp(raw: string | null, fallback: number, min: number, max: number): number {
  const number = Number(raw);
  return raw !== null && Number.isInteger(number) ? Math.min(max, Math.max(min, number)) : fallback;
}
