// Operations, Admin and Ops (issue 15) (docs/api/shipping.md, "Operations"): ScanEvents
// records one status on many airway bills; PickupQueue lists the pickups to
// collect and moves them (Assigned, Collected, Failed).
import { createScanEventsSchema, pickupQueueQuery, updatePickupSchema } from '@/lib/schemas/operations';
import type { Ctx } from '../context';
import { ApiError, notFound, ok, readBody, readQuery } from '../http';
import type { Router } from '../router';
import { finalMessage, listQueue, loadQueuePickup, movePickup } from '../services/operations/pickup-queue';
import { recordScans } from '../services/operations/scan-events';

export const PICKUP_NOT_FOUND = 'We could not find this pickup.';
const MOVED = { Assigned: 'The pickup is assigned.', Collected: 'The pickup is collected.', Failed: 'The pickup is closed as failed.' } as const;

const scanMessage = (updated: number, total: number) =>
  updated === total ? `Recorded on ${total} airway ${total === 1 ? 'bill' : 'bills'}.` : `Recorded on ${updated} of ${total} airway bills: see each result.`;

async function scanEvents(c: Ctx) {
  const { db, now } = c.get('deps');
  const input = await readBody(c, createScanEventsSchema(now));
  const at = now();
  const answer = await recordScans(db, {
    awbNos: input.AirWayBillNos,
    code: input.StatusCode,
    location: input.Location,
    remarks: input.Remarks,
    deliveredTo: input.DeliveredTo ?? null,
    exceptionReason: input.ExceptionReason ?? null,
    occurredAt: input.OccurredAt ? new Date(input.OccurredAt) : at,
    now: at,
  });
  return ok(c, answer, scanMessage(answer.Updated, answer.Results.length));
}

async function queue(c: Ctx) {
  const { db, now } = c.get('deps');
  return ok(c, await listQueue(db, await readQuery(c, pickupQueueQuery), now()));
}

async function move(c: Ctx) {
  const { db, now } = c.get('deps');
  const input = await readBody(c, updatePickupSchema);
  const outcome = await movePickup(db, input, now());
  if (!outcome.ok) {
    if (!outcome.status) throw notFound(PICKUP_NOT_FOUND);
    throw new ApiError(422, finalMessage(outcome.status));
  }
  return ok(c, await loadQueuePickup(db, input._id), MOVED[input.Status]);
}

export function operationsRoutes(r: Router) {
  r.post('ScanEvents', 'ops', scanEvents);
  r.get('PickupQueue', 'ops', queue);
  r.put('PickupQueue', 'ops', move);
}
