/**
 * This tab's session storage, used only where losing it costs nothing but convenience. A browser that blocks site
 * storage ("block all cookies", some privacy extensions) throws on every access, and a full one on writing: each
 * call then does nothing and says so, and the page works on without what it would have kept.
 */
function store(): Storage | undefined {
  try {
    return sessionStorage;
  } catch {
    return undefined;
  }
}

/** The kept value, or `null` when there is none or storage is blocked. */
export function readSessionItem(key: string, storage = store()): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Whether the value was kept. */
export function writeSessionItem(key: string, value: string, storage = store()): boolean {
  try {
    storage?.setItem(key, value);
    return storage !== undefined;
  } catch {
    return false;
  }
}

/** Reads a value and forgets it, so it serves once. */
export function takeSessionItem(key: string, storage = store()): string | null {
  const value = readSessionItem(key, storage);
  try {
    storage?.removeItem(key);
  } catch {
    // Nothing was kept where nothing can be removed.
  }
  return value;
}
