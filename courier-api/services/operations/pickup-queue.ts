// The pickup queue (GET/PUT PickupQueue): every guest and customer pickup an
// operator has to act on, and its moves Requested → Assigned → Collected or
// Failed. A move is one conditional UPDATE (… WHERE status IN ('Requested',
// 'Assigned')), so it and a customer's cancel can never both win; the
// shipments waiting on the pickup move in the same transaction.
import { and, asc, count, eq, gte, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { dubaiNow } from '@/lib/schemas/booking';
import type { PickupQueueList, PickupQueueQuery, QueuePickup, UpdatePickupInput } from '@/lib/schemas/operations';
import { CANCELLABLE_STATUSES } from '@/lib/schemas/pickup';
import type { Db } from '../../db/client';
import type { Tx } from '../shipments/types';
import { accounts, pickups, type PickupStatus } from '../../db/schema';
import { pickupColumns, pickupJson, searchCondition, type PickupRow } from '../pickup-history';
import { likePattern } from '../search-pattern';
import { moveWaitingShipments, withStatus } from './waiting-shipments';
import { recordEvents } from '../webhooks/events';
import { listPage } from '../list-page';

/** Still to be collected: what the queue lists first, and the only statuses a move starts from. */
const OPEN = CANCELLABLE_STATUSES as PickupStatus[];

const queueJson = (row: PickupRow): QueuePickup => ({ ...pickupJson(row), AssignedTo: row.p.assignedTo ?? '' });

/** The customer's search (booking, city, airway bill), plus contact, phone, account and courier. */
function queueSearch(search: string): SQL | undefined {
  if (!search) return undefined;
  const like = likePattern(search);
  return or(
    searchCondition(search),
    ilike(pickups.contactName, like),
    ilike(pickups.contactPhone, like),
    ilike(accounts.accountNo, like),
    ilike(pickups.assignedTo, like),
  );
}

/**
 * A page of the queue: open pickups first, then by pickup date and window.
 * Without a date: pickups of today (Dubai) and later, plus open ones of
 * earlier days, so an overdue collection never drops off the list.
 */
export async function listQueue(db: Db, q: PickupQueueQuery, now: Date): Promise<PickupQueueList> {
  const today = dubaiNow(now).date;
  const cond = and(
    q.date ? eq(pickups.pickupDate, q.date) : or(gte(pickups.pickupDate, today), inArray(pickups.status, OPEN)),
    q.status ? eq(pickups.status, q.status as PickupStatus) : undefined,
    queueSearch(q.search),
    // Test-mode pickups (merchant API sandbox accounts) are no one's collection.
    isNull(accounts.sandboxOf),
  );
  const { rows, ...page } = await listPage(
    db
      .select(pickupColumns)
      .from(pickups)
      .leftJoin(accounts, eq(accounts.id, pickups.accountId))
      .where(cond)
      .orderBy(
        sql`case when ${pickups.status} in ('Requested', 'Assigned') then 0 else 1 end`,
        asc(pickups.pickupDate),
        asc(pickups.windowStart),
        asc(pickups.createdAt),
        asc(pickups.id),
      )
      .$dynamic(),
    db.select({ n: count() }).from(pickups).leftJoin(accounts, eq(accounts.id, pickups.accountId)).where(cond),
    q,
  );
  return { Pickups: rows.map(queueJson), ...page };
}

export async function loadQueuePickup(db: Db, id: string): Promise<QueuePickup | null> {
  const [row] = await db.select(pickupColumns).from(pickups).leftJoin(accounts, eq(accounts.id, pickups.accountId)).where(eq(pickups.id, id)).limit(1);
  return row ? queueJson(row) : null;
}

export type MoveOutcome = { ok: true } | { ok: false; status: PickupStatus | null };

/** What a move writes on the pickup row. */
function pickupChange(input: UpdatePickupInput, now: Date) {
  if (input.Status === 'Assigned') return { status: 'Assigned' as const, assignedTo: input.AssignedTo!, statusReason: null, updatedAt: now };
  if (input.Status === 'Failed') return { status: 'Failed' as const, statusReason: input.Reason!, updatedAt: now };
  return { status: 'Collected' as const, statusReason: null, updatedAt: now };
}

/**
 * Assigned (or reassigned), Collected or Failed, from Requested or Assigned
 * only. Collected: the waiting shipments are picked up (progress 1). Failed:
 * they get the exception "Pickup failed" with the reason and may join another
 * pickup. Assigned: those still "Pickup requested" show "Courier assigned".
 */
export function movePickup(db: Db, input: UpdatePickupInput, now: Date): Promise<MoveOutcome> {
  return db.transaction((tx) => movePickupIn(tx, input, now));
}

/** movePickup in the caller's transaction (the courier app closes its run stop in the same one). */
export async function movePickupIn(tx: Tx, input: UpdatePickupInput, now: Date): Promise<MoveOutcome> {
  const [row] = await tx
    .update(pickups)
    .set(pickupChange(input, now))
    .where(and(eq(pickups.id, input._id), inArray(pickups.status, OPEN)))
    .returning({ bookingNo: pickups.bookingNo, city: pickups.city, accountId: pickups.accountId });
  if (!row) {
    const [current] = await tx.select({ status: pickups.status }).from(pickups).where(eq(pickups.id, input._id)).limit(1);
    return { ok: false, status: current?.status ?? null };
  }
  if (input.Status === 'Assigned') await moveWaitingShipments(tx, row, { code: 'PICKUP_ASSIGNED', only: withStatus('PICKUP_REQUESTED'), now });
  else if (input.Status === 'Collected') await moveWaitingShipments(tx, row, { code: 'PICKED_UP', now });
  else await moveWaitingShipments(tx, row, { code: 'PICKUP_FAILED', exceptionReason: input.Reason, now });
  await recordEvents(tx, [{ type: 'pickup.status_changed', pickupId: input._id, accountId: row.accountId }], now);
  return { ok: true };
}

const FINAL: Partial<Record<PickupStatus, string>> = {
  Collected: 'This pickup has already been collected: its status can no longer change.',
  Failed: 'This pickup was closed as failed: its status can no longer change. The customer can book a new pickup.',
  Cancelled: 'This pickup was cancelled: its status can no longer change.',
};

export const finalMessage = (status: PickupStatus) => FINAL[status] ?? 'This pickup can no longer change.';
