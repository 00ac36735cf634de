/**
 * Typed content of the legal pages (imprint, privacy policy, cookie policy, terms of service): numbered sections
 * with a table of contents, and the date of the last change. The words are in src/content/words/<locale>/legal/;
 * company facts, retention periods and cookie names are placeholders filled from src/config/, never typed in.
 */
import type { PageWords } from '../page-structure';
import type { Localized } from '../types';

/** A paragraph, a bulleted list, a table, or the button that opens the cookie settings. */
export type LegalBlock =
  | string
  | { list: string[] }
  | { table: { caption: string; head: string[]; rows: string[][] } }
  | { cookieSettings: string };

export interface LegalSection {
  /** Anchor for the table of contents: lower-case ASCII with dashes, the same in both languages. */
  id: string;
  heading: string;
  blocks: LegalBlock[];
}

export interface LegalDocument {
  /** ISO date (YYYY-MM-DD) of the last change, shown on the page. */
  updated: string;
  /** The page's words: its copy, and each section's heading and blocks by section id. */
  words: Localized<PageWords>;
  /** The sections as the page shows them, placeholders filled. */
  text: Localized<LegalSection[]>;
}
