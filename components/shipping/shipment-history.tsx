'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { lazyToast } from '@/components/providers/lazy-toast';
import useSWR from 'swr';
import { Button, RowAction } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { DateRangeFilter, FilterBar, SearchFilter, SelectFilter } from '@/components/ui/filter-bar';
import { toastError } from '@/components/ui/notify';
import { EmptyState } from '@/components/ui/states';
import { useList } from '@/components/ui/use-list';
import { useListParams } from '@/components/ui/use-list-params';
import type { ServiceType } from '@/lib/schemas/service-types';
import { HISTORY_PAGE_SIZE, type ShipmentList } from '@/lib/schemas/shipment';
import { postForFile, saveFile } from './print-pdf';
import { PrintButton } from './print-button';
import { useShipmentColumns } from './shipment-columns';
import { ShipmentDetails } from './shipment-details';
import { formatCount, isStatusCode, STATUS_OPTIONS } from './shipment-format';

/** The "Airway bill history" tab: ShipmentHistory filtered and paged, its CSV export, printing and the details dialog. */
export function ShipmentHistory({ canPrint, showAccount }: { canPrint: boolean; showAccount: boolean }) {
  const t = useTranslations('shipping.history');
  const ts = useTranslations('shipping.statusFilter');
  const locale = useLocale();
  const columns = useShipmentColumns(showAccount);
  const statuses = [['', t('allStatuses')] as const, ...STATUS_OPTIONS.map((o) => [o.code, isStatusCode(o.code) ? ts(o.code) : o.label] as const)];
  const list = useListParams({
    filters: { search: '', From: '', To: '', Status: '', ServiceCode: '' },
    range: { from: 'From', to: 'To', message: t('rangeError') },
    defaultSort: { key: 'CreatedAt', dir: 'desc' },
  });
  const query = list.query && { ...list.query, limit: HISTORY_PAGE_SIZE };
  const { data, error, isLoading, mutate } = useList<ShipmentList>('ShipmentHistory', query, 'POST');
  const [open, setOpen] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const services = useSWR<{ data: { ServiceTypes: ServiceType[] } }>('activeServicetypes').data?.data.ServiceTypes ?? [];
  const { filters: f } = list;
  const page = data?.data;
  const awbs = page?.Shipments.map((s) => s.AirWayBillNo) ?? [];

  async function exportCsv() {
    if (!query) return;
    setExporting(true);
    try {
      // The same filters and order as on screen, every page.
      const { page: _page, limit: _limit, ...filters } = query;
      const { blob, fileName } = await postForFile('ShipmentHistory/export', filters, 'text/csv', 'shipments.csv');
      saveFile(blob, fileName);
      lazyToast('success', t('exporting'));
    } catch (err) {
      toastError(err);
    } finally {
      setExporting(false);
    }
  }

  return (
    <div className="space-y-4">
      <FilterBar label={t('filterLabel')} onClear={list.filtered ? list.reset : undefined}>
        <SearchFilter id="history-search" label={t('search')} value={f.search} onChange={(search) => list.set({ search })} placeholder={t('searchPlaceholder')} />
        <DateRangeFilter id="history" from={f.From} to={f.To} onChange={(r) => list.set({ From: r.from ?? f.From, To: r.to ?? f.To })} error={list.rangeError} />
        <SelectFilter id="history-status" label={t('status')} value={f.Status} options={statuses} onChange={(Status) => list.set({ Status })} />
        <SelectFilter id="history-service" label={t('service')} value={f.ServiceCode} options={[['', t('allServices')], ...services.map((s) => [s.ServiceCode, s.ServiceName] as const)]} onChange={(ServiceCode) => list.set({ ServiceCode })} />
      </FilterBar>
      <div className="flex flex-wrap items-end gap-3 max-sm:flex-col max-sm:items-stretch">
        <Button variant="secondary" busy={exporting} disabled={!query || page?.Total === 0} onClick={() => void exportCsv()}>
          {t(exporting ? 'preparingCsv' : 'exportCsv')}
        </Button>
        {canPrint && awbs.length > 0 && <PrintButton target={{ AirWayBillNos: awbs }} label={t('printPage', { n: formatCount(awbs.length, locale) })} variant="secondary" />}
      </div>
      <DataTable
        label={t('tableLabel')}
        columns={columns}
        rows={query ? page?.Shipments : []}
        rowKey={(s) => s._id}
        loading={isLoading}
        error={error}
        onRetry={() => void mutate()}
        sort={list.sort}
        onSort={list.setSort}
        empty={
          <EmptyState title={t(!query ? 'fixFilters' : list.filtered ? 'noMatch' : 'none')}>
            {query && !list.filtered && t('noneHint')}
          </EmptyState>
        }
        actions={(s) => <RowAction label={t('details')} name={t('detailsOf', { awb: s.AirWayBillNo })} onClick={() => setOpen(s.AirWayBillNo)} />}
        pager={query && page ? { label: t('pages'), page: page.Page, limit: page.Limit, total: page.Total, capped: page.TotalCapped, onPage: list.setPage } : undefined}
      />
      {open && <ShipmentDetails awb={open} canPrint={canPrint} onClose={() => setOpen(null)} />}
    </div>
  );
}
