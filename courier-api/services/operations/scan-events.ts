// ScanEvents: one status recorded on up to 500 airway bills at once. Every
// shipment is judged on its own (scan-rules.ts) and answered on its own; the
// ones that pass are written together in one transaction: one statement locks
// and loads them, one reads their newest events, one inserts the events and
// one updates the shipments, whatever the number of airway bills.
import { inArray, max } from 'drizzle-orm';
import { DELIVERED_CODE, type ScanEventsAnswer, type ScanResult } from '@/lib/schemas/operations';
import type { Db } from '../../db/client';
import type { Tx } from '../shipments/types';
import { shipments, trackingEvents } from '../../db/schema';
import { progressAfter, statusDef } from '../status';
import { recordEvents, shipmentStatusItems } from '../webhooks/events';
import { defaultLocation, refusal, scanRemarks, type ScannedShipment } from './scan-rules';

export interface ScanRequest {
  awbNos: string[];
  code: string;
  location: string;
  remarks: string;
  deliveredTo: string | null;
  exceptionReason: string | null;
  /** When it happened; the server's now when the request names no time. */
  occurredAt: Date;
  now: Date;
}

export const unknownAwb = (awb: string) => `Airway bill ${awb} was not found.`;
export const recorded = (code: string) => `Recorded: ${statusDef(code).label}.`;

export function recordScans(db: Db, r: ScanRequest): Promise<ScanEventsAnswer> {
  return db.transaction((tx) => recordScansIn(tx, r));
}

/**
 * recordScans inside the caller's transaction: the courier app's delivery
 * writes its proof and the dispatcher its run stops in the same one, so a
 * status never changes without them (or they without it).
 */
export async function recordScansIn(tx: Tx, r: ScanRequest): Promise<ScanEventsAnswer> {
  const awbNos = [...new Set(r.awbNos)];
  const def = statusDef(r.code);
  // Locked in a fixed order, so two overlapping scans (or a customer's cancel) wait for each other instead of deadlocking.
  const rows = await tx
    .select({
      id: shipments.id,
      accountId: shipments.accountId,
      awbNo: shipments.awbNo,
      status: shipments.status,
      progress: shipments.progress,
      createdAt: shipments.createdAt,
      originCity: shipments.originCity,
      destinationCity: shipments.destinationCity,
    })
    .from(shipments)
    .where(inArray(shipments.awbNo, awbNos))
    .orderBy(shipments.awbNo)
    .for('update');
  // A fresh statement after the locks: it sees the events of a scan that committed while this one waited.
  const last = rows.length
    ? await tx
        .select({ id: trackingEvents.shipmentId, at: max(trackingEvents.occurredAt) })
        .from(trackingEvents)
        .where(inArray(trackingEvents.shipmentId, rows.map((s) => s.id)))
        .groupBy(trackingEvents.shipmentId)
    : [];
  const lastAt = new Map(last.map((e) => [e.id, e.at]));
  const byAwb = new Map(rows.map((s) => [s.awbNo, { ...s, lastEventAt: lastAt.get(s.id) ?? null }]));

  const results: ScanResult[] = [];
  const passed: Array<ScannedShipment & { id: string; accountId: string | null }> = [];
  for (const awb of awbNos) {
    const s = byAwb.get(awb);
    const why = s ? refusal(s, r.code, r.occurredAt) : unknownAwb(awb);
    results.push({ AirWayBillNo: awb, Ok: !why, Message: why ?? recorded(r.code) });
    if (s && !why) passed.push(s);
  }
  if (passed.length) {
    const delivered = r.code === DELIVERED_CODE;
    await tx.insert(trackingEvents).values(
      passed.map((s) => ({
        shipmentId: s.id,
        occurredAt: r.occurredAt,
        statusCode: r.code,
        progress: progressAfter(r.code, s.progress),
        location: r.location || defaultLocation(s, r.code),
        remarks: scanRemarks(r.code, r.remarks, r.exceptionReason),
        deliveredTo: delivered ? r.deliveredTo : null,
        exceptionReason: r.exceptionReason,
      })),
    );
    // One status for all of them: a normal one sets its progress, an exception keeps each shipment's own.
    await tx
      .update(shipments)
      .set({
        status: r.code,
        updatedAt: r.now,
        ...(def.progress === null ? {} : { progress: def.progress }),
        ...(delivered ? { deliveredTo: r.deliveredTo } : {}),
      })
      .where(inArray(shipments.id, passed.map((s) => s.id)));
    // Webhooks: every scan is a status change (and maybe a delivery or an exception), in this transaction.
    await recordEvents(tx, passed.flatMap((s) => shipmentStatusItems([s.id], r.code, s.accountId)), r.now);
  }
  return { Updated: passed.length, Results: results };
}
