'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { rowActionClass } from '@/components/ui/button';
import type { Column } from '@/components/ui/data-table';
import { Money, useFormat } from '@/components/ui/format';
import { toastError } from '@/components/ui/notify';
import { StatusBadge } from '@/components/ui/status-badge';
import { postForFile, saveFile } from '@/components/shipping/print-pdf';
import { intlTag, type Locale } from '@/lib/i18n/locales';
import { periodLabel, type Invoice, type InvoicePdfLanguage } from '@/lib/schemas/invoices';

/** What a payment may still take from an invoice: due, less what pending transfers already cover. */
export const payable = (i: Invoice) => Math.max(0, Math.round((i.AmountDue - i.PendingPayments) * 100) / 100);

/** "January 2026", or "يناير 2026" on Arabic pages. */
function periodIn(period: string, locale: Locale): string {
  if (locale === 'en') return periodLabel(period);
  const [y, m] = period.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat(intlTag(locale), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(y, m - 1, 1)));
}

/** An invoice's status, and "Overdue · 12 days" when it is late. */
function InvoiceStatus({ invoice: i }: { invoice: Invoice }) {
  const t = useTranslations('billing');
  return (
    <span className="inline-flex flex-wrap gap-1">
      <StatusBadge status={i.Status} label={t(`invoiceStatus.${i.Status}`)} />
      {i.DaysOverdue > 0 && <StatusBadge status="Overdue" label={t('overdueDays', { count: i.DaysOverdue })} />}
    </span>
  );
}

/** The columns both invoice lists share, in the page's language. */
function useShared() {
  const t = useTranslations('billing.columns');
  const f = useFormat();
  const locale = f.locale;
  return useMemo(() => {
    const number: Column<Invoice> = {
      header: t('invoice'),
      cell: (i) => (
        <>
          <span className="block whitespace-nowrap font-mono font-semibold">{i.InvoiceNo}</span>
          <span className="block text-muted">{periodIn(i.Period, locale)}</span>
        </>
      ),
    };
    const due: Column<Invoice> = { header: t('due'), cell: (i) => f.day(i.DueDate), className: 'whitespace-nowrap', sortKey: 'DueDate' };
    const total: Column<Invoice> = { header: t('total'), cell: (i) => <Money aed={i.Total} />, numeric: true, sortKey: 'Total' };
    const amountDue: Column<Invoice> = {
      header: t('amountDue'),
      cell: (i) => (
        <strong>
          <Money aed={i.AmountDue} />
        </strong>
      ),
      numeric: true,
    };
    const status: Column<Invoice> = { header: t('status'), cell: (i) => <InvoiceStatus invoice={i} /> };
    return { t, f, number, due, total, amountDue, status };
  }, [t, f, locale]);
}

/** /Invoices: number and month, dates, amounts and status; the Admin's list spans accounts, so it names the account. */
export function useInvoiceColumns(showAccount: boolean): Column<Invoice>[] {
  const { t, f, number, due, total, amountDue, status } = useShared();
  return useMemo(
    () => [
      number,
      ...(showAccount ? [{ header: t('account'), cell: (i: Invoice) => `${i.AccountNo} · ${i.CompanyName}` }] : []),
      { header: t('issued'), cell: (i) => f.day(i.IssueDate), className: 'whitespace-nowrap', sortKey: 'IssueDate' },
      due,
      total,
      { header: t('paid'), cell: (i) => <Money aed={i.Paid} />, numeric: true },
      amountDue,
      status,
    ],
    [t, f, number, due, total, amountDue, status, showAccount],
  );
}

/** /PaymentDues: the open invoices, oldest due first (unsorted there, so the sort keys stay idle). */
export function useDueInvoiceColumns(): Column<Invoice>[] {
  const { t, number, due, total, amountDue, status } = useShared();
  return useMemo(
    () => [number, due, total, amountDue, { header: t('awaiting'), cell: (i) => (i.PendingPayments ? <Money aed={i.PendingPayments} /> : '—'), numeric: true }, status],
    [t, number, due, total, amountDue, status],
  );
}

/**
 * Downloads one tax invoice as a PDF file: in English (as it always was), or
 * bilingual ('both': every heading in English and Arabic, the UAE's usual tax
 * invoice). The invoice number names the button for screen readers.
 */
export function InvoicePdfButton({ invoiceNo, language = 'en' }: { invoiceNo: string; language?: InvoicePdfLanguage }) {
  const t = useTranslations('billing.pdf');
  const [busy, setBusy] = useState(false);

  async function download() {
    setBusy(true);
    try {
      const body = language === 'en' ? { InvoiceNo: invoiceNo } : { InvoiceNo: invoiceNo, Language: language };
      const { blob, fileName } = await postForFile('InvoicePDF', body, 'application/pdf', `${invoiceNo}.pdf`);
      saveFile(blob, fileName);
    } catch (err) {
      toastError(err);
    } finally {
      setBusy(false);
    }
  }

  const sr = (chunks: React.ReactNode) => <span className="sr-only">{chunks}</span>;
  return (
    <button type="button" onClick={() => void download()} disabled={busy} aria-busy={busy} className={rowActionClass}>
      {busy ? t('preparing') : t.rich(language === 'en' ? 'download' : 'bilingual', { invoiceNo, sr })}
    </button>
  );
}

/** A row's PDFs: the English invoice and the bilingual one; Arabic pages offer the bilingual one first. */
export function InvoicePdfActions({ invoiceNo }: { invoiceNo: string }) {
  const locale = useLocale();
  const english = <InvoicePdfButton key="en" invoiceNo={invoiceNo} />;
  const both = <InvoicePdfButton key="both" invoiceNo={invoiceNo} language="both" />;
  // One above the other at table widths, so the second link does not widen the row.
  return <span className="inline-flex flex-wrap gap-x-3 gap-y-1 md:flex-col md:items-start">{locale === 'ar' ? [both, english] : [english, both]}</span>;
}
