import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ArtImage } from '@/components/marketing/art-image';
import { Section } from '@/components/marketing/content-blocks';
import { Faq } from '@/components/marketing/faq';
import { PageHeader } from '@/components/marketing/page-header';
import { ServiceCta } from '@/components/marketing/service-cta';
import { getService, SERVICES } from '@/lib/content/services';
import { servicePath } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';
import { enterLocale } from '@/lib/i18n/server';

// next-seo 7 has no ServiceJsonLd, so service pages carry no structured data of their own.

type Props = { params: Promise<{ locale: string; slug: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return SERVICES.map((s) => ({ slug: s.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const service = getService((await params).slug);
  if (!service) return {};
  return pageMetadata({ title: service.title, description: service.description, path: servicePath(service.slug) });
}

export default async function ServicePage({ params }: Props) {
  await enterLocale(params);
  const service = getService((await params).slug);
  if (!service) notFound();
  const others = SERVICES.filter((s) => s.slug !== service.slug);

  return (
    <>
      <PageHeader
        title={service.title}
        intro={service.intro}
        crumb={service.name}
        crumbs={[{ label: 'Services', href: '/Ourservices' }]}
      />

      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 lg:grid-cols-[1fr_22rem]">
        <article className="space-y-4 text-lg leading-relaxed text-ink">
          <h2 className="text-2xl font-bold text-brand-900">{service.name} with us</h2>
          {service.body.map((p) => (
            <p key={p.slice(0, 40)}>{p}</p>
          ))}
        </article>

        <aside aria-labelledby="features-heading" className="space-y-6">
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
              What you get
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

      <Section id="steps" title="How it works" tinted>
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

      <Section id="faq" title={`Questions about ${service.name.toLowerCase()}`} width="prose">
        <div className="mt-4">
          <Faq items={service.faqs} />
        </div>
      </Section>

      <ServiceCta />

      <nav aria-labelledby="other-services-heading" className="mx-auto max-w-6xl px-4 py-12">
        <h2 id="other-services-heading" className="text-xl font-bold text-brand-900">
          Other services
        </h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
          {others.map((s) => (
            <li key={s.slug}>
              <Link href={servicePath(s.slug)} className="block rounded border border-line p-3 font-semibold text-brand-800 hover:bg-brand-50">
                {s.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
