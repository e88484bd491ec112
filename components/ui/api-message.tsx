'use client';
// The courier API's texts (its messages and field errors, and the shared yup
// schemas' messages) in the page's language. English pages show them as they
// come and download nothing more; an Arabic page loads the catalogue and its
// Arabic table once (a module-level promise) and re-renders what it shows
// when they arrive, in a transition. No message provider needed: the language is the URL's
// [locale] segment, so public islands (the contact form, /login) use it too.
import { startTransition, useCallback, useEffect, useLayoutEffect, useState } from 'react';
import { usePageLocale } from '@/lib/i18n/client';
import type { Locale } from '@/lib/i18n/locales';

/** `(english, code?) => text` in the page's language; unknown texts stay English. */
export type ApiMessageFn = (english: string, code?: string) => string;

const same: ApiMessageFn = (english) => english;
let arabic: ApiMessageFn | undefined;
let loading: Promise<ApiMessageFn> | undefined;

/**
 * The Arabic localizer, loaded on first use: lib/i18n/api-messages (the
 * English catalogue, itself some 40 kB) is imported lazily too, so a form on
 * an English page never carries it.
 */
function loadArabic(): Promise<ApiMessageFn> {
  loading ??= import('@/lib/i18n/api-messages')
    .then(async ({ loadArabicApiMessages, localizeMessageWith }) => {
      const table = await loadArabicApiMessages();
      arabic = (english, code) => localizeMessageWith(table, english, code);
      return arabic;
    })
    .catch((err: unknown) => {
      // A failed chunk download: English stays, and the next use asks again.
      loading = undefined;
      throw err;
    });
  return loading;
}

/**
 * The page's localizer: English as it comes; Arabic once loaded. English on
 * the server and while hydrating. A text that appears once the table is in
 * (a field's error) turns Arabic before it is painted (a layout effect); the
 * table's arrival re-renders what is on screen in a transition, so it never
 * blocks the page (an external store's change re-rendered every field at
 * once, synchronously, and hydrated in the same task what was still waiting
 * to; issue 12).
 */
function useLocalizer(locale: Locale): ApiMessageFn {
  const [localizer, setLocalizer] = useState<ApiMessageFn>(() => same);
  useLayoutEffect(() => {
    if (locale === 'ar' && arabic) setLocalizer(() => arabic ?? same);
  }, [locale]);
  useEffect(() => {
    if (locale !== 'ar') {
      // Only a page that was Arabic has anything to undo: an update that changes nothing still
      // renders the form again once it is queued behind another (react-hook-form's first one).
      if (localizer !== same) setLocalizer(() => same);
      return;
    }
    if (arabic) return;
    let live = true;
    loadArabic().then(
      (next) => {
        if (live) startTransition(() => setLocalizer(() => next));
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [locale, localizer]);
  return localizer;
}

/** The one way screens show an API or validation text: `const apiText = useApiMessage(); apiText(err.message, err.code)`. */
export function useApiMessage(): ApiMessageFn {
  const localize = useLocalizer(usePageLocale());
  return useCallback((english: string, code?: string) => localize(english, code), [localize]);
}

/** An API or validation text as an element (field errors, error states). */
export function ApiText({ text, code }: { text: string; code?: string }) {
  return <>{useApiMessage()(text, code)}</>;
}

/** The language of the document (its `<html lang>`), for code outside React: toasts raised in event handlers. */
export function documentLocale(): Locale {
  return typeof document !== 'undefined' && document.documentElement.lang === 'ar' ? 'ar' : 'en';
}

/**
 * Hands `show` the text in the document's language: at once on English pages
 * (and on Arabic ones once the table is in), else when the table has loaded
 * (a failed load shows the English text).
 */
export function withApiMessage(english: string, code: string | undefined, show: (text: string) => void): void {
  if (documentLocale() !== 'ar') return show(english);
  if (arabic) return show(arabic(english, code));
  loadArabic().then(
    (localize) => show(localize(english, code)),
    () => show(english),
  );
}

/**
 * The text in `locale`, for code that awaits rather than renders (a public
 * island's toast): English at once; Arabic from the same once-loaded table
 * (English if it cannot be loaded).
 */
export async function apiMessageIn(locale: Locale, english: string, code?: string): Promise<string> {
  if (locale !== 'ar') return english;
  try {
    return (arabic ?? (await loadArabic()))(english, code);
  } catch {
    return english;
  }
}

/**
 * A react-hook-form error's code: errors placed from an API answer carry it as
 * their `type` (notify.ts). API codes are upper snake case (EMAIL_INVALID);
 * react-hook-form's and yup's own types ('server', 'required', 'min') are not.
 */
export const codeOfType = (type: unknown): string | undefined => (typeof type === 'string' && /^[A-Z][A-Z0-9_]*$/.test(type) ? type : undefined);
