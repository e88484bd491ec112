'use client';

import { useTranslations } from 'next-intl';
import { useId, useMemo, useRef, useState } from 'react';
import { lazyToast } from '@/components/providers/lazy-toast';
import { ValidationError } from 'yup';
import { ApiText, useApiMessage } from '@/components/ui/api-message';
import { Button, buttonClass } from '@/components/ui/button';
import { DataTable, type Column } from '@/components/ui/data-table';
import { errorCode, errorMessage, toastResult } from '@/components/ui/notify';
import { Notice } from '@/components/ui/states';
import type { Envelope } from '@/components/ui/use-list';
import { courier, CourierError } from '@/lib/fetcher';
import type { BatchRowError as RowError } from '@/lib/schemas/batch';
import { rateCardImportSchema, type RateCard } from '@/lib/schemas/rate-card';


/**
 * Export: a plain download link through the BFF (it forwards the session and
 * the attachment header). Import: the chosen file's text goes to
 * POST RateCard/import, which stores all of it or nothing; refused rows are
 * listed with the column and the reason.
 */
export function RateCardCsv({ serviceTypeId, onImported }: { serviceTypeId: string; onImported: (card: RateCard) => void }) {
  const t = useTranslations('admin.serviceTypes.rateCard');
  const apiText = useApiMessage();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<{ message: string; code?: string; errors: RowError[] } | null>(null);
  const errorColumns: Column<RowError>[] = useMemo(
    () => [
      { header: t('row'), numeric: true, cell: (e) => e.Row },
      { header: t('column'), cell: (e) => <bdi>{e.Column}</bdi> },
      { header: t('message'), cell: (e) => <ApiText text={e.Message} /> },
    ],
    [t],
  );

  async function importFile(file: File) {
    setBusy(true);
    setRefused(null);
    try {
      const body = await rateCardImportSchema.validate({ _id: serviceTypeId, Csv: await file.text() });
      const res = await courier<Envelope<RateCard>>('RateCard/import', { method: 'POST', body });
      toastResult(res);
      onImported(res.data);
    } catch (err) {
      const message = err instanceof ValidationError ? err.message : errorMessage(err);
      const code = err instanceof ValidationError ? undefined : errorCode(err);
      // A 422 lists the rows; other failures carry only a message.
      const rows = err instanceof CourierError && Array.isArray(err.errors) ? (err.errors as RowError[]) : [];
      if (err instanceof ValidationError || (err instanceof CourierError && err.status === 422)) setRefused({ message, code, errors: rows });
      lazyToast('error', apiText(message, code));
    } finally {
      setBusy(false);
      // The same file can be chosen again after fixing it.
      if (input.current) input.current.value = '';
    }
  }

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-3 max-sm:flex-col">
        <a href={`/api/courier/RateCard/export?${new URLSearchParams({ _id: serviceTypeId })}`} download className={buttonClass('secondary')}>{t('exportCsv')}</a>
        {/* The file input itself is hidden inside its label, which looks like a button and shows its focus. */}
        <label htmlFor={inputId} aria-disabled={busy} className={buttonClass('secondary', 'cursor-pointer focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-700')}>
          {t('importCsv')}
          <input
            id={inputId} ref={input} type="file" accept=".csv,text/csv" disabled={busy} aria-describedby={`${inputId}-hint`} className="sr-only"
            onChange={(e) => e.target.files?.[0] && void importFile(e.target.files[0])}
          />
        </label>
      </div>
      <p id={`${inputId}-hint`} className="text-sm text-muted">
        {t('csvHint')}
      </p>
      {refused && (
        <Notice tone="danger">
          <h3 className="font-semibold">{t('notImported')}</h3>
          <p role="alert" className="mb-3">{t('unchanged', { message: apiText(refused.message, refused.code) })}</p>
          {refused.errors.length > 0 && <DataTable label={t('importErrors')} columns={errorColumns} rows={refused.errors} rowKey={(e) => `${e.Row}-${e.Column}-${e.Message}`} loading={false} empty="" />}
          <Button variant="secondary" onClick={() => setRefused(null)} className="mt-3">{t('dismiss')}</Button>
        </Notice>
      )}
    </div>
  );
}
