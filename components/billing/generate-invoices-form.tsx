'use client';

import { useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '@/components/ui/notify';
import { courier } from '@/lib/fetcher';
import { previousPeriod, type GenerateInvoicesResult } from '@/lib/schemas/invoices';
import type { Envelope } from './use-billing';

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
    <form onSubmit={(e) => void submit(e)} aria-label="Generate invoices" className="flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 bg-white p-4">
      <div>
        <label htmlFor="invoice-period" className="block font-medium">
          Invoice month
        </label>
        <input
          id="invoice-period"
          type="month"
          required
          value={period}
          max={latest}
          onChange={(e) => setPeriod(e.target.value)}
          aria-invalid={!!error}
          aria-describedby={error ? 'invoice-period-error' : 'invoice-period-help'}
          className="mt-1 rounded border border-slate-400 bg-white p-2"
        />
      </div>
      <button type="submit" disabled={busy} aria-busy={busy} className="rounded bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-60">
        {busy ? 'Generating…' : 'Generate invoices'}
      </button>
      <p id="invoice-period-help" className="w-full text-sm text-slate-700">
        Invoices every postpaid account for the month&apos;s shipments. Accounts already invoiced for the month are left as they are.
      </p>
      {error && (
        <p id="invoice-period-error" role="alert" className="w-full text-sm text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}
