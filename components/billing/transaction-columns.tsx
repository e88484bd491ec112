'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import type { Column } from '@/components/ui/data-table';
import { DateTime, Money } from '@/components/ui/format';
import { StatusBadge } from '@/components/ui/status-badge';
import type { Transaction } from '@/lib/schemas/transactions';

/** The transaction history's columns; the Admin's list spans accounts, so it names the account. */
export function useTransactionColumns(showAccount: boolean): Column<Transaction>[] {
  const t = useTranslations('billing');
  return useMemo(
    () => [
      { header: t('columns.date'), cell: (tx) => <DateTime iso={tx.Date} /> },
      ...(showAccount ? [{ header: t('columns.account'), cell: (tx: Transaction) => tx.AccountNo }] : []),
      {
        header: t('columns.description'),
        cell: (tx) => (
          <>
            <span className="block" dir="auto">
              {tx.Description}
            </span>
            {tx.Reference && <span className="block break-all font-mono text-muted">{tx.Reference}</span>}
          </>
        ),
      },
      { header: t('columns.type'), cell: (tx) => t(`transactionTypes.${tx.Type}`) },
      { header: t('columns.status'), cell: (tx) => <StatusBadge status={tx.Status} label={t(`paymentStatus.${tx.Status}`)} /> },
      {
        header: t('columns.amount'),
        cell: (tx) => (
          <span className={tx.Amount < 0 ? 'text-danger-800' : 'text-success-900'}>
            <Money aed={tx.Amount} signed />
          </span>
        ),
        numeric: true,
      },
      { header: t('columns.balance'), cell: (tx) => (tx.Balance === null ? '—' : <Money aed={tx.Balance} />), numeric: true },
    ],
    [t, showAccount],
  );
}
