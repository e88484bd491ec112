'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useApiMessage } from '@/components/ui/api-message';
import { RowAction } from '@/components/ui/button';
import { DataTable, type Column } from '@/components/ui/data-table';
import { FilterBar, SearchFilter } from '@/components/ui/filter-bar';
import { DateTime } from '@/components/ui/format';
import { EmptyState, Notice } from '@/components/ui/states';
import { useList } from '@/components/ui/use-list';
import { useListParams } from '@/components/ui/use-list-params';
import { formatAed } from '@/lib/money';
import { BATCH_PAGE_SIZE, type BatchList as BatchListData, type BatchRowError, type BatchSummary, type BatchUploadResult } from '@/lib/schemas/batch';
import { PRINT_LAYOUTS } from '@/lib/schemas/print-layouts';
import { CreatedPanel } from './fact-list';
import { usePrint } from './print-button';
import { formatCount } from './shipment-format';

export type Stage =
  | { step: 'idle' }
  | { step: 'checking'; fileName: string; done: number; total: number }
  | { step: 'invalid'; fileName: string; message: string; code?: string; errors: BatchRowError[] }
  | { step: 'ready'; fileName: string; csv: string; count: number; key: string }
  | { step: 'uploading'; fileName: string; csv: string; count: number; key: string; sent: number }
  | { step: 'done'; result: BatchUploadResult; message: string; code?: string };

/** Shares of the bar: checking the rows, sending the file, the server creating the shipments. */
const CHECK = 40;
const SEND = 50;

type BatchT = ReturnType<typeof useTranslations<'shipping.batch'>>;

function progressOf(stage: Stage, t: BatchT, n: (count: number) => string): { value: number; text: string } | null {
  if (stage.step === 'checking') {
    const value = stage.total ? Math.round((CHECK * stage.done) / stage.total) : 0;
    return { value, text: stage.total ? t('checking', { done: n(stage.done), total: n(stage.total) }) : t('reading') };
  }
  if (stage.step === 'uploading') {
    return stage.sent < 1
      ? { value: CHECK + Math.round(SEND * stage.sent), text: t('uploading', { file: stage.fileName, percent: n(Math.round(stage.sent * 100)) }) }
      : { value: CHECK + SEND, text: t('creating', { count: stage.count, n: n(stage.count) }) };
  }
  return null;
}

/** The bar and its words while a file is checked and uploaded; nothing otherwise. */
export function BatchProgress({ stage }: { stage: Stage }) {
  const t = useTranslations('shipping.batch');
  const locale = useLocale();
  const progress = progressOf(stage, t, (count) => formatCount(count, locale));
  if (!progress) return null;
  return (
    <div className="space-y-1">
      <progress max={100} value={progress.value} aria-label={t('progressLabel')} aria-valuetext={progress.text} className="h-3 w-full accent-brand-700" />
      <p role="status" className="text-sm text-muted">{progress.text}</p>
    </div>
  );
}

/** Above this many airway bills, printing the batch is announced as slow (about 15 s per 1,000 here). */
const LARGE_PRINT = 500;

export function BatchCreated({ result, message, code, canPrint }: { result: BatchUploadResult; message: string; code?: string; canPrint: boolean }) {
  const t = useTranslations('shipping.batch');
  const locale = useLocale();
  const count = formatCount(result.ShipmentCount, locale);
  return (
    <CreatedPanel
      title={t('created')}
      message={message}
      messageCode={code}
      number={[t('batchNo'), result.BatchNo, 'created-batch']}
      facts={[
        [t('shipments'), count],
        [t('charges'), formatAed(result.Total, locale)],
        canPrint && result.ShipmentCount > LARGE_PRINT && [t('printing'), t('largePrint', { count: result.ShipmentCount, n: count })],
      ]}
      print={canPrint ? { target: { BatchNo: result.BatchNo }, labels: [t('printA4'), t('print4x6')] } : undefined}
    />
  );
}

/** The problems of a file, by spreadsheet row and column, as the browser's check or the API found them (their texts are the API's, in the page's language). */
export function BatchErrors({ fileName, message, code, errors }: { fileName: string; message: string; code?: string; errors: BatchRowError[] }) {
  const t = useTranslations('shipping.batch');
  const apiText = useApiMessage();
  const errorColumns: Column<BatchRowError>[] = [
    { header: t('row'), cell: (e) => <span className="font-semibold">{e.Row}</span> },
    { header: t('column'), cell: (e) => <span className="break-all font-mono">{e.Column || '—'}</span> },
    { header: t('problem'), cell: (e) => apiText(e.Message) },
  ];
  return (
    <section aria-labelledby="batch-errors-heading" className="space-y-3">
      <h3 id="batch-errors-heading" className="break-words text-section text-danger-900">{t('problemsIn', { file: fileName })}</h3>
      <Notice tone="danger" role="alert">{apiText(message, code)}</Notice>
      <DataTable label={t('problemsTable')} columns={errorColumns} rows={errors} rowKey={(e) => `${e.Row}-${e.Column}-${e.Message}`} loading={false} empty={t('noRow')} />
    </section>
  );
}

function useBatchColumns(): Column<BatchSummary>[] {
  const t = useTranslations('shipping.batch');
  const locale = useLocale();
  return [
    { header: t('batchNo'), cell: (b) => <span className="font-mono font-semibold">{b.BatchNo}</span> },
    { header: t('file'), cell: (b) => b.FileName || '—', className: 'break-all' },
    { header: t('shipments'), cell: (b) => formatCount(b.ShipmentCount, locale), numeric: true },
    { header: t('uploaded'), cell: (b) => <DateTime iso={b.CreatedAt} /> },
  ];
}

/** A batch prints as one PDF, as A4 pages or as 4×6 labels. */
function PrintBatch({ batchNo }: { batchNo: string }) {
  const t = useTranslations('shipping.batch');
  const { printing, print, status } = usePrint({ BatchNo: batchNo });
  return (
    <>
      {PRINT_LAYOUTS.map((l) => (
        <RowAction key={l} label={printing === l ? t('preparingPdf') : t(l === 'A4' ? 'rowPrintA4' : 'rowPrint4x6')} name={t('batchName', { batch: batchNo })} disabled={!!printing} onClick={() => void print(l)} />
      ))}
      {status}
    </>
  );
}

/** GetAllBatchNumber: the account's batches, newest first, with a search and pages. */
export function BatchList({ canPrint }: { canPrint: boolean }) {
  const t = useTranslations('shipping.batch');
  const batchColumns = useBatchColumns();
  // Its own names in the address (batches.search): the history tab has a search too.
  const list = useListParams({ filters: { search: '' }, prefix: 'batches' });
  const { data, error, isLoading, mutate } = useList<BatchListData>('GetAllBatchNumber', list.query && { ...list.query, limit: BATCH_PAGE_SIZE });
  const page = data?.data;

  return (
    <section aria-labelledby="batch-list-heading" className="space-y-3">
      <h2 id="batch-list-heading" className="text-section text-brand-900">{t('yourBatches')}</h2>
      <FilterBar label={t('filterLabel')}>
        <SearchFilter id="batch-search" label={t('search')} value={list.filters.search} onChange={(search) => list.set({ search })} placeholder={t('searchPlaceholder')} />
      </FilterBar>
      <DataTable
        label={t('tableLabel')}
        columns={batchColumns}
        rows={page?.Batches}
        rowKey={(b) => b._id}
        loading={isLoading}
        error={error}
        onRetry={() => void mutate()}
        empty={<EmptyState title={t(list.filtered ? 'noMatch' : 'none')}>{!list.filtered && t('noneHint')}</EmptyState>}
        actions={canPrint ? (b) => <PrintBatch batchNo={b.BatchNo} /> : undefined}
        pager={page && { label: t('pages'), page: page.Page, limit: page.Limit, total: page.Total, onPage: list.setPage }}
      />
    </section>
  );
}
