'use client';

import type { Invoice } from '@/lib/schemas/invoices';
import { DataTable, type Column } from './data-table';
import { formatAed, formatDay, periodLabel } from './format';
import { InvoicePdfButton } from './invoice-pdf-button';
import { InvoiceStatusBadge } from './status-badge';

interface InvoiceTableProps {
  rows: Invoice[] | undefined;
  loading: boolean;
  emptyText: string;
  /** The Admin's list spans accounts: it names the account. */
  showAccount: boolean;
}

/** /Invoices: number, period, dates, amounts, status and the PDF download. */
export function InvoiceTable({ rows, loading, emptyText, showAccount }: InvoiceTableProps) {
  const columns: Column<Invoice>[] = [
    {
      header: 'Invoice',
      cell: (i) => (
        <>
          <span className="block font-mono font-semibold text-slate-900">{i.InvoiceNo}</span>
          <span className="block text-slate-700">{periodLabel(i.Period)}</span>
        </>
      ),
    },
    ...(showAccount ? [{ header: 'Account', cell: (i: Invoice) => `${i.AccountNo} · ${i.CompanyName}` }] : []),
    { header: 'Issued', cell: (i) => formatDay(i.IssueDate), className: 'whitespace-nowrap' },
    { header: 'Due', cell: (i) => formatDay(i.DueDate), className: 'whitespace-nowrap' },
    { header: 'Total', cell: (i) => formatAed(i.Total), numeric: true },
    { header: 'Paid', cell: (i) => formatAed(i.Paid), numeric: true },
    { header: 'Amount due', cell: (i) => <span className="font-semibold">{formatAed(i.AmountDue)}</span>, numeric: true },
    { header: 'Status', cell: (i) => <InvoiceStatusBadge status={i.Status} daysOverdue={i.DaysOverdue} /> },
    { header: <span className="sr-only">Actions</span>, cell: (i) => <InvoicePdfButton invoiceNo={i.InvoiceNo} /> },
  ];
  return <DataTable label="Invoices" columns={columns} rows={rows} rowKey={(i) => i._id} loading={loading} emptyText={emptyText} minWidth="56rem" />;
}
