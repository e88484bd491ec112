'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useProfile } from '@/components/portal/use-profile';
import { DataTable } from '@/components/ui/data-table';
import { DateRangeFilter, FilterBar, SearchFilter, SelectFilter } from '@/components/ui/filter-bar';
import { CancelDialog } from '@/components/ui/reason-dialog';
import { EmptyState } from '@/components/ui/states';
import { useList, useRefreshList, useStepBack, type Envelope } from '@/components/ui/use-list';
import { useListParams } from '@/components/ui/use-list-params';
import { courier } from '@/lib/fetcher';
import { MAX_CANCEL_REASON, PICKUP_STATUS_NAMES } from '@/lib/schemas/pickup-model';
import { PickupActions, usePickupColumns, usePickupStatus } from './pickup-columns';
import { useWindowValues } from './pickup-window';
import type { Pickup, PickupList } from './types';

const PAGE_SIZE = 10;
const loadReasonSchema = () => import('@/lib/schemas/pickup').then((m) => m.cancelPickupSchema.pick(['Reason']));

/** /Pickuphistory: the account's pickups (every account's for the Admin), filtered and paged, with cancel. */
export function PickupHistory() {
  const t = useTranslations('pickups.history');
  const windowValues = useWindowValues();
  const statusName = usePickupStatus();
  const { data: profile } = useProfile();
  const columns = usePickupColumns(profile?.data.user.Role === 'Admin');
  const statusOptions = [['', t('allStatuses')] as const, ...PICKUP_STATUS_NAMES.map((s) => [s, statusName(s)] as const)];
  const list = useListParams({
    filters: { search: '', From: '', To: '', Status: '' },
    range: { from: 'From', to: 'To', message: t('rangeError') },
  });
  const { filters: f } = list;
  const { data, error, isLoading, mutate } = useList<PickupList>('BookingHistory', list.query && { ...list.query, limit: PAGE_SIZE }, 'POST');
  const refresh = useRefreshList('BookingHistory');
  const [cancelling, setCancelling] = useState<Pickup | null>(null);
  const page = data?.data;
  useStepBack(page, page?.Pickups.length, list.page, list.setPage);
  // "Cancel pickup …?" with the reason the API records.
  async function cancel(Reason: string) {
    const res = await courier<Envelope<Pickup>>('CancelPickup', { method: 'POST', body: { _id: cancelling?._id, Reason } });
    return t('cancelled', { booking: res.data.BookingNo });
  }

  return (
    <div className="space-y-4">
      <FilterBar label={t('filterLabel')} onClear={list.filtered ? list.reset : undefined}>
        <SearchFilter id="pickup-search" label={t('search')} value={f.search} onChange={(search) => list.set({ search })} placeholder={t('searchPlaceholder')} />
        <DateRangeFilter id="pickup" fromLabel={t('from')} toLabel={t('to')} from={f.From} to={f.To} onChange={(r) => list.set({ From: r.from ?? f.From, To: r.to ?? f.To })} error={list.rangeError} />
        <SelectFilter id="pickup-status" label={t('status')} value={f.Status} options={statusOptions} onChange={(Status) => list.set({ Status })} />
      </FilterBar>
      <DataTable
        label={t('tableLabel')}
        columns={columns}
        rows={page?.Pickups}
        rowKey={(p) => p._id}
        loading={isLoading}
        error={error}
        onRetry={() => void mutate()}
        empty={<EmptyState title={t(list.filtered ? 'noMatch' : 'none')}>{!list.filtered && t('noneHint')}</EmptyState>}
        actions={(p) => <PickupActions pickup={p} onCancel={setCancelling} />}
        pager={page && { label: t('pages'), page: page.Page, limit: page.Limit, total: page.Total, onPage: list.setPage }}
      />
      {cancelling && (
        <CancelDialog id="cancel-reason" what={t('cancelWhat')} number={cancelling.BookingNo} maxLength={MAX_CANCEL_REASON} loadSchema={loadReasonSchema} onConfirm={cancel} onClose={() => setCancelling(null)} onChanged={() => void refresh()}>
          <p>{t.rich('cancelText', windowValues(cancelling))}</p>
        </CancelDialog>
      )}
    </div>
  );
}
