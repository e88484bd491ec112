'use client';

import { RowAction } from '@/components/ui/button';
import { DataTable, type Column } from '@/components/ui/data-table';
import { FilterBar, SearchFilter } from '@/components/ui/filter-bar';
import { DateTime, formatAed } from '@/components/ui/format';
import { EmptyState, Notice } from '@/components/ui/states';
import { useList } from '@/components/ui/use-list';
import { useListParams } from '@/components/ui/use-list-params';
import { BATCH_PAGE_SIZE, type BatchList as BatchListData, type BatchRowError, type BatchSummary, type BatchUploadResult } from '@/lib/schemas/batch';
import { PRINT_LAYOUTS } from '@/lib/schemas/printing';
import { CreatedPanel } from './fact-list';
import { usePrint } from './print-button';

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
      <p role="status" className="text-sm text-muted">{progress.text}</p>
    </div>
  );
}

/** Above this many airway bills, printing the batch is announced as slow (about 15 s per 1,000 here). */
const LARGE_PRINT = 500;

export function BatchCreated({ result, message, canPrint }: { result: BatchUploadResult; message: string; canPrint: boolean }) {
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
      print={canPrint ? { target: { BatchNo: result.BatchNo }, labels: ['Print batch (A4)', 'Print batch labels (4×6)'] } : undefined}
    />
  );
}

const errorColumns: Column<BatchRowError>[] = [
  { header: 'Row', cell: (e) => <span className="font-semibold">{e.Row}</span> },
  { header: 'Column', cell: (e) => <span className="break-all font-mono">{e.Column || '—'}</span> },
  { header: 'Problem', cell: (e) => e.Message },
];

/** The problems of a file, by spreadsheet row and column, as the browser's check or the API found them. */
export function BatchErrors({ fileName, message, errors }: { fileName: string; message: string; errors: BatchRowError[] }) {
  return (
    <section aria-labelledby="batch-errors-heading" className="space-y-3">
      <h3 id="batch-errors-heading" className="break-words text-section text-danger-900">Problems in {fileName}</h3>
      <Notice tone="danger" role="alert">{message}</Notice>
      <DataTable label="Problems in the file" columns={errorColumns} rows={errors} rowKey={(e) => `${e.Row}-${e.Column}-${e.Message}`} loading={false} empty="No row is named: the file itself could not be read." />
    </section>
  );
}

const batchColumns: Column<BatchSummary>[] = [
  { header: 'Batch number', cell: (b) => <span className="font-mono font-semibold">{b.BatchNo}</span> },
  { header: 'File', cell: (b) => b.FileName || '—', className: 'break-all' },
  { header: 'Shipments', cell: (b) => b.ShipmentCount.toLocaleString('en'), numeric: true },
  { header: 'Uploaded', cell: (b) => <DateTime iso={b.CreatedAt} /> },
];

/** A batch prints as one PDF, as A4 pages or as 4×6 labels. */
function PrintBatch({ batchNo }: { batchNo: string }) {
  const { printing, print, status } = usePrint({ BatchNo: batchNo });
  return (
    <>
      {PRINT_LAYOUTS.map((l) => (
        <RowAction key={l} label={printing === l ? 'Preparing PDF…' : `Print ${l === 'A4' ? 'A4' : '4×6'}`} name={`batch ${batchNo}`} disabled={!!printing} onClick={() => void print(l)} />
      ))}
      {status}
    </>
  );
}

/** GetAllBatchNumber: the account's batches, newest first, with a search and pages. */
export function BatchList({ canPrint }: { canPrint: boolean }) {
  // Its own names in the address (batches.search): the history tab has a search too.
  const list = useListParams({ filters: { search: '' }, prefix: 'batches' });
  const { data, error, isValidating, mutate } = useList<BatchListData>('GetAllBatchNumber', list.query && { ...list.query, limit: BATCH_PAGE_SIZE });
  const page = data?.data;

  return (
    <section aria-labelledby="batch-list-heading" className="space-y-3">
      <h2 id="batch-list-heading" className="text-section text-brand-900">Your batches</h2>
      <FilterBar label="Filter batches">
        <SearchFilter id="batch-search" label="Search batches" value={list.filters.search} onChange={(search) => list.set({ search })} placeholder="Batch number or file name" />
      </FilterBar>
      <DataTable
        label="Batches"
        columns={batchColumns}
        rows={page?.Batches}
        rowKey={(b) => b._id}
        loading={isValidating}
        error={error}
        onRetry={() => void mutate()}
        empty={<EmptyState title={list.filtered ? 'No batches match this search.' : 'No batches yet.'}>{!list.filtered && 'Upload a CSV file above to create one.'}</EmptyState>}
        actions={canPrint ? (b) => <PrintBatch batchNo={b.BatchNo} /> : undefined}
        pager={page && { label: 'Batch pages', page: page.Page, limit: page.Limit, total: page.Total, onPage: list.setPage }}
      />
    </section>
  );
}
