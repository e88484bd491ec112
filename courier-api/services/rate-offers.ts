// Loads what pricing needs for one route in a single SQL statement: the
// service types serving the destination country (or one given service), the
// zone of each whose destinations hold the destination, and of that zone only
// the two slabs pricing can use (the first at or above the weight, and the
// last). Raw SQL on purpose: RateFinder is benchmarked and this replaces
// three Drizzle queries and their row mapping (see bench/README.md).
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Slab, ZoneTariff } from './pricing-core';

/** Anything that can run a statement: the database or a transaction. */
export type Queryable = Pick<Db, 'execute'>;

export interface OfferService {
  id: string;
  code: string;
  name: string;
  scope: 'Domestic' | 'International';
  description: string;
  transitDaysMin: number;
  transitDaysMax: number;
  /** Whether the service serves the destination country (computed in SQL: the full list is long). */
  servesCountry: boolean;
  active: boolean;
  codAvailable: boolean;
  fuelBp: number;
  codFeeMinFils: number;
  codFeeBp: number;
  sortOrder: number;
}

export interface Offer {
  service: OfferService;
  /** Null when the service's card has no zone for the destination. */
  zone: { code: string; name: string; tariff: ZoneTariff } | null;
}

/** The service_types columns pricing reads, as a raw statement returns them. */
export interface ServiceRow {
  id: string;
  code: string;
  name: string;
  scope: 'Domestic' | 'International';
  description: string;
  transit_days_min: number;
  transit_days_max: number;
  active: boolean;
  cod_available: boolean;
  fuel_surcharge_bp: number;
  cod_fee_min_fils: number;
  cod_fee_bp: number;
  sort_order: number;
}

interface Row extends ServiceRow {
  serves: boolean;
  zone_code: string | null;
  zone_name: string | null;
  step_grams: number | null;
  step_fils: number | null;
  fit_max: number | null;
  fit_price: number | null;
  last_max: number | null;
  last_price: number | null;
}

export interface OfferQuery {
  /** Destination country (ISO code). */
  country: string;
  /** The zone key: the emirate for domestic services, else the country code. */
  emirate: string | null;
  chargeableGrams: number;
  /** One service, whatever its state (booking); otherwise the active services serving the country. */
  serviceTypeId?: string;
}

export async function loadOffers(db: Queryable, q: OfferQuery): Promise<Offer[]> {
  const filter = q.serviceTypeId
    ? sql`st.id = ${q.serviceTypeId}::uuid`
    : sql`st.active and ${q.country}::text = any(st.countries)`;
  const result = await db.execute(sql`
    select st.id, st.code, st.name, st.scope, st.description, st.transit_days_min, st.transit_days_max,
           ${q.country}::text = any(st.countries) as serves, st.active, st.cod_available, st.fuel_surcharge_bp, st.cod_fee_min_fils, st.cod_fee_bp, st.sort_order,
           z.code as zone_code, z.name as zone_name, z.additional_step_grams as step_grams, z.additional_step_fils as step_fils,
           fit.max_grams as fit_max, fit.price_fils as fit_price, last.max_grams as last_max, last.price_fils as last_price
    from service_types st
    left join lateral (
      select rz.id, rz.code, rz.name, rz.additional_step_grams, rz.additional_step_fils
      from rate_zones rz
      where rz.service_type_id = st.id
        and (case when st.scope = 'Domestic' then ${q.emirate ?? ''}::text else ${q.country}::text end) = any(rz.destinations)
      order by rz.code limit 1
    ) z on true
    left join lateral (
      select s.max_grams, s.price_fils from rate_slabs s
      where s.zone_id = z.id and s.max_grams >= ${q.chargeableGrams}::int order by s.max_grams limit 1
    ) fit on true
    left join lateral (
      select s.max_grams, s.price_fils from rate_slabs s where s.zone_id = z.id order by s.max_grams desc limit 1
    ) last on true
    where ${filter}
    order by st.sort_order, st.code`);
  return ((result as unknown as { rows: Row[] }).rows).map(toOffer);
}

/** A service's terms from its row: all of OfferService but servesCountry, which depends on the route. */
export function serviceTerms(r: ServiceRow): Omit<OfferService, 'servesCountry'> {
  return {
    id: r.id,
    code: r.code,
    name: r.name,
    scope: r.scope,
    description: r.description,
    transitDaysMin: Number(r.transit_days_min),
    transitDaysMax: Number(r.transit_days_max),
    active: r.active,
    codAvailable: r.cod_available,
    fuelBp: Number(r.fuel_surcharge_bp),
    codFeeMinFils: Number(r.cod_fee_min_fils),
    codFeeBp: Number(r.cod_fee_bp),
    sortOrder: Number(r.sort_order),
  };
}

function toOffer(r: Row): Offer {
  const service: OfferService = { ...serviceTerms(r), servesCountry: r.serves };
  // A zone without slabs cannot price anything: treat it as no zone.
  if (r.zone_code === null || r.last_max === null) return { service, zone: null };
  const slabs: Slab[] = [];
  if (r.fit_max !== null) slabs.push({ maxGrams: Number(r.fit_max), priceFils: Number(r.fit_price) });
  if (r.fit_max !== r.last_max) slabs.push({ maxGrams: Number(r.last_max), priceFils: Number(r.last_price) });
  return {
    service,
    zone: {
      code: r.zone_code,
      name: r.zone_name ?? r.zone_code,
      tariff: { slabs, additionalStepGrams: Number(r.step_grams), additionalStepFils: Number(r.step_fils) },
    },
  };
}
