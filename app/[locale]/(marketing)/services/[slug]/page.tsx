import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ArtImage } from '@/components/marketing/art-image';
import { Section } from '@/components/marketing/content-blocks';
import { Faq } from '@/components/marketing/faq';
import { PageHeader } from '@/components/marketing/page-header';
import { ServiceCta } from '@/components/marketing/service-cta';
import { serviceFor, servicesFor } from '@/lib/content/localized';
import { SERVICE_SLUGS } from '@/lib/content/slugs';
import { localizePath } from '@/lib/i18n/locales';
import { enterLocale } from '@/lib/i18n/server';
import { servicePath } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';

// next-seo 7 has no ServiceJsonLd, so service pages carry no structured data of their own.

type Props = { params: Promise<{ locale: string; slug: string }> };

export const dynamicParams = false;

/** The same six slugs in both languages (the [locale] layout gives the languages). */
export function generateStaticParams() {
  return SERVICE_SLUGS.map((slug) => ({ slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await enterLocale(params);
  const service = serviceFor(locale, (await params).slug);
  if (!service) return {};
  return pageMetadata({ title: service.title, description: service.description, path: servicePath(service.slug), locale });
}

export default async function ServicePage({ params }: Props) {
  const locale = await enterLocale(params);
  const service = serviceFor(locale, (await params).slug);
  if (!service) notFound();
  const t = await getTranslations('marketing.service');
  const others = servicesFor(locale).filter((s) => s.slug !== service.slug);

  return (
    <>
      <PageHeader title={service.title} intro={service.intro} crumb={service.name} crumbs={[{ label: t('crumb'), href: '/Ourservices' }]} />

      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 lg:grid-cols-[1fr_22rem]">
        <article className="space-y-4 text-lg leading-relaxed text-ink">
          <h2 className="text-2xl font-bold text-brand-900">{t('withUs', { name: service.name })}</h2>
          {service.body.map((p) => (
            <p key={p.slice(0, 40)}>{p}</p>
          ))}
        </article>

        <aside aria-labelledby="features-heading" className="render-near-view space-y-6">
          <ArtImage
            src={service.image}
            alt=""
            width={400}
            height={300}
            unoptimized
            // Beside the text on wide screens, below it on phones (where the text is the largest paint): no preload.
            loading="eager"
            className="h-auto w-full rounded-lg border border-line"
          />
          <div className="rounded-lg border border-line bg-surface p-5">
            <h2 id="features-heading" className="text-xl font-bold text-brand-900">
              {t('features')}
            </h2>
            <ul className="mt-3 space-y-3">
              {service.features.map((f) => (
                <li key={f.title} className="flex gap-3">
                  <span aria-hidden="true" className="mt-1 text-accent-600">
                    ✔
                  </span>
                  <span>
                    <strong className="block text-ink">{f.title}</strong>
                    <span className="text-muted">{f.text}</span>
                  </span>
                </li>
              ))}
            </ul>
          </div>
        </aside>
      </div>

      <Section id="steps" title={t('steps')} tinted>
        <ol className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {service.steps.map((step, i) => (
            <li key={step.title} className="rounded-lg border border-line bg-surface p-5">
              <span aria-hidden="true" className="flex size-9 items-center justify-center rounded-full bg-brand-700 font-bold text-white">
                {i + 1}
              </span>
              <h3 className="mt-3 font-semibold text-ink">{step.title}</h3>
              <p className="mt-1 text-muted">{step.text}</p>
            </li>
          ))}
        </ol>
      </Section>

      {/* English names read mid-sentence in lower case ("Questions about domestic parcels"); Arabic has no case. */}
      <Section id="faq" title={t('questions', { name: service.name.toLowerCase() })} width="prose">
        <div className="mt-4">
          <Faq items={service.faqs} />
        </div>
      </Section>

      <ServiceCta />

      <nav aria-labelledby="other-services-heading" className="render-near-view mx-auto max-w-6xl px-4 py-12">
        <h2 id="other-services-heading" className="text-xl font-bold text-brand-900">
          {t('others')}
        </h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
          {others.map((s) => (
            <li key={s.slug}>
              <Link href={localizePath(servicePath(s.slug), locale)} className="block rounded border border-line p-3 font-semibold text-brand-800 hover:bg-brand-50">
                {s.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
