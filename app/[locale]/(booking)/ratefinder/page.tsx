import { BookingMessages } from '../booking-messages';
import { RateFinderPage, rateFinderMetadata } from '../rate-finder-page';
import { enterLocale, type LocaleParams } from '@/lib/i18n/server';

export const generateMetadata = ({ params }: { params: LocaleParams }) => rateFinderMetadata('domestic', params);

export default async function DomesticRateFinderPage({ params }: { params: LocaleParams }) {
  await enterLocale(params);
  return (
    <BookingMessages path="/Ratefinder">
      <RateFinderPage scope="domestic" />
    </BookingMessages>
  );
}
