import Link from 'next/link';
import type { ReactNode } from 'react';
import { ArtImage } from '@/components/marketing/art-image';
import { buttonClass } from '@/components/ui/button';
import { CLIENTS, GROUP_COMPANIES, HOME_SERVICE_PITCH, PROCESS_STEPS } from '@/lib/content/home';
import { SERVICES } from '@/lib/content/services';
import { servicePath } from '@/lib/routes';
import { site } from '@/lib/site';
import { Carousel } from './carousel';
import { MapEmbed } from './map-embed';

const inner = 'mx-auto max-w-6xl px-4 py-14';
const card = 'overflow-hidden rounded-card border border-line bg-surface shadow-card';

/** A home section with its centred h2; `tinted` ones sit on the canvas colour. */
function HomeSection({ id, title, tinted, children }: { id: string; title: string; tinted?: boolean; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} className={tinted ? 'bg-canvas' : undefined}>
      <div className={inner}>
        <h2 id={`${id}-title`} className="mb-8 text-center text-3xl font-bold">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}

/** Each step's illustration, in PROCESS_STEPS order (public/images/home/step-*.svg). */
const STEP_ART = ['order', 'bring', 'move'] as const;

export function ProcessSection() {
  return (
    <HomeSection id="process" title="How it works">
      <ol className="grid grid-cols-1 gap-6 md:grid-cols-3">
        {PROCESS_STEPS.map((s, i) => (
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

export function ServicesSection() {
  return (
    <HomeSection id="services" title="Our services" tinted>
      <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {SERVICES.map((service) => (
          <li key={service.slug} className={`group relative transition-shadow hover:shadow-raised ${card}`}>
            <ArtImage src={service.image} alt="" width={400} height={300} unoptimized className="aspect-[4/3] h-auto w-full bg-brand-50" />
            <div className="p-6">
              <h3 className="text-xl font-semibold text-brand-900">
                {/* The whole card is the link's target; the name stays the link's text. */}
                <Link href={servicePath(service.slug)} className="after:absolute after:inset-0 group-hover:underline">
                  {service.name}
                </Link>
              </h3>
              <p className="mt-2 text-muted">{HOME_SERVICE_PITCH[service.slug]}</p>
            </div>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}

const VISION_MISSION = [
  {
    title: 'Our vision',
    text: 'To be the courier the UAE trusts first: the one that collects when it says, delivers when it promises and tells you the truth about every parcel in between.',
  },
  {
    title: 'Our mission',
    text: 'To move the parcels of UAE families and businesses quickly, safely and at a fair price, with people who know every emirate and systems that show every scan.',
  },
];

export function VisionMission() {
  return (
    <section aria-label="Vision and mission" className={`${inner} grid gap-8 md:grid-cols-2`}>
      {VISION_MISSION.map((v) => (
        <div key={v.title}>
          <h2 className="text-2xl font-bold">{v.title}</h2>
          <p className="mt-3 text-muted">{v.text}</p>
        </div>
      ))}
    </section>
  );
}

export function GroupCompanies() {
  const items = GROUP_COMPANIES.map((g) => <ArtImage key={g.slug} src={`/images/group/${g.slug}.svg`} alt={g.name} width={360} height={200} unoptimized className="h-auto w-full" />);
  return (
    <HomeSection id="group" title="Our group companies" tinted>
      <Carousel label="Group companies" responsive={{ 0: 1, 1001: 3 }} autoplayTimeout={5000} margin={20} items={items} />
    </HomeSection>
  );
}

export function ClientLogos() {
  const items = CLIENTS.map((c) => <ArtImage key={c.slug} src={`/images/clients/${c.slug}.svg`} alt={c.name} width={240} height={120} unoptimized className="h-auto w-full" />);
  return (
    <HomeSection id="clients" title="Trusted by businesses across the UAE">
      <Carousel label="Our clients" responsive={{ 0: 2, 450: 3, 600: 4, 1000: 6 }} autoplayTimeout={1000} margin={16} items={items} />
    </HomeSection>
  );
}

export function FindUs() {
  return (
    <section aria-labelledby="find-title" className="bg-canvas">
      <div className={`${inner} grid items-center gap-8 md:grid-cols-2`}>
        <div>
          <h2 id="find-title" className="text-3xl font-bold">
            Find us
          </h2>
          <p className="mt-3 text-muted">{site.address}</p>
          <p className="mt-2 text-muted">Open {site.hours}.</p>
        </div>
        <MapEmbed />
      </div>
    </section>
  );
}

export function PhoneCta() {
  return (
    <section aria-label="Call us" className="bg-accent-500 text-ink">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4 px-4 py-10">
        <p className="text-2xl font-bold">Need a courier today? Talk to us.</p>
        <a href={site.phoneHref} className={buttonClass()}>
          Call {site.phone}
        </a>
      </div>
    </section>
  );
}
