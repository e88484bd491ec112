'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { NETWORK_ERROR } from '@/lib/fetcher';
import { FailureLine } from './failure-line';
import type { FollowForm as Form } from './follow-form';

// The form (react-hook-form, yup, the phone number rules) downloads when a
// visitor first opens it, not with every tracking result. A plain import()
// rather than React.lazy, so a failed download shows a line here instead of
// throwing to the page's error boundary.
let loading: Promise<typeof Form> | undefined;
const loadForm = () => {
  loading ??= import('./follow-form').then(
    (m) => m.FollowForm,
    (err: unknown) => {
      loading = undefined; // tried again on the next opening
      throw err;
    },
  );
  return loading;
};

/** "Get updates" under a tracking result: a disclosure that opens the follow form. */
export function FollowShipment({ awb }: { awb: string }) {
  const t = useTranslations('tracking.follow');
  const [open, setOpen] = useState(false);
  const [FollowForm, setFollowForm] = useState<typeof Form | null>(null);
  const [failed, setFailed] = useState(false);
  const panelId = `follow-${awb}`;

  useEffect(() => {
    if (!open || FollowForm) return;
    let live = true;
    setFailed(false);
    loadForm().then(
      (f) => live && setFollowForm(() => f),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [open, FollowForm]);

  return (
    <div className="border-t border-line p-4 sm:p-5">
      <Button variant="secondary" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        <svg viewBox="0 0 20 20" aria-hidden="true" className="h-4 w-4">
          <path d="M10 2.5a5 5 0 0 0-5 5v3l-1.5 3h13L15 10.5v-3a5 5 0 0 0-5-5zM8 16a2 2 0 0 0 4 0" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
        </svg>
        {t('open')}
      </Button>
      {open && (
        <section id={panelId} aria-label={t('title')} className="mt-4 max-w-xl">
          <p className="mb-4 text-sm text-muted">{t('intro')}</p>
          {FollowForm ? (
            <FollowForm awb={awb} />
          ) : failed ? (
            <FailureLine failure={{ text: NETWORK_ERROR }} />
          ) : (
            <p role="status" className="text-sm text-muted">
              {t('loading')}
            </p>
          )}
        </section>
      )}
    </div>
  );
}
