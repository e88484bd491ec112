'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { formatCount } from '@/components/shipping/shipment-format';
import type { Column } from '@/components/ui/data-table';
import { DateTime, Money, useFormat } from '@/components/ui/format';
import { Badge } from '@/components/ui/status-badge';
import { toFils } from '@/lib/money';
import type { CodHandoverRow, CourierCash } from '@/lib/schemas/courier';

/** Couriers holding cash: how many collections and what the ledger expects them to hand over. */
export function useCourierCashColumns(): Column<CourierCash>[] {
  const t = useTranslations('cod.handover.couriers');
  const f = useFormat();
  return useMemo(
    () => [
      { header: t('courier'), cell: (c) => <span className="break-words font-semibold">{c.FullName}</span> },
      { header: t('collections'), cell: (c) => formatCount(c.Collections, f.locale), numeric: true },
      { header: t('expected'), cell: (c) => <Money aed={c.Expected} />, numeric: true },
    ],
    [t, f],
  );
}

/** A handover's difference as a pill: exact, short (danger) or over (warning), with the amount. */
export function Difference({ aed }: { aed: number }) {
  const t = useTranslations('cod.handover.recent');
  const fils = toFils(aed);
  if (fils === 0) return <Badge tone="success">{t('exact')}</Badge>;
  return (
    <Badge tone={fils < 0 ? 'danger' : 'warning'}>
      {t(fils < 0 ? 'short' : 'over')} <Money aed={Math.abs(aed)} />
    </Badge>
  );
}

/** The recent handovers: who counted whose cash, what was expected and counted, the difference. */
export function useRecentColumns(): Column<CodHandoverRow>[] {
  const t = useTranslations('cod.handover.recent');
  const f = useFormat();
  return useMemo(
    () => [
      { header: t('courier'), cell: (h) => <span className="break-words font-semibold">{h.CourierName}</span> },
      {
        header: t('received'),
        cell: (h) => (
          <>
            <DateTime iso={h.CreatedAt} />
            <span className="block text-muted">{t('receivedBy')}: {h.ReceivedBy}</span>
          </>
        ),
      },
      { header: t('collections'), cell: (h) => formatCount(h.Collections, f.locale), numeric: true },
      { header: t('expected'), cell: (h) => <Money aed={h.Expected} />, numeric: true },
      { header: t('counted'), cell: (h) => <Money aed={h.Counted} />, numeric: true },
      { header: t('difference'), cell: (h) => <Difference aed={h.Difference} /> },
      { header: t('note'), cell: (h) => <span className="break-words">{h.Note || '—'}</span>, className: 'md:max-w-xs' },
    ],
    [t, f],
  );
}
