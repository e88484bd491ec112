// Rendered by the client-side confirmation pages (booking-confirmation.tsx).
import { useLocale, useTranslations } from 'next-intl';
import Link from 'next/link';
import { Fragment } from 'react';
import { useCountries } from '@/components/forms/country-city-select';
import { PageHeader } from '@/components/marketing/page-header';
import { siteText } from '@/components/marketing/site-text';
import { ChargesTable } from '@/components/rates/charges-table';
import { useTransitTime } from '@/components/rates/transit';
import { buttonClass } from '@/components/ui/button';
import { Panel } from '@/components/ui/states';
import { useLocalizePath } from '@/lib/i18n/client';
import { intlTag, type Locale } from '@/lib/i18n/locales';
import { formatAed, formatKg } from '@/lib/money';
import { CopyButton } from './copy-button';
import { formatPickupWindow } from './pickup-slots';
import type { PickupConfirmation } from './types';

/** The home page tracks a booking number with `by=Booking` (the tracking form itself offers no booking mode). */
export const trackBookingHref = (bookingNo: string) => `/?track=${encodeURIComponent(bookingNo)}&by=Booking`;

function regionName(code: string, locale: Locale): string {
  try {
    return new Intl.DisplayNames([locale === 'en' ? 'en' : intlTag(locale)], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The pickup statuses (courier-api/db/schema.ts PICKUP_STATUSES) the confirmation can show, by their messages. */
const STATUSES = { Requested: 'requested', Assigned: 'assigned', Collected: 'collected', Failed: 'failed', Cancelled: 'cancelled' } as const;
const BILLED_TO_ACCOUNT = /^Billed to account (.+)$/;
const CASH_AT_PICKUP = 'Cash or card at pickup';

export const linkClass = 'font-semibold text-brand-800 underline';

const mono = (chunks: React.ReactNode) => <bdi className="font-mono font-semibold">{chunks}</bdi>;
const ltr = (chunks: React.ReactNode) => <bdi>{chunks}</bdi>;

/** A booked pickup: number, when and where, service, price, and what happens next. */
export function ConfirmationView({ c }: { c: PickupConfirmation }) {
  const t = useTranslations('booking.confirmation');
  const tb = useTranslations('booking');
  const locale = useLocale();
  const localize = useLocalizePath();
  const transit = useTransitTime();
  const { countries } = useCountries();
  const english = locale === 'en';
  const site = siteText(locale);

  // The API writes the status and the payment in English: other languages say them with their own words.
  const status = english || !(c.Status in STATUSES) ? c.Status : t(`status.${STATUSES[c.Status as keyof typeof STATUSES]}`);
  const billed = BILLED_TO_ACCOUNT.exec(c.PaymentMode);
  const payment = english ? c.PaymentMode : billed ? t('paymentAccount', { accountNo: billed[1]! }) : c.PaymentMode === CASH_AT_PICKUP ? t('paymentCash') : c.PaymentMode;
  const country = (!english && countries.find((x) => x.CountryCode === c.DestinationCountry)?.CountryName) || regionName(c.DestinationCountry, locale);

  const charges: Array<[string, number]> = [
    [t('base'), c.Charges.Base],
    [t('fuel'), c.Charges.FuelSurcharge],
    ...(c.Charges.CodFee > 0 ? ([[t('codFee'), c.Charges.CodFee]] as Array<[string, number]>) : []),
    [t('vat'), c.Charges.Vat],
  ];
  const details: Array<[string, string]> = [
    [t('pickup'), formatPickupWindow(c.PickupDate, c.PickupWindowStart, c.PickupWindowEnd, locale)],
    [t('pickupCity'), c.PickupCity],
    [t('destination'), t('destinationValue', { city: c.DestinationCity, country })],
    [t('service'), t('serviceValue', { service: c.ServiceName, transit: transit(c.TransitTime) })],
    [t('pieces'), t('piecesValue', { count: c.Pieces, weight: formatKg(c.ChargeableKg, locale) })],
  ];
  const payAtPickup = /pickup/i.test(c.PaymentMode);
  const crumbs = [{ label: tb('home'), href: '/' }, { label: t('crumbBook'), href: '/Bookshipment' }, { label: t('crumb') }];
  return (
    <>
      <PageHeader title={t('title')} intro={t('intro', { brand: site.brand })} crumbs={crumbs} label={tb('breadcrumb')} />
      <div className="mx-auto max-w-4xl space-y-6 px-4 py-10 text-ink">
        <Panel id="booking-number" title={t('bookingNumber')}>
          <div className="flex flex-wrap items-center gap-4">
            <p dir="ltr" className="font-mono text-4xl font-bold tracking-wider text-brand-900">{c.BookingNo}</p>
            <CopyButton text={c.BookingNo} label={t('bookingNumber')} />
          </div>
          <p className="mt-2 text-muted">{t.rich('awbStatus', { awb: c.AirWayBillNo, status, mono })}</p>
          <Link href={localize(trackBookingHref(c.BookingNo))} className={buttonClass('primary', 'mt-4')}>{t('track')}</Link>
        </Panel>

        <Panel id="pickup-details" title={t('details')}>
          <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-[12rem_1fr]">
            {details.map(([term, text]) => (
              <Fragment key={term}>
                <dt className="font-semibold">{term}</dt>
                <dd>{text}</dd>
              </Fragment>
            ))}
          </dl>
        </Panel>

        <Panel id="price" title={t('price')}>
          <ChargesTable caption={t('priceCaption', { currency: c.Charges.Currency })} lines={charges} total={c.Charges.Total} className="max-w-md" />
          <p className="mt-3">
            <span className="font-semibold">{t('payment')}</span> {payment}
          </p>
        </Panel>

        <Panel id="next-steps" title={t('next')}>
          <ol className="list-decimal space-y-2 ps-5">
            <li>{t('step1')}</li>
            <li>{t('step2')}</li>
            <li>{payAtPickup ? t('step3Pickup', { amount: formatAed(c.Charges.Total, locale) }) : t('step3Account')}</li>
            <li>{t.rich('step4', { bookingNo: c.BookingNo, awb: c.AirWayBillNo, ltr })}</li>
            <li>
              {t.rich('step5', {
                hours: site.hours,
                phone: () => (
                  <a href={site.phoneHref} dir="ltr" className={`${linkClass} whitespace-nowrap`}>
                    {site.phone}
                  </a>
                ),
              })}
            </li>
          </ol>
        </Panel>
      </div>
    </>
  );
}
