// Between the form's text inputs, the query string of a shared quote and the
// request body of RateFinder.
import type { QuoteParams } from '@/lib/booking-link';
import type { RateFinderInput } from '@/lib/schemas/rates';
import type { PieceFormValues, RateFormValues } from './types';

export type RateFinderScope = 'domestic' | 'international';

/** Most shipments are picked up in Dubai, and the API's own default origin is DXB. */
export const DEFAULT_ORIGIN = 'DXB';
export const DOMESTIC_COUNTRY = 'AE';

export const EMPTY_PIECE: PieceFormValues = { Weight: '', Length: '', Width: '', Height: '' };

export function defaultValues(scope: RateFinderScope): RateFormValues {
  return { OriginCity: DEFAULT_ORIGIN, DestinationCountry: scope === 'domestic' ? DOMESTIC_COUNTRY : '', DestinationCity: '', Pieces: [{ ...EMPTY_PIECE }], CodAmount: '' };
}

/** A number as the text an input holds. */
export const asText = (n: number | null | undefined) => (typeof n === 'number' ? String(n) : '');

/** A link's pieces as the inputs hold them. */
export const piecesAsText = (pieces: NonNullable<QuoteParams['Pieces']>): PieceFormValues[] =>
  pieces.map((p) => ({ Weight: asText(p.Weight), Length: asText(p.Length), Width: asText(p.Width), Height: asText(p.Height) }));

/**
 * A shared quote's values on top of the defaults. The domestic finder always
 * quotes within the UAE and the international one never does, whatever the
 * link says.
 */
export function toFormValues(q: QuoteParams, scope: RateFinderScope): RateFormValues {
  const base = defaultValues(scope);
  const country = scope === 'domestic' ? DOMESTIC_COUNTRY : q.DestinationCountry !== DOMESTIC_COUNTRY ? (q.DestinationCountry ?? '') : '';
  return {
    OriginCity: q.OriginCity ?? base.OriginCity,
    DestinationCountry: country,
    // A city only makes sense with its country; a domestic link's city is dropped abroad.
    DestinationCity: country ? (q.DestinationCity ?? '') : '',
    Pieces: q.Pieces?.length ? piecesAsText(q.Pieces) : base.Pieces,
    CodAmount: q.CodAmount ? String(q.CodAmount) : '',
  };
}

/** The validated form as the RateFinder body: empty optional fields left out. */
export function toRequest(v: RateFinderInput): QuoteParams & Pick<RateFinderInput, 'Pieces'> {
  return {
    ...(v.OriginCity ? { OriginCity: v.OriginCity } : {}),
    DestinationCountry: v.DestinationCountry || DOMESTIC_COUNTRY,
    DestinationCity: v.DestinationCity,
    Pieces: v.Pieces.map((p) => ({ Weight: p.Weight, Length: p.Length ?? null, Width: p.Width ?? null, Height: p.Height ?? null })),
    ...(v.CodAmount ? { CodAmount: v.CodAmount } : {}),
  };
}

/** The query string kept in the address bar: the domestic finder's country is implied. */
export function shareQuery(req: QuoteParams, scope: RateFinderScope): QuoteParams {
  return scope === 'domestic' ? { ...req, DestinationCountry: undefined } : req;
}
