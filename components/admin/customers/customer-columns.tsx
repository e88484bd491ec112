'use client';

import { RowAction } from '@/components/ui/button';
import type { Column } from '@/components/ui/data-table';
import { DateTime, Money } from '@/components/ui/format';
import { StatusBadge } from '@/components/ui/status-badge';
import { PAYMENT_TYPE_NAMES, type CustomerAccount, type OutboxMail, type RegistrationRequest } from '@/lib/schemas/customers';

const capitalised = (s: string) => s[0]!.toUpperCase() + s.slice(1);

export const requestColumns: Column<RegistrationRequest>[] = [
  {
    header: 'Company and applicant',
    cell: (r) => (
      <>
        <span className="block break-words font-semibold">{r.company_name}</span>
        <span className="block">{r.full_name}</span>
        <span className="block break-words font-mono text-muted">{r.username}</span>
      </>
    ),
  },
  {
    header: 'Contact',
    cell: (r) => (
      <>
        <span className="block break-words">{r.email}</span>
        {(r.phone_number || r.telephone_number) && <span className="block">{r.phone_number || r.telephone_number}</span>}
        <span className="block text-muted">{[r.City, r.Country].filter(Boolean).join(', ')}</span>
      </>
    ),
  },
  { header: 'Received', cell: (r) => <DateTime iso={r.CreatedAt} /> },
  {
    header: 'Status',
    cell: (r) => (
      <>
        <StatusBadge status={r.Status} label={capitalised(r.Status)} />
        {r.AccountNo && <span className="mt-1 block whitespace-nowrap">Account {r.AccountNo}</span>}
        {r.ReviewNote && <span className="mt-1 block max-w-xs break-words text-muted">{`Reason: ${r.ReviewNote}`}</span>}
        {r.ReviewedBy && r.ReviewedAt && <span className="mt-1 block text-sm text-muted">{`by ${r.ReviewedBy}, `}<DateTime iso={r.ReviewedAt} /></span>}
      </>
    ),
  },
];

export const accountColumns: Column<CustomerAccount>[] = [
  {
    header: 'Account',
    cell: (a) => (
      <>
        <span className="block break-words font-semibold">{`${a.AccountNo} · ${a.CompanyName}`}</span>
        {a.Email && <span className="block break-words text-muted">{a.Email}</span>}
        {a.Trn && <span className="block text-muted">TRN {a.Trn}</span>}
      </>
    ),
  },
  {
    header: 'Payment terms',
    cell: (a) => (
      <>
        <span className="block">{PAYMENT_TYPE_NAMES[a.PaymentType]}</span>
        <span className="block text-muted">
          {a.PaymentType === 'PD' ? 'Credit limit ' : 'Balance '}
          <Money aed={a.PaymentType === 'PD' ? a.CreditLimit : a.Balance} />
        </span>
      </>
    ),
  },
  {
    header: 'Users',
    cell: (a) => (
      <>
        <span className="block">{a.Users}</span>
        {a.PrimaryUser && <span className="block text-muted">{a.PrimaryUser.full_name}</span>}
      </>
    ),
  },
  { header: 'Status', cell: (a) => <StatusBadge status={a.Active ? 'Active' : 'Inactive'} /> },
  { header: 'Opened', cell: (a) => <DateTime iso={a.CreatedAt} dateOnly /> },
];

const MAIL_STATUS = { outbox: 'In the outbox', sent: 'Sent', failed: 'Failed' } as const;

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
  {
    header: 'Status',
    cell: (m) => (
      <>
        <StatusBadge status={m.Status} label={MAIL_STATUS[m.Status]} />
        {m.Error && <span className="mt-1 block text-danger-700">{m.Error}</span>}
      </>
    ),
  },
  {
    header: 'Queued',
    cell: (m) => (
      <>
        <DateTime iso={m.CreatedAt} />
        {m.SentAt && (
          <span className="block text-muted">
            Sent <DateTime iso={m.SentAt} />
          </span>
        )}
      </>
    ),
  },
];

/** Send again, for a message the mail server refused. */
export function OutboxActions({ mail: m, onRetry }: { mail: OutboxMail; onRetry: (m: OutboxMail) => void }) {
  return m.Status === 'failed' ? <RowAction label="Send again" name={`${m.Subject} to ${m.To}`} onClick={() => onRetry(m)} /> : null;
}
