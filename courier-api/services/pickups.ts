// Portal pickups (SchedulePickup, CancelPickup): a customer asks for a
// collection at one of their sender addresses, optionally naming airway bills
// already created. No shipment is made here; listed shipments get the
// booking number, so Trackbybooking finds them (and, with none, the pickup).
import { and, eq, inArray } from 'drizzle-orm';
import { CANCELLABLE_STATUSES, type SchedulePickupInput } from '@/lib/schemas/pickup';
import { toGrams } from '@/lib/money';
import type { Db } from '../db/client';
import { pickups, shipments, trackingEvents, type PickupStatus } from '../db/schema';
import { ApiError } from '../http';
import type { AddressRow } from './addresses';
import { generateBookingNo } from './awb';
import { BOOKED_STATUS } from './booking-rows';
import { placeWithRetry, unusedBookingNo, type PlaceOutcome } from './bookings';
import { PICKUP_CANCELLED_REASON } from './booking-tracking';
import { moveWaitingShipments } from './operations/waiting-shipments';
import { statusDef } from './status';
import { recordEvents, shipmentStatusItems } from './webhooks/events';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface ScheduleOptions {
  owner: { accountId: string; userId: string };
  key: string | null;
  hash: string;
  now: Date;
  /** Booking number generator (tests force clashes with it). */
  bookingNo?: () => string;
}

const unprocessable = (message: string) => new ApiError(422, message, { AirWayBillNos: message });
const list = (awbs: string[]) => awbs.join(', ');

/**
 * Locks the listed shipments and checks each may join this pickup: it is the
 * account's own, not collected yet, and on no other open pickup. Another
 * account's number reads exactly like an unknown one.
 */
async function claimShipments(tx: Tx, accountId: string, awbs: string[]): Promise<string[]> {
  if (!awbs.length) return [];
  const rows = await tx
    .select({ id: shipments.id, awb: shipments.awbNo, progress: shipments.progress, status: shipments.status })
    .from(shipments)
    .where(and(eq(shipments.accountId, accountId), inArray(shipments.awbNo, awbs)))
    .orderBy(shipments.awbNo)
    .for('update');
  const found = new Set(rows.map((r) => r.awb));
  const unknown = awbs.filter((a) => !found.has(a));
  if (unknown.length) throw unprocessable(`These airway bills are not in your account: ${list(unknown)}.`);
  const done = rows.filter((r) => r.progress > 0 || r.status === 'CANCELLED').map((r) => r.awb);
  if (done.length) throw unprocessable(`These airway bills have already been collected or cancelled: ${list(done)}.`);
  // A fresh statement after the lock: it sees a racing pickup that claimed them first.
  const open = await tx
    .select({ awb: shipments.awbNo, bookingNo: pickups.bookingNo })
    .from(shipments)
    .innerJoin(pickups, eq(pickups.bookingNo, shipments.bookingNo))
    .where(and(inArray(shipments.id, rows.map((r) => r.id)), inArray(pickups.status, CANCELLABLE_STATUSES as PickupStatus[])))
    .orderBy(shipments.awbNo);
  if (open.length) {
    throw unprocessable(`These airway bills are already on an open pickup: ${list(open.map((o) => `${o.awb} (${o.bookingNo})`))}.`);
  }
  return rows.map((r) => r.id);
}

/** Writes the pickup and attaches the listed shipments, all in one transaction. */
export function schedulePickup(db: Db, input: SchedulePickupInput, address: AddressRow, o: ScheduleOptions): Promise<PlaceOutcome> {
  const awbs = [...new Set(input.AirWayBillNos)];
  return placeWithRetry(db, o.owner.accountId, o.key, () =>
    db.transaction(async (tx) => {
      const bookingNo = await unusedBookingNo(tx as unknown as Db, o.bookingNo ?? generateBookingNo);
      // The pickup first: a racing retry with the same key stops here, before it waits on any shipment.
      const [pickup] = await tx
        .insert(pickups)
        .values({
          bookingNo,
          accountId: o.owner.accountId,
          userId: o.owner.userId,
          contactName: address.name,
          contactCompany: address.company,
          contactPhone: address.phone,
          contactEmail: address.email,
          addressLine1: address.addressLine1,
          addressLine2: address.addressLine2,
          city: address.city,
          cityCode: address.cityCode,
          country: address.country,
          pickupDate: input.PickupDate,
          windowStart: input.PickupWindowStart,
          windowEnd: input.PickupWindowEnd,
          pieces: input.Pieces,
          weightGrams: toGrams(input.WeightKg),
          remarks: input.Remarks || null,
          idempotencyKey: o.key,
          requestHash: o.hash,
          createdAt: o.now,
          updatedAt: o.now,
        })
        .returning({ id: pickups.id });
      const ids = await claimShipments(tx, o.owner.accountId, awbs);
      if (ids.length) {
        await tx.update(shipments).set({ bookingNo, status: BOOKED_STATUS, updatedAt: o.now }).where(inArray(shipments.id, ids));
        const booked = statusDef(BOOKED_STATUS);
        await tx.insert(trackingEvents).values(
          ids.map((shipmentId) => ({ shipmentId, occurredAt: o.now, statusCode: booked.code, progress: 0, location: address.city, remarks: booked.remarks })),
        );
      }
      // Webhooks: the pickup is Requested, its shipments "Pickup requested", in this transaction.
      await recordEvents(
        tx,
        [...shipmentStatusItems(ids, BOOKED_STATUS, o.owner.accountId), { type: 'pickup.status_changed', pickupId: pickup!.id, accountId: o.owner.accountId }],
        o.now,
      );
      return pickup!.id;
    }),
  );
}

const NOT_CANCELLABLE: Partial<Record<PickupStatus, string>> = {
  Collected: 'This pickup has already been collected and can no longer be cancelled.',
  Failed: 'This pickup has already been closed as failed and can no longer be cancelled.',
  Cancelled: 'This pickup is already cancelled.',
};

export type CancelOutcome = { ok: true; id: string } | { ok: false; status: PickupStatus | null };

/**
 * Cancels a pickup that is still Requested or Assigned (one conditional
 * UPDATE, so a racing collection or second cancel cannot slip in between),
 * and records the cancellation on its shipments that are still waiting.
 * `accountId` null (the Admin) reaches every pickup.
 */
export function cancelPickup(db: Db, id: string, reason: string, accountId: string | null, now: Date): Promise<CancelOutcome> {
  const mine = accountId ? eq(pickups.accountId, accountId) : undefined;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(pickups)
      .set({ status: 'Cancelled', statusReason: reason, updatedAt: now })
      .where(and(eq(pickups.id, id), mine, inArray(pickups.status, CANCELLABLE_STATUSES as PickupStatus[])))
      .returning({ id: pickups.id, bookingNo: pickups.bookingNo, city: pickups.city, accountId: pickups.accountId });
    if (!row) {
      const [current] = await tx.select({ status: pickups.status }).from(pickups).where(and(eq(pickups.id, id), mine)).limit(1);
      return { ok: false, status: current?.status ?? null };
    }
    await moveWaitingShipments(tx, row, { code: 'PICKUP_CANCELLED', exceptionReason: PICKUP_CANCELLED_REASON, now });
    await recordEvents(tx, [{ type: 'pickup.status_changed', pickupId: row.id, accountId: row.accountId }], now);
    return { ok: true, id: row.id };
  });
}

export function notCancellableMessage(status: PickupStatus): string {
  return NOT_CANCELLABLE[status] ?? 'This pickup can no longer be cancelled.';
}
