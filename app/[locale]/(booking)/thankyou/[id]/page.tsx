import { BookingConfirmation } from '@/components/booking/booking-confirmation';
import { confirmationMetadata } from '@/components/booking/confirmation-metadata';
import { BookingMessages } from '../../booking-messages';
import { enterLocale } from '@/lib/i18n/server';

type Params = Promise<{ locale: string; id: string }>;

export const generateMetadata = ({ params }: { params: Params }) => confirmationMetadata(params);

/** /Thankyou/{id}: where the booking form lands after a booking. */
export default async function ThankYouBookingPage({ params }: { params: Params }) {
  await enterLocale(params);
  const { id } = await params;
  return (
    <BookingMessages path="/Thankyou">
      <BookingConfirmation id={id} />
    </BookingMessages>
  );
}
