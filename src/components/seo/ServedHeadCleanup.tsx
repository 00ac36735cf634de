'use client';

import { useEffect } from 'react';

// The head tags of a page's metadata: its title, meta tags, canonical and language alternates.
const metadataTags = 'title, meta[name], meta[property], link[rel="canonical"], link[rel="alternate"]';

/** What makes two of those tags the same tag, so that a page has only one of each. */
const tagKey = (tag: Element) =>
  [tag.tagName, ...['name', 'property', 'rel', 'hreflang', 'type'].map((attribute) => tag.getAttribute(attribute) ?? '')].join('|');

/**
 * Removes the server's head tags once a client-side navigation has put the new page's equivalents beside them.
 * A navigation that starts before React has taken over the server's head (a click in the first moment after
 * loading) leaves the first page's tags in place next to the new ones: two canonicals, two descriptions and, in
 * some orders, the old title (vercel/next.js#97472). Only the tags that came with the HTML and have a newer
 * counterpart go, so a head React does own is never touched.
 */
export function ServedHeadCleanup() {
  useEffect(() => {
    const served = new Set(document.head.querySelectorAll(metadataTags));
    const observer = new MutationObserver(() => {
      const newer = new Set([...document.head.querySelectorAll(metadataTags)].filter((tag) => !served.has(tag)).map(tagKey));
      for (const tag of served) {
        if (!tag.isConnected) served.delete(tag);
        else if (newer.has(tagKey(tag))) {
          tag.remove();
          served.delete(tag);
        }
      }
      if (served.size === 0) observer.disconnect();
    });
    observer.observe(document.head, { childList: true });
    return () => observer.disconnect();
  }, []);
  return null;
}
