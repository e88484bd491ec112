'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useCountries } from '@/components/forms/country-city-select';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { FilterBar, SearchFilter } from '@/components/ui/filter-bar';
import { ApiText } from '@/components/ui/api-message';
import { errorCode, errorMessage } from '@/components/ui/notify';
import { EmptyState, Notice } from '@/components/ui/states';
import { useList, useRefreshList, useStepBack } from '@/components/ui/use-list';
import { useListParams } from '@/components/ui/use-list-params';
import { CourierError } from '@/lib/fetcher';
import { useMakeDefault } from './address-actions';
import { AddressActions, useAddressColumns } from './address-columns';
import { AddressDialogs, type DialogState } from './address-dialogs';
import type { AddressList as Page, BookInfo } from './types';

/**
 * One address book: search, the paged table, and the add, edit and delete
 * dialogs. Its search, page and sort live in the address under the book's
 * name (?receiver.search=…), apart from the other tab's.
 */
export function AddressList({ info }: { info: BookInfo }) {
  const t = useTranslations('addresses');
  const { book } = info;
  const list = useListParams({ filters: { search: '' }, prefix: book });
  const { data, error, isLoading, mutate } = useList<Page>(info.path, list.query);
  const refresh = useRefreshList(info.path);
  const makeDefault = useMakeDefault(info, () => void refresh());
  const { countries } = useCountries();
  const [dialog, setDialog] = useState<DialogState | null>(null);
  const page = data?.data;
  useStepBack(page, page?.Address.length, list.page, list.setPage);
  // Busy from the first key typed until the answer for that search is in.
  const typing = list.filters.search.trim() !== (list.query?.search ?? '');
  const countryName = (code: string) => countries.find((c) => c.CountryCode === code)?.CountryName ?? code;
  const columns = useAddressColumns(book, countryName);

  // A user without an account (the Admin) has no address book: say so instead of an empty one.
  if (error instanceof CourierError && error.status === 403) {
    return (
      <Notice tone="warning" role="alert">
        <ApiText text={errorMessage(error)} code={errorCode(error)} />
      </Notice>
    );
  }

  return (
    <>
      <FilterBar label={t(`${book}.filter`)}>
        <SearchFilter
          id={`${book}-address-search`}
          label={t(`${book}.search`)}
          value={list.filters.search}
          onChange={(search) => list.set({ search })}
          placeholder={t('searchPlaceholder')}
        />
      </FilterBar>
      <div className="flex justify-end">
        <Button onClick={() => setDialog({ kind: 'add' })} className="max-sm:w-full">
          {t(`${book}.add`)}
        </Button>
      </div>
      <DataTable
        label={t(`${book}.title`)}
        columns={columns}
        rows={page?.Address}
        rowKey={(a) => a._id}
        loading={isLoading || typing}
        error={error}
        onRetry={() => void mutate()}
        sort={list.sort}
        onSort={list.setSort}
        empty={<EmptyState title={list.filtered ? t('noMatch') : t(`${book}.empty`)} />}
        actions={(a) => <AddressActions address={a} book={book} open={setDialog} onMakeDefault={makeDefault} />}
        pager={page && { label: t(`${book}.pages`), page: page.Page, limit: page.Limit, total: page.Total, onPage: list.setPage }}
      />
      {dialog && <AddressDialogs info={info} dialog={dialog} onClose={() => setDialog(null)} onWritten={() => void refresh()} />}
    </>
  );
}
