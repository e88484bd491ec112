'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { FieldError } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-fields';
import { errorCode, errorMessage, toastResult } from '@/components/ui/notify';
import type { Envelope } from '@/components/ui/use-list';
import { courier } from '@/lib/fetcher';
import { previousPeriod, type GenerateInvoicesResult } from '@/lib/schemas/invoices';

/**
 * The Admin's monthly run: invoices every postpaid account for a month that
 * has ended (the last one by default). Running it twice is harmless: an
 * account's month is invoiced once.
 */
export function GenerateInvoicesForm({ onDone }: { onDone: () => void }) {
  const t = useTranslations('billing.generate');
  const latest = previousPeriod(new Date());
  const [period, setPeriod] = useState(latest);
  const [busy, setBusy] = useState(false);
  // The API's answer, with its code, so the field shows it in the page's language.
  const [error, setError] = useState<FieldError | undefined>();

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      const res = await courier<Envelope<GenerateInvoicesResult>>('GenerateInvoices', { method: 'POST', body: { Period: period } });
      toastResult(res);
      onDone();
    } catch (err) {
      setError({ type: errorCode(err) ?? 'server', message: errorMessage(err) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} aria-label={t('form')} className="flex flex-wrap items-start gap-3 rounded-card border border-line bg-surface p-4 shadow-card">
      <TextField
        id="invoice-period"
        label={t('month')}
        type="month"
        required
        value={period}
        max={latest}
        onChange={(e) => setPeriod(e.target.value)}
        error={error}
        hint={t('hint')}
        className="min-w-0 flex-[1_1_20rem]"
      />
      <Button type="submit" busy={busy} className="sm:mt-7">
        {busy ? t('generating') : t('submit')}
      </Button>
    </form>
  );
}
