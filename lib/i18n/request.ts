// next-intl's request configuration (wired in next.config.ts): the language
// comes from the [locale] segment, which pages and layouts set with
// enterLocale() so every page that was static stays static.
import { getRequestConfig } from 'next-intl/server';
import { DEFAULT_LOCALE, isLocale, TIME_ZONE } from './locales';
import { MESSAGES } from './messages';

export default getRequestConfig(async ({ requestLocale, locale: explicit }) => {
  const asked = explicit ?? (await requestLocale);
  const locale = isLocale(asked) ? asked : DEFAULT_LOCALE;
  return { locale, messages: MESSAGES[locale], timeZone: TIME_ZONE };
});
