'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import type { Column } from '@/components/ui/data-table';
import { DateTime, Money, useFormat } from '@/components/ui/format';
import { StatusBadge } from '@/components/ui/status-badge';
import type { PaymentDues } from '@/lib/schemas/invoices';
import type { Payment } from '@/lib/schemas/payments';

/** Payment attempts: number and date, method, amount, the invoices it settles, status and why. */
export function usePaymentColumns(showAccount: boolean): Column<Payment>[] {
  const t = useTranslations('billing');
  const f = useFormat();
  return useMemo(
    () => [
      {
        header: t('columns.payment'),
        cell: (p) => (
          <>
            <span className="block font-mono font-semibold">{p.PaymentNo}</span>
            <span className="block text-muted">
              <DateTime iso={p.CreatedAt} />
            </span>
          </>
        ),
      },
      ...(showAccount ? [{ header: t('columns.account'), cell: (p: Payment) => `${p.AccountNo} · ${p.CompanyName}` }] : []),
      {
        header: t('columns.method'),
        cell: (p) => (
          <>
            <span className="block">{t(`providers.${p.Provider}`)}</span>
            <span className="block break-all text-muted">{p.Reference}</span>
          </>
        ),
      },
      { header: t('columns.amount'), cell: (p) => <Money aed={p.Amount} />, numeric: true },
      {
        header: t('columns.invoices'),
        cell: (p) =>
          p.Allocations.length ? p.Allocations.map((a) => t('columns.allocation', { invoiceNo: a.InvoiceNo, amount: f.aed(a.Amount) })).join(t('pay.listSeparator')) : '—',
      },
      {
        header: t('columns.status'),
        cell: (p) => (
          <>
            <StatusBadge status={p.Status} label={t(`paymentStatus.${p.Status}`)} />
            {(p.FailureReason || p.ReviewNote) && <span className="mt-1 block text-muted" dir="auto">
                {p.FailureReason || p.ReviewNote}
              </span>}
          </>
        ),
      },
    ],
    [t, f, showAccount],
  );
}

export type AccountDue = NonNullable<PaymentDues['Accounts']>[number];

/** The Admin's receivables: what each postpaid account owes, and its credit. */
export function useAccountDueColumns(): Column<AccountDue>[] {
  const t = useTranslations('billing.columns');
  return useMemo(
    () => [
      { header: t('account'), cell: (a) => `${a.AccountNo} · ${a.CompanyName}` },
      { header: t('totalDue'), cell: (a) => <Money aed={a.TotalDue} />, numeric: true },
      { header: t('overdue'), cell: (a) => <Money aed={a.Overdue} />, numeric: true },
      { header: t('creditLimit'), cell: (a) => <Money aed={a.CreditLimit} />, numeric: true },
      { header: t('availableCredit'), cell: (a) => <Money aed={a.AvailableCredit} />, numeric: true },
    ],
    [t],
  );
}
