'use client';

import { useLocale, useTranslations } from 'next-intl';
import Link from 'next/link';
import type { Ref } from 'react';
import { useLocalCountryNames } from '@/components/forms/country-names';
import { useApiMessage } from '@/components/ui/api-message';
import { bookingHref } from '@/lib/booking-link';
import { useLocalizePath } from '@/lib/i18n/client';
import { formatAed, formatKg } from '@/lib/money';
import { site } from '@/lib/site';
import { RateCard } from './rate-card';
import type { ServiceRate } from './types';
import type { QuoteResult } from './use-rate-query';
import { WeightExplainer } from './weight-explainer';

const linkClass = 'font-semibold text-brand-800 underline';

type Badge = 'lowest' | 'fastest';

/** "Lowest price" and "Fastest" help choose, but only when there is a choice. */
function badgesFor(rate: ServiceRate, index: number, rates: readonly ServiceRate[]): Badge[] {
  if (rates.length < 2) return [];
  const fastest = Math.min(...rates.map((r) => r.TransitDaysMax));
  const fastestCount = rates.filter((r) => r.TransitDaysMax === fastest).length;
  return [
    ...(index === 0 ? (['lowest'] as const) : []),
    ...(rate.TransitDaysMax === fastest && fastestCount < rates.length ? (['fastest'] as const) : []),
  ];
}

/** Every service the API offers for the route, cheapest first, and why the others are not offered. */
export function RateResults({ result, headingRef }: { result: QuoteResult; headingRef: Ref<HTMLHeadingElement> }) {
  const t = useTranslations('rates.results');
  const locale = useLocale();
  const localize = useLocalizePath();
  const apiText = useApiMessage();
  const localNames = useLocalCountryNames();
  const { quote, request } = result;
  const { Route, Weight, Rates, Unavailable, CodAmount } = quote;
  // The API names the country in English; other languages take the name by its code (no CountryMaster call, even for a domestic quote).
  const countryName = localNames?.[Route.DestinationCountry] ?? Route.DestinationCountryName;
  const from = Route.OriginCityName;
  const count = Weight.Pieces.length;
  const weight = formatKg(Weight.ChargeableKg, locale);
  return (
    <section aria-labelledby="rates-heading" className="space-y-6">
      <div>
        <h2 id="rates-heading" ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-brand-900">
          {Route.Scope === 'International'
            ? t('headingAbroad', { from, city: Route.DestinationCityName, country: countryName })
            : t('heading', { from, to: Route.DestinationCityName })}
        </h2>
        <p className="mt-1 text-muted">
          {CodAmount > 0 ? t('summaryCod', { count, weight, cod: formatAed(CodAmount, locale) }) : t('summary', { count, weight })}
        </p>
      </div>

      {Rates.length > 0 ? (
        <ol aria-label={t('listLabel')} className="grid grid-cols-1 gap-4 md:grid-cols-2">
          {Rates.map((rate, i) => (
            <li key={rate.ServiceTypeId}>
              <RateCard
                rate={rate}
                withCod={CodAmount > 0}
                badges={badgesFor(rate, i, Rates).map((b) => t(`badges.${b}`))}
                bookHref={bookingHref(request, rate.ServiceTypeId)}
              />
            </li>
          ))}
        </ol>
      ) : (
        <div className="rounded-card border border-warning-700 bg-warning-50 p-4">
          <h3 className="text-lg font-bold text-ink">{t('noneHeading')}</h3>
          <p className="mt-1 text-muted">
            {t.rich('noneText', {
              phone: () => (
                <a href={site.phoneHref} dir="ltr" className={`${linkClass} whitespace-nowrap`}>
                  {site.phone}
                </a>
              ),
              contact: (chunks) => (
                <Link href={localize('/contact-us')} className={linkClass}>
                  {chunks}
                </Link>
              ),
            })}
          </p>
        </div>
      )}

      {Unavailable.length > 0 && (
        <section aria-labelledby="unavailable-heading">
          <h3 id="unavailable-heading" className="text-lg font-bold text-brand-900">{t('unavailableHeading')}</h3>
          <ul className="mt-2 space-y-1">
            {Unavailable.map((u) => (
              <li key={u.ServiceCode} className="text-muted">
                {t.rich('unavailableItem', { service: u.ServiceName, reason: apiText(u.Reason), strong: (chunks) => <strong>{chunks}</strong> })}
              </li>
            ))}
          </ul>
        </section>
      )}

      <WeightExplainer weight={Weight} pieces={request.Pieces} />
    </section>
  );
}
