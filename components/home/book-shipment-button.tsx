'use client';

import { useSession } from 'next-auth/react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import useSWR from 'swr';
import type { Profile } from '@/components/portal/use-profile';
import { Button, buttonClass } from '@/components/ui/button';
import { Dialog, DialogActions } from '@/components/ui/dialog';

/** Pickup_Request users go straight to scheduling; everyone else chooses guest or sign-up. */
export function BookShipmentButton() {
  const router = useRouter();
  const { status } = useSession();
  const { data: profile, mutate } = useSWR<Profile>(status === 'authenticated' ? 'auth/profile' : null);
  const [open, setOpen] = useState(false);

  async function onClick() {
    // A signed-in user who clicks before the profile has arrived waits for it.
    let current = profile;
    if (!current && status !== 'unauthenticated') current = await mutate().catch(() => undefined);
    if (current?.data.user.dashboard.Pickup_Request) router.push('/Schedulepickupbooking');
    else setOpen(true);
  }

  return (
    <>
      <Button variant="secondary" onClick={() => void onClick()}>
        Book a shipment
      </Button>
      {open && (
        <Dialog title="Book a shipment" size="sm" onClose={() => setOpen(false)}>
          <p>Book as a guest in a couple of minutes, or open a business account for airway bills, pickups and monthly invoicing.</p>
          <div className="mt-5 flex flex-col gap-3 sm:flex-row">
            <Link href="/Bookshipment" className={buttonClass('primary', 'flex-1')}>
              Sign in as Guest
            </Link>
            <Link href="/Register" className={buttonClass('secondary', 'flex-1')}>
              Sign up for New Account
            </Link>
          </div>
          <DialogActions>
            <Button variant="ghost" onClick={() => setOpen(false)}>
              Close
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </>
  );
}
