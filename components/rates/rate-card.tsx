import Link from 'next/link';
import { formatAed } from '@/lib/money';
import { ChargesTable } from './charges-table';
import type { ServiceRate } from './types';

interface RateCardProps {
  rate: ServiceRate;
  /** The link of "Book this service" (lib/booking-link.ts). */
  bookHref: string;
  /** A COD amount was given: the COD fee line is shown, even when it is 0. */
  withCod: boolean;
  badges: string[];
}

const pct = (n: number) => `${n} %`;

/** One service of a quote: price, transit time, the charges line by line, and the way to book it. */
export function RateCard({ rate, bookHref, withCod, badges }: RateCardProps) {
  const c = rate.Charges;
  const headingId = `rate-${rate.ServiceCode}`;
  const lines: Array<[string, number]> = [
    ['Base rate', c.Base],
    [`Fuel surcharge (${pct(c.FuelSurchargePercent)})`, c.FuelSurcharge],
    ...(withCod ? ([['COD fee', c.CodFee]] as Array<[string, number]>) : []),
    [c.VatPercent > 0 ? `VAT (${pct(c.VatPercent)})` : 'VAT (0 %, export)', c.Vat],
  ];
  return (
    <article aria-labelledby={headingId} className="flex h-full flex-col rounded-card border border-line bg-surface p-4 shadow-card">
      <div className="grid grid-cols-[1fr_auto] items-start gap-3">
        <div>
          <h3 id={headingId} className="text-lg font-bold text-brand-900">{rate.ServiceName}</h3>
          <p className="text-muted">
            <span className="sr-only">Transit time: </span>
            {rate.TransitTime}
          </p>
        </div>
        <p className="text-2xl font-bold text-brand-900">{formatAed(c.Total)}</p>
      </div>
      {badges.length > 0 && (
        <ul className="mt-2 flex gap-2" aria-label="Highlights">
          {badges.map((b) => (
            <li key={b} className="rounded-full bg-accent-500 px-2.5 py-0.5 text-xs font-bold text-ink">{b}</li>
          ))}
        </ul>
      )}
      {rate.Description && <p className="mt-2 text-sm text-muted">{rate.Description}</p>}
      <ChargesTable caption={`Price breakdown of ${rate.ServiceName}`} lines={lines} total={c.Total} className="mt-3 text-sm" />
      {/* The name says which service: every card has a link with the same visible text. */}
      <Link
        href={bookHref}
        aria-label={`Book this service: ${rate.ServiceName}`}
        className="mt-4 inline-flex min-h-tap items-center self-start rounded-control bg-accent-500 px-4 py-2 font-semibold text-ink hover:bg-accent-600"
      >
        Book this service
      </Link>
    </article>
  );
}
