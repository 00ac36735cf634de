import 'server-only';
import { cookies } from 'next/headers';

/** Next.js's draft mode cookie. */
const draftCookie = '__prerender_bypass';

/**
 * Sends the draft mode cookie that Next.js just set (`entered`) or cleared again as a partitioned cookie (CHIPS). Strapi 5
 * shows the preview in a frame of its admin, and a browser that blocks third-party cookies drops a plain one there
 * whenever the admin runs on another site than the site's own; a partitioned cookie is kept for that admin alone. Opened
 * on its own, the preview's cookie is partitioned by the site itself, which changes nothing.
 */
export async function partitionDraftCookie(entered: boolean) {
  const store = await cookies();
  const value = entered ? store.get(draftCookie)?.value : '';
  if (value === undefined) return;
  store.set({ name: draftCookie, value, httpOnly: true, sameSite: 'none', secure: true, path: '/', partitioned: true, ...(!entered && { expires: new Date(0) }) });
}
