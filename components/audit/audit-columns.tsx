'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import type { Column } from '@/components/ui/data-table';
import { DateTime } from '@/components/ui/format';
import { isAuditAction, type AuditEntryJson } from '@/lib/schemas/audit';

const show = (v: unknown) => (v === undefined ? '—' : typeof v === 'string' ? v : JSON.stringify(v));

/** Before → after, one line per field; values stay left-to-right (codes, numbers, JSON) inside either page direction. */
function Changes({ entry }: { entry: AuditEntryJson }) {
  const t = useTranslations('auditLog');
  const keys = [...new Set([...Object.keys(entry.Before ?? {}), ...Object.keys(entry.After ?? {})])];
  if (!keys.length) return <span className="text-muted">{t('noChanges')}</span>;
  return (
    <details className="group min-w-48">
      <summary className="cursor-pointer font-semibold text-primary-800 underline underline-offset-2">{t('showChanges')}</summary>
      <dl className="mt-2 space-y-2 text-sm">
        {keys.map((k) => (
          <div key={k}>
            <dt className="font-mono text-muted" dir="ltr">
              {k}
            </dt>
            <dd className="break-all">
              <span className="sr-only">{t('before')}: </span>
              <span className="text-danger-800 line-through decoration-1" dir="ltr">
                {show(entry.Before?.[k])}
              </span>
              <span aria-hidden="true"> {'→'} </span>
              <span className="sr-only">{t('after')}: </span>
              <span className="text-success-900" dir="ltr">
                {show(entry.After?.[k])}
              </span>
            </dd>
          </div>
        ))}
      </dl>
      {entry.RequestId && (
        <p className="mt-2 text-xs text-muted">
          {t('requestId')}: <span className="font-mono" dir="ltr">{entry.RequestId}</span>
        </p>
      )}
    </details>
  );
}

/** The audit log's columns; a customer's list is their own account, so the account column is the Admin's only. */
export function useAuditColumns(showAccount: boolean): Column<AuditEntryJson>[] {
  const t = useTranslations('auditLog');
  return useMemo(
    () => [
      { header: t('columns.when'), cell: (e) => <DateTime iso={e.At} /> },
      { header: t('columns.who'), cell: (e) => <span dir="auto">{e.ActorName ?? t('system')}</span> },
      { header: t('columns.role'), cell: (e) => e.ActorRole ?? '—' },
      { header: t('columns.ip'), cell: (e) => <span className="font-mono" dir="ltr">{e.Ip ?? '—'}</span> },
      {
        header: t('columns.action'),
        cell: (e) => (
          <>
            <span className="block">{isAuditAction(e.Action) ? t(`actions.${e.Action}`) : e.Action}</span>
            <span className="block font-mono text-xs text-muted" dir="ltr">
              {e.Action}
            </span>
          </>
        ),
      },
      {
        header: t('columns.target'),
        cell: (e) => (
          <span className="break-all">
            <span className="text-muted">{e.TargetType}</span> <span className="font-mono" dir="ltr">{e.TargetId ?? ''}</span>
          </span>
        ),
      },
      ...(showAccount ? [{ header: t('columns.account'), cell: (e: AuditEntryJson) => e.AccountNo ?? '—' }] : []),
      { header: t('columns.changes'), cell: (e) => <Changes entry={e} /> },
    ],
    [t, showAccount],
  );
}
