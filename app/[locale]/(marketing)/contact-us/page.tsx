import type { Metadata } from 'next';
import { ContactForm } from '@/components/forms/contact-form';
import { PageHeader } from '@/components/marketing/page-header';
import { ServiceAreaMap } from '@/components/marketing/service-area-map';
import { Toasts } from '@/components/providers/toasts';
import { pageMetadata } from '@/lib/seo';
import { site } from '@/lib/site';
import { enterLocale, type LocaleParams } from '@/lib/i18n/server';

export const metadata: Metadata = pageMetadata({
  title: 'Contact Us',
  description: `Contact ${site.name}: call ${site.phone}, email ${site.email} or send us a message. Customer care is open ${site.hours}.`,
  path: '/contact-us',
});

/** A plain link to OpenStreetMap's search: nothing is loaded until the visitor follows it. */
const mapsHref = `https://www.openstreetmap.org/search?query=${encodeURIComponent(site.address)}`;

export default async function ContactPage({ params }: { params: LocaleParams }) {
  await enterLocale(params);
  return (
    <>
      <PageHeader
        title="Contact Us"
        intro="Questions about a shipment, a quote or an account? Our customer care team replies to every message within one working day."
      />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 lg:grid-cols-[1fr_24rem]">
        <section aria-labelledby="form-heading">
          <h2 id="form-heading" className="text-2xl font-bold text-brand-900">
            Send us a message
          </h2>
          <p className="mt-2 mb-6 text-muted">All fields are required unless marked optional.</p>
          <ContactForm source="contact-us" />
          <Toasts />
        </section>

        <aside aria-labelledby="details-heading" className="space-y-6">
          <div className="rounded-lg border border-line bg-surface p-6">
            <h2 id="details-heading" className="text-xl font-bold text-brand-900">
              {site.legalName}
            </h2>
            <dl className="mt-4 space-y-4">
              <div>
                <dt className="font-semibold text-ink">Address</dt>
                <dd className="text-muted">
                  <address className="not-italic">{site.address}</address>
                  <a href={mapsHref} rel="noopener noreferrer" target="_blank" className="font-semibold text-brand-800 underline">
                    Open in maps<span className="sr-only"> (OpenStreetMap, opens in a new tab)</span>
                  </a>
                </dd>
              </div>
              <div>
                <dt className="font-semibold text-ink">Phone</dt>
                <dd>
                  <a href={site.phoneHref} className="text-brand-800 underline">
                    {site.phone}
                  </a>
                </dd>
              </div>
              <div>
                <dt className="font-semibold text-ink">Email</dt>
                <dd>
                  <a href={`mailto:${site.email}`} className="text-brand-800 underline">
                    {site.email}
                  </a>
                </dd>
              </div>
              <div>
                <dt className="font-semibold text-ink">Working hours</dt>
                <dd className="text-muted">{site.hours}</dd>
              </div>
            </dl>
          </div>
          <ServiceAreaMap />
        </aside>
      </div>
    </>
  );
}
