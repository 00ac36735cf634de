/**
 * The slugs the content service knows, so that a blog URL naming an unknown one gets the "not found" view
 * before any lookup: random slugs then cost the content service nothing and add nothing to any cache.
 */
import 'server-only';
import type { BlogSection } from '@/i18n/public-urls';
import { locales } from '@/i18n/locales';
import { onRevalidated } from '@/lib/server/cache/revalidation-signal.mjs';
import { processWide } from '@/lib/server/process-wide.mjs';
import { serverEnv } from '@/lib/server/env';
import { blogSource } from './source';

/**
 * How long a list of slugs is trusted: as long as the blog pages drawn from the same content. A slug missing from one
 * older than `missRefreshMs` asks again.
 */
const maxAgeMs = serverEnv.regenerateSeconds * 1000;
const missRefreshMs = Math.min(10_000, maxAgeMs);
/** How long a request waits for the list; a slow service must not hold every blog page up for its timeout. */
const waitMs = 1_000;

// One per process: the request proxy and the publish webhook are bundled apart but run in one process.
const state = processWide('knownSlugs', (): {
  slugs?: Set<string>;
  /** When the service was last asked, successfully or not: a failing service is asked at most every 10 s. */
  checkedAt: number;
  loading?: Promise<void>;
} => ({ checkedAt: 0 }));

const entryKey = (section: BlogSection, slug: string) => `${section}/${slug}`;

/** Every slug of both languages (a slug of the other language leads to its translation, so it is known too). */
async function loadSlugs(): Promise<Set<string>> {
  const lists = await Promise.all(
    locales.map(async (locale) => {
      const [posts, categories, authors] = await Promise.all([blogSource.allPosts(locale), blogSource.categories(locale), blogSource.authors(locale)]);
      return [
        ...posts.map((post) => entryKey('posts', post.slug)),
        ...categories.map((category) => entryKey('category', category.slug)),
        ...authors.map((author) => entryKey('author', author.slug)),
      ];
    }),
  );
  return new Set(lists.flat());
}

function refresh(): Promise<void> {
  state.checkedAt = Date.now();
  // A failed reading keeps the last good list (the source has logged why).
  state.loading ??= loadSlugs()
    .then((slugs) => void (state.slugs = slugs))
    .catch(() => undefined)
    .finally(() => (state.loading = undefined));
  return state.loading;
}

/**
 * Whether a slug exists: `false` only when the list of slugs lacks it, `true` as long as the service has
 * never answered in time (the page then decides, as before: unavailable, or its own 404).
 */
export async function isKnownSlug(section: BlogSection, slug: string): Promise<boolean> {
  const key = entryKey(section, slug);
  const age = Date.now() - state.checkedAt;
  if (age >= maxAgeMs || (!state.slugs?.has(key) && age >= missRefreshMs)) {
    // Until a first list has arrived nothing waits for it: the page itself tells a missing entry.
    const refreshing = refresh();
    if (state.slugs) await Promise.race([refreshing, new Promise((resolve) => setTimeout(resolve, waitMs))]);
  }
  return !state.slugs || state.slugs.has(key);
}

/** The content changed (publish webhook): the next blog request reads the slugs anew. */
export function forgetKnownSlugs() {
  state.checkedAt = 0;
}

// Also when the content was published through another server of the deployment (src/lib/server/cache/cache-handler.mjs).
onRevalidated(forgetKnownSlugs);
