import { LastBooking } from '@/components/booking/booking-confirmation';
import { confirmationMetadata } from '@/components/booking/confirmation-metadata';
import { BookingMessages } from '../booking-messages';
import { enterLocale, type LocaleParams } from '@/lib/i18n/server';

export const generateMetadata = ({ params }: { params: LocaleParams }) => confirmationMetadata(params);

/** /Thankyou: the last booking of this browser session, or a general thank-you. */
export default async function ThankYouPage({ params }: { params: LocaleParams }) {
  await enterLocale(params);
  return (
    <BookingMessages path="/Thankyou">
      <LastBooking />
    </BookingMessages>
  );
}
