import type { Metadata } from 'next';
import { PageHeader } from '@/components/marketing/page-header';
import { ServiceCard } from '@/components/marketing/service-card';
import { ServiceCta } from '@/components/marketing/service-cta';
import { SERVICES } from '@/lib/content/services';
import { pageMetadata } from '@/lib/seo';
import { site } from '@/lib/site';
import { CardsSection } from '../cards-section';
import { enterLocale, type LocaleParams } from '@/lib/i18n/server';

export const metadata: Metadata = pageMetadata({
  title: 'Services & Products',
  description: `Domestic and international couriers, import clearance, export by air, land and sea, e-commerce delivery and fulfilment from ${site.name}.`,
  path: '/Ourservices',
});

export default async function OurServicesPage({ params }: { params: LocaleParams }) {
  await enterLocale(params);
  return (
    <>
      <PageHeader
        title="Services & Products"
        intro={`Six services, one network: whatever you need to send, store or clear, ${site.name} moves it from door to door across the UAE and around the world.`}
        crumb="Services & Products"
      />
      <CardsSection label="Our services">
        {SERVICES.map((s) => (
          <ServiceCard key={s.slug} service={s} />
        ))}
      </CardsSection>
      <section aria-labelledby="why-heading" className="mx-auto max-w-6xl px-4 pb-12">
        <h2 id="why-heading" className="text-2xl font-bold text-brand-900">
          One account for every shipment
        </h2>
        <p className="mt-3 max-w-3xl text-lg text-muted">
          Business customers use the same customer portal for every service: create airway bills, schedule pickups, follow
          imports through customs, see cash-on-delivery payments and download invoices. Prepaid and postpaid accounts are
          available, and every service is supported by the same customer care team, {site.hours}.
        </p>
      </section>
      <ServiceCta heading="Not sure which service fits?" />
    </>
  );
}
