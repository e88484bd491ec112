'use client';

import Link from 'next/link';
import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { PageHeader } from '@/components/marketing/page-header';
import { Button } from '@/components/ui/button';
import { CourierError } from '@/lib/fetcher';
import { lastConfirmation } from './booking-session';
import { ConfirmationView, linkClass } from './confirmation-view';
import { Loader } from './loader';
import type { Envelope, PickupConfirmation } from './types';

const LINKS = [['/', 'Track a shipment'], ['/Bookshipment', 'Book a shipment'], ['/contact-us', 'Contact us']] as const;

/** A page without a booking to show: what happened, and the ways onwards. */
function Notice({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <>
      <PageHeader title={title} crumbs={[{ label: 'Home', href: '/' }, { label: title }]} />
      <div className="mx-auto max-w-4xl px-4 py-10 text-ink">
        {children}
        <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
          {LINKS.map(([href, text]) => (
            <li key={href}>
              <Link href={href} className={linkClass}>{text}</Link>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}

/** /Thankyou/{id} and /PickupRequest/{id}: the booking as GET PickupConfirmation gives it. */
export function BookingConfirmation({ id }: { id: string }) {
  const { data, error, mutate, isValidating } = useSWR<Envelope<PickupConfirmation>>(`PickupConfirmation?_id=${encodeURIComponent(id)}`);
  if (error instanceof CourierError && (error.status === 404 || error.status === 400)) {
    return (
      <Notice title="We could not find this booking">
        <p>Please check the link in your confirmation. A booking number (BK followed by 8 digits) can also be tracked on the home page.</p>
      </Notice>
    );
  }
  if (error) {
    return (
      <Notice title="Your booking">
        <p role="alert">{(error as Error).message}</p>
        <Button onClick={() => void mutate()} busy={isValidating} className="mt-4">
          Try again
        </Button>
      </Notice>
    );
  }
  if (!data) return <Loader text="Loading your booking…" />;
  return <ConfirmationView c={data.data} />;
}

/** /Thankyou: this browser session's last confirmation, else a general thank-you. */
export function LastBooking() {
  // undefined until the browser's session storage has been read (it does not exist on the server).
  const [last, setLast] = useState<PickupConfirmation | null | undefined>(undefined);
  useEffect(() => setLast(lastConfirmation()), []);
  if (last === undefined) return <Loader />;
  if (last) return <ConfirmationView c={last} />;
  return (
    <Notice title="Thank you">
      <p>Thank you for choosing us. Track a shipment with its airway bill or booking number, or book a new pickup.</p>
    </Notice>
  );
}
