import type { Locale } from './locales';
import type messages from '../../messages/en.json';

// Typed messages and locales: a missing or misspelled key is a compile error.
declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale;
    Messages: typeof messages;
  }
}
