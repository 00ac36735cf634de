import type original from '@/content/words/en/server-error.json';
import { byLocale } from '@/i18n/locales';
import type { Localized } from './types';

/**
 * What a visitor reads when the server fails unexpectedly (status 500). Kept out of the message files because
 * the last-resort page must work when the site's layout, and with it the messages, could not be loaded. Client
 * components show it, so it is read without the figures (it has no placeholders), and not through
 * localizedWords, which would bring every words file into the browser's code: the template below names this
 * file in each language's folder, and the bundler packs those alone.
 */
export const serverErrorCopy: Localized<typeof original> = byLocale(
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  (locale) => require(`./words/${locale}/server-error.json`),
);
