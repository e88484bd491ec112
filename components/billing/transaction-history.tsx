'use client';

import { DataTable } from '@/components/ui/data-table';
import { DateRangeFilter, FilterBar, SelectFilter } from '@/components/ui/filter-bar';
import { EmptyState } from '@/components/ui/states';
import { useList } from '@/components/ui/use-list';
import { useListParams } from '@/components/ui/use-list-params';
import { useProfile } from '@/components/portal/use-profile';
import { TRANSACTION_PAGE_SIZE, TRANSACTION_TYPE_LABELS, TRANSACTION_TYPES, type TransactionList } from '@/lib/schemas/transactions';
import { transactionColumns } from './transaction-columns';

const TYPE_OPTIONS = [['', 'All'] as const, ...TRANSACTION_TYPES.map((t) => [t, TRANSACTION_TYPE_LABELS[t]] as const)];

/** /TransactionHistory: the account's charges, payments, refunds and top-ups, newest first. */
export function TransactionHistory() {
  const { data: profile } = useProfile();
  const list = useListParams({
    filters: { From: '', To: '', Type: '' },
    range: { from: 'From', to: 'To', message: 'To cannot be before From.' },
  });
  const { filters: f } = list;
  const { data, error, isValidating, mutate } = useList<TransactionList>('TransactionHistory', list.query && { ...list.query, limit: TRANSACTION_PAGE_SIZE }, 'POST');
  const page = data?.data;

  return (
    <div className="space-y-4">
      <p className="text-muted">Charges, payments, refunds and top-ups on your account. For postpaid accounts the balance is what is owed on invoices (shown as a negative amount).</p>
      <FilterBar label="Filter transactions" onClear={list.filtered ? list.reset : undefined}>
        <DateRangeFilter id="tx" from={f.From} to={f.To} onChange={(r) => list.set({ From: r.from ?? f.From, To: r.to ?? f.To })} error={list.rangeError} />
        <SelectFilter id="tx-type" label="Type" value={f.Type} options={TYPE_OPTIONS} onChange={(Type) => list.set({ Type })} />
      </FilterBar>
      <DataTable
        label="Transactions"
        columns={transactionColumns(profile?.data.user.Role === 'Admin')}
        rows={list.query ? page?.Transactions : []}
        rowKey={(t) => t._id}
        loading={isValidating}
        error={error}
        onRetry={() => void mutate()}
        empty={
          !list.query ? (
            <EmptyState title="Please correct the filters above." />
          ) : list.filtered ? (
            <EmptyState title="No transactions match these filters." />
          ) : (
            <EmptyState title="No transactions yet.">Charges, payments, refunds and top-ups will be listed here.</EmptyState>
          )
        }
        pager={list.query && page ? { label: 'Transaction pages', page: page.Page, limit: page.Limit, total: page.Total, onPage: list.setPage } : undefined}
      />
    </div>
  );
}
