'use client';

import { useTranslations } from 'next-intl';
import type { Column } from '@/components/ui/data-table';
import { DateTime, Money } from '@/components/ui/format';
import { StatusBadge } from '@/components/ui/status-badge';
import type { Shipment } from '@/lib/schemas/shipment';
import { Ltr, Route } from './bidi';
import { TwoLines } from './fact-list';

/** A status as text in the page's language: the kit's words for its code (ui.status, as the status pills say it), else `fallback` (the API's own words). */
export function useStatusWords() {
  const t = useTranslations('ui.status');
  return (code: string, fallback = code) => {
    const key = code as Parameters<typeof t>[0];
    return t.has(key) ? t(key) : fallback;
  };
}

/** The airway bill history's columns; the Admin's list spans accounts (and guests), so it names the account. */
export function useShipmentColumns(showAccount: boolean): Column<Shipment>[] {
  const t = useTranslations('shipping.columns');
  return [
    { header: t('awb'), cell: (s) => <span className="font-mono font-semibold">{s.AirWayBillNo}</span>, sortKey: 'AirWayBillNo' },
    { header: t('created'), cell: (s) => <DateTime iso={s.CreatedAt} />, sortKey: 'CreatedAt' },
    ...(showAccount ? [{ header: t('account'), cell: (s: Shipment) => s.AccountNo ?? t('guest') }] : []),
    { header: t('reference'), cell: (s) => s.Reference || '—', className: 'break-all' },
    { header: t('receiver'), cell: (s) => <TwoLines main={<span className="break-words">{s.ReceiverName}</span>} detail={<Ltr className="whitespace-nowrap">{s.ReceiverPhone}</Ltr>} /> },
    { header: t('route'), cell: (s) => <Route from={s.Origin} to={s.Destination} /> },
    { header: t('service'), cell: (s) => s.ServiceCode },
    { header: t('status'), cell: (s) => <StatusBadge status={s.Status} /> },
    { header: t('charge'), cell: (s) => <Money aed={s.Charges.Total} />, numeric: true },
  ];
}
