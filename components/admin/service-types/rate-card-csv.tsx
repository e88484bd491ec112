'use client';

import { useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { ValidationError } from 'yup';
import { courier, CourierError } from '@/lib/fetcher';
import { rateCardImportSchema } from '@/lib/schemas/rate-card';
import { ImportErrorsTable } from './import-errors-table';
import { errorMessage } from '@/components/ui/notify';
import type { Envelope, ImportRowError, RateCard } from './types';

interface RateCardCsvProps {
  serviceTypeId: string;
  onImported: (card: RateCard) => void;
}

const buttonClass = 'inline-block cursor-pointer rounded border border-brand-700 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50';

/**
 * Export: a plain download link through the BFF (it forwards the session and
 * the attachment header). Import: the chosen file's text goes to
 * POST RateCard/import, which stores all of it or nothing; refused rows are
 * listed with the column and the reason.
 */
export function RateCardCsv({ serviceTypeId, onImported }: RateCardCsvProps) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<{ message: string; errors: ImportRowError[] } | null>(null);

  async function importFile(file: File) {
    setBusy(true);
    setRefused(null);
    try {
      const body = await rateCardImportSchema.validate({ _id: serviceTypeId, Csv: await file.text() });
      const res = await courier<Envelope<RateCard>>('RateCard/import', { method: 'POST', body });
      toast.success(res.message);
      onImported(res.data);
    } catch (err) {
      const message = err instanceof ValidationError ? err.message : errorMessage(err);
      // A 422 lists the rows; other failures carry only a message.
      const rows = err instanceof CourierError && Array.isArray(err.errors) ? (err.errors as ImportRowError[]) : [];
      if (err instanceof ValidationError || (err instanceof CourierError && err.status === 422)) setRefused({ message, errors: rows });
      toast.error(message);
    } finally {
      setBusy(false);
      // The same file can be chosen again after fixing it.
      if (input.current) input.current.value = '';
    }
  }

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-3">
        <a href={`/api/courier/RateCard/export?${new URLSearchParams({ _id: serviceTypeId })}`} download className={buttonClass}>
          Export CSV
        </a>
        <label htmlFor={inputId} className="font-semibold">
          Import CSV
        </label>
        <input
          id={inputId}
          ref={input}
          type="file"
          accept=".csv,text/csv"
          disabled={busy}
          aria-describedby={`${inputId}-hint`}
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) void importFile(file);
          }}
          className="max-w-full text-sm file:mr-3 file:rounded file:border file:border-brand-700 file:bg-white file:px-3 file:py-1.5 file:font-semibold file:text-brand-800"
        />
        {busy && <span role="status">Importing…</span>}
      </div>
      <p id={`${inputId}-hint`} className="text-sm text-slate-700">
        Importing replaces the whole card. Columns: Zone, ZoneName, Destinations (separated by ;), Band (upto or additional), WeightKg, PriceAED.
      </p>
      {refused && <ImportErrorsTable message={refused.message} errors={refused.errors} onDismiss={() => setRefused(null)} />}
    </div>
  );
}
