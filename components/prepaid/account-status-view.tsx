'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { DateRangeFilter, FilterBar } from '@/components/ui/filter-bar';
import { EmptyState, Skeleton } from '@/components/ui/states';
import { ErrorState } from '@/components/ui/error-state';
import { useList } from '@/components/ui/use-list';
import { useListParams } from '@/components/ui/use-list-params';
import { LEDGER_PAGE_SIZE, type AccountStatus } from '@/lib/schemas/prepaid';
import { BalanceCards } from './balance-cards';
import { LedgerTotals, useLedgerColumns } from './ledger-columns';

/** One account's status: the cards, then the ledger with its date range and pages. `accountNo` only for the Admin. */
export function AccountStatusView({ accountNo }: { accountNo: string | null }) {
  const t = useTranslations('prepaid');
  const ledgerColumns = useLedgerColumns();
  const list = useListParams({ filters: { From: '', To: '' }, range: { from: 'From', to: 'To', message: t('rangeError') } });
  const path = accountNo ? `PrepaidAccountStatus?${new URLSearchParams({ AccountNo: accountNo })}` : 'PrepaidAccountStatus';
  const { data, error, isLoading, mutate } = useList<AccountStatus>(path, list.query && { ...list.query, limit: LEDGER_PAGE_SIZE }, 'POST');
  const status = data?.data;

  if (error && !status) return <ErrorState error={error} onRetry={() => void mutate()} />;
  if (!status) {
    return (
      <div role="status" className="space-y-4">
        <p className="text-muted">{t('accountStatus.loading')}</p>
        <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
          {[1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-28 w-full rounded-card" />
          ))}
        </div>
      </div>
    );
  }
  const ledger = status.Ledger;
  return (
    <div className="space-y-6">
      <BalanceCards status={status} admin={accountNo !== null} />
      {/* Not a landmark: the table's own region is the one named "Ledger". */}
      <div className="space-y-3">
        <h2 className="text-section text-ink">{t('accountStatus.ledger')}</h2>
        <p className="text-muted">{t('accountStatus.ledgerIntro')}</p>
        <FilterBar label={t('accountStatus.filter')}>
          <DateRangeFilter id="ledger" from={list.filters.From} to={list.filters.To} onChange={(r) => list.set({ From: r.from ?? list.filters.From, To: r.to ?? list.filters.To })} error={list.rangeError} />
          {list.filtered && (
            <Button variant="secondary" onClick={list.reset} className="max-sm:w-full">
              {t('accountStatus.allDates')}
            </Button>
          )}
        </FilterBar>
        <LedgerTotals ledger={ledger} />
        <DataTable
          label={t('accountStatus.ledger')}
          caption={t('accountStatus.caption')}
          columns={ledgerColumns}
          rows={ledger.Entries}
          rowKey={(l) => l._id}
          loading={isLoading}
          empty={<EmptyState title={ledger.From || ledger.To ? t('accountStatus.noneInDates') : t('accountStatus.none')} />}
          pager={{ label: t('accountStatus.pages'), page: ledger.Page, limit: ledger.Limit, total: ledger.Total, onPage: list.setPage }}
        />
      </div>
    </div>
  );
}
