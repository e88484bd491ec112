// What a pickup's change of status does to the shipments waiting on it
// (same booking number and account, not collected yet): they take a status
// and get a tracking event at the pickup city, in the caller's transaction.
// Used by the pickup queue and by the customer's CancelPickup.
import { and, eq, inArray, isNull, ne, type SQL } from 'drizzle-orm';
import { shipments, trackingEvents } from '../../db/schema';
import type { Tx } from '../shipments/types';
import { progressAfter, statusDef } from '../status';
import { recordEvents, shipmentStatusItems } from '../webhooks/events';

export interface PickupRef {
  bookingNo: string;
  accountId: string | null;
  city: string;
}

export interface WaitingMove {
  code: string;
  exceptionReason?: string | null;
  /** Narrows the waiting shipments further (e.g. only those still "Pickup requested"). */
  only?: SQL;
  now: Date;
}

/** Moves the pickup's waiting shipments (progress 0, not cancelled) to `code`; returns how many moved. */
export async function moveWaitingShipments(tx: Tx, pickup: PickupRef, m: WaitingMove): Promise<number> {
  const def = statusDef(m.code);
  const progress = progressAfter(m.code, 0);
  const moved = await tx
    .update(shipments)
    .set({ status: def.code, progress, updatedAt: m.now })
    .where(
      and(
        eq(shipments.bookingNo, pickup.bookingNo),
        pickup.accountId ? eq(shipments.accountId, pickup.accountId) : isNull(shipments.accountId),
        eq(shipments.progress, 0),
        ne(shipments.status, 'CANCELLED'),
        m.only,
      ),
    )
    .returning({ id: shipments.id });
  if (moved.length) {
    await tx.insert(trackingEvents).values(
      moved.map(({ id: shipmentId }) => ({
        shipmentId,
        occurredAt: m.now,
        statusCode: def.code,
        progress,
        location: pickup.city,
        remarks: def.remarks,
        exceptionReason: m.exceptionReason ?? null,
      })),
    );
    await recordEvents(tx, shipmentStatusItems(moved.map((s) => s.id), def.code, pickup.accountId), m.now);
  }
  return moved.length;
}

/** Only the shipments whose status is one of these. */
export const withStatus = (...codes: string[]): SQL => inArray(shipments.status, codes);
