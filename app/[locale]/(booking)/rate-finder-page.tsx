import type { Metadata } from 'next';
import type { RateFinderScope } from '@/components/rates/form-values';
import { PricingExplainer } from '@/components/rates/pricing-explainer';
import { RateFinderForm } from '@/components/rates/rate-finder-form';
import { pageMetadata } from '@/lib/seo';
import { ToolPage } from './tool-page';

/** What differs between the domestic (/Ratefinder) and international (/InternationalRatefinder) rate finders. */
const PAGES: Record<RateFinderScope, { meta: Parameters<typeof pageMetadata>[0]; title: string; intro: string }> = {
  domestic: {
    meta: {
      title: 'Domestic Courier Rates and Transit Times in the UAE',
      description:
        'Compare courier rates between any two UAE cities: every service with its transit time and total in AED, including fuel surcharge, COD fee and 5 % VAT.',
      path: '/Ratefinder',
    },
    title: 'Rates and Transit Time',
    intro: 'Choose where your parcel goes from and to, weigh and measure it, and compare every service we offer for the route.',
  },
  international: {
    meta: {
      title: 'International Courier Rates from the UAE',
      description:
        'Compare courier rates from the UAE to any country we serve: each service with its transit time and total in AED, fuel surcharge included, VAT zero-rated.',
      path: '/InternationalRatefinder',
    },
    title: 'International Rates and Transit Time',
    intro: 'Choose the destination country and city, weigh and measure your parcel, and compare every service that ships it from the UAE.',
  },
};

export const rateFinderMetadata = (scope: RateFinderScope): Metadata => pageMetadata(PAGES[scope].meta);

/** A rate finder page: the form, and beside it how prices are worked out. */
export function RateFinderPage({ scope }: { scope: RateFinderScope }) {
  return (
    <ToolPage title={PAGES[scope].title} intro={PAGES[scope].intro} aside={<PricingExplainer scope={scope} />}>
      <RateFinderForm scope={scope} />
    </ToolPage>
  );
}
