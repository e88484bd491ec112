import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/marketing/page-header';
import { CardGrid, Section } from '@/components/marketing/content-blocks';
import { ServiceAreaMap } from '@/components/marketing/service-area-map';
import { siteText } from '@/components/marketing/site-text';
import { pagesFor } from '@/lib/content/localized';
import { localizePath } from '@/lib/i18n/locales';
import { enterLocale, type LocaleParams } from '@/lib/i18n/server';
import { marketingMetadata } from '../page-metadata';

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  return marketingMetadata(params, 'about');
}

export default async function AboutPage({ params }: { params: LocaleParams }) {
  const locale = await enterLocale(params);
  const t = await getTranslations('marketing.about');
  const { about } = pagesFor(locale);
  const { brand, address } = siteText(locale);
  return (
    <>
      <PageHeader title={t('title', { brand })} intro={about.intro} crumb={t('crumb')} />

      <section aria-labelledby="story-heading" className="mx-auto max-w-3xl px-4 py-12">
        <h2 id="story-heading" className="text-2xl font-bold text-brand-900">
          {t('story')}
        </h2>
        {about.story.map((p) => (
          <p key={p.slice(0, 40)} className="mt-4 text-lg leading-relaxed text-ink">
            {p}
          </p>
        ))}
      </section>

      <section aria-label={t('visionAndMission')} className="render-near-view bg-brand-800 px-4 py-12 text-white">
        <div className="mx-auto grid max-w-6xl gap-8 md:grid-cols-2">
          {[
            [t('vision'), about.vision],
            [t('mission'), about.mission],
          ].map(([title, text]) => (
            <div key={title}>
              <h2 className="text-2xl font-bold">{title}</h2>
              <p className="mt-3 text-lg text-brand-50">{text}</p>
            </div>
          ))}
        </div>
      </section>

      <section aria-labelledby="hubs-heading" className="render-near-view mx-auto grid max-w-6xl gap-10 px-4 py-12 lg:grid-cols-2">
        <div>
          <h2 id="hubs-heading" className="text-2xl font-bold text-brand-900">
            {t('hubs')}
          </h2>
          <ul className="mt-6 space-y-5">
            {about.hubs.map((h) => (
              <li key={h.city}>
                <h3 className="text-lg font-semibold text-ink">{h.city}</h3>
                <p className="mt-1 text-muted">{h.text}</p>
              </li>
            ))}
          </ul>
          <p className="mt-6 text-muted">
            {t('headOffice', { address })}{' '}
            <Link href={localizePath('/contact-us', locale)} className="font-semibold text-brand-800 underline">
              {t('contactUs')}
            </Link>
          </p>
        </div>
        <ServiceAreaMap />
      </section>

      <Section id="values" title={t('values')} tinted>
        <CardGrid items={about.values} columns={5} />
      </Section>
    </>
  );
}
