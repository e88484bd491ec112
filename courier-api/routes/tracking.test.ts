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

  it('shows an event in the minute it happened, never the next one (Dubai time, milliseconds truncated)', async () => {
    const { sql } = await import('drizzle-orm');
    // 10:59:59.9996 in Dubai: rounding to the millisecond would have shown 11:00.
    await t.database.db.execute(sql`
      insert into tracking_events (shipment_id, occurred_at, status_code, progress, location, remarks)
      select id, '2026-03-01T06:59:59.9996Z', 'IN_TRANSIT', 2, 'Minute test hub', 'In transit' from shipments where awb_no = ${DEMO_TRACKING.deliveredInternational}`);
    const res = await t.call('POST', 'Tracking', { body: body(DEMO_TRACKING.deliveredInternational) });
    const event = res.json.data.AirwayBillTrackList[0].TrackingLogDetails.find((e: { Location: string }) => e.Location === 'Minute test hub');
    expect(event).toMatchObject({ ActivityDate: '2026-03-01', ActivityTime: '10:59' });
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

describe('AWB lookups of requests that arrive together (db/batch.ts)', () => {
  const visitor = { accountId: null, showPrivate: () => false };

  /** The test's database handle, counting the statements tracking sends and holding their answers until released. */
  function watchedDb() {
    const db = t.database.db;
    const client = (db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;
    let hold: Promise<void> | null = null;
    const watch = { statements: 0, answered: 0, hold: () => { let release!: () => void; hold = new Promise<void>((r) => (release = r)); return () => { hold = null; release(); }; } };
    const countingClient = new Proxy(client, {
      get: (target, key, receiver) =>
        key === 'query'
          ? async (...args: unknown[]) => {
              watch.statements++;
              const held = hold;
              const result = await target.query(...args);
              watch.answered++;
              if (held) await held;
              return result;
            }
          : Reflect.get(target, key, receiver),
    });
    const watched = new Proxy(db, { get: (target, key, receiver) => (key === '$client' ? countingClient : Reflect.get(target, key, receiver)) });
    return { db: watched, watch };
  }

  it('sends them as one statement once the running ones end, each request answered with its own shipments', async () => {
    const { trackShipments, AWB_STATEMENTS_IN_FLIGHT } = await import('../services/tracking');
    const { sql } = await import('drizzle-orm');
    const awbs = (await queryRows<{ awb_no: string }>(t.database, sql`select awb_no from shipments order by awb_no limit 10`)).map((r) => r.awb_no);
    const { db, watch } = watchedDb();
    const oneByOne = [];
    for (const awb of awbs) oneByOne.push(await trackShipments(db, 'awb', [awb, '00000000000'], visitor));
    expect(watch.statements).toBe(awbs.length);

    watch.statements = 0;
    const together = await Promise.all(awbs.map((awb) => trackShipments(db, 'awb', [awb, '00000000000'], visitor)));
    expect(together).toEqual(oneByOne);
    expect(together.map(([s]) => s!.AirWayBillNo)).toEqual(awbs);
    // The first ones go at once; the other eight wait for one of them and go as one statement.
    expect(watch.statements).toBe(AWB_STATEMENTS_IN_FLIGHT + 1);
  });

  it('never hands a request a statement that started before it arrived: it sees every write committed before it', async () => {
    const { trackShipments, logEvents, AWB_STATEMENTS_IN_FLIGHT } = await import('../services/tracking');
    const { sql } = await import('drizzle-orm');
    const awb = DEMO_TRACKING.created;
    const { db, watch } = watchedDb();
    const release = watch.hold();
    // Statements that ran before the scan below, their answers held back so the next lookup has to queue.
    const early = Array.from({ length: AWB_STATEMENTS_IN_FLIGHT }, () => trackShipments(db, 'awb', [awb], visitor));
    while (watch.answered < AWB_STATEMENTS_IN_FLIGHT) await new Promise((r) => setImmediate(r));
    await t.database.db.execute(sql`
      insert into tracking_events (shipment_id, occurred_at, status_code, progress, location, remarks)
      select id, now(), 'PICKED_UP', 1, 'Batch test hub', 'Picked up in the batching test' from shipments where awb_no = ${awb}`);
    const late = trackShipments(db, 'awb', [awb], visitor);
    release();
    const [before] = (await Promise.all(early))[0]!;
    const [after] = await late;
    expect(logEvents(before!.TrackingLogDetails).map((e) => e.Location)).not.toContain('Batch test hub');
    expect(logEvents(after!.TrackingLogDetails)[0]).toMatchObject({ Location: 'Batch test hub', Remarks: 'Picked up in the batching test' });
  });
});

describe('the tracking log as PostgreSQL writes it', () => {
  const awb = '99000000001';
  // Every status and one the code does not know; times that cross a Dubai midnight, a year and a rounding edge;
  // text that JSON must escape; DeliveredTo and ExceptionReason empty, null and set.
  const events: Array<{ at: string; code: string; location: string; remarks: string; deliveredTo?: string | null; exception?: string | null }> = [
    { at: '2026-12-31T19:59:59.9996+00:00', code: 'NOT_A_KNOWN_STATUS', location: 'دبي', remarks: 'تم التسليم "quoted" \\ back\nline\ttab \u0001 ✓ 😀', deliveredTo: '', exception: '' },
    { at: '2026-12-31T20:00:00+00:00', code: 'DELIVERED', location: 'Line\r\nbreak', remarks: '</script><b>', deliveredTo: 'Fatima "F" Al-Mansoori', exception: null },
    { at: '2025-06-15T10:59:59.9996+00:00', code: 'ON_HOLD', location: 'Dubai', remarks: 'Held', deliveredTo: null, exception: "Receiver's address incomplete" },
  ];

  beforeAll(async () => {
    const { sql } = await import('drizzle-orm');
    const { STATUS_CODES } = await import('../services/status');
    events.push(...STATUS_CODES.map((code, i) => ({ at: `2026-03-0${1 + (i % 9)}T0${i % 10}:15:30.5+00:00`, code, location: `Hub ${i}`, remarks: `Remark ${code}` })));
    // A copy of a seeded shipment under a new number, with these events and no others.
    await t.database.db.execute(sql`
      insert into shipments
      select (jsonb_populate_record(s, jsonb_build_object('id', gen_random_uuid(), 'awb_no', ${awb}::text, 'reference', null, 'booking_no', null))).*
      from shipments s where awb_no = ${DEMO_TRACKING.deliveredInternational}`);
    for (const e of events) {
      await t.database.db.execute(sql`
        insert into tracking_events (shipment_id, occurred_at, status_code, progress, location, remarks, delivered_to, exception_reason)
        select id, ${e.at}::timestamptz, ${e.code}, 0, ${e.location}, ${e.remarks}, ${e.deliveredTo ?? null}, ${e.exception ?? null}
        from shipments where awb_no = ${awb}`);
    }
  });

  it('writes every event byte for byte as logEvent() does, newest first', async () => {
    const { trackShipments, logEvent } = await import('../services/tracking');
    const { RawJson } = await import('../raw-json');
    const [tracked] = await trackShipments(t.database.db, 'awb', [awb], { accountId: null, showPrivate: () => true });
    const log = tracked!.TrackingLogDetails;
    expect(log).toBeInstanceOf(RawJson);
    const expected = events
      .map((e) => ({ ms: Date.parse(e.at.replace(/(\.\d{3})\d+/, '$1')), e }))
      .sort((a, b) => b.ms - a.ms)
      .map(({ ms, e }) => logEvent([ms, e.location, e.remarks, e.code, e.deliveredTo ?? null, e.exception ?? null]));
    expect((log as InstanceType<typeof RawJson>).text).toBe(JSON.stringify(expected));
    expect(expected[0]).toMatchObject({ ActivityDate: '2027-01-01', ActivityTime: '00:00', DeliveredTo: 'Fatima "F" Al-Mansoori' });
    expect(expected[1]).toMatchObject({ ActivityDate: '2026-12-31', ActivityTime: '23:59', Status: 'NOT_A_KNOWN_STATUS' });
    expect(expected[1]).not.toHaveProperty('DeliveredTo');
    expect(expected[1]).not.toHaveProperty('ExceptionReason');
  });

  it('answers the log inside the JSON of the call, as the objects would be', async () => {
    const res = await t.call('POST', 'Tracking', { body: body(awb, '00000000000') });
    expect(res.status).toBe(200);
    const [s, missing] = res.json.data.AirwayBillTrackList;
    expect(s.TrackingLogDetails).toHaveLength(events.length);
    expect(s.TrackingLogDetails[0]).toEqual({ ActivityDate: '2027-01-01', ActivityTime: '00:00', Location: 'Line\r\nbreak', Remarks: '</script><b>', Status: 'Delivered', DeliveredTo: 'Fatima "F" Al-Mansoori' });
    expect(missing).toMatchObject({ Found: false, TrackingLogDetails: [] });
  });
});
