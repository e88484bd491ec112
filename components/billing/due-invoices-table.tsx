'use client';

import type { Invoice } from '@/lib/schemas/invoices';
import { DataTable, type Column } from './data-table';
import { formatAed, formatDay, periodLabel } from './format';
import { InvoicePdfButton } from './invoice-pdf-button';
import { InvoiceStatusBadge } from './status-badge';

interface DueInvoicesTableProps {
  invoices: Invoice[] | undefined;
  loading: boolean;
  selected: string[];
  onSelect: (invoiceNos: string[]) => void;
}

/** What a payment may still take from an invoice: due, less what pending transfers already cover. */
export const payable = (i: Invoice) => Math.max(0, Math.round((i.AmountDue - i.PendingPayments) * 100) / 100);

/** The open invoices, oldest due first, each with a checkbox to include it in the payment. */
export function DueInvoicesTable({ invoices, loading, selected, onSelect }: DueInvoicesTableProps) {
  const selectable = (invoices ?? []).filter((i) => payable(i) > 0).map((i) => i.InvoiceNo);
  const all = selectable.length > 0 && selectable.every((n) => selected.includes(n));
  const toggle = (no: string, on: boolean) => onSelect(on ? [...selected, no] : selected.filter((n) => n !== no));
  const columns: Column<Invoice>[] = [
    {
      header: (
        <span className="flex items-center gap-2">
          <input
            type="checkbox"
            aria-label="Select every invoice"
            className="h-4 w-4"
            checked={all}
            disabled={!selectable.length}
            onChange={(e) => onSelect(e.target.checked ? selectable : [])}
          />
          Invoice
        </span>
      ),
      cell: (i) => (
        <label className="flex items-start gap-2">
          <input type="checkbox" className="mt-0.5 h-4 w-4" checked={selected.includes(i.InvoiceNo)} disabled={payable(i) === 0} onChange={(e) => toggle(i.InvoiceNo, e.target.checked)} />
          <span>
            <span className="block font-mono font-semibold text-slate-900">{i.InvoiceNo}</span>
            <span className="block text-slate-700">{periodLabel(i.Period)}</span>
          </span>
        </label>
      ),
    },
    { header: 'Due', cell: (i) => formatDay(i.DueDate), className: 'whitespace-nowrap' },
    { header: 'Total', cell: (i) => formatAed(i.Total), numeric: true },
    { header: 'Amount due', cell: (i) => <span className="font-semibold">{formatAed(i.AmountDue)}</span>, numeric: true },
    { header: 'Awaiting confirmation', cell: (i) => (i.PendingPayments ? formatAed(i.PendingPayments) : '—'), numeric: true },
    { header: 'Status', cell: (i) => <InvoiceStatusBadge status={i.Status} daysOverdue={i.DaysOverdue} /> },
    { header: <span className="sr-only">Actions</span>, cell: (i) => <InvoicePdfButton invoiceNo={i.InvoiceNo} /> },
  ];
  return <DataTable label="Open invoices" columns={columns} rows={invoices} rowKey={(i) => i._id} loading={loading} emptyText="Nothing is due. Thank you!" minWidth="52rem" />;
}
