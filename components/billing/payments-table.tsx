'use client';

import type { ReactNode } from 'react';
import { PAYMENT_PROVIDER_LABELS, type Payment } from '@/lib/schemas/payments';
import { DataTable, type Column } from './data-table';
import { formatAed, formatDubaiDateTime } from './format';
import { PAYMENT_STATUS_TEXT, StatusBadge } from './status-badge';

interface PaymentsTableProps {
  label: string;
  rows: Payment[] | undefined;
  loading: boolean;
  emptyText: string;
  showAccount?: boolean;
  /** Extra cells at the end (the Admin's Confirm and Reject). */
  actions?: (p: Payment) => ReactNode;
}

/** Payment attempts: number and date, method, amount, the invoices it settles, status and why. */
export function PaymentsTable({ label, rows, loading, emptyText, showAccount, actions }: PaymentsTableProps) {
  const columns: Column<Payment>[] = [
    {
      header: 'Payment',
      cell: (p) => (
        <>
          <span className="block font-mono font-semibold text-slate-900">{p.PaymentNo}</span>
          <span className="block text-slate-700">{formatDubaiDateTime(p.CreatedAt)}</span>
        </>
      ),
    },
    ...(showAccount ? [{ header: 'Account', cell: (p: Payment) => `${p.AccountNo} · ${p.CompanyName}` }] : []),
    {
      header: 'Method',
      cell: (p) => (
        <>
          <span className="block">{PAYMENT_PROVIDER_LABELS[p.Provider]}</span>
          <span className="block break-all text-slate-700">{p.Reference}</span>
        </>
      ),
    },
    { header: 'Amount', cell: (p) => formatAed(p.Amount), numeric: true },
    { header: 'Invoices', cell: (p) => (p.Allocations.length ? p.Allocations.map((a) => `${a.InvoiceNo} (${formatAed(a.Amount)})`).join(', ') : '—') },
    {
      header: 'Status',
      cell: (p) => (
        <>
          <StatusBadge status={p.Status} label={PAYMENT_STATUS_TEXT[p.Status]} />
          {(p.FailureReason || p.ReviewNote) && <span className="mt-1 block text-slate-700">{p.FailureReason || p.ReviewNote}</span>}
        </>
      ),
    },
    ...(actions ? [{ header: <span className="sr-only">Actions</span>, cell: actions }] : []),
  ];
  return <DataTable label={label} columns={columns} rows={rows} rowKey={(p) => p._id} loading={loading} emptyText={emptyText} minWidth="52rem" />;
}
