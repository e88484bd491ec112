// A service type's rate card (PUT RateCard, the Admin rate-card editor):
// zones of destinations, weight slabs and the price of each extra band.
// Weights in kg (3 decimals), prices in AED (2 decimals) as people type them.
import * as yup from 'yup';
import { requiredText, str } from './common';
import { aedAmount, weightKg } from './rates';
import { recordId, SERVICE_SCOPES } from './service-types';

/** The seven emirates: the destinations of a domestic rate card. */
export const EMIRATES = ['Abu Dhabi', 'Dubai', 'Sharjah', 'Ajman', 'Umm Al Quwain', 'Ras Al Khaimah', 'Fujairah'] as const;
export type Emirate = (typeof EMIRATES)[number];

export const MAX_ZONES = 100;
export const MAX_SLABS = 100;
export const MAX_SLAB_KG = 1000;
export const MAX_SLAB_PRICE_AED = 100_000;

const EMIRATE_BY_LOWER = new Map<string, string>(EMIRATES.map((e) => [e.toLowerCase(), e]));

/** An emirate name in its canonical spelling, a two-letter code in upper case, anything else trimmed. */
export function canonicalDestination(v: string): string {
  const t = v.trim().replace(/\s+/g, ' ');
  return EMIRATE_BY_LOWER.get(t.toLowerCase()) ?? (/^[a-z]{2}$/i.test(t) ? t.toUpperCase() : t);
}

/**
 * An emirate name (any case, folded to its canonical spelling) or an ISO
 * country code (folded to upper case). Which of the two a card may hold
 * depends on the service's scope, checked at card level and by the API.
 */
const destination = str('Destination')
  .transform((v: unknown) => (typeof v === 'string' ? canonicalDestination(v) : v))
  .required('A destination cannot be empty.')
  .test('known', 'A destination must be an emirate name or a two-letter country code.', (v) => !v || EMIRATE_BY_LOWER.has(v.toLowerCase()) || /^[A-Z]{2}$/.test(v));

export const slabSchema = yup
  .object({
    UpToKg: weightKg('Up to (kg)', MAX_SLAB_KG),
    Price: aedAmount('Price', MAX_SLAB_PRICE_AED).required('Price is required.'),
  })
  .typeError('Each slab must be an object with UpToKg and Price.');
export type SlabInput = yup.InferType<typeof slabSchema>;

export const zoneSchema = yup
  .object({
    Zone: str('Zone', 'upper')
      .required('Zone code is required.')
      .matches(/^[A-Z0-9][A-Z0-9-]{0,9}$/, { message: 'Zone code must be 1 to 10 letters, digits or hyphens.', excludeEmptyString: true }),
    ZoneName: requiredText('Zone name', 100),
    Destinations: yup
      .array()
      .typeError('Destinations must be a list.')
      .of(destination)
      .min(1, 'Give at least one destination.')
      .max(300, 'At most 300 destinations per zone.')
      .test('unique', 'A destination is listed twice in this zone.', (v) => !v || new Set(v).size === v.length)
      .required('Give at least one destination.'),
    Slabs: yup
      .array()
      .typeError('Slabs must be a list.')
      .of(slabSchema.required())
      .min(1, 'Give at least one weight slab.')
      .max(MAX_SLABS, `At most ${MAX_SLABS} slabs per zone.`)
      .test('increasing', 'Slab weights must increase from one slab to the next.', function (v) {
        if (!v) return true;
        for (let i = 1; i < v.length; i++) {
          const prev = v[i - 1]?.UpToKg;
          const cur = v[i]?.UpToKg;
          if (typeof prev === 'number' && typeof cur === 'number' && cur <= prev) {
            return this.createError({ path: `${this.path}[${i}].UpToKg`, message: `Slab ${i + 1} must be heavier than slab ${i} (${prev} kg).` });
          }
        }
        return true;
      })
      .required('Give at least one weight slab.'),
    AdditionalBandKg: weightKg('Additional band (kg)', MAX_SLAB_KG),
    AdditionalBandPrice: aedAmount('Additional band price', MAX_SLAB_PRICE_AED).required('Additional band price is required.'),
  })
  .typeError('Each zone must be an object.');
export type ZoneInput = yup.InferType<typeof zoneSchema>;

const isEmirate = (d: string) => EMIRATE_BY_LOWER.has(d.toLowerCase());

export const rateCardSchema = yup
  .object({
    _id: recordId(),
    /** Echoed from GET RateCard; the service type's own values win. */
    ServiceCode: str('Service code').default(''),
    Scope: str('Scope').oneOf([...SERVICE_SCOPES, ''], 'Scope must be Domestic or International.').default(''),
    Zones: yup
      .array()
      .typeError('Zones must be a list.')
      .of(zoneSchema.required())
      .max(MAX_ZONES, `At most ${MAX_ZONES} zones.`)
      .default([]),
  })
  .test('zones', 'Each zone code and destination may appear once.', function (card) {
    // Runs even when a field failed (abortEarly: false): only look at well-formed zones.
    const zones = Array.isArray(card?.Zones) ? card.Zones : [];
    const codes = new Map<string, number>();
    const where = new Map<string, number>();
    for (const [i, z] of zones.entries()) {
      if (!z || typeof z.Zone !== 'string' || !Array.isArray(z.Destinations)) continue;
      if (codes.has(z.Zone)) return this.createError({ path: `Zones[${i}].Zone`, message: `Zone ${z.Zone} is listed twice.` });
      codes.set(z.Zone, i);
      for (const d of z.Destinations) {
        if (typeof d !== 'string') continue;
        if (where.has(d)) {
          return this.createError({ path: `Zones[${i}].Destinations`, message: `${d} is already in zone ${zones[where.get(d)!]!.Zone}; a destination may be in one zone only.` });
        }
        where.set(d, i);
        if (card.Scope === 'Domestic' && !isEmirate(d)) {
          return this.createError({ path: `Zones[${i}].Destinations`, message: `${d} is not an emirate; a domestic card lists emirates.` });
        }
        if (card.Scope === 'International' && isEmirate(d)) {
          return this.createError({ path: `Zones[${i}].Destinations`, message: `${d} is an emirate; an international card lists country codes.` });
        }
      }
    }
    return true;
  });
export type RateCardInput = yup.InferType<typeof rateCardSchema>;

/** The RateCard object the API returns (GET/PUT RateCard, RateCard/import). */
export interface RateCard {
  _id: string;
  ServiceCode: string;
  Scope: 'Domestic' | 'International';
  Zones: {
    Zone: string;
    ZoneName: string;
    Destinations: string[];
    Slabs: { UpToKg: number; Price: number }[];
    AdditionalBandKg: number;
    AdditionalBandPrice: number;
  }[];
}

/** POST RateCard/import: the service type and the CSV text (at most 1 MB). */
export const MAX_CSV_BYTES = 1024 * 1024;
export const RATE_CARD_CSV_HEADER = ['Zone', 'ZoneName', 'Destinations', 'Band', 'WeightKg', 'PriceAED'] as const;
export const rateCardImportSchema = yup.object({
  _id: recordId(),
  Csv: yup
    .string()
    .typeError('Csv must be text.')
    .required('Choose a CSV file to import.')
    .test('size', 'The CSV file is too large. The limit is 1 MB.', (v) => !v || new TextEncoder().encode(v).length <= MAX_CSV_BYTES),
});
export type RateCardImportInput = yup.InferType<typeof rateCardImportSchema>;
