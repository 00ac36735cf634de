/**
 * How long a regenerated page (the blog's, home) is kept before it is drawn again. Its segment config says 60 s, a
 * literal as Next.js requires; a build with a shorter REGENERATE_SECONDS (the end-to-end and cluster builds') holds
 * each page it draws to that through Next.js's data cache: a page is kept no longer than the shortest-lived data it
 * read. The production build reads nothing more for it.
 */
import 'server-only';
import { unstable_cache } from 'next/cache';
import { serverEnv } from '@/lib/server/env';
import { regeneratedSegmentSeconds } from '@/lib/server/env-parse';

const shortLived = unstable_cache(async () => true, ['page-lifetime'], { revalidate: serverEnv.regenerateSeconds });

/** Called by each regenerated page as it is drawn. */
export async function keepForPageLifetime() {
  if (serverEnv.regenerateSeconds < regeneratedSegmentSeconds) await shortLived();
}
