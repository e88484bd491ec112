'use client';

import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { trackBookingHref } from '@/components/booking/confirmation-view';
import { formatPickupDate } from '@/components/booking/pickup-slots';
import { TimeRange } from './pickup-window';
import { TwoLines } from '@/components/shipping/fact-list';
import { useStatusWords } from '@/components/shipping/shipment-columns';
import { RowAction, rowActionClass } from '@/components/ui/button';
import type { Column } from '@/components/ui/data-table';
import { formatDubaiDateTime } from '@/components/ui/format';
import { StatusBadge } from '@/components/ui/status-badge';
import { useLocalizePath } from '@/lib/i18n/client';
import { CANCELLABLE_STATUSES } from '@/lib/schemas/pickup-model';
import { usePiecesAndWeight, type Pickup } from './types';

/** A pickup status ("Requested") in the page's language: the status pills' words, for filters (the history's, the Admin's queue). */
export const usePickupStatus: () => (status: string) => string = useStatusWords;

/**
 * Columns the pickup history and the Admin's pickup queue (components/operations) share, in the page's language: the booking, when, what is collected, the
 * account, and `statusColumn(extra)`, the status pill, then what else the list knows (`extra`, the queue's courier), then why it was closed.
 */
export function usePickupColumnParts() {
  const t = useTranslations('pickups.columns');
  const locale = useLocale();
  const piecesAndWeight = usePiecesAndWeight();
  const bookingColumn: Column<Pickup> = {
    header: t('booking'),
    cell: (p) => <TwoLines main={<span className="font-mono font-semibold">{p.BookingNo}</span>} detail={t('booked', { date: formatDubaiDateTime(p.CreatedAt, locale) })} />,
  };
  const pickupWhenColumn: Column<Pickup> = { header: t('pickup'), cell: (p) => <TwoLines main={formatPickupDate(p.PickupDate, locale)} detail={<TimeRange>{`${p.PickupWindowStart}–${p.PickupWindowEnd}`}</TimeRange>} /> };
  const collectingColumn: Column<Pickup> = {
    header: t('collecting'),
    cell: (p) => <TwoLines main={piecesAndWeight(p)} detail={p.AirWayBillNos.length > 0 && <span className="break-all font-mono">{p.AirWayBillNos.join(', ')}</span>} />,
  };
  const accountColumn: Column<Pickup> = { header: t('account'), cell: (p) => p.AccountNo ?? t('guest') };
  function statusColumn<T extends Pickup>(extra?: (p: T) => ReactNode): Column<T> {
    return {
      header: t('status'),
      cell: (p) => (
        <>
          <StatusBadge status={p.Status} />
          {extra?.(p)}
          {p.StatusReason && <span className="mt-1 block text-muted">{p.StatusReason}</span>}
        </>
      ),
    };
  }
  const addressColumn: Column<Pickup> = {
    header: t('address'),
    cell: (p) => <TwoLines main={p.Address.Name} detail={`${p.Address.AddressLine1}, ${p.Address.City}`} className="break-words" />,
  };
  return { bookingColumn, pickupWhenColumn, collectingColumn, accountColumn, statusColumn, addressColumn };
}

/** The pickup history's columns; the Admin's list spans accounts (and guests), so it names the account. */
export function usePickupColumns(showAccount: boolean): Column<Pickup>[] {
  const c = usePickupColumnParts();
  return [c.bookingColumn, c.pickupWhenColumn, c.addressColumn, c.collectingColumn, c.statusColumn(), ...(showAccount ? [c.accountColumn] : [])];
}

/** Track, and Cancel while the pickup can still be called off. */
export function PickupActions({ pickup: p, onCancel }: { pickup: Pickup; onCancel: (p: Pickup) => void }) {
  const t = useTranslations('pickups.actions');
  const localize = useLocalizePath();
  return (
    <>
      <Link href={localize(trackBookingHref(p.BookingNo))} className={rowActionClass}>
        {t('track')}
        <span className="sr-only"> {p.BookingNo}</span>
      </Link>
      {CANCELLABLE_STATUSES.includes(p.Status) && <RowAction label={t('cancel')} name={t('cancelName', { booking: p.BookingNo })} tone="danger" onClick={() => onCancel(p)} />}
    </>
  );
}
