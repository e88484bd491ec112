import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ContactForm } from '@/components/forms/contact-form';
import { CONTACT_NAMESPACES } from '@/components/forms/contact-namespaces';
import { PageHeader } from '@/components/marketing/page-header';
import { ServiceAreaMap } from '@/components/marketing/service-area-map';
import { siteText } from '@/components/marketing/site-text';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { isLocale } from '@/lib/i18n/locales';
import { enterLocale, type LocaleParams } from '@/lib/i18n/server';
import { pageMetadata } from '@/lib/seo';
import { ltr, SITE_AR } from '@/lib/content/ar/site';
import { site } from '@/lib/site';

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const { locale: given } = await params;
  const locale = isLocale(given) ? given : 'en';
  const t = await getTranslations({ locale, namespace: 'metadata.contact' });
  const words = siteText(locale);
  return pageMetadata({
    title: t('title'),
    description: t('description', { brand: words.brand, phone: locale === 'ar' ? ltr(site.phone) : site.phone, email: site.email, hours: words.hours }),
    path: '/contact-us',
    locale,
  });
}

/** A plain link to OpenStreetMap's search: nothing is loaded until the visitor follows it. */
const mapsHref = `https://www.openstreetmap.org/search?query=${encodeURIComponent(site.address)}`;

export default async function ContactPage({ params }: { params: LocaleParams }) {
  const locale = await enterLocale(params);
  const t = await getTranslations('contact.page');
  const words = siteText(locale);
  return (
    <>
      <PageHeader title={t('title')} intro={t('intro')} />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 lg:grid-cols-[1fr_24rem]">
        <section aria-labelledby="form-heading">
          <h2 id="form-heading" className="text-2xl font-bold text-brand-900">
            {t('formHeading')}
          </h2>
          <p className="mt-2 mb-6 text-muted">{t('requiredNote')}</p>
          <ClientMessages namespaces={CONTACT_NAMESPACES}>
            <ContactForm source="contact-us" />
          </ClientMessages>
        </section>

        <aside aria-labelledby="details-heading" className="space-y-6">
          <div className="rounded-lg border border-line bg-surface p-6">
            <h2 id="details-heading" className="text-xl font-bold text-brand-900">
              {locale === 'ar' ? SITE_AR.legalName : site.legalName}
            </h2>
            <dl className="mt-4 space-y-4">
              <div>
                <dt className="font-semibold text-ink">{t('address')}</dt>
                <dd className="text-muted">
                  <address className="not-italic">{words.address}</address>
                  <a href={mapsHref} rel="noopener noreferrer" target="_blank" className="font-semibold text-brand-800 underline">
                    {t('openMaps')}
                    <span className="sr-only">{t('openMapsNote')}</span>
                  </a>
                </dd>
              </div>
              <div>
                <dt className="font-semibold text-ink">{t('phone')}</dt>
                <dd>
                  <a href={site.phoneHref} dir="ltr" className="whitespace-nowrap text-brand-800 underline">
                    {site.phone}
                  </a>
                </dd>
              </div>
              <div>
                <dt className="font-semibold text-ink">{t('email')}</dt>
                <dd>
                  <a href={`mailto:${site.email}`} dir="ltr" className="text-brand-800 underline">
                    {site.email}
                  </a>
                </dd>
              </div>
              <div>
                <dt className="font-semibold text-ink">{t('hours')}</dt>
                <dd className="text-muted">{words.hours}</dd>
              </div>
            </dl>
          </div>
          <ServiceAreaMap />
        </aside>
      </div>
    </>
  );
}
