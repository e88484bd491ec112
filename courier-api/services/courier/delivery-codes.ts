// One-time delivery codes (docs/api/courier-day.md): made when a COD or
// high-value shipment goes out for delivery; the receiver reads it out at the
// door and the server checks what the courier typed. Five wrong codes lock it.
import { randomInt } from 'node:crypto';
import { and, eq, gt, inArray, or, sql } from 'drizzle-orm';
import { HIGH_VALUE_FILS } from '@/lib/schemas/courier';
import { deliveryCodes, shipments } from '../../db/schema';
import type { Tx } from '../shipments/types';

export const MAX_CODE_ATTEMPTS = 5;
export const CODE_MISSING = 'This parcel needs the delivery code the receiver was sent. Please ask the receiver for it.';
export const CODE_WRONG = (left: number) => `The delivery code is not right. ${left} ${left === 1 ? 'try' : 'tries'} left.`;
export const CODE_LOCKED = 'Too many wrong delivery codes: this delivery is locked. Please call Ops.';

/** Whether a shipment needs a delivery code: it is COD or worth AED 1,000 or more. */
export const needsCode = (s: { codAmountFils: number; declaredValueFils: number }) => s.codAmountFils > 0 || s.declaredValueFils >= HIGH_VALUE_FILS;

/** Makes a code for each COD or high-value shipment among these that has none. */
export async function issueDeliveryCodes(tx: Tx, shipmentIds: string[], now: Date): Promise<void> {
  if (!shipmentIds.length) return;
  const due = await tx
    .select({ id: shipments.id })
    .from(shipments)
    .where(and(inArray(shipments.id, shipmentIds), or(gt(shipments.codAmountFils, 0), sql`${shipments.declaredValueFils} >= ${HIGH_VALUE_FILS}`)));
  if (!due.length) return;
  await tx
    .insert(deliveryCodes)
    .values(due.map((s) => ({ shipmentId: s.id, code: String(randomInt(0, 1_000_000)).padStart(6, '0'), createdAt: now })))
    .onConflictDoNothing();
}

/** The delivery refused, as the courier app's action answers it (actions.ts). */
export interface CodeRefusal {
  ok: false;
  message: string;
}
const refusal = (message: string): CodeRefusal => ({ ok: false, message });

/** Checks a typed code (under the shipment's lock); a wrong one counts. The refusal, or null when it is right. */
export async function checkDeliveryCode(tx: Tx, shipmentId: string, typed: string): Promise<CodeRefusal | null> {
  const [row] = await tx.select().from(deliveryCodes).where(eq(deliveryCodes.shipmentId, shipmentId)).for('update');
  if (!row) return null; // made before codes existed: nothing to check against
  if (row.failedAttempts >= MAX_CODE_ATTEMPTS) return refusal(CODE_LOCKED);
  if (!typed) return refusal(CODE_MISSING);
  if (typed === row.code) return null;
  const failed = row.failedAttempts + 1;
  await tx.update(deliveryCodes).set({ failedAttempts: failed }).where(eq(deliveryCodes.shipmentId, shipmentId));
  return refusal(failed >= MAX_CODE_ATTEMPTS ? CODE_LOCKED : CODE_WRONG(MAX_CODE_ATTEMPTS - failed));
}
