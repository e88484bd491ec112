// Hands a client island only the message namespaces it uses: a static page's
// JavaScript carries no catalogue it does not show.
import { MessagesProvider } from './messages-provider';
import { pickMessages } from './picked-messages';
import type { MessagePath } from './namespaces';

export async function ClientMessages({ namespaces, children }: { namespaces: readonly MessagePath[]; children: React.ReactNode }) {
  const { locale, messages } = await pickMessages(namespaces);
  return (
    <MessagesProvider locale={locale} messages={messages}>
      {children}
    </MessagesProvider>
  );
}
