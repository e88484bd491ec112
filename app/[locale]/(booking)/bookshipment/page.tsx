import type { Metadata } from 'next';
import Link from 'next/link';
import { BookingEntry } from '@/components/booking/booking-entry';
import { SessionProviders } from '@/components/providers/session-providers';
import { pageMetadata } from '@/lib/seo';
import { site } from '@/lib/site';
import { ToolPage } from '../tool-page';
import { enterLocale, type LocaleParams } from '@/lib/i18n/server';

export const metadata: Metadata = pageMetadata({
  title: 'Book a Shipment',
  description: `Book a courier pickup anywhere in the UAE, for delivery in the UAE or abroad: choose the service with its live price and transit time, and a ${site.name} courier collects from your door.`,
  path: '/Bookshipment',
});

export default async function BookShipmentPage({ params }: { params: LocaleParams }) {
  await enterLocale(params);
  return (
    <ToolPage
      title="Book a Shipment"
      intro="Tell us who sends and who receives, when we should collect and what we carry. You see the price of every service before you book."
      asideWidth="narrow"
      aside={<GoodToKnow />}
    >
      {/* A signed-in customer books from their profile: the entry reads the session. */}
      <SessionProviders>
        <BookingEntry />
      </SessionProviders>
    </ToolPage>
  );
}

function GoodToKnow() {
  return (
    <div className="space-y-4 text-muted">
      <h2 className="text-lg font-bold text-brand-900">Good to know</h2>
      <ul className="list-disc space-y-2 pl-5">
        <li>Pickups run {site.hours}.</li>
        <li>Our courier calls before arriving and prints the airway bill label at pickup.</li>
        <li>
          Compare prices first with the <Link href="/Ratefinder" className="font-semibold text-brand-800 underline">rate finder</Link>.
        </li>
        <li>
          Questions? Call <a href={site.phoneHref} className="font-semibold text-brand-800 underline">{site.phone}</a>.
        </li>
      </ul>
    </div>
  );
}
