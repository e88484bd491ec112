// Listing and searching an address book: one page, the default sender
// address first, then by name (or by the chosen sort); the search looks at
// the name, company, phone, city and address lines with the LIKE pattern
// characters taken literally.
import { and, asc, count, desc, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { ADDRESS_SORTS, AddressListQuery } from '@/lib/schemas/address';
import type { Db } from '../db/client';
import { addresses, type AddressKind } from '../db/schema';
import { addressJson, owned } from './addresses';
import { listOrder, type ListOrder } from './list-order';
import { likePattern } from './search-pattern';
import { listPage } from './list-page';

function searchCondition(search: string): SQL | undefined {
  if (!search) return undefined;
  const like = likePattern(search);
  const terms = [addresses.name, addresses.company, addresses.phone, addresses.city, addresses.addressLine1, addresses.addressLine2].map((col) => ilike(col, like));
  // "050 123" or "+971 50 123" finds +971501234567: compare digits only.
  const digits = search.replace(/\D/g, '');
  if (digits.length >= 3) terms.push(sql`regexp_replace(${addresses.phone}, '[^0-9]', '', 'g') like ${likePattern(digits)}`);
  return or(...terms);
}

/** A chosen sort is the whole order: the default sender address first is the default's rule only. */
const ORDER: ListOrder<(typeof ADDRESS_SORTS)[number]> = {
  keys: { Name: sql`lower(${addresses.name})`, CreatedAt: addresses.createdAt },
  tieBreak: [addresses.id],
  fallback: [desc(addresses.isDefault), asc(sql`lower(${addresses.name})`), desc(addresses.createdAt), asc(addresses.id)],
};

/** One page of a book, the default sender address first, then by name (or by the chosen sort). */
export async function listAddresses(db: Db, accountId: string, kind: AddressKind, q: AddressListQuery) {
  const cond = and(owned(accountId, kind), searchCondition(q.search));
  const { rows, ...page } = await listPage(
    db.select().from(addresses).where(cond).orderBy(...listOrder(q.sort, ORDER)).$dynamic(),
    db.select({ n: count() }).from(addresses).where(cond),
    q,
  );
  return { Address: rows.map(addressJson), ...page };
}
