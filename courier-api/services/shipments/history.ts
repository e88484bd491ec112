// ShipmentHistory: the reader's shipments (the Admin's: everyone's), newest
// first or by the chosen sort, filtered by a search over AWB, reference,
// receiver name and phone, a date range of Dubai calendar days, a status and
// a service.
import { and, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import { addDays } from '@/lib/schemas/booking';
import { HISTORY_COUNT_CAP, type SHIPMENT_SORTS, type Shipment, type ShipmentFilters, type ShipmentList } from '@/lib/schemas/shipment';
import type { Db } from '../../db/client';
import { shipments } from '../../db/schema';
import { listOrder, type ListOrder } from '../list-order';
import { likePattern } from '../search-pattern';
import { scopeCondition, selectShipments, shipmentJson } from './list-item';
import type { ShipmentScope } from './types';

/** Midnight in Dubai (UTC+4 all year) at the start of a calendar day. */
const dubaiMidnight = (day: string) => new Date(`${day}T00:00:00+04:00`);

/**
 * AWB, reference and receiver name contain the text; the receiver's phone
 * contains its digits. Each term has a trigram index (migration 0008), so the
 * OR is a union of index scans, not a read of every shipment in scope.
 */
function searchCondition(search: string): SQL | undefined {
  if (!search) return undefined;
  const like = likePattern(search);
  const terms = [shipments.awbNo, shipments.reference, shipments.receiverName].map((col) => ilike(col, like));
  // "050 123 4567" or "+971 50…" finds +971501234567: compare digits only, without the national trunk 0.
  // Phones are stored in E.164 (+ and digits), so any text found in a phone has its digits found
  // here too: the phone needs no ILIKE of its own (which no index could serve).
  const digits = search.replace(/\D/g, '').replace(/^0+/, '');
  if (digits.length >= 3) terms.push(sql`regexp_replace(${shipments.receiverPhone}, '[^0-9]', '', 'g') like ${likePattern(digits)}`);
  return or(...terms);
}

/** The WHERE of the list and of the export: scope first, so no filter can widen it. */
export function historyCondition(scope: ShipmentScope, f: Omit<ShipmentFilters, 'page' | 'limit'>): SQL | undefined {
  return and(
    scopeCondition(scope),
    searchCondition(f.search),
    f.From ? gte(shipments.createdAt, dubaiMidnight(f.From)) : undefined,
    f.To ? lt(shipments.createdAt, dubaiMidnight(addDays(f.To, 1))) : undefined,
    f.Status ? eq(shipments.status, f.Status) : undefined,
    f.ServiceCode ? eq(shipments.serviceCode, f.ServiceCode) : undefined,
  );
}

/**
 * Newest first by default; the id breaks ties so pages never overlap. Each
 * order is an index's: (account_id, created_at, id) and (created_at) for
 * CreatedAt, (account_id, awb_no) and the AWB's unique index for AirWayBillNo
 * (migration 0009), so a page of a million shipments reads a page of index.
 */
const ORDER: ListOrder<(typeof SHIPMENT_SORTS)[number]> = {
  keys: { CreatedAt: shipments.createdAt, AirWayBillNo: shipments.awbNo },
  tieBreak: [shipments.id],
  fallback: [desc(shipments.createdAt), desc(shipments.id)],
};

export const historyOrder = (sort: ShipmentFilters['sort']) => listOrder(sort, ORDER);

/**
 * The list is counted up to HISTORY_COUNT_CAP and one more: past that, "more
 * than 1,000" is all a person paging a list needs (the dashboard has the
 * figures), while an exact count of a broad search over a million shipments
 * reads every match from the table and costs far more than the page itself
 * (bench/README.md, "Shipping").
 */
export async function listShipments(db: Db, scope: ShipmentScope, f: ShipmentFilters): Promise<ShipmentList> {
  const where = historyCondition(scope, f);
  const matches = db.select({ one: sql`1` }).from(shipments).where(where).limit(HISTORY_COUNT_CAP + 1).as('matches');
  const [rows, [counted]] = await Promise.all([
    selectShipments(db)
      .where(where)
      .orderBy(...historyOrder(f.sort))
      .limit(f.limit)
      .offset((f.page - 1) * f.limit),
    db.select({ n: count() }).from(matches),
  ]);
  const n = Number(counted?.n ?? 0);
  return { Shipments: rows.map(shipmentJson), Total: Math.min(n, HISTORY_COUNT_CAP), TotalCapped: n > HISTORY_COUNT_CAP, Page: f.page, Limit: f.limit };
}

/**
 * A page of the merchant API's list (GET v1/shipments): newest first by
 * (created_at, id), after the shipment `afterId`. A keyset, not an offset: new
 * shipments never shift a page, and however deep the page it is a range of
 * the (account_id, created_at, id) index. `next` is the id to continue after,
 * null on the last page; the whole answer is null when `afterId` is not one
 * of the reader's shipments (a cursor from elsewhere).
 */
export async function listShipmentsAfter(
  db: Db,
  scope: { accountId: string },
  f: Omit<ShipmentFilters, 'page' | 'limit' | 'sort'>,
  o: { limit: number; afterId: string | null },
): Promise<{ shipments: Shipment[]; next: string | null } | null> {
  if (o.afterId) {
    const [known] = await db.select({ id: shipments.id }).from(shipments).where(and(eq(shipments.id, o.afterId), scopeCondition(scope))).limit(1);
    if (!known) return null;
  }
  const after = o.afterId
    ? sql`(${shipments.createdAt}, ${shipments.id}) < (select c.created_at, c.id from shipments c where c.id = ${o.afterId})`
    : undefined;
  const rows = await selectShipments(db)
    .where(and(historyCondition(scope, { ...f, sort: undefined }), after))
    .orderBy(desc(shipments.createdAt), desc(shipments.id))
    .limit(o.limit + 1);
  const page = rows.slice(0, o.limit);
  return { shipments: page.map(shipmentJson), next: rows.length > o.limit ? page[page.length - 1]!.id : null };
}
