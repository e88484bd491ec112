// Prices shipments: the route (cities, countries, zone key), the pure rules
// of pricing-core.ts applied to the rate card loaded by rate-offers.ts, and
// the conversions to the API's AED numbers. Used by RateFinder and booking.
import { fromBasisPoints, fromFils, toGrams } from '@/lib/money';
import { HOME_COUNTRY } from '@/lib/schemas/service-types';
import { countryName } from '../data/countries';
import { findCityByCode, type City } from '../data/cities';
import { ApiError, badRequest } from '../http';
import { VAT_BP, quoteZone, shipmentWeight, type PieceWeight, type QuoteCharges, type QuotePiece } from './pricing-core';
import { loadOffers, type Offer, type Queryable } from './rate-offers';

export type { PieceWeight, QuoteCharges, QuotePiece } from './pricing-core';
export type { Queryable } from './rate-offers';

export interface QuoteRequest {
  originCityCode: string;
  destinationCountry: string;
  destinationCityCode: string;
  pieces: QuotePiece[];
  codAmountFils: number;
}

export interface ServiceQuote {
  serviceType: { id: string; code: string; name: string; scope: 'Domestic' | 'International'; transitDaysMin: number; transitDaysMax: number };
  zoneCode: string;
  zoneName: string;
  charges: QuoteCharges;
  chargeableGrams: number;
  pieces: PieceWeight[];
}

/** International quotes without an origin ship from Dubai. */
export const DEFAULT_ORIGIN = 'DXB';

export interface Route {
  origin: City;
  destination: City;
  country: string;
  countryName: string;
  scope: 'Domestic' | 'International';
  /** The destination emirate (domestic routes), the zone key of domestic cards. */
  emirate: string | null;
}

/** Checks the cities and country; 400 with RateFinder's field names when one is unknown. */
export function resolveRoute(req: Pick<QuoteRequest, 'originCityCode' | 'destinationCountry' | 'destinationCityCode'>): Route {
  const country = (req.destinationCountry || HOME_COUNTRY).toUpperCase();
  const name = countryName(country);
  const errors: Record<string, string> = {};
  const originCode = req.originCityCode || (country === HOME_COUNTRY ? '' : DEFAULT_ORIGIN);
  const origin = originCode ? findCityByCode(originCode) : undefined;
  if (!origin || origin.country !== HOME_COUNTRY) errors.OriginCity = 'Please choose a UAE origin city from the list.';
  if (!name) errors.DestinationCountry = 'Please choose a destination country from the list.';
  const destination = findCityByCode(req.destinationCityCode);
  if (name && (!destination || destination.country !== country)) {
    errors.DestinationCity = `Please choose a destination city in ${name} from the list.`;
  }
  const first = Object.values(errors)[0];
  if (first) throw badRequest(first, errors);
  const scope = country === HOME_COUNTRY ? 'Domestic' : 'International';
  return { origin: origin!, destination: destination!, country, countryName: name!, scope, emirate: scope === 'Domestic' ? (destination!.region ?? null) : null };
}

/** Why an offer cannot be used for this shipment, in words a customer understands; null if it can. */
export function unavailableReason(offer: Offer, route: Route, codAmountFils: number): string | null {
  const s = offer.service;
  if (!s.active) return `${s.name} is not available at the moment.`;
  if (!s.servesCountry) return `${s.name} does not deliver to ${route.countryName}.`;
  if (!offer.zone) return `${s.name} does not deliver to ${route.scope === 'Domestic' ? route.emirate ?? route.destination.name : route.countryName}.`;
  if (codAmountFils > 0 && !s.codAvailable) return `Cash on delivery is not available with ${s.name}.`;
  return null;
}

/** Prices one offer whose zone is known (unavailableReason returned null). */
export function priceOffer(offer: Offer & { zone: NonNullable<Offer['zone']> }, req: Pick<QuoteRequest, 'pieces' | 'codAmountFils'>): ServiceQuote {
  const s = offer.service;
  const { weight, charges } = quoteZone(offer.zone.tariff, { scope: s.scope, fuelBp: s.fuelBp, codFeeMinFils: s.codFeeMinFils, codFeeBp: s.codFeeBp }, req.pieces, req.codAmountFils);
  return {
    serviceType: { id: s.id, code: s.code, name: s.name, scope: s.scope, transitDaysMin: s.transitDaysMin, transitDaysMax: s.transitDaysMax },
    zoneCode: offer.zone.code,
    zoneName: offer.zone.name,
    charges,
    chargeableGrams: weight.chargeableGrams,
    pieces: weight.pieces,
  };
}

/** Prices one service for a route; throws ApiError (400 unknown city/country, 422 service inactive / not serving the route / no COD) with a message a customer understands. */
export async function quoteService(db: Queryable, serviceTypeId: string, req: QuoteRequest): Promise<ServiceQuote> {
  const route = resolveRoute(req);
  const [offer] = await loadOffers(db, { country: route.country, emirate: route.emirate, chargeableGrams: shipmentWeight(req.pieces).chargeableGrams, serviceTypeId });
  return quoteOffer(offer, route, req);
}

/** quoteService's rules on an offer already loaded (undefined: no such service); the batch upload loads them from the cached card. */
export function quoteOffer(offer: Offer | undefined, route: Route, req: QuoteRequest): ServiceQuote {
  if (!offer) throw new ApiError(422, 'This service is not available. Please choose another service.', { ServiceTypeId: 'Unknown service.' });
  const reason = unavailableReason(offer, route, req.codAmountFils);
  if (reason || !offer.zone) throw new ApiError(422, reason ?? 'This service is not available.', { ServiceTypeId: reason ?? 'Not available.' });
  return priceOffer(offer as Offer & { zone: NonNullable<Offer['zone']> }, req);
}

/** Converts a validated RateFinder/booking piece list (kg, cm) into QuotePiece[]. */
export function toQuotePieces(pieces: { Weight: number; Length?: number | null; Width?: number | null; Height?: number | null }[]): QuotePiece[] {
  return pieces.map((p) => ({ weightGrams: toGrams(p.Weight), lengthCm: p.Length ?? null, widthCm: p.Width ?? null, heightCm: p.Height ?? null }));
}

/** The API's Charges object (AED numbers) from fils. */
export function chargesJson(c: QuoteCharges, scope: 'Domestic' | 'International', fuelBp: number) {
  return {
    Base: fromFils(c.baseFils),
    FuelSurcharge: fromFils(c.fuelFils),
    CodFee: fromFils(c.codFeeFils),
    Vat: fromFils(c.vatFils),
    Total: fromFils(c.totalFils),
    Currency: 'AED' as const,
    FuelSurchargePercent: fromBasisPoints(fuelBp),
    VatPercent: scope === 'Domestic' ? fromBasisPoints(VAT_BP) : 0,
  };
}

