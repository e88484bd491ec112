import { BookingMessages } from '../booking-messages';
import { RateFinderPage, rateFinderMetadata } from '../rate-finder-page';
import { enterLocale, type LocaleParams } from '@/lib/i18n/server';

export const generateMetadata = ({ params }: { params: LocaleParams }) => rateFinderMetadata('international', params);

export default async function InternationalRateFinderPage({ params }: { params: LocaleParams }) {
  await enterLocale(params);
  return (
    <BookingMessages path="/InternationalRatefinder">
      <RateFinderPage scope="international" />
    </BookingMessages>
  );
}
