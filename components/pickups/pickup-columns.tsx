'use client';

import Link from 'next/link';
import type { ReactNode } from 'react';
import { trackBookingHref } from '@/components/booking/confirmation-view';
import { formatPickupDate } from '@/components/booking/pickup-slots';
import { TwoLines } from '@/components/shipping/fact-list';
import { RowAction, rowActionClass } from '@/components/ui/button';
import type { Column } from '@/components/ui/data-table';
import { formatDubaiDateTime } from '@/components/ui/format';
import { StatusBadge } from '@/components/ui/status-badge';
import { CANCELLABLE_STATUSES } from '@/lib/schemas/pickup';
import { piecesAndWeight, type Pickup } from './types';

// Columns the pickup history and the Admin's pickup queue (components/operations) share.

export const bookingColumn: Column<Pickup> = {
  header: 'Booking',
  cell: (p) => <TwoLines main={<span className="font-mono font-semibold">{p.BookingNo}</span>} detail={`Booked ${formatDubaiDateTime(p.CreatedAt)}`} />,
};

export const pickupWhenColumn: Column<Pickup> = { header: 'Pickup', cell: (p) => <TwoLines main={formatPickupDate(p.PickupDate)} detail={`${p.PickupWindowStart}–${p.PickupWindowEnd}`} /> };

export const collectingColumn: Column<Pickup> = {
  header: 'Collecting',
  cell: (p) => <TwoLines main={piecesAndWeight(p)} detail={p.AirWayBillNos.length > 0 && <span className="break-all font-mono">{p.AirWayBillNos.join(', ')}</span>} />,
};

export const accountColumn: Column<Pickup> = { header: 'Account', cell: (p) => p.AccountNo ?? 'Guest' };

/** The status pill, then what else the list knows (`extra`, the queue's courier), then why it was closed. */
export function statusColumn<T extends Pickup>(extra?: (p: T) => ReactNode): Column<T> {
  return {
    header: 'Status',
    cell: (p) => (
      <>
        <StatusBadge status={p.Status} />
        {extra?.(p)}
        {p.StatusReason && <span className="mt-1 block text-muted">{p.StatusReason}</span>}
      </>
    ),
  };
}

/** The pickup history's columns; the Admin's list spans accounts (and guests), so it names the account. */
export function pickupColumns(showAccount: boolean): Column<Pickup>[] {
  return [
    bookingColumn,
    pickupWhenColumn,
    { header: 'Address', cell: (p) => <TwoLines main={p.Address.Name} detail={`${p.Address.AddressLine1}, ${p.Address.City}`} className="break-words" /> },
    collectingColumn,
    statusColumn(),
    ...(showAccount ? [accountColumn] : []),
  ];
}

/** Track, and Cancel while the pickup can still be called off. */
export function PickupActions({ pickup: p, onCancel }: { pickup: Pickup; onCancel: (p: Pickup) => void }) {
  return (
    <>
      <Link href={trackBookingHref(p.BookingNo)} className={rowActionClass}>
        Track<span className="sr-only"> {p.BookingNo}</span>
      </Link>
      {CANCELLABLE_STATUSES.includes(p.Status) && <RowAction label="Cancel" name={`pickup ${p.BookingNo}`} tone="danger" onClick={() => onCancel(p)} />}
    </>
  );
}
