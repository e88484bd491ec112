// Dispatch (Ops): shipments ready for delivery and pickups due, given to a
// courier's run for a Dubai day. A run for today starts at once: its
// shipments go out for delivery through recordScans (the status model,
// tracking, events and webhooks), and their delivery codes are made.
import { and, asc, eq, inArray, isNull, lte, ne, notExists, or, sql } from 'drizzle-orm';
import { addDays, dubaiNow } from '@/lib/schemas/booking';
import type { DispatchAssignInput, DispatchBoard, DispatchPickup, DispatchShipment, RunSummary } from '@/lib/schemas/courier';
import { MAX_DISPATCH_DAYS_AHEAD } from '@/lib/schemas/courier';
import { fromFils } from '@/lib/money';
import { englishDay } from '@/lib/receiver-remarks';
import { decodeLeaveWith } from '@/lib/schemas/receiver';
import { CITIES } from '../../data/cities';
import type { Db } from '../../db/client';
import { courierRuns, pickups, runStops, shipments, users } from '../../db/schema';
import { ApiError, badRequest, isUniqueViolation, notFound } from '../../http';
import { recordScansIn } from '../operations/scan-events';
import { movePickupIn } from '../operations/pickup-queue';
import type { Audit } from '../audit-trail';
import type { Tx } from '../shipments/types';
import { statusLabel } from '../status';
import { issueDeliveryCodes } from './delivery-codes';

const EMIRATE = new Map(CITIES.filter((c) => c.country === 'AE').map((c) => [c.code, c.region ?? c.name]));
export const emirateOf = (cityCode: string, fallback: string) => EMIRATE.get(cityCode) ?? fallback;

/**
 * Statuses a shipment waits in for a delivery run: at the destination, after
 * a failed attempt, or out for delivery on no run (taken off one, or scanned
 * out by hand on /Operations) — always on no open stop.
 */
export const READY_STATUSES = ['AT_DESTINATION', 'DELIVERY_ATTEMPTED', 'OUT_FOR_DELIVERY'] as const;

export const COURIER_NOT_FOUND = 'Please choose an active courier.';
export const DISPATCH_DATE_RANGE = `Runs can be planned from today up to ${MAX_DISPATCH_DAYS_AHEAD} days ahead.`;
export const notReady = (awb: string) => `Airway bill ${awb} is not ready for delivery (it must be at the destination and on no other run).`;
export function heldForDay(awb: string, day: string) {
  const date = englishDay(day);
  return `The receiver of airway bill ${awb} chose delivery on ${date}: please put it on that day's run.`;
}
export const pickupNotDue = (booking: string) => `Pickup ${booking} is not open or is already on a run.`;
export const STOP_NOT_FOUND = 'This stop was not found or is already done.';

const address = (l1: string | null, l2: string | null) => [l1, l2].filter(Boolean).join(', ');
const noOpenStop = (shipmentId: typeof shipments.id) =>
  notExists(sql`(select 1 from run_stops rs where rs.shipment_id = ${shipmentId} and rs.outcome = 'pending')`);
/** A day the receiver chose (issue 16) holds the parcel back from earlier runs. */
const dueBy = (date: string) => or(isNull(shipments.deliveryDate), lte(shipments.deliveryDate, date));

export function checkDispatchDate(date: string, now: Date) {
  const today = dubaiNow(now).date;
  if (date < today || date > addDays(today, MAX_DISPATCH_DAYS_AHEAD)) throw badRequest(DISPATCH_DATE_RANGE, { Date: DISPATCH_DATE_RANGE });
}

export async function activeCouriers(db: Db | Tx) {
  return db
    .select({ _id: users.id, FullName: users.fullName })
    .from(users)
    .where(and(eq(users.role, 'Courier'), eq(users.active, true)))
    .orderBy(asc(users.fullName));
}

/** The day's runs with their stops, in order. */
export async function runsOf(db: Db | Tx, where: { date?: string; runId?: string; courierId?: string }): Promise<RunSummary[]> {
  const runs = await db
    .select({ id: courierRuns.id, date: courierRuns.runDate, status: courierRuns.status, courierId: courierRuns.courierId, courierName: users.fullName })
    .from(courierRuns)
    .innerJoin(users, eq(users.id, courierRuns.courierId))
    .where(
      and(
        where.date ? eq(courierRuns.runDate, where.date) : undefined,
        where.runId ? eq(courierRuns.id, where.runId) : undefined,
        where.courierId ? eq(courierRuns.courierId, where.courierId) : undefined,
      ),
    )
    .orderBy(asc(users.fullName));
  if (!runs.length) return [];
  const stops = await db
    .select({
      id: runStops.id,
      runId: runStops.runId,
      seq: runStops.seq,
      kind: runStops.kind,
      outcome: runStops.outcome,
      awbNo: shipments.awbNo,
      bookingNo: pickups.bookingNo,
      shipmentCity: shipments.destinationCity,
      pickupCity: pickups.city,
      cod: shipments.codAmountFils,
    })
    .from(runStops)
    .leftJoin(shipments, eq(shipments.id, runStops.shipmentId))
    .leftJoin(pickups, eq(pickups.id, runStops.pickupId))
    .where(inArray(runStops.runId, runs.map((r) => r.id)))
    .orderBy(asc(runStops.runId), asc(runStops.seq));
  return runs.map((r) => {
    const own = stops.filter((s) => s.runId === r.id);
    return {
      _id: r.id,
      Date: r.date,
      Status: r.status,
      CourierId: r.courierId,
      CourierName: r.courierName,
      Stops: own.map((s) => ({
        _id: s.id,
        Seq: s.seq,
        Kind: s.kind,
        Ref: (s.kind === 'delivery' ? s.awbNo : s.bookingNo) ?? '',
        Area: (s.kind === 'delivery' ? s.shipmentCity : s.pickupCity) ?? '',
        CodAmount: fromFils(s.kind === 'delivery' ? (s.cod ?? 0) : 0),
        Outcome: s.outcome,
      })),
      CodToCollect: fromFils(own.filter((s) => s.kind === 'delivery' && s.outcome === 'pending').reduce((n, s) => n + (s.cod ?? 0), 0)),
      Done: own.filter((s) => s.outcome !== 'pending').length,
    };
  });
}

export async function dispatchBoard(db: Db, date: string): Promise<DispatchBoard> {
  const ready = await db
    .select({
      awbNo: shipments.awbNo,
      cityCode: shipments.destinationCityCode,
      city: shipments.destinationCity,
      l1: shipments.receiverAddressLine1,
      l2: shipments.receiverAddressLine2,
      name: shipments.receiverName,
      phone: shipments.receiverPhone,
      pieces: shipments.pieces,
      cod: shipments.codAmountFils,
      status: shipments.status,
      deliveryDate: shipments.deliveryDate,
      instructions: shipments.receiverInstructions,
      leaveWith: shipments.leaveWith,
    })
    .from(shipments)
    .where(and(inArray(shipments.status, [...READY_STATUSES]), eq(shipments.destinationCountry, 'AE'), noOpenStop(shipments.id), dueBy(date)))
    .orderBy(asc(shipments.destinationCity), asc(shipments.awbNo))
    .limit(2000);
  const due = await db
    .select({
      id: pickups.id,
      bookingNo: pickups.bookingNo,
      cityCode: pickups.cityCode,
      city: pickups.city,
      l1: pickups.addressLine1,
      l2: pickups.addressLine2,
      name: pickups.contactName,
      phone: pickups.contactPhone,
      from: pickups.windowStart,
      to: pickups.windowEnd,
      pieces: pickups.pieces,
    })
    .from(pickups)
    .where(
      and(
        inArray(pickups.status, ['Requested', 'Assigned']),
        sql`${pickups.pickupDate} <= ${date}`,
        notExists(sql`(select 1 from run_stops rs where rs.pickup_id = ${pickups.id} and rs.outcome = 'pending')`),
      ),
    )
    .orderBy(asc(pickups.city), asc(pickups.windowStart));
  const Ready: DispatchShipment[] = ready.map((s) => ({
    AirWayBillNo: s.awbNo,
    Emirate: emirateOf(s.cityCode, s.city),
    Area: s.city,
    Address: address(s.l1, s.l2),
    ReceiverName: s.name,
    ReceiverPhone: s.phone,
    Pieces: s.pieces,
    CodAmount: fromFils(s.cod),
    Status: s.status,
    StatusLabel: statusLabel(s.status),
    DeliveryDate: s.deliveryDate,
    ReceiverInstructions: s.instructions,
    LeaveWith: decodeLeaveWith(s.leaveWith),
  }));
  const PickupsDue: DispatchPickup[] = due.map((p) => ({
    _id: p.id,
    BookingNo: p.bookingNo,
    Emirate: emirateOf(p.cityCode, p.city),
    Area: p.city,
    Address: address(p.l1, p.l2),
    ContactName: p.name,
    ContactPhone: p.phone,
    Window: `${p.from}–${p.to}`,
    Pieces: p.pieces,
  }));
  return { Date: date, Couriers: await activeCouriers(db), Ready, PickupsDue, Runs: await runsOf(db, { date }) };
}

/**
 * Appends the shipments and pickups to the courier's run for the day (made
 * if new). All or nothing: one that is not ready refuses the whole call.
 */
export async function assignStops(db: Db, input: DispatchAssignInput, opsUserId: string, now: Date, audit?: Audit): Promise<RunSummary> {
  checkDispatchDate(input.Date, now);
  const awbNos = [...new Set(input.AirWayBillNos ?? [])];
  const pickupIds = [...new Set(input.PickupIds ?? [])];
  const runId = await db.transaction(async (tx) => {
    const [courier] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, input.CourierId), eq(users.role, 'Courier'), eq(users.active, true)));
    if (!courier) throw badRequest(COURIER_NOT_FOUND, { CourierId: COURIER_NOT_FOUND });
    // One run per courier and day: made, or found, under the unique index.
    await tx
      .insert(courierRuns)
      .values({ courierId: courier.id, runDate: input.Date, createdByUserId: opsUserId, createdAt: now })
      .onConflictDoNothing();
    const [run] = await tx
      .select({ id: courierRuns.id, status: courierRuns.status })
      .from(courierRuns)
      .where(and(eq(courierRuns.courierId, courier.id), eq(courierRuns.runDate, input.Date)))
      .for('update');
    const ships = awbNos.length
      ? await tx
          .select({ id: shipments.id, awbNo: shipments.awbNo })
          .from(shipments)
          .where(
            and(inArray(shipments.awbNo, awbNos), inArray(shipments.status, [...READY_STATUSES]), eq(shipments.destinationCountry, 'AE'), noOpenStop(shipments.id), dueBy(input.Date)),
          )
          .orderBy(asc(shipments.awbNo))
          .for('update')
      : [];
    const found = new Set(ships.map((s) => s.awbNo));
    const missing = awbNos.find((a) => !found.has(a));
    if (missing) {
      const [held] = await tx.select({ day: shipments.deliveryDate }).from(shipments).where(eq(shipments.awbNo, missing));
      throw new ApiError(422, held?.day && held.day > input.Date ? heldForDay(missing, held.day) : notReady(missing));
    }
    const picks = pickupIds.length
      ? await tx
          .select({ id: pickups.id, bookingNo: pickups.bookingNo })
          .from(pickups)
          .where(and(inArray(pickups.id, pickupIds), inArray(pickups.status, ['Requested', 'Assigned'])))
          .for('update')
      : [];
    if (picks.length !== pickupIds.length) {
      const ok = new Set(picks.map((p) => p.id));
      const [bad] = await tx.select({ bookingNo: pickups.bookingNo }).from(pickups).where(inArray(pickups.id, pickupIds.filter((id) => !ok.has(id))));
      throw new ApiError(422, pickupNotDue(bad?.bookingNo ?? pickupIds.find((id) => !ok.has(id))!));
    }
    const [{ next }] = (await tx
      .select({ next: sql<number>`coalesce(max(${runStops.seq}), 0)::int` })
      .from(runStops)
      .where(eq(runStops.runId, run!.id))) as [{ next: number }];
    const byAwb = new Map(ships.map((s) => [s.awbNo, s.id]));
    const values = [
      ...awbNos.map((a, i) => ({ runId: run!.id, seq: next + i + 1, kind: 'delivery' as const, shipmentId: byAwb.get(a)!, createdAt: now })),
      ...picks.map((p, i) => ({ runId: run!.id, seq: next + awbNos.length + i + 1, kind: 'pickup' as const, pickupId: p.id, createdAt: now })),
    ];
    try {
      await tx.insert(runStops).values(values);
    } catch (err) {
      // The partial unique index: one of them went on another run meanwhile.
      if (isUniqueViolation(err)) {
        throw new ApiError(409, 'Some of these stops were just put on another run. Please reload and try again.');
      }
      throw err;
    }
    const [courierRow] = await tx.select({ name: users.fullName }).from(users).where(eq(users.id, courier.id));
    // The pickups are assigned to the courier in the pickup queue as well.
    for (const p of picks) await movePickupIn(tx, { _id: p.id, Status: 'Assigned', AssignedTo: courierRow!.name }, now);
    const starts = input.Date === dubaiNow(now).date || run!.status === 'started';
    if (starts) await startRunIn(tx, run!.id, now);
    await audit?.(tx, {
      action: 'dispatch.assigned',
      targetType: 'courier_run',
      targetId: run!.id,
      after: {
        courier: courierRow!.name,
        date: input.Date,
        airWayBillNos: awbNos,
        pickups: picks.map((p) => p.bookingNo),
        started: starts,
      },
    });
    return run!.id;
  });
  const [summary] = await runsOf(db, { runId });
  return summary!;
}

/**
 * Starts a run: its pending delivery stops go out for delivery (those
 * already out stay), and delivery codes are made for COD and high-value
 * shipments. Idempotent.
 */
export async function startRunIn(tx: Tx, runId: string, now: Date): Promise<void> {
  const [run] = await tx
    .update(courierRuns)
    .set({ status: 'started', startedAt: sql`coalesce(${courierRuns.startedAt}, ${now.toISOString()}::timestamptz)` })
    .where(eq(courierRuns.id, runId))
    .returning({ id: courierRuns.id });
  if (!run) throw notFound();
  const due = await tx
    .select({ id: shipments.id, awbNo: shipments.awbNo })
    .from(runStops)
    .innerJoin(shipments, eq(shipments.id, runStops.shipmentId))
    .where(and(eq(runStops.runId, runId), eq(runStops.outcome, 'pending'), ne(shipments.status, 'OUT_FOR_DELIVERY')));
  if (!due.length) return;
  // Codes first: the out-for-delivery scan's notification carries the receiver's code (services/notifications/enqueue.ts).
  await issueDeliveryCodes(tx, due.map((s) => s.id), now);
  await recordScansIn(tx, {
    awbNos: due.map((s) => s.awbNo),
    code: 'OUT_FOR_DELIVERY',
    location: '',
    remarks: '',
    deliveredTo: null,
    exceptionReason: null,
    occurredAt: now,
    now,
  });
}

/** Takes a pending stop off its run. */
export async function unassignStop(db: Db, stopId: string, audit?: Audit): Promise<void> {
  await db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(runStops)
      .where(and(eq(runStops.id, stopId), eq(runStops.outcome, 'pending')))
      .returning({ id: runStops.id, runId: runStops.runId, kind: runStops.kind, shipmentId: runStops.shipmentId, pickupId: runStops.pickupId });
    if (!gone) throw notFound(STOP_NOT_FOUND);
    if (!audit) return;
    const [stop] = await tx
      .select({ courier: users.fullName, date: courierRuns.runDate, awbNo: shipments.awbNo, accountId: shipments.accountId, bookingNo: pickups.bookingNo })
      .from(courierRuns)
      .innerJoin(users, eq(users.id, courierRuns.courierId))
      .leftJoin(shipments, eq(shipments.id, sql`${gone.shipmentId}::uuid`))
      .leftJoin(pickups, eq(pickups.id, sql`${gone.pickupId}::uuid`))
      .where(eq(courierRuns.id, gone.runId));
    await audit(tx, {
      action: 'dispatch.unassigned',
      targetType: 'run_stop',
      targetId: gone.id,
      accountId: stop?.accountId ?? null,
      before: { courier: stop?.courier, date: stop?.date, kind: gone.kind, airWayBillNo: stop?.awbNo ?? undefined, pickup: stop?.bookingNo ?? undefined },
    });
  });
}
