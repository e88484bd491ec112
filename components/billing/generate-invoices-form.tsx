'use client';

import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-fields';
import { errorMessage } from '@/components/ui/notify';
import type { Envelope } from '@/components/ui/use-list';
import { courier } from '@/lib/fetcher';
import { previousPeriod, type GenerateInvoicesResult } from '@/lib/schemas/invoices';

/**
 * The Admin's monthly run: invoices every postpaid account for a month that
 * has ended (the last one by default). Running it twice is harmless: an
 * account's month is invoiced once.
 */
export function GenerateInvoicesForm({ onDone }: { onDone: () => void }) {
  const latest = previousPeriod(new Date());
  const [period, setPeriod] = useState(latest);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError('');
    try {
      const res = await courier<Envelope<GenerateInvoicesResult>>('GenerateInvoices', { method: 'POST', body: { Period: period } });
      toast.success(res.message);
      onDone();
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} aria-label="Generate invoices" className="flex flex-wrap items-start gap-3 rounded-card border border-line bg-surface p-4 shadow-card">
      <TextField
        id="invoice-period"
        label="Invoice month"
        type="month"
        required
        value={period}
        max={latest}
        onChange={(e) => setPeriod(e.target.value)}
        error={error}
        hint="Invoices every postpaid account for the month's shipments. Accounts already invoiced for the month are left as they are."
        className="min-w-0 flex-[1_1_20rem]"
      />
      <Button type="submit" busy={busy} className="sm:mt-7">
        {busy ? 'Generating…' : 'Generate invoices'}
      </Button>
    </form>
  );
}
