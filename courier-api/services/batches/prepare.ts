// The checks of a batch that need the account and the rate card, row by row,
// before anything is written: the sender from the account's book, the typed
// receiver, and the price, with CreateAirwayBill's own functions (bookParty,
// typedParty, quoteOffer). Lookups are shared across rows: one query for the
// sender addresses and one snapshot of the rate card for the whole file.
import { and, inArray } from 'drizzle-orm';
import { BatchProblems, batchColumnOf, type BatchRow } from '@/lib/batch-csv';
import type { BatchRowError } from '@/lib/schemas/batch';
import { addresses } from '../../db/schema';
import { ApiError } from '../../http';
import { owned, type AddressRow } from '../addresses';
import { quoteOffer, resolveRoute, type ServiceQuote } from '../pricing';
import { cachedServiceOffers } from '../rate-cache';
import { quoteRequestFor } from '../shipments/create';
import { bookParty, typedParty, type Party } from '../shipments/parties';
import type { Tx } from '../shipments/types';

export interface PreparedRow extends BatchRow {
  sender: Party;
  receiver: Party;
  quote: ServiceQuote;
}

export const SENDER_NOT_IN_BOOK = 'This sender address is not in your address book. It may have been deleted.';

/** An ApiError of a CreateAirwayBill step as the row's error, in the column of the field it names. */
function rowError(row: number, err: unknown, fallback: string): BatchRowError {
  if (!(err instanceof ApiError)) throw err;
  const field = err.errors ? Object.keys(err.errors)[0] : undefined;
  return { Row: row, Column: field ? batchColumnOf(field) : fallback, Message: err.message };
}

async function senderBook(tx: Tx, accountId: string, rows: BatchRow[]): Promise<Map<string, AddressRow>> {
  const ids = [...new Set(rows.map((r) => r.input.SenderAddressId))];
  const found = ids.length ? await tx.select().from(addresses).where(and(owned(accountId, 'sender'), inArray(addresses.id, ids))) : [];
  return new Map(found.map((a) => [a.id, a]));
}

/** Every row resolved and priced, or the problems found (none is written either way). */
export async function prepareRows(tx: Tx, accountId: string, rows: BatchRow[]): Promise<{ prepared: PreparedRow[] } | { problems: BatchProblems }> {
  const [book, offerFor] = await Promise.all([senderBook(tx, accountId, rows), cachedServiceOffers(tx)]);
  const problems = new BatchProblems();
  const prepared: PreparedRow[] = [];
  for (const r of rows) {
    const saved = book.get(r.input.SenderAddressId);
    if (!saved) {
      problems.add({ Row: r.row, Column: 'SenderAddressId', Message: SENDER_NOT_IN_BOOK });
      continue;
    }
    try {
      const sender = bookParty(saved, 'sender');
      const receiver = typedParty(r.input.Receiver!, 'receiver');
      const req = quoteRequestFor(r.input, sender, receiver);
      const route = resolveRoute(req);
      const quote = quoteOffer(offerFor(r.input.ServiceTypeId, { country: route.country, emirate: route.emirate }), route, req);
      prepared.push({ ...r, sender, receiver, quote });
    } catch (err) {
      problems.add(rowError(r.row, err, 'ServiceCode'));
    }
  }
  return problems.count ? { problems } : { prepared };
}
