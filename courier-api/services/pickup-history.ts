// Reading pickups: one (the answer of SchedulePickup and CancelPickup) or a
// page of BookingHistory. A customer sees their account's pickups, guest-form
// bookings made while signed in included; the Admin sees every pickup.
import { and, count, desc, eq, gte, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import type { BookingHistoryQuery, Pickup, PickupList, PICKUP_SORTS } from '@/lib/schemas/pickup';
import { fromGrams } from '@/lib/money';
import type { Db } from '../db/client';
import { accounts, pickups, type PickupStatus } from '../db/schema';
import { listOrder, type ListOrder } from './list-order';
import { likePattern } from './search-pattern';
import { listPage } from './list-page';

/** The airway bills collected under the pickup, from the same account. */
const awbNos = sql<string[] | null>`(select json_agg(s.awb_no order by s.awb_no) from shipments s
  where s.booking_no = ${pickups.bookingNo} and s.account_id is not distinct from ${pickups.accountId})`;

export const pickupColumns = {
  p: pickups,
  accountNo: accounts.accountNo,
  awbs: awbNos,
};
export type PickupRow = { p: typeof pickups.$inferSelect; accountNo: string | null; awbs: string[] | null };

export function pickupJson({ p, accountNo, awbs }: PickupRow): Pickup {
  return {
    _id: p.id,
    BookingNo: p.bookingNo,
    Status: p.status,
    PickupDate: p.pickupDate,
    PickupWindowStart: p.windowStart,
    PickupWindowEnd: p.windowEnd,
    Address: {
      Name: p.contactName,
      Company: p.contactCompany ?? '',
      Phone: p.contactPhone,
      Email: p.contactEmail ?? '',
      AddressLine1: p.addressLine1,
      AddressLine2: p.addressLine2 ?? '',
      City: p.city,
      CityCode: p.cityCode,
      Country: p.country,
    },
    Pieces: p.pieces,
    WeightKg: fromGrams(p.weightGrams),
    AirWayBillNos: awbs ?? [],
    Remarks: p.remarks ?? '',
    StatusReason: p.statusReason ?? '',
    AccountNo: accountNo,
    CreatedAt: p.createdAt.toISOString(),
    UpdatedAt: p.updatedAt.toISOString(),
  };
}

/** The caller's scope: their account, or every pickup (null, the Admin). */
const scoped = (accountId: string | null): SQL | undefined => (accountId ? eq(pickups.accountId, accountId) : undefined);

/** One pickup in the caller's scope, or null (unknown or another account's). */
export async function loadPickup(db: Db, id: string, accountId: string | null): Promise<Pickup | null> {
  const [row] = await db
    .select(pickupColumns)
    .from(pickups)
    .leftJoin(accounts, eq(accounts.id, pickups.accountId))
    .where(and(eq(pickups.id, id), scoped(accountId)))
    .limit(1);
  return row ? pickupJson(row) : null;
}

export function searchCondition(search: string): SQL | undefined {
  if (!search) return undefined;
  const like = likePattern(search);
  return or(
    ilike(pickups.bookingNo, like),
    ilike(pickups.city, like),
    sql`exists (select 1 from shipments s where s.booking_no = ${pickups.bookingNo} and s.awb_no like ${like})`,
  );
}

/** Newest booking first by default; the id breaks ties. */
const ORDER: ListOrder<(typeof PICKUP_SORTS)[number]> = {
  keys: { PickupDate: [pickups.pickupDate, pickups.windowStart], CreatedAt: pickups.createdAt },
  tieBreak: [pickups.id],
  fallback: [desc(pickups.createdAt), desc(pickups.id)],
};

/** A page of pickups, newest booking first or by the chosen sort. From/To compare with the pickup date. */
export async function listPickups(db: Db, accountId: string | null, q: BookingHistoryQuery): Promise<PickupList> {
  const cond = and(
    scoped(accountId),
    searchCondition(q.search),
    q.From ? gte(pickups.pickupDate, q.From) : undefined,
    q.To ? lte(pickups.pickupDate, q.To) : undefined,
    q.Status ? eq(pickups.status, q.Status as PickupStatus) : undefined,
  );
  const { rows, ...page } = await listPage(
    db.select(pickupColumns).from(pickups).leftJoin(accounts, eq(accounts.id, pickups.accountId)).where(cond).orderBy(...listOrder(q.sort, ORDER)).$dynamic(),
    db.select({ n: count() }).from(pickups).where(cond),
    q,
  );
  return { Pickups: rows.map(pickupJson), ...page };
}
