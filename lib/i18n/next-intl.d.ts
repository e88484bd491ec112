// Typed messages: a key that is not in the English catalogue fails `tsc`.
import type { Locale } from './locales';
import type { Messages } from './messages';

declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale;
    Messages: Messages;
  }
}
