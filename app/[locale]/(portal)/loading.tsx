'use client';

import { useTranslations } from 'next-intl';

/** Shown while a page's code or data loads (route segments load lazily); inside the portal layout's message provider. */
export default function Loading() {
  const t = useTranslations('ui');
  return (
    <div role="status" className="flex min-h-[50vh] items-center justify-center gap-3 text-brand-800">
      <span className="h-6 w-6 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700" aria-hidden="true" />
      {t('loading')}
    </div>
  );
}
