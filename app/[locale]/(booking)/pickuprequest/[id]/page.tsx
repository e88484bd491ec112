import { BookingConfirmation } from '@/components/booking/booking-confirmation';
import { confirmationMetadata } from '@/components/booking/confirmation-metadata';
import { BookingMessages } from '../../booking-messages';
import { enterLocale } from '@/lib/i18n/server';

type Params = Promise<{ locale: string; id: string }>;

export const generateMetadata = ({ params }: { params: Params }) => confirmationMetadata(params);

/** /PickupRequest/{id}: the same confirmation, under the spec's second name for it. */
export default async function PickupRequestPage({ params }: { params: Params }) {
  await enterLocale(params);
  const { id } = await params;
  return (
    <BookingMessages path="/PickupRequest">
      <BookingConfirmation id={id} />
    </BookingMessages>
  );
}
