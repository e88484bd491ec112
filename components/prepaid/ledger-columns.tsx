import type { Column } from '@/components/ui/data-table';
import { DateTime, Money } from '@/components/ui/format';
import { LEDGER_KIND_LABELS, type AccountStatus, type LedgerLine } from '@/lib/schemas/prepaid';

/** The ledger's lines, newest first, with the balance after each; a movement's sign is in words, its colour only repeats it. */
export const ledgerColumns: Column<LedgerLine>[] = [
  { header: 'Date', cell: (l) => <DateTime iso={l.Date} /> },
  { header: 'Description', cell: (l) => <span className="break-words">{l.Description}</span> },
  { header: 'Type', cell: (l) => LEDGER_KIND_LABELS[l.Kind] },
  { header: 'Amount', numeric: true, cell: (l) => <span className={l.Amount < 0 ? 'text-danger-800' : 'text-success-900'}><Money aed={l.Amount} signed /></span> },
  { header: 'Balance', numeric: true, cell: (l) => <span className="font-semibold"><Money aed={l.Balance} /></span> },
];

/** The period's totals under the table. */
export function LedgerTotals({ ledger }: { ledger: AccountStatus['Ledger'] }) {
  const items = [
    ['Opening balance', ledger.OpeningBalance],
    ['Credits', ledger.Credits],
    ['Debits', ledger.Debits],
    ['Closing balance', ledger.ClosingBalance],
  ] as const;
  return (
    <dl className="grid grid-cols-2 gap-3 rounded-card border border-line bg-canvas p-3 text-sm sm:grid-cols-4">
      {items.map(([term, aed]) => (
        <div key={term}>
          <dt className="text-muted">{term}</dt>
          <dd className="font-semibold">
            <Money aed={aed} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
