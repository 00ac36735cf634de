/**
 * Turns Strapi v4 response bodies into the blog's own types. Anything that does not have the expected
 * shape is dropped rather than trusted: a malformed entry becomes "no data", never an exception.
 */
import { z } from 'zod';

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

const mediaAttributes = z.object({
  url: text,
  alternativeText: optionalText,
  width: z.number().nullish(),
  height: z.number().nullish(),
});
const mediaEntry = z.object({ attributes: mediaAttributes });
/** A media field: `data` is an array (multiple media), one entry (single media) or null. */
const mediaField = z.object({ data: z.union([z.array(mediaEntry), mediaEntry, z.null()]) });

const relation = <T extends z.ZodType>(attributes: T) => z.object({ data: z.object({ attributes }).nullable() });
const localizations = z.object({
  data: z.array(z.object({ attributes: z.object({ slug: text, locale: text }) })),
});

const categoryAttributes = z.object({ category: text, slug: text });
const authorAttributes = z.object({ name: text, slug: text, bio: optionalText });

const postAttributes = z.object({
  title: text,
  slug: text,
  descriptions_SEO: optionalText,
  content: optionalText,
  publishedAt: text,
  updatedAt: text,
  thumbnail: mediaField.nullish(),
  category: relation(categoryAttributes).nullish(),
  author: relation(authorAttributes).nullish(),
  localizations: localizations.nullish(),
});

const collection = z.object({
  data: z.array(z.object({ attributes: z.unknown() })),
  meta: z
    .object({ pagination: z.object({ page: z.number(), pageCount: z.number(), total: z.number() }).partial() })
    .partial()
    .optional(),
});

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
  const first = Array.isArray(field?.data) ? field.data[0] : field?.data;
  if (!first) return undefined;
  const url = absoluteMediaUrl(first.attributes.url, origin);
  if (!url) return undefined;
  const { alternativeText, width, height } = first.attributes;
  return { url, alt: alternativeText || fallbackAlt, width: width ?? undefined, height: height ?? undefined };
}

function toTranslations(field: z.infer<typeof localizations> | null | undefined): Translation[] {
  return (field?.data ?? []).map(({ attributes }) => ({ locale: attributes.locale, slug: attributes.slug }));
}

function toPost(attributes: unknown, origin: string): Post | undefined {
  const parsed = postAttributes.safeParse(attributes);
  if (!parsed.success) return undefined;
  const post = parsed.data;
  const category = post.category?.data?.attributes;
  const author = post.author?.data?.attributes;
  return {
    slug: post.slug,
    title: post.title,
    description: post.descriptions_SEO ?? '',
    content: post.content ?? '',
    publishedAt: post.publishedAt,
    updatedAt: post.updatedAt,
    thumbnail: toMedia(post.thumbnail, post.title, origin),
    category: category && { slug: category.slug, name: category.category },
    author: author && { slug: author.slug, name: author.name, bio: author.bio ?? undefined },
    translations: toTranslations(post.localizations),
    mediaOrigin: origin,
  };
}

function toCategory(attributes: unknown): Category | undefined {
  const parsed = categoryAttributes.extend({ localizations: localizations.nullish() }).safeParse(attributes);
  if (!parsed.success) return undefined;
  const { category, slug, localizations: other } = parsed.data;
  return { slug, name: category, translations: toTranslations(other) };
}

function toAuthor(attributes: unknown): Author | undefined {
  const parsed = authorAttributes.extend({ localizations: localizations.nullish() }).safeParse(attributes);
  if (!parsed.success) return undefined;
  const { name, slug, bio, localizations: other } = parsed.data;
  return { slug, name, bio: bio ?? undefined, translations: toTranslations(other) };
}

function entries(body: unknown) {
  const parsed = collection.safeParse(body);
  return parsed.success ? parsed.data : undefined;
}

function paged<T>(body: unknown, convert: (attributes: unknown) => T | undefined): Paged<T> | undefined {
  const parsed = entries(body);
  if (!parsed) return undefined;
  const items = parsed.data.map((entry) => convert(entry.attributes)).filter((item): item is T => item !== undefined);
  const pagination = parsed.meta?.pagination ?? {};
  return {
    items,
    page: pagination.page ?? 1,
    pageCount: pagination.pageCount ?? 1,
    total: pagination.total ?? items.length,
  };
}

/** A page of a collection (a lookup by slug is a page of at most one), or undefined for an unexpected body. */
export const normalize = {
  posts: (body: unknown, origin: string) => paged(body, (attributes) => toPost(attributes, origin)),
  categories: (body: unknown) => paged(body, toCategory),
  authors: (body: unknown) => paged(body, toAuthor),
};
