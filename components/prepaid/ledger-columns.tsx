'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import type { Column } from '@/components/ui/data-table';
import { DateTime, Money } from '@/components/ui/format';
import type { AccountStatus, LedgerLine } from '@/lib/schemas/prepaid';

/** The ledger's lines, newest first, with the balance after each; a movement's sign is in words, its colour only repeats it. */
export function useLedgerColumns(): Column<LedgerLine>[] {
  const t = useTranslations('prepaid');
  return useMemo(
    () => [
      { header: t('ledger.date'), cell: (l) => <DateTime iso={l.Date} /> },
      {
        header: t('ledger.description'),
        cell: (l) => (
          <span className="break-words" dir="auto">
            {l.Description}
          </span>
        ),
      },
      { header: t('ledger.type'), cell: (l) => t(`ledgerKinds.${l.Kind}`) },
      {
        header: t('ledger.amount'),
        numeric: true,
        cell: (l) => (
          <span className={l.Amount < 0 ? 'text-danger-800' : 'text-success-900'}>
            <Money aed={l.Amount} signed />
          </span>
        ),
      },
      {
        header: t('ledger.balance'),
        numeric: true,
        cell: (l) => (
          <span className="font-semibold">
            <Money aed={l.Balance} />
          </span>
        ),
      },
    ],
    [t],
  );
}

/** The period's totals under the table. */
export function LedgerTotals({ ledger }: { ledger: AccountStatus['Ledger'] }) {
  const t = useTranslations('prepaid.ledger');
  const items = [
    ['opening', ledger.OpeningBalance],
    ['credits', ledger.Credits],
    ['debits', ledger.Debits],
    ['closing', ledger.ClosingBalance],
  ] as const;
  return (
    <dl className="grid grid-cols-2 gap-3 rounded-card border border-line bg-canvas p-3 text-sm sm:grid-cols-4">
      {items.map(([term, aed]) => (
        <div key={term}>
          <dt className="text-muted">{t(term)}</dt>
          <dd className="font-semibold">
            <Money aed={aed} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
