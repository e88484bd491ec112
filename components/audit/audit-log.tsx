'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { lazyToast } from '@/components/providers/lazy-toast';
import { useProfile } from '@/components/portal/use-profile';
import { getForFile, saveFile } from '@/components/shipping/print-pdf';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { DateRangeFilter, FilterBar, SearchFilter, SelectFilter } from '@/components/ui/filter-bar';
import { toastError } from '@/components/ui/notify';
import { EmptyState } from '@/components/ui/states';
import { useList } from '@/components/ui/use-list';
import { useListParams } from '@/components/ui/use-list-params';
import { AUDIT_ACTIONS, AUDIT_PAGE_SIZE, type AuditAction, type AuditLogPage } from '@/lib/schemas/audit';
import { useAuditColumns } from './audit-columns';

/** /AuditLog: the Admin's whole audit trail, or a customer's own account's; filters in the URL, CSV of the same filters. */
export function AuditLog() {
  const t = useTranslations('auditLog');
  const { data: profile } = useProfile();
  const admin = profile?.data.user.Role === 'Admin';
  const list = useListParams({
    filters: { Action: '' as AuditAction | '', search: '', AccountNo: '', Target: '', From: '', To: '' },
    range: { from: 'From', to: 'To', message: t('rangeError') },
  });
  const { filters: f } = list;
  // `search` is the kit's debounced text box; the API calls it Actor.
  const query = list.query && (({ search, ...rest }) => ({ ...rest, Actor: search, limit: AUDIT_PAGE_SIZE }))(list.query);
  const { data, error, isLoading, mutate } = useList<AuditLogPage>('AuditLog', query);
  const page = data?.data;
  const columns = useAuditColumns(admin);
  const [exporting, setExporting] = useState(false);
  const actions = [['', t('allActions')] as const, ...AUDIT_ACTIONS.map((a) => [a, t(`actions.${a}`)] as const)];

  async function exportCsv() {
    if (!query) return;
    setExporting(true);
    try {
      const { page: _page, limit: _limit, ...filters } = query;
      const params = new URLSearchParams(Object.entries(filters).filter(([, v]) => v !== '' && v !== undefined) as [string, string][]);
      const { blob, fileName } = await getForFile(`AuditLog/Export?${params}`, 'text/csv', 'audit-log.csv');
      saveFile(blob, fileName);
      lazyToast('success', t('exported'));
    } catch (err) {
      toastError(err);
    } finally {
      setExporting(false);
    }
  }

  return (
    <div className="space-y-4">
      <p className="text-muted">{t(admin ? 'intro' : 'introCustomer')}</p>
      <FilterBar label={t('filter')} onClear={list.filtered ? list.reset : undefined}>
        <SelectFilter id="audit-action" label={t('action')} value={f.Action} options={actions} onChange={(Action) => list.set({ Action })} />
        <SearchFilter id="audit-actor" label={t('actor')} value={f.search} onChange={(search) => list.set({ search })} placeholder={t('actorPlaceholder')} />
        {admin && <SearchFilter id="audit-account" label={t('accountNo')} value={f.AccountNo} onChange={(AccountNo) => list.set({ AccountNo })} />}
        <SearchFilter id="audit-target" label={t('target')} value={f.Target} onChange={(Target) => list.set({ Target })} />
        <DateRangeFilter id="audit" from={f.From} to={f.To} onChange={(r) => list.set({ From: r.from ?? f.From, To: r.to ?? f.To })} error={list.rangeError} />
      </FilterBar>
      <div className="flex flex-wrap items-end gap-3 max-sm:flex-col max-sm:items-stretch">
        <Button variant="secondary" busy={exporting} disabled={!query || page?.Total === 0} onClick={() => void exportCsv()}>
          {t(exporting ? 'preparingCsv' : 'exportCsv')}
        </Button>
      </div>
      <DataTable
        label={t('table')}
        columns={columns}
        rows={list.query ? page?.Entries : []}
        rowKey={(e) => String(e._id)}
        loading={isLoading}
        error={error}
        onRetry={() => void mutate()}
        empty={
          !list.query ? (
            <EmptyState title={t('fixFilters')} />
          ) : list.filtered ? (
            <EmptyState title={t('noMatch')} />
          ) : (
            <EmptyState title={t('none')}>{t('noneHint')}</EmptyState>
          )
        }
        pager={list.query && page ? { label: t('pages'), page: page.Page, limit: page.Limit, total: page.Total, onPage: list.setPage } : undefined}
      />
    </div>
  );
}
