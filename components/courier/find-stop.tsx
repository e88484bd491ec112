'use client';

import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-fields';
import { findStop, type ShownStop } from '@/lib/courier-queue/overlay';

// The camera dialog (and ZXing behind it) loads only when the courier opens it.
const ScanDialog = dynamic(() => import('./scan-dialog').then((m) => m.ScanDialog), { ssr: false });

/** "Scan label" and a field to type the airway bill: either opens that stop, or says it is not on today's run. */
export function FindStop({ stops, onFound }: { stops: readonly ShownStop[]; onFound: (stop: ShownStop) => void }) {
  const t = useTranslations('courier.scan');
  const id = useId();
  const [typed, setTyped] = useState('');
  const [scanning, setScanning] = useState(false);
  const [missing, setMissing] = useState<string | null>(null);

  function look(code: string) {
    const { ref, stop } = findStop(stops, code);
    if (stop) {
      setMissing(null);
      setTyped('');
      onFound(stop);
    } else {
      setMissing(ref);
    }
  }

  return (
    <section className="rounded-card border border-line bg-surface p-4 shadow-card">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <Button
          className="w-full sm:w-auto"
          onClick={() => {
            setMissing(null);
            setScanning(true);
          }}
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor">
            <path d="M2 4h2v12H2zm3 0h1v12H5zm2 0h2v12H7zm3 0h1v12h-1zm2 0h2v12h-2zm3 0h1v12h-1zm2 0h1v12h-1z" />
          </svg>
          {t('button')}
        </Button>
        <form
          className="flex flex-1 items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            if (typed.trim()) look(typed);
          }}
        >
          <TextField id={`${id}-awb`} label={t('awb')} className="flex-1" inputMode="numeric" autoComplete="off" dir="ltr" value={typed} onChange={(e) => setTyped(e.target.value)} />
          <Button type="submit" variant="secondary">
            {t('find')}
          </Button>
        </form>
      </div>
      <p role="status" data-testid="courier-find-result" className="mt-2 text-sm font-semibold text-danger-800 empty:hidden">
        {missing !== null ? t('notOnRun', { ref: missing }) : ''}
      </p>
      {scanning && (
        <ScanDialog
          onClose={() => setScanning(false)}
          onCode={(code) => {
            setScanning(false);
            look(code);
          }}
        />
      )}
    </section>
  );
}
