/**
 * A process-wide signal that cached content was revalidated, on this server or, through Redis (./cache-handler.mts),
 * on any other server of the deployment. What a server keeps beside Next.js's cache is dropped on it: the blog's
 * known slugs and the one-second page cache (server.mts). The request proxy, the routes and the server around them
 * are separate module graphs in one process, so the signal lives on globalThis.
 */
const target = ((globalThis as { [key: symbol]: unknown })[Symbol.for('kovalent.revalidated')] ??= new EventTarget()) as EventTarget;

export function onRevalidated(listener: () => void) {
  target.addEventListener('revalidated', listener);
}

export function signalRevalidated() {
  target.dispatchEvent(new Event('revalidated'));
}
