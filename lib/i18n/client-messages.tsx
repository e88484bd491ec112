// Hands a client island only the message namespaces it uses: a static page's
// JavaScript carries no catalogue it does not show.
import { NextIntlClientProvider } from 'next-intl';
import { TIME_ZONE } from './locales';
import { pickMessages } from './picked-messages';
import type { Namespace } from './messages';

export async function ClientMessages({ namespaces, children }: { namespaces: readonly Namespace[]; children: React.ReactNode }) {
  const { locale, messages } = await pickMessages(namespaces);
  return (
    <NextIntlClientProvider locale={locale} messages={messages} timeZone={TIME_ZONE}>
      {children}
    </NextIntlClientProvider>
  );
}
