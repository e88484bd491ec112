'use client';

import { useEffect, useState } from 'react';
import { errorMessage } from '@/components/ui/notify';
import { useDebounced } from '@/components/ui/use-debounced';
import { CourierError } from '@/lib/fetcher';
import { AddressDialogs, type DialogState } from './address-dialogs';
import { Pager } from '@/components/ui/pager';
import { AddressTable } from './address-table';
import { useMakeDefault } from './address-actions';
import { PAGE_SIZE, type BookInfo } from './types';
import { useAddressList, useRefreshBook } from './use-address-book';

/** One address book: search, the paged table, and the add, edit and delete dialogs. */
export function AddressList({ info }: { info: BookInfo }) {
  const { book, title, noun } = info;
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<DialogState | null>(null);

  const debounced = useDebounced(search.trim());
  const { data, error, isLoading, mutate } = useAddressList(book, { search: debounced, page });
  const refresh = useRefreshBook(book);
  const makeDefault = useMakeDefault(info, () => void refresh());
  const list = data?.data;

  // A delete can empty the last page: step back to one that has rows.
  useEffect(() => {
    if (list && list.Address.length === 0 && list.Total > 0 && page > 1) setPage(Math.ceil(list.Total / PAGE_SIZE));
  }, [list, page]);

  // A user without an account (the Admin) has no address book: say so instead of an empty one.
  if (error instanceof CourierError && error.status === 403) {
    return (
      <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
        {errorMessage(error)}
      </p>
    );
  }

  const searchId = `${book}-address-search`;
  return (
    <>
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-48 flex-1">
          <label htmlFor={searchId} className="block font-medium">
            Search {title.toLowerCase()}
          </label>
          <input
            id={searchId}
            type="search"
            value={search}
            onChange={(e) => {
              setSearch(e.target.value);
              setPage(1);
            }}
            placeholder="Name, company, phone, city or address"
            maxLength={100}
            autoComplete="off"
            className="mt-1 w-full rounded border border-slate-400 bg-white p-2"
          />
        </div>
        <button type="button" onClick={() => setDialog({ kind: 'add' })} className="rounded bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
          Add {noun}
        </button>
      </div>
      {error && !list ? (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-900">
          <p>{errorMessage(error)}</p>
          <button type="button" onClick={() => void mutate()} className="mt-2 font-semibold underline">
            Try again
          </button>
        </div>
      ) : (
        <>
          <AddressTable
            info={info}
            rows={list?.Address}
            search={debounced}
            loading={isLoading}
            emptyText={debounced ? 'No addresses match your search.' : `No ${title.toLowerCase()} yet. Add the first one.`}
            onEdit={(address) => setDialog({ kind: 'edit', address })}
            onDelete={(address) => setDialog({ kind: 'delete', address })}
            onMakeDefault={makeDefault}
          />
          {list && <Pager label={`${title} pages`} page={list.Page} limit={list.Limit} total={list.Total} onPage={setPage} />}
        </>
      )}
      {dialog && <AddressDialogs info={info} dialog={dialog} onClose={() => setDialog(null)} onWritten={() => void refresh()} />}
    </>
  );
}
