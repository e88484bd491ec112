// CreateAirwayBill's own transaction around createShipmentInTx, and its
// Idempotency-Key: the same key again finds the first shipment (the route
// answers 200 with it, or 409 when the body differs), even when the retry
// races the first request (the unique index stops the second insert).
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { CreateAirwayBillInput } from '@/lib/schemas/shipment';
import type { Db } from '../../db/client';
import { shipments } from '../../db/schema';
import { isUniqueViolation } from '../../http';
import { canonical } from '../booking-request';
import { createShipmentInTx, type CreatedShipment, type ShipmentContext } from './create';

export interface StoredShipment {
  id: string;
  awbNo: string;
  requestHash: string | null;
}

/** sha256 of the validated body with sorted keys: trimming, case and key order do not matter. */
export function airwayBillHash(input: CreateAirwayBillInput): string {
  return createHash('sha256').update(canonical(input)).digest('hex');
}

/** The shipment created earlier with this key on this account. */
export async function findByIdempotencyKey(db: Db, accountId: string, key: string): Promise<StoredShipment | undefined> {
  const [row] = await db
    .select({ id: shipments.id, awbNo: shipments.awbNo, requestHash: shipments.requestHash })
    .from(shipments)
    .where(and(eq(shipments.accountId, accountId), eq(shipments.idempotencyKey, key)))
    .limit(1);
  return row;
}

export type PlaceOutcome = { created: true; shipment: CreatedShipment } | { created: false; existing: StoredShipment };

export async function placeAirwayBill(db: Db, ctx: ShipmentContext, input: CreateAirwayBillInput): Promise<PlaceOutcome> {
  try {
    const shipment = await db.transaction((tx) => createShipmentInTx(tx, ctx, input));
    return { created: true, shipment };
  } catch (err) {
    // Only a racing request with the same key can clash here (AWB clashes are retried inside).
    const existing = isUniqueViolation(err) && ctx.idempotencyKey ? await findByIdempotencyKey(db, ctx.accountId, ctx.idempotencyKey) : undefined;
    if (existing) return { created: false, existing };
    throw err;
  }
}
