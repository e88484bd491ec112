// Reads what an airway bill prints: the shipment, its pieces and its service
// name, scoped to the caller's account (null = Admin, every account). Older
// rows (the demo seed) have no piece rows and few address fields: pieces then
// come from shipments.pieces and the label prints what exists.
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { batches, shipmentPieces, shipments, serviceTypes } from '../../db/schema';
import { countryName } from '../../data/countries';

export interface LabelParty {
  name: string;
  company: string | null;
  phone: string | null;
  lines: string[];
  city: string;
  cityCode: string;
  country: string;
}

export interface LabelPiece {
  no: number;
  /** Null when the shipment has no piece rows: only its total weight is known. */
  weightGrams: number | null;
  dimensions: string | null;
}

export interface LabelShipment {
  awbNo: string;
  reference: string | null;
  bookingNo: string | null;
  createdAt: Date;
  serviceCode: string;
  serviceName: string | null;
  sender: LabelParty;
  receiver: LabelParty;
  contents: string | null;
  specialInstructions: string | null;
  codFils: number;
  /** Chargeable weight, or the actual weight when it was never priced. */
  weightGrams: number;
  pieces: LabelPiece[];
}

type Row = typeof shipments.$inferSelect & { serviceName: string | null };

const party = (p: { name: string; company: string | null; phone: string | null; line1: string | null; line2: string | null; city: string; cityCode: string; country: string }): LabelParty => ({
  name: p.name,
  company: p.company,
  phone: p.phone,
  lines: [p.line1, p.line2].filter((l): l is string => Boolean(l)),
  city: p.city,
  cityCode: p.cityCode,
  country: countryName(p.country) ?? p.country,
});

async function selectShipments(db: Db, where: SQL | undefined): Promise<Row[]> {
  // The service booked (by id), or for rows older than service types the one with the same code.
  const byId = alias(serviceTypes, 'st_by_id');
  const byCode = alias(serviceTypes, 'st_by_code');
  return db
    .select({ shipment: shipments, serviceName: sql<string | null>`coalesce(${byId.name}, ${byCode.name})` })
    .from(shipments)
    .leftJoin(byId, eq(byId.id, shipments.serviceTypeId))
    .leftJoin(byCode, sql`upper(${byCode.code}) = upper(${shipments.serviceCode})`)
    .where(where)
    .orderBy(asc(shipments.createdAt), asc(shipments.awbNo))
    .then((rows) => rows.map((r) => ({ ...r.shipment, serviceName: r.serviceName })));
}

async function withPieces(db: Db, rows: Row[]): Promise<LabelShipment[]> {
  const ids = rows.map((r) => r.id);
  const pieceRows = ids.length
    ? await db.select().from(shipmentPieces).where(inArray(shipmentPieces.shipmentId, ids)).orderBy(asc(shipmentPieces.pieceNo))
    : [];
  const byShipment = new Map<string, typeof pieceRows>();
  for (const p of pieceRows) {
    const own = byShipment.get(p.shipmentId);
    if (own) own.push(p);
    else byShipment.set(p.shipmentId, [p]);
  }
  return rows.map((r) => {
    const own = byShipment.get(r.id) ?? [];
    const pieces: LabelPiece[] = own.length
      ? own.map((p) => ({
          no: p.pieceNo,
          weightGrams: p.weightGrams,
          dimensions: p.lengthCm && p.widthCm && p.heightCm ? `${p.lengthCm}×${p.widthCm}×${p.heightCm} cm` : null,
        }))
      : Array.from({ length: Math.max(1, r.pieces) }, (_, i) => ({ no: i + 1, weightGrams: null, dimensions: null }));
    return {
      awbNo: r.awbNo,
      reference: r.reference,
      bookingNo: r.bookingNo,
      createdAt: r.createdAt,
      serviceCode: r.serviceCode,
      serviceName: r.serviceName,
      sender: party({ name: r.senderName, company: r.senderCompany, phone: r.senderPhone, line1: r.senderAddressLine1, line2: r.senderAddressLine2, city: r.originCity, cityCode: r.originCityCode, country: r.originCountry }),
      receiver: party({ name: r.receiverName, company: r.receiverCompany, phone: r.receiverPhone, line1: r.receiverAddressLine1, line2: r.receiverAddressLine2, city: r.destinationCity, cityCode: r.destinationCityCode, country: r.destinationCountry }),
      contents: r.contents,
      specialInstructions: r.specialInstructions,
      codFils: r.codAmountFils,
      weightGrams: r.chargeableGrams ?? r.weightGrams,
      pieces,
    };
  });
}

const scoped = (accountId: string | null, where: SQL) => (accountId ? and(where, eq(shipments.accountId, accountId)) : where);

/**
 * The caller's shipments with these numbers, in the order asked, and the
 * numbers not found (unknown, or another account's: the caller cannot tell).
 */
export async function loadByAwb(db: Db, awbNos: string[], accountId: string | null) {
  const rows = await selectShipments(db, scoped(accountId, inArray(shipments.awbNo, awbNos)));
  const found = new Map((await withPieces(db, rows)).map((s) => [s.awbNo, s]));
  return {
    shipments: awbNos.flatMap((n) => found.get(n) ?? []),
    missing: awbNos.filter((n) => !found.has(n)),
  };
}

/** The shipments of the caller's batch, or null when the batch is unknown or another account's. */
export async function loadByBatch(db: Db, batchNo: string, accountId: string | null): Promise<LabelShipment[] | null> {
  const [batch] = await db
    .select({ id: batches.id })
    .from(batches)
    .where(accountId ? and(eq(batches.batchNo, batchNo), eq(batches.accountId, accountId)) : eq(batches.batchNo, batchNo))
    .limit(1);
  if (!batch) return null;
  return withPieces(db, await selectShipments(db, scoped(accountId, eq(shipments.batchId, batch.id))));
}
