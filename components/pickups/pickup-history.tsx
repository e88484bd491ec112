'use client';

import { useEffect, useState } from 'react';
import { errorMessage } from '@/components/ui/notify';
import { useDebounced } from '@/components/ui/use-debounced';
import { Pager } from '@/components/ui/pager';
import { useProfile } from '@/components/portal/use-profile';
import type { BookingHistoryQuery } from '@/lib/schemas/pickup';
import { CancelPickupDialog } from './cancel-pickup-dialog';
import { NO_FILTERS, PickupFilters, type Filters } from './pickup-filters';
import { PickupTable } from './pickup-table';
import { HISTORY_PAGE_SIZE, type Pickup } from './types';
import { usePickupHistory, useRefreshHistory } from './use-pickup-history';

const RANGE_ERROR = 'Pickup to cannot be before Pickup from.';

/** /Pickuphistory: the account's pickups (every account's for the Admin), filtered and paged, with cancel. */
export function PickupHistory() {
  const { data: profile } = useProfile();
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [cancelling, setCancelling] = useState<Pickup | null>(null);
  const search = useDebounced(filters.search.trim());
  const rangeError = filters.From && filters.To && filters.To < filters.From ? RANGE_ERROR : undefined;
  // A range the API would refuse is not asked for; the previous answer stays on screen.
  const query: BookingHistoryQuery | null = rangeError ? null : { ...filters, search, page, limit: HISTORY_PAGE_SIZE };
  const { data, error, isValidating, mutate } = usePickupHistory(query);
  const refresh = useRefreshHistory();
  const list = data?.data;
  const filtered = !!(search || filters.From || filters.To || filters.Status);

  // A cancel under a status filter can empty the last page: step back to one that has rows.
  useEffect(() => {
    if (list && list.Pickups.length === 0 && list.Total > 0 && page > 1) setPage(Math.ceil(list.Total / HISTORY_PAGE_SIZE));
  }, [list, page]);

  return (
    <div className="space-y-4">
      <PickupFilters
        value={filters}
        rangeError={rangeError}
        onChange={(next) => {
          setFilters(next);
          setPage(1);
        }}
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
          <PickupTable
            rows={list?.Pickups}
            loading={isValidating}
            showAccount={profile?.data.user.Role === 'Admin'}
            emptyText={filtered ? 'No pickups match these filters.' : 'No pickups yet. Scheduled pickups will be listed here.'}
            onCancel={setCancelling}
          />
          {list && <Pager label="Pickup pages" page={list.Page} limit={list.Limit} total={list.Total} onPage={setPage} />}
        </>
      )}
      {cancelling && <CancelPickupDialog pickup={cancelling} onClose={() => setCancelling(null)} onChanged={() => void refresh()} />}
    </div>
  );
}
