import { DEMO_TRACKING } from '../db/seed';
import { createTestApi, queryRows, type TestApi } from '../test-utils';

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi();
});
afterAll(() => t.close());

const body = (...numbers: string[]) => ({ TrackingAWB: numbers.map((AirWayBillNo) => ({ AirWayBillNo })) });

describe('POST Tracking', () => {
  it('returns the spec shape for a seeded airway bill', async () => {
    const res = await t.call('POST', 'Tracking', { body: body(DEMO_TRACKING.deliveredInternational) });
    expect(res.status).toBe(200);
    const [s] = res.json.data.AirwayBillTrackList;
    expect(s).toMatchObject({
      AirWayBillNo: DEMO_TRACKING.deliveredInternational,
      Origin: 'Dubai, UAE',
      Destination: 'Jeddah, Saudi Arabia',
      ShipmentProgress: 5,
      Status: 'Delivered',
      Found: true,
    });
    expect(s.TrackingLogDetails.length).toBeGreaterThanOrEqual(8);
    for (const e of s.TrackingLogDetails) {
      expect(e.ActivityDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(e.ActivityTime).toMatch(/^\d{2}:\d{2}$/);
      expect(typeof e.Location).toBe('string');
      expect(typeof e.Remarks).toBe('string');
    }
    // Newest first; the delivery event names who received it.
    expect(s.TrackingLogDetails[0].Remarks).toBe('Delivered');
    expect(s.TrackingLogDetails[0].DeliveredTo).toBeTruthy();
    expect(s.TrackingLogDetails.at(-1).Remarks).toBe('Shipment information received');
    // A visitor does not see the customer's reference or booking.
    expect(s.Reference).toBeUndefined();
  });

  it('answers an unknown number with an empty log, keeping the order of the request', async () => {
    const res = await t.call('POST', 'Tracking', { body: body('00000000000', DEMO_TRACKING.created) });
    expect(res.status).toBe(200);
    const [unknown, created] = res.json.data.AirwayBillTrackList;
    expect(unknown).toMatchObject({ AirWayBillNo: '00000000000', Found: false, TrackingLogDetails: [], ShipmentProgress: 0 });
    expect(created).toMatchObject({ AirWayBillNo: DEMO_TRACKING.created, ShipmentProgress: 0, Status: 'Shipment created' });
  });

  it('covers every progress value 0–5 in the demo data', async () => {
    const { sql } = await import('drizzle-orm');
    const rows = await queryRows<{ progress: number }>(t.database, sql`select distinct progress from shipments order by 1`);
    expect(rows.map((r) => Number(r.progress))).toEqual([0, 1, 2, 3, 4, 5]);
    const [count] = await queryRows<{ n: number }>(t.database, sql`select count(*)::int as n from shipments`);
    expect(count!.n).toBeGreaterThanOrEqual(200);
  });

  it('accepts 50 numbers and refuses 51 with a clear message', async () => {
    const fifty = Array.from({ length: 50 }, (_, i) => `1000000000${i}`);
    expect((await t.call('POST', 'Tracking', { body: body(...fifty) })).json.data.AirwayBillTrackList).toHaveLength(50);
    const res = await t.call('POST', 'Tracking', { body: body(...fifty, '99') });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe('You can track up to 50 numbers at a time.');
  });

  it('asks for a tracking id when the list or a number is empty', async () => {
    for (const b of [{ TrackingAWB: [] }, body(''), body('   '), {}]) {
      const res = await t.call('POST', 'Tracking', { body: b });
      expect(res.status).toBe(400);
      expect(res.json.message).toBe('Please Enter Tracking Id');
    }
  });
});

describe('POST TrackByReference and Trackbybooking', () => {
  it('finds a shipment by the customer reference', async () => {
    const res = await t.call('POST', 'TrackByReference', { body: body(DEMO_TRACKING.reference) });
    expect(res.status).toBe(200);
    const list = res.json.data.AirwayBillTrackList;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ AirWayBillNo: DEMO_TRACKING.deliveredInternational, SearchedNumber: DEMO_TRACKING.reference });
  });

  it('finds every shipment collected under a booking number', async () => {
    const res = await t.call('POST', 'Trackbybooking', { body: body(DEMO_TRACKING.booking) });
    expect(res.status).toBe(200);
    const list = res.json.data.AirwayBillTrackList;
    expect(list).toHaveLength(4);
    for (const s of list) expect(s.SearchedNumber).toBe(DEMO_TRACKING.booking);
    expect(new Set(list.map((s: any) => s.AirWayBillNo)).size).toBe(4);
  });

  it('scopes a signed-in customer to their own references, and shows them their private fields', async () => {
    const owner = await t.login('postpaid');
    const mine = await t.call('POST', 'TrackByReference', { body: body(DEMO_TRACKING.reference), token: owner });
    expect(mine.json.data.AirwayBillTrackList[0]).toMatchObject({ Found: true, Reference: DEMO_TRACKING.reference });
    const other = await t.login('prepaid');
    const theirs = await t.call('POST', 'TrackByReference', { body: body(DEMO_TRACKING.reference), token: other });
    expect(theirs.json.data.AirwayBillTrackList[0]).toMatchObject({ Found: false, TrackingLogDetails: [] });
  });

  it('returns the not-found shape for an unknown reference', async () => {
    const res = await t.call('POST', 'TrackByReference', { body: body('NO-SUCH-REF') });
    expect(res.json.data.AirwayBillTrackList).toEqual([
      expect.objectContaining({ AirWayBillNo: 'NO-SUCH-REF', Found: false, TrackingLogDetails: [] }),
    ]);
  });
});
