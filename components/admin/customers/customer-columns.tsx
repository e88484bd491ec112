'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { Column } from '@/components/ui/data-table';
import { DateTime, Money } from '@/components/ui/format';
import { StatusBadge } from '@/components/ui/status-badge';
import type { CustomerAccount, OutboxMail, RegistrationRequest } from '@/lib/schemas/customers';

/** A cell's lines one under another, each [content, classes]; an empty one is left out. */
function lines(...items: [ReactNode, string?][]) {
  return items.map(([content, className = ''], i) => (content || content === 0 ? <span key={i} className={`block ${className}`}>{content}</span> : null));
}

/** Emails, user names and phone numbers read left to right inside Arabic text too. */
const ltr = (text: string | null | undefined) => (text ? <bdi dir="ltr">{text}</bdi> : null);

export function useRequestColumns(): Column<RegistrationRequest>[] {
  const t = useTranslations('admin.customers.columns');
  return [
    { header: t('companyApplicant'), cell: (r) => lines([r.company_name, 'break-words font-semibold'], [r.full_name], [ltr(r.username), 'break-words font-mono text-muted']) },
    { header: t('contact'), cell: (r) => lines([ltr(r.email), 'break-words'], [ltr(r.phone_number || r.telephone_number)], [[r.City, r.Country].filter(Boolean).join(', '), 'text-muted']) },
    { header: t('received'), cell: (r) => <DateTime iso={r.CreatedAt} /> },
    {
      header: t('status'),
      cell: (r) =>
        lines(
          [<StatusBadge status={r.Status} />],
          [r.AccountNo && t('accountNo', { accountNo: r.AccountNo }), 'mt-1 whitespace-nowrap'],
          [r.ReviewNote && t('reason', { reason: r.ReviewNote }), 'mt-1 max-w-xs break-words text-muted'],
          [r.ReviewedBy && r.ReviewedAt && <>{t('reviewedBy', { name: r.ReviewedBy })}<DateTime iso={r.ReviewedAt} /></>, 'mt-1 text-sm text-muted'],
        ),
    },
  ];
}

export function useAccountColumns(): Column<CustomerAccount>[] {
  const t = useTranslations('admin.customers.columns');
  const paymentType = useTranslations('admin.paymentTypes');
  return [
    {
      header: t('account'),
      cell: (a) => lines([<><bdi>{a.AccountNo}</bdi> · {a.CompanyName}</>, 'break-words font-semibold'], [ltr(a.Email), 'break-words text-muted'], [a.Trn && t('trn', { trn: a.Trn }), 'text-muted']),
    },
    {
      header: t('paymentTerms'),
      cell: (a) =>
        lines(
          [paymentType(a.PaymentType)],
          [<>{a.PaymentType === 'PD' ? t('creditLimit') : t('balance')}<Money aed={a.PaymentType === 'PD' ? a.CreditLimit : a.Balance} /></>, 'text-muted'],
          [(a.CodTransferFee > 0 || a.CodSettlesInvoices) && <>{t('codFee')}<Money aed={a.CodTransferFee} />{a.CodSettlesInvoices && t('codSettlesInvoices')}</>, 'text-muted'],
        ),
    },
    { header: t('users'), cell: (a) => lines([a.Users], [a.PrimaryUser?.full_name, 'text-muted']) },
    { header: t('status'), cell: (a) => <StatusBadge status={a.Active ? 'Active' : 'Inactive'} /> },
    { header: t('opened'), cell: (a) => <DateTime iso={a.CreatedAt} dateOnly /> },
  ];
}

export function useOutboxColumns(): Column<OutboxMail>[] {
  const t = useTranslations('admin.customers.columns');
  return [
    {
      header: t('message'),
      className: 'md:max-w-md',
      cell: (m) => (
        <details>
          <summary className="cursor-pointer break-words font-semibold">{m.Subject}</summary>
          <pre className="mt-2 whitespace-pre-wrap break-words rounded-control bg-canvas p-3 font-sans text-sm">{m.Text}</pre>
        </details>
      ),
    },
    { header: t('to'), cell: (m) => <span className="break-words">{ltr(m.To)}</span> },
    { header: t('status'), cell: (m) => lines([<StatusBadge status={m.Status} />], [m.Error, 'mt-1 text-danger-700']) },
    { header: t('queued'), cell: (m) => lines([<DateTime iso={m.CreatedAt} />], [m.SentAt && <>{t('sent')}<DateTime iso={m.SentAt} /></>, 'text-muted']) },
  ];
}
