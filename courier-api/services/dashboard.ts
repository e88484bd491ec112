// The portal dashboard's figures (docs/api/shipping.md, "Dashboard"). Each is
// one SQL statement. Days are Asia/Dubai calendar days: a shipment created at
// 21:30 UTC counts on the next Dubai day. Shipments are picked by a plain
// range on created_at (the Dubai day's bounds as instants), so the
// (account_id, created_at, id, progress, status) index serves them alone, no
// table read; only the day totals are converted to Dubai dates.
import { sql, type SQL } from 'drizzle-orm';
import { notSandbox } from './shipments/list-item';
import type { DashboardRange } from '@/lib/schemas/dashboard';
import type { Db } from '../db/client';
import { PICKUP_STATUSES, type PickupStatus } from '../db/schema';
import { STATUSES } from './status';

/** Whose figures: one account, or every shipment and pickup (the Admin; guest bookings included). */
export type DashboardScope = { accountId: string } | { all: true };

export interface DayCount {
  Date: string;
  Count: number;
}

/**
 * Exception statuses that still need someone's attention. A cancelled
 * shipment is finished business, so it has its own bucket (see deliveryDetails).
 */
const OPEN_EXCEPTION_CODES = [...STATUSES.values()].filter((d) => d.exception && d.code !== 'CANCELLED').map((d) => d.code);

const rowsOf = <T,>(res: unknown) => (res as { rows: T[] }).rows;

/** The reader's account, or (the Admin) every account but the merchant API's sandbox twins. */
const scoped = (scope: DashboardScope, column: SQL): SQL =>
  'accountId' in scope ? sql` and ${column} = ${scope.accountId}::uuid` : sql` and ${notSandbox(column)}`;

/** created_at within the range's Dubai days: [From 00:00 Dubai, To + 1 day 00:00 Dubai). */
const createdInRange = (r: DashboardRange) =>
  sql`s.created_at >= (${r.From}::date::timestamp at time zone 'Asia/Dubai')
      and s.created_at < ((${r.To}::date + 1)::timestamp at time zone 'Asia/Dubai')`;

/** Every day of the range, as a derived table `days(d date)`; date + integer avoids time zones entirely. */
const everyDay = (r: DashboardRange) =>
  sql`(select ${r.From}::date + i as d from generate_series(0, ${r.To}::date - ${r.From}::date) as i) as days`;

/**
 * Shipments created per Dubai day, every day of the range (zero-filled). Rows
 * are grouped into whole days counted from a Dubai midnight (date_bin): Dubai
 * keeps UTC+4 all year, so these are its calendar days, and only the day
 * totals, not every shipment, go through the time zone conversion (a third of
 * the query's time over a year of an account's shipments).
 */
export async function shipmentsPerDay(db: Db, scope: DashboardScope, r: DashboardRange): Promise<DayCount[]> {
  const res = await db.execute(sql`
    select to_char(days.d, 'YYYY-MM-DD') as "Date", coalesce(c.n, 0)::int as "Count"
    from ${everyDay(r)}
    left join (
      select (b.day_start at time zone 'Asia/Dubai')::date as day, b.n
      from (
        select date_bin('1 day', s.created_at, timestamptz '2000-01-01 00:00:00+04') as day_start, count(*) as n
        from shipments s
        where ${createdInRange(r)}${scoped(scope, sql`s.account_id`)}
        group by 1
      ) as b
    ) as c on c.day = days.d
    order by days.d`);
  return rowsOf<DayCount>(res);
}

/** Pickups per pickup day (already a Dubai date), whatever their status, every day of the range. */
export async function pickupsPerDay(db: Db, scope: DashboardScope, r: DashboardRange): Promise<DayCount[]> {
  const res = await db.execute(sql`
    select to_char(days.d, 'YYYY-MM-DD') as "Date", coalesce(c.n, 0)::int as "Count"
    from ${everyDay(r)}
    left join (
      select p.pickup_date as day, count(*) as n
      from pickups p
      where p.pickup_date between ${r.From}::date and ${r.To}::date${scoped(scope, sql`p.account_id`)}
      group by 1
    ) as c on c.day = days.d
    order by days.d`);
  return rowsOf<DayCount>(res);
}

/** Pickups of the range by status: every status, in the lifecycle's order, zeros included. */
export async function pickupSummary(db: Db, scope: DashboardScope, r: DashboardRange): Promise<Array<{ Status: PickupStatus; Count: number }>> {
  const statuses = sql.join(
    PICKUP_STATUSES.map((s, i) => sql`(${s}::text, ${i}::int)`),
    sql`, `,
  );
  const res = await db.execute(sql`
    select st.status as "Status", coalesce(c.n, 0)::int as "Count"
    from (values ${statuses}) as st(status, ord)
    left join (
      select p.status, count(*) as n
      from pickups p
      where p.pickup_date between ${r.From}::date and ${r.To}::date${scoped(scope, sql`p.account_id`)}
      group by 1
    ) as c on c.status = st.status
    order by st.ord`);
  return rowsOf<{ Status: PickupStatus; Count: number }>(res);
}

export interface DeliveryDetails {
  Delivered: number;
  InTransit: number;
  Exceptions: number;
  Cancelled: number;
  Total: number;
}

/**
 * The shipments created in the range, each in exactly one bucket, first
 * match wins: Delivered (progress 5), Cancelled (status CANCELLED),
 * Exceptions (an open exception status, or a latest event with an exception
 * reason), InTransit (everything else, created but not yet picked up
 * included). Total is their sum. CASE stops at the first match, so the
 * latest-event lookup (one probe of tracking_events_shipment_idx) runs only
 * for shipments still under way, not for the delivered bulk of a long range.
 */
export async function deliveryDetails(db: Db, scope: DashboardScope, r: DashboardRange): Promise<DeliveryDetails> {
  // `offset 0` keeps the subquery whole: flattened, PostgreSQL would copy the
  // CASE into each count's filter and run the latest-event lookup up to four
  // times a row. (Grouping by k instead costs a sort of every row.)
  const res = await db.execute(sql`
    select count(*) filter (where k = 'D')::int as "Delivered",
           count(*) filter (where k = 'T')::int as "InTransit",
           count(*) filter (where k = 'E')::int as "Exceptions",
           count(*) filter (where k = 'C')::int as "Cancelled",
           count(*)::int as "Total"
    from (
      select case
               when s.progress = 5 then 'D'
               when s.status = 'CANCELLED' then 'C'
               when s.status in ${OPEN_EXCEPTION_CODES} then 'E'
               when (select e.exception_reason from tracking_events e
                     where e.shipment_id = s.id
                     order by e.occurred_at desc, e.id desc limit 1) is not null then 'E'
               else 'T'
             end as k
      from shipments s
      where ${createdInRange(r)}${scoped(scope, sql`s.account_id`)}
      offset 0
    ) as buckets`);
  return rowsOf<DeliveryDetails>(res)[0]!;
}
