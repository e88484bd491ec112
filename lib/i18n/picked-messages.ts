// The named namespaces of the page's messages, for a client island. A module of
// its own, apart from ClientMessages: a page that imports a module naming
// NextIntlClientProvider gets next-intl's client runtime in its bundle, rendered
// or not, and /login hands its second step the messages without one (issue 12).
import type { AbstractIntlMessages } from 'next-intl';
import { getLocale, getMessages } from 'next-intl/server';
import type { Locale } from './locales';
import { pickPaths } from './pick-paths';
import type { MessagePath } from './namespaces';

/** The page's language and the named namespaces (or parts of them: 'rates.form') of its messages, for an island that mounts its own provider later (PickedMessages). */
export async function pickMessages(paths: readonly MessagePath[]): Promise<PickedMessages> {
  const [locale, messages] = await Promise.all([getLocale(), getMessages()]);
  return { locale, messages: pickPaths(messages, paths) };
}

export interface PickedMessages {
  locale: Locale;
  messages: AbstractIntlMessages;
}
