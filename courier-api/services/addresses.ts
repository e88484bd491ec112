// Address books: an account's sender (pickup) and receiver addresses. Every
// query names the account in its WHERE, so another account's id is simply
// not found. Sender writes lock the account row first: the "one default per
// account" rule (also a unique index) then never races.
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import type { Address, AddressInput } from '@/lib/schemas/address';
import type { Db } from '../db/client';
import { addresses, type AddressKind } from '../db/schema';
import { findCityByCode } from '../data/cities';
import { countryName } from '../data/countries';
import { badRequest } from '../http';

export type AddressRow = typeof addresses.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function addressJson(r: AddressRow): Address {
  return {
    _id: r.id,
    Name: r.name,
    Company: r.company ?? '',
    Phone: r.phone,
    Email: r.email ?? '',
    AddressLine1: r.addressLine1,
    AddressLine2: r.addressLine2 ?? '',
    City: r.city,
    CityCode: r.cityCode,
    Country: r.country,
    IsDefault: r.isDefault,
    CreatedAt: r.createdAt.toISOString(),
    UpdatedAt: r.updatedAt.toISOString(),
  };
}

/** The WHERE of every query: the account's book, and one address of it when `id` is given. */
export const owned = (accountId: string, kind: AddressKind, id?: string): SQL | undefined =>
  and(eq(addresses.accountId, accountId), eq(addresses.kind, kind), ...(id ? [eq(addresses.id, id)] : []));

/**
 * An address of the caller's account, for other modules (airway bills,
 * pickups): the row, or null when it does not exist, is another account's or
 * is in the other book.
 */
export async function getAccountAddress(db: Pick<Db, 'select'>, accountId: string, kind: AddressKind, id: string): Promise<AddressRow | null> {
  if (!UUID.test(id)) return null;
  const [row] = await db.select().from(addresses).where(owned(accountId, kind, id)).limit(1);
  return row ?? null;
}

/** The stored columns of a validated body: the city's name from its code, the phone in E.164. */
export function addressValues(input: AddressInput) {
  if (!countryName(input.Country)) throw badRequest('Please choose a country from the list.', { Country: 'Please choose a country from the list.' });
  const city = findCityByCode(input.City);
  if (!city || city.country !== input.Country) {
    const message = `Please choose a city of ${countryName(input.Country)} from the list.`;
    throw badRequest(message, { City: message });
  }
  return {
    name: input.Name,
    company: input.Company || null,
    phone: parsePhoneNumberFromString(input.Phone)?.number ?? input.Phone,
    email: input.Email || null,
    addressLine1: input.AddressLine1,
    addressLine2: input.AddressLine2 || null,
    city: city.name,
    cityCode: city.code,
    country: city.country,
  };
}

/** Serialises the sender-book writes of one account until the transaction ends. */
async function lockAccount(tx: Tx, accountId: string) {
  await tx.execute(sql`select id from accounts where id = ${accountId}::uuid for update`);
}

async function clearDefault(tx: Tx, accountId: string) {
  await tx.update(addresses).set({ isDefault: false }).where(and(owned(accountId, 'sender'), eq(addresses.isDefault, true)));
}

interface WriteContext {
  accountId: string;
  userId: string;
  now: Date;
}

export async function createAddress(db: Db, kind: AddressKind, input: AddressInput, w: WriteContext): Promise<AddressRow> {
  const values = addressValues(input);
  const base = { ...values, accountId: w.accountId, kind, createdByUserId: w.userId, createdAt: w.now, updatedAt: w.now };
  if (kind === 'receiver') {
    const [row] = await db.insert(addresses).values({ ...base, isDefault: false }).returning();
    return row!;
  }
  return db.transaction(async (tx) => {
    await lockAccount(tx, w.accountId);
    const [current] = await tx.select({ id: addresses.id }).from(addresses).where(and(owned(w.accountId, 'sender'), eq(addresses.isDefault, true))).limit(1);
    // The first sender address (more exactly: one added while there is no default) becomes the default.
    const isDefault = input.IsDefault || !current;
    if (isDefault && current) await clearDefault(tx, w.accountId);
    const [row] = await tx.insert(addresses).values({ ...base, isDefault }).returning();
    return row!;
  });
}

/**
 * Updates an address of the account; null when it is not one of them. A
 * sender book keeps its default: IsDefault true moves the default here,
 * false never leaves the account without one (choose another address instead).
 */
export async function updateAddress(
  db: Db,
  kind: AddressKind,
  id: string,
  input: AddressInput,
  w: WriteContext,
): Promise<{ row: AddressRow; madeDefault: boolean } | null> {
  const values = { ...addressValues(input), updatedAt: w.now };
  if (kind === 'receiver') {
    const [row] = await db.update(addresses).set(values).where(owned(w.accountId, kind, id)).returning();
    return row ? { row, madeDefault: false } : null;
  }
  return db.transaction(async (tx) => {
    await lockAccount(tx, w.accountId);
    const current = await getAccountAddress(tx, w.accountId, 'sender', id);
    if (!current) return null;
    const madeDefault = input.IsDefault && !current.isDefault;
    if (madeDefault) await clearDefault(tx, w.accountId);
    const [row] = await tx
      .update(addresses)
      .set({ ...values, isDefault: current.isDefault || madeDefault })
      .where(owned(w.accountId, 'sender', id))
      .returning();
    return row ? { row, madeDefault } : null;
  });
}

/**
 * Deletes an address of the account. Deleting the default sender address
 * makes the most recently added other one the default (none when it was the last).
 */
export async function deleteAddress(db: Db, kind: AddressKind, id: string, accountId: string): Promise<{ deleted: AddressRow; promoted: AddressRow | null } | null> {
  if (!UUID.test(id)) return null;
  return db.transaction(async (tx) => {
    if (kind === 'sender') await lockAccount(tx, accountId);
    const [deleted] = await tx.delete(addresses).where(owned(accountId, kind, id)).returning();
    if (!deleted) return null;
    if (kind !== 'sender' || !deleted.isDefault) return { deleted, promoted: null };
    const [next] = await tx.select({ id: addresses.id }).from(addresses).where(owned(accountId, 'sender')).orderBy(desc(addresses.createdAt), desc(addresses.id)).limit(1);
    if (!next) return { deleted, promoted: null };
    const [promoted] = await tx.update(addresses).set({ isDefault: true }).where(owned(accountId, 'sender', next.id)).returning();
    return { deleted, promoted: promoted ?? null };
  });
}
