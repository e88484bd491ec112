'use client';

import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { toast } from 'sonner';
import { useSWRConfig } from 'swr';
import { newIdempotencyKey } from '@/components/booking/booking-session';
import { errorMessage } from '@/components/ui/notify';
import { batchCountries, batchErrorSummary, readBatchCsv } from '@/lib/batch-csv';
import { formatAed } from '@/lib/money';
import { MAX_BATCH_CSV_BYTES, MAX_BATCH_ROWS, TOO_LARGE, type BatchRowError, type BatchUploadResult } from '@/lib/schemas/batch';
import { isBatchListKey, loadBatchLookups, sendBatch } from './batch-client';
import { BatchErrors } from './batch-errors';
import { BatchList } from './batch-list';
import { PrintButton } from './print-button';
import { isHistoryKey } from './use-shipment-history';

type Stage =
  | { step: 'idle' }
  | { step: 'checking'; fileName: string; done: number; total: number }
  | { step: 'invalid'; fileName: string; message: string; errors: BatchRowError[] }
  | { step: 'ready'; fileName: string; csv: string; count: number; key: string }
  | { step: 'uploading'; fileName: string; csv: string; count: number; key: string; sent: number }
  | { step: 'done'; result: BatchUploadResult; message: string };

/** Above this many airway bills, printing the batch is announced as slow (about 15 s per 1,000 here). */
const LARGE_PRINT = 500;

/** Shares of the bar: checking the rows, sending the file, the server creating the shipments. */
const CHECK = 40;
const SEND = 50;

function progressOf(stage: Stage): { value: number; text: string } | null {
  if (stage.step === 'checking') {
    const value = stage.total ? Math.round((CHECK * stage.done) / stage.total) : 0;
    return { value, text: stage.total ? `Checking rows: ${stage.done.toLocaleString('en')} of ${stage.total.toLocaleString('en')}` : 'Reading the file…' };
  }
  if (stage.step === 'uploading') {
    return stage.sent < 1
      ? { value: CHECK + Math.round(SEND * stage.sent), text: `Uploading ${stage.fileName}: ${Math.round(stage.sent * 100)} %` }
      : { value: CHECK + SEND, text: `Creating ${stage.count.toLocaleString('en')} shipments…` };
  }
  return null;
}

function BatchProgress({ value, text }: { value: number; text: string }) {
  return (
    <div className="space-y-1">
      <progress max={100} value={value} aria-label="Batch upload progress" aria-valuetext={text} className="h-3 w-full accent-brand-700" />
      <p role="status" className="text-sm text-slate-700">
        {text}
      </p>
    </div>
  );
}

function BatchCreated({ result, message, canPrint }: { result: BatchUploadResult; message: string; canPrint: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const target = { BatchNo: result.BatchNo };
  return (
    <section aria-labelledby="batch-created-heading" className="space-y-3 rounded-lg border border-green-300 bg-white p-5 shadow-sm">
      <h3 id="batch-created-heading" ref={heading} tabIndex={-1} className="text-lg font-bold text-green-900 focus:outline-none">
        Batch created
      </h3>
      <p>{message}</p>
      <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">Batch number</dt>
        <dd className="font-mono text-xl font-bold tracking-wider" data-testid="created-batch">
          {result.BatchNo}
        </dd>
        <dt className="font-semibold">Shipments</dt>
        <dd>{result.ShipmentCount.toLocaleString('en')}</dd>
        <dt className="font-semibold">Charges</dt>
        <dd>{formatAed(result.Total)}</dd>
      </dl>
      {canPrint && result.ShipmentCount > LARGE_PRINT && (
        <p className="text-sm text-slate-700">{`A PDF of ${result.ShipmentCount.toLocaleString('en')} airway bills is large: it may take a few minutes to prepare.`}</p>
      )}
      {canPrint && (
        <div className="flex flex-wrap gap-3">
          <PrintButton target={target} defaultLayout="A4" layoutChoice={false} label="Print batch (A4)" />
          <PrintButton target={target} defaultLayout="Label4x6" layoutChoice={false} label="Print batch labels (4×6)" />
        </div>
      )}
    </section>
  );
}

/**
 * The "Batch upload" tab: the template, a CSV file checked in the browser
 * with the API's own rules (lib/batch-csv.ts) and its problems listed by row,
 * then the upload with its progress, the new batch and the list of batches.
 */
export function BatchUpload({ canPrint }: { canPrint: boolean }) {
  const id = useId();
  const [stage, setStage] = useState<Stage>({ step: 'idle' });
  const { mutate } = useSWRConfig();
  const busy = stage.step === 'checking' || stage.step === 'uploading';

  async function check(file: File) {
    const fileName = file.name;
    if (file.size > MAX_BATCH_CSV_BYTES) {
      setStage({ step: 'invalid', fileName, message: TOO_LARGE, errors: [] });
      return;
    }
    setStage({ step: 'checking', fileName, done: 0, total: 0 });
    try {
      const csv = await file.text();
      const lookups = await loadBatchLookups(batchCountries(csv));
      const result = await readBatchCsv(csv, lookups, { chunk: 250, onProgress: (done, total) => setStage({ step: 'checking', fileName, done, total }) });
      if (result.errorCount) {
        setStage({ step: 'invalid', fileName, message: batchErrorSummary(result.errorCount, result.errors.length), errors: result.errors });
      } else {
        setStage({ step: 'ready', fileName, csv, count: result.rows.length, key: newIdempotencyKey() });
      }
    } catch (err) {
      toast.error(errorMessage(err));
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
      const answer = await sendBatch({ FileName: ready.fileName, Csv: ready.csv }, ready.key, (sent) =>
        setStage((s) => (s.step === 'uploading' ? { ...s, sent } : s)),
      );
      if (answer.ok) {
        void mutate(isBatchListKey);
        void mutate(isHistoryKey);
        toast.success(answer.message);
        setStage({ step: 'done', result: answer.data, message: answer.message });
      } else if (answer.errors.length) {
        setStage({ step: 'invalid', fileName: ready.fileName, message: answer.message, errors: answer.errors });
      } else {
        toast.error(answer.message);
        setStage(ready);
      }
    } catch (err) {
      toast.error(errorMessage(err));
      setStage(ready);
    }
  }

  const progress = progressOf(stage);
  return (
    <div className="space-y-6">
      <section aria-labelledby={`${id}-heading`} className="space-y-4 rounded-lg border border-slate-200 bg-white p-5">
        <h2 id={`${id}-heading`} className="text-lg font-bold">
          Upload a batch of shipments
        </h2>
        <ol className="list-decimal space-y-1 pl-5 text-slate-800">
          <li>
            <a href="/api/courier/BatchUpload/template" download className="font-semibold text-brand-800 underline">
              Download the CSV template
            </a>{' '}
            and fill in one row per shipment (up to {MAX_BATCH_ROWS.toLocaleString('en')} rows, {MAX_BATCH_CSV_BYTES / 1024 / 1024} MB).
          </li>
          <li>Leave SenderAddressId blank to ship from your default sender address. Pieces is the number of identical pieces; Weight is in kg per piece.</li>
          <li>Choose the file: every row is checked before anything is created. If one row is wrong, nothing is created.</li>
        </ol>
        <div>
          <label htmlFor={`${id}-file`} className="block font-medium">
            CSV file
          </label>
          <input
            id={`${id}-file`}
            type="file"
            accept=".csv,text/csv"
            onChange={choose}
            disabled={busy}
            className="mt-1 block w-full max-w-md text-sm file:mr-3 file:rounded file:border-0 file:bg-brand-700 file:px-4 file:py-2 file:font-semibold file:text-white"
          />
        </div>
        {progress && <BatchProgress value={progress.value} text={progress.text} />}
        {stage.step === 'ready' && (
          <div className="flex flex-wrap items-center gap-3">
            <p role="status">
              {`${stage.fileName}: ${stage.count.toLocaleString('en')} shipment${stage.count === 1 ? '' : 's'} checked and ready to upload.`}
            </p>
            <button type="button" onClick={() => void upload()} className="rounded bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
              {`Upload ${stage.count.toLocaleString('en')} shipment${stage.count === 1 ? '' : 's'}`}
            </button>
          </div>
        )}
        {stage.step === 'invalid' && <BatchErrors fileName={stage.fileName} message={stage.message} errors={stage.errors} />}
        {stage.step === 'done' && <BatchCreated result={stage.result} message={stage.message} canPrint={canPrint} />}
      </section>
      <BatchList canPrint={canPrint} />
    </div>
  );
}
