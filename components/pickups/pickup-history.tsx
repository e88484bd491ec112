'use client';

import { useState } from 'react';
import { DataTable } from '@/components/ui/data-table';
import { DateRangeFilter, FilterBar, SearchFilter, SelectFilter } from '@/components/ui/filter-bar';
import { EmptyState } from '@/components/ui/states';
import { useList, useRefreshList, useStepBack } from '@/components/ui/use-list';
import { useListParams } from '@/components/ui/use-list-params';
import { useProfile } from '@/components/portal/use-profile';
import { PICKUP_STATUS_NAMES } from '@/lib/schemas/pickup';
import { CancelPickupDialog } from './cancel-pickup-dialog';
import { pickupColumns, PickupActions } from './pickup-columns';
import { HISTORY_PAGE_SIZE, type Pickup, type PickupList } from './types';

const STATUS_OPTIONS = [['', 'All'], ...PICKUP_STATUS_NAMES.map((s) => [s, s] as const)] as const;

/** /Pickuphistory: the account's pickups (every account's for the Admin), filtered and paged, with cancel. */
export function PickupHistory() {
  const { data: profile } = useProfile();
  const list = useListParams({
    filters: { search: '', From: '', To: '', Status: '' },
    range: { from: 'From', to: 'To', message: 'Pickup to cannot be before Pickup from.' },
  });
  const { filters: f } = list;
  const { data, error, isValidating, mutate } = useList<PickupList>('BookingHistory', list.query && { ...list.query, limit: HISTORY_PAGE_SIZE }, 'POST');
  const refresh = useRefreshList('BookingHistory');
  const [cancelling, setCancelling] = useState<Pickup | null>(null);
  const page = data?.data;
  useStepBack(page, page?.Pickups.length, list.page, list.setPage);

  return (
    <div className="space-y-4">
      <FilterBar label="Filter pickups" onClear={list.filtered ? list.reset : undefined}>
        <SearchFilter id="pickup-search" label="Search pickups" value={f.search} onChange={(search) => list.set({ search })} placeholder="Booking number, city or airway bill" />
        <DateRangeFilter id="pickup" fromLabel="Pickup from" toLabel="Pickup to" from={f.From} to={f.To} onChange={(r) => list.set({ From: r.from ?? f.From, To: r.to ?? f.To })} error={list.rangeError} />
        <SelectFilter id="pickup-status" label="Status" value={f.Status} options={STATUS_OPTIONS} onChange={(Status) => list.set({ Status })} />
      </FilterBar>
      <DataTable
        label="Pickups"
        columns={pickupColumns(profile?.data.user.Role === 'Admin')}
        rows={page?.Pickups}
        rowKey={(p) => p._id}
        loading={isValidating}
        error={error}
        onRetry={() => void mutate()}
        empty={
          list.filtered ? (
            <EmptyState title="No pickups match these filters." />
          ) : (
            <EmptyState title="No pickups yet.">Scheduled pickups will be listed here.</EmptyState>
          )
        }
        actions={(p) => <PickupActions pickup={p} onCancel={setCancelling} />}
        pager={page && { label: 'Pickup pages', page: page.Page, limit: page.Limit, total: page.Total, onPage: list.setPage }}
      />
      {cancelling && <CancelPickupDialog pickup={cancelling} onClose={() => setCancelling(null)} onChanged={() => void refresh()} />}
    </div>
  );
}
