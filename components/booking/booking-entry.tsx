'use client';

import { useSession } from 'next-auth/react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import useSWR from 'swr';
import type { BookingLinkParams } from '@/lib/booking-link';
import { parseBookingLink } from '@/lib/booking-link-read';
import { bookingDefaults, type BookingProfile } from './booking-defaults';
import { BookingForm } from './booking-form';
import { Loader } from './loader';

/** The rate finder's "Book this service" link, read in the browser so the page can stay static. */
function linkFromLocation(): BookingLinkParams {
  return typeof window === 'undefined' ? {} : parseBookingLink(new URLSearchParams(window.location.search));
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
  const [link] = useState(linkFromLocation);

  if (status === 'loading' || (status === 'authenticated' && !data && !error)) return <Loader text={t('loadingDetails')} />;

  // A profile that fails to load leaves an empty form: booking stays open to everyone.
  const profile = data?.data ?? null;
  // A signed-in customer's booking goes on their account; the Admin (no account) books as a guest.
  const accountNo = profile?.AccountData.AccountNo ?? null;
  const paymentNote = accountNo ? t('paymentAccount', { accountNo }) : t('paymentGuest');
  return <BookingForm defaults={bookingDefaults(profile, link)} paymentNote={paymentNote} />;
}
