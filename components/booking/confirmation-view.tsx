import Link from 'next/link';
import { PageHeader } from '@/components/marketing/page-header';
import { formatAed, formatKg } from '@/lib/money';
import { site } from '@/lib/site';
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
const card = 'rounded-lg border border-slate-200 bg-white p-5 shadow-sm';

/** A booked pickup: number, when and where, service, price, and what happens next. */
export function ConfirmationView({ c }: { c: PickupConfirmation }) {
  const charges: Array<[string, number]> = [
    ['Base rate', c.Charges.Base],
    ['Fuel surcharge', c.Charges.FuelSurcharge],
    ...(c.Charges.CodFee > 0 ? ([['Cash on delivery fee', c.Charges.CodFee]] as Array<[string, number]>) : []),
    ['VAT', c.Charges.Vat],
  ];
  const payAtPickup = /pickup/i.test(c.PaymentMode);
  return (
    <>
      <PageHeader title="Your pickup is booked" intro={`Thank you for shipping with ${site.name}. Keep your booking number: it tracks your shipment.`} crumbs={CRUMBS} />
      <div className="mx-auto max-w-4xl space-y-6 px-4 py-10">
        <section aria-labelledby="booking-number" className={card}>
          <h2 id="booking-number" className="text-lg font-semibold text-slate-700">
            Booking number
          </h2>
          <div className="mt-1 flex flex-wrap items-center gap-4">
            <p className="font-mono text-4xl font-bold tracking-wider text-brand-900">{c.BookingNo}</p>
            <CopyButton text={c.BookingNo} label="Booking number" />
          </div>
          <p className="mt-2 text-slate-700">
            Airway bill <span className="font-mono font-semibold">{c.AirWayBillNo}</span> · Status: {c.Status}
          </p>
          <Link href={trackBookingHref(c.BookingNo)} className="mt-4 inline-block rounded bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800">
            Track this booking
          </Link>
        </section>

        <section aria-labelledby="pickup-details" className={card}>
          <h2 id="pickup-details" className="text-xl font-bold text-brand-900">
            Pickup and delivery
          </h2>
          <dl className="mt-3 grid gap-x-6 gap-y-3 sm:grid-cols-[12rem_1fr]">
            <dt className="font-semibold">Pickup</dt>
            <dd>{formatPickupWindow(c.PickupDate, c.PickupWindowStart, c.PickupWindowEnd)}</dd>
            <dt className="font-semibold">Pickup city</dt>
            <dd>{c.PickupCity}</dd>
            <dt className="font-semibold">Destination</dt>
            <dd>{`${c.DestinationCity}, ${countryName(c.DestinationCountry)}`}</dd>
            <dt className="font-semibold">Service</dt>
            <dd>{`${c.ServiceName} (${c.TransitTime})`}</dd>
            <dt className="font-semibold">Pieces</dt>
            <dd>{`${c.Pieces} ${c.Pieces === 1 ? 'piece' : 'pieces'}, chargeable weight ${formatKg(c.ChargeableKg)}`}</dd>
          </dl>
        </section>

        <section aria-labelledby="price" className={card}>
          <h2 id="price" className="text-xl font-bold text-brand-900">
            Price
          </h2>
          <table className="mt-3 w-full max-w-md text-left">
            <caption className="sr-only">Price breakdown in {c.Charges.Currency}</caption>
            <tbody>
              {charges.map(([label, amount]) => (
                <tr key={label} className="border-b border-slate-100">
                  <th scope="row" className="py-1.5 font-normal">{label}</th>
                  <td className="py-1.5 text-right">{formatAed(amount)}</td>
                </tr>
              ))}
              <tr>
                <th scope="row" className="py-1.5">Total</th>
                <td className="py-1.5 text-right text-lg font-bold">{formatAed(c.Charges.Total)}</td>
              </tr>
            </tbody>
          </table>
          <p className="mt-3">
            <span className="font-semibold">Payment:</span> {c.PaymentMode}
          </p>
        </section>

        <section aria-labelledby="next-steps" className={card}>
          <h2 id="next-steps" className="text-xl font-bold text-brand-900">
            What happens next
          </h2>
          <ol className="mt-3 list-decimal space-y-2 pl-5">
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
        </section>
      </div>
    </>
  );
}
