import de from '@/content/words/de/legal/imprint.json';
import en from '@/content/words/en/legal/imprint.json';
import { bothLanguages } from '@/content/words';
import { legalDocument } from '../document';

/** The imprint: what § 5 of the German Digital Services Act (DDG) requires, every fact from the site config. */
export const imprint = legalDocument(
  '2026-11-25',
  ['provider', 'representatives', 'contact', 'register', 'editorial', 'disputes'],
  bothLanguages(en, de),
);
