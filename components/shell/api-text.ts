import { apiMessageIn } from '@/components/ui/api-message';
import type { Locale } from '@/lib/i18n/locales';

/**
 * A courier API text (an error the server sent, or the product's network
 * text) in the page's language, for the public islands that raise toasts
 * without the kit's providers: the kit's loader (components/ui/api-message),
 * so a page loads the Arabic table once whoever asks first.
 */
export const apiText = (english: string, locale: Locale, code?: string): Promise<string> => apiMessageIn(locale, english, code);

/** The code the courier API sent with an error, when the error carries one. */
export const apiCode = (err: unknown): string | undefined => {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
};
