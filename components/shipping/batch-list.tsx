'use client';

import { RowAction } from '@/components/ui/button';
import { DataTable, type Column } from '@/components/ui/data-table';
import { FilterBar, SearchFilter } from '@/components/ui/filter-bar';
import { DateTime } from '@/components/ui/format';
import { EmptyState } from '@/components/ui/states';
import { useList } from '@/components/ui/use-list';
import { useListParams } from '@/components/ui/use-list-params';
import { BATCH_PAGE_SIZE, type BatchList as BatchListData, type BatchSummary } from '@/lib/schemas/batch';
import { usePrint } from './print-button';

const columns: Column<BatchSummary>[] = [
  { header: 'Batch number', cell: (b) => <span className="font-mono font-semibold">{b.BatchNo}</span> },
  { header: 'File', cell: (b) => b.FileName || '—', className: 'break-all' },
  { header: 'Shipments', cell: (b) => b.ShipmentCount.toLocaleString('en'), numeric: true },
  { header: 'Uploaded', cell: (b) => <DateTime iso={b.CreatedAt} /> },
];

/** A batch prints as one PDF, as A4 pages or as 4×6 labels. */
function PrintBatch({ batchNo }: { batchNo: string }) {
  const { printing, print, status } = usePrint({ BatchNo: batchNo });
  const name = `batch ${batchNo}`;
  return (
    <>
      <RowAction label={printing === 'A4' ? 'Preparing PDF…' : 'Print A4'} name={name} disabled={!!printing} onClick={() => void print('A4')} />
      <RowAction label={printing === 'Label4x6' ? 'Preparing PDF…' : 'Print 4×6'} name={name} disabled={!!printing} onClick={() => void print('Label4x6')} />
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
      <h2 id="batch-list-heading" className="text-section text-brand-900">
        Your batches
      </h2>
      <FilterBar label="Filter batches">
        <SearchFilter id="batch-search" label="Search batches" value={list.filters.search} onChange={(search) => list.set({ search })} placeholder="Batch number or file name" />
      </FilterBar>
      <DataTable
        label="Batches"
        columns={columns}
        rows={page?.Batches}
        rowKey={(b) => b._id}
        loading={isValidating}
        error={error}
        onRetry={() => void mutate()}
        empty={
          list.filtered ? (
            <EmptyState title="No batches match this search." />
          ) : (
            <EmptyState title="No batches yet.">Upload a CSV file above to create one.</EmptyState>
          )
        }
        actions={canPrint ? (b) => <PrintBatch batchNo={b.BatchNo} /> : undefined}
        pager={page && { label: 'Batch pages', page: page.Page, limit: page.Limit, total: page.Total, onPage: list.setPage }}
      />
    </section>
  );
}
