// CancelShipment: a customer calls off an airway bill that has not been
// collected. One transaction: the shipment row is locked, checked (the
// account's own, progress 0, not cancelled, on no open pickup), set to
// CANCELLED with a tracking event, and whatever its prepaid debit took is
// credited back with a 'refund' ledger entry. The row lock makes a second
// cancel (or a pickup claiming the shipment) wait and then see the outcome,
// so the refund happens exactly once.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { fromFils } from '@/lib/money';
import { CANCELLABLE_STATUSES } from '@/lib/schemas/pickup';
import type { Db } from '../../db/client';
import { pickups, shipments, trackingEvents, type PickupStatus } from '../../db/schema';
import { ApiError, notFound } from '../../http';
import { creditAccount } from '../prepaid/ledger';
import { statusDef } from '../status';
import { recordEvents, shipmentStatusItems } from '../webhooks/events';
import type { Audit } from '../audit-trail';
import type { Tx } from './types';

export const CANCELLED_STATUS = 'CANCELLED';
/** What anyone tracking the shipment reads; the customer's own reason stays in the portal. */
export const SHIPMENT_CANCELLED_REASON = "Cancelled at the customer's request";

export const ALREADY_CANCELLED = (awb: string) => `Airway bill ${awb} is already cancelled.`;
export const ALREADY_COLLECTED = (awb: string) => `Airway bill ${awb} has already been collected and can no longer be cancelled.`;
export const ON_OPEN_PICKUP = (awb: string, bookingNo: string) =>
  `Airway bill ${awb} is on pickup ${bookingNo}. Please cancel the pickup first, then the airway bill.`;

export interface CancelRequest {
  accountId: string;
  userId: string;
  awbNo: string;
  reason: string;
  now: Date;
  /** Writes the cancel (and its refund) to the audit trail, in this transaction. */
  audit?: Audit;
}

export interface CancelOutcome {
  awbNo: string;
  refundedFils: number;
  /** The balance after the refund; null when nothing was refunded. */
  balanceAfterFils: number | null;
}

/** What the shipment's ledger entries took from the account, net of any refund already made. */
async function netCharge(tx: Tx, shipmentId: string): Promise<number> {
  const res = (await tx.execute(sql`
    select coalesce(-sum(amount_fils), 0) as net from ledger_entries
    where shipment_id = ${shipmentId} and kind in ('shipment_charge', 'refund')`)) as unknown as { rows: Array<{ net: string | number }> };
  return Number(res.rows[0]?.net ?? 0);
}

export function cancelShipment(db: Db, r: CancelRequest, notFoundMessage: string): Promise<CancelOutcome> {
  return db.transaction(async (tx) => {
    const [s] = await tx
      .select({ id: shipments.id, status: shipments.status, progress: shipments.progress, bookingNo: shipments.bookingNo, city: shipments.originCity })
      .from(shipments)
      .where(and(eq(shipments.accountId, r.accountId), eq(shipments.awbNo, r.awbNo)))
      .for('update');
    // Another account's airway bill reads exactly like an unknown one.
    if (!s) throw notFound(notFoundMessage);
    if (s.status === CANCELLED_STATUS) throw new ApiError(409, ALREADY_CANCELLED(r.awbNo));
    if (s.progress > 0) throw new ApiError(422, ALREADY_COLLECTED(r.awbNo));
    if (s.bookingNo) {
      // A fresh statement after the lock: it sees a pickup that claimed the shipment just before.
      const [open] = await tx
        .select({ bookingNo: pickups.bookingNo })
        .from(pickups)
        .where(and(eq(pickups.bookingNo, s.bookingNo), inArray(pickups.status, CANCELLABLE_STATUSES as PickupStatus[])))
        .limit(1);
      if (open) throw new ApiError(422, ON_OPEN_PICKUP(r.awbNo, open.bookingNo));
    }
    const cancelled = statusDef(CANCELLED_STATUS);
    await tx.update(shipments).set({ status: cancelled.code, updatedAt: r.now }).where(eq(shipments.id, s.id));
    await tx.insert(trackingEvents).values({
      shipmentId: s.id,
      occurredAt: r.now,
      statusCode: cancelled.code,
      progress: s.progress,
      location: s.city,
      remarks: cancelled.remarks,
      exceptionReason: SHIPMENT_CANCELLED_REASON,
    });
    // Webhooks: shipment.status_changed and shipment.cancelled, in this transaction.
    await recordEvents(tx, shipmentStatusItems([s.id], cancelled.code, r.accountId), r.now);
    const refundedFils = await netCharge(tx, s.id);
    const balanceAfterFils =
      refundedFils > 0
        ? await creditAccount(tx, {
            accountId: r.accountId,
            amountFils: refundedFils,
            kind: 'refund',
            description: `Refund: airway bill ${r.awbNo} cancelled (${r.reason})`,
            reference: r.awbNo,
            shipmentId: s.id,
            userId: r.userId,
            now: r.now,
          })
        : null;
    const refunded = balanceAfterFils === null ? 0 : refundedFils;
    await r.audit?.(tx, {
      action: refunded > 0 ? 'shipment.cancelled_refunded' : 'shipment.cancelled',
      targetType: 'shipment',
      targetId: r.awbNo,
      accountId: r.accountId,
      before: { status: s.status },
      after: {
        status: cancelled.code,
        reason: r.reason,
        ...(refunded > 0 ? { refunded: fromFils(refunded), balance: fromFils(balanceAfterFils!) } : {}),
      },
    });
    return { awbNo: r.awbNo, refundedFils: refunded, balanceAfterFils };
  });
}
