// The courier app's view of the caller's own run (GET Courier/Run) and its
// start (POST Courier/Start). A courier only ever reads their own run: the
// courier id comes from the token.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { dubaiNow } from '@/lib/schemas/booking';
import type { CourierRun, CourierStop } from '@/lib/schemas/courier';
import { fromFils } from '@/lib/money';
import { decodeLeaveWith } from '@/lib/schemas/receiver';
import type { AuthUser, CourierDeps } from '../../context';
import { codCollections, courierRuns, pickups, runStops, shipments } from '../../db/schema';
import { ApiError } from '../../http';
import type { Audit } from '../audit-trail';
import { cashOnHand } from './actions';
import { needsCode } from './delivery-codes';
import { emirateOf, startRunIn } from './dispatch';

export const NO_RUN_TODAY = 'You have no run today. Please check with Ops.';

const address = (...parts: Array<string | null>) => parts.filter(Boolean).join(', ');

export async function courierRun(deps: CourierDeps, courier: AuthUser, date?: string): Promise<CourierRun> {
  const { db, now } = deps;
  const day = date ?? dubaiNow(now()).date;
  const [run] = await db
    .select({ id: courierRuns.id, date: courierRuns.runDate, status: courierRuns.status })
    .from(courierRuns)
    .where(and(eq(courierRuns.courierId, courier.id), eq(courierRuns.runDate, day)));
  const base = { Courier: { _id: courier.id, FullName: courier.fullName }, CashOnHand: fromFils(await cashOnHand(deps, courier.id)) };
  if (!run) return { Run: null, Stops: [], ...base };
  const rows = await db
    .select({
      id: runStops.id,
      seq: runStops.seq,
      kind: runStops.kind,
      outcome: runStops.outcome,
      shipmentId: shipments.id,
      awbNo: shipments.awbNo,
      receiverName: shipments.receiverName,
      receiverPhone: shipments.receiverPhone,
      receiverCompany: shipments.receiverCompany,
      rl1: shipments.receiverAddressLine1,
      rl2: shipments.receiverAddressLine2,
      dCity: shipments.destinationCity,
      dCityCode: shipments.destinationCityCode,
      instructions: shipments.specialInstructions,
      deliveryDate: shipments.deliveryDate,
      receiverInstructions: shipments.receiverInstructions,
      leaveWith: shipments.leaveWith,
      sPieces: shipments.pieces,
      cod: shipments.codAmountFils,
      declared: shipments.declaredValueFils,
      pickupId: pickups.id,
      bookingNo: pickups.bookingNo,
      contactName: pickups.contactName,
      contactPhone: pickups.contactPhone,
      pl1: pickups.addressLine1,
      pl2: pickups.addressLine2,
      pCity: pickups.city,
      pCityCode: pickups.cityCode,
      pRemarks: pickups.remarks,
      pPieces: pickups.pieces,
    })
    .from(runStops)
    .leftJoin(shipments, eq(shipments.id, runStops.shipmentId))
    .leftJoin(pickups, eq(pickups.id, runStops.pickupId))
    .where(eq(runStops.runId, run.id))
    .orderBy(asc(runStops.seq));
  const shipmentIds = rows.flatMap((r) => (r.shipmentId ? [r.shipmentId] : []));
  const collected = new Set(
    shipmentIds.length
      ? (await db.select({ id: codCollections.shipmentId }).from(codCollections).where(inArray(codCollections.shipmentId, shipmentIds))).map((c) => c.id)
      : [],
  );
  const Stops: CourierStop[] = rows.map((r) =>
    r.kind === 'delivery'
      ? {
          _id: r.id,
          Seq: r.seq,
          Kind: 'delivery',
          Outcome: r.outcome,
          AirWayBillNo: r.awbNo,
          PickupId: null,
          BookingNo: null,
          Name: r.receiverCompany ? `${r.receiverName} (${r.receiverCompany})` : r.receiverName!,
          Phone: r.receiverPhone,
          Address: address(r.rl1, r.rl2),
          Area: r.dCity!,
          Emirate: emirateOf(r.dCityCode!, r.dCity!),
          Instructions: r.instructions,
          Pieces: r.sPieces!,
          CodAmount: fromFils(r.cod!),
          CodCollected: collected.has(r.shipmentId!),
          NeedsCode: needsCode({ codAmountFils: r.cod!, declaredValueFils: r.declared! }),
          DeliveryDate: r.deliveryDate,
          ReceiverInstructions: r.receiverInstructions,
          LeaveWith: decodeLeaveWith(r.leaveWith),
        }
      : {
          _id: r.id,
          Seq: r.seq,
          Kind: 'pickup',
          Outcome: r.outcome,
          AirWayBillNo: null,
          PickupId: r.pickupId,
          BookingNo: r.bookingNo,
          Name: r.contactName!,
          Phone: r.contactPhone,
          Address: address(r.pl1, r.pl2),
          Area: r.pCity!,
          Emirate: emirateOf(r.pCityCode!, r.pCity!),
          Instructions: r.pRemarks,
          Pieces: r.pPieces!,
          CodAmount: 0,
          CodCollected: false,
          NeedsCode: false,
          DeliveryDate: null,
          ReceiverInstructions: null,
          LeaveWith: null,
        },
  );
  return { Run: { _id: run.id, Date: run.date, Status: run.status }, Stops, ...base };
}

/** Starts the caller's run for today. */
export async function startOwnRun(deps: CourierDeps, courier: AuthUser, audit?: Audit): Promise<void> {
  const { db, now } = deps;
  const at = now();
  const [run] = await db
    .select({ id: courierRuns.id })
    .from(courierRuns)
    .where(and(eq(courierRuns.courierId, courier.id), eq(courierRuns.runDate, dubaiNow(at).date)));
  if (!run) throw new ApiError(404, NO_RUN_TODAY);
  await db.transaction(async (tx) => {
    const [was] = await tx.select({ status: courierRuns.status }).from(courierRuns).where(eq(courierRuns.id, run.id)).for('update');
    await startRunIn(tx, run.id, at);
    // Starting is idempotent: only the first start is a change.
    if (was?.status !== 'started') {
      await audit?.(tx, { action: 'run.started', targetType: 'courier_run', targetId: run.id, before: { status: was?.status }, after: { status: 'started' } });
    }
  });
}
