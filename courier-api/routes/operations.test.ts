// ScanEvents against the real API on a real database: who may call it, every
// validation rule (nothing written), the status model's rules one by one,
// per-airway-bill results, 500 airway bills in one call, races with a second
// scan and with a customer's cancel, and public tracking straight after.
import { sql } from 'drizzle-orm';
import { MAX_SCAN_AWBS } from '@/lib/schemas/operations';
import { createAwb, loadServices, typedBody } from './shipments-fixtures';
import { queryRows } from '../test-utils';
import { eventCount, HOUR, makeShipment, makeShipments, NOW, openOpsTest, shipmentState, tracked, type OpsTest } from './operations-fixtures';

let o: OpsTest;
beforeAll(async () => {
  o = await openOpsTest();
});
afterAll(() => o.t.close());

const scan = (body: unknown, token: string | undefined = o.tokens.admin) => o.t.call('POST', 'ScanEvents', { body, token });
/** Scans and expects a 200; returns the data. */
async function scanOk(body: Record<string, unknown>) {
  const res = await scan(body);
  expect(res.status).toBe(200);
  return res.json.data as { Updated: number; Results: Array<{ AirWayBillNo: string; Ok: boolean; Message: string }> };
}

describe('access', () => {
  it('is declared for Ops (and Admin): ScanEvents and both PickupQueue calls', () => {
    expect(o.t.api.routeList).toEqual(
      expect.arrayContaining([
        { method: 'POST', path: 'ScanEvents', access: 'ops' },
        { method: 'GET', path: 'PickupQueue', access: 'ops' },
        { method: 'PUT', path: 'PickupQueue', access: 'ops' },
      ]),
    );
  });

  it('answers a visitor 401 and customers and sub-users 403, writing nothing', async () => {
    const awb = await makeShipment(o.t);
    const before = await eventCount(o.t);
    const body = { AirWayBillNos: [awb], StatusCode: 'PICKED_UP' };
    expect((await o.t.call('POST', 'ScanEvents', { body })).status).toBe(401);
    for (const token of [o.tokens.alnoor, o.tokens.oasis, o.tokens.sub]) expect((await scan(body, token)).status).toBe(403);
    for (const [method, path] of [['GET', 'PickupQueue'], ['PUT', 'PickupQueue']] as const) {
      expect((await o.t.call(method, path, { body: method === 'PUT' ? {} : undefined })).status).toBe(401);
      for (const token of [o.tokens.alnoor, o.tokens.oasis, o.tokens.sub]) expect((await o.t.call(method, path, { token, body: method === 'PUT' ? {} : undefined })).status).toBe(403);
    }
    expect(await eventCount(o.t)).toBe(before);
    expect(await shipmentState(o.t, awb)).toMatchObject({ status: 'CREATED', progress: 0 });
  });
});

describe('validation: 400 naming the field, nothing written', () => {
  let awb = '';
  beforeAll(async () => {
    awb = await makeShipment(o.t);
  });

  const cases: Array<[string, () => Record<string, unknown>, string, RegExp]> = [
    ['no airway bills', () => ({ AirWayBillNos: [], StatusCode: 'PICKED_UP' }), 'AirWayBillNos', /at least one/],
    ['a list that is not one', () => ({ AirWayBillNos: 'x', StatusCode: 'PICKED_UP' }), 'AirWayBillNos', /must be a list/],
    ['a malformed number', () => ({ AirWayBillNos: [awb, '1234'], StatusCode: 'PICKED_UP' }), 'AirWayBillNos[1]', /11 digits/],
    ['no status', () => ({ AirWayBillNos: [awb] }), 'StatusCode', /choose a status/],
    ['an unknown status', () => ({ AirWayBillNos: [awb], StatusCode: 'LOST' }), 'StatusCode', /from the list/],
    ['CREATED (not scannable)', () => ({ AirWayBillNos: [awb], StatusCode: 'CREATED' }), 'StatusCode', /from the list/],
    ['PICKUP_REQUESTED (not scannable)', () => ({ AirWayBillNos: [awb], StatusCode: 'PICKUP_REQUESTED' }), 'StatusCode', /from the list/],
    ['CANCELLED (the customer cancels, with a refund)', () => ({ AirWayBillNos: [awb], StatusCode: 'CANCELLED' }), 'StatusCode', /from the list/],
    ['Delivered without DeliveredTo', () => ({ AirWayBillNos: [awb], StatusCode: 'DELIVERED' }), 'DeliveredTo', /who received/],
    ['an exception without a reason', () => ({ AirWayBillNos: [awb], StatusCode: 'ON_HOLD', ExceptionReason: '  ' }), 'ExceptionReason', /reason/],
    ['a return without a reason', () => ({ AirWayBillNos: [awb], StatusCode: 'RETURNED' }), 'ExceptionReason', /reason/],
    ['markup in the remarks', () => ({ AirWayBillNos: [awb], StatusCode: 'PICKED_UP', Remarks: '<b>x</b>' }), 'Remarks', /< or >/],
    ['a long location', () => ({ AirWayBillNos: [awb], StatusCode: 'PICKED_UP', Location: 'x'.repeat(101) }), 'Location', /at most 100/],
    ['a scan time in the future', () => ({ AirWayBillNos: [awb], StatusCode: 'PICKED_UP', OccurredAt: new Date(NOW.getTime() + 60_000).toISOString() }), 'OccurredAt', /future/],
    ['a scan time without a zone', () => ({ AirWayBillNos: [awb], StatusCode: 'PICKED_UP', OccurredAt: '2026-11-23T09:00' }), 'OccurredAt', /like/],
    ['a scan time that is no time', () => ({ AirWayBillNos: [awb], StatusCode: 'PICKED_UP', OccurredAt: '2026-02-30T09:00:00Z' }), 'OccurredAt', /real date/],
  ];

  it.each(cases)('refuses %s', async (_name, body, field, message) => {
    const before = await eventCount(o.t);
    const res = await scan(body());
    expect(res.status).toBe(400);
    expect(res.json.errors[field]).toMatch(message);
    expect(await eventCount(o.t)).toBe(before);
  });

  it(`refuses more than ${MAX_SCAN_AWBS} different airway bills`, async () => {
    const many = Array.from({ length: MAX_SCAN_AWBS + 1 }, (_, i) => String(10_000_000_000 + i));
    const res = await scan({ AirWayBillNos: many, StatusCode: 'PICKED_UP' });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(`You can scan up to ${MAX_SCAN_AWBS} airway bills at a time.`);
  });

  it('ignores DeliveredTo and ExceptionReason on statuses that take none', async () => {
    const fresh = await makeShipment(o.t);
    const data = await scanOk({ AirWayBillNos: [fresh], StatusCode: 'PICKED_UP', DeliveredTo: 'Someone', ExceptionReason: 'None' });
    expect(data.Updated).toBe(1);
    expect(await shipmentState(o.t, fresh)).toMatchObject({ status: 'PICKED_UP', delivered_to: null, reason: null });
  });
});

describe('a shipment through the status model, shown by public tracking at once', () => {
  it('picked up → at origin hub → out for delivery → delivered, with defaults for location and remarks', async () => {
    const services = await loadServices(o.t);
    const created = await createAwb(o.t, typedBody(services), { token: o.tokens.alnoor });
    expect(created.status).toBe(201);
    const awb: string = created.json.data.AirWayBillNo;

    expect((await scanOk({ AirWayBillNos: [awb], StatusCode: 'PICKED_UP' })).Results).toEqual([{ AirWayBillNo: awb, Ok: true, Message: 'Recorded: Picked up.' }]);
    let [s] = await tracked(o.t, awb);
    expect(s).toMatchObject({ ShipmentProgress: 1, Status: 'Picked up', StatusCode: 'PICKED_UP', IsException: false });
    expect(s!.TrackingLogDetails[0]).toEqual({ ActivityDate: '2026-11-23', ActivityTime: '10:30', Location: 'Dubai', Remarks: 'Shipment picked up from shipper', Status: 'Picked up' });

    // Within the token's hour.
    o.t.clock.now = new Date(NOW.getTime() + 50 * 60_000);
    try {
      await scanOk({ AirWayBillNos: [awb], StatusCode: 'AT_ORIGIN_HUB', Location: 'Dubai Hub', Remarks: 'Sorted to the Abu Dhabi line' });
      [s] = await tracked(o.t, awb);
      expect(s).toMatchObject({ ShipmentProgress: 2, Status: 'In transit' });
      expect(s!.TrackingLogDetails[0]).toMatchObject({ ActivityTime: '11:20', Location: 'Dubai Hub', Remarks: 'Sorted to the Abu Dhabi line' });

      await scanOk({ AirWayBillNos: [awb], StatusCode: 'OUT_FOR_DELIVERY' });
      await scanOk({ AirWayBillNos: [awb], StatusCode: 'DELIVERED', DeliveredTo: '  Omar Khalid ' });
    } finally {
      o.t.clock.now = NOW;
    }
    [s] = await tracked(o.t, awb);
    expect(s).toMatchObject({ ShipmentProgress: 5, Status: 'Delivered', StatusCode: 'DELIVERED' });
    expect(s!.TrackingLogDetails.slice(0, 2)).toEqual([
      { ActivityDate: '2026-11-23', ActivityTime: '11:20', Location: 'Abu Dhabi', Remarks: 'Delivered', Status: 'Delivered', DeliveredTo: 'Omar Khalid' },
      { ActivityDate: '2026-11-23', ActivityTime: '11:20', Location: 'Abu Dhabi', Remarks: 'Out for delivery with courier', Status: 'Out for delivery' },
    ]);
    expect(await shipmentState(o.t, awb)).toEqual({ status: 'DELIVERED', progress: 5, delivered_to: 'Omar Khalid', events: 5, last: 'DELIVERED', reason: null });
    // The owner sees the receiver's name on the shipment too; the customer's history has the new status.
    const own = await o.t.call('POST', 'Tracking', { body: { TrackingAWB: [{ AirWayBillNo: awb }] }, token: o.tokens.alnoor });
    expect(own.json.data.AirwayBillTrackList[0].DeliveredTo).toBe('Omar Khalid');
    const history = await o.t.call('POST', 'ShipmentHistory', { body: { search: awb }, token: o.tokens.alnoor });
    expect(history.json.data.Shipments[0]).toMatchObject({ Status: 'DELIVERED', StatusLabel: 'Delivered', ShipmentProgress: 5 });
  });

  it('exceptions keep the progress, carry the reason and are shown as exceptions; the journey then goes on', async () => {
    const awb = await makeShipment(o.t, { status: 'IN_TRANSIT', progress: 2 });
    await scanOk({ AirWayBillNos: [awb], StatusCode: 'ON_HOLD', ExceptionReason: 'Address incomplete' });
    const [s] = await tracked(o.t, awb);
    expect(s).toMatchObject({ ShipmentProgress: 2, Status: 'On hold', StatusCode: 'ON_HOLD', IsException: true });
    expect(s!.TrackingLogDetails[0]).toMatchObject({ Location: 'Dubai', Remarks: 'Shipment on hold: Address incomplete', ExceptionReason: 'Address incomplete' });
    expect(await shipmentState(o.t, awb)).toMatchObject({ status: 'ON_HOLD', progress: 2, reason: 'Address incomplete' });
    // Resolved: the same step again is no step back.
    await scanOk({ AirWayBillNos: [awb], StatusCode: 'IN_TRANSIT' });
    expect(await shipmentState(o.t, awb)).toMatchObject({ status: 'IN_TRANSIT', progress: 2, reason: null });
  });

  it('a failed delivery attempt needs the shipment out for delivery; a second round may follow', async () => {
    const [inTransit, out] = [await makeShipment(o.t, { status: 'IN_TRANSIT', progress: 2 }), await makeShipment(o.t, { status: 'OUT_FOR_DELIVERY', progress: 4 })];
    const data = await scanOk({ AirWayBillNos: [inTransit, out], StatusCode: 'DELIVERY_ATTEMPTED', ExceptionReason: 'Consignee not available' });
    expect(data).toEqual({
      Updated: 1,
      Results: [
        { AirWayBillNo: inTransit, Ok: false, Message: `Airway bill ${inTransit} is not out for delivery, so a delivery attempt cannot be recorded.` },
        { AirWayBillNo: out, Ok: true, Message: 'Recorded: Delivery attempted.' },
      ],
    });
    expect(await shipmentState(o.t, out)).toMatchObject({ status: 'DELIVERY_ATTEMPTED', progress: 4 });
    expect((await scanOk({ AirWayBillNos: [out], StatusCode: 'OUT_FOR_DELIVERY' })).Updated).toBe(1);
  });

  it('progress never goes back: an earlier step is refused, naming where the shipment is', async () => {
    const awb = await makeShipment(o.t, { status: 'OUT_FOR_DELIVERY', progress: 4 });
    const data = await scanOk({ AirWayBillNos: [awb], StatusCode: 'IN_TRANSIT' });
    expect(data).toEqual({ Updated: 0, Results: [{ AirWayBillNo: awb, Ok: false, Message: `Airway bill ${awb} is already out for delivery: it cannot go back to in transit.` }] });
    expect(await shipmentState(o.t, awb)).toMatchObject({ status: 'OUT_FOR_DELIVERY', progress: 4, events: 1 });
    // Skipping ahead is allowed (a missed scan).
    const early = await makeShipment(o.t);
    expect((await scanOk({ AirWayBillNos: [early], StatusCode: 'AT_DESTINATION' })).Updated).toBe(1);
    expect(await shipmentState(o.t, early)).toMatchObject({ status: 'AT_DESTINATION', progress: 3 });
  });

  it('returns go back by an explicit RETURNED only, after an exception too, and not before pickup; then nothing more', async () => {
    const held = await makeShipment(o.t, { status: 'ON_HOLD', progress: 3 });
    const waiting = await makeShipment(o.t);
    const data = await scanOk({ AirWayBillNos: [held, waiting], StatusCode: 'RETURNED', ExceptionReason: 'Refused by consignee' });
    expect(data.Results).toEqual([
      { AirWayBillNo: held, Ok: true, Message: 'Recorded: Returned to sender.' },
      { AirWayBillNo: waiting, Ok: false, Message: `Airway bill ${waiting} has not been picked up yet: cancel it rather than return it.` },
    ]);
    const [s] = await tracked(o.t, held);
    expect(s).toMatchObject({ ShipmentProgress: 3, Status: 'Returned to sender', IsException: true });
    expect(s!.TrackingLogDetails[0]).toMatchObject({ Location: 'Dubai', ExceptionReason: 'Refused by consignee' });
    const after = await scanOk({ AirWayBillNos: [held], StatusCode: 'ON_HOLD', ExceptionReason: 'x' });
    expect(after.Results[0]!.Message).toBe(`Airway bill ${held} was returned to the sender: no further scans can be recorded.`);
  });

  it('nothing follows Delivered or Cancelled', async () => {
    const delivered = await makeShipment(o.t, { status: 'DELIVERED', progress: 5 });
    const cancelled = await makeShipment(o.t, { status: 'CANCELLED', progress: 0 });
    for (const [code, extra] of [['DELIVERED', { DeliveredTo: 'Again' }], ['ON_HOLD', { ExceptionReason: 'Late' }], ['RETURNED', { ExceptionReason: 'Late' }]] as const) {
      const data = await scanOk({ AirWayBillNos: [delivered, cancelled], StatusCode: code, ...extra });
      expect(data).toEqual({
        Updated: 0,
        Results: [
          { AirWayBillNo: delivered, Ok: false, Message: `Airway bill ${delivered} was delivered: no further scans can be recorded.` },
          { AirWayBillNo: cancelled, Ok: false, Message: `Airway bill ${cancelled} is cancelled: no further scans can be recorded.` },
        ],
      });
    }
    expect(await shipmentState(o.t, delivered)).toMatchObject({ status: 'DELIVERED', events: 1 });
    expect(await shipmentState(o.t, cancelled)).toMatchObject({ status: 'CANCELLED', events: 1 });
  });
});

describe('scan time', () => {
  it('records a given past time; refuses one before the creation or before the newest event', async () => {
    const awb = await makeShipment(o.t, { createdAt: new Date(NOW.getTime() - 5 * HOUR) });
    // 07:30 Dubai: after the creation at 05:30.
    await scanOk({ AirWayBillNos: [awb], StatusCode: 'PICKED_UP', OccurredAt: '2026-11-23T07:30:00+04:00' });
    const [s] = await tracked(o.t, awb);
    expect(s!.TrackingLogDetails[0]).toMatchObject({ ActivityDate: '2026-11-23', ActivityTime: '07:30', Status: 'Picked up' });

    const before = await scanOk({ AirWayBillNos: [awb], StatusCode: 'IN_TRANSIT', OccurredAt: '2026-11-23T07:00:00+04:00' });
    expect(before.Results[0]).toEqual({ AirWayBillNo: awb, Ok: false, Message: `Airway bill ${awb} already has an event at 23 Nov 2026, 07:30 (Dubai): a scan cannot be recorded before it.` });
    const fresh = await makeShipment(o.t, { createdAt: new Date(NOW.getTime() - HOUR) });
    const early = await scanOk({ AirWayBillNos: [fresh], StatusCode: 'PICKED_UP', OccurredAt: '2026-11-23T01:00:00Z' });
    expect(early.Results[0]).toEqual({ AirWayBillNo: fresh, Ok: false, Message: `Airway bill ${fresh} was created on 23 Nov 2026, 09:30 (Dubai): the scan time cannot be earlier.` });
    expect(await shipmentState(o.t, fresh)).toMatchObject({ status: 'CREATED', events: 1 });
  });
});

describe('many airway bills in one call', () => {
  it('answers each airway bill on its own, in the order given, once each', async () => {
    const [a, b] = await makeShipments(o.t, 2);
    const done = await makeShipment(o.t, { status: 'DELIVERED', progress: 5 });
    const unknown = '00000000000';
    const data = await scanOk({ AirWayBillNos: [b, unknown, a, b, done, ` ${a}`], StatusCode: 'AT_ORIGIN_HUB' });
    expect(data).toEqual({
      Updated: 2,
      Results: [
        { AirWayBillNo: b, Ok: true, Message: 'Recorded: In transit.' },
        { AirWayBillNo: unknown, Ok: false, Message: `Airway bill ${unknown} was not found.` },
        { AirWayBillNo: a, Ok: true, Message: 'Recorded: In transit.' },
        { AirWayBillNo: done, Ok: false, Message: `Airway bill ${done} was delivered: no further scans can be recorded.` },
      ],
    });
    expect((await scan({ AirWayBillNos: [a], StatusCode: 'DEPARTED' })).json.message).toBe('Recorded on 1 airway bill.');
    expect((await scan({ AirWayBillNos: [b, done], StatusCode: 'DEPARTED' })).json.message).toBe('Recorded on 1 of 2 airway bills: see each result.');
    for (const awb of [a!, b!]) expect(await shipmentState(o.t, awb)).toMatchObject({ status: 'DEPARTED', progress: 2, events: 3 });
  });

  it(`moves ${MAX_SCAN_AWBS} airway bills in one call (repeats dropped), each with its event and status`, async () => {
    const awbs = await makeShipments(o.t, MAX_SCAN_AWBS, { accountId: o.account['100002'], status: 'AT_DESTINATION', progress: 3 });
    const before = await eventCount(o.t);
    const data = await scanOk({ AirWayBillNos: [...awbs, ...awbs.slice(0, 20)], StatusCode: 'OUT_FOR_DELIVERY', Location: 'Abu Dhabi Hub' });
    expect(data.Updated).toBe(MAX_SCAN_AWBS);
    expect(data.Results.map((r) => r.AirWayBillNo)).toEqual(awbs);
    expect(data.Results.every((r) => r.Ok)).toBe(true);
    expect(await eventCount(o.t)).toBe(before + MAX_SCAN_AWBS);
    const rows = await queryRows<{ n: number }>(
      o.t.database,
      sql`select count(*)::int as n from shipments s
          where s.awb_no in ${awbs} and s.status = 'OUT_FOR_DELIVERY' and s.progress = 4
            and (select e.status_code from tracking_events e where e.shipment_id = s.id order by e.occurred_at desc, e.id desc limit 1) = 'OUT_FOR_DELIVERY'`,
    );
    expect(rows[0]!.n).toBe(MAX_SCAN_AWBS);
    const list = (await o.t.call('POST', 'Tracking', { body: { TrackingAWB: awbs.slice(0, 50).map((n) => ({ AirWayBillNo: n })) } })).json.data.AirwayBillTrackList;
    expect(list.every((s: { Status: string; TrackingLogDetails: Array<{ Location: string }> }) => s.Status === 'Out for delivery' && s.TrackingLogDetails[0]!.Location === 'Abu Dhabi Hub')).toBe(true);
  });
});

describe('races', () => {
  it('two operators delivering the same shipment at once: one delivery is recorded', async () => {
    const awb = await makeShipment(o.t, { status: 'OUT_FOR_DELIVERY', progress: 4 });
    const results = await Promise.all([
      scan({ AirWayBillNos: [awb], StatusCode: 'DELIVERED', DeliveredTo: 'First' }),
      scan({ AirWayBillNos: [awb], StatusCode: 'DELIVERED', DeliveredTo: 'Second' }),
    ]);
    expect(results.map((r) => r.json.data.Updated).sort()).toEqual([0, 1]);
    const state = await shipmentState(o.t, awb);
    expect(state).toMatchObject({ status: 'DELIVERED', progress: 5, events: 2, last: 'DELIVERED' });
    expect(['First', 'Second']).toContain(state.delivered_to);
  });

  it("a customer's cancel and a pickup scan at once: exactly one of them wins", async () => {
    const services = await loadServices(o.t);
    const awb: string = (await createAwb(o.t, typedBody(services), { token: o.tokens.alnoor })).json.data.AirWayBillNo;
    const [cancel, picked] = await Promise.all([
      o.t.call('POST', 'CancelShipment', { body: { AirWayBillNo: awb, Reason: 'Order cancelled' }, token: o.tokens.alnoor }),
      scan({ AirWayBillNos: [awb], StatusCode: 'PICKED_UP' }),
    ]);
    const state = await shipmentState(o.t, awb);
    if (cancel.status === 200) {
      expect(picked.json.data.Results[0]).toMatchObject({ Ok: false, Message: `Airway bill ${awb} is cancelled: no further scans can be recorded.` });
      expect(state).toMatchObject({ status: 'CANCELLED', progress: 0, last: 'CANCELLED' });
    } else {
      expect(cancel.status).toBe(422);
      expect(picked.json.data.Results[0]).toMatchObject({ Ok: true });
      expect(state).toMatchObject({ status: 'PICKED_UP', progress: 1, last: 'PICKED_UP' });
    }
  });
});
