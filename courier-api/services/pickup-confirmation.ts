// The PickupConfirmation object: what the thank-you page shows after a
// booking. Public by its unguessable id, so it carries no names, phones or
// street addresses, only the route, the service, the price and how to pay.
import { asc, eq } from 'drizzle-orm';
import { fromFils, fromGrams } from '@/lib/money';
import { transitTime } from '@/lib/schemas/service-types';
import type { Db } from '../db/client';
import { accounts, pickups, serviceTypes, shipments, type PickupStatus } from '../db/schema';

export const CASH_AT_PICKUP = 'Cash or card at pickup';

export interface PickupConfirmation {
  _id: string;
  BookingNo: string;
  AirWayBillNo: string;
  Status: PickupStatus;
  PickupDate: string;
  PickupWindowStart: string;
  PickupWindowEnd: string;
  PickupCity: string;
  DestinationCity: string;
  DestinationCountry: string;
  ServiceCode: string;
  ServiceName: string;
  TransitTime: string;
  Pieces: number;
  ChargeableKg: number;
  Charges: { Base: number; FuelSurcharge: number; CodFee: number; Vat: number; Total: number; Currency: 'AED' };
  PaymentMode: string;
}

/** The booking and the shipment created with it (the first under its booking number). */
export async function loadPickupConfirmation(db: Db, pickupId: string): Promise<PickupConfirmation | null> {
  const [row] = await db
    .select({
      id: pickups.id,
      bookingNo: pickups.bookingNo,
      status: pickups.status,
      pickupDate: pickups.pickupDate,
      windowStart: pickups.windowStart,
      windowEnd: pickups.windowEnd,
      pickupCity: pickups.city,
      accountNo: accounts.accountNo,
      awbNo: shipments.awbNo,
      destinationCity: shipments.destinationCity,
      destinationCountry: shipments.destinationCountry,
      serviceCode: shipments.serviceCode,
      serviceName: serviceTypes.name,
      transitDaysMin: serviceTypes.transitDaysMin,
      transitDaysMax: serviceTypes.transitDaysMax,
      pieces: shipments.pieces,
      chargeableGrams: shipments.chargeableGrams,
      weightGrams: shipments.weightGrams,
      baseFils: shipments.baseFils,
      fuelFils: shipments.fuelFils,
      codFeeFils: shipments.codFeeFils,
      vatFils: shipments.vatFils,
      totalFils: shipments.totalFils,
    })
    .from(pickups)
    .innerJoin(shipments, eq(shipments.bookingNo, pickups.bookingNo))
    .leftJoin(serviceTypes, eq(serviceTypes.id, shipments.serviceTypeId))
    .leftJoin(accounts, eq(accounts.id, pickups.accountId))
    .where(eq(pickups.id, pickupId))
    .orderBy(asc(shipments.createdAt), asc(shipments.awbNo))
    .limit(1);
  if (!row) return null;
  return {
    _id: row.id,
    BookingNo: row.bookingNo,
    AirWayBillNo: row.awbNo,
    Status: row.status,
    PickupDate: row.pickupDate,
    PickupWindowStart: row.windowStart,
    PickupWindowEnd: row.windowEnd,
    PickupCity: row.pickupCity,
    DestinationCity: row.destinationCity,
    DestinationCountry: row.destinationCountry,
    ServiceCode: row.serviceCode,
    ServiceName: row.serviceName ?? row.serviceCode,
    TransitTime: row.transitDaysMax === null ? '' : transitTime(row.transitDaysMin!, row.transitDaysMax),
    Pieces: row.pieces,
    ChargeableKg: fromGrams(row.chargeableGrams ?? row.weightGrams),
    Charges: {
      Base: fromFils(row.baseFils),
      FuelSurcharge: fromFils(row.fuelFils),
      CodFee: fromFils(row.codFeeFils),
      Vat: fromFils(row.vatFils),
      Total: fromFils(row.totalFils),
      Currency: 'AED',
    },
    // Account bookings are invoiced (postpaid) or taken from the prepaid balance; guests pay the courier.
    PaymentMode: row.accountNo ? `Billed to account ${row.accountNo}` : CASH_AT_PICKUP,
  };
}
