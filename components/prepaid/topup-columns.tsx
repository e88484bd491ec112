'use client';

import Link from 'next/link';
import { RowAction, rowActionClass } from '@/components/ui/button';
import type { Column } from '@/components/ui/data-table';
import { formatDubaiDateTime, Money } from '@/components/ui/format';
import { StatusBadge } from '@/components/ui/status-badge';
import { TOPUP_METHOD_LABELS, TOPUP_STATUS_NAMES, type TopupRequest } from '@/lib/schemas/prepaid';

export type Decision = 'Approved' | 'Rejected';

export const STATUS_OPTIONS = [['', 'All'], ...TOPUP_STATUS_NAMES.map((s) => [s, s] as const)] as const;
/** The customer's history and the ledger keep the screens' own wording for a reversed range. */
export const RANGE_ERROR = 'To cannot be before From.';

/** The top-up requests' columns; the Admin's queue spans accounts, so it names the account. */
export function topupColumns(admin: boolean): Column<TopupRequest>[] {
  return [
    {
      header: 'Request',
      sortKey: 'CreatedAt',
      cell: (r) => (
        <>
          <span className="block font-mono font-semibold">{r.RequestNo}</span>
          <span className="block text-muted">{formatDubaiDateTime(r.CreatedAt)}</span>
          {r.RequestedBy && <span className="block text-muted">by {r.RequestedBy}</span>}
        </>
      ),
    },
    ...(admin
      ? [
          {
            header: 'Account',
            cell: (r: TopupRequest) => (
              <>
                <span className="block font-mono">{r.AccountNo}</span>
                <span className="block text-muted">{r.CompanyName}</span>
              </>
            ),
          },
        ]
      : []),
    { header: 'Amount', sortKey: 'Amount', numeric: true, cell: (r) => <Money aed={r.Amount} /> },
    {
      header: 'Payment',
      cell: (r) => (
        <>
          <span className="block">{TOPUP_METHOD_LABELS[r.Method]}</span>
          {r.Reference && <span className="block break-all text-muted">Ref. {r.Reference}</span>}
        </>
      ),
    },
    {
      header: 'Status',
      cell: (r) => (
        <>
          <StatusBadge status={r.Status} />
          {r.ReviewedAt && <span className="mt-1 block text-muted">{`${r.Status} ${formatDubaiDateTime(r.ReviewedAt)}`}</span>}
          {r.Note && <span className="mt-1 block break-words text-muted">{r.Note}</span>}
        </>
      ),
    },
  ];
}

/** The Admin's row actions: Approve and Reject while pending, and the account's status. */
export function TopupActions({ topup: r, onReview }: { topup: TopupRequest; onReview: (topup: TopupRequest, decision: Decision) => void }) {
  return (
    <>
      {r.Status === 'Pending' && (
        <>
          <RowAction label="Approve" name={r.RequestNo} onClick={() => onReview(r, 'Approved')} />
          <RowAction label="Reject" name={r.RequestNo} tone="danger" onClick={() => onReview(r, 'Rejected')} />
        </>
      )}
      <Link href={`/PrepaidAccountStatus?AccountNo=${encodeURIComponent(r.AccountNo)}`} className={rowActionClass}>
        Account status<span className="sr-only"> of {r.AccountNo}</span>
      </Link>
    </>
  );
}
