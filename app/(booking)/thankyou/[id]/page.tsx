import type { Metadata } from 'next';
import { BookingConfirmation } from '@/components/booking/booking-confirmation';
import { CONFIRMATION_METADATA } from '@/components/booking/confirmation-metadata';

export const metadata: Metadata = CONFIRMATION_METADATA;

/** /Thankyou/{id}: where the booking form lands after a booking. */
export default async function ThankYouBookingPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <BookingConfirmation id={id} />;
}
