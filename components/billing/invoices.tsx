'use client';

import { DataTable } from '@/components/ui/data-table';
import { FilterBar, SearchFilter, SelectFilter } from '@/components/ui/filter-bar';
import { EmptyState } from '@/components/ui/states';
import { useList, useRefreshList } from '@/components/ui/use-list';
import { useListParams } from '@/components/ui/use-list-params';
import { useProfile } from '@/components/portal/use-profile';
import { INVOICE_FILTERS, INVOICE_PAGE_SIZE, INVOICE_STATUS_LABELS, type InvoiceFilter, type InvoiceList, type InvoiceStatus } from '@/lib/schemas/invoices';
import { GenerateInvoicesForm } from './generate-invoices-form';
import { invoiceColumns, InvoicePdfButton } from './invoice-columns';
import { PrepaidNotice } from './prepaid-notice';

const LABELS: Record<string, string> = { '': 'All', Unpaid: 'Unpaid', Overdue: 'Overdue', ...INVOICE_STATUS_LABELS };
const STATUS_OPTIONS = INVOICE_FILTERS.map((s) => [s, LABELS[s as InvoiceStatus]!] as const);

/** /Invoices: the account's tax invoices (every account's for the Admin), filtered, sorted, paged, each as a PDF. */
export function Invoices() {
  const { data: profile } = useProfile();
  const admin = profile?.data.user.Role === 'Admin';
  const list = useListParams({ filters: { search: '', Status: '' }, defaultSort: { key: 'IssueDate', dir: 'desc' } });
  const { filters: f } = list;
  const { data, error, isValidating, mutate } = useList<InvoiceList>('Invoices', list.query && { ...list.query, limit: INVOICE_PAGE_SIZE }, 'POST');
  const refresh = useRefreshList('Invoices');
  const page = data?.data;

  if (profile?.data.AccountData.PaymentType === 'PP') return <PrepaidNotice what="invoices" />;
  return (
    <div className="space-y-4">
      {admin && <GenerateInvoicesForm onDone={() => void refresh()} />}
      <FilterBar label="Filter invoices" onClear={list.filtered ? list.reset : undefined}>
        <SearchFilter id="invoice-search" label="Search invoices" value={f.search} onChange={(search) => list.set({ search })} placeholder={admin ? 'Invoice number, account number or company' : 'Invoice number'} />
        <SelectFilter<InvoiceFilter> id="invoice-status" label="Status" value={f.Status as InvoiceFilter} options={STATUS_OPTIONS} onChange={(Status) => list.set({ Status })} />
      </FilterBar>
      <DataTable
        label="Invoices"
        columns={invoiceColumns(admin)}
        sort={list.sort}
        onSort={list.setSort}
        rows={page?.Invoices}
        rowKey={(i) => i._id}
        loading={isValidating}
        error={error}
        onRetry={() => void mutate()}
        empty={
          list.filtered ? (
            <EmptyState title="No invoices match these filters." />
          ) : (
            <EmptyState title="No invoices yet.">Each month&apos;s shipments are invoiced early the next month.</EmptyState>
          )
        }
        actions={(i) => <InvoicePdfButton invoiceNo={i.InvoiceNo} />}
        pager={page && { label: 'Invoice pages', page: page.Page, limit: page.Limit, total: page.Total, onPage: list.setPage }}
      />
    </div>
  );
}
