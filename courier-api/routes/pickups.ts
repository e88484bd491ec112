// Portal pickups (docs/api/shipping.md, "Pickups"): SchedulePickup
// (Pickup_Request), BookingHistory and CancelPickup (Pickup_History). The
// account always comes from the token; another account's address, airway
// bill or pickup reads as unknown.
import {
  bookingHistorySchema,
  cancelPickupSchema,
  createSchedulePickupSchema,
  type SchedulePickupInput,
} from '@/lib/schemas/pickup';
import { currentUser } from '../auth/guard';
import { isAdmin, type Ctx } from '../context';
import { ApiError, conflict, forbidden, notFound, ok, readBody, validate } from '../http';
import type { Router } from '../router';
import { getAccountAddress } from '../services/addresses';
import { bookingHash } from '../services/booking-request';
import { findByIdempotencyKey, type StoredBooking } from '../services/bookings';
import { listPickups, loadPickup } from '../services/pickup-history';
import { cancelPickup, notCancellableMessage, schedulePickup } from '../services/pickups';
import { idempotencyKey, KEY_REUSED, REPLAYED } from './booking';

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

async function answerStored(c: Ctx, stored: StoredBooking, hash: string, accountId: string) {
  if (stored.requestHash !== hash) throw conflict(KEY_REUSED);
  const pickup = await loadPickup(c.get('deps').db, stored.id, accountId);
  if (!pickup) throw notFound(PICKUP_NOT_FOUND);
  return ok(c, pickup, REPLAYED, 200);
}

/** A retry after the window started is judged by the clock of the stored pickup (as for guest bookings). */
async function replayAcrossClock(c: Ctx, accountId: string, key: string) {
  const stored = await findByIdempotencyKey(c.get('deps').db, accountId, key);
  if (!stored) return null;
  let input: SchedulePickupInput;
  try {
    input = await validate(createSchedulePickupSchema(() => stored.createdAt), JSON.parse(await c.req.text()));
  } catch {
    return null;
  }
  return answerStored(c, stored, bookingHash(input), accountId);
}

async function schedule(c: Ctx) {
  const { db, now } = c.get('deps');
  const owner = accountOf(c);
  const key = idempotencyKey(c);
  let input: SchedulePickupInput;
  try {
    input = await readBody(c, createSchedulePickupSchema(() => now()));
  } catch (err) {
    const replay = key && err instanceof ApiError && err.status === 400 ? await replayAcrossClock(c, owner.accountId, key) : null;
    if (replay) return replay;
    throw err;
  }
  const hash = bookingHash(input);
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
