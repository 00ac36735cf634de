import de from '@/content/words/de/server-error.json';
import en from '@/content/words/en/server-error.json';
import type { Localized } from './types';

/**
 * What a visitor reads when the server fails unexpectedly (status 500). Kept out of the message files because
 * the last-resort page must work when the site's layout, and with it the messages, could not be loaded. Client
 * components show it, so it is read without the figures (it has no placeholders).
 */
export const serverErrorCopy: Localized<typeof en> = { en, de };
