// Proof of delivery as the shipper (and Ops) see it: who took the parcel,
// when, where, and the stored signature and photo. Public tracking never
// reads this: it shows only "Delivered to <name>".
import { and, eq } from 'drizzle-orm';
import type { DeliveryProof } from '@/lib/schemas/courier';
import type { Db } from '../../db/client';
import { codCollections, deliveryProofs, shipments, users } from '../../db/schema';
import { notFound } from '../../http';

export const NO_PROOF = (awb: string) => `Airway bill ${awb} has no proof of delivery.`;

/** The proof row for an airway bill in the reader's scope (one account, or every account for Ops). */
export async function loadProof(db: Db, awbNo: string, accountId: string | null) {
  const [row] = await db
    .select({
      p: deliveryProofs,
      courierName: users.fullName,
      awbNo: shipments.awbNo,
      reference: shipments.reference,
      senderName: shipments.senderName,
      receiverName: shipments.receiverName,
      destinationCity: shipments.destinationCity,
      destinationCountry: shipments.destinationCountry,
      codAmountFils: shipments.codAmountFils,
      codMethod: codCollections.method,
    })
    .from(deliveryProofs)
    .innerJoin(shipments, eq(shipments.id, deliveryProofs.shipmentId))
    .innerJoin(users, eq(users.id, deliveryProofs.courierId))
    .leftJoin(codCollections, eq(codCollections.shipmentId, deliveryProofs.shipmentId))
    .where(and(eq(shipments.awbNo, awbNo), accountId ? eq(shipments.accountId, accountId) : undefined));
  if (!row) throw notFound(NO_PROOF(awbNo));
  return row;
}

export type ProofRow = Awaited<ReturnType<typeof loadProof>>;

export function proofJson(row: ProofRow): DeliveryProof {
  const p = row.p;
  return {
    AirWayBillNo: row.awbNo,
    RecipientName: p.recipientName,
    Relationship: p.relationship,
    DeliveredAt: p.deliveredAt.toISOString(),
    CourierName: row.courierName,
    Position: p.latitude !== null && p.longitude !== null ? { Lat: p.latitude, Lng: p.longitude, Accuracy: p.accuracyM } : null,
    CodeVerified: p.codeVerified,
    HasSignature: true,
    HasPhoto: p.photoKey !== null,
  };
}
