'use client';

import Link from 'next/link';
import { useEffect, useRef } from 'react';
import { trackBookingHref } from '@/components/booking/confirmation-view';
import { CopyButton } from '@/components/booking/copy-button';
import { formatPickupWindow } from '@/components/booking/pickup-slots';
import { piecesAndWeight, type Pickup } from './types';

const link = 'inline-block rounded px-5 py-2.5 font-semibold';

/** What a scheduled pickup gives the customer: its number, when and where, and how to follow it. */
export function PickupSuccess({ pickup: p, canViewHistory, onAnother }: { pickup: Pickup; canViewHistory: boolean; onAnother: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form is gone: move focus to the outcome so keyboard and screen-reader users land on it.
  useEffect(() => heading.current?.focus(), []);
  const a = p.Address;
  return (
    <section aria-labelledby="pickup-scheduled" className="space-y-4 rounded-lg border border-green-300 bg-white p-6 shadow-sm">
      <h2 id="pickup-scheduled" ref={heading} tabIndex={-1} className="text-xl font-bold text-green-900 outline-none">
        Your pickup is scheduled
      </h2>
      <div>
        <p className="font-semibold text-slate-700">Booking number</p>
        <div className="mt-1 flex flex-wrap items-center gap-4">
          <p className="font-mono text-3xl font-bold tracking-wider text-brand-900" data-testid="booking-no">
            {p.BookingNo}
          </p>
          <CopyButton text={p.BookingNo} label="Booking number" />
        </div>
      </div>
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[10rem_1fr]">
        <dt className="font-semibold">Pickup</dt>
        <dd>{formatPickupWindow(p.PickupDate, p.PickupWindowStart, p.PickupWindowEnd)}</dd>
        <dt className="font-semibold">Address</dt>
        <dd>{[a.Name, a.AddressLine1, a.AddressLine2, a.City].filter(Boolean).join(', ')}</dd>
        <dt className="font-semibold">Collecting</dt>
        <dd>{piecesAndWeight(p)}</dd>
        <dt className="font-semibold">Airway bills</dt>
        <dd className="font-mono">{p.AirWayBillNos.length ? p.AirWayBillNos.join(', ') : <span className="font-sans">None listed</span>}</dd>
      </dl>
      <div className="flex flex-wrap gap-3">
        <Link href={trackBookingHref(p.BookingNo)} className={`${link} bg-brand-700 text-white hover:bg-brand-800`}>
          Track this booking
        </Link>
        {canViewHistory && (
          <Link href="/Pickuphistory" className={`${link} border-2 border-brand-700 text-brand-800 hover:bg-brand-50`}>
            View pickup history
          </Link>
        )}
        <button type="button" onClick={onAnother} className={`${link} border-2 border-slate-400 text-slate-800 hover:bg-slate-100`}>
          Schedule another pickup
        </button>
      </div>
    </section>
  );
}
