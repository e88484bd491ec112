// Trackbybooking for a booking no shipment carries (yet): a portal pickup
// scheduled without airway bills, or one whose airway bills moved on. It
// exists only in `pickups`, so services/tracking.ts asks here, with a second
// query, only for the booking numbers its shipment query did not find.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { PickupStatus } from '../db/schema';
import { statusDef } from './status';
import type { CompactEvent } from './tracking';

/** What a tracking event says about a cancelled pickup, to anyone tracking it. */
export const PICKUP_CANCELLED_REASON = "Cancelled at the customer's request";

export interface PickupBooking {
  booking_no: string;
  account_id: string | null;
  city: string;
  country: string;
  pieces: number;
  /** Newest first, in the shipment query's compact form. */
  events: CompactEvent[];
}

interface Row {
  booking_no: string;
  account_id: string | null;
  status: PickupStatus;
  status_reason: string | null;
  city: string;
  country: string;
  pieces: number;
  created_ms: number | string;
  updated_ms: number | string;
}

/**
 * The event a pickup's status adds after "Pickup requested", at its last
 * change: [status code, exception reason]. The operator's reason for a failed
 * pickup is shown; the customer's own reason for cancelling is not.
 */
const LATEST: Partial<Record<PickupStatus, (r: Row) => [string, string | null]>> = {
  Assigned: () => ['PICKUP_ASSIGNED', null],
  Collected: () => ['PICKED_UP', null],
  Failed: (r) => ['PICKUP_FAILED', r.status_reason],
  Cancelled: () => ['PICKUP_CANCELLED', PICKUP_CANCELLED_REASON],
};

/**
 * The pickups with these booking numbers (in the caller's account when one
 * is given), each with the events a shipment would have: "Pickup requested"
 * at the pickup city when it was booked, then its assignment, collection,
 * failure or cancellation.
 */
export async function findPickupBookings(db: Db, numbers: string[], accountId: string | null): Promise<Map<string, PickupBooking>> {
  const scoped = accountId ? sql` and account_id = ${accountId}` : sql``;
  const result = (await db.execute(sql`
    select booking_no, account_id, status, status_reason, city, country, pieces,
           floor(date_part('epoch', created_at) * 1000)::bigint as created_ms,
           floor(date_part('epoch', updated_at) * 1000)::bigint as updated_ms
    from pickups where booking_no in ${numbers}${scoped}`)) as unknown as { rows: Row[] };

  const out = new Map<string, PickupBooking>();
  for (const r of result.rows) {
    const events: CompactEvent[] = [[Number(r.created_ms), r.city, 'Pickup requested', 'PICKUP_REQUESTED', null, null]];
    const latest = LATEST[r.status];
    if (latest) {
      const [code, reason] = latest(r);
      events.unshift([Number(r.updated_ms), r.city, statusDef(code).remarks, code, null, reason]);
    }
    out.set(r.booking_no, { booking_no: r.booking_no, account_id: r.account_id, city: r.city, country: r.country, pieces: Number(r.pieces), events });
  }
  return out;
}
