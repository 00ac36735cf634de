export type Locale = 'en' | 'de';

/** Both languages side by side, so a page missing its German half does not compile. */
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
  /** Two to four sentences shown under the heading. */
  intro: string;
}
