// @ts-check
/**
 * A process-wide signal that cached content was revalidated, on this server or, through Redis (./cache-handler.mjs),
 * on any other server of the deployment. What a server keeps beside Next.js's cache is dropped on it: the blog's
 * known slugs. The request proxy, the routes and the cache handler are separate module graphs in one process: the
 * signal is one per process (../process-wide.mjs).
 */
import { processWide } from '../process-wide.mjs';

const target = processWide('revalidated', () => new EventTarget());

/** @param {() => void} listener */
export function onRevalidated(listener) {
  target.addEventListener('revalidated', listener);
}

export function signalRevalidated() {
  target.dispatchEvent(new Event('revalidated'));
}
