'use client';

import { useTranslations } from 'next-intl';
import { DataTable } from '@/components/ui/data-table';
import { DateRangeFilter, FilterBar, SelectFilter } from '@/components/ui/filter-bar';
import { EmptyState } from '@/components/ui/states';
import { useList } from '@/components/ui/use-list';
import { useListParams } from '@/components/ui/use-list-params';
import { useProfile } from '@/components/portal/use-profile';
import { TRANSACTION_PAGE_SIZE, TRANSACTION_TYPES, type TransactionList } from '@/lib/schemas/transactions';
import { useTransactionColumns } from './transaction-columns';

/** /TransactionHistory: the account's charges, payments, refunds and top-ups, newest first. */
export function TransactionHistory() {
  const t = useTranslations('billing');
  const { data: profile } = useProfile();
  const list = useListParams({
    filters: { From: '', To: '', Type: '' },
    range: { from: 'From', to: 'To', message: t('transactions.rangeError') },
  });
  const columns = useTransactionColumns(profile?.data.user.Role === 'Admin');
  const typeOptions = [['', t('transactions.all')] as const, ...TRANSACTION_TYPES.map((type) => [type, t(`transactionTypes.${type}`)] as const)];
  const { filters: f } = list;
  const { data, error, isLoading, mutate } = useList<TransactionList>('TransactionHistory', list.query && { ...list.query, limit: TRANSACTION_PAGE_SIZE }, 'POST');
  const page = data?.data;

  return (
    <div className="space-y-4">
      <p className="text-muted">{t('transactions.intro')}</p>
      <FilterBar label={t('transactions.filter')} onClear={list.filtered ? list.reset : undefined}>
        <DateRangeFilter id="tx" from={f.From} to={f.To} onChange={(r) => list.set({ From: r.from ?? f.From, To: r.to ?? f.To })} error={list.rangeError} />
        <SelectFilter id="tx-type" label={t('transactions.type')} value={f.Type} options={typeOptions} onChange={(Type) => list.set({ Type })} />
      </FilterBar>
      <DataTable
        label={t('transactions.table')}
        columns={columns}
        rows={list.query ? page?.Transactions : []}
        rowKey={(tx) => tx._id}
        loading={isLoading}
        error={error}
        onRetry={() => void mutate()}
        empty={
          !list.query ? (
            <EmptyState title={t('transactions.fixFilters')} />
          ) : list.filtered ? (
            <EmptyState title={t('transactions.noMatch')} />
          ) : (
            <EmptyState title={t('transactions.none')}>{t('transactions.noneHint')}</EmptyState>
          )
        }
        pager={list.query && page ? { label: t('transactions.pages'), page: page.Page, limit: page.Limit, total: page.Total, onPage: list.setPage } : undefined}
      />
    </div>
  );
}
