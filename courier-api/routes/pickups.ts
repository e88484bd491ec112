// Portal pickups (docs/api/shipping.md, "Pickups"): SchedulePickup
// (Pickup_Request), BookingHistory and CancelPickup (Pickup_History). The
// account always comes from the token; another account's address, airway
// bill or pickup reads as unknown.
import { bookingHistorySchema, cancelPickupSchema, createSchedulePickupSchema } from '@/lib/schemas/pickup';
import { currentUser } from '../auth/guard';
import { isAdmin, type Ctx } from '../context';
import { answerReplay, ApiError, forbidden, notFound, ok, readBody } from '../http';
import type { Router } from '../router';
import { getAccountAddress } from '../services/addresses';
import { findByIdempotencyKey, type StoredBooking } from '../services/bookings';
import { listPickups, loadPickup } from '../services/pickup-history';
import { cancelPickup, notCancellableMessage, schedulePickup } from '../services/pickups';
import { BOOKING_REPLAY, readBookingRequest } from './booking';

export const NO_ACCOUNT = 'Pickups are scheduled for a customer account, and this user has none.';
export const SCHEDULED = 'Your pickup is scheduled.';
export const ADDRESS_NOT_FOUND = 'This pickup address is not in your sender address book. It may have been deleted.';
export const PICKUP_NOT_FOUND = 'We could not find this pickup.';
export const CANCELLED = 'The pickup is cancelled.';

function accountOf(c: Ctx) {
  const user = currentUser(c);
  if (!user.account) throw forbidden(NO_ACCOUNT);
  return { accountId: user.account.id, userId: user.id };
}

/** Whose pickups the caller reaches: their account's, or (the Admin) everyone's. */
function scopeOf(c: Ctx): string | null {
  const user = currentUser(c);
  if (isAdmin(user)) return null;
  if (!user.account) throw forbidden(NO_ACCOUNT);
  return user.account.id;
}

const answerStored = (c: Ctx, stored: StoredBooking, hash: string, accountId: string) =>
  answerReplay(c, stored.requestHash === hash, () => loadPickup(c.get('deps').db, stored.id, accountId), BOOKING_REPLAY, PICKUP_NOT_FOUND);

async function schedule(c: Ctx) {
  const { db, now } = c.get('deps');
  const owner = accountOf(c);
  const read = await readBookingRequest(c, createSchedulePickupSchema, owner.accountId);
  if ('stored' in read) return answerStored(c, read.stored, read.hash, owner.accountId);
  const { input, hash, key } = read;
  if (key) {
    const stored = await findByIdempotencyKey(db, owner.accountId, key);
    if (stored) return answerStored(c, stored, hash, owner.accountId);
  }
  const address = await getAccountAddress(db, owner.accountId, 'sender', input.AddressId);
  if (!address) throw notFound(ADDRESS_NOT_FOUND);
  const outcome = await schedulePickup(db, input, address, { owner, key, hash, now: now() });
  if (!outcome.created) return answerStored(c, outcome.existing, hash, owner.accountId);
  return ok(c, await loadPickup(db, outcome.id, owner.accountId), SCHEDULED, 201);
}

async function history(c: Ctx) {
  const scope = scopeOf(c);
  const q = await readBody(c, bookingHistorySchema);
  return ok(c, await listPickups(c.get('deps').db, scope, q));
}

async function cancel(c: Ctx) {
  const { db, now } = c.get('deps');
  const scope = scopeOf(c);
  const { _id, Reason } = await readBody(c, cancelPickupSchema);
  const outcome = await cancelPickup(db, _id, Reason, scope, now());
  if (!outcome.ok) {
    if (!outcome.status) throw notFound(PICKUP_NOT_FOUND);
    throw new ApiError(422, notCancellableMessage(outcome.status));
  }
  return ok(c, await loadPickup(db, outcome.id, scope), CANCELLED);
}

export function pickupRoutes(r: Router) {
  r.post('SchedulePickup', { permission: 'Pickup_Request' }, schedule);
  r.post('BookingHistory', { permission: 'Pickup_History' }, history);
  r.post('CancelPickup', { permission: 'Pickup_History' }, cancel);
}
