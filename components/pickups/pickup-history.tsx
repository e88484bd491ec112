'use client';

import { useState } from 'react';
import { formatPickupWindow } from '@/components/booking/pickup-slots';
import { useProfile } from '@/components/portal/use-profile';
import { DataTable } from '@/components/ui/data-table';
import { DateRangeFilter, FilterBar, SearchFilter, SelectFilter } from '@/components/ui/filter-bar';
import { CancelDialog } from '@/components/ui/reason-dialog';
import { EmptyState } from '@/components/ui/states';
import { useList, useRefreshList, useStepBack, type Envelope } from '@/components/ui/use-list';
import { useListParams } from '@/components/ui/use-list-params';
import { courier } from '@/lib/fetcher';
import { cancelPickupSchema, MAX_CANCEL_REASON, PICKUP_STATUS_NAMES } from '@/lib/schemas/pickup';
import { pickupColumns, PickupActions } from './pickup-columns';
import type { Pickup, PickupList } from './types';

const PAGE_SIZE = 10;
const STATUS_OPTIONS = [['', 'All'], ...PICKUP_STATUS_NAMES.map((s) => [s, s] as const)] as const;
const reasonSchema = cancelPickupSchema.pick(['Reason']);

/** /Pickuphistory: the account's pickups (every account's for the Admin), filtered and paged, with cancel. */
export function PickupHistory() {
  const { data: profile } = useProfile();
  const list = useListParams({
    filters: { search: '', From: '', To: '', Status: '' },
    range: { from: 'From', to: 'To', message: 'Pickup to cannot be before Pickup from.' },
  });
  const { filters: f } = list;
  const { data, error, isValidating, mutate } = useList<PickupList>('BookingHistory', list.query && { ...list.query, limit: PAGE_SIZE }, 'POST');
  const refresh = useRefreshList('BookingHistory');
  const [cancelling, setCancelling] = useState<Pickup | null>(null);
  const page = data?.data;
  useStepBack(page, page?.Pickups.length, list.page, list.setPage);
  // "Cancel pickup …?" with the reason the API records.
  async function cancel(Reason: string) {
    const res = await courier<Envelope<Pickup>>('CancelPickup', { method: 'POST', body: { _id: cancelling?._id, Reason } });
    return `Pickup ${res.data.BookingNo} is cancelled.`;
  }

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
        empty={<EmptyState title={list.filtered ? 'No pickups match these filters.' : 'No pickups yet.'}>{!list.filtered && 'Scheduled pickups will be listed here.'}</EmptyState>}
        actions={(p) => <PickupActions pickup={p} onCancel={setCancelling} />}
        pager={page && { label: 'Pickup pages', page: page.Page, limit: page.Limit, total: page.Total, onPage: list.setPage }}
      />
      {cancelling && (
        <CancelDialog id="cancel-reason" what="pickup" number={cancelling.BookingNo} maxLength={MAX_CANCEL_REASON} schema={reasonSchema} onConfirm={cancel} onClose={() => setCancelling(null)} onChanged={() => void refresh()}>
          <p>{`The pickup on ${formatPickupWindow(cancelling.PickupDate, cancelling.PickupWindowStart, cancelling.PickupWindowEnd)} will be called off. This cannot be undone; schedule a new pickup if you need one later.`}</p>
        </CancelDialog>
      )}
    </div>
  );
}
