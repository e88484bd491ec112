// What an event carries: the shipment exactly as GET Shipment and the
// merchant API's v1/shipments/:awb answer it (services/shipments/detail.ts),
// but for many shipments in four statements, whatever their number: a scan
// of 500 airway bills builds 500 payloads in its own transaction without
// 2,000 round trips. webhooks.test.ts holds the two equal, field for field.
import { asc, inArray } from 'drizzle-orm';
import { fromFils, fromGrams } from '@/lib/money';
import type { Pickup } from '@/lib/schemas/pickup';
import type { ShipmentDetail, ShipmentParty } from '@/lib/schemas/shipment';
import type { Db } from '../../db/client';
import { shipmentPieces, shipments } from '../../db/schema';
import { loadPickup } from '../pickup-history';
import { selectShipments, shipmentJson } from '../shipments/list-item';
import { trackShipments } from '../tracking';

const partyJson = (name: string, company: string | null, phone: string | null, email: string | null, line1: string | null, line2: string | null, city: string, cityCode: string, country: string): ShipmentParty => ({
  Name: name,
  Company: company ?? '',
  Phone: phone ?? '',
  Email: email ?? '',
  AddressLine1: line1 ?? '',
  AddressLine2: line2 ?? '',
  City: city,
  CityCode: cityCode,
  Country: country,
});

/** The detail of each shipment, by shipment id (ids that do not exist are left out). */
export async function shipmentPayloads(db: Db, ids: string[]): Promise<Map<string, ShipmentDetail>> {
  const out = new Map<string, ShipmentDetail>();
  if (ids.length === 0) return out;
  const rows = await selectShipments(db).where(inArray(shipments.id, ids));
  if (rows.length === 0) return out;
  const found = rows.map((r) => r.id);
  const [more, pieces, tracked] = await Promise.all([
    db
      .select({
        id: shipments.id,
        sName: shipments.senderName, sCompany: shipments.senderCompany, sPhone: shipments.senderPhone, sEmail: shipments.senderEmail,
        sLine1: shipments.senderAddressLine1, sLine2: shipments.senderAddressLine2, sCity: shipments.originCity, sCityCode: shipments.originCityCode, sCountry: shipments.originCountry,
        rName: shipments.receiverName, rCompany: shipments.receiverCompany, rPhone: shipments.receiverPhone, rEmail: shipments.receiverEmail,
        rLine1: shipments.receiverAddressLine1, rLine2: shipments.receiverAddressLine2, rCity: shipments.destinationCity, rCityCode: shipments.destinationCityCode, rCountry: shipments.destinationCountry,
        contents: shipments.contents,
        declaredValueFils: shipments.declaredValueFils,
        specialInstructions: shipments.specialInstructions,
      })
      .from(shipments)
      .where(inArray(shipments.id, found)),
    db.select().from(shipmentPieces).where(inArray(shipmentPieces.shipmentId, found)).orderBy(asc(shipmentPieces.shipmentId), asc(shipmentPieces.pieceNo)),
    trackShipments(db, 'awb', rows.map((r) => r.awbNo), { accountId: null, showPrivate: () => true }),
  ]);
  const moreById = new Map(more.map((m) => [m.id, m]));
  const piecesById = new Map<string, ShipmentDetail['PieceDetails']>();
  for (const p of pieces) {
    const list = piecesById.get(p.shipmentId) ?? [];
    list.push({ PieceNo: p.pieceNo, Weight: fromGrams(p.weightGrams), Length: p.lengthCm, Width: p.widthCm, Height: p.heightCm });
    piecesById.set(p.shipmentId, list);
  }
  const logByAwb = new Map(tracked.filter((t) => t.Found).map((t) => [t.AirWayBillNo, t.TrackingLogDetails]));
  for (const row of rows) {
    const m = moreById.get(row.id)!;
    out.set(row.id, {
      ...shipmentJson(row),
      Sender: partyJson(m.sName, m.sCompany, m.sPhone, m.sEmail, m.sLine1, m.sLine2, m.sCity, m.sCityCode, m.sCountry),
      Receiver: partyJson(m.rName, m.rCompany, m.rPhone, m.rEmail, m.rLine1, m.rLine2, m.rCity, m.rCityCode, m.rCountry),
      Contents: m.contents ?? '',
      DeclaredValue: fromFils(m.declaredValueFils),
      SpecialInstructions: m.specialInstructions ?? '',
      PieceDetails: piecesById.get(row.id) ?? [],
      TrackingLogDetails: logByAwb.get(row.awbNo) ?? [],
    });
  }
  return out;
}

/** The pickup as SchedulePickup, CancelPickup and v1/pickups answer it. */
export function pickupPayload(db: Db, pickupId: string): Promise<Pickup | null> {
  return loadPickup(db, pickupId, null);
}
