'use client';

import { useTranslations } from 'next-intl';

/** A status code's words in the page's language (ui.status); a code it does not know is shown as it is. */
export function StatusText({ status }: { status: string }) {
  const t = useTranslations('ui.status');
  const key = status as Parameters<typeof t>[0];
  return <>{t.has(key) ? t(key) : status}</>;
}
