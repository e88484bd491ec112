import Link from 'next/link';
import { Fragment } from 'react';
import { buttonClass } from '@/components/ui/button';
import { Panel } from '@/components/ui/states';
import { PageHeader } from '@/components/marketing/page-header';
import { formatAed, formatKg } from '@/lib/money';
import { site } from '@/lib/site';
import { ChargesTable } from '@/components/rates/charges-table';
import { CopyButton } from './copy-button';
import { formatPickupWindow } from './pickup-slots';
import type { PickupConfirmation } from './types';

/** The home page tracks a booking number with `by=Booking` (the tracking form itself offers no booking mode). */
export const trackBookingHref = (bookingNo: string) => `/?track=${encodeURIComponent(bookingNo)}&by=Booking`;

function countryName(code: string): string {
  try {
    return new Intl.DisplayNames(['en'], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

const CRUMBS = [{ label: 'Home', href: '/' }, { label: 'Book a Shipment', href: '/Bookshipment' }, { label: 'Confirmation' }];

export const linkClass = 'font-semibold text-brand-800 underline';

/** A booked pickup: number, when and where, service, price, and what happens next. */
export function ConfirmationView({ c }: { c: PickupConfirmation }) {
  const charges: Array<[string, number]> = [
    ['Base rate', c.Charges.Base],
    ['Fuel surcharge', c.Charges.FuelSurcharge],
    ...(c.Charges.CodFee > 0 ? ([['Cash on delivery fee', c.Charges.CodFee]] as Array<[string, number]>) : []),
    ['VAT', c.Charges.Vat],
  ];
  const details: Array<[string, string]> = [
    ['Pickup', formatPickupWindow(c.PickupDate, c.PickupWindowStart, c.PickupWindowEnd)],
    ['Pickup city', c.PickupCity],
    ['Destination', `${c.DestinationCity}, ${countryName(c.DestinationCountry)}`],
    ['Service', `${c.ServiceName} (${c.TransitTime})`],
    ['Pieces', `${c.Pieces} ${c.Pieces === 1 ? 'piece' : 'pieces'}, chargeable weight ${formatKg(c.ChargeableKg)}`],
  ];
  const payAtPickup = /pickup/i.test(c.PaymentMode);
  return (
    <>
      <PageHeader title="Your pickup is booked" intro={`Thank you for shipping with ${site.name}. Keep your booking number: it tracks your shipment.`} crumbs={CRUMBS} />
      <div className="mx-auto max-w-4xl space-y-6 px-4 py-10 text-ink">
        <Panel id="booking-number" title="Booking number">
          <div className="flex flex-wrap items-center gap-4">
            <p className="font-mono text-4xl font-bold tracking-wider text-brand-900">{c.BookingNo}</p>
            <CopyButton text={c.BookingNo} label="Booking number" />
          </div>
          <p className="mt-2 text-muted">
            Airway bill <span className="font-mono font-semibold">{c.AirWayBillNo}</span> · Status: {c.Status}
          </p>
          <Link href={trackBookingHref(c.BookingNo)} className={buttonClass('primary', 'mt-4')}>Track this booking</Link>
        </Panel>

        <Panel id="pickup-details" title="Pickup and delivery">
          <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-[12rem_1fr]">
            {details.map(([term, text]) => (
              <Fragment key={term}>
                <dt className="font-semibold">{term}</dt>
                <dd>{text}</dd>
              </Fragment>
            ))}
          </dl>
        </Panel>

        <Panel id="price" title="Price">
          <ChargesTable caption={`Price breakdown in ${c.Charges.Currency}`} lines={charges} total={c.Charges.Total} className="max-w-md" />
          <p className="mt-3">
            <span className="font-semibold">Payment:</span> {c.PaymentMode}
          </p>
        </Panel>

        <Panel id="next-steps" title="What happens next">
          <ol className="list-decimal space-y-2 pl-5">
            <li>A courier calls the sender&apos;s mobile number before arriving within your pickup window.</li>
            <li>Have the package packed and closed. The courier prints the airway bill label and attaches it at pickup: no printer needed.</li>
            <li>{payAtPickup ? `Pay ${formatAed(c.Charges.Total)} to the courier in cash or by card at pickup.` : `The charges go on your account's invoice: nothing to pay at pickup.`}</li>
            <li>
              Track the shipment any time on the home page with booking number {c.BookingNo} or airway bill {c.AirWayBillNo}: it shows &ldquo;Pickup requested&rdquo; until the courier collects it.
            </li>
            <li>
              To change or cancel the pickup, call <a href={site.phoneHref} className={linkClass}>{site.phone}</a> ({site.hours}) with your booking number.
            </li>
          </ol>
        </Panel>
      </div>
    </>
  );
}
