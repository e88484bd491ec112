'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useMemo } from 'react';
import type { Column } from '@/components/ui/data-table';
import { Money, useFormat } from '@/components/ui/format';
import { TwoLines } from '@/components/shipping/fact-list';
import { formatCount } from '@/components/shipping/shipment-format';
import { Badge } from '@/components/ui/status-badge';
import { usePageLocale } from '@/lib/i18n/client';
import type { CodStatement } from '@/lib/schemas/courier';
import { formatPeriod } from './statement-period';

/** "15 – 21 Nov 2026": a statement's period in the page's language. */
export function usePeriod() {
  const locale = usePageLocale();
  return useCallback((s: Pick<CodStatement, 'PeriodStart' | 'PeriodEnd'>) => formatPeriod(s.PeriodStart, s.PeriodEnd, locale), [locale]);
}

/** Pending remittance, or Paid with the bank's reference and the day it went out. */
export function StatementStatus({ statement: s }: { statement: CodStatement }) {
  const t = useTranslations('cod.statements');
  const f = useFormat();
  if (s.Status === 'pending') return <Badge tone="warning">{t('status.pending')}</Badge>;
  return (
    <span className="inline-flex flex-col items-start gap-1">
      <Badge tone="success">{t('status.paid')}</Badge>
      {(s.BankReference || s.PaidAt) && (
        <span className="text-muted">
          {t('paidDetail', { reference: s.BankReference ?? '—', date: s.PaidAt ? f.date(s.PaidAt) : '—' })}
        </span>
      )}
    </span>
  );
}

/** /CodStatements: number, period and shipments, amounts, status; the Admin's list spans accounts, so it names the account. */
export function useStatementColumns(showAccount: boolean): Column<CodStatement>[] {
  const t = useTranslations('cod.statements');
  const f = useFormat();
  const period = usePeriod();
  return useMemo(
    () => [
      {
        header: t('columns.statement'),
        cell: (s) => (
          <>
            <span className="block whitespace-nowrap font-mono font-semibold">{s.StatementNo}</span>
            <span className="block whitespace-nowrap text-muted">{period(s)}</span>
            <span className="block text-muted">{t('shipmentCount', { count: s.Shipments, n: formatCount(s.Shipments, f.locale) })}</span>
          </>
        ),
      },
      ...(showAccount ? [{ header: t('columns.account'), cell: (s: CodStatement) => <TwoLines main={<bdi>{s.AccountNo}</bdi>} detail={s.CompanyName} /> }] : []),
      { header: t('columns.collected'), cell: (s) => <Money aed={s.Collected} />, numeric: true },
      { header: t('columns.fee'), cell: (s) => <Money aed={s.Fee} />, numeric: true },
      {
        header: t('columns.invoices'),
        cell: (s) => (
          <>
            <Money aed={s.Invoices} />
            {s.SettledInvoices.map((i) => (
              <bdi key={i.InvoiceNo} className="block whitespace-nowrap font-mono text-sm text-muted">
                {i.InvoiceNo}
              </bdi>
            ))}
          </>
        ),
        numeric: true,
      },
      {
        header: t('columns.net'),
        cell: (s) => (
          <strong>
            <Money aed={s.Net} />
          </strong>
        ),
        numeric: true,
      },
      { header: t('columns.status'), cell: (s) => <StatementStatus statement={s} /> },
    ],
    [t, f, period, showAccount],
  );
}
