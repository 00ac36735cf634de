/** What the route-change overlay needs to know about a navigation, as pure functions and constants. */

/** Window event announcing that the router started a navigation; its detail is the target URL. */
export const navigationStartEventName = 'app:navigation-start';

/** Navigations that finish within this time never show the overlay, so it does not flash. */
export const overlayDelayMs = 250;

/** The overlay gives up after this time, so a navigation that never completes cannot leave it stuck. */
export const overlayTimeoutMs = 10_000;

/** The page a URL shows: its path and query, without the fragment. */
export function pageOf(url: string, base: string): string {
  const { pathname, search } = new URL(url, base);
  return pathname + search;
}

/**
 * Whether navigating to `target` replaces the page the visitor sees (`current`, path and query).
 * Same-page links and anchors do not; neither do other origins, which the browser loads itself.
 */
export function leavesPage(target: string, current: string, base: string): boolean {
  const url = new URL(target, base);
  if (url.origin !== new URL(base).origin) return false;
  return url.pathname + url.search !== pageOf(current, base);
}
