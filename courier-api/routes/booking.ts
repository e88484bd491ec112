// asaGuestSchedulePickup (book a pickup and its shipment) and
// PickupConfirmation (the thank-you page's data). Both public: a signed-in
// customer's booking lands on their account, a guest's on none.
import type { AnySchema, InferType } from 'yup';
import { createBookingSchema } from '@/lib/schemas/booking';
import { idQuery } from '@/lib/schemas/service-types';
import { clientIp, type AuthUser, type Ctx } from '../context';
import { answerReplay, ApiError, badRequest, forbidden, notFound, ok, readBody, readQuery, tooManyRequests, validate, type ReplayText } from '../http';
import type { Router } from '../router';
import { bookingHash, resolveRoute } from '../services/booking-request';
import { findByIdempotencyKey, GUEST, placeBooking, type BookingOwner, type StoredBooking } from '../services/bookings';
import { loadPickupConfirmation } from '../services/pickup-confirmation';

export const BOOKING_WINDOW_SECONDS = 60 * 60;
/** New bookings one guest IP address may make in the window. */
export const BOOKINGS_PER_GUEST_IP = 10;

const KEY_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;
export const BOOKED = 'Your pickup is booked.';
export const REPLAYED = 'This booking was already made. Here it is again.';
export const KEY_REUSED =
  'This booking form was already used for a different booking. Please reload the page to book another pickup.';

/**
 * A signed-in customer's booking is stored against their account (issue 4:
 * the customers who reach /Bookshipment are exactly those without the
 * Pickup_Request screen, so that permission does not decide it). A user with
 * no account (the Admin) books as a guest.
 */
function ownerOf(user: AuthUser | null): BookingOwner {
  if (!user) return GUEST;
  // A first-login password is a half-open session: it may not act for the account yet.
  if (user.mustChangePassword) throw forbidden('Please change your password before continuing.');
  if (user.account) return { accountId: user.account.id, userId: user.id };
  return GUEST;
}

/** The Idempotency-Key header (also read by the portal's SchedulePickup). */
export function idempotencyKey(c: Ctx): string | null {
  const key = c.req.header('idempotency-key');
  if (key === undefined) return null;
  if (!KEY_PATTERN.test(key)) {
    const message = 'The Idempotency-Key header must be 1 to 100 letters, digits, hyphens or underscores.';
    throw badRequest(message, { 'Idempotency-Key': message });
  }
  return key;
}

/** The answers to a repeated Idempotency-Key (the portal's SchedulePickup says the same). */
export const BOOKING_REPLAY: ReplayText = { reused: KEY_REUSED, replayed: REPLAYED };
const BOOKING_NOT_FOUND = 'We could not find this pickup booking.';

const answerStored = (c: Ctx, stored: StoredBooking, hash: string) =>
  answerReplay(c, stored.requestHash === hash, () => loadPickupConfirmation(c.get('deps').db, stored.id), BOOKING_REPLAY, BOOKING_NOT_FOUND);

/** A booking call's body with its fingerprint, or (`stored`) the booking its key already holds. */
export type BookingRequest<I> = { input: I; hash: string; key: string | null } | { stored: StoredBooking; hash: string };

/**
 * Reads the body of a booking call (asaGuestSchedulePickup, SchedulePickup)
 * valid on the clock of now. A retry can arrive after its window has started
 * or its date has passed: if the key already holds a booking, the body is
 * judged by the clock of that booking, and that booking is answered instead.
 */
export async function readBookingRequest<S extends AnySchema>(
  c: Ctx,
  schemaAt: (now: () => Date) => S,
  accountId: string | null,
): Promise<BookingRequest<InferType<S>>> {
  const { db, now } = c.get('deps');
  const key = idempotencyKey(c);
  try {
    const input = await readBody(c, schemaAt(() => now()));
    return { input, hash: bookingHash(input), key };
  } catch (err) {
    const stored = key && err instanceof ApiError && err.status === 400 ? await findByIdempotencyKey(db, accountId, key) : undefined;
    if (!stored) throw err;
    let input: InferType<S>;
    try {
      input = await validate(schemaAt(() => stored.createdAt), JSON.parse(await c.req.text()));
    } catch {
      throw err;
    }
    return { stored, hash: bookingHash(input) };
  }
}

async function schedulePickup(c: Ctx) {
  const { db, rateLimiter, now } = c.get('deps');
  const owner = ownerOf(c.get('user'));
  const read = await readBookingRequest(c, createBookingSchema, owner.accountId);
  if ('stored' in read) return answerStored(c, read.stored, read.hash);
  const { input, hash, key } = read;
  const route = resolveRoute(input);
  if (key) {
    const stored = await findByIdempotencyKey(db, owner.accountId, key);
    if (stored) return answerStored(c, stored, hash);
  }

  // Guests only, and only valid new bookings count: checked once the price is known, before any write.
  let counted = false;
  const guestLimit = async () => {
    if (owner.accountId || counted) return;
    counted = true;
    const hit = await rateLimiter.hit(`booking:ip:${clientIp(c)}`, BOOKING_WINDOW_SECONDS);
    if (hit.count > BOOKINGS_PER_GUEST_IP) {
      const minutes = Math.max(1, Math.ceil(hit.resetInSeconds / 60));
      throw tooManyRequests(
        `You have booked several pickups in a short time. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}, sign in to your account, or call us.`,
        hit.resetInSeconds,
      );
    }
  };
  const outcome = await placeBooking(db, input, route, { owner, key, hash, now: now(), beforeWrite: guestLimit });
  if (!outcome.created) return answerStored(c, outcome.existing, hash);
  const confirmation = await loadPickupConfirmation(db, outcome.id);
  return ok(c, confirmation, BOOKED, 201);
}

async function pickupConfirmation(c: Ctx) {
  const { _id } = await readQuery(c, idQuery);
  const confirmation = await loadPickupConfirmation(c.get('deps').db, _id);
  if (!confirmation) throw notFound(BOOKING_NOT_FOUND);
  return ok(c, confirmation);
}

export function bookingRoutes(r: Router) {
  r.post('asaGuestSchedulePickup', 'public', schedulePickup);
  r.get('PickupConfirmation', 'public', pickupConfirmation);
}
