'use client';

import { NextIntlClientProvider, useLocale, useMessages, useTimeZone, type AbstractIntlMessages } from 'next-intl';
import { useMemo } from 'react';

/**
 * A provider inside another that adds namespaces to its parent's messages: an
 * inner NextIntlClientProvider replaces the outer one's messages, so a portal
 * page's provider would otherwise carry the shell's namespaces a second time
 * (components/portal/portal-page.tsx).
 */
export function MoreMessages({ messages, children }: { messages: AbstractIntlMessages; children: React.ReactNode }) {
  const parent = useMessages();
  const locale = useLocale();
  const timeZone = useTimeZone();
  const merged = useMemo(() => ({ ...parent, ...messages }), [parent, messages]);
  return (
    <NextIntlClientProvider locale={locale} messages={merged} timeZone={timeZone}>
      {children}
    </NextIntlClientProvider>
  );
}
