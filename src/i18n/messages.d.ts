import type { routing } from './routing';
import type messages from '../../messages/en.json';

// Typed messages and locales: a missing or misspelled key is a compile error.
declare module 'next-intl' {
  interface AppConfig {
    Locale: (typeof routing.locales)[number];
    Messages: typeof messages;
  }
}
