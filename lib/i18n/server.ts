// Server helpers: a page or layout enters its language from the [locale]
// segment; translations are then read with next-intl's getTranslations.
import 'server-only';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { isLocale, type Locale } from './locales';

export type LocaleParams = Promise<{ locale: string }>;

/** Validates the [locale] segment and makes it this render's language (static rendering kept). */
export async function enterLocale(params: LocaleParams | Promise<{ locale: string } & Record<string, string>>): Promise<Locale> {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  return locale;
}
