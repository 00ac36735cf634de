import type { Locale as SiteLocale } from './locales';
import type { Messages } from './messages';

// Typed messages and locales: a missing or misspelled key is a compile error.
declare module 'next-intl' {
  interface AppConfig {
    Locale: SiteLocale;
    Messages: Messages;
  }
}
