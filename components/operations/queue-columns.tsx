'use client';

import { accountColumn, bookingColumn, collectingColumn, pickupWhenColumn, statusColumn } from '@/components/pickups/pickup-columns';
import { RowAction } from '@/components/ui/button';
import type { Column } from '@/components/ui/data-table';
import { CANCELLABLE_STATUSES } from '@/lib/schemas/pickup';
import type { QueuePickup } from '@/lib/schemas/operations';

/** The pickup queue's columns: the history's, with who to call and where, and the courier it is assigned to. */
export const queueColumns: Column<QueuePickup>[] = [
  bookingColumn,
  pickupWhenColumn,
  {
    header: 'Contact and address',
    cell: (p) => (
      <>
        <span className="block break-words">{[p.Address.Name, p.Address.Company].filter(Boolean).join(', ')}</span>
        <span className="block whitespace-nowrap">{p.Address.Phone}</span>
        <span className="block break-words text-muted">{[p.Address.AddressLine1, p.Address.AddressLine2, p.Address.City].filter(Boolean).join(', ')}</span>
        {p.Remarks && <span className="block break-words text-muted">{`Note: ${p.Remarks}`}</span>}
      </>
    ),
  },
  collectingColumn,
  accountColumn,
  statusColumn<QueuePickup>((p) => p.AssignedTo && <span className="mt-1 block">{`Courier: ${p.AssignedTo}`}</span>),
];

export type QueueAction = 'assign' | 'collect' | 'fail';

/** Assign (or reassign), Collected and Failed, while the pickup is still open. */
export function QueueActions({ pickup: p, onAction }: { pickup: QueuePickup; onAction: (kind: QueueAction) => void }) {
  if (!CANCELLABLE_STATUSES.includes(p.Status)) return null;
  return (
    <>
      <RowAction label={p.Status === 'Assigned' ? 'Reassign' : 'Assign'} name={p.BookingNo} onClick={() => onAction('assign')} />
      <RowAction label="Collected" name={p.BookingNo} onClick={() => onAction('collect')} />
      <RowAction label="Failed" name={p.BookingNo} tone="danger" onClick={() => onAction('fail')} />
    </>
  );
}
