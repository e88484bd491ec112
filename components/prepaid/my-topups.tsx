'use client';

import Link from 'next/link';
import { useState } from 'react';
import { Pager } from '@/components/ui/pager';
import { TOPUP_PAGE_SIZE, type TopupHistoryQuery } from '@/lib/schemas/prepaid';
import { LoadError } from './load-error';
import { NO_FILTERS, rangeError, TopupFilters, type Filters } from './topup-filters';
import { TopupTable } from './topup-table';
import { useTopupHistory } from './use-prepaid';

/** /Topuphistory for a prepaid customer: the account's requests and what became of them. */
export function MyTopups() {
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  // A range the API would refuse is not asked for; the previous answer stays on screen.
  const query: TopupHistoryQuery | null = rangeError(filters) ? null : { Status: filters.Status, From: filters.From, To: filters.To, page, limit: TOPUP_PAGE_SIZE };
  const { data, error, isValidating, mutate } = useTopupHistory(query);
  const list = data?.data;
  const filtered = !!(filters.Status || filters.From || filters.To);

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-slate-700">Your requests to add money to your prepaid balance. A request is credited when an Admin approves it.</p>
        <Link href="/PrepaidTopuprequest" className="rounded bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
          Request a top-up
        </Link>
      </div>
      <TopupFilters
        admin={false}
        value={filters}
        reset={NO_FILTERS}
        onChange={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      {error && !list ? (
        <LoadError error={error} onRetry={() => void mutate()} />
      ) : (
        <>
          <TopupTable rows={list?.TopupRequests} loading={isValidating} emptyText={filtered ? 'No top-up requests match these filters.' : 'No top-up requests yet. Requests you make will be listed here.'} />
          {list && <Pager label="Top-up request pages" page={list.Page} limit={list.Limit} total={list.Total} onPage={setPage} />}
        </>
      )}
    </div>
  );
}
