import type { Metadata } from 'next';
import { JsonLdScript, OrganizationJsonLd } from 'next-seo';
import { HeroTracking, RESULTS_SLOT_ID } from '@/components/home/hero-tracking';
import { HomeNav } from '@/components/home/home-nav';
import { ClientLogos, FindUs, GroupCompanies, PhoneCta, ProcessSection, ServicesSection, VisionMission } from '@/components/home/sections';
import { ArtImage } from '@/components/marketing/art-image';
import { getEnv } from '@/lib/env';
import { pageMetadata } from '@/lib/seo';
import { site } from '@/lib/site';
import { enterLocale, type LocaleParams } from '@/lib/i18n/server';

export const metadata: Metadata = {
  ...pageMetadata({
    title: `${site.name} | Courier and parcel delivery in Dubai and the UAE`,
    description:
      'Track parcels, compare rates and book same-day, next-day and international courier services across Dubai and the UAE with Saqr Express.',
    path: '/',
  }),
  title: { absolute: `${site.name} | Courier and parcel delivery in Dubai and the UAE` },
};

export default async function HomePage({ params }: { params: LocaleParams }) {
  await enterLocale(params);
  const base = getEnv().siteUrl;
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
        data={{ '@context': 'https://schema.org', '@type': 'WebSite', name: site.name, url: base, potentialAction: { '@type': 'SearchAction', target: `${base}/?track={search_term_string}`, 'query-input': 'required name=search_term_string' } }}
      />
      <main id="main">
        <section id="hero" aria-labelledby="hero-title" className="relative overflow-hidden bg-brand-800 text-white">
          <HomeNav />
          <div className="mx-auto grid max-w-6xl items-center gap-x-10 gap-y-8 px-4 pb-12 pt-28 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)] lg:pb-16">
            <div className="flex flex-col gap-6">
              <h1 id="hero-title" className="max-w-2xl text-4xl font-bold md:text-5xl">
                {`Welcome to ${site.name}`}
              </h1>
              <p className="max-w-2xl text-lg text-brand-50">{site.tagline}. Track a parcel, check a price or book a pickup.</p>
              <HeroTracking />
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
        <ProcessSection />
        <ServicesSection />
        <VisionMission />
        <GroupCompanies />
        <ClientLogos />
        <FindUs />
        <PhoneCta />
      </main>
    </>
  );
}
