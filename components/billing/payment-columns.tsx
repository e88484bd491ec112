'use client';

import type { Column } from '@/components/ui/data-table';
import { DateTime, formatAed, Money } from '@/components/ui/format';
import { StatusBadge } from '@/components/ui/status-badge';
import type { PaymentDues } from '@/lib/schemas/invoices';
import { PAYMENT_PROVIDER_LABELS, type Payment, type PaymentStatus } from '@/lib/schemas/payments';

/** A payment's (or a transaction's) status in words. */
export const PAYMENT_STATUS_TEXT: Record<PaymentStatus | 'Completed', string> = {
  Pending: 'Awaiting confirmation',
  Succeeded: 'Succeeded',
  Failed: 'Failed',
  Rejected: 'Rejected',
  Completed: 'Completed',
};

/** Payment attempts: number and date, method, amount, the invoices it settles, status and why. */
export function paymentColumns(showAccount: boolean): Column<Payment>[] {
  return [
    {
      header: 'Payment',
      cell: (p) => (
        <>
          <span className="block font-mono font-semibold">{p.PaymentNo}</span>
          <span className="block text-muted">
            <DateTime iso={p.CreatedAt} />
          </span>
        </>
      ),
    },
    ...(showAccount ? [{ header: 'Account', cell: (p: Payment) => `${p.AccountNo} · ${p.CompanyName}` }] : []),
    {
      header: 'Method',
      cell: (p) => (
        <>
          <span className="block">{PAYMENT_PROVIDER_LABELS[p.Provider]}</span>
          <span className="block break-all text-muted">{p.Reference}</span>
        </>
      ),
    },
    { header: 'Amount', cell: (p) => <Money aed={p.Amount} />, numeric: true },
    { header: 'Invoices', cell: (p) => (p.Allocations.length ? p.Allocations.map((a) => `${a.InvoiceNo} (${formatAed(a.Amount)})`).join(', ') : '—') },
    {
      header: 'Status',
      cell: (p) => (
        <>
          <StatusBadge status={p.Status} label={PAYMENT_STATUS_TEXT[p.Status]} />
          {(p.FailureReason || p.ReviewNote) && <span className="mt-1 block text-muted">{p.FailureReason || p.ReviewNote}</span>}
        </>
      ),
    },
  ];
}

export type AccountDue = NonNullable<PaymentDues['Accounts']>[number];

/** The Admin's receivables: what each postpaid account owes, and its credit. */
export const accountDueColumns: Column<AccountDue>[] = [
  { header: 'Account', cell: (a) => `${a.AccountNo} · ${a.CompanyName}` },
  { header: 'Total due', cell: (a) => <Money aed={a.TotalDue} />, numeric: true },
  { header: 'Overdue', cell: (a) => <Money aed={a.Overdue} />, numeric: true },
  { header: 'Credit limit', cell: (a) => <Money aed={a.CreditLimit} />, numeric: true },
  { header: 'Available credit', cell: (a) => <Money aed={a.AvailableCredit} />, numeric: true },
];
