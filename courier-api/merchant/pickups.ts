// /v1 pickups: schedule (SchedulePickup's service and replay rules, with the
// Idempotency-Key required), get one, cancel (CancelPickup's service). The
// key's account only; another account's pickup is not found.
import { createSchedulePickupSchema } from '@/lib/schemas/pickup';
import { idPath, v1CancelPickupBody } from '@/lib/schemas/merchant';
import { v1PickupSchema } from '@/lib/schemas/answers/merchant';
import type { Ctx } from '../context';
import { answerReplay, ApiError, notFound, ok, readBody } from '../http';
import type { Router } from '../router';
import { BOOKING_REPLAY, readBookingRequest } from '../routes/booking';
import { ADDRESS_NOT_FOUND, CANCELLED, PICKUP_NOT_FOUND, SCHEDULED } from '../routes/pickups';
import { getAccountAddress } from '../services/addresses';
import { findByIdempotencyKey, type StoredBooking } from '../services/bookings';
import { loadPickup } from '../services/pickup-history';
import { cancelPickup, notCancellableMessage, schedulePickup } from '../services/pickups';
import { keyCaller, markReplay, readParams, requiredIdempotencyKey, type KeyedCaller } from './common';
import { IDEMPOTENCY_HEADER, v1Doc } from './doc';

async function replay(c: Ctx, stored: StoredBooking, hash: string, accountId: string) {
  markReplay(c, stored.requestHash === hash);
  return answerReplay(c, true, () => loadPickup(c.get('deps').db, stored.id, accountId), BOOKING_REPLAY, PICKUP_NOT_FOUND);
}

/**
 * The pickup address: from the account's sender book. A test key's sandbox
 * has no book of its own (the API cannot fill one), so it may name an
 * address of its live account's book: read only, copied onto the sandbox pickup.
 */
async function senderAddress(c: Ctx, { account, apiKey }: KeyedCaller, id: string) {
  const { db } = c.get('deps');
  const own = await getAccountAddress(db, account.id, 'sender', id);
  if (own || apiKey.mode !== 'test') return own;
  return getAccountAddress(db, apiKey.ownerAccountId, 'sender', id);
}

async function schedule(c: Ctx) {
  const { db, now } = c.get('deps');
  const caller = keyCaller(c);
  const accountId = caller.account.id;
  const key = requiredIdempotencyKey(c);
  const read = await readBookingRequest(c, createSchedulePickupSchema, accountId);
  if ('stored' in read) return replay(c, read.stored, read.hash, accountId);
  const stored = await findByIdempotencyKey(db, accountId, key);
  if (stored) return replay(c, stored, read.hash, accountId);
  const address = await senderAddress(c, caller, read.input.AddressId);
  if (!address) throw notFound(ADDRESS_NOT_FOUND);
  const owner = { accountId, userId: caller.user.id };
  const outcome = await schedulePickup(db, read.input, address, { owner, key, hash: read.hash, now: now() });
  if (!outcome.created) return replay(c, outcome.existing, read.hash, accountId);
  return ok(c, await loadPickup(db, outcome.id, accountId), SCHEDULED, 201);
}

async function get(c: Ctx) {
  const { account } = keyCaller(c);
  const { id } = await readParams(c, idPath);
  const pickup = await loadPickup(c.get('deps').db, id, account.id);
  if (!pickup) throw notFound(PICKUP_NOT_FOUND);
  return ok(c, pickup);
}

async function cancel(c: Ctx) {
  const { db, now } = c.get('deps');
  const { account } = keyCaller(c);
  const { id } = await readParams(c, idPath);
  const { Reason } = await readBody(c, v1CancelPickupBody);
  const outcome = await cancelPickup(db, id, Reason, account.id, now());
  if (!outcome.ok) {
    if (!outcome.status) throw notFound(PICKUP_NOT_FOUND);
    throw new ApiError(422, notCancellableMessage(outcome.status));
  }
  return ok(c, await loadPickup(db, outcome.id, account.id), CANCELLED);
}

const TAG = 'Pickups';

export function pickupV1Routes(r: Router) {
  r.post('v1/pickups', { permission: 'Pickup_Request' }, schedule, {
    credential: 'apiKey',
    doc: v1Doc({
      operationId: 'schedulePickup',
      summary: 'Schedule a pickup',
      description:
        'A collection from one of your sender addresses (AddressId: the portal\'s sender address book), Monday to Saturday, optionally naming airway bills already created. A test key may name an address of its live account.',
      tag: TAG,
      body: createSchedulePickupSchema(),
      response: v1PickupSchema,
      status: 201,
      headers: [IDEMPOTENCY_HEADER],
      replays: true,
      errors: [404, 422],
      example: {
        AddressId: '0d6f2a4e-8b1c-4e3a-9f5d-2c7b8a9e1f30',
        PickupDate: '2026-11-24',
        PickupWindowStart: '10:00',
        PickupWindowEnd: '14:00',
        Pieces: 3,
        WeightKg: 7.5,
        AirWayBillNos: ['93790673933'],
        Remarks: 'Reception on the ground floor',
      },
    }),
  });
  r.get('v1/pickups/:id', { permission: 'Pickup_History' }, get, {
    credential: 'apiKey',
    doc: v1Doc({ operationId: 'getPickup', summary: 'Get a pickup', tag: TAG, params: idPath, response: v1PickupSchema }),
  });
  r.post('v1/pickups/:id/cancel', { permission: 'Pickup_History' }, cancel, {
    credential: 'apiKey',
    doc: v1Doc({
      operationId: 'cancelPickup',
      summary: 'Cancel a pickup',
      description: 'While it is Requested or Assigned. Its airway bills wait for another pickup.',
      tag: TAG,
      params: idPath,
      body: v1CancelPickupBody,
      response: v1PickupSchema,
      example: { Reason: 'The parcels are not ready.' },
      errors: [422],
    }),
  });
}
