import type original from '@/content/words/en/legal/imprint.json';
import { localizedWords } from '@/content/localized-words';
import { legalDocument } from '../document';

/** The imprint: what § 5 of the German Digital Services Act (DDG) requires, every fact from the site config. */
export const imprint = legalDocument(
  '2026-11-25',
  ['provider', 'representatives', 'contact', 'register', 'editorial', 'disputes'],
  localizedWords<typeof original>('legal/imprint'),
);
