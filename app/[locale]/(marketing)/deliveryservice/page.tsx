import type { Metadata } from 'next';
import { CardGrid, Section } from '@/components/marketing/content-blocks';
import { PageHeader } from '@/components/marketing/page-header';
import { ServiceAreaMap } from '@/components/marketing/service-area-map';
import { ServiceCta } from '@/components/marketing/service-cta';
import { DELIVERY } from '@/lib/content/pages';
import { pageMetadata } from '@/lib/seo';
import { site } from '@/lib/site';
import { enterLocale, type LocaleParams } from '@/lib/i18n/server';

export const metadata: Metadata = pageMetadata({
  title: 'Delivery Services',
  description: `Same-day, next-day and scheduled delivery, cash on delivery and returns across all seven emirates with ${site.name}. See delivery times by emirate.`,
  path: '/Deliveryservice',
});

export default async function DeliveryServicePage({ params }: { params: LocaleParams }) {
  await enterLocale(params);
  return (
    <>
      <PageHeader title="Delivery Services" intro={DELIVERY.intro} />

      <Section id="options" title="Delivery options">
        <CardGrid items={DELIVERY.options} />
      </Section>

      <section aria-labelledby="coverage-heading" className="bg-canvas px-4 py-12">
        <div className="mx-auto grid max-w-6xl gap-10 lg:grid-cols-2">
          <div>
            <h2 id="coverage-heading" className="text-2xl font-bold text-brand-900">
              Coverage: all seven emirates
            </h2>
            <p className="mt-3 text-muted">
              Delivery times for parcels collected on a working day ({site.hours}). Public holidays may add a day.
            </p>
            <table className="mt-6 w-full border-collapse overflow-hidden rounded-lg bg-surface text-left">
              <caption className="sr-only">Delivery time by emirate</caption>
              <thead className="bg-brand-800 text-white">
                <tr>
                  <th scope="col" className="p-3">
                    Emirate
                  </th>
                  <th scope="col" className="p-3">
                    Delivery time
                  </th>
                </tr>
              </thead>
              <tbody>
                {DELIVERY.coverage.map((c) => (
                  <tr key={c.emirate} className="border-b border-line">
                    <th scope="row" className="p-3 font-semibold text-ink">
                      {c.emirate}
                    </th>
                    <td className="p-3 text-muted">{c.transit}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ServiceAreaMap />
        </div>
      </section>

      <ServiceCta heading="Book a delivery today" />
    </>
  );
}
