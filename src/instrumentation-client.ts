import { navigationStartEventName } from '@/lib/browser/route-change';
import { askRegion } from '@/components/consent/consent-region';
import { notePageLoadAddress } from '@/lib/browser/page-load-address';

void askRegion();
// Before any client-side navigation can change the address: where this page load started.
notePageLoadAddress(location.href);

/**
 * Next.js calls this when a client-side navigation starts (links, router calls, back and forward). It runs
 * inside the router's transition, so the event goes out a microtask later: otherwise the listeners' state
 * updates would join the transition and render only together with the new page.
 */
export function onRouterTransitionStart(url: string) {
  queueMicrotask(() => window.dispatchEvent(new CustomEvent<string>(navigationStartEventName, { detail: url })));
}
