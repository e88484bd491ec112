'use client';

import Link from 'next/link';
import { useState } from 'react';
import useSWR from 'swr';
import { trackBookingHref } from '@/components/booking/confirmation-view';
import { formatPickupWindow } from '@/components/booking/pickup-slots';
import { useProfile } from '@/components/portal/use-profile';
import { CreatedPanel } from '@/components/shipping/fact-list';
import { Button, buttonClass } from '@/components/ui/button';
import { ErrorState, Notice, Panel } from '@/components/ui/states';
import type { Envelope } from '@/components/ui/use-list';
import { CourierError } from '@/lib/fetcher';
import type { AddressList } from '@/lib/schemas/address';
import type { Pickup } from '@/lib/schemas/pickup';
import { SchedulePickupForm } from './schedule-pickup-form';
import { piecesAndWeight } from './types';

/** What a scheduled pickup gives the customer: its number, when and where, and how to follow it. */
function PickupSuccess({ pickup: p, canViewHistory, onAnother }: { pickup: Pickup; canViewHistory: boolean; onAnother: () => void }) {
  const a = p.Address;
  return (
    <CreatedPanel
      title="Your pickup is scheduled"
      number={['Booking number', p.BookingNo, 'booking-no']}
      copy
      facts={[
        ['Pickup', formatPickupWindow(p.PickupDate, p.PickupWindowStart, p.PickupWindowEnd)],
        ['Address', [a.Name, a.AddressLine1, a.AddressLine2, a.City].filter(Boolean).join(', ')],
        ['Collecting', piecesAndWeight(p)],
        ['Airway bills', p.AirWayBillNos.length ? <span className="font-mono">{p.AirWayBillNos.join(', ')}</span> : 'None listed'],
      ]}
    >
      <Link href={trackBookingHref(p.BookingNo)} className={buttonClass()}>Track this booking</Link>
      {canViewHistory && <Link href="/Pickuphistory" className={buttonClass('secondary')}>View pickup history</Link>}
      <Button variant="secondary" onClick={onAnother}>Schedule another pickup</Button>
    </CreatedPanel>
  );
}

/** /Schedulepickupbooking: the sender book loads, then the form; after booking, the outcome. */
export function SchedulePickup() {
  const { data: profile } = useProfile();
  // The whole sender book for the picker (the API's page limit; a book that big is searched on /ManageAddress).
  const { data, error, mutate } = useSWR<Envelope<AddressList>>('addresses?limit=100');
  const [done, setDone] = useState<Pickup | null>(null);
  const [round, setRound] = useState(0);
  const permissions = profile?.data.user.dashboard ?? {};

  // Another pickup: a fresh form, and with it a fresh Idempotency-Key.
  const another = () => {
    setDone(null);
    setRound((r) => r + 1);
  };
  if (done) return <PickupSuccess pickup={done} canViewHistory={!!permissions.Pickup_History} onAnother={another} />;
  if (error && !data) {
    if (!(error instanceof CourierError && error.status === 403)) return <ErrorState error={error} onRetry={() => void mutate()} />;
    return <Notice tone="warning" role="alert">Pickups are scheduled for a customer account, and this login has none.</Notice>;
  }
  if (!data) {
    return <p role="status" className="text-muted">Loading your sender addresses…</p>;
  }
  if (data.data.Address.length === 0) {
    return (
      <Panel title="Add a pickup address first">
        <p className="mb-3 text-muted">Our courier collects from an address in your sender address book, and it is empty.</p>
        <Link href="/ManageAddress" className={buttonClass()}>Add a sender address</Link>
      </Panel>
    );
  }
  return <SchedulePickupForm key={round} addresses={data.data.Address} canListAwbs={!!permissions.Air_Way_bill_history} onScheduled={setDone} onAddressGone={() => void mutate()} />;
}
