import Link from 'next/link';
import type { Ref } from 'react';
import { bookingHref } from '@/lib/booking-link';
import { formatAed, formatKg } from '@/lib/money';
import { site } from '@/lib/site';
import { RateCard } from './rate-card';
import type { ServiceRate } from './types';
import type { QuoteResult } from './use-rate-query';
import { WeightExplainer } from './weight-explainer';

const linkClass = 'font-semibold text-brand-800 underline';

/** "Lowest price" and "Fastest" help choose, but only when there is a choice. */
function badgesFor(rate: ServiceRate, index: number, rates: readonly ServiceRate[]): string[] {
  if (rates.length < 2) return [];
  const fastest = Math.min(...rates.map((r) => r.TransitDaysMax));
  const fastestCount = rates.filter((r) => r.TransitDaysMax === fastest).length;
  return [
    ...(index === 0 ? ['Lowest price'] : []),
    ...(rate.TransitDaysMax === fastest && fastestCount < rates.length ? ['Fastest'] : []),
  ];
}

/** Every service the API offers for the route, cheapest first, and why the others are not offered. */
export function RateResults({ result, headingRef }: { result: QuoteResult; headingRef: Ref<HTMLHeadingElement> }) {
  const { quote, request } = result;
  const { Route, Weight, Rates, Unavailable, CodAmount } = quote;
  const to = Route.Scope === 'International' ? `${Route.DestinationCityName}, ${Route.DestinationCountryName}` : Route.DestinationCityName;
  const pieces = Weight.Pieces.length;
  return (
    <section aria-labelledby="rates-heading" className="space-y-6">
      <div>
        <h2 id="rates-heading" ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-brand-900">
          Rates from {Route.OriginCityName} to {to}
        </h2>
        <p className="mt-1 text-muted">
          {pieces} {pieces === 1 ? 'piece' : 'pieces'}, chargeable weight {formatKg(Weight.ChargeableKg)}
          {CodAmount > 0 ? `, cash on delivery ${formatAed(CodAmount)}` : ''}. Prices in AED, including all charges shown.
        </p>
      </div>

      {Rates.length > 0 ? (
        <ol aria-label="Services, lowest price first" className="grid grid-cols-1 gap-4 md:grid-cols-2">
          {Rates.map((rate, i) => (
            <li key={rate.ServiceTypeId}>
              <RateCard rate={rate} withCod={CodAmount > 0} badges={badgesFor(rate, i, Rates)} bookHref={bookingHref(request, rate.ServiceTypeId)} />
            </li>
          ))}
        </ol>
      ) : (
        <div className="rounded-card border border-warning-700 bg-warning-50 p-4">
          <h3 className="text-lg font-bold text-ink">No service covers this shipment yet</h3>
          <p className="mt-1 text-muted">
            We have no online rate for this route and shipment. Call us on <a href={site.phoneHref} className={linkClass}>{site.phone}</a> or{' '}
            <Link href="/contact-us" className={linkClass}>send us a message</Link> and we will quote it for you.
          </p>
        </div>
      )}

      {Unavailable.length > 0 && (
        <section aria-labelledby="unavailable-heading">
          <h3 id="unavailable-heading" className="text-lg font-bold text-brand-900">Not available for this shipment</h3>
          <ul className="mt-2 space-y-1">
            {Unavailable.map((u) => (
              <li key={u.ServiceCode} className="text-muted">
                <strong>{u.ServiceName}</strong>: {u.Reason}
              </li>
            ))}
          </ul>
        </section>
      )}

      <WeightExplainer weight={Weight} pieces={request.Pieces} />
    </section>
  );
}
