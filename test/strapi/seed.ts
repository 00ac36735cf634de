/**
 * The content the contract reads, written into a fresh Strapi through its own REST API with a full-access token, as an
 * editor's clicks would: a topic and an author in English and German, an article in both languages with a picture, one
 * in English only without a picture, and one never published. On Strapi 5 the first article also has unpublished
 * changes, which only the preview shows. Each major writes in its own terms: v4 links entries by id and makes a
 * translation through `/localizations`, Strapi 5 by document id and `?locale=`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

export type StrapiMajor = 4 | 5;

type Fields = Record<string, string>;
interface Entry {
  en: Fields;
  de?: Fields;
}

const categories: Entry[] = [
  { en: { category: 'Technology', slug: 'technology' }, de: { category: 'Technik', slug: 'technik' } },
  { en: { category: 'Design', slug: 'design' } },
];
const authors: Entry[] = [
  {
    en: { name: 'Jane Doe', slug: 'jane-doe', bio: 'Jane writes about technology.' },
    de: { name: 'Jane Doe', slug: 'jane-doe-de', bio: 'Jane schreibt über Technik.' },
  },
];
interface PostEntry extends Entry {
  category: string;
  author: string;
  picture?: boolean;
  draft?: boolean;
}
const posts: PostEntry[] = [
  {
    en: { title: 'Hello World', slug: 'hello-world', descriptions_SEO: 'Our first post.', content: '# Hello World\n\nThis is the **first** post.\n' },
    de: { title: 'Hallo Welt', slug: 'hallo-welt', descriptions_SEO: 'Unser erster Beitrag.', content: '# Hallo Welt\n\nDas ist der **erste** Beitrag.\n' },
    category: 'technology',
    author: 'jane-doe',
    picture: true,
  },
  {
    en: { title: 'Second Post', slug: 'second-post', descriptions_SEO: 'A post without a picture.', content: 'Plain words.\n' },
    category: 'design',
    author: 'jane-doe',
  },
  {
    en: { title: 'Draft Only', slug: 'draft-only', descriptions_SEO: 'Not published yet.', content: 'Still being written.\n' },
    category: 'technology',
    author: 'jane-doe',
    draft: true,
  },
];
/** The title Strapi 5 keeps as the first article's unpublished change. */
export const revisedTitle = 'Hello World, revised';

export async function seed(major: StrapiMajor, api: string, token: string) {
  async function call(method: string, pathname: string, body: unknown): Promise<Record<string, unknown>> {
    const isForm = body instanceof FormData;
    const response = await fetch(api + pathname, {
      method,
      headers: { Authorization: `Bearer ${token}`, ...(isForm ? {} : { 'Content-Type': 'application/json' }) },
      body: isForm ? body : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`Strapi ${major}: ${method} ${pathname} answered ${response.status}: ${text.slice(0, 500)}`);
    return JSON.parse(text) as Record<string, unknown>;
  }
  const created = (answer: Record<string, unknown>) => (answer.data ?? answer) as { id: number; documentId?: string };

  /** Each entry's reference by its English slug: v4's id per language, Strapi 5's document id. */
  const refs = new Map<string, { en: number | string; de?: number | string }>();
  const ref = (slug: string, locale: 'en' | 'de') => refs.get(slug)?.[locale] ?? refs.get(slug)?.en;

  async function write(collection: string, entry: Entry, extra: (locale: 'en' | 'de') => object = () => ({}), draft = false) {
    if (major === 4) {
      const en = created(await call('POST', `/${collection}`, { data: { ...entry.en, ...extra('en'), ...(draft && { publishedAt: null }) } }));
      refs.set(entry.en.slug!, { en: en.id });
      if (!entry.de) return en;
      // A v4 translation is made unpublished; publishing it is a second step, as in the admin panel.
      const de = created(await call('POST', `/${collection}/${en.id}/localizations`, { locale: 'de', ...entry.de, ...extra('de') }));
      await call('PUT', `/${collection}/${de.id}`, { data: { publishedAt: new Date().toISOString() } });
      refs.set(entry.en.slug!, { en: en.id, de: de.id });
      return en;
    }
    const en = created(await call('POST', `/${collection}${draft ? '?status=draft' : ''}`, { data: { ...entry.en, ...extra('en') } }));
    refs.set(entry.en.slug!, { en: en.documentId! });
    if (entry.de) await call('PUT', `/${collection}/${en.documentId}?locale=de`, { data: { ...entry.de, ...extra('de') } });
    return en;
  }

  for (const category of categories) await write('categories', category);
  for (const author of authors) await write('authors', author);

  const form = new FormData();
  form.append('files', new Blob([readFileSync(path.join(import.meta.dirname, 'hello-world.png'))], { type: 'image/png' }), 'hello-world.png');
  form.append('fileInfo', JSON.stringify({ alternativeText: 'A blue rectangle', caption: 'Hello world' }));
  const [picture] = (await call('POST', '/upload', form)) as unknown as { id: number }[];

  for (const post of posts) {
    const links = (locale: 'en' | 'de') => ({
      category: ref(post.category, locale),
      author: ref(post.author, locale),
      ...(post.picture && { thumbnail: [picture!.id] }),
    });
    const first = await write('posts', post, links, post.draft);
    if (major === 5 && post === posts[0]) {
      await call('PUT', `/posts/${first.documentId}?locale=en&status=draft`, { data: { title: revisedTitle } });
    }
  }
}
