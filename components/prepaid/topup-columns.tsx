'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { RowAction, rowActionClass } from '@/components/ui/button';
import type { Column } from '@/components/ui/data-table';
import { Money, useFormat } from '@/components/ui/format';
import { StatusBadge } from '@/components/ui/status-badge';
import { useLocalizePath } from '@/lib/i18n/client';
import { TOPUP_STATUS_NAMES, type TopupRequest } from '@/lib/schemas/prepaid';
import { useIsolate } from '@/components/billing/isolate';

export type Decision = 'Approved' | 'Rejected';

/** The status filter: all, or one status, in the page's language. */
export function useTopupStatusOptions() {
  const t = useTranslations('prepaid');
  return useMemo(() => [['', t('history.all')] as const, ...TOPUP_STATUS_NAMES.map((s) => [s, t(`status.${s}`)] as const)], [t]);
}

/** The top-up requests' columns; the Admin's queue spans accounts, so it names the account. */
export function useTopupColumns(admin: boolean): Column<TopupRequest>[] {
  const t = useTranslations('prepaid');
  const f = useFormat();
  const iso = useIsolate();
  return useMemo(
    () => [
      {
        header: t('columns.request'),
        sortKey: 'CreatedAt',
        cell: (r) => (
          <>
            <span className="block font-mono font-semibold">{r.RequestNo}</span>
            <span className="block text-muted">{f.dateTime(r.CreatedAt)}</span>
            {r.RequestedBy && <span className="block text-muted">{t('columns.by', { name: iso(r.RequestedBy) })}</span>}
          </>
        ),
      },
      ...(admin
        ? [
            {
              header: t('columns.account'),
              cell: (r: TopupRequest) => (
                <>
                  <span className="block font-mono">{r.AccountNo}</span>
                  <span className="block text-muted">{r.CompanyName}</span>
                </>
              ),
            },
          ]
        : []),
      { header: t('columns.amount'), sortKey: 'Amount', numeric: true, cell: (r) => <Money aed={r.Amount} /> },
      {
        header: t('columns.payment'),
        cell: (r) => (
          <>
            <span className="block">{t(`methods.${r.Method}`)}</span>
            {r.Reference && <span className="block break-all text-muted">{t('columns.reference', { reference: iso(r.Reference) })}</span>}
          </>
        ),
      },
      {
        header: t('columns.status'),
        cell: (r) => (
          <>
            <StatusBadge status={r.Status} label={t(`status.${r.Status}`)} />
            {r.ReviewedAt && <span className="mt-1 block text-muted">{t('columns.reviewed', { status: t(`status.${r.Status}`), date: f.dateTime(r.ReviewedAt) })}</span>}
            {r.Note && <span className="mt-1 block break-words text-muted" dir="auto">
                {r.Note}
              </span>}
          </>
        ),
      },
    ],
    [t, f, iso, admin],
  );
}

/** The Admin's row actions: Approve and Reject while pending, and the account's status. */
export function TopupActions({ topup: r, onReview }: { topup: TopupRequest; onReview: (topup: TopupRequest, decision: Decision) => void }) {
  const t = useTranslations('prepaid.columns');
  const localize = useLocalizePath();
  return (
    <>
      {r.Status === 'Pending' && (
        <>
          <RowAction label={t('approve')} name={r.RequestNo} onClick={() => onReview(r, 'Approved')} />
          <RowAction label={t('reject')} name={r.RequestNo} tone="danger" onClick={() => onReview(r, 'Rejected')} />
        </>
      )}
      <Link href={localize(`/PrepaidAccountStatus?AccountNo=${encodeURIComponent(r.AccountNo)}`)} className={rowActionClass}>
        {t.rich('accountStatus', { accountNo: r.AccountNo, sr: (chunks) => <span className="sr-only">{chunks}</span> })}
      </Link>
    </>
  );
}
