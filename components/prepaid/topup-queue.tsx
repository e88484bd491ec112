'use client';

import { useEffect, useState } from 'react';
import { useDebounced } from '@/components/ui/use-debounced';
import { Pager } from '@/components/ui/pager';
import { TOPUP_PAGE_SIZE } from '@/lib/schemas/prepaid';
import { LoadError } from './load-error';
import { ReviewDialog } from './review-dialog';
import { TopupFilters, type Filters } from './topup-filters';
import { TopupTable, type Decision } from './topup-table';
import type { TopupRequest } from './types';
import { useRefreshPrepaid, useTopupQueue } from './use-prepaid';

/** The Admin opens on what waits for a decision. */
const PENDING: Filters = { Status: 'Pending', search: '', From: '', To: '' };

/** /Topuphistory for the Admin: every account's requests, pending first by default, with Approve and Reject. */
export function TopupQueue() {
  const [filters, setFilters] = useState<Filters>(PENDING);
  const [page, setPage] = useState(1);
  const [reviewing, setReviewing] = useState<{ topup: TopupRequest; decision: Decision } | null>(null);
  const search = useDebounced(filters.search.trim());
  const { data, error, isValidating, mutate } = useTopupQueue({ status: filters.Status, search, page, limit: TOPUP_PAGE_SIZE });
  const refresh = useRefreshPrepaid();
  const list = data?.data;

  // A decision empties its row from the pending list: step back from a page left empty.
  useEffect(() => {
    if (list && list.TopupRequests.length === 0 && list.Total > 0 && page > 1) setPage(Math.ceil(list.Total / TOPUP_PAGE_SIZE));
  }, [list, page]);

  return (
    <div className="space-y-4">
      <p className="text-slate-700">Approve a request once its payment has reached the bank; the amount is added to the account’s prepaid balance at once.</p>
      <TopupFilters
        admin
        value={filters}
        reset={PENDING}
        onChange={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      {error && !list ? (
        <LoadError error={error} onRetry={() => void mutate()} />
      ) : (
        <>
          <TopupTable
            rows={list?.TopupRequests}
            loading={isValidating}
            emptyText={filters.Status === 'Pending' && !search ? 'No top-up requests are waiting for a decision.' : 'No top-up requests match these filters.'}
            onReview={(topup, decision) => setReviewing({ topup, decision })}
          />
          {list && <Pager label="Top-up request pages" page={list.Page} limit={list.Limit} total={list.Total} onPage={setPage} />}
        </>
      )}
      {reviewing && <ReviewDialog {...reviewing} onClose={() => setReviewing(null)} onChanged={() => void refresh()} />}
    </div>
  );
}
