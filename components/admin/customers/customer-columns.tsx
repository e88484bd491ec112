'use client';

import type { ReactNode } from 'react';
import type { Column } from '@/components/ui/data-table';
import { DateTime, Money } from '@/components/ui/format';
import { StatusBadge } from '@/components/ui/status-badge';
import { PAYMENT_TYPE_NAMES, type CustomerAccount, type OutboxMail, type RegistrationRequest } from '@/lib/schemas/customers';

const capitalised = (s: string) => s[0]!.toUpperCase() + s.slice(1);
const MAIL_STATUS = { outbox: 'In the outbox', sent: 'Sent', failed: 'Failed' } as const;

/** A cell's lines one under another, each [content, classes]; an empty one is left out. */
function lines(...items: [ReactNode, string?][]) {
  return items.map(([content, className = ''], i) => (content || content === 0 ? <span key={i} className={`block ${className}`}>{content}</span> : null));
}

export const requestColumns: Column<RegistrationRequest>[] = [
  { header: 'Company and applicant', cell: (r) => lines([r.company_name, 'break-words font-semibold'], [r.full_name], [r.username, 'break-words font-mono text-muted']) },
  { header: 'Contact', cell: (r) => lines([r.email, 'break-words'], [r.phone_number || r.telephone_number], [[r.City, r.Country].filter(Boolean).join(', '), 'text-muted']) },
  { header: 'Received', cell: (r) => <DateTime iso={r.CreatedAt} /> },
  {
    header: 'Status',
    cell: (r) =>
      lines(
        [<StatusBadge status={r.Status} label={capitalised(r.Status)} />],
        [r.AccountNo && `Account ${r.AccountNo}`, 'mt-1 whitespace-nowrap'],
        [r.ReviewNote && `Reason: ${r.ReviewNote}`, 'mt-1 max-w-xs break-words text-muted'],
        [r.ReviewedBy && r.ReviewedAt && <>{`by ${r.ReviewedBy}, `}<DateTime iso={r.ReviewedAt} /></>, 'mt-1 text-sm text-muted'],
      ),
  },
];

export const accountColumns: Column<CustomerAccount>[] = [
  { header: 'Account', cell: (a) => lines([`${a.AccountNo} · ${a.CompanyName}`, 'break-words font-semibold'], [a.Email, 'break-words text-muted'], [a.Trn && `TRN ${a.Trn}`, 'text-muted']) },
  {
    header: 'Payment terms',
    cell: (a) =>
      lines([PAYMENT_TYPE_NAMES[a.PaymentType]], [<>{a.PaymentType === 'PD' ? 'Credit limit ' : 'Balance '}<Money aed={a.PaymentType === 'PD' ? a.CreditLimit : a.Balance} /></>, 'text-muted']),
  },
  { header: 'Users', cell: (a) => lines([a.Users], [a.PrimaryUser?.full_name, 'text-muted']) },
  { header: 'Status', cell: (a) => <StatusBadge status={a.Active ? 'Active' : 'Inactive'} /> },
  { header: 'Opened', cell: (a) => <DateTime iso={a.CreatedAt} dateOnly /> },
];

export const outboxColumns: Column<OutboxMail>[] = [
  {
    header: 'Message',
    className: 'md:max-w-md',
    cell: (m) => (
      <details>
        <summary className="cursor-pointer break-words font-semibold">{m.Subject}</summary>
        <pre className="mt-2 whitespace-pre-wrap break-words rounded-control bg-canvas p-3 font-sans text-sm">{m.Text}</pre>
      </details>
    ),
  },
  { header: 'To', cell: (m) => <span className="break-words">{m.To}</span> },
  { header: 'Status', cell: (m) => lines([<StatusBadge status={m.Status} label={MAIL_STATUS[m.Status]} />], [m.Error, 'mt-1 text-danger-700']) },
  { header: 'Queued', cell: (m) => lines([<DateTime iso={m.CreatedAt} />], [m.SentAt && <>Sent <DateTime iso={m.SentAt} /></>, 'text-muted']) },
];
