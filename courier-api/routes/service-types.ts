// ServiceTypes (Admin: list, create, update, delete) and the public lists
// activeServicetypes and getServiceType?country=.
import { count, eq } from 'drizzle-orm';
import {
  HOME_COUNTRY,
  idQuery,
  serviceCountryQuery,
  serviceTypeListQuery,
  serviceTypeSchema,
  serviceTypeUpdateSchema,
} from '@/lib/schemas/service-types';
import type { Ctx } from '../context';
import { countryName } from '../data/countries';
import { rateZones, serviceTypes, shipments } from '../db/schema';
import { badRequest, conflict, isUniqueViolation, notFound, ok, readBody, readQuery } from '../http';
import type { Router } from '../router';
import { activeServiceTypes, listServiceTypes, serviceTypeJson, serviceTypeValues } from '../services/service-types';
import { auditOf, changes } from '../services/audit-trail';
import { cardForAudit, loadZones, replaceZones } from '../services/rate-card';

const NOT_FOUND = 'This service type does not exist. It may have been deleted.';
const duplicate = (code: string) => conflict(`A service type with the code ${code} already exists.`, { ServiceCode: 'This code is already used by another service type.' });

/** A service type as the audit trail keeps it: the API's fields, without the id (the entry's target) and counts. */
function auditFields(row: Parameters<typeof serviceTypeJson>[0]) {
  const { _id: _, TransitTime: _t, ...fields } = serviceTypeJson(row);
  return fields;
}

async function list(c: Ctx) {
  const q = await readQuery(c, serviceTypeListQuery);
  return ok(c, await listServiceTypes(c.get('deps').db, q));
}

async function create(c: Ctx) {
  const { db, now } = c.get('deps');
  const input = await readBody(c, serviceTypeSchema);
  const values = serviceTypeValues(input);
  try {
    const row = await db.transaction(async (tx) => {
      const [row] = await tx.insert(serviceTypes).values({ ...values, createdAt: now(), updatedAt: now() }).returning();
      await auditOf(c)(tx, { action: 'service_type.created', targetType: 'service_type', targetId: row!.id, after: auditFields(row!) });
      return row!;
    });
    return ok(c, serviceTypeJson(row, 0), 'Service type created.', 201);
  } catch (err) {
    if (isUniqueViolation(err)) throw duplicate(values.code);
    throw err;
  }
}

/**
 * Updates a service type. The card must keep matching it: a scope change
 * clears the card (emirates and countries do not mix), and countries no
 * longer served leave their zones; the message says what was removed.
 */
async function update(c: Ctx) {
  const { db, now } = c.get('deps');
  const input = await readBody(c, serviceTypeUpdateSchema);
  const values = serviceTypeValues(input);
  const [current] = await db.select().from(serviceTypes).where(eq(serviceTypes.id, input._id)).limit(1);
  if (!current) throw notFound(NOT_FOUND);
  const notes: string[] = [];
  const zones = await loadZones(db, current.id);
  let nextZones = zones;
  if (zones.length && current.scope !== values.scope) {
    nextZones = [];
    notes.push('The scope changed, so the rate card was cleared.');
  } else if (zones.length && values.scope === 'International') {
    const dropped = zones.flatMap((z) => z.destinations).filter((d) => !values.countries.includes(d));
    if (dropped.length) {
      nextZones = zones.map((z) => ({ ...z, destinations: z.destinations.filter((d) => values.countries.includes(d)) })).filter((z) => z.destinations.length);
      notes.push(`Removed from the rate card: ${dropped.join(', ')}.`);
    }
  }
  let row;
  try {
    row = await db.transaction(async (tx) => {
      const [updated] = await tx.update(serviceTypes).set({ ...values, updatedAt: now() }).where(eq(serviceTypes.id, current.id)).returning();
      if (!updated) return updated;
      if (nextZones !== zones) await replaceZones(tx, current.id, nextZones, now());
      const diff = changes(auditFields(current), auditFields(updated));
      const card = nextZones !== zones ? { before: { zones: cardForAudit(zones) }, after: { zones: cardForAudit(nextZones) } } : null;
      if (diff || card) {
        await auditOf(c)(tx, {
          action: 'service_type.updated',
          targetType: 'service_type',
          targetId: current.id,
          before: { code: current.code, ...diff?.before, ...card?.before },
          after: { code: updated.code, ...diff?.after, ...card?.after },
        });
      }
      return updated;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw duplicate(values.code);
    throw err;
  }
  if (!row) throw notFound(NOT_FOUND);
  const [used] = await db.select({ n: count() }).from(shipments).where(eq(shipments.serviceTypeId, current.id));
  return ok(c, serviceTypeJson(row!, Number(used?.n ?? 0)), ['Service type updated.', ...notes].join(' '));
}

/** Deletes a service type, or deactivates it when shipments were booked on it (they keep pointing at it). */
async function remove(c: Ctx) {
  const { db, now } = c.get('deps');
  const { _id } = await readQuery(c, idQuery);
  const result = await db.transaction(async (tx) => {
    // The row lock makes a booking on this service wait (its foreign key needs a share lock).
    const [current] = await tx.select().from(serviceTypes).where(eq(serviceTypes.id, _id)).for('update');
    if (!current) return null;
    const code = current.code;
    const audit = auditOf(c);
    const [used] = await tx.select({ n: count() }).from(shipments).where(eq(shipments.serviceTypeId, _id));
    if (Number(used?.n ?? 0) > 0) {
      await tx.update(serviceTypes).set({ active: false, updatedAt: now() }).where(eq(serviceTypes.id, _id));
      if (current.active) {
        await audit(tx, { action: 'service_type.deactivated', targetType: 'service_type', targetId: _id, before: { code, active: true }, after: { code, active: false } });
      }
      return { code, deleted: false, shipments: Number(used!.n) };
    }
    const card = await loadZones(tx, _id);
    await tx.delete(rateZones).where(eq(rateZones.serviceTypeId, _id));
    await tx.delete(serviceTypes).where(eq(serviceTypes.id, _id));
    await audit(tx, { action: 'service_type.deleted', targetType: 'service_type', targetId: _id, before: { ...auditFields(current), zones: cardForAudit(card) } });
    return { code, deleted: true, shipments: 0 };
  });
  if (!result) throw notFound(NOT_FOUND);
  if (result.deleted) return ok(c, { _id, Deleted: true }, `Service type ${result.code} deleted.`);
  return ok(
    c,
    { _id, Deleted: false, Active: false },
    `Service type ${result.code} is used by ${result.shipments} shipment${result.shipments === 1 ? '' : 's'}, so it was deactivated instead of deleted.`,
  );
}

async function active(c: Ctx) {
  return ok(c, { ServiceTypes: await activeServiceTypes(c.get('deps').db) });
}

async function forCountry(c: Ctx) {
  const { country } = await readQuery(c, serviceCountryQuery);
  const code = country || HOME_COUNTRY;
  if (!countryName(code)) throw badRequest('Please choose a country from the list.', { country: 'Unknown country.' });
  return ok(c, { ServiceTypes: await activeServiceTypes(c.get('deps').db, code) });
}

export function serviceTypeRoutes(r: Router) {
  r.get('ServiceTypes', 'admin', list);
  r.post('ServiceTypes', 'admin', create);
  r.put('ServiceTypes', 'admin', update);
  r.delete('ServiceTypes', 'admin', remove);
  r.get('activeServicetypes', 'public', active);
  r.get('getServiceType', 'public', forCountry);
}
