// Reads and replaces a service type's rate card (rate_zones + rate_slabs),
// converting between the API's kg/AED and the stored grams/fils.
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { fromFils, fromGrams, toFils, toGrams } from '@/lib/money';
import type { RateCard, RateCardInput } from '@/lib/schemas/rate-card';
import type { Db } from '../db/client';
import { rateSlabs, rateZones, serviceTypes } from '../db/schema';
import { countryName } from '../data/countries';
import { EMIRATES } from '@/lib/schemas/rate-card';

export interface CardService {
  id: string;
  code: string;
  scope: 'Domestic' | 'International';
  countries: string[];
}

/** The zones as stored: grams and fils. */
export interface StoredZone {
  code: string;
  name: string;
  destinations: string[];
  slabs: { maxGrams: number; priceFils: number }[];
  additionalStepGrams: number;
  additionalStepFils: number;
}

export async function loadCardService(db: Db, id: string): Promise<CardService | null> {
  const [row] = await db
    .select({ id: serviceTypes.id, code: serviceTypes.code, scope: serviceTypes.scope, countries: serviceTypes.countries })
    .from(serviceTypes)
    .where(eq(serviceTypes.id, id))
    .limit(1);
  return row ?? null;
}

export async function loadZones(db: Db, serviceTypeId: string): Promise<StoredZone[]> {
  const zones = await db.select().from(rateZones).where(eq(rateZones.serviceTypeId, serviceTypeId)).orderBy(asc(rateZones.code));
  if (!zones.length) return [];
  const slabs = await db
    .select()
    .from(rateSlabs)
    .where(inArray(rateSlabs.zoneId, zones.map((z) => z.id)))
    .orderBy(asc(rateSlabs.zoneId), asc(rateSlabs.maxGrams));
  return zones.map((z) => ({
    code: z.code,
    name: z.name,
    destinations: z.destinations,
    slabs: slabs.filter((s) => s.zoneId === z.id).map((s) => ({ maxGrams: s.maxGrams, priceFils: s.priceFils })),
    additionalStepGrams: z.additionalStepGrams,
    additionalStepFils: z.additionalStepFils,
  }));
}

export function rateCardJson(service: CardService, zones: StoredZone[]): RateCard {
  return {
    _id: service.id,
    ServiceCode: service.code,
    Scope: service.scope,
    Zones: zones.map((z) => ({
      Zone: z.code,
      ZoneName: z.name,
      Destinations: z.destinations,
      Slabs: z.slabs.map((s) => ({ UpToKg: fromGrams(s.maxGrams), Price: fromFils(s.priceFils) })),
      AdditionalBandKg: fromGrams(z.additionalStepGrams),
      AdditionalBandPrice: fromFils(z.additionalStepFils),
    })),
  };
}

export function zonesFromInput(zones: RateCardInput['Zones']): StoredZone[] {
  return zones.map((z) => ({
    code: z.Zone,
    name: z.ZoneName,
    destinations: z.Destinations as string[],
    slabs: z.Slabs.map((s) => ({ maxGrams: toGrams(s.UpToKg), priceFils: toFils(s.Price) })),
    additionalStepGrams: toGrams(z.AdditionalBandKg),
    additionalStepFils: toFils(z.AdditionalBandPrice),
  }));
}

const EMIRATE_SET = new Set<string>(EMIRATES);

/**
 * Why a destination cannot be on this service's card, or null: domestic cards
 * list emirates; international cards list countries the service serves.
 */
export function destinationProblem(service: CardService, d: string): string | null {
  if (service.scope === 'Domestic') return EMIRATE_SET.has(d) ? null : `${d} is not an emirate; a domestic card lists emirates.`;
  if (!countryName(d)) return `${d} is not a country code.`;
  if (!service.countries.includes(d)) return `${service.code} does not serve ${d}; add the country to the service type first.`;
  return null;
}

/** Replaces the whole card in one transaction and marks the service as changed. */
/** `onReplace` runs in the same transaction with the card as it was (the audit trail's before). */
export async function replaceZones(
  db: Db,
  serviceTypeId: string,
  zones: StoredZone[],
  now: Date,
  onReplace?: (tx: Db, before: StoredZone[]) => Promise<void>,
): Promise<void> {
  await db.transaction(async (tx) => {
    // Lock the service row: two card writes for one service take turns.
    await tx.execute(sql`select 1 from service_types where id = ${serviceTypeId}::uuid for update`);
    if (onReplace) await onReplace(tx, await loadZones(tx, serviceTypeId));
    await tx.delete(rateZones).where(eq(rateZones.serviceTypeId, serviceTypeId));
    if (zones.length) {
      const inserted = await tx
        .insert(rateZones)
        .values(zones.map((z) => ({ serviceTypeId, code: z.code, name: z.name, destinations: z.destinations, additionalStepGrams: z.additionalStepGrams, additionalStepFils: z.additionalStepFils })))
        .returning({ id: rateZones.id, code: rateZones.code });
      const idByCode = new Map(inserted.map((r) => [r.code, r.id]));
      const slabRows = zones.flatMap((z) => z.slabs.map((s) => ({ zoneId: idByCode.get(z.code)!, maxGrams: s.maxGrams, priceFils: s.priceFils })));
      for (let i = 0; i < slabRows.length; i += 2000) await tx.insert(rateSlabs).values(slabRows.slice(i, i + 2000));
    }
    // Also RateFinder's cache key: writing the service row changes its xmin (services/rate-cache.ts).
    await tx.update(serviceTypes).set({ updatedAt: now }).where(eq(serviceTypes.id, serviceTypeId));
  });
}

/** A card as the audit trail keeps it: the API's zones (prices in AED, weights in kg). */
export function cardForAudit(zones: StoredZone[]) {
  return rateCardJson({ id: '', code: '', scope: 'Domestic', countries: [] }, zones).Zones;
}
