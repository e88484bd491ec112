'use client';
// The one messages provider of the client islands: next-intl's, in the
// site's time zone (ClientMessages, the lazy islands, the sign-in's second step
// and the footer's contact form all mount this one).
import { IntlMessageFormat } from 'intl-messageformat';
import { NextIntlClientProvider, useMessages, type AbstractIntlMessages } from 'next-intl';
import { useMemo } from 'react';
import { TIME_ZONE, type Locale } from './locales';
import { mergeMessages } from './pick-paths';

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

/**
 * A provider under another one (a portal page under the portal's layout): its
 * islands read the outer provider's messages and these. The outer ones reach
 * the browser once, in the layout's part of the page, instead of again in the
 * page's own (issue 12).
 */
export function InnerMessagesProvider({ locale, messages, children }: { locale: Locale; messages: AbstractIntlMessages; children: React.ReactNode }) {
  const outer = useMessages();
  const all = useMemo(() => mergeMessages(outer, messages), [outer, messages]);
  return <MessagesProvider locale={locale} messages={all}>{children}</MessagesProvider>;
}
