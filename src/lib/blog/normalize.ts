/**
 * Turns the content service's answers, from Strapi v4 or Strapi 5, into the blog's own types. Anything that does not
 * have the expected shape is left out rather than trusted, and said: an answer in neither format, or an entry missing
 * a field the site reads, comes back with its `problem` (field paths, never content) for the server log.
 */
import { z } from 'zod';
import { isRecord } from '@/common/is-record';

interface Media {
  url: string;
  alt: string;
  width?: number;
  height?: number;
}

export interface Translation {
  locale: string;
  slug: string;
}

interface CategorySummary {
  slug: string;
  name: string;
}

interface AuthorSummary {
  slug: string;
  name: string;
  bio?: string;
}

export interface Post {
  slug: string;
  title: string;
  description: string;
  /** Markdown, as the rich-text field stores it. */
  content: string;
  publishedAt: string;
  updatedAt: string;
  thumbnail?: Media;
  category?: CategorySummary;
  author?: AuthorSummary;
  translations: Translation[];
  /** The content service's origin, where the article's relative upload URLs (`/uploads/…`) point. */
  mediaOrigin: string;
}

export interface Category extends CategorySummary {
  translations: Translation[];
}

export interface Author extends AuthorSummary {
  translations: Translation[];
}

export interface Paged<T> {
  items: T[];
  page: number;
  pageCount: number;
  total: number;
}

const text = z.string();
const optionalText = z.string().nullish();

/*
 * The schemas read Strapi 5's flat entries (`{ id, documentId, title, category: { … }, thumbnail: [ … ] }`). A Strapi v4
 * answer is flattened into that shape first (`flatten`): an entry's `attributes` become its fields, and a relation's or
 * media field's `{ data }` becomes what it holds.
 */
const mediaFile = z.object({
  url: text,
  alternativeText: optionalText,
  width: z.number().nullish(),
  height: z.number().nullish(),
});
/** A media field: several files (an array), one file, or none (`null`, or `[]` in Strapi 5). */
const mediaField = z.union([z.array(mediaFile), mediaFile, z.null()]);
const localizations = z.array(z.object({ slug: text, locale: text }));

const categoryFields = z.object({ category: text, slug: text });
const authorFields = z.object({ name: text, slug: text, bio: optionalText });

const postFields = z.object({
  title: text,
  slug: text,
  descriptions_SEO: optionalText,
  content: optionalText,
  publishedAt: text,
  updatedAt: text,
  thumbnail: mediaField.nullish(),
  category: categoryFields.nullish(),
  author: authorFields.nullish(),
  localizations: localizations.nullish(),
});
/**
 * A draft, read only for the preview: Strapi saves one without its required fields and without a publication date, so
 * it shows under its slug until it has a title, dated when last saved.
 */
const draftFields = postFields.extend({ title: optionalText, publishedAt: text.nullable() });

/** The two answer formats, told apart entry by entry (`formatOf`). */
export type ContentFormat = 'Strapi v4' | 'Strapi 5';

const pagination = z
  .object({ pagination: z.object({ page: z.number(), pageCount: z.number(), total: z.number() }).partial() })
  .partial()
  .optional();
const collection = z.object({ data: z.array(z.unknown()), meta: pagination });

/**
 * A v4 entry: `{ id, attributes }` and nothing else (from a Strapi 5 answering in v4's format, a documentId too). A
 * Strapi 5 entry has its fields beside its id, so one with a field named `attributes` is not taken for it.
 */
const isV4Entry = (value: unknown): value is { id?: unknown; attributes: Record<string, unknown> } =>
  isRecord(value) && isRecord(value.attributes) && Object.keys(value).every((key) => key === 'id' || key === 'documentId' || key === 'attributes');
/** A v4 relation or media field: `{ data }`, with `meta` beside it at most. */
const isV4Field = (value: Record<string, unknown>) => 'data' in value && Object.keys(value).every((key) => key === 'data' || key === 'meta');

/** A v4 value in Strapi 5's shape: `{ id, attributes }` → `{ id, ...attributes }`, `{ data }` → what it holds. */
function flatten(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(flatten);
  if (!isRecord(value)) return value;
  if (isV4Field(value)) return flatten(value.data);
  if (isV4Entry(value)) return { id: value.id, ...(flatten(value.attributes) as object) };
  return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, flatten(field)]));
}

/** Makes a relative upload URL absolute on the content host; absolute URLs (e.g. a cloud bucket) stay. */
export function absoluteMediaUrl(url: string, contentOrigin: string): string | undefined {
  try {
    const absolute = new URL(url, contentOrigin);
    return absolute.protocol === 'https:' || absolute.protocol === 'http:' ? absolute.href : undefined;
  } catch {
    return undefined;
  }
}

function toMedia(field: z.infer<typeof mediaField> | null | undefined, fallbackAlt: string, origin: string): Media | undefined {
  const first = Array.isArray(field) ? field[0] : field;
  if (!first) return undefined;
  const url = absoluteMediaUrl(first.url, origin);
  if (!url) return undefined;
  const { alternativeText, width, height } = first;
  return { url, alt: alternativeText || fallbackAlt, width: width ?? undefined, height: height ?? undefined };
}

const toTranslations = (field: z.infer<typeof localizations> | null | undefined): Translation[] =>
  (field ?? []).map(({ locale, slug }) => ({ locale, slug }));

/** An entry the site can show, or the first reason it cannot (a field's path and what was wrong, never its content). */
type Converted<T> = { item: T } | { problem: string };

function converter<S extends z.ZodType, T>(schema: S, convert: (fields: z.infer<S>) => T) {
  return (entry: unknown): Converted<T> => {
    const parsed = schema.safeParse(entry);
    if (parsed.success) return { item: convert(parsed.data) };
    const [issue] = parsed.error.issues;
    return { problem: `${issue?.path.join('.') || 'entry'}: ${issue?.message ?? 'unreadable'}` };
  };
}

function toPostOf(origin: string, post: z.infer<typeof draftFields>): Post {
  const title = post.title || post.slug;
  return {
    slug: post.slug,
    title,
    description: post.descriptions_SEO ?? '',
    content: post.content ?? '',
    publishedAt: post.publishedAt ?? post.updatedAt,
    updatedAt: post.updatedAt,
    thumbnail: toMedia(post.thumbnail, title, origin),
    category: post.category ? { slug: post.category.slug, name: post.category.category } : undefined,
    author: post.author ? { slug: post.author.slug, name: post.author.name, bio: post.author.bio ?? undefined } : undefined,
    translations: toTranslations(post.localizations),
    mediaOrigin: origin,
  };
}

const toCategory = converter(categoryFields.extend({ localizations: localizations.nullish() }), ({ category, slug, localizations: other }): Category => ({
  slug,
  name: category,
  translations: toTranslations(other),
}));

const toAuthor = converter(authorFields.extend({ localizations: localizations.nullish() }), ({ name, slug, bio, localizations: other }): Author => ({
  slug,
  name,
  bio: bio ?? undefined,
  translations: toTranslations(other),
}));

/** What the site read from one answer: the entries it can show, and what it could not read. */
export interface Reading<T> {
  /** The entries and their pages; undefined when the answer is in neither format. */
  page?: Paged<T>;
  /** The format the entries were in; undefined for an empty page, which both send alike. */
  format?: ContentFormat;
  /** Why the answer, or the first entry left out, could not be read: field names and kinds, never their values. */
  problem?: string;
  /** How many entries were left out. */
  dropped: number;
}

const describeShape = (body: unknown) =>
  isRecord(body) ? `an object with ${Object.keys(body).slice(0, 5).join(', ') || 'no fields'}` : Array.isArray(body) ? 'an array' : typeof body;

/** The format of one entry: v4's wraps its fields in `attributes`, Strapi 5's carries a documentId beside them. */
function formatOf(entry: unknown): ContentFormat | undefined {
  if (isV4Entry(entry)) return 'Strapi v4';
  if (isRecord(entry) && typeof entry.documentId === 'string') return 'Strapi 5';
  return undefined;
}

function read<T>(body: unknown, convert: (entry: unknown) => Converted<T>): Reading<T> {
  const parsed = collection.safeParse(body);
  if (!parsed.success) return { problem: `it is not a list of entries ({ data: [ … ] }) but ${describeShape(body)}`, dropped: 0 };
  const entries = parsed.data.data;
  const formats = entries.map(formatOf);
  const format = formats.find((found) => found !== undefined);
  if (entries.length > 0 && !format) {
    const problem = `its entries are neither Strapi v4's ({ id, attributes }) nor Strapi 5's ({ id, documentId, … }); the first is ${describeShape(entries[0])}`;
    return { problem, dropped: 0 };
  }
  const results = entries.map((entry, index) => convert(formats[index] === 'Strapi v4' ? flatten(entry) : entry));
  const items = results.flatMap((result) => ('item' in result ? [result.item] : []));
  const firstProblem = results.find((result) => 'problem' in result);
  const { page = 1, pageCount = 1, total = items.length } = parsed.data.meta?.pagination ?? {};
  return {
    page: { items, page, pageCount, total },
    format,
    problem: firstProblem && 'problem' in firstProblem ? firstProblem.problem : undefined,
    dropped: results.length - items.length,
  };
}

/** One answer (a page of a collection; a lookup by slug is a page of at most one), read in either format. */
export const normalize = {
  posts: (body: unknown, origin: string) => read(body, converter(postFields, (post) => toPostOf(origin, post))),
  drafts: (body: unknown, origin: string) => read(body, converter(draftFields, (post) => toPostOf(origin, post))),
  categories: (body: unknown) => read(body, toCategory),
  authors: (body: unknown) => read(body, toAuthor),
};
