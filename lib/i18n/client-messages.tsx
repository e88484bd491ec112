// Hands a client island only the message namespaces it uses: a static page's
// JavaScript carries no catalogue it does not show.
import { InnerMessagesProvider, MessagesProvider } from './messages-provider';
import { pickMessages } from './picked-messages';
import type { MessagePath } from './namespaces';

/** `inner`: under another ClientMessages, whose messages its islands read too (they are not sent again). */
export async function ClientMessages({ namespaces, inner = false, children }: { namespaces: readonly MessagePath[]; inner?: boolean; children: React.ReactNode }) {
  const { locale, messages } = await pickMessages(namespaces);
  const Provider = inner ? InnerMessagesProvider : MessagesProvider;
  return (
    <Provider locale={locale} messages={messages}>
      {children}
    </Provider>
  );
}
