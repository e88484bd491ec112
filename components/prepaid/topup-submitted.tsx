'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { Button, buttonClass } from '@/components/ui/button';
import { useFormat } from '@/components/ui/format';
import { useLocalizePath } from '@/lib/i18n/client';
import type { TopupRequest } from '@/lib/schemas/prepaid';
import { useIsolate } from '@/components/billing/isolate';

/** What happens next: the request number, and that an Admin confirms it before the balance changes. */
export function TopupSubmitted({ topup, onAnother }: { topup: TopupRequest; onAnother: () => void }) {
  const t = useTranslations('prepaid');
  const f = useFormat();
  const iso = useIsolate();
  const localize = useLocalizePath();
  const heading = useRef<HTMLHeadingElement>(null);
  const what = { amount: f.aed(topup.Amount), method: t(`methodsInline.${topup.Method}`) };
  // The form is gone: move focus to the outcome so keyboard and screen-reader users land on it.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby="topup-done" className="max-w-xl space-y-2 rounded-card border border-line border-s-4 border-s-success-700 bg-success-50 p-5 text-ink shadow-card">
      <h2 id="topup-done" ref={heading} tabIndex={-1} className="text-section text-success-900 focus:outline-none">
        {t('submitted.title', { requestNo: topup.RequestNo })}
      </h2>
      <p>{topup.Reference ? t('submitted.whatRef', { ...what, reference: iso(topup.Reference) }) : t('submitted.what', what)}</p>
      <p>{t('submitted.next')}</p>
      <div className="flex flex-wrap gap-3 pt-2">
        <Link href={localize('/Topuphistory')} className={buttonClass('primary', 'max-sm:w-full')}>
          {t('submitted.view')}
        </Link>
        <Button variant="secondary" onClick={onAnother} className="max-sm:w-full">
          {t('submitted.another')}
        </Button>
      </div>
    </section>
  );
}
