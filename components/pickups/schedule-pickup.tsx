'use client';

import Link from 'next/link';
import { useState } from 'react';
import useSWR from 'swr';
import { errorMessage } from '@/components/ui/notify';
import { useProfile } from '@/components/portal/use-profile';
import { CourierError } from '@/lib/fetcher';
import type { AddressList } from '@/lib/schemas/address';
import { PickupSuccess } from './pickup-success';
import { SchedulePickupForm } from './schedule-pickup-form';
import type { Envelope, Pickup } from './types';

/** The whole sender book for the picker (the API's page limit; a book that big is searched on /ManageAddress). */
export const SENDER_BOOK_KEY = 'addresses?limit=100';

const panel = 'rounded-lg border p-4';

/** /Schedulepickupbooking: the sender book loads, then the form; after booking, the outcome. */
export function SchedulePickup() {
  const { data: profile } = useProfile();
  const { data, error, mutate } = useSWR<Envelope<AddressList>>(SENDER_BOOK_KEY);
  const [done, setDone] = useState<Pickup | null>(null);
  const [round, setRound] = useState(0);
  const permissions = profile?.data.user.dashboard ?? {};

  if (done) {
    return (
      <PickupSuccess
        pickup={done}
        canViewHistory={!!permissions.Pickup_History}
        onAnother={() => {
          setDone(null);
          // A fresh form, and with it a fresh Idempotency-Key.
          setRound((r) => r + 1);
        }}
      />
    );
  }
  if (error && !data) {
    const noAccount = error instanceof CourierError && error.status === 403;
    return (
      <div role="alert" className={`${panel} ${noAccount ? 'border-amber-300 bg-amber-50 text-amber-950' : 'border-red-200 bg-red-50 text-red-900'}`}>
        <p>{noAccount ? 'Pickups are scheduled for a customer account, and this login has none.' : errorMessage(error)}</p>
        {!noAccount && (
          <button type="button" onClick={() => void mutate()} className="mt-2 font-semibold underline">
            Try again
          </button>
        )}
      </div>
    );
  }
  if (!data) {
    return (
      <p role="status" className="text-slate-700">
        Loading your sender addresses…
      </p>
    );
  }
  if (data.data.Address.length === 0) {
    return (
      <div className={`${panel} border-slate-200 bg-white`}>
        <h2 className="text-lg font-semibold">Add a pickup address first</h2>
        <p className="mt-1 text-slate-700">Our courier collects from an address in your sender address book, and it is empty.</p>
        <Link href="/ManageAddress" className="mt-3 inline-block rounded bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800">
          Add a sender address
        </Link>
      </div>
    );
  }
  return (
    <SchedulePickupForm
      key={round}
      addresses={data.data.Address}
      canListAwbs={!!permissions.Air_Way_bill_history}
      onScheduled={setDone}
      onAddressGone={() => void mutate()}
    />
  );
}
