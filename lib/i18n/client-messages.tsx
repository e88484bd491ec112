// Hands a client island only the message namespaces it uses: a static page's
// JavaScript carries no catalogue it does not show.
import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getMessages } from 'next-intl/server';
import { TIME_ZONE } from './locales';
import type { Namespace } from './messages';

export async function ClientMessages({ namespaces, children }: { namespaces: readonly Namespace[]; children: React.ReactNode }) {
  const [locale, messages] = await Promise.all([getLocale(), getMessages()]);
  const picked = Object.fromEntries(namespaces.map((n) => [n, messages[n]]));
  return (
    <NextIntlClientProvider locale={locale} messages={picked} timeZone={TIME_ZONE}>
      {children}
    </NextIntlClientProvider>
  );
}
