// GET Shipment: the list item plus both addresses, the goods, the pieces with
// their dimensions and the tracking log in the Tracking call's own format.
// Scoped like the list: another account's AWB is simply not found. One
// builder for one shipment or many: webhook events carry the same detail for
// every airway bill of a scan, built in four statements whatever their number.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { fromFils, fromGrams } from '@/lib/money';
import type { ShipmentDetail, ShipmentParty } from '@/lib/schemas/shipment';
import type { Db } from '../../db/client';
import { shipmentPieces, shipments } from '../../db/schema';
import { choicesOf } from '../notifications/delivery-choices';
import { logEvents, trackShipments } from '../tracking';
import { scopeCondition, selectShipments, shipmentJson, type ListRow } from './list-item';
import type { ShipmentScope } from './types';

const partyColumns = (p: 'sender' | 'receiver') =>
  p === 'sender'
    ? { name: shipments.senderName, company: shipments.senderCompany, phone: shipments.senderPhone, email: shipments.senderEmail, line1: shipments.senderAddressLine1, line2: shipments.senderAddressLine2, city: shipments.originCity, cityCode: shipments.originCityCode, country: shipments.originCountry }
    : { name: shipments.receiverName, company: shipments.receiverCompany, phone: shipments.receiverPhone, email: shipments.receiverEmail, line1: shipments.receiverAddressLine1, line2: shipments.receiverAddressLine2, city: shipments.destinationCity, cityCode: shipments.destinationCityCode, country: shipments.destinationCountry };

type PartyRow = { name: string; company: string | null; phone: string | null; email: string | null; line1: string | null; line2: string | null; city: string; cityCode: string; country: string };

const partyJson = (p: PartyRow): ShipmentParty => ({
  Name: p.name,
  Company: p.company ?? '',
  Phone: p.phone ?? '',
  Email: p.email ?? '',
  AddressLine1: p.line1 ?? '',
  AddressLine2: p.line2 ?? '',
  City: p.city,
  CityCode: p.cityCode,
  Country: p.country,
});

/** The detail of each listed shipment, by shipment id. */
async function detailsOf(db: Db, rows: ListRow[]): Promise<Map<string, ShipmentDetail>> {
  const out = new Map<string, ShipmentDetail>();
  if (rows.length === 0) return out;
  const ids = rows.map((r) => r.id);
  const [more, pieces, tracked] = await Promise.all([
    db
      .select({
        id: shipments.id,
        sender: partyColumns('sender'),
        receiver: partyColumns('receiver'),
        contents: shipments.contents,
        declaredValueFils: shipments.declaredValueFils,
        specialInstructions: shipments.specialInstructions,
        deliveryDate: shipments.deliveryDate,
        instructions: shipments.receiverInstructions,
        leaveWith: shipments.leaveWith,
        doNotNotify: shipments.doNotNotify,
      })
      .from(shipments)
      .where(inArray(shipments.id, ids)),
    db.select().from(shipmentPieces).where(inArray(shipmentPieces.shipmentId, ids)).orderBy(asc(shipmentPieces.shipmentId), asc(shipmentPieces.pieceNo)),
    // The reader may see these shipments: their logs in full, exactly as Tracking shows them.
    trackShipments(db, 'awb', rows.map((r) => r.awbNo), { accountId: null, showPrivate: () => true }),
  ]);
  const moreById = new Map(more.map((m) => [m.id, m]));
  // The receiver's choices (issue 16): what holds now and each choice, one more statement.
  const choices = await choicesOf(db, more);
  const piecesById = new Map<string, ShipmentDetail['PieceDetails']>();
  for (const p of pieces) {
    const list = piecesById.get(p.shipmentId) ?? [];
    list.push({ PieceNo: p.pieceNo, Weight: fromGrams(p.weightGrams), Length: p.lengthCm, Width: p.widthCm, Height: p.heightCm });
    piecesById.set(p.shipmentId, list);
  }
  const logByAwb = new Map(tracked.filter((t) => t.Found).map((t) => [t.AirWayBillNo, logEvents(t.TrackingLogDetails)]));
  for (const row of rows) {
    const m = moreById.get(row.id)!;
    out.set(row.id, {
      ...shipmentJson(row),
      Sender: partyJson(m.sender),
      Receiver: partyJson(m.receiver),
      Contents: m.contents ?? '',
      DeclaredValue: fromFils(m.declaredValueFils),
      SpecialInstructions: m.specialInstructions ?? '',
      DoNotNotify: m.doNotNotify,
      // Older shipments (the demo seed) have no piece rows: the count is all there is.
      PieceDetails: piecesById.get(row.id) ?? [],
      ReceiverChoices: choices.get(row.id)!,
      TrackingLogDetails: logByAwb.get(row.awbNo) ?? [],
    });
  }
  return out;
}

export async function getShipmentDetail(db: Db, scope: ShipmentScope, awbNo: string): Promise<ShipmentDetail | null> {
  const [row] = await selectShipments(db).where(and(eq(shipments.awbNo, awbNo), scopeCondition(scope))).limit(1);
  if (!row) return null;
  return (await detailsOf(db, [row])).get(row.id)!;
}

/** The detail of many shipments by id, unscoped (the caller knows whose they are); ids that do not exist are left out. */
export async function shipmentDetailsById(db: Db, ids: string[]): Promise<Map<string, ShipmentDetail>> {
  if (ids.length === 0) return new Map();
  return detailsOf(db, await selectShipments(db).where(inArray(shipments.id, ids)));
}
