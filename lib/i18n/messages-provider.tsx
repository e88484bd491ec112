'use client';
// The one messages provider of the client islands: next-intl's, in the
// site's time zone (ClientMessages, the lazy islands, the sign-in's second step
// and the footer's contact form all mount this one).
import { NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl';
import { TIME_ZONE, type Locale } from './locales';

// The messages arrive compiled: next-intl's loader compiles every catalogue
// file at build time (next.config.ts, `precompile`), and its formatter is the
// one that only fills compiled messages in. No page carries an ICU parser or
// IntlMessageFormat, whose constructor's locale lookup (Intl.NumberFormat.supportedLocalesOf,
// 46–62 ms at CPU ×1 the first time) this module used to switch off.

export function MessagesProvider({ locale, messages, children }: { locale: Locale; messages: AbstractIntlMessages; children: React.ReactNode }) {
  return (
    <NextIntlClientProvider locale={locale} messages={messages} timeZone={TIME_ZONE}>
      {children}
    </NextIntlClientProvider>
  );
}
