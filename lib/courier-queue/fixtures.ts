// Test fixtures of the queue's unit tests: a run, actions and a scripted transport.
import type { CourierActionResult, CourierRun, CourierStop } from '@/lib/schemas/courier';
import type { ActionPayload, QueuedAction, Transport } from './types';
import { TransportError } from './types';

let n = 0;
export const uuid = () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`;

export function stop(over: Partial<CourierStop> = {}): CourierStop {
  return {
    _id: 'stop-1',
    Seq: 1,
    Kind: 'delivery',
    Outcome: 'pending',
    AirWayBillNo: '10000000001',
    PickupId: null,
    BookingNo: null,
    Name: 'Aisha Rahman',
    Phone: '+971501234567',
    Address: 'Villa 12, Street 4',
    Area: 'Al Barsha',
    Emirate: 'Dubai',
    Instructions: null,
    Pieces: 1,
    CodAmount: 0,
    CodCollected: false,
    NeedsCode: false,
    DeliveryDate: null,
    ReceiverInstructions: null,
    LeaveWith: null,
    ...over,
  };
}

export function run(stops: CourierStop[], cash = 0): CourierRun {
  return { Run: { _id: 'run-1', Date: '2026-03-01', Status: 'started' }, Courier: { _id: 'c1', FullName: 'Omar Courier' }, Stops: stops, CashOnHand: cash };
}

export function queued(action: Partial<ActionPayload> & Pick<ActionPayload, 'Kind'>, over: Partial<QueuedAction> = {}): QueuedAction {
  const ClientId = action.ClientId ?? uuid();
  return {
    ClientId,
    CourierId: 'c1',
    StopId: 'stop-1',
    Ref: '10000000001',
    Name: 'Aisha Rahman',
    Action: { ClientId, OccurredAt: '2026-03-01T08:00:00.000Z', AirWayBillNo: '10000000001', ...action },
    QueuedAt: n,
    Attempts: 0,
    LastError: null,
    ...over,
  };
}

/** A transport that answers each request with the next scripted step and records what it was sent. */
export function scripted(...steps: Array<'ok' | 'network' | number | ((a: ActionPayload[]) => CourierActionResult[])>) {
  const sent: ActionPayload[][] = [];
  const send: Transport = async (actions) => {
    sent.push(actions);
    const step = steps.length > 1 ? steps.shift()! : steps[0]!;
    if (step === 'network') throw new TransportError('Failed to fetch', 0);
    if (typeof step === 'number') throw new TransportError(`HTTP ${step}`, step);
    if (typeof step === 'function') return step(actions);
    return actions.map((a) => ({ ClientId: a.ClientId, Ok: true, Replayed: false, Message: 'Recorded.' }));
  };
  return { send, sent };
}
