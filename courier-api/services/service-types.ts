// Service types: the API's ServiceType object from a row, the Admin list with
// shipment counts, and the public lists (active, serving a country).
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { fromBasisPoints, fromFils, toBasisPoints, toFils } from '@/lib/money';
import { transitTime, type SERVICE_TYPE_SORTS, type ServiceType, type ServiceTypeInput, type ServiceTypeListQuery } from '@/lib/schemas/service-types';
import type { Db } from '../db/client';
import { serviceTypes } from '../db/schema';
import { countryName } from '../data/countries';
import { badRequest } from '../http';
import { listOrder, type ListOrder } from './list-order';
import { likePattern } from './search-pattern';
import { listPage } from './list-page';

export type ServiceTypeRow = typeof serviceTypes.$inferSelect;

export function serviceTypeJson(r: ServiceTypeRow, shipmentCount?: number): ServiceType {
  return {
    _id: r.id,
    ServiceCode: r.code,
    ServiceName: r.name,
    Scope: r.scope,
    Description: r.description,
    TransitDaysMin: r.transitDaysMin,
    TransitDaysMax: r.transitDaysMax,
    TransitTime: transitTime(r.transitDaysMin, r.transitDaysMax),
    Countries: r.countries,
    Active: r.active,
    CodAvailable: r.codAvailable,
    FuelSurchargePercent: fromBasisPoints(r.fuelSurchargeBp),
    CodFeeMin: fromFils(r.codFeeMinFils),
    CodFeePercent: fromBasisPoints(r.codFeeBp),
    SortOrder: r.sortOrder,
    ...(shipmentCount === undefined ? {} : { ShipmentCount: shipmentCount }),
  };
}

/** The columns of a validated write body; unknown country codes are a 400. */
export function serviceTypeValues(input: ServiceTypeInput) {
  const countries = input.Scope === 'Domestic' ? ['AE'] : ((input.Countries ?? []) as string[]);
  const unknown = countries.filter((c) => !countryName(c));
  if (unknown.length) {
    const message = `Unknown country code${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}.`;
    throw badRequest(message, { Countries: message });
  }
  return {
    code: input.ServiceCode,
    name: input.ServiceName,
    scope: input.Scope as 'Domestic' | 'International',
    description: input.Description,
    transitDaysMin: input.TransitDaysMin,
    transitDaysMax: input.TransitDaysMax,
    countries,
    active: input.Active,
    codAvailable: input.CodAvailable,
    fuelSurchargeBp: toBasisPoints(input.FuelSurchargePercent),
    codFeeMinFils: toFils(input.CodFeeMin),
    codFeeBp: toBasisPoints(input.CodFeePercent),
    sortOrder: input.SortOrder,
  };
}

// Written out: Drizzle leaves columns unqualified in a one-table select, which would bind id to shipments.
const shipmentCount = sql<number>`(select count(*)::int from shipments sh where sh.service_type_id = service_types.id)`;

/** By SortOrder (the order customers see) by default; the code, then the id, break ties. */
const ORDER: ListOrder<(typeof SERVICE_TYPE_SORTS)[number]> = {
  keys: { SortOrder: serviceTypes.sortOrder, ServiceName: sql`lower(${serviceTypes.name})` },
  tieBreak: [serviceTypes.code, serviceTypes.id],
  fallback: [asc(serviceTypes.sortOrder), asc(serviceTypes.code)],
};

export async function listServiceTypes(db: Db, q: ServiceTypeListQuery) {
  const where: SQL[] = [];
  if (q.search) {
    const like = likePattern(q.search);
    where.push(or(ilike(serviceTypes.code, like), ilike(serviceTypes.name, like))!);
  }
  if (q.status === 'active') where.push(eq(serviceTypes.active, true));
  if (q.status === 'inactive') where.push(eq(serviceTypes.active, false));
  const cond = where.length ? and(...where) : undefined;
  const { rows, ...page } = await listPage(
    db.select({ row: serviceTypes, shipments: shipmentCount }).from(serviceTypes).where(cond).orderBy(...listOrder(q.sort, ORDER)).$dynamic(),
    db.select({ n: count() }).from(serviceTypes).where(cond),
    q,
  );
  return { ServiceTypes: rows.map((r) => serviceTypeJson(r.row, Number(r.shipments))), ...page };
}

/** Active service types, by SortOrder; only those serving `country` when given. */
export async function activeServiceTypes(db: Db, country?: string): Promise<ServiceType[]> {
  const cond = country
    ? and(eq(serviceTypes.active, true), sql`${country}::text = any(${serviceTypes.countries})`)
    : eq(serviceTypes.active, true);
  const rows = await db.select().from(serviceTypes).where(cond).orderBy(asc(serviceTypes.sortOrder), asc(serviceTypes.code), desc(serviceTypes.createdAt));
  return rows.map((r) => serviceTypeJson(r));
}
