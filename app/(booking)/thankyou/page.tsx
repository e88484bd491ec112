import type { Metadata } from 'next';
import { LastBooking } from '@/components/booking/booking-confirmation';
import { CONFIRMATION_METADATA } from '@/components/booking/confirmation-metadata';

export const metadata: Metadata = CONFIRMATION_METADATA;

/** /Thankyou: the last booking of this browser session, or a general thank-you. */
export default function ThankYouPage() {
  return <LastBooking />;
}
