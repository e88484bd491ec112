// Pickup bookings (asaGuestSchedulePickup): one transaction prices the
// shipment and writes the pickup, the shipment, its pieces and its first
// tracking event, so Trackbybooking finds the booking at once.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { BookingInput } from '@/lib/schemas/booking';
import { toFils } from '@/lib/money';
import type { Db } from '../db/client';
import { pickups, shipmentPieces, shipments, trackingEvents } from '../db/schema';
import { isUniqueViolation } from '../http';
import { generateAwb, generateBookingNo } from './awb';
import type { BookingRoute } from './booking-request';
import { firstEvent, pickupRow, pieceRows, shipmentRow, type BookingOwner } from './booking-rows';
import { quoteService, toQuotePieces } from './pricing';
import { recordEvents } from './webhooks/events';

export type { BookingOwner } from './booking-rows';
export const GUEST: BookingOwner = { accountId: null, userId: null };

/** Fresh booking and airway bill numbers tried before a unique clash is given up on. */
const NUMBER_ATTEMPTS = 5;

export interface StoredBooking {
  id: string;
  requestHash: string | null;
  createdAt: Date;
}

/** The booking made earlier with this key, in the unique index's scope (the account, or all guests). */
export async function findByIdempotencyKey(db: Db, accountId: string | null, key: string): Promise<StoredBooking | undefined> {
  const [row] = await db
    .select({ id: pickups.id, requestHash: pickups.requestHash, createdAt: pickups.createdAt })
    .from(pickups)
    .where(and(eq(pickups.idempotencyKey, key), accountId ? eq(pickups.accountId, accountId) : isNull(pickups.accountId)))
    .limit(1);
  return row;
}

export interface PlaceOptions {
  owner: BookingOwner;
  key: string | null;
  hash: string;
  now: Date;
  /** Runs once the booking is priced (so valid), before anything is written: the guest rate limit. */
  beforeWrite?: () => Promise<void>;
  /** Number generators (tests force clashes with them). */
  numbers?: { bookingNo?: () => string; awb?: () => string };
}

export type PlaceOutcome = { created: true; id: string } | { created: false; existing: StoredBooking };

/**
 * Writes the booking. A unique clash is either the same Idempotency-Key
 * racing in (the caller answers with the stored booking) or, very rarely, a
 * booking or airway bill number already taken (try again with new numbers).
 */
export function placeBooking(db: Db, input: BookingInput, route: BookingRoute, opts: PlaceOptions): Promise<PlaceOutcome> {
  return placeWithRetry(db, opts.owner.accountId, opts.key, () => insertBooking(db, input, route, opts));
}

/**
 * Runs a transaction that writes a pickup (returning its id) under the rules
 * above; shared with the portal's SchedulePickup (services/pickups.ts).
 */
export async function placeWithRetry(db: Db, accountId: string | null, key: string | null, insert: () => Promise<string>): Promise<PlaceOutcome> {
  for (let attempt = 1; ; attempt++) {
    try {
      return { created: true, id: await insert() };
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      const existing = key ? await findByIdempotencyKey(db, accountId, key) : undefined;
      if (existing) return { created: false, existing };
      if (attempt >= NUMBER_ATTEMPTS) throw err;
    }
  }
}

/**
 * A booking number no shipment carries yet: shipments keep booking numbers
 * of pickups made before the pickups table (the demo data has some), and
 * Trackbybooking must not mix them with a new booking. Races between two new
 * bookings are caught by the unique index on pickups.booking_no.
 */
export async function unusedBookingNo(db: Db, generate: () => string): Promise<string> {
  let candidate = generate();
  for (let i = 1; i < NUMBER_ATTEMPTS; i++) {
    const used = await db.execute(sql`select 1 from shipments where booking_no = ${candidate} limit 1`);
    if (!(used as unknown as { rows: unknown[] }).rows.length) break;
    candidate = generate();
  }
  return candidate;
}

function insertBooking(db: Db, input: BookingInput, route: BookingRoute, opts: PlaceOptions): Promise<string> {
  return db.transaction(async (tx) => {
    // Priced inside the transaction: the stored charges are the rate card's at this moment.
    const quote = await quoteService(tx as unknown as Db, input.ServiceTypeId, {
      originCityCode: route.origin.code,
      destinationCountry: route.destination.country,
      destinationCityCode: route.destination.code,
      pieces: toQuotePieces(input.Pieces),
      codAmountFils: toFils(input.CodAmount),
    });
    await opts.beforeWrite?.();
    const bookingNo = await unusedBookingNo(tx as unknown as Db, opts.numbers?.bookingNo ?? generateBookingNo);
    const facts = { input, route, owner: opts.owner, bookingNo, at: opts.now };
    // The pickup first: a racing retry with the same key stops here, before any other write.
    const [pickup] = await tx.insert(pickups).values(pickupRow(facts, opts.key, opts.hash)).returning({ id: pickups.id });
    const [shipment] = await tx
      .insert(shipments)
      .values(shipmentRow(facts, (opts.numbers?.awb ?? generateAwb)(), quote))
      .returning({ id: shipments.id });
    await tx.insert(shipmentPieces).values(pieceRows(input, shipment!.id));
    await tx.insert(trackingEvents).values(firstEvent(facts, shipment!.id));
    // Webhooks (a signed-in customer's booking; a guest's has no account to tell): in this transaction.
    const accountId = opts.owner.accountId;
    await recordEvents(
      tx,
      [
        { type: 'shipment.created', shipmentId: shipment!.id, accountId },
        { type: 'pickup.status_changed', pickupId: pickup!.id, accountId },
      ],
      opts.now,
    );
    return pickup!.id;
  });
}
