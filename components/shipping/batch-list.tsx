'use client';

import { useId, useState } from 'react';
import useSWR from 'swr';
import { LoadError } from '@/components/prepaid/load-error';
import { cell, DataTable } from '@/components/ui/data-table';
import { Pager } from '@/components/ui/pager';
import { useDebounced } from '@/components/ui/use-debounced';
import { BATCH_PAGE_SIZE, type BatchList as BatchListData } from '@/lib/schemas/batch';
import { batchListKey } from './batch-client';
import { PrintButton } from './print-button';
import { dubaiDateTime } from './shipment-format';

/** GetAllBatchNumber: the account's batches, newest first, with a search and pages; each prints as one PDF. */
export function BatchList({ canPrint }: { canPrint: boolean }) {
  const id = useId();
  const [text, setText] = useState('');
  const [page, setPage] = useState(1);
  const search = useDebounced(text.trim());
  const { data, error, isLoading, mutate } = useSWR<{ data: BatchListData }>(batchListKey(search, page, BATCH_PAGE_SIZE), { keepPreviousData: true });
  const list = data?.data;

  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-3">
      <h2 id={`${id}-heading`} className="text-lg font-bold">
        Your batches
      </h2>
      <div className="max-w-sm">
        <label htmlFor={`${id}-search`} className="block font-medium">
          Search batches
        </label>
        <input
          id={`${id}-search`}
          type="search"
          value={text}
          maxLength={100}
          placeholder="Batch number or file name"
          onChange={(e) => {
            setText(e.target.value);
            setPage(1);
          }}
          className="mt-1 w-full rounded border border-slate-400 p-2"
        />
      </div>
      {error && !list ? (
        <LoadError error={error} onRetry={() => void mutate()} />
      ) : (
        <>
          <DataTable
            label="Batches"
            headers={['Batch number', 'File', 'Shipments', 'Uploaded', ...(canPrint ? ['Print'] : [])]}
            loading={isLoading}
            emptyText={search ? 'No batches match this search.' : 'No batches yet. Upload a CSV file above.'}
            rows={list?.Batches.map((b) => (
              <tr key={b._id} className="border-t border-slate-200">
                <th scope="row" className={`${cell} whitespace-nowrap font-mono font-semibold`}>
                  {b.BatchNo}
                </th>
                <td className={`${cell} break-all`}>{b.FileName || '—'}</td>
                <td className={cell}>{b.ShipmentCount.toLocaleString('en')}</td>
                <td className={`${cell} whitespace-nowrap`}>{dubaiDateTime(b.CreatedAt)}</td>
                {canPrint && (
                  <td className={cell}>
                    <div className="flex flex-wrap gap-2">
                      <PrintButton target={{ BatchNo: b.BatchNo }} defaultLayout="A4" layoutChoice={false} label="Print A4" />
                      <PrintButton target={{ BatchNo: b.BatchNo }} defaultLayout="Label4x6" layoutChoice={false} label="Print 4×6" />
                    </div>
                  </td>
                )}
              </tr>
            ))}
          />
          {list && <Pager label="Batch pages" page={list.Page} limit={list.Limit} total={list.Total} onPage={setPage} />}
        </>
      )}
    </section>
  );
}
