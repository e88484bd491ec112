'use client';

import type { ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import type { Messages } from '@/lib/i18n/messages';

// The namespaces an island loaded on demand may ask for, one chunk per file
// and language, so a page downloads the words of its language only.
const LOADERS = {
  en: {
    common: () => import('@/lib/i18n/messages/en/common.json'),
    ui: () => import('@/lib/i18n/messages/en/ui.json'),
    tracking: () => import('@/lib/i18n/messages/en/tracking.json'),
  },
  ar: {
    common: () => import('@/lib/i18n/messages/ar/common.json'),
    ui: () => import('@/lib/i18n/messages/ar/ui.json'),
    tracking: () => import('@/lib/i18n/messages/ar/tracking.json'),
  },
} satisfies Record<Locale, Partial<Record<keyof Messages, () => Promise<{ default: unknown }>>>>;

export type LazyNamespace = keyof (typeof LOADERS)['en'];

const providers = new Map<string, ReturnType<typeof createProvider>>();

/**
 * next-intl's provider with these namespaces, downloaded together with the
 * island that needs them (the home page's tracking results):
 * a static page's first load carries neither next-intl's client nor a catalogue.
 */
export function loadMessagesProvider(locale: Locale, namespaces: readonly LazyNamespace[]) {
  // One provider per language and set of namespaces: a second search reuses it, so React keeps the tree below.
  const key = `${locale}:${namespaces.join(',')}`;
  let provider = providers.get(key);
  if (!provider) {
    provider = createProvider(locale, namespaces);
    providers.set(key, provider);
    // A failed download is not kept: the next call tries again.
    provider.catch(() => providers.delete(key));
  }
  return provider;
}

async function createProvider(locale: Locale, namespaces: readonly LazyNamespace[]) {
  const [{ MessagesProvider: Provider }, loaded] = await Promise.all([
    import('@/lib/i18n/messages-provider'),
    Promise.all(namespaces.map((ns) => LOADERS[locale][ns]())),
  ]);
  const messages = Object.fromEntries(namespaces.map((ns, i) => [ns, loaded[i]!.default]));
  return function MessagesProvider({ children }: { children: ReactNode }) {
    return (
      <Provider locale={locale} messages={messages}>
        {children}
      </Provider>
    );
  };
}
