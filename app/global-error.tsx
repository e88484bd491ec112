'use client';

import { ErrorScreen } from '@/components/shell/error-screen';
import { usePageLocale } from '@/lib/i18n/client';
import { dirOf } from '@/lib/i18n/locales';
import './globals.css';

/** Catches errors in the root layout itself, so it renders its own document (in the URL's language). */
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const locale = usePageLocale();
  return (
    <html lang={locale} dir={dirOf(locale)}>
      <body>
        <ErrorScreen error={error} reset={reset} locale={locale} />
      </body>
    </html>
  );
}
