// asaGuestSchedulePickup (book a pickup and its shipment) and
// PickupConfirmation (the thank-you page's data). Both public: a signed-in
// customer's booking lands on their account, a guest's on none.
import { createBookingSchema, type BookingInput } from '@/lib/schemas/booking';
import { idQuery } from '@/lib/schemas/service-types';
import { clientIp, type AuthUser, type Ctx } from '../context';
import { ApiError, badRequest, conflict, forbidden, notFound, ok, readBody, readQuery, tooManyRequests, validate } from '../http';
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

async function answerStored(c: Ctx, stored: StoredBooking, hash: string) {
  if (stored.requestHash !== hash) throw conflict(KEY_REUSED);
  const confirmation = await loadPickupConfirmation(c.get('deps').db, stored.id);
  if (!confirmation) throw notFound('We could not find this pickup booking.');
  return ok(c, confirmation, REPLAYED, 200);
}

/**
 * A retry can arrive after its window has started or its date has passed: if
 * the key already holds a booking, judge the body by the clock of that booking.
 */
async function replayAcrossClock(c: Ctx, owner: BookingOwner, key: string) {
  const { db } = c.get('deps');
  const stored = await findByIdempotencyKey(db, owner.accountId, key);
  if (!stored) return null;
  let input: BookingInput;
  try {
    input = await validate(createBookingSchema(() => stored.createdAt), JSON.parse(await c.req.text()));
  } catch {
    return null;
  }
  return answerStored(c, stored, bookingHash(input));
}

async function schedulePickup(c: Ctx) {
  const { db, rateLimiter, now } = c.get('deps');
  const owner = ownerOf(c.get('user'));
  const key = idempotencyKey(c);
  let input: BookingInput;
  try {
    input = await readBody(c, createBookingSchema(() => now()));
  } catch (err) {
    const replay = key && err instanceof ApiError && err.status === 400 ? await replayAcrossClock(c, owner, key) : null;
    if (replay) return replay;
    throw err;
  }
  const route = resolveRoute(input);
  const hash = bookingHash(input);
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
  if (!confirmation) throw notFound('We could not find this pickup booking.');
  return ok(c, confirmation);
}

export function bookingRoutes(r: Router) {
  r.post('asaGuestSchedulePickup', 'public', schedulePickup);
  r.get('PickupConfirmation', 'public', pickupConfirmation);
}
