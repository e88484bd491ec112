import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CardGrid, Section } from '@/components/marketing/content-blocks';
import { PageHeader } from '@/components/marketing/page-header';
import { ServiceAreaMap } from '@/components/marketing/service-area-map';
import { ServiceCta } from '@/components/marketing/service-cta';
import { siteText } from '@/components/marketing/site-text';
import { pagesFor } from '@/lib/content/localized';
import { enterLocale, type LocaleParams } from '@/lib/i18n/server';
import { marketingMetadata } from '../page-metadata';

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  return marketingMetadata(params, 'delivery');
}

export default async function DeliveryServicePage({ params }: { params: LocaleParams }) {
  const locale = await enterLocale(params);
  const t = await getTranslations('marketing.delivery');
  const { delivery } = pagesFor(locale);
  return (
    <>
      <PageHeader title={t('title')} intro={delivery.intro} />

      <Section id="options" title={t('options')}>
        <CardGrid items={delivery.options} />
      </Section>

      <section aria-labelledby="coverage-heading" className="render-near-view bg-canvas px-4 py-12">
        <div className="mx-auto grid max-w-6xl gap-10 lg:grid-cols-2">
          <div>
            <h2 id="coverage-heading" className="text-2xl font-bold text-brand-900">
              {t('coverage')}
            </h2>
            <p className="mt-3 text-muted">{t('coverageText', { hours: siteText(locale).hours })}</p>
            <table className="mt-6 w-full border-collapse overflow-hidden rounded-lg bg-surface text-start">
              <caption className="sr-only">{t('tableCaption')}</caption>
              <thead className="bg-brand-800 text-white">
                <tr>
                  <th scope="col" className="p-3">
                    {t('emirate')}
                  </th>
                  <th scope="col" className="p-3">
                    {t('time')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {delivery.coverage.map((c) => (
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

      <ServiceCta heading={t('cta')} />
    </>
  );
}
