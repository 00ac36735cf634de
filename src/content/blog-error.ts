import type original from '@/content/words/en/blog-error.json';
import { byLocale } from '@/i18n/locales';
import type { Localized } from './types';

/**
 * The blog's notice when the content service fails and no good version of the page is cached. Apart from the server
 * error's words, which every page's first scripts carry (for the error pages): these only the blog's pages need. A
 * client component shows it, so it is read as server-error.ts reads its words: the template names this file in each
 * language's folder, and the bundler packs those alone.
 */
export const blogErrorCopy: Localized<typeof original> = byLocale(
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  (locale) => require(`./words/${locale}/blog-error.json`),
);
