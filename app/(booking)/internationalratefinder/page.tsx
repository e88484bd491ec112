import type { Metadata } from 'next';
import { PageHeader } from '@/components/marketing/page-header';
import { PricingExplainer } from '@/components/rates/pricing-explainer';
import { RateFinderForm } from '@/components/rates/rate-finder-form';
import { pageMetadata } from '@/lib/seo';

export const metadata: Metadata = pageMetadata({
  title: 'International Courier Rates from the UAE',
  description:
    'Compare courier rates from the UAE to any country we serve: each service with its transit time and total in AED, fuel surcharge included, VAT zero-rated.',
  path: '/InternationalRatefinder',
});

export default function InternationalRateFinderPage() {
  return (
    <>
      <PageHeader
        title="International Rates and Transit Time"
        intro="Choose the destination country and city, weigh and measure your parcel, and compare every service that ships it from the UAE."
        crumbs={[{ label: 'Home', href: '/' }, { label: 'International Rates and Transit Time' }]}
      />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 lg:grid-cols-[1fr_22rem]">
        <RateFinderForm scope="international" />
        <aside className="lg:order-last">
          <PricingExplainer scope="international" />
        </aside>
      </div>
    </>
  );
}
