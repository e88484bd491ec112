import Link from 'next/link';
import { VOLUMETRIC_DIVISOR } from '@/lib/schemas/rates';
import type { RateFinderScope } from './form-values';

/**
 * How a price is made, in plain words, rendered on the server (the page's
 * static HTML). The figures that change (fuel surcharge, COD fee) are not
 * printed here: the quote shows the current ones.
 */
export function PricingExplainer({ scope }: { scope: RateFinderScope }) {
  return (
    <section aria-labelledby="pricing-heading" className="rounded-lg border border-slate-200 bg-slate-50 p-5 text-slate-800">
      <h2 id="pricing-heading" className="text-xl font-bold text-brand-900">
        How your price is worked out
      </h2>
      <dl className="mt-4 space-y-4 text-sm leading-relaxed">
        <div>
          <dt className="font-semibold text-slate-900">Chargeable weight</dt>
          <dd>
            {`Every piece has an actual weight and a volumetric weight: length × width × height in centimetres ÷ ${VOLUMETRIC_DIVISOR}. `}
            A 40 × 30 × 20 cm box counts as 4.8 kg, however light its contents. Each piece is charged at the higher of the two, and the shipment at
            the sum over its pieces.
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-900">Base rate</dt>
          <dd>
            Each service has a rate card with prices by weight for each{' '}
            {scope === 'domestic' ? 'zone of destination emirates' : 'zone of destination countries'}. Above the heaviest band, every additional
            band of weight adds a fixed amount.
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-900">Fuel surcharge</dt>
          <dd>A percentage of the base rate, set per service and reviewed with fuel prices. The quote shows the current percentage.</dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-900">Cash on delivery (COD) fee</dt>
          <dd>
            When the receiver pays the goods in cash to our courier, the service charges a percentage of the amount collected, with a minimum fee.
            Services that cannot collect cash are listed as not available for COD shipments.
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-900">VAT</dt>
          <dd>
            Domestic services carry UAE VAT at 5 % on the base rate, fuel surcharge and COD fee. International shipments are exports and zero-rated
            (0 %); duties and taxes in the destination country are not part of the quote.
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-900">Rounding</dt>
          <dd>Each line is rounded to the nearest fils (half up), and the total is the sum of the lines.</dd>
        </div>
      </dl>
      <p className="mt-4 text-sm">
        {scope === 'domestic' ? (
          <>
            Sending abroad?{' '}
            <Link href="/InternationalRatefinder" className="font-semibold text-brand-800 underline">
              International rates and transit times
            </Link>
          </>
        ) : (
          <>
            Sending within the UAE?{' '}
            <Link href="/Ratefinder" className="font-semibold text-brand-800 underline">
              Domestic rates and transit times
            </Link>
          </>
        )}
      </p>
    </section>
  );
}
