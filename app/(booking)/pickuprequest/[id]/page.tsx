import type { Metadata } from 'next';
import { BookingConfirmation } from '@/components/booking/booking-confirmation';
import { CONFIRMATION_METADATA } from '@/components/booking/confirmation-metadata';

export const metadata: Metadata = CONFIRMATION_METADATA;

/** /PickupRequest/{id}: the same confirmation, under the spec's second name for it. */
export default async function PickupRequestPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <BookingConfirmation id={id} />;
}
