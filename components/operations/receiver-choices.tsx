'use client';

import { useTranslations } from 'next-intl';
import { TwoLines } from '@/components/shipping/fact-list';
import { useStatusWords } from '@/components/shipping/shipment-columns';
import { useReceiverChoiceLines } from '@/components/tracking/receiver-words';
import { DataTable, type Column } from '@/components/ui/data-table';
import { FilterBar, SearchFilter } from '@/components/ui/filter-bar';
import { DateTime } from '@/components/ui/format';
import { EmptyState } from '@/components/ui/states';
import { StatusBadge } from '@/components/ui/status-badge';
import { useList } from '@/components/ui/use-list';
import { useListParams } from '@/components/ui/use-list-params';
import type { ReceiverChoiceList, ReceiverChoiceRow } from '@/lib/schemas/receiver';

const PAGE_SIZE = 20;

function useChoiceColumns(): Column<ReceiverChoiceRow>[] {
  const t = useTranslations('operations.choices');
  const kind = useTranslations('tracking.receiver.kinds');
  const lines = useReceiverChoiceLines();
  const status = useStatusWords();
  return [
      { header: t('when'), cell: (r) => <DateTime iso={r.Choice.CreatedAt} /> },
      { header: t('awb'), cell: (r) => <TwoLines main={<span className="font-mono font-semibold">{r.AirWayBillNo}</span>} detail={<bdi>{r.ReceiverName}</bdi>} /> },
      { header: t('where'), cell: (r) => <TwoLines main={<bdi>{r.Destination}</bdi>} detail={r.Emirate !== r.Destination && <bdi>{r.Emirate}</bdi>} /> },
      {
        header: t('choice'),
        cell: (r) => {
          const said = lines.choice(r.Choice);
          return <TwoLines main={<span className="font-semibold">{kind(r.Choice.Kind)}</span>} detail={<bdi className="break-words">{[said.text, said.detail].filter(Boolean).join(' · ')}</bdi>} />;
        },
      },
      { header: t('deliveryDay'), cell: (r) => (r.DeliveryDate ? lines.day(r.DeliveryDate) : <span className="text-muted">{t('noDay')}</span>) },
      { header: t('status'), cell: (r) => <StatusBadge status={r.StatusCode} label={status(r.StatusCode)} /> },
  ];
}

/**
 * The "Receivers' choices" tab of /Operations (issue 16): what receivers
 * chose, newest first, searchable by airway bill, so Ops and the dispatch
 * desk see a new day, instructions or address before they plan a run.
 */
export function ReceiverChoicesList() {
  const t = useTranslations('operations.choices');
  const columns = useChoiceColumns();
  const list = useListParams({ prefix: 'choices', filters: { search: '' } });
  const { data, error, isLoading, mutate } = useList<ReceiverChoiceList>('ReceiverChoices', list.query && { ...list.query, limit: PAGE_SIZE }, 'GET', { refreshInterval: 60_000 });
  const page = data?.data;
  return (
    <div className="space-y-4">
      <p className="text-sm text-muted">{t('intro')}</p>
      <FilterBar label={t('filter')} onClear={list.filtered ? list.reset : undefined}>
        <SearchFilter id="choices-search" label={t('search')} value={list.filters.search} onChange={(search) => list.set({ search })} placeholder={t('searchPlaceholder')} />
      </FilterBar>
      <DataTable
        label={t('table')}
        columns={columns}
        rows={page?.Choices}
        rowKey={(r) => r._id}
        loading={isLoading}
        error={error}
        onRetry={() => void mutate()}
        empty={<EmptyState title={list.filtered ? t('noMatch') : t('none')} />}
        pager={page && { label: t('pages'), page: page.Page, limit: page.Limit, total: page.Total, onPage: list.setPage }}
      />
    </div>
  );
}
