'use client';

import { useSession } from 'next-auth/react';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import useSWR from 'swr';
import type { BookingLinkParams } from '@/lib/booking-link';
import { bookingDefaults, type BookingProfile } from './booking-defaults';
import { BookingForm } from './booking-form';
import { Loader } from './loader';

/**
 * The rate finder's "Book this service" link, read in the browser so the page
 * can stay static: none without a query string; else null until its reader
 * (which checks the pieces with the shared schema, and so brings yup) has
 * loaded. A plain /Bookshipment never loads it (issue 12).
 */
function useBookingLink(): BookingLinkParams | null {
  const [link, setLink] = useState<BookingLinkParams | null>(() => (typeof window === 'undefined' || !window.location.search ? {} : null));
  useEffect(() => {
    if (link) return;
    let live = true;
    import('@/lib/booking-link-read').then(
      ({ parseBookingLink }) => live && setLink(parseBookingLink(new URLSearchParams(window.location.search))),
      // The reader did not download: an empty form, as without a link.
      () => live && setLink({}),
    );
    return () => {
      live = false;
    };
  }, [link]);
  return link;
}

/**
 * /Bookshipment waits for the user's data (spec §2): a loader until the
 * session is known and, for a signed-in customer, until the profile is there;
 * then the form, pre-filled from the account. A visitor gets an empty form.
 */
export function BookingEntry() {
  const t = useTranslations('booking');
  const { status } = useSession();
  const { data, error } = useSWR<{ data: BookingProfile }>(status === 'authenticated' ? 'auth/profile' : null);
  const link = useBookingLink();

  if (!link || status === 'loading' || (status === 'authenticated' && !data && !error)) return <Loader text={t('loadingDetails')} />;

  // A profile that fails to load leaves an empty form: booking stays open to everyone.
  const profile = data?.data ?? null;
  // A signed-in customer's booking goes on their account; the Admin (no account) books as a guest.
  const accountNo = profile?.AccountData.AccountNo ?? null;
  const paymentNote = accountNo ? t('paymentAccount', { accountNo }) : t('paymentGuest');
  return <BookingForm defaults={bookingDefaults(profile, link)} paymentNote={paymentNote} />;
}
