import type { Metadata } from 'next';
import { LastBooking } from '@/components/booking/booking-confirmation';
import { CONFIRMATION_METADATA } from '@/components/booking/confirmation-metadata';
import { enterLocale, type LocaleParams } from '@/lib/i18n/server';

export const metadata: Metadata = CONFIRMATION_METADATA;

/** /Thankyou: the last booking of this browser session, or a general thank-you. */
export default async function ThankYouPage({ params }: { params: LocaleParams }) {
  await enterLocale(params);
  return <LastBooking />;
}
