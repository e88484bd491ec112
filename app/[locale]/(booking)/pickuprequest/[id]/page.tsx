import type { Metadata } from 'next';
import { BookingConfirmation } from '@/components/booking/booking-confirmation';
import { CONFIRMATION_METADATA } from '@/components/booking/confirmation-metadata';
import { enterLocale } from '@/lib/i18n/server';

export const metadata: Metadata = CONFIRMATION_METADATA;

/** /PickupRequest/{id}: the same confirmation, under the spec's second name for it. */
export default async function PickupRequestPage({ params }: { params: Promise<{ locale: string; id: string }> }) {
  await enterLocale(params);
  const { id } = await params;
  return <BookingConfirmation id={id} />;
}
