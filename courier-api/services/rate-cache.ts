// RateFinder's in-memory copy of every service type and rate card. Each
// request first reads the card's version: one tiny query instead of the
// pricing statement. The version is each service_types row's id and xmin
// (the id of the transaction that last wrote it), so any insert, update or
// delete of a service type changes it; every rate-card write updates its
// service type's row (replaceZones), so card changes do too. No clock and no
// extra column: two writes in the same millisecond still differ.
import { sql } from 'drizzle-orm';
import { preparedRows, type Statement } from '../db/prepared';
import type { Slab } from './pricing-core';
import { serviceTerms, type Offer, type OfferQuery, type OfferService, type Queryable, type ServiceRow } from './rate-offers';

interface CachedService extends Omit<OfferService, 'servesCountry'> {
  countries: Set<string>;
  /** Destination (emirate or country code) → its zone. */
  zones: Map<string, NonNullable<Offer['zone']>>;
  /** Its OfferService for a country it serves and for one it does not, made once (shared, never changed). */
  offered: { serving: OfferService; notServing: OfferService };
}

interface Snapshot {
  version: string;
  services: CachedService[];
}

interface Row extends ServiceRow {
  v: string;
  countries: string[];
  zones: { code: string; name: string; dest: string[]; sg: number; sf: number; slabs: [number, number][] | null }[];
}

// One statement, so the version and the data come from one snapshot.
const LOAD_ALL = sql`
  select st.id, st.id::text || ':' || st.xmin::text as v, st.code, st.name, st.scope, st.description,
         st.transit_days_min, st.transit_days_max, st.countries, st.active, st.cod_available,
         st.fuel_surcharge_bp, st.cod_fee_min_fils, st.cod_fee_bp, st.sort_order,
         coalesce((
           select json_agg(json_build_object(
                    'code', z.code, 'name', z.name, 'dest', z.destinations,
                    'sg', z.additional_step_grams, 'sf', z.additional_step_fils,
                    'slabs', (select json_agg(json_build_array(s.max_grams, s.price_fils) order by s.max_grams)
                              from rate_slabs s where s.zone_id = z.id)) order by z.code)
           from rate_zones z where z.service_type_id = st.id), '[]'::json) as zones
  from service_types st
  order by st.id`;

// Prepared on PostgreSQL (db/prepared.ts): a quote's one statement, planned once a connection.
const VERSION: Statement = {
  name: 'saqr_rate_card_version',
  text: `select coalesce(string_agg(id::text || ':' || xmin::text, ',' order by id), '') as v from service_types`,
};

const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

function toSnapshot(rows: Row[]): Snapshot {
  const services = rows.map((r): CachedService => {
    const zones = new Map<string, NonNullable<Offer['zone']>>();
    for (const z of r.zones) {
      const slabs: Slab[] = (z.slabs ?? []).map(([maxGrams, priceFils]) => ({ maxGrams, priceFils }));
      if (!slabs.length) continue; // a zone without slabs prices nothing, as in the SQL path
      const zone = { code: z.code, name: z.name, tariff: { slabs, additionalStepGrams: z.sg, additionalStepFils: z.sf } };
      for (const d of z.dest) if (!zones.has(d)) zones.set(d, zone);
    }
    const terms = serviceTerms(r);
    return { ...terms, countries: new Set(r.countries), zones, offered: { serving: { ...terms, servesCountry: true }, notServing: { ...terms, servesCountry: false } } };
  });
  services.sort((a, b) => a.sortOrder - b.sortOrder || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
  return { version: rows.map((r) => r.v).join(','), services };
}

// One snapshot per database handle (tests open many databases in one process).
const snapshots = new WeakMap<object, Promise<Snapshot>>();
// The version query in flight, per handle: quotes that arrive while it runs share
// its answer instead of each sending their own (issue 12: under 20 connections
// most quotes found one already on its way). A quote then sees the card as of at
// most one round trip before it arrived, never older: a query is shared only while
// it is running, and the next quote after it sends a new one.
const versionsInFlight = new WeakMap<object, Promise<string>>();

function readVersion(db: Queryable): Promise<string> {
  let reading = versionsInFlight.get(db);
  if (!reading) {
    // Its place is freed in the handlers, not by a `finally` (three promises more: issue 12).
    reading = preparedRows<{ v: string }>(db, VERSION, []).then(
      (rows) => {
        versionsInFlight.delete(db);
        return (rows[0] as { v: string }).v;
      },
      (err: unknown) => {
        versionsInFlight.delete(db);
        throw err;
      },
    );
    versionsInFlight.set(db, reading);
  }
  return reading;
}

// The last snapshot loaded, per handle, once it is in hand: a quote whose version matches
// takes it without awaiting the load's promise again (issue 12).
const loaded = new WeakMap<object, Snapshot>();

function snapshot(db: Queryable): Promise<Snapshot> {
  return readVersion(db).then((v) => snapshotOf(db, v));
}

/** The card of version `v`: the one in hand, or a load. */
function snapshotOf(db: Queryable, v: string): Snapshot | Promise<Snapshot> {
  const last = loaded.get(db);
  return last?.version === v ? last : reload(db, v);
}

async function reload(db: Queryable, v: string): Promise<Snapshot> {
  const pending = snapshots.get(db);
  if (pending) {
    const snap = await pending.catch(() => null);
    if (snap?.version === v) return snap;
    // Concurrent requests that find the card changed share one reload.
    const latest = snapshots.get(db);
    if (latest && latest !== pending) {
      const fresh = await latest.catch(() => null);
      if (fresh?.version === v) return fresh;
    }
  }
  const loading = db.execute(LOAD_ALL).then((res) => toSnapshot(rowsOf<Row>(res)));
  snapshots.set(db, loading);
  loading.then(
    (snap) => {
      if (snapshots.get(db) === loading) loaded.set(db, snap);
    },
    () => undefined, // the quote that waits on it gets the failure
  );
  return loading;
}

type RouteKey = Omit<OfferQuery, 'serviceTypeId' | 'chargeableGrams'>;

function offerOf(s: CachedService, q: RouteKey): Offer {
  const key = s.scope === 'Domestic' ? (q.emirate ?? '') : q.country;
  return { service: s.countries.has(q.country) ? s.offered.serving : s.offered.notServing, zone: s.zones.get(key) ?? null };
}

/** The same offers as loadOffers (RateFinder's case: active services serving the country), from the cached card. */
export function loadOffersCached(db: Queryable, q: RouteKey): Promise<Offer[]> {
  const offers = (snap: Snapshot) => snap.services.filter((s) => s.active && s.countries.has(q.country)).map((s) => offerOf(s, q));
  // The card in hand answers within the version's own `then` (one promise a quote, not two).
  return readVersion(db).then((v) => {
    const snap = snapshotOf(db, v);
    return 'then' in snap ? snap.then(offers) : offers(snap);
  });
}

/**
 * loadOffers for one service whatever its state (quoteService's case), for
 * many routes from one snapshot of the card: the batch upload prices a whole
 * file with it. Undefined when there is no such service.
 */
export async function cachedServiceOffers(db: Queryable): Promise<(serviceTypeId: string, q: RouteKey) => Offer | undefined> {
  const snap = await snapshot(db);
  const byId = new Map(snap.services.map((s) => [s.id, s]));
  return (serviceTypeId, q) => {
    const s = byId.get(serviceTypeId);
    return s && offerOf(s, q);
  };
}
