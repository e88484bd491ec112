'use client';

import { useState } from 'react';
import { rowActionClass } from '@/components/ui/button';
import type { Column } from '@/components/ui/data-table';
import { formatDay, Money } from '@/components/ui/format';
import { toastError } from '@/components/ui/notify';
import { StatusBadge } from '@/components/ui/status-badge';
import { postForFile, saveFile } from '@/components/shipping/print-pdf';
import { INVOICE_STATUS_LABELS, periodLabel, type Invoice } from '@/lib/schemas/invoices';

/** What a payment may still take from an invoice: due, less what pending transfers already cover. */
export const payable = (i: Invoice) => Math.max(0, Math.round((i.AmountDue - i.PendingPayments) * 100) / 100);

/** An invoice's status, and "Overdue · 12 days" when it is late. */
function InvoiceStatus({ invoice: i }: { invoice: Invoice }) {
  return (
    <span className="inline-flex flex-wrap gap-1">
      <StatusBadge status={i.Status} label={INVOICE_STATUS_LABELS[i.Status]} />
      {i.DaysOverdue > 0 && <StatusBadge status="Overdue" label={`Overdue · ${i.DaysOverdue} ${i.DaysOverdue === 1 ? 'day' : 'days'}`} />}
    </span>
  );
}

const number: Column<Invoice> = {
  header: 'Invoice',
  cell: (i) => (
    <>
      <span className="block font-mono font-semibold">{i.InvoiceNo}</span>
      <span className="block text-muted">{periodLabel(i.Period)}</span>
    </>
  ),
};
const due: Column<Invoice> = { header: 'Due', cell: (i) => formatDay(i.DueDate), className: 'whitespace-nowrap', sortKey: 'DueDate' };
const total: Column<Invoice> = { header: 'Total', cell: (i) => <Money aed={i.Total} />, numeric: true, sortKey: 'Total' };
const amountDue: Column<Invoice> = { header: 'Amount due', cell: (i) => <strong><Money aed={i.AmountDue} /></strong>, numeric: true };
const status: Column<Invoice> = { header: 'Status', cell: (i) => <InvoiceStatus invoice={i} /> };

/** /Invoices: number and month, dates, amounts and status; the Admin's list spans accounts, so it names the account. */
export function invoiceColumns(showAccount: boolean): Column<Invoice>[] {
  return [
    number,
    ...(showAccount ? [{ header: 'Account', cell: (i: Invoice) => `${i.AccountNo} · ${i.CompanyName}` }] : []),
    { header: 'Issued', cell: (i) => formatDay(i.IssueDate), className: 'whitespace-nowrap', sortKey: 'IssueDate' },
    due,
    total,
    { header: 'Paid', cell: (i) => <Money aed={i.Paid} />, numeric: true },
    amountDue,
    status,
  ];
}

/** /PaymentDues: the open invoices, oldest due first (unsorted there, so the sort keys stay idle). */
export const dueInvoiceColumns: Column<Invoice>[] = [
  number,
  due,
  total,
  amountDue,
  { header: 'Awaiting confirmation', cell: (i) => (i.PendingPayments ? <Money aed={i.PendingPayments} /> : '—'), numeric: true },
  status,
];

/** Downloads one tax invoice as a PDF file; the invoice number names the button for screen readers. */
export function InvoicePdfButton({ invoiceNo }: { invoiceNo: string }) {
  const [busy, setBusy] = useState(false);

  async function download() {
    setBusy(true);
    try {
      const { blob, fileName } = await postForFile('InvoicePDF', { InvoiceNo: invoiceNo }, 'application/pdf', `${invoiceNo}.pdf`);
      saveFile(blob, fileName);
    } catch (err) {
      toastError(err);
    } finally {
      setBusy(false);
    }
  }

  return (
    <button type="button" onClick={() => void download()} disabled={busy} aria-busy={busy} className={rowActionClass}>
      {busy ? 'Preparing…' : 'Download PDF'}
      <span className="sr-only"> of invoice {invoiceNo}</span>
    </button>
  );
}
