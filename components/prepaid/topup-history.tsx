'use client';

import Link from 'next/link';
import { useState } from 'react';
import { useProfile } from '@/components/portal/use-profile';
import { buttonClass } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { DateRangeFilter, FilterBar, SearchFilter, SelectFilter } from '@/components/ui/filter-bar';
import { EmptyState } from '@/components/ui/states';
import { useList, useRefreshList, useStepBack } from '@/components/ui/use-list';
import { useListParams } from '@/components/ui/use-list-params';
import { TOPUP_PAGE_SIZE, type TopupList, type TopupRequest } from '@/lib/schemas/prepaid';
import { ReviewDialog } from './review-dialog';
import { RANGE_ERROR, STATUS_OPTIONS, TopupActions, topupColumns, type Decision } from './topup-columns';

/** /Topuphistory: the Admin's review queue over every account, or the prepaid customer's own requests. */
export function TopupHistory() {
  const { data } = useProfile();
  if (!data) return null;
  const admin = data.data.user.Role === 'Admin';
  return <TopupRequests key={String(admin)} admin={admin} />;
}

/** The Admin opens on what waits for a decision and searches; the customer filters by the day of the request. */
function TopupRequests({ admin }: { admin: boolean }) {
  const list = useListParams({
    filters: { Status: admin ? 'Pending' : '', search: '', From: '', To: '' },
    range: admin ? undefined : { from: 'From', to: 'To', message: RANGE_ERROR },
  });
  const { filters: f, query: q } = list;
  const swr = useList<TopupList>(
    admin ? 'TopupRequests' : 'PrepaidPaymentHistory',
    q && (admin ? { status: q.Status, search: q.search, page: q.page, sort: q.sort, limit: TOPUP_PAGE_SIZE } : { Status: q.Status, From: q.From, To: q.To, page: q.page, sort: q.sort, limit: TOPUP_PAGE_SIZE }),
    admin ? 'GET' : 'POST',
  );
  const refresh = useRefreshList('TopupRequests');
  const [reviewing, setReviewing] = useState<{ topup: TopupRequest; decision: Decision } | null>(null);
  const page = swr.data?.data;
  // A decision empties its row from the pending list: step back from a page left empty.
  useStepBack(page, page?.TopupRequests.length, list.page, list.setPage);
  const empty = list.filtered ? 'No top-up requests match these filters.' : admin ? 'No top-up requests are waiting for a decision.' : 'No top-up requests yet.';

  return (
    <div className="space-y-4">
      {admin ? (
        <p className="text-muted">Approve a request once its payment has reached the bank; the amount is added to the account’s prepaid balance at once.</p>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-muted">Your requests to add money to your prepaid balance. A request is credited when an Admin approves it.</p>
          <Link href="/PrepaidTopuprequest" className={buttonClass()}>
            Request a top-up
          </Link>
        </div>
      )}
      <FilterBar label="Filter top-up requests" onClear={list.filtered ? list.reset : undefined}>
        <SelectFilter id="topup-status" label="Status" value={f.Status} options={STATUS_OPTIONS} onChange={(Status) => list.set({ Status })} />
        {admin ? (
          <SearchFilter id="topup-search" label="Search requests" value={f.search} onChange={(search) => list.set({ search })} placeholder="Request number, account number or company" />
        ) : (
          <DateRangeFilter id="topup" fromLabel="Requested from" toLabel="Requested to" from={f.From} to={f.To} onChange={(r) => list.set({ From: r.from ?? f.From, To: r.to ?? f.To })} error={list.rangeError} />
        )}
      </FilterBar>
      <DataTable
        label="Top-up requests"
        columns={topupColumns(admin)}
        rows={page?.TopupRequests}
        rowKey={(r) => r._id}
        loading={swr.isValidating}
        error={swr.error}
        onRetry={() => void swr.mutate()}
        sort={list.sort}
        onSort={list.setSort}
        empty={<EmptyState title={empty}>{!list.filtered && !admin && 'Requests you make will be listed here.'}</EmptyState>}
        actions={admin ? (r) => <TopupActions topup={r} onReview={(topup, decision) => setReviewing({ topup, decision })} /> : undefined}
        pager={page && { label: 'Top-up request pages', page: page.Page, limit: page.Limit, total: page.Total, onPage: list.setPage }}
      />
      {reviewing && <ReviewDialog {...reviewing} onClose={() => setReviewing(null)} onChanged={() => void refresh()} />}
    </div>
  );
}
