import type { Metadata } from 'next';
import { Suspense } from 'react';
import { getTranslations } from 'next-intl/server';
import { JsonLdScript, OrganizationJsonLd } from 'next-seo';
import { HeroTracking, RESULTS_SLOT_ID, type HeroTrackingTexts } from '@/components/home/hero-tracking';
import { HomeNav } from '@/components/home/home-nav';
import { ClientLogos, FindUs, GroupCompanies, PhoneCta, ProcessSection, ServicesSection, VisionMission } from '@/components/home/sections';
import { ArtImage } from '@/components/marketing/art-image';
import { SITE_AR } from '@/lib/content/ar/site';
import { getEnv } from '@/lib/env';
import { localizePath, type Locale } from '@/lib/i18n/locales';
import { enterLocale, type LocaleParams } from '@/lib/i18n/server';
import { pageMetadata } from '@/lib/seo';
import { site } from '@/lib/site';

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await enterLocale(params);
  const t = await getTranslations({ locale, namespace: 'metadata' });
  const title = t('home.title');
  return {
    ...pageMetadata({ title, description: t('home.description'), path: '/', locale }),
    title: { absolute: title },
  };
}

/** The hero's client island gets its words as props: the page's first load carries no message catalogue. */
async function heroTexts(locale: Locale): Promise<HeroTrackingTexts> {
  const [t, th] = await Promise.all([getTranslations({ locale, namespace: 'tracking' }), getTranslations({ locale, namespace: 'home' })]);
  return {
    form: {
      label: t('form.label'),
      trackBy: t('form.trackBy'),
      types: { Airwaybill: t('form.types.Airwaybill'), Reference: t('form.types.Reference'), Booking: t('form.types.Booking') },
      number: t('form.number'),
      numbers: t('form.numbers'),
      example: t('form.example', { example: '38037678394' }),
      submit: t('form.submit'),
      single: t('form.single'),
      multiple: t('form.multiple'),
      empty: t('form.empty'),
    },
    rates: th('hero.rates'),
    book: {
      button: th('book.button'),
      title: th('book.title'),
      text: th('book.text'),
      guest: th('book.guest'),
      signUp: th('book.signUp'),
      close: th('book.close'),
    },
  };
}

export default async function HomePage({ params }: { params: LocaleParams }) {
  const locale = await enterLocale(params);
  const [t, hero] = await Promise.all([getTranslations('home'), heroTexts(locale)]);
  const base = getEnv().siteUrl;
  const home = `${base}${localizePath('/', locale)}`;
  return (
    <>
      <OrganizationJsonLd
        type="Organization"
        name={site.legalName}
        url={base}
        logo={`${base}/icon.svg`}
        telephone={site.phone}
        email={site.email}
        sameAs={Object.values(site.socials)}
      />
      <JsonLdScript
        scriptKey="website"
        data={{
          '@context': 'https://schema.org',
          '@type': 'WebSite',
          name: locale === 'ar' ? SITE_AR.name : site.name,
          url: locale === 'ar' ? home : base,
          inLanguage: locale,
          potentialAction: { '@type': 'SearchAction', target: `${home}?track={search_term_string}`, 'query-input': 'required name=search_term_string' },
        }}
      />
      <main id="main">
        <section id="hero" aria-labelledby="hero-title" className="relative overflow-hidden bg-brand-800 text-white">
          <HomeNav />
          <div className="mx-auto grid max-w-6xl items-center gap-x-10 gap-y-8 px-4 pb-12 pt-28 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)] lg:pb-16">
            <div className="flex flex-col gap-6">
              <h1 id="hero-title" className="max-w-2xl text-4xl font-bold md:text-5xl">
                {t('hero.title', { name: locale === 'ar' ? SITE_AR.name : site.name })}
              </h1>
              <p className="max-w-2xl text-lg text-brand-50">{t('hero.intro')}</p>
              <HeroTracking texts={hero} />
            </div>
            {/* Decorative, a 4 kB SVG. It is in the HTML, so the browser asks for it at once; on wide
                screens it may be the largest paint, hence the high priority. No preload link: that
                would also fetch it whenever another page prefetches /. */}
            <ArtImage
              src="/images/home/hero-scene.svg"
              alt=""
              width={560}
              height={400}
              unoptimized
              loading="eager"
              fetchPriority="high"
              className="mx-auto h-auto w-full max-w-xl"
            />
          </div>
        </section>
        <div id={RESULTS_SLOT_ID} />
        {/* Rendered in the HTML like the rest (nothing here waits for data); the boundary only lets
            React hydrate these sections in a task of their own, after the hero and its form, instead
            of the whole page in one long task (issue 12: TBT). */}
        <Suspense>
          <ProcessSection />
          <ServicesSection />
          <VisionMission />
          <GroupCompanies />
          <ClientLogos />
          <FindUs />
          <PhoneCta />
        </Suspense>
      </main>
    </>
  );
}
