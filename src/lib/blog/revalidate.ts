/** The content service's publish webhook: what a publication expires. */
import 'server-only';
import { revalidatePath, revalidateTag } from 'next/cache';
import { forgetKnownSlugs } from './known-slugs';
import { contentCacheTag } from './source';

/**
 * Content was published: every cached content response and blog page goes stale, and the known slugs are read anew.
 * Stale, not expired: the next request is still answered from the cache while the page is drawn again in the
 * background, so that a content service failing meanwhile leaves the last good page (and the sitemap its last good
 * answers) in place instead of blocking on it. So does the home page with its newest articles, in both languages, also
 * when it was prerendered from content that carried no tag (the embedded service's); it is drawn again at once, and
 * keeps the articles it last read if the service fails.
 */
export function revalidateBlog() {
  revalidateTag(contentCacheTag, 'max');
  revalidatePath('/[locale]', 'page');
  forgetKnownSlugs();
}
