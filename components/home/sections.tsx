import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ArtImage } from '@/components/marketing/art-image';
import { buttonClass } from '@/components/ui/button';
import { SITE_AR } from '@/lib/content/ar/site';
import { homeFor, servicesFor } from '@/lib/content/localized';
import { localizePath } from '@/lib/i18n/locales';
import { rawMessage } from '@/lib/i18n/server';
import { servicePath } from '@/lib/routes';
import { site } from '@/lib/site';
import { Carousel } from './carousel';
import { MapEmbed } from './map-embed';

const inner = 'mx-auto max-w-6xl px-4 py-14';
const card = 'overflow-hidden rounded-card border border-line bg-surface shadow-card';

/** The page's language, its home messages and its copy (lib/content, by language). */
async function homeContext() {
  const [locale, t] = await Promise.all([getLocale(), getTranslations('home')]);
  return { locale, t, ar: locale === 'ar', content: homeFor(locale) };
}

/**
 * A home section with its centred h2; `tinted` ones sit on the canvas colour. The
 * sections below the hero render as they come near the screen (`render-near-view`,
 * app/globals.css): no form or fixed element inside.
 */
function HomeSection({ id, title, tinted, children }: { id: string; title: string; tinted?: boolean; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} className={tinted ? 'render-near-view bg-canvas' : 'render-near-view'}>
      <div className={inner}>
        <h2 id={`${id}-title`} className="mb-8 text-center text-3xl font-bold">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}

/** Each step's illustration, in the process steps' order (public/images/home/step-*.svg). */
const STEP_ART = ['order', 'bring', 'move'] as const;

export async function ProcessSection() {
  const { t, content } = await homeContext();
  return (
    <HomeSection id="process" title={t('process.title')}>
      <ol className="grid grid-cols-1 gap-6 md:grid-cols-3">
        {content.processSteps.map((s, i) => (
          <li key={s.title} className={card}>
            <ArtImage src={`/images/home/step-${STEP_ART[i]}.svg`} alt="" width={320} height={200} unoptimized className="h-auto w-full bg-brand-50" />
            <div className="p-6">
              <span className="inline-flex h-9 w-9 items-center justify-center rounded-pill bg-accent-500 font-bold text-ink">{i + 1}</span>
              <h3 className="mt-3 text-xl font-semibold">{s.title}</h3>
              <p className="mt-2 text-muted">{s.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </HomeSection>
  );
}

export async function ServicesSection() {
  const { locale, t, content } = await homeContext();
  return (
    <HomeSection id="services" title={t('services.title')} tinted>
      <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {servicesFor(locale).map((service) => (
          <li key={service.slug} className={`group relative transition-shadow hover:shadow-raised ${card}`}>
            <ArtImage src={service.image} alt="" width={400} height={300} unoptimized className="aspect-[4/3] h-auto w-full bg-brand-50" />
            <div className="p-6">
              <h3 className="text-xl font-semibold text-brand-900">
                {/* The whole card is the link's target; the name stays the link's text. */}
                <Link href={localizePath(servicePath(service.slug), locale)} className="after:absolute after:inset-0 group-hover:underline">
                  {service.name}
                </Link>
              </h3>
              <p className="mt-2 text-muted">{content.servicePitch[service.slug]}</p>
            </div>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}

export async function VisionMission() {
  const { t } = await homeContext();
  const parts = [
    { title: t('visionMission.visionTitle'), text: t('visionMission.visionText') },
    { title: t('visionMission.missionTitle'), text: t('visionMission.missionText') },
  ];
  return (
    <section aria-label={t('visionMission.label')} className={`render-near-view ${inner} grid gap-8 md:grid-cols-2`}>
      {parts.map((v) => (
        <div key={v.title}>
          <h2 className="text-2xl font-bold">{v.title}</h2>
          <p className="mt-3 text-muted">{v.text}</p>
        </div>
      ))}
    </section>
  );
}

/** The carousels' button and slide names, as raw messages the client fills in. */
async function carouselTexts() {
  const t = await getTranslations('home');
  return {
    previous: await rawMessage('home.carousel.previous'),
    next: await rawMessage('home.carousel.next'),
    slide: await rawMessage('home.carousel.slide'),
    role: t('carousel.role'),
    slideRole: t('carousel.slideRole'),
  };
}

export async function GroupCompanies() {
  const [{ t, content }, texts] = await Promise.all([homeContext(), carouselTexts()]);
  const items = content.groupCompanies.map((g) => <ArtImage key={g.slug} src={`/images/group/${g.slug}.svg`} alt={g.name} width={360} height={200} unoptimized className="h-auto w-full" />);
  return (
    <HomeSection id="group" title={t('group.title')} tinted>
      <Carousel label={t('group.label')} texts={texts} responsive={{ 0: 1, 1001: 3 }} autoplayTimeout={5000} margin={20} items={items} />
    </HomeSection>
  );
}

export async function ClientLogos() {
  const [{ t, content }, texts] = await Promise.all([homeContext(), carouselTexts()]);
  const items = content.clients.map((c) => <ArtImage key={c.slug} src={`/images/clients/${c.slug}.svg`} alt={c.name} width={240} height={120} unoptimized className="h-auto w-full" />);
  return (
    <HomeSection id="clients" title={t('clients.title')}>
      <Carousel label={t('clients.label')} texts={texts} responsive={{ 0: 2, 450: 3, 600: 4, 1000: 6 }} autoplayTimeout={1000} margin={16} items={items} />
    </HomeSection>
  );
}

export async function FindUs() {
  const { t, ar } = await homeContext();
  const address = ar ? SITE_AR.address : site.address;
  return (
    <section aria-labelledby="find-title" className="render-near-view bg-canvas">
      <div className={`${inner} grid items-center gap-8 md:grid-cols-2`}>
        <div>
          <h2 id="find-title" className="text-3xl font-bold">
            {t('findUs.title')}
          </h2>
          <p className="mt-3 text-muted">{address}</p>
          <p className="mt-2 text-muted">{t('findUs.hours', { hours: ar ? SITE_AR.hours : site.hours })}</p>
        </div>
        <MapEmbed
          texts={{
            title: t('map.title', { name: ar ? SITE_AR.name : site.name }),
            show: t('map.show'),
            directions: t('map.directions'),
            address,
          }}
        />
      </div>
    </section>
  );
}

export async function PhoneCta() {
  const { t, ar } = await homeContext();
  return (
    <section aria-label={t('cta.label')} className="render-near-view bg-accent-500 text-ink">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4 px-4 py-10">
        <p className="text-2xl font-bold">{t('cta.text')}</p>
        <a href={site.phoneHref} className={buttonClass()}>
          {t('cta.call', { phone: ar ? SITE_AR.phone : site.phone })}
        </a>
      </div>
    </section>
  );
}
