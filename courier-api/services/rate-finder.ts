// RateFinder: every active service serving the destination, priced for the
// shipment, or listed as unavailable with the reason, from the cached card
// (rate-cache.ts: one small version query per request).
import { fromFils, fromGrams, toFils } from '@/lib/money';
import type { RateFinderInput } from '@/lib/schemas/rates';
import { VOLUMETRIC_DIVISOR } from '@/lib/schemas/rates';
import { transitTime } from '@/lib/schemas/service-types';
import { shipmentWeight } from './pricing-core';
import { chargesJson, priceOffer, resolveRoute, toQuotePieces, unavailableReason } from './pricing';
import { loadOffersCached } from './rate-cache';
import type { Offer, Queryable } from './rate-offers';

/** The quote; a route or pieces it cannot price reject it before the card is read. */
export function findRates(db: Queryable, input: RateFinderInput): Promise<ReturnType<typeof quote>> {
  try {
    const route = resolveRoute({ originCityCode: input.OriginCity, destinationCountry: input.DestinationCountry, destinationCityCode: input.DestinationCity });
    const pieces = toQuotePieces(input.Pieces);
    const codAmountFils = toFils(input.CodAmount);
    // One `then`, no async function of its own (issue 12: each promise costs a quote about a microsecond).
    return loadOffersCached(db, { country: route.country, emirate: route.emirate }).then((offers) => quote(route, pieces, codAmountFils, offers));
  } catch (err) {
    return Promise.reject(err);
  }
}

function quote(route: ReturnType<typeof resolveRoute>, pieces: ReturnType<typeof toQuotePieces>, codAmountFils: number, offers: Offer[]) {
  const weight = shipmentWeight(pieces);
  const rates = [];
  const unavailable = [];
  for (const offer of offers) {
    const s = offer.service;
    const reason = unavailableReason(offer, route, codAmountFils);
    if (reason || !offer.zone) {
      unavailable.push({ ServiceCode: s.code, ServiceName: s.name, Reason: reason ?? 'Not available.' });
      continue;
    }
    const q = priceOffer(offer as Offer & { zone: NonNullable<Offer['zone']> }, { pieces, codAmountFils });
    rates.push({
      sortOrder: s.sortOrder,
      json: {
        ServiceTypeId: s.id,
        ServiceCode: s.code,
        ServiceName: s.name,
        Description: s.description,
        TransitTime: transitTime(s.transitDaysMin, s.transitDaysMax),
        TransitDaysMin: s.transitDaysMin,
        TransitDaysMax: s.transitDaysMax,
        Zone: q.zoneCode,
        ZoneName: q.zoneName,
        Charges: chargesJson(q.charges, s.scope, s.fuelBp),
      },
      total: q.charges.totalFils,
    });
  }
  // Cheapest first; at the same price the faster service, then the card's own order.
  rates.sort((a, b) => a.total - b.total || a.json.TransitDaysMax - b.json.TransitDaysMax || a.sortOrder - b.sortOrder);

  return {
    Route: {
      Scope: route.scope,
      OriginCity: route.origin.code,
      OriginCityName: route.origin.name,
      DestinationCountry: route.country,
      DestinationCountryName: route.countryName,
      DestinationCity: route.destination.code,
      DestinationCityName: route.destination.name,
    },
    Weight: {
      ActualKg: fromGrams(weight.actualGrams),
      VolumetricKg: fromGrams(weight.volumetricGrams),
      ChargeableKg: fromGrams(weight.chargeableGrams),
      Divisor: VOLUMETRIC_DIVISOR,
      Pieces: weight.pieces.map((p, i) => ({
        PieceNo: i + 1,
        ActualKg: fromGrams(p.actualGrams),
        VolumetricKg: fromGrams(p.volumetricGrams),
        ChargeableKg: fromGrams(p.chargeableGrams),
      })),
    },
    CodAmount: fromFils(codAmountFils),
    Rates: rates.map((r) => r.json),
    Unavailable: unavailable,
  };
}
