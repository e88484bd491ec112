'use client';

import { useTranslations } from 'next-intl';
import { usePickupColumnParts } from '@/components/pickups/pickup-columns';
import { RowAction } from '@/components/ui/button';
import type { Column } from '@/components/ui/data-table';
import { CANCELLABLE_STATUSES } from '@/lib/schemas/pickup-model';
import type { QueuePickup } from '@/lib/schemas/operations';
import { useIsolate } from '@/components/billing/isolate';

/** The pickup queue's columns: the history's, with who to call and where, and the courier it is assigned to. */
export function useQueueColumns(): Column<QueuePickup>[] {
  const t = useTranslations('operations.queue');
  const c = usePickupColumnParts();
  const iso = useIsolate();
  return [
    c.bookingColumn,
    c.pickupWhenColumn,
    {
      header: t('contact'),
      cell: (p) => (
        <>
          <span className="block break-words">{[p.Address.Name, p.Address.Company].filter(Boolean).join(', ')}</span>
          <span className="block whitespace-nowrap">
            <bdi dir="ltr">{p.Address.Phone}</bdi>
          </span>
          <span className="block break-words text-muted">{[p.Address.AddressLine1, p.Address.AddressLine2, p.Address.City].filter(Boolean).join(', ')}</span>
          {p.Remarks && <span className="block break-words text-muted">{t('note', { remarks: iso(p.Remarks) })}</span>}
        </>
      ),
    },
    c.collectingColumn,
    c.accountColumn,
    c.statusColumn<QueuePickup>((p) => p.AssignedTo && <span className="mt-1 block">{t('courier', { name: iso(p.AssignedTo) })}</span>),
  ];
}

export type QueueAction = 'assign' | 'collect' | 'fail';

/** Assign (or reassign), Collected and Failed, while the pickup is still open. */
export function QueueActions({ pickup: p, onAction }: { pickup: QueuePickup; onAction: (kind: QueueAction) => void }) {
  const t = useTranslations('operations.queue');
  if (!CANCELLABLE_STATUSES.includes(p.Status)) return null;
  return (
    <>
      <RowAction label={p.Status === 'Assigned' ? t('reassign') : t('assign')} name={p.BookingNo} onClick={() => onAction('assign')} />
      <RowAction label={t('collected')} name={p.BookingNo} onClick={() => onAction('collect')} />
      <RowAction label={t('failed')} name={p.BookingNo} tone="danger" onClick={() => onAction('fail')} />
    </>
  );
}
