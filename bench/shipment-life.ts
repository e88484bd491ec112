// What the data loaders of the tracking and shipping benchmarks share: the
// cities shipments go between and the normal life of a shipment (its stages,
// status and hours by progress), in the status taxonomy's terms.
import { findCityByCode } from '../courier-api/data/cities';
import { statusDef } from '../courier-api/services/status';

export interface CityRef {
  name: string;
  code: string;
  country: string;
}

function cities(codes: string[]): CityRef[] {
  return codes.map((code) => {
    const c = findCityByCode(code);
    if (!c) throw new Error(`City ${code} is missing from courier-api/data/cities.ts`);
    return { name: c.name, code: c.code, country: c.country };
  });
}

// Weighted towards the big emirates, as real volume is.
export const UAE = cities(['DXB', 'DXB', 'DXB', 'DXB', 'SHJ', 'SHJ', 'AUH', 'AUH', 'AUH', 'AJM', 'RKT', 'FJR', 'AAN', 'UAQ', 'JBA']);
export const ABROAD = cities(['RUH', 'JED', 'DOH', 'MCT', 'KWI', 'BAH', 'BOM', 'DEL', 'LON', 'NYC', 'KHI', 'CAI', 'IST', 'SIN', 'HKG']);
export const SERVICES_DOMESTIC = ['SDD', 'NDD', 'NDD', 'EXP'];
export const SERVICES_INTL = ['IEX', 'IEX', 'IEC'];

/**
 * The normal life of a shipment, in the taxonomy's order: status, hours after
 * creation, and where it happens. A shipment at progress p has every stage
 * whose progress is ≤ p (1, 2, 5, 6, 7 or 8 events).
 */
export const STAGES: Array<{ code: string; hours: number; loc: 'origin' | 'origin_hub' | 'gateway' | 'dest_hub' | 'dest' }> = [
  { code: 'CREATED', hours: 0, loc: 'origin' },
  { code: 'PICKED_UP', hours: 3, loc: 'origin' },
  { code: 'AT_ORIGIN_HUB', hours: 5, loc: 'origin_hub' },
  { code: 'DEPARTED', hours: 10, loc: 'origin_hub' },
  { code: 'IN_TRANSIT', hours: 16, loc: 'gateway' },
  { code: 'AT_DESTINATION', hours: 22, loc: 'dest_hub' },
  { code: 'OUT_FOR_DELIVERY', hours: 32, loc: 'dest' },
  { code: 'DELIVERED', hours: 35, loc: 'dest' },
];
export const STAGE_PROGRESS = STAGES.map((s) => statusDef(s.code).progress!);
/** The shipment's status and last event time for each progress 0–5. */
export const STATUS_BY_PROGRESS = [0, 1, 2, 3, 4, 5].map((p) => STAGES[STAGE_PROGRESS.lastIndexOf(p)]!.code);
export const HOURS_BY_PROGRESS = [0, 1, 2, 3, 4, 5].map((p) => STAGES[STAGE_PROGRESS.lastIndexOf(p)]!.hours);

/**
 * SQL: where a stage happens, for a row `st` of the stages joined to the
 * inserted shipment `ins` (its origin and destination city, and whether it
 * goes abroad).
 */
export const STAGE_LOCATION = `CASE st.loc
           WHEN 'origin' THEN ins.origin_city
           WHEN 'origin_hub' THEN ins.origin_city || ' Hub'
           WHEN 'gateway' THEN CASE WHEN ins.intl THEN 'Dubai International Gateway' ELSE ins.destination_city END
           WHEN 'dest_hub' THEN ins.destination_city || ' Hub'
           ELSE ins.destination_city
         END`;
