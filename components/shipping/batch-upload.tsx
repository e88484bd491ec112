'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, useState, type ChangeEvent } from 'react';
import { newIdempotencyKey } from '@/components/booking/booking-session';
import { Button } from '@/components/ui/button';
import { FieldShell } from '@/components/ui/form-fields';
import { toastError, toastResult } from '@/components/ui/notify';
import { Panel } from '@/components/ui/states';
import { useRefreshList } from '@/components/ui/use-list';
import { batchCountries, batchErrorSummary, readBatchCsv } from '@/lib/batch-csv';
import { CourierError } from '@/lib/fetcher';
import { MAX_BATCH_CSV_BYTES, MAX_BATCH_ROWS, TOO_LARGE } from '@/lib/schemas/batch';
import { loadBatchLookups, sendBatch } from './batch-client';
import { BatchCreated, BatchErrors, BatchList, BatchProgress, type Stage } from './batch-parts';
import { formatCount } from './shipment-format';

/**
 * The "Batch upload" tab: the template, a CSV file checked in the browser with the API's own rules (lib/batch-csv.ts) and its problems listed by row, then the
 * upload with its progress, the new batch and the list of batches.
 */
export function BatchUpload({ canPrint }: { canPrint: boolean }) {
  const t = useTranslations('shipping.batch');
  const locale = useLocale();
  const id = useId();
  const [stage, setStage] = useState<Stage>({ step: 'idle' });
  const refresh = useRefreshList('GetAllBatchNumber', 'ShipmentHistory');
  const busy = stage.step === 'checking' || stage.step === 'uploading';

  async function check(file: File) {
    const fileName = file.name;
    if (file.size > MAX_BATCH_CSV_BYTES) return setStage({ step: 'invalid', fileName, message: TOO_LARGE, errors: [] });
    setStage({ step: 'checking', fileName, done: 0, total: 0 });
    try {
      const csv = await file.text();
      const onProgress = (done: number, total: number) => setStage({ step: 'checking', fileName, done, total });
      const { errorCount, errors, rows } = await readBatchCsv(csv, await loadBatchLookups(batchCountries(csv)), { chunk: 250, onProgress });
      setStage(
        errorCount
          ? { step: 'invalid', fileName, message: batchErrorSummary(errorCount, errors.length), errors }
          : { step: 'ready', fileName, csv, count: rows.length, key: newIdempotencyKey() },
      );
    } catch (err) {
      toastError(err);
      setStage({ step: 'idle' });
    }
  }

  function choose(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    // The same file chosen again (after fixing it) must fire a new change.
    e.target.value = '';
    if (file && !busy) void check(file);
  }

  async function upload() {
    if (stage.step !== 'ready') return;
    const ready = stage;
    setStage({ ...ready, step: 'uploading', sent: 0 });
    try {
      const answer = await sendBatch({ FileName: ready.fileName, Csv: ready.csv }, ready.key, (sent) => setStage((s) => (s.step === 'uploading' ? { ...s, sent } : s)));
      if (answer.ok) {
        void refresh();
        toastResult(answer);
        setStage({ step: 'done', result: answer.data, message: answer.message, code: answer.code });
      } else if (answer.errors.length) {
        setStage({ step: 'invalid', fileName: ready.fileName, message: answer.message, code: answer.code, errors: answer.errors });
      } else {
        toastError(new CourierError(answer.message, answer.status, undefined, answer.code));
        setStage(ready);
      }
    } catch (err) {
      toastError(err);
      setStage(ready);
    }
  }

  const n = (count: number) => formatCount(count, locale);
  return (
    <div className="space-y-6">
      <Panel title={t('uploadTitle')}>
        <div className="space-y-4">
          <ol className="list-decimal space-y-1 ps-5 text-ink">
            <li>
              {t.rich('step1', {
                rows: n(MAX_BATCH_ROWS),
                mb: n(MAX_BATCH_CSV_BYTES / 1024 / 1024),
                template: (c) => (
                  <a href="/api/courier/BatchUpload/template" download className="font-semibold text-brand-800 underline">
                    {c}
                  </a>
                ),
              })}
            </li>
            <li>{t('step2')}</li>
            <li>{t('step3')}</li>
          </ol>
          <FieldShell id={`${id}-file`} label={t('fileLabel')}>
            {(aria) => (
              <input
                {...aria}
                type="file"
                accept=".csv,text/csv"
                onChange={choose}
                disabled={busy}
                className="mt-1 block w-full max-w-md text-sm text-ink file:me-3 file:min-h-tap file:cursor-pointer file:rounded-control file:border-0 file:bg-brand-700 file:px-4 file:font-semibold file:text-white"
              />
            )}
          </FieldShell>
          <BatchProgress stage={stage} />
          {stage.step === 'ready' && (
            <div className="flex flex-wrap items-center gap-3">
              <p role="status">{t('ready', { file: stage.fileName, count: stage.count, n: n(stage.count) })}</p>
              <Button onClick={() => void upload()} className="max-sm:w-full">
                {t('upload', { count: stage.count, n: n(stage.count) })}
              </Button>
            </div>
          )}
          {stage.step === 'invalid' && <BatchErrors fileName={stage.fileName} message={stage.message} code={stage.code} errors={stage.errors} />}
        </div>
      </Panel>
      {stage.step === 'done' && <BatchCreated result={stage.result} message={stage.message} code={stage.code} canPrint={canPrint} />}
      <BatchList canPrint={canPrint} />
    </div>
  );
}
