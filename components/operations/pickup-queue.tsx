'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { usePickupStatus } from '@/components/pickups/pickup-columns';
import { DataTable } from '@/components/ui/data-table';
import { DateFilter, FilterBar, SearchFilter, SelectFilter } from '@/components/ui/filter-bar';
import { EmptyState } from '@/components/ui/states';
import { useList, useRefreshList, useStepBack } from '@/components/ui/use-list';
import { useListParams } from '@/components/ui/use-list-params';
import { PICKUP_STATUS_NAMES } from '@/lib/schemas/pickup-model';
import type { PickupQueueList, QueuePickup } from '@/lib/schemas/operations';
import { QueueActions, useQueueColumns, type QueueAction } from './queue-columns';
import { QueueDialog } from './queue-dialogs';

const PAGE_SIZE = 10;

/**
 * The "Pickup queue" tab: guest and customer pickups, by default today's and
 * later ones plus any still open from earlier days, open ones first. Assign
 * (a courier or route), Collected and Failed move a pickup; the list is
 * fetched again after every move, and every minute as customers book and cancel.
 */
export function PickupQueue() {
  const t = useTranslations('operations.queue');
  const statusName = usePickupStatus();
  const queueColumns = useQueueColumns();
  const statusOptions = [['', t('allStatuses')] as const, ...PICKUP_STATUS_NAMES.map((s) => [s, statusName(s)] as const)];
  const list = useListParams({ filters: { search: '', date: '', status: '' } });
  const { filters: f } = list;
  const { data, error, isLoading, mutate } = useList<PickupQueueList>('PickupQueue', list.query && { ...list.query, limit: PAGE_SIZE }, 'GET', { refreshInterval: 60_000 });
  const refresh = useRefreshList('PickupQueue');
  const [action, setAction] = useState<{ kind: QueueAction; pickup: QueuePickup } | null>(null);
  const page = data?.data;
  useStepBack(page, page?.Pickups.length, list.page, list.setPage);

  return (
    <div className="space-y-4">
      <FilterBar
        label={t('filter')}
        onClear={list.filtered ? list.reset : undefined}
        error={
          <p id="queue-date-hint" className="mt-2 text-sm text-muted">
            {t('dateHint')}
          </p>
        }
      >
        <SearchFilter id="queue-search" label={t('search')} value={f.search} onChange={(search) => list.set({ search })} placeholder={t('searchPlaceholder')} />
        <DateFilter id="queue-date" label={t('date')} value={f.date} onChange={(date) => list.set({ date })} describedBy="queue-date-hint" />
        <SelectFilter id="queue-status" label={t('status')} value={f.status} options={statusOptions} onChange={(status) => list.set({ status })} />
      </FilterBar>
      <DataTable
        label={t('table')}
        columns={queueColumns}
        rows={page?.Pickups}
        rowKey={(p) => p._id}
        loading={isLoading}
        error={error}
        onRetry={() => void mutate()}
        empty={<EmptyState title={list.filtered ? t('noMatch') : t('none')} />}
        actions={(p) => <QueueActions pickup={p} onAction={(kind) => setAction({ kind, pickup: p })} />}
        pager={page && { label: t('pages'), page: page.Page, limit: page.Limit, total: page.Total, onPage: list.setPage }}
      />
      {action && <QueueDialog kind={action.kind} pickup={action.pickup} onClose={() => setAction(null)} onChanged={() => void refresh()} />}
    </div>
  );
}
