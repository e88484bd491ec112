// Creates an airway bill inside a transaction the caller owns: the route's
// single CreateAirwayBill and the batch upload's many rows (all or nothing)
// both go through createShipmentInTx. It prices the shipment with the rate
// card of this moment, writes the shipment, its pieces and its first tracking
// event, saves a typed receiver when asked, and debits a prepaid account.
import { toFils } from '@/lib/money';
import type { CreateAirwayBillInput } from '@/lib/schemas/shipment';
import { shipmentPieces, shipments, trackingEvents } from '../../db/schema';
import { generateAwb } from '../awb';
import { pieceRows, shipmentContents } from '../booking-rows';
import { quoteService, toQuotePieces, type QuoteRequest, type ServiceQuote } from '../pricing';
import { statusDef } from '../status';
import { recordEvents } from '../webhooks/events';
import { debitPrepaid } from './debit';
import { resolveParties, saveReceiver, type Party } from './parties';
import type { ShipmentOwner, Tx } from './types';

/** The first status of an airway bill: progress 0, "Shipment information received". */
export const CREATED_STATUS = 'CREATED';
/** Fresh numbers tried when a generated AWB is already taken (1 in 10^10 per try). */
const AWB_ATTEMPTS = 5;

export interface ShipmentContext extends ShipmentOwner {
  now: Date;
  /** The batch upload this shipment belongs to. */
  batchId?: string | null;
  /** CreateAirwayBill's Idempotency-Key and the request's fingerprint (a racing retry stops at the insert). */
  idempotencyKey?: string | null;
  requestHash?: string | null;
  /** AWB generator (tests force clashes with it). */
  newAwb?: () => string;
}

export interface CreatedShipment {
  id: string;
  awbNo: string;
  totalFils: number;
  /** The prepaid balance after the debit; null for postpaid accounts. */
  balanceAfterFils: number | null;
}

const orNull = (v: string | null | undefined) => (v ? v : null);

/** What quoteService prices for this airway bill. */
export function quoteRequestFor(input: CreateAirwayBillInput, from: Party, to: Party): QuoteRequest {
  return {
    originCityCode: from.city.code,
    destinationCountry: to.city.country,
    destinationCityCode: to.city.code,
    pieces: toQuotePieces(input.Pieces),
    codAmountFils: toFils(input.CodAmount),
  };
}

/** The shipment row, without its AWB number (given at insert). */
export function shipmentValues(ctx: ShipmentContext, input: CreateAirwayBillInput, from: Party, to: Party, quote: ServiceQuote): typeof shipments.$inferInsert {
  return {
    accountId: ctx.accountId,
    createdByUserId: ctx.userId,
    batchId: ctx.batchId ?? null,
    idempotencyKey: ctx.idempotencyKey ?? null,
    requestHash: ctx.requestHash ?? null,
    awbNo: '',
    reference: orNull(input.Reference),
    serviceTypeId: quote.serviceType.id,
    serviceCode: quote.serviceType.code,
    originCity: from.city.name,
    originCityCode: from.city.code,
    originCountry: from.city.country,
    destinationCity: to.city.name,
    destinationCityCode: to.city.code,
    destinationCountry: to.city.country,
    status: CREATED_STATUS,
    progress: 0,
    senderName: from.name,
    senderCompany: from.company,
    senderPhone: from.phone,
    senderEmail: from.email,
    senderAddressLine1: from.line1,
    senderAddressLine2: from.line2,
    receiverName: to.name,
    receiverCompany: to.company,
    receiverPhone: to.phone,
    receiverEmail: to.email,
    receiverAddressLine1: to.line1,
    receiverAddressLine2: to.line2,
    doNotNotify: input.DoNotNotify,
    ...shipmentContents(input, quote),
    createdAt: ctx.now,
    updatedAt: ctx.now,
  };
}

/** The first tracking event of a new airway bill: "Shipment information received" at the sender's city. */
export function createdEvent(shipmentId: string, at: Date, location: string): typeof trackingEvents.$inferInsert {
  const status = statusDef(CREATED_STATUS);
  return { shipmentId, occurredAt: at, statusCode: status.code, progress: 0, location, remarks: status.remarks };
}

/**
 * Inserts with a new AWB until one is free. ON CONFLICT on the AWB alone keeps
 * the transaction usable (a batch must not lose its earlier rows to a clash),
 * while an Idempotency-Key clash still raises for the caller to answer.
 */
async function insertShipment(tx: Tx, values: typeof shipments.$inferInsert, newAwb: () => string) {
  for (let attempt = 1; attempt <= AWB_ATTEMPTS; attempt++) {
    const awbNo = newAwb();
    const [row] = await tx
      .insert(shipments)
      .values({ ...values, awbNo })
      .onConflictDoNothing({ target: shipments.awbNo })
      .returning({ id: shipments.id });
    if (row) return { id: row.id, awbNo };
  }
  throw new Error(`No free airway bill number after ${AWB_ATTEMPTS} tries`);
}

/**
 * Writes one airway bill in `tx`. Throws ApiError (400 with field errors named
 * as in the request, 422 service not available, InsufficientBalanceError) and
 * writes nothing the caller's rollback would not undo. Validate `input` with
 * createAirwayBillSchema first.
 */
export async function createShipmentInTx(tx: Tx, ctx: ShipmentContext, input: CreateAirwayBillInput): Promise<CreatedShipment> {
  const { sender, receiver } = await resolveParties(tx, ctx.accountId, input);
  // Priced inside the transaction: the stored charges are the rate card's at this moment.
  const quote = await quoteService(tx, input.ServiceTypeId, quoteRequestFor(input, sender, receiver));
  // The shipment first: a racing retry with the same Idempotency-Key stops here, before any other write.
  const { id, awbNo } = await insertShipment(tx, shipmentValues(ctx, input, sender, receiver, quote), ctx.newAwb ?? generateAwb);
  await tx.insert(shipmentPieces).values(pieceRows(input, id));
  await tx.insert(trackingEvents).values(createdEvent(id, ctx.now, sender.city.name));
  if (input.SaveReceiver && !input.ReceiverAddressId) await saveReceiver(tx, ctx.accountId, ctx.userId, receiver, ctx.now);
  const totalFils = quote.charges.totalFils;
  // Postpaid accounts are billed on their monthly invoice (issue 6): nothing moves now.
  const balanceAfterFils =
    ctx.paymentType === 'PP' && totalFils > 0
      ? await debitPrepaid(tx, { accountId: ctx.accountId, userId: ctx.userId, shipmentId: id, awbNo, amountFils: totalFils, now: ctx.now })
      : null;
  // Webhooks: shipment.created, in this transaction (services/webhooks/events.ts).
  await recordEvents(tx, [{ type: 'shipment.created', shipmentId: id, accountId: ctx.accountId }], ctx.now);
  return { id, awbNo, totalFils, balanceAfterFils };
}
