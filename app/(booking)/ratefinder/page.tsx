import type { Metadata } from 'next';
import { PageHeader } from '@/components/marketing/page-header';
import { PricingExplainer } from '@/components/rates/pricing-explainer';
import { RateFinderForm } from '@/components/rates/rate-finder-form';
import { pageMetadata } from '@/lib/seo';

export const metadata: Metadata = pageMetadata({
  title: 'Domestic Courier Rates and Transit Times in the UAE',
  description:
    'Compare courier rates between any two UAE cities: every service with its transit time and total in AED, including fuel surcharge, COD fee and 5 % VAT.',
  path: '/Ratefinder',
});

export default function RateFinderPage() {
  return (
    <>
      <PageHeader
        title="Rates and Transit Time"
        intro="Choose where your parcel goes from and to, weigh and measure it, and compare every service we offer for the route."
        crumbs={[{ label: 'Home', href: '/' }, { label: 'Rates and Transit Time' }]}
      />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 lg:grid-cols-[1fr_22rem]">
        <RateFinderForm scope="domestic" />
        <aside className="lg:order-last">
          <PricingExplainer scope="domestic" />
        </aside>
      </div>
    </>
  );
}
