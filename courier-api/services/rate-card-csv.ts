// Rate cards as CSV for spreadsheets: one row per slab (Band "upto") and one
// per zone (Band "additional"). Export guards against formula injection;
// import checks every row and returns all problems at once, or the zones.
import { parse } from 'csv-parse/sync';
import { canonicalDestination, MAX_SLAB_KG, MAX_SLAB_PRICE_AED, MAX_SLABS, MAX_ZONES, RATE_CARD_CSV_HEADER } from '@/lib/schemas/rate-card';
import { destinationProblem, type CardService, type StoredZone } from './rate-card';

export interface CsvRowError {
  Row: number;
  Column: string;
  Message: string;
}

/** Most errors reported for one file: enough to fix, not a flood. */
export const MAX_CSV_ERRORS = 100;

// A spreadsheet runs a cell starting with one of these as a formula.
const FORMULA_START = /^[=+\-@\t\r]/;

/** A text cell made safe for spreadsheets: a leading formula character gets a quote in front. */
function safeText(v: string): string {
  return FORMULA_START.test(v) ? `'${v}` : v;
}

function csvCell(v: string): string {
  return /[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v;
}

/** 1250 → "1.25" (exact, from integers). */
function kg(grams: number): string {
  const whole = Math.floor(grams / 1000);
  const frac = String(grams % 1000).padStart(3, '0').replace(/0+$/, '');
  return frac ? `${whole}.${frac}` : String(whole);
}

/** 1550 → "15.50". */
function aed(fils: number): string {
  return `${Math.floor(fils / 100)}.${String(fils % 100).padStart(2, '0')}`;
}

export function rateCardToCsv(zones: StoredZone[]): string {
  const lines = [RATE_CARD_CSV_HEADER.join(',')];
  for (const z of zones) {
    const text = [z.code, z.name, z.destinations.join(';')].map((v) => csvCell(safeText(v)));
    for (const s of z.slabs) lines.push([...text, 'upto', kg(s.maxGrams), aed(s.priceFils)].join(','));
    lines.push([...text, 'additional', kg(z.additionalStepGrams), aed(z.additionalStepFils)].join(','));
  }
  return lines.join('\r\n') + '\r\n';
}

/** Undoes safeText: a quote before a formula character was added by our export. */
function unquote(v: string): string {
  return v.startsWith("'") && FORMULA_START.test(v.slice(1)) ? v.slice(1) : v;
}

const WEIGHT = /^\d{1,4}(\.\d{1,3})?$/;
const PRICE = /^\d{1,6}(\.\d{1,2})?$/;
const ZONE_CODE = /^[A-Z0-9][A-Z0-9-]{0,9}$/;
// eslint-disable-next-line no-control-regex
const BAD_TEXT = /[<>\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** "1.25" → 1250 grams, "15.5" → 1550 fils, without floating point. */
function scaled(v: string, places: number): number {
  const [whole, frac = ''] = v.split('.');
  return Number(whole) * 10 ** places + Number(frac.padEnd(places, '0'));
}

interface Draft extends StoredZone {
  row: number;
  destinationsText: string;
  additionalRows: number;
  slabRows: Map<number, number>;
}

export function parseRateCardCsv(text: string, service: CardService): { zones: StoredZone[] } | { errors: CsvRowError[] } {
  const errors: CsvRowError[] = [];
  const fail = (Row: number, Column: string, Message: string) => {
    if (errors.length < MAX_CSV_ERRORS) errors.push({ Row, Column, Message });
  };
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, { bom: true, info: true, skip_empty_lines: true, relax_column_count: true, trim: true }) as unknown as typeof records;
  } catch (err) {
    const line = (err as { lines?: number }).lines ?? 1;
    return { errors: [{ Row: line, Column: '', Message: `The file is not valid CSV: ${(err as Error).message.split(' at line')[0]}.` }] };
  }
  const [header, ...rows] = records;
  const want = RATE_CARD_CSV_HEADER.join(',');
  if (!header || header.record.map((h) => h.toLowerCase()).join(',') !== want.toLowerCase()) {
    return { errors: [{ Row: 1, Column: '', Message: `The first row must be the header ${want}.` }] };
  }
  if (!rows.length) return { errors: [{ Row: 2, Column: '', Message: 'The file has no rates: add at least one row per zone.' }] };

  const zones = new Map<string, Draft>();
  const zoneOf = new Map<string, string>();
  for (const { record, info } of rows) {
    const row = info.lines;
    if (record.length !== RATE_CARD_CSV_HEADER.length) {
      fail(row, '', `Expected ${RATE_CARD_CSV_HEADER.length} columns, found ${record.length}.`);
      continue;
    }
    const [code, name, dests, band, weight, price] = record.map(unquote) as [string, string, string, string, string, string];
    const zoneCode = code.toUpperCase();
    if (!ZONE_CODE.test(zoneCode)) fail(row, 'Zone', 'Zone code must be 1 to 10 letters, digits or hyphens.');
    if (!name || name.length > 100 || BAD_TEXT.test(name)) fail(row, 'ZoneName', 'Zone name must be 1 to 100 characters without < or >.');
    const list = dests.split(';').map((d) => d.trim()).filter(Boolean).map(canonicalDestination);
    const canonical = list.join(';');
    const b = band.toLowerCase();
    if (b !== 'upto' && b !== 'additional') fail(row, 'Band', 'Band must be upto or additional.');
    const weightOk = WEIGHT.test(weight) && scaled(weight, 3) > 0 && scaled(weight, 3) <= MAX_SLAB_KG * 1000;
    if (!weightOk) fail(row, 'WeightKg', `WeightKg must be a number above 0 and at most ${MAX_SLAB_KG}, with at most 3 decimals.`);
    const priceOk = PRICE.test(price) && scaled(price, 2) <= MAX_SLAB_PRICE_AED * 100;
    if (!priceOk) fail(row, 'PriceAED', `PriceAED must be an amount from 0 to ${MAX_SLAB_PRICE_AED}, with at most 2 decimals.`);
    if (!ZONE_CODE.test(zoneCode)) continue;

    let z = zones.get(zoneCode);
    if (!z) {
      if (!list.length) fail(row, 'Destinations', 'Give at least one destination, separated by ;.');
      if (new Set(list).size !== list.length) fail(row, 'Destinations', 'A destination is listed twice in this zone.');
      for (const d of list) {
        const problem = destinationProblem(service, d);
        if (problem) fail(row, 'Destinations', problem);
        else if (zoneOf.has(d)) fail(row, 'Destinations', `${d} is already in zone ${zoneOf.get(d)}; a destination may be in one zone only.`);
        else zoneOf.set(d, zoneCode);
      }
      z = { row, code: zoneCode, name, destinations: list, destinationsText: canonical, slabs: [], slabRows: new Map(), additionalRows: 0, additionalStepGrams: 0, additionalStepFils: 0 };
      zones.set(zoneCode, z);
      if (zones.size > MAX_ZONES) fail(row, 'Zone', `At most ${MAX_ZONES} zones.`);
    } else {
      if (name !== z.name) fail(row, 'ZoneName', `Zone ${zoneCode} is named "${z.name}" on row ${z.row}; use the same name on every row of a zone.`);
      if (canonical !== z.destinationsText) fail(row, 'Destinations', `Use the same destinations on every row of zone ${zoneCode} (as on row ${z.row}).`);
    }
    if (!weightOk || !priceOk) continue;
    const grams = scaled(weight, 3);
    const fils = scaled(price, 2);
    if (b === 'additional') {
      z.additionalRows++;
      if (z.additionalRows > 1) fail(row, 'Band', `Zone ${zoneCode} has more than one additional row.`);
      z.additionalStepGrams = grams;
      z.additionalStepFils = fils;
    } else if (b === 'upto') {
      if (z.slabRows.has(grams)) fail(row, 'WeightKg', `Zone ${zoneCode} already has a slab up to ${weight} kg (row ${z.slabRows.get(grams)}).`);
      else z.slabRows.set(grams, row);
      z.slabs.push({ maxGrams: grams, priceFils: fils });
    }
  }
  for (const z of zones.values()) {
    if (!z.slabs.length) fail(z.row, 'Band', `Zone ${z.code} needs at least one upto row.`);
    if (z.slabs.length > MAX_SLABS) fail(z.row, 'Band', `Zone ${z.code} has more than ${MAX_SLABS} slabs.`);
    if (!z.additionalRows) fail(z.row, 'Band', `Zone ${z.code} needs one additional row (the price of each extra band).`);
  }
  if (errors.length) return { errors };
  return {
    zones: [...zones.values()].map((z) => ({
      code: z.code,
      name: z.name,
      destinations: z.destinations,
      slabs: [...z.slabs].sort((a, b) => a.maxGrams - b.maxGrams),
      additionalStepGrams: z.additionalStepGrams,
      additionalStepFils: z.additionalStepFils,
    })),
  };
}
