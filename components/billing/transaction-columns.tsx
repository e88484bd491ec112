'use client';

import type { Column } from '@/components/ui/data-table';
import { DateTime, Money } from '@/components/ui/format';
import { StatusBadge } from '@/components/ui/status-badge';
import { TRANSACTION_TYPE_LABELS, type Transaction } from '@/lib/schemas/transactions';
import { PAYMENT_STATUS_TEXT } from './payment-columns';

/** The transaction history's columns; the Admin's list spans accounts, so it names the account. */
export function transactionColumns(showAccount: boolean): Column<Transaction>[] {
  return [
    { header: 'Date', cell: (t) => <DateTime iso={t.Date} /> },
    ...(showAccount ? [{ header: 'Account', cell: (t: Transaction) => t.AccountNo }] : []),
    {
      header: 'Description',
      cell: (t) => (
        <>
          <span className="block">{t.Description}</span>
          {t.Reference && <span className="block break-all font-mono text-muted">{t.Reference}</span>}
        </>
      ),
    },
    { header: 'Type', cell: (t) => TRANSACTION_TYPE_LABELS[t.Type] },
    { header: 'Status', cell: (t) => <StatusBadge status={t.Status} label={PAYMENT_STATUS_TEXT[t.Status]} /> },
    {
      header: 'Amount',
      cell: (t) => (
        <span className={t.Amount < 0 ? 'text-danger-800' : 'text-success-900'}>
          <Money aed={t.Amount} signed />
        </span>
      ),
      numeric: true,
    },
    { header: 'Balance', cell: (t) => (t.Balance === null ? '—' : <Money aed={t.Balance} />), numeric: true },
  ];
}
