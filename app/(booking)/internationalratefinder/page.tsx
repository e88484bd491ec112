import { RateFinderPage, rateFinderMetadata } from '../rate-finder-page';

export const metadata = rateFinderMetadata('international');

export default function InternationalRateFinderPage() {
  return <RateFinderPage scope="international" />;
}
