// @ts-check
/**
 * The tag of every content-service response and blog page (src/lib/blog/source.ts tags them, the publish webhook
 * revalidates it). Plain JavaScript, as the cache handler (./cache-handler.mjs) reads it too.
 */
export const contentCacheTag = 'content';
