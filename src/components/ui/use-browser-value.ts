import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * A value only the browser knows (has the page hydrated, what is in its address, what it supports): the server
 * and the first render use `onServer`, so hydration matches, and the browser's value follows at once.
 */
export function useBrowserValue<T>(inBrowser: () => T, onServer: T): T {
  return useSyncExternalStore(subscribe, inBrowser, () => onServer);
}
