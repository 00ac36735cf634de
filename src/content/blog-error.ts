import de from '@/content/words/de/blog-error.json';
import en from '@/content/words/en/blog-error.json';
import type { Localized } from './types';

/**
 * The blog's notice when the content service fails and no good version of the page is cached. Apart from the server
 * error's words, which every page's first scripts carry (for the error pages): these only the blog's pages need.
 */
export const blogErrorCopy: Localized<typeof en> = { en, de };
