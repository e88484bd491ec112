// The query string that carries a quote. The rate finders keep their inputs in
// it (a shareable quote) and "Book this service" hands it to /Bookshipment, so
// both read and write it, in one encoding:
//
//   service=<ServiceTypeId>   UUID (booking links only)
//   dest=<country>            ISO alpha-2 destination country (omitted on /Ratefinder: AE)
//   city=<code>               destination CityCode
//   origin=<code>             origin (pickup) CityCode in the UAE
//   pieces=<p>_<p>…           1–50 pieces; p = <kg> or <kg>x<L>x<W>x<H> (cm)
//   cod=<aed>                 cash-on-delivery amount in AED (omitted when 0)
//
// e.g. /Bookshipment?service=…&dest=AE&city=AUH&origin=DXB&pieces=2.5x30x20x15_1&cod=150
// Every character used is URL-safe, so nothing is percent-encoded.
//
// Writing is here. Reading (lib/booking-link-read.ts) checks each piece with
// the shared yup schema; it lives apart so that a screen that only writes
// links (the rate finder's results) loads no schema with the page.
import type { PieceInput } from '@/lib/schemas/rates';

export interface QuoteParams {
  OriginCity?: string;
  DestinationCountry?: string;
  DestinationCity?: string;
  Pieces?: PieceInput[];
  CodAmount?: number;
}

export interface BookingLinkParams extends QuoteParams {
  ServiceTypeId?: string;
}

export function encodePieces(pieces: readonly PieceInput[]): string {
  return pieces
    .map((p) => {
      const dims = [p.Length, p.Width, p.Height];
      return dims.every((d) => typeof d === 'number') ? [p.Weight, ...dims].join('x') : String(p.Weight);
    })
    .join('_');
}

/** The quote's inputs as a query string (no leading `?`), in a fixed order. */
export function quoteSearch(q: QuoteParams, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams(extra);
  if (q.DestinationCountry) params.set('dest', q.DestinationCountry);
  if (q.DestinationCity) params.set('city', q.DestinationCity);
  if (q.OriginCity) params.set('origin', q.OriginCity);
  if (q.Pieces?.length) params.set('pieces', encodePieces(q.Pieces));
  if (q.CodAmount) params.set('cod', String(q.CodAmount));
  return params.toString();
}

/** The link of "Book this service": always names the destination country. */
export function bookingHref(q: QuoteParams, serviceTypeId: string): string {
  return `/Bookshipment?${quoteSearch({ ...q, DestinationCountry: q.DestinationCountry || 'AE' }, { service: serviceTypeId })}`;
}

