import { getLocale, getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { localizePath } from '@/lib/i18n/locales';
import { VOLUMETRIC_DIVISOR } from '@/lib/schemas/limits';
import type { RateFinderScope } from './form-values';

const linkClass = 'font-semibold text-brand-800 underline';

const TERMS = ['weight', 'base', 'fuel', 'cod', 'vat', 'rounding'] as const;

/**
 * How a price is made, in plain words, rendered on the server (the page's
 * static HTML). The figures that change (fuel surcharge, COD fee) are not
 * printed here: the quote shows the current ones.
 */
export async function PricingExplainer({ scope }: { scope: RateFinderScope }) {
  const [t, locale] = await Promise.all([getTranslations('rates.pricing'), getLocale()]);
  const text = (term: (typeof TERMS)[number]) => {
    if (term === 'weight') return t('terms.weight.text', { divisor: VOLUMETRIC_DIVISOR });
    if (term === 'base') return scope === 'domestic' ? t('terms.base.textDomestic') : t('terms.base.textInternational');
    return t(`terms.${term}.text`);
  };
  return (
    <section aria-labelledby="pricing-heading" className="rounded-card border border-line bg-canvas p-5 text-ink">
      <h2 id="pricing-heading" className="text-xl font-bold text-brand-900">{t('heading')}</h2>
      <dl className="mt-4 space-y-4 text-sm leading-relaxed">
        {TERMS.map((term) => (
          <div key={term}>
            <dt className="font-semibold">{t(`terms.${term}.term`)}</dt>
            <dd className="text-muted">{text(term)}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-sm">
        {scope === 'domestic' ? t('abroadQuestion') : t('domesticQuestion')}
        <Link href={localizePath(scope === 'domestic' ? '/InternationalRatefinder' : '/Ratefinder', locale)} className={linkClass}>
          {scope === 'domestic' ? t('abroadLink') : t('domesticLink')}
        </Link>
      </p>
    </section>
  );
}
