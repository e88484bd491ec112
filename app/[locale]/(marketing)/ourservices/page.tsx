import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/marketing/page-header';
import { ServiceCard } from '@/components/marketing/service-card';
import { ServiceCta } from '@/components/marketing/service-cta';
import { siteText } from '@/components/marketing/site-text';
import { servicesFor } from '@/lib/content/localized';
import { enterLocale, type LocaleParams } from '@/lib/i18n/server';
import { CardsSection } from '../cards-section';
import { marketingMetadata } from '../page-metadata';

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  return marketingMetadata(params, 'services');
}

export default async function OurServicesPage({ params }: { params: LocaleParams }) {
  const locale = await enterLocale(params);
  const t = await getTranslations('marketing.services');
  const { brand, hours } = siteText(locale);
  return (
    <>
      <PageHeader title={t('title')} intro={t('intro', { brand })} crumb={t('title')} />
      <CardsSection label={t('list')}>
        {servicesFor(locale).map((s) => (
          <ServiceCard key={s.slug} service={s} />
        ))}
      </CardsSection>
      <section aria-labelledby="why-heading" className="render-near-view mx-auto max-w-6xl px-4 pb-12">
        <h2 id="why-heading" className="text-2xl font-bold text-brand-900">
          {t('oneAccount')}
        </h2>
        <p className="mt-3 max-w-3xl text-lg text-muted">{t('oneAccountText', { hours })}</p>
      </section>
      <ServiceCta heading={t('notSure')} />
    </>
  );
}
