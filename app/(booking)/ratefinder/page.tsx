import { RateFinderPage, rateFinderMetadata } from '../rate-finder-page';

export const metadata = rateFinderMetadata('domestic');

export default function DomesticRateFinderPage() {
  return <RateFinderPage scope="domestic" />;
}
