'use client';
// The one messages provider of the client islands: next-intl's, in the
// site's time zone (ClientMessages, the lazy islands, the sign-in's second step
// and the footer's contact form all mount this one).
import { IntlMessageFormat } from 'intl-messageformat';
import { NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl';
import { TIME_ZONE, type Locale } from './locales';

// A message with arguments goes through IntlMessageFormat, whose constructor
// looks its locale up with Intl.NumberFormat.supportedLocalesOf and new
// Intl.Locale. The first such call of a page makes the browser load its
// number-formatting data: 46–62 ms at CPU ×1 here, and on /Ratefinder and
// /Managingshipping it was the only Intl call of the page's start (issue 12).
// The looked-up locale serves only the parser's date and time skeletons
// (`{d, date, ::yMMMd}`: no message of ours has one, and without a locale the
// parser keeps the skeleton's own pattern) and resolvedOptions(), which
// next-intl never calls. Formatting uses the locale as given (plural rules,
// numbers), so every text stays the same. A static of the library, meant to be
// set (like its __parse); one copy of intl-messageformat serves next-intl and
// this module (package.json names it, at next-intl's version).
IntlMessageFormat.resolveLocale = () => undefined;

export function MessagesProvider({ locale, messages, children }: { locale: Locale; messages: AbstractIntlMessages; children: React.ReactNode }) {
  return (
    <NextIntlClientProvider locale={locale} messages={messages} timeZone={TIME_ZONE}>
      {children}
    </NextIntlClientProvider>
  );
}
