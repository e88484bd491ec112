'use client';

import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { usePageLocale } from '@/lib/i18n/client';
import type { Locale } from '@/lib/i18n/locales';
import en from '@/lib/i18n/messages/en/shell.json';
import { fillMessage } from './fill-message';

type ErrorTexts = (typeof en)['error'];

/**
 * The screen's words. Error boundaries are client components outside every
 * message provider, and this one is part of each page's first load: English
 * comes with it (it must show even when nothing more can be downloaded);
 * Arabic is fetched when the screen shows, English meanwhile or if that fails.
 */
function useErrorTexts(locale: Locale): ErrorTexts {
  const [arabic, setArabic] = useState<ErrorTexts | null>(null);
  useEffect(() => {
    if (locale !== 'ar') return;
    let live = true;
    import('@/lib/i18n/messages/ar/shell.json').then((m) => live && setArabic(m.default.error), () => undefined);
    return () => {
      live = false;
    };
  }, [locale]);
  return (locale === 'ar' && arabic) || en.error;
}

/** The error screen of spec §2: exact texts, the error, expandable details, and a console log. */
export function ErrorScreen({ error, reset, locale: given }: { error: Error & { digest?: string }; reset?: () => void; locale?: Locale }) {
  const fromUrl = usePageLocale();
  const t = useErrorTexts(given ?? fromUrl);
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <main id="main" className="mx-auto max-w-2xl space-y-4 px-4 py-16">
      <h1 className="text-3xl font-bold">{t.title}</h1>
      <p>{t.text}</p>
      {/* The error's own text and stack: a developer's, left-to-right in both languages. */}
      <p dir={error.message ? 'ltr' : undefined} className="rounded bg-danger-50 p-3 font-mono text-sm text-danger-800">
        {error.message || t.unknown}
      </p>
      <details className="rounded border border-line p-3">
        <summary className="cursor-pointer font-semibold">{t.details}</summary>
        <pre dir="ltr" className="mt-2 overflow-x-auto whitespace-pre-wrap text-xs">
          {error.digest ? `${fillMessage(t.reference, { digest: error.digest })}\n` : ''}
          {error.stack ?? ''}
        </pre>
      </details>
      {reset && <Button onClick={reset}>{t.retry}</Button>}
    </main>
  );
}
