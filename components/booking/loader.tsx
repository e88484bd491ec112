'use client';

import { useTranslations } from 'next-intl';

/** The spinner the booking pages show while data loads (as the portal's guard does). */
export function Loader({ text }: { text?: string }) {
  const t = useTranslations('booking');
  return (
    <div role="status" className="flex min-h-[40vh] items-center justify-center gap-3 text-brand-800">
      <span aria-hidden="true" className="h-6 w-6 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700 motion-reduce:animate-none" />
      {text ?? t('loading')}
    </div>
  );
}
