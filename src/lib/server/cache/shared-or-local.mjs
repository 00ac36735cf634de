// @ts-check
/**
 * Which cache entries all servers share and which stay on the server that made them. Shared: fetched content and
 * pages or routes that answered 200. Kept on this server only, in its bounded memory: every other answer, such as
 * the "not found" of a path a stranger made up or the redirect of a page number past the last, so that made-up
 * URLs cannot grow the shared cache. While the shared cache fails, this server answers from its own memory.
 * Plain JavaScript: Next.js loads the cache handler (./cache-handler.mjs) and what it imports as they are.
 */
import { LRUCache } from 'lru-cache';

/** @typedef {ReturnType<typeof import('@fortedigital/nextjs-cache-handler/local-lru').default>} Handler */
/** @typedef {Parameters<Handler['set']>[1]} Entry */

/** How many keys of local-only entries are remembered (the local cache itself holds at most as many entries). */
const maxLocalKeys = 1000;

/** @param {Entry} entry */
function isShareable(entry) {
  const value = /** @type {{ kind?: string; status?: number } | null} */ (entry.value);
  if (value?.kind === 'FETCH') return true;
  return (value?.kind === 'APP_PAGE' || value?.kind === 'APP_ROUTE') && (value.status ?? 200) === 200;
}

/**
 * @param {Handler} shared
 * @param {Handler} local
 * @returns {Handler}
 */
export function sharedOrLocal(shared, local) {
  // A forgotten key's entry is looked up in the shared cache again, where it is not: the page is rendered anew.
  /** @type {LRUCache<string, true>} */
  const localOnly = new LRUCache({ max: maxLocalKeys });
  return {
    name: 'shared-or-local',
    async get(key, meta) {
      if (localOnly.has(key)) return local.get(key, meta);
      try {
        return await shared.get(key, meta);
      } catch {
        return local.get(key, meta);
      }
    },
    async set(key, entry, ctx) {
      if (!isShareable(entry)) {
        localOnly.set(key, true);
        await local.set(key, entry, ctx);
        return;
      }
      localOnly.delete(key);
      // Also kept locally, for while the shared cache fails; its failure is the outage log's to report.
      await Promise.allSettled([shared.set(key, entry, ctx), local.set(key, entry, ctx)]);
    },
    async revalidateTag(tag) {
      await Promise.allSettled([shared.revalidateTag(tag), local.revalidateTag(tag)]);
    },
    async delete(key) {
      await Promise.allSettled([shared.delete?.(key), local.delete?.(key)]);
    },
  };
}
