import type { Metadata } from 'next';
import Link from 'next/link';
import { PageHeader } from '@/components/marketing/page-header';
import { CardGrid, Section } from '@/components/marketing/content-blocks';
import { ServiceAreaMap } from '@/components/marketing/service-area-map';
import { ABOUT } from '@/lib/content/pages';
import { pageMetadata } from '@/lib/seo';
import { site } from '@/lib/site';
import { enterLocale, type LocaleParams } from '@/lib/i18n/server';

export const metadata: Metadata = pageMetadata({
  title: 'About Us',
  description: `The story of ${site.name}: a UAE express courier with hubs in Dubai, Abu Dhabi and Sharjah, our vision, our mission and the values we deliver by.`,
  path: '/about-us',
});

export default async function AboutPage({ params }: { params: LocaleParams }) {
  await enterLocale(params);
  return (
    <>
      <PageHeader title={`About ${site.name}`} intro={ABOUT.intro} crumb="About Us" />

      <section aria-labelledby="story-heading" className="mx-auto max-w-3xl px-4 py-12">
        <h2 id="story-heading" className="text-2xl font-bold text-brand-900">
          Our story
        </h2>
        {ABOUT.story.map((p) => (
          <p key={p.slice(0, 40)} className="mt-4 text-lg leading-relaxed text-ink">
            {p}
          </p>
        ))}
      </section>

      <section aria-label="Vision and mission" className="bg-brand-800 px-4 py-12 text-white">
        <div className="mx-auto grid max-w-6xl gap-8 md:grid-cols-2">
          {[
            ['Our vision', ABOUT.vision],
            ['Our mission', ABOUT.mission],
          ].map(([title, text]) => (
            <div key={title}>
              <h2 className="text-2xl font-bold">{title}</h2>
              <p className="mt-3 text-lg text-brand-50">{text}</p>
            </div>
          ))}
        </div>
      </section>

      <section aria-labelledby="hubs-heading" className="mx-auto grid max-w-6xl gap-10 px-4 py-12 lg:grid-cols-2">
        <div>
          <h2 id="hubs-heading" className="text-2xl font-bold text-brand-900">
            Three hubs, seven emirates
          </h2>
          <ul className="mt-6 space-y-5">
            {ABOUT.hubs.map((h) => (
              <li key={h.city}>
                <h3 className="text-lg font-semibold text-ink">{h.city}</h3>
                <p className="mt-1 text-muted">{h.text}</p>
              </li>
            ))}
          </ul>
          <p className="mt-6 text-muted">
            Our head office: {site.address}.{' '}
            <Link href="/contact-us" className="font-semibold text-brand-800 underline">
              Contact us
            </Link>
          </p>
        </div>
        <ServiceAreaMap />
      </section>

      <Section id="values" title="Our values" tinted>
        <CardGrid items={ABOUT.values} columns={5} />
      </Section>
    </>
  );
}
