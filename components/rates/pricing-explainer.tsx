import Link from 'next/link';
import { VOLUMETRIC_DIVISOR } from '@/lib/schemas/rates';
import type { RateFinderScope } from './form-values';

const linkClass = 'font-semibold text-brand-800 underline';

/**
 * How a price is made, in plain words, rendered on the server (the page's
 * static HTML). The figures that change (fuel surcharge, COD fee) are not
 * printed here: the quote shows the current ones.
 */
export function PricingExplainer({ scope }: { scope: RateFinderScope }) {
  const terms: Array<[string, string]> = [
    [
      'Chargeable weight',
      `Every piece has an actual weight and a volumetric weight: length × width × height in centimetres ÷ ${VOLUMETRIC_DIVISOR}. A 40 × 30 × 20 cm box counts as 4.8 kg, however light its contents. Each piece is charged at the higher of the two, and the shipment at the sum over its pieces.`,
    ],
    [
      'Base rate',
      `Each service has a rate card with prices by weight for each ${scope === 'domestic' ? 'zone of destination emirates' : 'zone of destination countries'}. Above the heaviest band, every additional band of weight adds a fixed amount.`,
    ],
    ['Fuel surcharge', 'A percentage of the base rate, set per service and reviewed with fuel prices. The quote shows the current percentage.'],
    [
      'Cash on delivery (COD) fee',
      'When the receiver pays the goods in cash to our courier, the service charges a percentage of the amount collected, with a minimum fee. Services that cannot collect cash are listed as not available for COD shipments.',
    ],
    [
      'VAT',
      'Domestic services carry UAE VAT at 5 % on the base rate, fuel surcharge and COD fee. International shipments are exports and zero-rated (0 %); duties and taxes in the destination country are not part of the quote.',
    ],
    ['Rounding', 'Each line is rounded to the nearest fils (half up), and the total is the sum of the lines.'],
  ];
  return (
    <section aria-labelledby="pricing-heading" className="rounded-card border border-line bg-canvas p-5 text-ink">
      <h2 id="pricing-heading" className="text-xl font-bold text-brand-900">How your price is worked out</h2>
      <dl className="mt-4 space-y-4 text-sm leading-relaxed">
        {terms.map(([term, text]) => (
          <div key={term}>
            <dt className="font-semibold">{term}</dt>
            <dd className="text-muted">{text}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-sm">
        {scope === 'domestic' ? 'Sending abroad? ' : 'Sending within the UAE? '}
        <Link href={scope === 'domestic' ? '/InternationalRatefinder' : '/Ratefinder'} className={linkClass}>
          {scope === 'domestic' ? 'International rates and transit times' : 'Domestic rates and transit times'}
        </Link>
      </p>
    </section>
  );
}
