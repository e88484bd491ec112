'use client';

import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '@/components/ui/notify';
import { Pager } from '@/components/ui/pager';
import { RateCardEditor } from './rate-card-editor';
import { RowDialogs, type DialogState } from './row-dialogs';
import { ListToolbar } from './list-toolbar';
import { ServiceTypesTable } from './service-types-table';
import { PAGE_SIZE, type ServiceType, type StatusFilter } from './types';
import { useDebounced } from '@/components/ui/use-debounced';
import { useRefreshServiceTypes, useServiceTypeList } from './use-service-types';

/**
 * /ManageServiceTypes: the searchable, paged list of service types with its
 * dialogs, and each type's rate card as a sub-view. The list stays mounted
 * (hidden) under the rate card, so coming back keeps the search and the page
 * and returns focus to the button that opened the card.
 */
export function ServiceTypesManager() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<DialogState | null>(null);
  const [rateCardFor, setRateCardFor] = useState<ServiceType | null>(null);
  const rateCardOpener = useRef<HTMLElement | null>(null);

  const debounced = useDebounced(search.trim());
  const { data, error, isLoading, mutate } = useServiceTypeList({ search: debounced, page, status });
  const refresh = useRefreshServiceTypes();
  const list = data?.data;

  // A delete can empty the last page: step back to one that has rows.
  useEffect(() => {
    if (list && list.ServiceTypes.length === 0 && list.Total > 0 && page > 1) setPage(Math.ceil(list.Total / PAGE_SIZE));
  }, [list, page]);

  function openRateCard(st: ServiceType) {
    rateCardOpener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setRateCardFor(st);
  }
  function closeRateCard() {
    setRateCardFor(null);
    // After the list is shown again.
    requestAnimationFrame(() => rateCardOpener.current?.focus());
  }

  return (
    <>
      <div hidden={!!rateCardFor} className="space-y-4">
        <ListToolbar
          search={search}
          onSearch={(s) => {
            setSearch(s);
            setPage(1);
          }}
          status={status}
          onStatus={(s) => {
            setStatus(s);
            setPage(1);
          }}
          onAdd={() => setDialog({ kind: 'add' })}
        />
        {error && !list ? (
          <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-900">
            <p>{errorMessage(error)}</p>
            <button type="button" onClick={() => void mutate()} className="mt-2 font-semibold underline">
              Try again
            </button>
          </div>
        ) : (
          <>
            <ServiceTypesTable
              rows={list?.ServiceTypes}
              search={debounced}
              loading={isLoading}
              emptyText={debounced || status !== 'all' ? 'No service types match your search.' : 'No service types yet. Add the first one.'}
              onEdit={(st) => setDialog({ kind: 'edit', st })}
              onRateCard={openRateCard}
              onToggleActive={(st) => setDialog({ kind: 'toggle', st })}
              onDelete={(st) => setDialog({ kind: 'delete', st })}
            />
            {list && <Pager label="Service type pages" page={list.Page} limit={list.Limit} total={list.Total} onPage={setPage} />}
          </>
        )}
      </div>
      {rateCardFor && <RateCardEditor serviceType={rateCardFor} onBack={closeRateCard} />}
      {dialog && <RowDialogs dialog={dialog} onClose={() => setDialog(null)} onWritten={() => void refresh()} />}
    </>
  );
}
