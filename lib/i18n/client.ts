'use client';
// Client helpers that need no provider: the language comes from the [locale]
// segment of the URL (useParams), so a public island can localize its links
// without loading a message catalogue.
import { useParams } from 'next/navigation';
import { useCallback } from 'react';
import { DEFAULT_LOCALE, isLocale, localizePath, type Locale } from './locales';

export function usePageLocale(): Locale {
  const params = useParams<{ locale?: string }>();
  return isLocale(params?.locale) ? params.locale : DEFAULT_LOCALE;
}

/** `(path) => path in this page's language`, for links and router.push. */
export function useLocalizePath(): (path: string) => string {
  const locale = usePageLocale();
  return useCallback((path: string) => localizePath(path, locale), [locale]);
}
