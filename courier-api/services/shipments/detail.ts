// GET Shipment: the list item plus both addresses, the goods, the pieces with
// their dimensions and the tracking log in the Tracking call's own format.
// Scoped like the list: another account's AWB is simply not found.
import { and, asc, eq } from 'drizzle-orm';
import { fromFils, fromGrams } from '@/lib/money';
import type { ShipmentDetail, ShipmentParty } from '@/lib/schemas/shipment';
import type { Db } from '../../db/client';
import { shipmentPieces, shipments } from '../../db/schema';
import { trackShipments } from '../tracking';
import { scopeCondition, selectShipments, shipmentJson } from './list-item';
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

export async function getShipmentDetail(db: Db, scope: ShipmentScope, awbNo: string): Promise<ShipmentDetail | null> {
  const [row] = await selectShipments(db).where(and(eq(shipments.awbNo, awbNo), scopeCondition(scope))).limit(1);
  if (!row) return null;
  const [[more], pieces, [tracked]] = await Promise.all([
    db
      .select({
        sender: partyColumns('sender'),
        receiver: partyColumns('receiver'),
        contents: shipments.contents,
        declaredValueFils: shipments.declaredValueFils,
        specialInstructions: shipments.specialInstructions,
      })
      .from(shipments)
      .where(eq(shipments.id, row.id)),
    db.select().from(shipmentPieces).where(eq(shipmentPieces.shipmentId, row.id)).orderBy(asc(shipmentPieces.pieceNo)),
    // The reader may see this shipment: its log in full, exactly as Tracking shows it.
    trackShipments(db, 'awb', [awbNo], { accountId: null, showPrivate: () => true }),
  ]);
  return {
    ...shipmentJson(row),
    Sender: partyJson(more!.sender),
    Receiver: partyJson(more!.receiver),
    Contents: more!.contents ?? '',
    DeclaredValue: fromFils(more!.declaredValueFils),
    SpecialInstructions: more!.specialInstructions ?? '',
    // Older shipments (the demo seed) have no piece rows: the count is all there is.
    PieceDetails: pieces.map((p) => ({ PieceNo: p.pieceNo, Weight: fromGrams(p.weightGrams), Length: p.lengthCm, Width: p.widthCm, Height: p.heightCm })),
    TrackingLogDetails: tracked?.TrackingLogDetails ?? [],
  };
}
