'use client';

import { useLocale, useTranslations } from 'next-intl';
import Link from 'next/link';
import { useLocalizePath } from '@/lib/i18n/client';
import { intlTag } from '@/lib/i18n/locales';
import { makeOnce } from '@/lib/load-once';
import { formatAed } from '@/lib/money';
import { ChargesTable } from './charges-table';
import { useTransitTime } from './transit';
import type { ServiceRate } from './types';

interface RateCardProps {
  rate: ServiceRate;
  /** The link of "Book this service" (lib/booking-link.ts), in English form: the card puts it in the page's language. */
  bookHref: string;
  /** A COD amount was given: the COD fee line is shown, even when it is 0. */
  withCod: boolean;
  badges: string[];
}

const arPercent = makeOnce(() => new Intl.NumberFormat(intlTag('ar'), { style: 'percent', maximumFractionDigits: 2 }));

/** One service of a quote: price, transit time, the charges line by line, and the way to book it. */
export function RateCard({ rate, bookHref, withCod, badges }: RateCardProps) {
  const t = useTranslations('rates.card');
  const locale = useLocale();
  const localize = useLocalizePath();
  const transit = useTransitTime();
  const c = rate.Charges;
  // English writes "12 %" around the number; Arabic takes Intl's own "12%", kept left to right.
  const percent = (n: number) => (locale === 'en' ? String(n) : arPercent().format(n / 100));
  const headingId = `rate-${rate.ServiceCode}`;
  const lines: Array<[string, number]> = [
    [t('base'), c.Base],
    [t('fuel', { percent: percent(c.FuelSurchargePercent) }), c.FuelSurcharge],
    ...(withCod ? ([[t('codFee'), c.CodFee]] as Array<[string, number]>) : []),
    [c.VatPercent > 0 ? t('vat', { percent: percent(c.VatPercent) }) : t('vatExport'), c.Vat],
  ];
  return (
    <article aria-labelledby={headingId} className="flex h-full flex-col rounded-card border border-line bg-surface p-4 shadow-card">
      <div className="grid grid-cols-[1fr_auto] items-start gap-3">
        <div>
          <h3 id={headingId} className="text-lg font-bold text-brand-900">{rate.ServiceName}</h3>
          <p className="text-muted">
            <span className="sr-only">{t('transitTime')}</span>
            {transit(rate.TransitTime)}
          </p>
        </div>
        <p className="text-2xl font-bold text-brand-900">{formatAed(c.Total, locale)}</p>
      </div>
      {badges.length > 0 && (
        <ul className="mt-2 flex gap-2" aria-label={t('highlights')}>
          {badges.map((b) => (
            <li key={b} className="rounded-full bg-accent-500 px-2.5 py-0.5 text-xs font-bold text-ink">{b}</li>
          ))}
        </ul>
      )}
      {/* The API's own text, in English: laid out in its own direction on an Arabic page. */}
      {rate.Description && <p dir="auto" className="mt-2 text-sm text-muted">{rate.Description}</p>}
      <ChargesTable caption={t('breakdown', { service: rate.ServiceName })} lines={lines} total={c.Total} className="mt-3 text-sm" />
      {/* The name says which service: every card has a link with the same visible text. */}
      <Link
        href={localize(bookHref)}
        aria-label={t('bookNamed', { service: rate.ServiceName })}
        className="mt-4 inline-flex min-h-tap items-center self-start rounded-control bg-accent-500 px-4 py-2 font-semibold text-ink hover:bg-accent-600"
      >
        {t('book')}
      </Link>
    </article>
  );
}
