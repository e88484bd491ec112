'use client';

import { useSession } from 'next-auth/react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useRef } from 'react';
import useSWR from 'swr';
import type { Profile } from '@/components/portal/use-profile';

/** Pickup_Request users go straight to scheduling; everyone else chooses guest or sign-up. */
export function BookShipmentButton() {
  const router = useRouter();
  const { status } = useSession();
  const { data: profile, mutate } = useSWR<Profile>(status === 'authenticated' ? 'auth/profile' : null);
  const dialog = useRef<HTMLDialogElement>(null);

  async function onClick() {
    // A signed-in user who clicks before the profile has arrived waits for it.
    let current = profile;
    if (!current && status !== 'unauthenticated') current = await mutate().catch(() => undefined);
    if (current?.data.user.dashboard.Pickup_Request) router.push('/Schedulepickupbooking');
    else dialog.current?.showModal();
  }

  return (
    <>
      <button type="button" onClick={() => void onClick()} className="rounded border-2 border-white px-5 py-2.5 font-semibold text-white hover:bg-surface hover:text-brand-800">
        Book a shipment
      </button>
      <dialog ref={dialog} aria-labelledby="book-dialog-title" className="m-auto w-full max-w-md rounded-lg p-6 text-ink backdrop:bg-black/60">
        <h2 id="book-dialog-title" className="text-xl font-bold">
          Book a shipment
        </h2>
        <p className="mt-2">Book as a guest in a couple of minutes, or open a business account for airway bills, pickups and monthly invoicing.</p>
        <div className="mt-5 flex flex-col gap-3 sm:flex-row">
          <Link href="/Bookshipment" className="flex-1 rounded bg-brand-700 px-4 py-2.5 text-center font-semibold text-white">
            Sign in as Guest
          </Link>
          <Link href="/Register" className="flex-1 rounded border-2 border-brand-700 px-4 py-2.5 text-center font-semibold text-brand-800">
            Sign up for New Account
          </Link>
        </div>
        <form method="dialog" className="mt-4 text-right">
          <button type="submit" className="text-sm font-semibold underline">
            Close
          </button>
        </form>
      </dialog>
    </>
  );
}
