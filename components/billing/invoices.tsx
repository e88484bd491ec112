'use client';

import { useTranslations } from 'next-intl';
import { DataTable } from '@/components/ui/data-table';
import { FilterBar, SearchFilter, SelectFilter } from '@/components/ui/filter-bar';
import { EmptyState } from '@/components/ui/states';
import { useList, useRefreshList } from '@/components/ui/use-list';
import { useListParams } from '@/components/ui/use-list-params';
import { useProfile } from '@/components/portal/use-profile';
import { INVOICE_FILTERS, INVOICE_PAGE_SIZE, INVOICE_STATUS_NAMES, type InvoiceFilter, type InvoiceList, type InvoiceStatus } from '@/lib/schemas/invoices';
import { GenerateInvoicesForm } from './generate-invoices-form';
import { InvoicePdfActions, useInvoiceColumns } from './invoice-columns';
import { PrepaidNotice } from './prepaid-notice';

const isStatus = (s: string): s is InvoiceStatus => (INVOICE_STATUS_NAMES as readonly string[]).includes(s);

/** /Invoices: the account's tax invoices (every account's for the Admin), filtered, sorted, paged, each as a PDF. */
export function Invoices() {
  const t = useTranslations('billing');
  const { data: profile } = useProfile();
  const admin = profile?.data.user.Role === 'Admin';
  const list = useListParams({ filters: { search: '', Status: '' }, defaultSort: { key: 'IssueDate', dir: 'desc' } });
  const { filters: f } = list;
  const { data, error, isLoading, mutate } = useList<InvoiceList>('Invoices', list.query && { ...list.query, limit: INVOICE_PAGE_SIZE }, 'POST');
  const refresh = useRefreshList('Invoices');
  const columns = useInvoiceColumns(admin);
  const page = data?.data;
  const filterLabel = (s: InvoiceFilter) =>
    s === '' ? t('invoices.all') : s === 'Unpaid' ? t('invoices.unpaid') : s === 'Overdue' ? t('invoices.overdue') : isStatus(s) ? t(`invoiceStatus.${s}`) : s;
  const statusOptions = INVOICE_FILTERS.map((s) => [s, filterLabel(s)] as const);

  if (profile?.data.AccountData.PaymentType === 'PP') return <PrepaidNotice what="invoices" />;
  return (
    <div className="space-y-4">
      {admin && <GenerateInvoicesForm onDone={() => void refresh()} />}
      <FilterBar label={t('invoices.filter')} onClear={list.filtered ? list.reset : undefined}>
        <SearchFilter
          id="invoice-search"
          label={t('invoices.search')}
          value={f.search}
          onChange={(search) => list.set({ search })}
          placeholder={admin ? t('invoices.searchAdmin') : t('invoices.searchCustomer')}
        />
        <SelectFilter<InvoiceFilter> id="invoice-status" label={t('invoices.status')} value={f.Status as InvoiceFilter} options={statusOptions} onChange={(Status) => list.set({ Status })} />
      </FilterBar>
      <DataTable
        label={t('invoices.table')}
        columns={columns}
        sort={list.sort}
        onSort={list.setSort}
        rows={page?.Invoices}
        rowKey={(i) => i._id}
        loading={isLoading}
        error={error}
        onRetry={() => void mutate()}
        empty={list.filtered ? <EmptyState title={t('invoices.noMatch')} /> : <EmptyState title={t('invoices.none')}>{t('invoices.noneHint')}</EmptyState>}
        actions={(i) => <InvoicePdfActions invoiceNo={i.InvoiceNo} />}
        pager={page && { label: t('invoices.pages'), page: page.Page, limit: page.Limit, total: page.Total, onPage: list.setPage }}
      />
    </div>
  );
}
