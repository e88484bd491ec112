import type { Metadata } from 'next';
import { JsonLdScript, OrganizationJsonLd } from 'next-seo';
import { HeroTracking, RESULTS_SLOT_ID } from '@/components/home/hero-tracking';
import { HomeNav } from '@/components/home/home-nav';
import { ClientLogos, FindUs, GroupCompanies, PhoneCta, ProcessSection, ServicesSection, VisionMission } from '@/components/home/sections';
import { getEnv } from '@/lib/env';
import { pageMetadata } from '@/lib/seo';
import { site } from '@/lib/site';

export const metadata: Metadata = {
  ...pageMetadata({
    title: `${site.name} | Courier and parcel delivery in Dubai and the UAE`,
    description:
      'Track parcels, compare rates and book same-day, next-day and international courier services across Dubai and the UAE with Saqr Express.',
    path: '/',
  }),
  title: { absolute: `${site.name} | Courier and parcel delivery in Dubai and the UAE` },
};

const HERO_POSTER = '/images/home/hero-poster.jpg';

export default function HomePage() {
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
      {/* The poster is the largest paint on a phone: React hoists this into the head, so it is
          asked for first instead of after the stylesheet and the scripts; not when the video is
          hidden for reduced motion. (A link rather than preload(): that would also fetch the
          poster whenever another page prefetches /.) */}
      <link rel="preload" as="image" href={HERO_POSTER} fetchPriority="high" media="(prefers-reduced-motion: no-preference)" />
      <main id="main">
        <section id="hero" aria-labelledby="hero-title" className="relative min-h-[640px] overflow-hidden bg-brand-800 text-white">
          <HomeNav />
          <video
            className="absolute inset-0 h-full w-full object-cover opacity-60 motion-reduce:hidden"
            autoPlay
            muted
            loop
            playsInline
            preload="metadata"
            poster={HERO_POSTER}
            aria-hidden="true"
          >
            <source src="/video/hero.webm" type="video/webm" />
            <source src="/video/hero.mp4" type="video/mp4" />
          </video>
          <div className="relative mx-auto flex max-w-6xl flex-col gap-6 px-4 pb-16 pt-28">
            <h1 id="hero-title" className="max-w-2xl text-4xl font-bold md:text-5xl">
              {`Welcome to ${site.name}`}
            </h1>
            <p className="max-w-2xl text-lg text-brand-50">{site.tagline}. Track a parcel, check a price or book a pickup.</p>
            <HeroTracking />
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
