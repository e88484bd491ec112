import Link from 'next/link';
import { buttonClass } from '@/components/ui/button';
import { site } from '@/lib/site';

/** The call to action under a service: get a rate, book, or call. */
export function ServiceCta({ heading = 'Ready to send?' }: { heading?: string }) {
  return (
    <section aria-labelledby="cta-heading" className="bg-brand-50 px-4 py-12">
      <div className="mx-auto flex max-w-6xl flex-col items-start justify-between gap-6 md:flex-row md:items-center">
        <div>
          <h2 id="cta-heading" className="text-2xl font-bold text-brand-900">
            {heading}
          </h2>
          <p className="mt-2 text-muted">
            Check the price and transit time in seconds, book online, or call us on{' '}
            <a href={site.phoneHref} className="font-semibold text-brand-800 underline">
              {site.phone}
            </a>{' '}
            ({site.hours}).
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          {/* The tools are not prefetched: their forms' libraries would download as the visitor scrolls by. */}
          <Link href="/Ratefinder" prefetch={false} className={buttonClass()}>
            Rates and Transit Time
          </Link>
          <Link href="/Bookshipment" prefetch={false} className={buttonClass('secondary')}>
            Book a shipment
          </Link>
        </div>
      </div>
    </section>
  );
}
