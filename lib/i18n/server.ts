// Server helpers: a page or layout enters its language from the [locale]
// segment; translations are then read with next-intl's getTranslations.
import 'server-only';
import { notFound } from 'next/navigation';
import { getMessages, setRequestLocale } from 'next-intl/server';
import type { RawMessage } from '@/components/shell/fill-message';
import { isLocale, type Locale } from './locales';
import { messagesAt } from './pick-paths';

export type LocaleParams = Promise<{ locale: string }>;

/** Validates the [locale] segment and makes it this render's language (static rendering kept). */
export async function enterLocale(params: LocaleParams | Promise<{ locale: string } & Record<string, string>>): Promise<Locale> {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  return locale;
}

/**
 * A message as the catalogue holds it, for an island that fills its `{name}`
 * in itself (fillMessage): compiled in the build (next.config.ts, precompile),
 * the ICU text in tests. next-intl's `t.raw` refuses compiled messages in
 * development, so the message is read from the request's messages instead.
 */
export async function rawMessage(path: string): Promise<RawMessage> {
  const value: unknown = messagesAt(await getMessages(), path);
  if (typeof value !== 'string' && !Array.isArray(value)) throw new Error(`${path} is a group of messages, not one`);
  return value as RawMessage;
}
