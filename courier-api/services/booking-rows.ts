// The rows one booking writes, built from the validated request and its price.
// Pure functions: the transaction in bookings.ts only inserts them.
import type { BookingInput } from '@/lib/schemas/booking';
import type { CreateAirwayBillInput } from '@/lib/schemas/shipment';
import { toFils, toGrams } from '@/lib/money';
import type { pickups, shipmentPieces, shipments, trackingEvents } from '../db/schema';
import type { BookingRoute } from './booking-request';
import type { ServiceQuote } from './pricing';
import { statusDef } from './status';

/** The first status of a booked shipment: progress 0, remark "Pickup requested". */
export const BOOKED_STATUS = 'PICKUP_REQUESTED';

/** Who the booking belongs to: a customer account and its user, or nobody (a guest). */
export interface BookingOwner {
  accountId: string | null;
  userId: string | null;
}

export interface BookingFacts {
  input: BookingInput;
  route: BookingRoute;
  owner: BookingOwner;
  bookingNo: string;
  at: Date;
}

/** Optional text is stored as null, not as ''. */
const orNull = (v: string | null | undefined) => (v ? v : null);

export const totalGrams = (input: Pick<BookingInput | CreateAirwayBillInput, 'Pieces'>) => input.Pieces.reduce((sum, p) => sum + toGrams(p.Weight), 0);

export function pickupRow(f: BookingFacts, key: string | null, hash: string): typeof pickups.$inferInsert {
  const { Sender: from } = f.input;
  return {
    bookingNo: f.bookingNo,
    accountId: f.owner.accountId,
    userId: f.owner.userId,
    contactName: from.Name,
    contactCompany: orNull(from.Company),
    contactPhone: from.Phone,
    contactEmail: orNull(from.Email),
    addressLine1: from.AddressLine1,
    addressLine2: orNull(from.AddressLine2),
    city: f.route.origin.name,
    cityCode: f.route.origin.code,
    country: f.route.origin.country,
    pickupDate: f.input.PickupDate,
    windowStart: f.input.PickupWindowStart,
    windowEnd: f.input.PickupWindowEnd,
    pieces: f.input.Pieces.length,
    weightGrams: totalGrams(f.input),
    remarks: orNull(f.input.SpecialInstructions),
    idempotencyKey: key,
    requestHash: hash,
    createdAt: f.at,
    updatedAt: f.at,
  };
}

export function shipmentRow(f: BookingFacts, awbNo: string, quote: ServiceQuote): typeof shipments.$inferInsert {
  const { input, route, owner } = f;
  const { Sender: from, Receiver: to } = input;
  return {
    awbNo,
    accountId: owner.accountId,
    createdByUserId: owner.userId,
    bookingNo: f.bookingNo,
    reference: orNull(input.Reference),
    serviceTypeId: quote.serviceType.id,
    serviceCode: quote.serviceType.code,
    originCity: route.origin.name,
    originCityCode: route.origin.code,
    originCountry: route.origin.country,
    destinationCity: route.destination.name,
    destinationCityCode: route.destination.code,
    destinationCountry: route.destination.country,
    status: BOOKED_STATUS,
    progress: 0,
    senderName: from.Name,
    senderCompany: orNull(from.Company),
    senderPhone: from.Phone,
    senderEmail: orNull(from.Email),
    senderAddressLine1: from.AddressLine1,
    senderAddressLine2: orNull(from.AddressLine2),
    receiverName: to.Name,
    receiverCompany: orNull(to.Company),
    receiverPhone: to.Phone,
    receiverEmail: orNull(to.Email),
    receiverAddressLine1: to.AddressLine1,
    receiverAddressLine2: orNull(to.AddressLine2),
    ...shipmentContents(input, quote),
    createdAt: f.at,
    updatedAt: f.at,
  };
}

type ShipmentContentsInput = Pick<BookingInput | CreateAirwayBillInput, 'Pieces' | 'Contents' | 'DeclaredValue' | 'CodAmount' | 'SpecialInstructions'>;

/** The columns of a new shipment that come from what is sent and its price (a booking's and an airway bill's alike). */
export function shipmentContents(input: ShipmentContentsInput, quote: ServiceQuote) {
  const { charges } = quote;
  return {
    pieces: input.Pieces.length,
    weightGrams: totalGrams(input),
    chargeableGrams: quote.chargeableGrams,
    contents: input.Contents,
    declaredValueFils: toFils(input.DeclaredValue),
    codAmountFils: toFils(input.CodAmount),
    specialInstructions: orNull(input.SpecialInstructions),
    baseFils: charges.baseFils,
    fuelFils: charges.fuelFils,
    codFeeFils: charges.codFeeFils,
    vatFils: charges.vatFils,
    totalFils: charges.totalFils,
  };
}

export function pieceRows(input: Pick<BookingInput, 'Pieces'>, shipmentId: string): (typeof shipmentPieces.$inferInsert)[] {
  return input.Pieces.map((p, i) => ({
    shipmentId,
    pieceNo: i + 1,
    weightGrams: toGrams(p.Weight),
    lengthCm: p.Length ?? null,
    widthCm: p.Width ?? null,
    heightCm: p.Height ?? null,
  }));
}

/** "Pickup requested" at the pickup city: what Trackbybooking shows straight away. */
export function firstEvent(f: BookingFacts, shipmentId: string): typeof trackingEvents.$inferInsert {
  const status = statusDef(BOOKED_STATUS);
  return {
    shipmentId,
    occurredAt: f.at,
    statusCode: status.code,
    progress: 0,
    location: f.route.origin.name,
    remarks: status.remarks,
  };
}
