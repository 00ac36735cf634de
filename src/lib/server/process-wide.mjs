// @ts-check
/**
 * One value for the whole server process. Next.js bundles the start-up code (instrumentation), the request proxy,
 * each route and the cache handler apart, each with its own copy of every module it imports, so module state is per
 * copy; what must be one per process lives on globalThis under a registered symbol. Plain JavaScript, as the cache
 * handler (src/lib/server/cache/cache-handler.mjs) loads it as it is.
 * @template T
 * @param {string} name
 * @param {() => T} create
 * @returns {T}
 */
export function processWide(name, create) {
  const store = /** @type {{ [key: symbol]: unknown }} */ (globalThis);
  const key = Symbol.for(`kovalent.${name}`);
  if (!(key in store)) store[key] = create();
  return /** @type {T} */ (store[key]);
}
