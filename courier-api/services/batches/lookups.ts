// What the batch CSV reader needs from the courier's side (lib/batch-csv.ts,
// BatchLookups): service codes, the city list and the account's default
// sender; and the service codes the template's example rows use.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { BatchLookups } from '@/lib/batch-csv';
import { citiesOf } from '../../data/cities';
import { countryName } from '../../data/countries';
import type { Db } from '../../db/client';
import { addresses, serviceTypes } from '../../db/schema';
import { owned } from '../addresses';

export async function batchLookups(db: Db, accountId: string): Promise<BatchLookups> {
  const [services, [sender]] = await Promise.all([
    db.select({ id: serviceTypes.id, code: serviceTypes.code }).from(serviceTypes).orderBy(asc(serviceTypes.sortOrder), asc(serviceTypes.code)),
    db.select({ id: addresses.id }).from(addresses).where(and(owned(accountId, 'sender'), eq(addresses.isDefault, true))).limit(1),
  ]);
  // Inactive services are listed too: pricing then says why they cannot be used.
  return {
    serviceIds: new Map(services.map((s) => [s.code.toUpperCase(), s.id])),
    cities: (country) => (countryName(country) ? citiesOf(country) : undefined),
    defaultSenderId: sender?.id ?? null,
  };
}

/** Example country of the template's second row (lib/batch-csv.ts, batchTemplate). */
const TEMPLATE_ABROAD = 'GB';

/** The first active domestic service, and the first active international one serving the example country. */
export async function templateServiceCodes(db: Db): Promise<{ domestic?: string; international?: string }> {
  const rows = await db
    .select({ code: serviceTypes.code, scope: serviceTypes.scope, abroad: sql<boolean>`${TEMPLATE_ABROAD}::text = any(${serviceTypes.countries})` })
    .from(serviceTypes)
    .where(eq(serviceTypes.active, true))
    .orderBy(asc(serviceTypes.sortOrder), asc(serviceTypes.code));
  return {
    domestic: rows.find((r) => r.scope === 'Domestic')?.code,
    international: rows.find((r) => r.scope === 'International' && r.abroad)?.code,
  };
}
