'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { ApiText } from '@/components/ui/api-message';
import { Button } from '@/components/ui/button';
import { NETWORK_ERROR } from '@/lib/fetcher';
import type { ReceiverPanel as Panel } from './receiver-panel';

// The panel (react-hook-form, yup, SWR) downloads when a receiver first opens
// it, not with every tracking result; a failed download shows a line here
// and is tried again on the next opening.
let loading: Promise<typeof Panel> | undefined;
const loadPanel = () => {
  loading ??= import('./receiver-panel').then(
    (m) => m.ReceiverPanel,
    (err: unknown) => {
      loading = undefined;
      throw err;
    },
  );
  return loading;
};

/** "Change delivery" under a tracking result the receiver may still change: a disclosure that opens the receiver's panel. */
export function ChangeDelivery({ awb, onChanged }: { awb: string; onChanged: () => void }) {
  const t = useTranslations('tracking.receiver');
  const [open, setOpen] = useState(false);
  const [ReceiverPanel, setPanel] = useState<typeof Panel | null>(null);
  const [failed, setFailed] = useState(false);
  const panelId = `receiver-${awb}`;

  useEffect(() => {
    if (!open || ReceiverPanel) return;
    let live = true;
    setFailed(false);
    loadPanel().then(
      (p) => live && setPanel(() => p),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [open, ReceiverPanel]);

  return (
    <div className="border-t border-line p-4 sm:p-5">
      <Button variant="secondary" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        <svg viewBox="0 0 20 20" aria-hidden="true" className="h-4 w-4">
          <path d="M3 5.5h14M6 2.5v3m8-3v3M3.5 4h13v12.5h-13zM7 10h6m-3-3v6" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        {t('change')}
      </Button>
      {open && (
        <section id={panelId} aria-label={t('title')} className="mt-4 max-w-xl space-y-4">
          <p className="text-sm text-muted">{t('intro')}</p>
          {ReceiverPanel ? (
            <ReceiverPanel awb={awb} onChanged={onChanged} />
          ) : failed ? (
            <p role="alert" className="text-sm text-danger-700">
              <ApiText text={NETWORK_ERROR} />
            </p>
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
