'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { loadProfile, sessionUser } from '@/components/shell/session-hint';
import { Button, buttonClass } from '@/components/ui/button';
import { Dialog, DialogActions } from '@/components/ui/dialog';

/** Pickup_Request users go straight to scheduling; everyone else chooses guest or sign-up. */
export function BookShipmentButton() {
  const router = useRouter();
  const [open, setOpen] = useState(false);

  async function onClick() {
    // The top bar has asked who is signed in, and the start-up check has loaded a
    // signed-in user's profile; a click before either has arrived waits for it.
    const user = await sessionUser();
    const profile = user ? await loadProfile().catch(() => undefined) : undefined;
    if (profile?.data.user.dashboard.Pickup_Request) router.push('/Schedulepickupbooking');
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
