// Demo service types and rate cards: three domestic services priced by
// emirate zone and two international ones priced by region, with UAE-like
// prices (AED, VAT added on domestic). Deterministic and small, because the
// seed runs at every fresh start and in every API test file.
import { sql } from 'drizzle-orm';
import { COUNTRIES } from '../data/countries';
import { findCityByCode } from '../data/cities';
import { quoteZone } from '../services/pricing-core';
import type { StoredZone } from '../services/rate-card';
import type { Db } from './client';
import { rateSlabs, rateZones, serviceTypes } from './schema';

type ServiceRow = typeof serviceTypes.$inferInsert;

export const DEMO_SERVICES: (Omit<ServiceRow, 'countries'> & { code: string })[] = [
  { code: 'SDD', name: 'Same Day Delivery', scope: 'Domestic', description: 'Booked by 11:00, delivered the same day anywhere in the UAE.', transitDaysMin: 0, transitDaysMax: 0, codAvailable: true, fuelSurchargeBp: 1200, codFeeMinFils: 1000, codFeeBp: 200, sortOrder: 1 },
  { code: 'EXP', name: 'Express', scope: 'Domestic', description: 'Delivered by noon on the next working day.', transitDaysMin: 1, transitDaysMax: 1, codAvailable: true, fuelSurchargeBp: 1200, codFeeMinFils: 1000, codFeeBp: 200, sortOrder: 2 },
  { code: 'NDD', name: 'Next Day Delivery', scope: 'Domestic', description: 'Our most economical UAE service: delivered in 1–2 working days.', transitDaysMin: 1, transitDaysMax: 2, codAvailable: true, fuelSurchargeBp: 1200, codFeeMinFils: 1000, codFeeBp: 200, sortOrder: 3 },
  { code: 'IEX', name: 'International Express', scope: 'International', description: 'Door to door to every country, with customs clearance and priority handling.', transitDaysMin: 2, transitDaysMax: 4, codAvailable: false, fuelSurchargeBp: 1250, codFeeMinFils: 0, codFeeBp: 0, sortOrder: 4 },
  { code: 'IEC', name: 'International Economy', scope: 'International', description: 'Lower prices for parcels that are not urgent, to our main international destinations.', transitDaysMin: 5, transitDaysMax: 9, codAvailable: false, fuelSurchargeBp: 1250, codFeeMinFils: 0, codFeeBp: 0, sortOrder: 5 },
];

const words = (s: string) => s.split(/\s+/).filter(Boolean);

/** International regions (ISO codes); every other country is "Rest of the world". */
const REGIONS = {
  GCC: words('SA KW BH QA OM'),
  ME: words('JO LB EG IQ YE SY PS IL IR TR IN PK BD LK NP AF MV BT KZ UZ TM KG TJ AZ AM GE'),
  EU: words('AD AL AT AX BA BE BG BY CH CY CZ DE DK EE ES FI FO FR GB GG GI GR HR HU IE IM IS IT JE LI LT LU LV MC MD ME MK MT NL NO PL PT RO RS RU SE SI SJ SK SM UA VA XK'),
  AM: words('AG AI AR AW BB BL BM BO BQ BR BS BZ CA CL CO CR CU CW DM DO EC FK GD GF GL GP GT GY HN HT JM KN KY LC MF MQ MS MX NI PA PE PM PR PY SR SV SX TC TT US UM UY VC VE VG VI'),
  AP: words('CN HK MO TW JP KR KP MN SG MY TH VN ID PH KH LA MM BN TL AU NZ PG FJ SB VU NC PF WS TO KI TV NR FM MH PW GU MP AS CK NU TK WF PN NF CX CC HM'),
};
const ABROAD = COUNTRIES.map((c) => c.CountryCode).filter((c) => c !== 'AE');
const listed = new Set(Object.values(REGIONS).flat());
const REST = ABROAD.filter((c) => !listed.has(c));

/** International Economy: the main trade lanes only. */
const ECONOMY = {
  GCC: REGIONS.GCC,
  ME: words('JO LB EG IN PK BD LK NP TR'),
  EU: words('GB DE FR IT ES NL BE IE CH AT SE DK NO PL PT GR'),
  AM: words('US CA BR MX'),
  AP: words('CN HK SG MY PH TH AU NZ JP KR'),
};

/** Slabs every 0.5 kg up to maxKg: first price, then a step per 0.5 kg (AED, whole fils). */
function slabs(maxKg: number, firstAed: number, stepAed: number) {
  return Array.from({ length: maxKg * 2 }, (_, i) => ({ maxGrams: (i + 1) * 500, priceFils: Math.round((firstAed + i * stepAed) * 100) }));
}

const zone = (code: string, name: string, destinations: string[], maxKg: number, first: number, step: number, extra: number): StoredZone => ({
  code, name, destinations, slabs: slabs(maxKg, first, step), additionalStepGrams: 500, additionalStepFils: Math.round(extra * 100),
});

const NORTH = ['Dubai', 'Sharjah', 'Ajman'];
const REST_UAE = ['Abu Dhabi', 'Umm Al Quwain', 'Ras Al Khaimah', 'Fujairah'];

export const DEMO_CARDS: Record<string, StoredZone[]> = {
  SDD: [zone('A', 'Dubai, Sharjah, Ajman', NORTH, 5, 30, 4, 4), zone('B', 'Other emirates', REST_UAE, 5, 45, 5, 5)],
  EXP: [zone('A', 'Dubai, Sharjah, Ajman', NORTH, 5, 22, 3, 3), zone('B', 'Other emirates', REST_UAE, 5, 28, 3.5, 3.5)],
  NDD: [zone('A', 'Dubai, Sharjah, Ajman', NORTH, 5, 15, 2, 2), zone('B', 'Other emirates', REST_UAE, 5, 20, 2.5, 2.5)],
  IEX: [
    zone('1', 'GCC', REGIONS.GCC, 10, 55, 15, 14),
    zone('2', 'Middle East, Central and South Asia', REGIONS.ME, 10, 75, 22, 20),
    zone('3', 'Europe', REGIONS.EU, 10, 110, 32, 30),
    zone('4', 'Americas', REGIONS.AM, 10, 125, 36, 34),
    zone('5', 'Asia Pacific', REGIONS.AP, 10, 115, 34, 32),
    zone('6', 'Rest of the world', REST, 10, 150, 42, 40),
  ],
  IEC: [
    zone('1', 'GCC', ECONOMY.GCC, 10, 35, 9, 8),
    zone('2', 'Middle East and South Asia', ECONOMY.ME, 10, 45, 13, 12),
    zone('3', 'Europe', ECONOMY.EU, 10, 65, 19, 18),
    zone('4', 'Americas', ECONOMY.AM, 10, 75, 22, 20),
    zone('5', 'Asia Pacific', ECONOMY.AP, 10, 70, 20, 19),
  ],
};

const countriesOf = (code: string) => (DEMO_CARDS[code]![0]!.destinations[0]!.length === 2 ? DEMO_CARDS[code]!.flatMap((z) => z.destinations) : ['AE']);

/** Inserts the demo service types and their cards (three statements); returns code → id. */
export async function seedRates(db: Db): Promise<Record<string, string>> {
  const known = new Set(ABROAD);
  for (const d of Object.values(REGIONS).flat()) if (!known.has(d)) throw new Error(`Seed region lists unknown country ${d}`);
  const rows = await db
    .insert(serviceTypes)
    .values(DEMO_SERVICES.map((s) => ({ ...s, countries: countriesOf(s.code) })))
    .returning({ id: serviceTypes.id, code: serviceTypes.code });
  const ids = Object.fromEntries(rows.map((r) => [r.code, r.id]));
  const zones = Object.entries(DEMO_CARDS).flatMap(([code, list]) => list.map((z) => ({ ...z, serviceTypeId: ids[code]! })));
  const inserted = await db
    .insert(rateZones)
    .values(zones.map((z) => ({ serviceTypeId: z.serviceTypeId, code: z.code, name: z.name, destinations: z.destinations, additionalStepGrams: z.additionalStepGrams, additionalStepFils: z.additionalStepFils })))
    .returning({ id: rateZones.id, serviceTypeId: rateZones.serviceTypeId, code: rateZones.code });
  const zoneId = new Map(inserted.map((r) => [`${r.serviceTypeId}/${r.code}`, r.id]));
  await db.insert(rateSlabs).values(zones.flatMap((z) => z.slabs.map((s) => ({ zoneId: zoneId.get(`${z.serviceTypeId}/${z.code}`)!, ...s }))));
  return ids;
}

/**
 * Links the demo shipments to their service types and prices them with the
 * demo cards (no COD; one piece's weight as chargeable), in one statement.
 */
export async function linkDemoShipments(db: Db, ids: Record<string, string>): Promise<void> {
  const res = await db.execute(sql`select id, service_code, destination_country, destination_city_code, weight_grams from shipments where service_type_id is null`);
  const list = (res as unknown as { rows: { id: string; service_code: string; destination_country: string; destination_city_code: string; weight_grams: number }[] }).rows;
  const cols = { id: [] as string[], st: [] as string[], grams: [] as number[], base: [] as number[], fuel: [] as number[], vat: [] as number[], total: [] as number[] };
  for (const s of list) {
    const service = DEMO_SERVICES.find((d) => d.code === s.service_code);
    const key = s.destination_country === 'AE' ? findCityByCode(s.destination_city_code)?.region : s.destination_country;
    const z = DEMO_CARDS[s.service_code]?.find((x) => key && x.destinations.includes(key));
    if (!service || !ids[service.code] || !z) continue;
    const scope = service.scope as 'Domestic' | 'International';
    const q = quoteZone(z, { scope, fuelBp: service.fuelSurchargeBp!, codFeeMinFils: 0, codFeeBp: 0 }, [{ weightGrams: Number(s.weight_grams), lengthCm: null, widthCm: null, heightCm: null }], 0);
    cols.id.push(s.id); cols.st.push(ids[service.code]!); cols.grams.push(q.weight.chargeableGrams);
    cols.base.push(q.charges.baseFils); cols.fuel.push(q.charges.fuelFils); cols.vat.push(q.charges.vatFils); cols.total.push(q.charges.totalFils);
  }
  if (!cols.id.length) return;
  // sql.param: one array parameter each (a bare array would become a list of parameters).
  const p = (v: unknown[]) => sql.param(v);
  await db.execute(sql`
    update shipments s set service_type_id = u.st, chargeable_grams = u.grams, base_fils = u.base, fuel_fils = u.fuel, vat_fils = u.vat, total_fils = u.total
    from unnest(${p(cols.id)}::uuid[], ${p(cols.st)}::uuid[], ${p(cols.grams)}::int[], ${p(cols.base)}::bigint[], ${p(cols.fuel)}::bigint[], ${p(cols.vat)}::bigint[], ${p(cols.total)}::bigint[])
      as u(id, st, grams, base, fuel, vat, total)
    where s.id = u.id`);
}
