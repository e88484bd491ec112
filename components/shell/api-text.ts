import type { Locale } from '@/lib/i18n/locales';

/**
 * A courier API text (an error the server sent, or the product's network
 * text) in the page's language, for the public islands that raise toasts
 * without the kit's providers. English pages never download the catalogue;
 * Arabic ones fetch it with the first message (lib/i18n/api-messages). A text
 * the catalogue does not know, or a failed download, stays English.
 */
export async function apiText(english: string, locale: Locale, code?: string): Promise<string> {
  if (locale !== 'ar') return english;
  try {
    const { loadArabicApiMessages, localizeMessage } = await import('@/lib/i18n/api-messages');
    await loadArabicApiMessages();
    return localizeMessage(english, 'ar', code);
  } catch {
    return english;
  }
}

/** The code the courier API sent with an error, when the error carries one. */
export const apiCode = (err: unknown): string | undefined => {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
};
