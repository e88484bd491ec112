// Data of the rate finder benchmark: a full rate card written through the
// API's own card writer, and deterministic quote bodies of 3 pieces.
import { inArray, sql } from 'drizzle-orm';
import { EMIRATES } from '../lib/schemas/rate-card';
import { CITIES, findCityByCode } from '../courier-api/data/cities';
import { COUNTRIES } from '../courier-api/data/countries';
import { migrateDatabase, openDatabase } from '../courier-api/db/client';
import { DEMO_SERVICES } from '../courier-api/db/seed-rates';
import { serviceTypes } from '../courier-api/db/schema';
import { seededRandom } from '../courier-api/services/awb';
import { baseCharge } from '../courier-api/services/pricing-core';
import { replaceZones, type StoredZone } from '../courier-api/services/rate-card';

export const SLABS_PER_ZONE = 40;
export const INTERNATIONAL_ZONES = 100;

export interface BenchCard {
  summary: string;
  /** The base charge in fils the card gives a service for a RateFinder body and chargeable weight. */
  expectedBase(code: string, body: { DestinationCountry?: string; DestinationCity: string }, grams: number): number;
}

const ABROAD = COUNTRIES.map((c) => c.CountryCode).filter((c) => c !== 'AE');

function zone(code: string, name: string, destinations: string[], firstFils: number, stepFils: number): StoredZone {
  const slabs = Array.from({ length: SLABS_PER_ZONE }, (_, i) => ({ maxGrams: (i + 1) * 500, priceFils: firstFils + i * stepFils }));
  return { code, name, destinations, slabs, additionalStepGrams: 500, additionalStepFils: stepFils };
}

function cardFor(code: string, scope: string, k: number): StoredZone[] {
  if (scope === 'Domestic') return EMIRATES.map((e, i) => zone(`E${i + 1}`, e, [e], 1500 + 500 * k + 100 * i, 200 + 50 * k));
  return Array.from({ length: INTERNATIONAL_ZONES }, (_, z) =>
    zone(`Z${z + 1}`, `${code} zone ${z + 1}`, ABROAD.filter((_, i) => i % INTERNATIONAL_ZONES === z), 4000 + 100 * z + 1000 * k, 1000 + 10 * z),
  );
}

/** Replaces the benchmark's service types and their cards (every run: a few thousand rows). */
export async function buildRateCard(url: string): Promise<BenchCard> {
  const database = await openDatabase({ url, poolSize: 2 });
  const cards = new Map<string, StoredZone[]>();
  try {
    await migrateDatabase(database);
    const { db } = database;
    const codes = DEMO_SERVICES.map((s) => s.code);
    await db.delete(serviceTypes).where(inArray(serviceTypes.code, codes));
    const rows = await db
      .insert(serviceTypes)
      .values(DEMO_SERVICES.map((s) => ({ ...s, countries: s.scope === 'Domestic' ? ['AE'] : ABROAD })))
      .returning({ id: serviceTypes.id, code: serviceTypes.code, scope: serviceTypes.scope });
    for (const [k, r] of rows.entries()) {
      const zones = cardFor(r.code, r.scope, k);
      cards.set(r.code, zones);
      await replaceZones(db, r.id, zones, new Date());
    }
    await db.execute(sql`vacuum (analyze) service_types, rate_zones, rate_slabs`);
  } finally {
    await database.close();
  }
  const zones = [...cards.values()].reduce((n, z) => n + z.length, 0);
  return {
    summary: `${cards.size} service types, ${zones} zones, ${zones * SLABS_PER_ZONE} slabs; international services serve ${ABROAD.length} countries`,
    expectedBase(code, body, grams) {
      const country = body.DestinationCountry ?? 'AE';
      const key = country === 'AE' ? findCityByCode(body.DestinationCity)!.region! : country;
      const z = cards.get(code)!.find((x) => x.destinations.includes(key))!;
      return baseCharge(z, grams);
    },
  };
}

const UAE_CITIES = CITIES.filter((c) => c.country === 'AE');
const FOREIGN_CITIES = CITIES.filter((c) => c.country !== 'AE');

/** n RateFinder bodies of 3 pieces (weights 0.1–12 kg, dimensions on two of three pieces). */
export function quoteBodies(kind: 'domestic' | 'international', n: number): string[] {
  const rand = seededRandom(kind === 'domestic' ? 4101 : 4102);
  const pick = <T,>(list: readonly T[]) => list[rand(0, list.length)]!;
  return Array.from({ length: n }, () => {
    const Pieces = [0, 1, 2].map((i) => ({
      Weight: rand(100, 12_000) / 1000,
      ...(i === 2 ? {} : { Length: rand(10, 80), Width: rand(10, 60), Height: rand(5, 50) }),
    }));
    if (kind === 'domestic') {
      return JSON.stringify({ OriginCity: pick(UAE_CITIES).code, DestinationCountry: 'AE', DestinationCity: pick(UAE_CITIES).code, Pieces, CodAmount: rand(0, 2) ? rand(50, 2000) : 0 });
    }
    const city = pick(FOREIGN_CITIES);
    return JSON.stringify({ OriginCity: 'DXB', DestinationCountry: city.country, DestinationCity: city.code, Pieces });
  });
}
