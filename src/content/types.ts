import type { Locale } from '@/i18n/locales';

/** One value per language of the site; `localizedWords` (localized-words.ts) reads a words file into one. */
export type Localized<T> = Record<Locale, T>;

export interface PageCopy {
  /** Short name used in breadcrumbs, menus and link lists (at most 30 characters). */
  label: string;
  /** Document title without the site name (at most 42 characters; the site name is appended). */
  title: string;
  /** Meta description (120 to 160 characters). */
  description: string;
  /** The page's single h1. */
  heading: string;
  /**
   * Shown under the heading: at most 30 words (legal texts excepted) on what the visitor gets, with proof, never a
   * description of the page.
   */
  intro: string;
}

/** An open position on the careers page; facts once (jobs.ts), words per language (src/content/words/<locale>/jobs.json). */
export interface JobOpening {
  /** Anchor on the careers page, lower-case ASCII with dashes. */
  id: string;
  employmentType: 'FULL_TIME' | 'PART_TIME';
  /** Which office the role belongs to, and whether remote work within Germany is possible. */
  office: 'Berlin' | 'Leipzig';
  remoteInGermany: boolean;
  /** Gross annual salary range in EUR. */
  salary: { min: number; max: number };
  /** ISO dates (YYYY-MM-DD). */
  datePosted: string;
  validThrough: string;
  text: Localized<{
    title: string;
    team: string;
    summary: string;
    responsibilities: string[];
    requirements: string[];
    niceToHave: string[];
  }>;
}
