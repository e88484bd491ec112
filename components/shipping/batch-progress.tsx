'use client';

import { formatAed } from '@/components/ui/format';
import type { BatchRowError, BatchUploadResult } from '@/lib/schemas/batch';
import { CreatedPanel } from './created-panel';
import { PrintButton } from './print-button';

export type Stage =
  | { step: 'idle' }
  | { step: 'checking'; fileName: string; done: number; total: number }
  | { step: 'invalid'; fileName: string; message: string; errors: BatchRowError[] }
  | { step: 'ready'; fileName: string; csv: string; count: number; key: string }
  | { step: 'uploading'; fileName: string; csv: string; count: number; key: string; sent: number }
  | { step: 'done'; result: BatchUploadResult; message: string };

/** Shares of the bar: checking the rows, sending the file, the server creating the shipments. */
const CHECK = 40;
const SEND = 50;

const n = (count: number) => count.toLocaleString('en');

function progressOf(stage: Stage): { value: number; text: string } | null {
  if (stage.step === 'checking') {
    const value = stage.total ? Math.round((CHECK * stage.done) / stage.total) : 0;
    return { value, text: stage.total ? `Checking rows: ${n(stage.done)} of ${n(stage.total)}` : 'Reading the file…' };
  }
  if (stage.step === 'uploading') {
    return stage.sent < 1
      ? { value: CHECK + Math.round(SEND * stage.sent), text: `Uploading ${stage.fileName}: ${Math.round(stage.sent * 100)} %` }
      : { value: CHECK + SEND, text: `Creating ${n(stage.count)} shipments…` };
  }
  return null;
}

/** The bar and its words while a file is checked and uploaded; nothing otherwise. */
export function BatchProgress({ stage }: { stage: Stage }) {
  const progress = progressOf(stage);
  if (!progress) return null;
  return (
    <div className="space-y-1">
      <progress max={100} value={progress.value} aria-label="Batch upload progress" aria-valuetext={progress.text} className="h-3 w-full accent-brand-700" />
      <p role="status" className="text-sm text-muted">
        {progress.text}
      </p>
    </div>
  );
}

/** Above this many airway bills, printing the batch is announced as slow (about 15 s per 1,000 here). */
const LARGE_PRINT = 500;

export function BatchCreated({ result, message, canPrint }: { result: BatchUploadResult; message: string; canPrint: boolean }) {
  const target = { BatchNo: result.BatchNo };
  return (
    <CreatedPanel
      title="Batch created"
      message={message}
      number={['Batch number', result.BatchNo, 'created-batch']}
      facts={[
        ['Shipments', n(result.ShipmentCount)],
        ['Charges', formatAed(result.Total)],
        canPrint && result.ShipmentCount > LARGE_PRINT && ['Printing', `A PDF of ${n(result.ShipmentCount)} airway bills is large: it may take a few minutes to prepare.`],
      ]}
    >
      {canPrint && <PrintButton target={target} layout="A4" label="Print batch (A4)" />}
      {canPrint && <PrintButton target={target} layout="Label4x6" label="Print batch labels (4×6)" />}
    </CreatedPanel>
  );
}
