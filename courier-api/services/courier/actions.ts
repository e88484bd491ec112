// The courier app's actions (docs/api/courier-day.md, "Courier actions"),
// synced from the phone's offline queue. Each is recorded on its own, in one
// transaction that first claims its (courier, ClientId): a retry, or the same
// action sent twice at once, waits on that key and is answered from the first
// with nothing recorded again. Refusals are answers too, stored the same way.
import { and, eq, sql } from 'drizzle-orm';
import { ValidationError } from 'yup';
import { courierActionSchema, type CourierActionInput, type CourierActionResult } from '@/lib/schemas/courier';
import { toFils } from '@/lib/money';
import type { AuthUser, CourierDeps } from '../../context';
import { codCollections, courierActions, courierRuns, deliveryProofs, runStops, shipments } from '../../db/schema';
import { isUniqueViolation } from '../../http';
import { movePickupIn } from '../operations/pickup-queue';
import { recordScansIn } from '../operations/scan-events';
import type { Tx } from '../shipments/types';
import type { FileStorage } from '../storage';
import { checkDeliveryCode, needsCode } from './delivery-codes';

export const NOT_ON_RUN_AWB = (awb: string) => `Airway bill ${awb} is not an open stop on your run.`;
export const NOT_ON_RUN_PICKUP = 'This pickup is not an open stop on your run.';
export const COLLECT_FIRST = (aed: string) => `Please collect the COD of AED ${aed} before delivering.`;
export const NOT_COD = (awb: string) => `Airway bill ${awb} has no cash on delivery to collect.`;
export const ALREADY_COLLECTED = (awb: string) => `The COD of airway bill ${awb} was already collected.`;
export const WRONG_AMOUNT = (typed: string, due: string) => `AED ${typed} is not the COD amount: please collect AED ${due}.`;
export const RUN_NOT_STARTED = 'Your run has not started yet: tap Start run first.';
export const RECORDED = {
  deliver: 'Delivered.',
  fail: 'Delivery attempt recorded.',
  collect: 'COD collected.',
  pickup_collected: 'Pickup collected.',
  pickup_failed: 'Pickup attempt recorded.',
} as const;

const aed = (fils: number) => (fils / 100).toFixed(2);

/** The action's time: the phone's, but never in the future (a phone's clock can run ahead). */
function actionTime(occurredAt: string | undefined, now: Date): Date {
  const at = occurredAt ? new Date(occurredAt) : now;
  return at > now ? now : at;
}

interface Outcome {
  ok: boolean;
  message: string;
}
const refused = (message: string): Outcome => ({ ok: false, message });

/** The caller's open delivery stop for an airway bill, locked with its shipment. */
async function openDeliveryStop(tx: Tx, courierId: string, awbNo: string) {
  const [row] = await tx
    .select({
      stopId: runStops.id,
      runStatus: courierRuns.status,
      shipmentId: shipments.id,
      accountId: shipments.accountId,
      status: shipments.status,
      codAmountFils: shipments.codAmountFils,
      declaredValueFils: shipments.declaredValueFils,
    })
    .from(runStops)
    .innerJoin(courierRuns, eq(courierRuns.id, runStops.runId))
    .innerJoin(shipments, eq(shipments.id, runStops.shipmentId))
    .where(and(eq(shipments.awbNo, awbNo), eq(runStops.outcome, 'pending'), eq(courierRuns.courierId, courierId)))
    .for('update', { of: [runStops] });
  return row;
}

async function storeProofFiles(files: FileStorage, shipmentId: string, clientId: string, a: CourierActionInput, at: Date) {
  const day = at.toISOString().slice(0, 10).replaceAll('-', '/');
  const base = `pod/${day}/${shipmentId}-${clientId}`;
  const decode = (dataUrl: string) => new Uint8Array(Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64'));
  const signatureKey = `${base}-signature.png`;
  await files.put(signatureKey, decode(a.Signature!), 'image/png');
  let photoKey: string | null = null;
  if (a.Photo) {
    photoKey = `${base}-photo.jpg`;
    await files.put(photoKey, decode(a.Photo), 'image/jpeg');
  }
  return { signatureKey, photoKey };
}

async function deliver(tx: Tx, deps: CourierDeps, courier: AuthUser, a: CourierActionInput, at: Date): Promise<Outcome> {
  const stop = await openDeliveryStop(tx, courier.id, a.AirWayBillNo!);
  if (!stop) return refused(NOT_ON_RUN_AWB(a.AirWayBillNo!));
  if (stop.runStatus !== 'started') return refused(RUN_NOT_STARTED);
  if (stop.codAmountFils > 0) {
    const [collected] = await tx.select({ id: codCollections.id }).from(codCollections).where(eq(codCollections.shipmentId, stop.shipmentId));
    if (!collected) return refused(COLLECT_FIRST(aed(stop.codAmountFils)));
  }
  const codeNeeded = needsCode(stop);
  if (codeNeeded) {
    const refusal = await checkDeliveryCode(tx, stop.shipmentId, a.DeliveryCode ?? '');
    if (refusal) return refusal;
  }
  const scan = await recordScansIn(tx, {
    awbNos: [a.AirWayBillNo!],
    code: 'DELIVERED',
    location: '',
    remarks: '',
    deliveredTo: a.RecipientName!,
    exceptionReason: null,
    occurredAt: at,
    now: deps.now(),
  });
  const result = scan.Results[0]!;
  if (!result.Ok) return refused(result.Message);
  const files = deps.files!;
  const { signatureKey, photoKey } = await storeProofFiles(files, stop.shipmentId, a.ClientId, a, at);
  await tx.insert(deliveryProofs).values({
    shipmentId: stop.shipmentId,
    courierId: courier.id,
    recipientName: a.RecipientName!,
    relationship: a.Relationship as (typeof deliveryProofs.$inferInsert)['relationship'],
    signatureKey,
    photoKey,
    latitude: a.Position?.Lat ?? null,
    longitude: a.Position?.Lng ?? null,
    accuracyM: a.Position ? Math.round(a.Position.Accuracy ?? 0) : null,
    codeVerified: codeNeeded,
    deliveredAt: at,
    createdAt: deps.now(),
  });
  await tx.update(runStops).set({ outcome: 'delivered', outcomeAt: at }).where(eq(runStops.id, stop.stopId));
  return { ok: true, message: RECORDED.deliver };
}

async function fail(tx: Tx, deps: CourierDeps, courier: AuthUser, a: CourierActionInput, at: Date): Promise<Outcome> {
  const stop = await openDeliveryStop(tx, courier.id, a.AirWayBillNo!);
  if (!stop) return refused(NOT_ON_RUN_AWB(a.AirWayBillNo!));
  if (stop.runStatus !== 'started') return refused(RUN_NOT_STARTED);
  const scan = await recordScansIn(tx, {
    awbNos: [a.AirWayBillNo!],
    code: 'DELIVERY_ATTEMPTED',
    location: '',
    remarks: '',
    deliveredTo: null,
    exceptionReason: a.Reason!,
    occurredAt: at,
    now: deps.now(),
  });
  const result = scan.Results[0]!;
  if (!result.Ok) return refused(result.Message);
  await tx.update(runStops).set({ outcome: 'failed', outcomeAt: at, note: a.Note || null }).where(eq(runStops.id, stop.stopId));
  return { ok: true, message: RECORDED.fail };
}

async function collect(tx: Tx, courier: AuthUser, a: CourierActionInput, at: Date): Promise<Outcome> {
  const stop = await openDeliveryStop(tx, courier.id, a.AirWayBillNo!);
  if (!stop) return refused(NOT_ON_RUN_AWB(a.AirWayBillNo!));
  if (stop.runStatus !== 'started') return refused(RUN_NOT_STARTED);
  if (stop.codAmountFils <= 0) return refused(NOT_COD(a.AirWayBillNo!));
  const amount = toFils(a.Amount!);
  if (amount !== stop.codAmountFils) return refused(WRONG_AMOUNT(aed(amount), aed(stop.codAmountFils)));
  const card = a.Method === 'card';
  const inserted = await tx
    .insert(codCollections)
    .values({
      shipmentId: stop.shipmentId,
      accountId: stop.accountId!,
      courierId: courier.id,
      amountFils: amount,
      method: card ? 'card' : 'cash',
      collectedAt: at,
      // A card payment never sits with the courier: it is handed over as it is taken.
      handedOverAt: card ? at : null,
    })
    .onConflictDoNothing()
    .returning({ id: codCollections.id });
  if (!inserted.length) return refused(ALREADY_COLLECTED(a.AirWayBillNo!));
  return { ok: true, message: RECORDED.collect };
}

async function pickup(tx: Tx, courier: AuthUser, a: CourierActionInput, at: Date): Promise<Outcome> {
  const [stop] = await tx
    .select({ stopId: runStops.id })
    .from(runStops)
    .innerJoin(courierRuns, eq(courierRuns.id, runStops.runId))
    .where(and(eq(runStops.pickupId, a.PickupId!), eq(runStops.outcome, 'pending'), eq(courierRuns.courierId, courier.id)))
    .for('update', { of: [runStops] });
  if (!stop) return refused(NOT_ON_RUN_PICKUP);
  const collected = a.Kind === 'pickup_collected';
  const moved = await movePickupIn(tx, collected ? { _id: a.PickupId!, Status: 'Collected' } : { _id: a.PickupId!, Status: 'Failed', Reason: a.Reason! }, at);
  if (!moved.ok) return refused('This pickup can no longer change.');
  await tx
    .update(runStops)
    .set({ outcome: collected ? 'collected' : 'failed', outcomeAt: at, note: a.Note || null })
    .where(eq(runStops.id, stop.stopId));
  return { ok: true, message: RECORDED[a.Kind as 'pickup_collected' | 'pickup_failed'] };
}

const targetOf = (a: CourierActionInput) => a.AirWayBillNo ?? a.PickupId ?? '';

/** Records one action once; a replay of its ClientId is answered from the first. */
export async function recordAction(deps: CourierDeps, courier: AuthUser, raw: unknown): Promise<CourierActionResult> {
  const clientId = typeof (raw as { ClientId?: unknown })?.ClientId === 'string' ? (raw as { ClientId: string }).ClientId : '';
  let a: CourierActionInput;
  try {
    a = await courierActionSchema.validate(raw, { abortEarly: true, stripUnknown: true });
  } catch (err) {
    if (err instanceof ValidationError) return { ClientId: clientId, Ok: false, Replayed: false, Message: err.errors[0] ?? 'This action is not valid.' };
    throw err;
  }
  const now = deps.now();
  const at = actionTime(a.OccurredAt, now);
  const stored = async (): Promise<CourierActionResult | null> => {
    const [row] = await deps.db
      .select({ ok: courierActions.ok, message: courierActions.message })
      .from(courierActions)
      .where(and(eq(courierActions.courierId, courier.id), eq(courierActions.clientId, a.ClientId)));
    return row ? { ClientId: a.ClientId, Ok: row.ok, Replayed: true, Message: row.message } : null;
  };
  const first = await stored();
  if (first) return first;
  try {
    const outcome = await deps.db.transaction(async (tx) => {
      // The claim: a second send of this ClientId waits here until this one commits, then fails on the key.
      await tx.insert(courierActions).values({
        courierId: courier.id,
        clientId: a.ClientId,
        kind: a.Kind!,
        target: targetOf(a),
        ok: false,
        message: '',
        occurredAt: at,
        receivedAt: now,
      });
      const out =
        a.Kind === 'deliver'
          ? await deliver(tx, deps, courier, a, at)
          : a.Kind === 'fail'
            ? await fail(tx, deps, courier, a, at)
            : a.Kind === 'collect'
              ? await collect(tx, courier, a, at)
              : await pickup(tx, courier, a, at);
      await tx
        .update(courierActions)
        .set({ ok: out.ok, message: out.message })
        .where(and(eq(courierActions.courierId, courier.id), eq(courierActions.clientId, a.ClientId)));
      return out;
    });
    return { ClientId: a.ClientId, Ok: outcome.ok, Replayed: false, Message: outcome.message };
  } catch (err) {
    if (isUniqueViolation(err)) {
      const again = await stored();
      if (again) return again;
    }
    throw err;
  }
}

/** The cash a courier holds: cash collections not yet handed over, in fils. */
export async function cashOnHand(deps: CourierDeps, courierId: string): Promise<number> {
  const [row] = await deps.db
    .select({ fils: sql<string>`coalesce(sum(${codCollections.amountFils}), 0)` })
    .from(codCollections)
    .where(and(eq(codCollections.courierId, courierId), sql`${codCollections.handedOverAt} is null`));
  return Number(row?.fils ?? 0);
}
