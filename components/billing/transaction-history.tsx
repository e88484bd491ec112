'use client';

import { useState } from 'react';
import { errorMessage } from '@/components/ui/notify';
import { Pager } from '@/components/ui/pager';
import { useProfile } from '@/components/portal/use-profile';
import { TRANSACTION_PAGE_SIZE, TRANSACTION_TYPE_LABELS, type Transaction } from '@/lib/schemas/transactions';
import { DataTable, type Column } from './data-table';
import { formatAed, formatDubaiDateTime, formatSigned } from './format';
import { PAYMENT_STATUS_TEXT, StatusBadge } from './status-badge';
import { NO_TRANSACTION_FILTERS, TransactionFilters, type TransactionFilterValues } from './transaction-filters';
import { useTransactions } from './use-billing';

const RANGE_ERROR = 'To cannot be before From.';

/** /TransactionHistory: the account's charges, payments, refunds and top-ups, newest first. */
export function TransactionHistory() {
  const { data: profile } = useProfile();
  const admin = profile?.data.user.Role === 'Admin';
  const [filters, setFilters] = useState<TransactionFilterValues>(NO_TRANSACTION_FILTERS);
  const [page, setPage] = useState(1);
  const rangeError = filters.From && filters.To && filters.To < filters.From ? RANGE_ERROR : undefined;
  const { data, error, isValidating, mutate } = useTransactions(rangeError ? null : { ...filters, page, limit: TRANSACTION_PAGE_SIZE });
  const list = data?.data;
  const filtered = !!(filters.From || filters.To || filters.Type);

  const columns: Column<Transaction>[] = [
    { header: 'Date', cell: (t) => formatDubaiDateTime(t.Date), className: 'whitespace-nowrap' },
    ...(admin ? [{ header: 'Account', cell: (t: Transaction) => t.AccountNo }] : []),
    {
      header: 'Description',
      cell: (t) => (
        <>
          <span className="block">{t.Description}</span>
          {t.Reference && <span className="block font-mono text-slate-700">{t.Reference}</span>}
        </>
      ),
    },
    { header: 'Type', cell: (t) => TRANSACTION_TYPE_LABELS[t.Type] },
    { header: 'Status', cell: (t) => <StatusBadge status={t.Status} label={PAYMENT_STATUS_TEXT[t.Status]} /> },
    { header: 'Amount', cell: (t) => <span className={t.Amount < 0 ? 'text-red-800' : 'text-green-900'}>{formatSigned(t.Amount)}</span>, numeric: true },
    { header: 'Balance', cell: (t) => (t.Balance === null ? '—' : formatAed(t.Balance)), numeric: true },
  ];

  return (
    <div className="space-y-4">
      <p className="text-slate-700">Charges, payments, refunds and top-ups on your account. For postpaid accounts the balance is what is owed on invoices (shown as a negative amount).</p>
      <TransactionFilters
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
          <DataTable
            label="Transactions"
            columns={columns}
            rows={list?.Transactions}
            rowKey={(t) => t._id}
            loading={isValidating}
            emptyText={filtered ? 'No transactions match these filters.' : 'No transactions yet.'}
            minWidth="52rem"
          />
          {list && <Pager label="Transaction pages" page={list.Page} limit={list.Limit} total={list.Total} onPage={setPage} />}
        </>
      )}
    </div>
  );
}
