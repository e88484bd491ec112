// SchedulePickup, BookingHistory and CancelPickup against the real API on a
// real database: shapes, permissions, account isolation, validation (nothing
// written), idempotency under races, the airway bill rules, Trackbybooking
// straight after booking, and the cancellation rules.
import { sql } from 'drizzle-orm';
import { PICKUP_STATUS_NAMES } from '@/lib/schemas/pickup';
import { hashPassword } from '../auth/passwords';
import { DEMO_PASSWORD, DEMO_TRACKING } from '../db/seed';
import { PERMISSION_KEYS, PICKUP_STATUSES, pickups, shipments, trackingEvents, users } from '../db/schema';
import { generateAwb } from '../services/awb';
import { PICKUP_CANCELLED_REASON } from '../services/booking-tracking';
import { schedulePickup } from '../services/pickups';
import { getAccountAddress } from '../services/addresses';
import { createTestApi, queryRows, type TestApi } from '../test-utils';
import { KEY_REUSED, REPLAYED } from './booking';
import { guestBooking } from './pickup-fixtures';
import { ADDRESS_NOT_FOUND, CANCELLED, NO_ACCOUNT, PICKUP_NOT_FOUND, SCHEDULED } from './pickups';

let t: TestApi;
/** Monday 23 November 2026, 10:30 in Dubai: the tests' frozen clock. */
const NOW = new Date('2026-11-23T06:30:00Z');
const tokens: Record<'alnoor' | 'oasis' | 'sub' | 'admin', string> = { alnoor: '', oasis: '', sub: '', admin: '' };
const account: Record<string, string> = {};
let home = ''; // alnoor's sender address
let oasisHome = '';
let receiver = ''; // alnoor's receiver address

async function addAddress(token: string, path: string, fields: object): Promise<string> {
  const res = await t.call('POST', path, { token, body: { Name: 'Fatima Al Mansoori', Phone: '+971501112233', AddressLine1: 'Warehouse 12, Al Quoz 3', City: 'DXB', ...fields } });
  expect(res.status).toBe(201);
  return res.json.data._id;
}

// Separate hooks: on a busy machine the database start-up alone can take most of a hook's time.
beforeAll(async () => {
  t = await createTestApi();
  t.clock.now = NOW;
  // The demo seed's pickups lie around the real today: the lists here hold this file's pickups only.
  await t.database.db.delete(pickups);
});
beforeAll(async () => {
  for (const [key, who] of [['alnoor', 'postpaid'], ['oasis', 'prepaid'], ['sub', 'subUser'], ['admin', 'admin']] as const) tokens[key] = await t.login(who);
  for (const r of await queryRows<{ id: string; account_no: string }>(t.database, sql`select id, account_no from accounts`)) account[r.account_no] = r.id;
});
beforeAll(async () => {
  home = await addAddress(tokens.alnoor, 'addresses', { Company: 'Al Noor Trading LLC', Email: 'Logistics@AlNoorTrading.ae', AddressLine2: 'Gate 4' });
  oasisHome = await addAddress(tokens.oasis, 'addresses', { City: 'SHJ' });
  receiver = await addAddress(tokens.alnoor, 'addresses/recieveraddress', { Country: 'AE', City: 'AUH' });
});
afterAll(() => t.close());

const body = (over: object = {}) => ({
  AddressId: home,
  PickupDate: '2026-11-24',
  PickupWindowStart: '10:00',
  PickupWindowEnd: '13:00',
  Pieces: 3,
  WeightKg: 12.5,
  Remarks: 'Ring the bell at gate 4',
  ...over,
});

function schedule(b: unknown, o: { token?: string; key?: string } = {}) {
  const headers: Record<string, string> = o.key === undefined ? {} : { 'idempotency-key': o.key };
  return t.call('POST', 'SchedulePickup', { body: b, token: o.token ?? tokens.alnoor, headers });
}
const history = (b: object = {}, token = tokens.alnoor) => t.call('POST', 'BookingHistory', { body: b, token });
const cancel = (b: object, token = tokens.alnoor) => t.call('POST', 'CancelPickup', { body: b, token });
const track = (n: string, token?: string) => t.call('POST', 'Trackbybooking', { body: { TrackingAWB: [{ AirWayBillNo: n }] }, token });

/** A shipment of an account, as CreateAirwayBill would leave it (status CREATED, progress 0, one event). */
async function makeShipment(accountNo = '100001', over: Partial<typeof shipments.$inferInsert> = {}): Promise<string> {
  const [row] = await t.database.db
    .insert(shipments)
    .values({
      awbNo: generateAwb(),
      accountId: account[accountNo]!,
      serviceCode: 'NDD',
      originCity: 'Dubai',
      originCityCode: 'DXB',
      originCountry: 'AE',
      destinationCity: 'Abu Dhabi',
      destinationCityCode: 'AUH',
      destinationCountry: 'AE',
      status: 'CREATED',
      progress: 0,
      weightGrams: 1000,
      senderName: 'Al Noor Trading LLC',
      receiverName: 'Omar Khalid',
      createdAt: new Date(NOW.getTime() - 3_600_000),
      ...over,
    })
    .returning({ id: shipments.id, awbNo: shipments.awbNo });
  await t.database.db.insert(trackingEvents).values({
    shipmentId: row!.id,
    occurredAt: new Date(NOW.getTime() - 3_600_000),
    statusCode: 'CREATED',
    progress: 0,
    location: 'Dubai',
    remarks: 'Shipment information received',
  });
  return row!.awbNo;
}

type Counts = { pickups: number; shipments: number; events: number };
async function counts(): Promise<Counts> {
  const [row] = await queryRows<Counts>(
    t.database,
    sql`select (select count(*) from pickups)::int as pickups, (select count(*) from shipments)::int as shipments,
               (select count(*) from tracking_events)::int as events`,
  );
  return row!;
}

async function shipmentState(awb: string) {
  const [row] = await queryRows<{ booking_no: string | null; status: string; progress: number; last: string; reason: string | null }>(
    t.database,
    sql`select s.booking_no, s.status, s.progress,
               (select e.status_code from tracking_events e where e.shipment_id = s.id order by e.occurred_at desc, e.id desc limit 1) as last,
               (select e.exception_reason from tracking_events e where e.shipment_id = s.id order by e.occurred_at desc, e.id desc limit 1) as reason
        from shipments s where s.awb_no = ${awb}`,
  );
  return row!;
}

/** A user of account 100001 with exactly these permissions; returns a token. */
async function userWith(username: string, granted: string[]): Promise<string> {
  await t.database.db.insert(users).values({
    username,
    email: `${username}@alnoortrading.ae`,
    fullName: 'Noor Helper',
    passwordHash: await hashPassword(DEMO_PASSWORD),
    accountId: account['100001']!,
    permissions: Object.fromEntries(PERMISSION_KEYS.map((k) => [k, granted.includes(k)])) as never,
  });
  const res = await t.call('POST', 'auth/signin', { body: { email: username, password: DEMO_PASSWORD } });
  return res.json.data.access_token;
}

let domesticServiceId = '';
/** A pickup booked through the guest form by a signed-in customer: it lands on their account with its shipment. */
async function guestFormBooking(token: string) {
  if (!domesticServiceId) {
    [{ id: domesticServiceId }] = (await queryRows<{ id: string }>(t.database, sql`select id from service_types where code = 'NDD'`)) as [{ id: string }];
  }
  return guestBooking(t, domesticServiceId, { Name: 'Fatima Al Mansoori', Phone: '+971501112233', AddressLine1: 'Warehouse 12, Al Quoz 3' }, token);
}

describe('routes', () => {
  it('declares its access: Pickup_Request to schedule, Pickup_History to list and cancel', () => {
    expect(t.api.routeList).toEqual(
      expect.arrayContaining([
        { method: 'POST', path: 'SchedulePickup', access: { permission: 'Pickup_Request' } },
        { method: 'POST', path: 'BookingHistory', access: { permission: 'Pickup_History' } },
        { method: 'POST', path: 'CancelPickup', access: { permission: 'Pickup_History' } },
      ]),
    );
  });

  it('knows the same pickup statuses as the database', () => {
    expect([...PICKUP_STATUS_NAMES]).toEqual([...PICKUP_STATUSES]);
  });
});

describe('POST SchedulePickup', () => {
  it('schedules a pickup at a sender address: 201, the address copied in, no shipment made', async () => {
    const before = await counts();
    const res = await schedule(body());
    expect(res.status).toBe(201);
    expect(res.json.message).toBe(SCHEDULED);
    expect(res.json.data).toEqual({
      _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      BookingNo: expect.stringMatching(/^BK\d{8}$/),
      Status: 'Requested',
      PickupDate: '2026-11-24',
      PickupWindowStart: '10:00',
      PickupWindowEnd: '13:00',
      Address: {
        Name: 'Fatima Al Mansoori',
        Company: 'Al Noor Trading LLC',
        Phone: '+971501112233',
        Email: 'logistics@alnoortrading.ae',
        AddressLine1: 'Warehouse 12, Al Quoz 3',
        AddressLine2: 'Gate 4',
        City: 'Dubai',
        CityCode: 'DXB',
        Country: 'AE',
      },
      Pieces: 3,
      WeightKg: 12.5,
      AirWayBillNos: [],
      Remarks: 'Ring the bell at gate 4',
      StatusReason: '',
      AccountNo: '100001',
      CreatedAt: NOW.toISOString(),
      UpdatedAt: NOW.toISOString(),
    });
    expect(await counts()).toEqual({ ...before, pickups: before.pickups + 1 });
    const [row] = await queryRows(t.database, sql`select p.*, u.username from pickups p join users u on u.id = p.user_id where p.id = ${res.json.data._id}`);
    expect(row).toMatchObject({
      account_id: account['100001'],
      username: 'alnoor',
      contact_name: 'Fatima Al Mansoori',
      city: 'Dubai',
      city_code: 'DXB',
      weight_grams: 12_500,
      pieces: 3,
      idempotency_key: null,
      request_hash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
  });

  it('keeps the copy when the address book changes later', async () => {
    const address = await addAddress(tokens.alnoor, 'addresses', { Name: 'Khalid Noor', City: 'AJM' });
    const res = await schedule(body({ AddressId: address }));
    await t.call('DELETE', `addresses?_id=${address}`, { token: tokens.alnoor });
    const list = await history({ search: res.json.data.BookingNo });
    expect(list.json.data.Pickups[0].Address).toMatchObject({ Name: 'Khalid Noor', City: 'Ajman' });
  });

  it('is found at once by Trackbybooking without airway bills: progress 0, Pickup requested', async () => {
    const { BookingNo } = (await schedule(body())).json.data;
    const visitor = await track(BookingNo);
    expect(visitor.status).toBe(200);
    expect(visitor.json.data.AirwayBillTrackList).toEqual([
      {
        AirWayBillNo: BookingNo,
        SearchedNumber: BookingNo,
        Found: true,
        Origin: 'Dubai, UAE',
        Destination: '',
        ShipmentProgress: 0,
        Status: 'Pickup requested',
        StatusCode: 'PICKUP_REQUESTED',
        IsException: false,
        ServiceType: null,
        Pieces: 3,
        TrackingLogDetails: [
          { ActivityDate: '2026-11-23', ActivityTime: '10:30', Location: 'Dubai', Remarks: 'Pickup requested', Status: 'Pickup requested' },
        ],
      },
    ]);
    // The owner also sees the booking number; another customer's lookups stay in their own account.
    expect((await track(BookingNo, tokens.alnoor)).json.data.AirwayBillTrackList[0]).toMatchObject({ Found: true, BookingNo });
    expect((await track(BookingNo, tokens.oasis)).json.data.AirwayBillTrackList[0]).toMatchObject({ Found: false, TrackingLogDetails: [] });
    // Airway bill tracking does not look at bookings.
    expect((await t.call('POST', 'Tracking', { body: { TrackingAWB: [{ AirWayBillNo: BookingNo }] } })).json.data.AirwayBillTrackList[0].Found).toBe(false);
  });

  it('attaches listed airway bills: booking number set, "Pickup requested" event, tracked at once', async () => {
    const a = await makeShipment();
    const b = await makeShipment();
    const before = await counts();
    const res = await schedule(body({ AirWayBillNos: [b, a, ` ${a} `] }));
    expect(res.status).toBe(201);
    const { BookingNo, AirWayBillNos } = res.json.data;
    expect(AirWayBillNos).toEqual([a, b].sort());
    expect(await counts()).toEqual({ pickups: before.pickups + 1, shipments: before.shipments, events: before.events + 2 });
    for (const awb of [a, b]) {
      expect(await shipmentState(awb)).toEqual({ booking_no: BookingNo, status: 'PICKUP_REQUESTED', progress: 0, last: 'PICKUP_REQUESTED', reason: null });
    }
    const list = (await track(BookingNo)).json.data.AirwayBillTrackList;
    expect(list.map((s: { AirWayBillNo: string }) => s.AirWayBillNo).sort()).toEqual([a, b].sort());
    for (const s of list) {
      expect(s).toMatchObject({ Found: true, ShipmentProgress: 0, Status: 'Pickup requested', Destination: 'Abu Dhabi, UAE' });
      expect(s.TrackingLogDetails[0]).toMatchObject({ ActivityTime: '10:30', Remarks: 'Pickup requested', Location: 'Dubai' });
    }
  });

  it('lets a sub-user with Pickup_Request schedule for the parent account', async () => {
    const res = await schedule(body(), { token: tokens.sub });
    expect(res.status).toBe(201);
    expect(res.json.data.AccountNo).toBe('100001');
  });
});

describe('airway bill rules: 422 naming them, nothing written', () => {
  async function refused(awbs: string[], pattern: RegExp) {
    const before = await counts();
    const res = await schedule(body({ AirWayBillNos: awbs }));
    expect(res.status).toBe(422);
    expect(res.json.message).toMatch(pattern);
    expect(res.json.errors.AirWayBillNos).toBe(res.json.message);
    expect(await counts()).toEqual(before);
    return res;
  }

  it("refuses another account's and unknown airway bills alike", async () => {
    const mine = await makeShipment();
    const theirs = await makeShipment('100002');
    const res = await refused([mine, theirs, '10000000000'], /^These airway bills are not in your account: /);
    expect(res.json.message).toContain(theirs);
    expect(res.json.message).toContain('10000000000');
    expect(res.json.message).not.toContain(mine);
    expect((await shipmentState(mine)).booking_no).toBeNull();
    expect((await shipmentState(theirs)).booking_no).toBeNull();
  });

  it('refuses collected and cancelled shipments', async () => {
    const collected = await makeShipment('100001', { status: 'PICKED_UP', progress: 1 });
    const voided = await makeShipment('100001', { status: 'CANCELLED' });
    const res = await refused([collected, voided], /^These airway bills have already been collected or cancelled: /);
    expect(res.json.message).toContain(collected);
    expect(res.json.message).toContain(voided);
  });

  it('refuses a shipment on another open pickup, and takes it once that pickup is cancelled', async () => {
    const awb = await makeShipment();
    const first = await schedule(body({ AirWayBillNos: [awb] }));
    expect(first.status).toBe(201);
    await refused([awb], new RegExp(`already on an open pickup: ${awb} \\(${first.json.data.BookingNo}\\)`));

    expect((await cancel({ _id: first.json.data._id, Reason: 'Goods not ready' })).status).toBe(200);
    const second = await schedule(body({ AirWayBillNos: [awb] }));
    expect(second.status).toBe(201);
    expect(await shipmentState(awb)).toMatchObject({ booking_no: second.json.data.BookingNo, status: 'PICKUP_REQUESTED' });
    // The first booking keeps its cancellation; the airway bill has moved to the second.
    const old = (await track(first.json.data.BookingNo, tokens.alnoor)).json.data.AirwayBillTrackList;
    expect(old).toHaveLength(1);
    expect(old[0]).toMatchObject({ AirWayBillNo: first.json.data.BookingNo, Status: 'Pickup cancelled', IsException: true });
  });

  it('refuses the shipment of a guest-form booking made on the account (its pickup is open)', async () => {
    const booking = await guestFormBooking(tokens.alnoor);
    await refused([booking.AirWayBillNo], new RegExp(`${booking.AirWayBillNo} \\(${booking.BookingNo}\\)`));
  });

  it('attaches one shipment once when two pickups race for it', async () => {
    const awb = await makeShipment();
    const results = await Promise.all([schedule(body({ AirWayBillNos: [awb] })), schedule(body({ AirWayBillNos: [awb], Pieces: 4 }))]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 422]);
    const winner = results.find((r) => r.status === 201)!;
    expect((await shipmentState(awb)).booking_no).toBe(winner.json.data.BookingNo);
  });
});

describe('validation: 400 naming the field, nothing written', () => {
  let badKeys = 0;
  const cases: Array<[string, object, string]> = [
    ['a Sunday', { PickupDate: '2026-11-29' }, 'PickupDate'],
    ['a past date', { PickupDate: '2026-11-21' }, 'PickupDate'],
    ['a date beyond 14 days', { PickupDate: '2026-12-08' }, 'PickupDate'],
    ['a date that is not a date', { PickupDate: 'tomorrow' }, 'PickupDate'],
    ['a window opening before 08:00', { PickupWindowStart: '07:00', PickupWindowEnd: '10:00' }, 'PickupWindowStart'],
    ['a window shorter than 2 hours', { PickupWindowStart: '10:00', PickupWindowEnd: '11:30' }, 'PickupWindowStart'],
    ['a window already started today', { PickupDate: '2026-11-23', PickupWindowStart: '10:00', PickupWindowEnd: '13:00' }, 'PickupWindowStart'],
    ['a time that is not a time', { PickupWindowEnd: '25:00' }, 'PickupWindowEnd'],
    ['no pieces', { Pieces: 0 }, 'Pieces'],
    ['1000 pieces', { Pieces: 1000 }, 'Pieces'],
    ['half a piece', { Pieces: 1.5 }, 'Pieces'],
    ['no weight', { WeightKg: 0 }, 'WeightKg'],
    ['a weight in milligrams', { WeightKg: 1.0005 }, 'WeightKg'],
    ['an address id that is not an id', { AddressId: "1' or 1=1" }, 'AddressId'],
    ['no address', { AddressId: '' }, 'AddressId'],
    ['a malformed airway bill', { AirWayBillNos: ['12345'] }, 'AirWayBillNos[0]'],
    ['airway bills that are not a list', { AirWayBillNos: 'all' }, 'AirWayBillNos'],
    ['101 airway bills', { AirWayBillNos: Array.from({ length: 101 }, (_, i) => String(10_000_000_000 + i)) }, 'AirWayBillNos'],
    ['markup in the remarks', { Remarks: '<script>x</script>' }, 'Remarks'],
  ];

  it.each(cases)('refuses %s', async (_label, over, field) => {
    const before = await counts();
    const res = await schedule(body(over), { key: `bad-${++badKeys}` });
    expect(res.status).toBe(400);
    expect(res.json.errors).toHaveProperty([field]);
    expect(await counts()).toEqual(before);
  });

  it('lists every problem of an empty body', async () => {
    const res = await schedule({});
    expect(res.status).toBe(400);
    expect(Object.keys(res.json.errors)).toEqual(expect.arrayContaining(['AddressId', 'PickupDate', 'PickupWindowStart', 'PickupWindowEnd', 'Pieces', 'WeightKg']));
  });
});

describe('the pickup address', () => {
  it.each([
    ["another account's sender address", () => oasisHome],
    ['a receiver address of the account', () => receiver],
    ['an unknown id', () => '7b0c8a52-3f1e-4c7a-9d2b-0e6f5a4b3c21'],
  ])('answers 404 for %s, writing nothing', async (_label, id) => {
    const before = await counts();
    const res = await schedule(body({ AddressId: id() }));
    expect(res.status).toBe(404);
    expect(res.json.message).toBe(ADDRESS_NOT_FOUND);
    expect(await counts()).toEqual(before);
  });
});

describe('permissions', () => {
  it('answers a visitor 401 on every call', async () => {
    for (const path of ['SchedulePickup', 'BookingHistory', 'CancelPickup']) {
      expect((await t.call('POST', path, { body: {} })).status).toBe(401);
    }
  });

  it('answers 403 to a user without the permission, before reading the body', async () => {
    const noPickups = await userWith('noor.awb', ['Airway_Bill_Generation']);
    for (const path of ['SchedulePickup', 'BookingHistory', 'CancelPickup']) {
      expect((await t.call('POST', path, { body: body(), token: noPickups })).status).toBe(403);
    }
    const historyOnly = await userWith('noor.history', ['Pickup_History']);
    expect((await schedule(body(), { token: historyOnly })).status).toBe(403);
    expect((await history({}, historyOnly)).status).toBe(200);
  });

  it('answers the Admin (no account) 403 on SchedulePickup', async () => {
    const res = await schedule(body(), { token: tokens.admin });
    expect(res.status).toBe(403);
    expect(res.json.message).toBe(NO_ACCOUNT);
  });
});

describe('Idempotency-Key', () => {
  it('answers the same key and body with the first pickup (200), and writes once', async () => {
    const awb = await makeShipment();
    const before = await counts();
    const first = await schedule(body({ AirWayBillNos: [awb] }), { key: 'pickup-form-1' });
    const again = await schedule({ ...Object.fromEntries(Object.entries(body({ AirWayBillNos: [awb] })).reverse()), Remarks: ' Ring the bell at gate 4 ' }, { key: 'pickup-form-1' });
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(again.json.message).toBe(REPLAYED);
    expect(again.json.data).toEqual(first.json.data);
    expect(await counts()).toEqual({ ...before, pickups: before.pickups + 1, events: before.events + 1 });
  });

  it('refuses the same key with a different body (409), writing nothing', async () => {
    await schedule(body(), { key: 'pickup-form-409' });
    const before = await counts();
    const res = await schedule(body({ Pieces: 9 }), { key: 'pickup-form-409' });
    expect(res.status).toBe(409);
    expect(res.json.message).toBe(KEY_REUSED);
    expect(await counts()).toEqual(before);
  });

  it('schedules once when the same submit races in several times', async () => {
    const awb = await makeShipment();
    const before = await counts();
    const results = await Promise.all([1, 2, 3, 4].map(() => schedule(body({ AirWayBillNos: [awb] }), { key: 'double-submit' })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 201]);
    expect(new Set(results.map((r) => r.json.data._id)).size).toBe(1);
    expect(await counts()).toEqual({ ...before, pickups: before.pickups + 1, events: before.events + 1 });
  });

  it('scopes keys per account, and refuses a malformed key', async () => {
    const mine = await schedule(body(), { key: 'shared-pickup-key' });
    const theirs = await schedule(body({ AddressId: oasisHome }), { key: 'shared-pickup-key', token: tokens.oasis });
    expect([mine.status, theirs.status]).toEqual([201, 201]);
    expect(theirs.json.data.AccountNo).toBe('100002');
    const bad = await schedule(body(), { key: 'has space' });
    expect(bad.status).toBe(400);
    expect(bad.json.errors).toHaveProperty('Idempotency-Key');
  });

  it('replays a retry that arrives after its window has started', async () => {
    const today = body({ PickupDate: '2026-11-23', PickupWindowStart: '11:00', PickupWindowEnd: '14:00' });
    const first = await schedule(today, { key: 'late-pickup-retry' });
    expect(first.status).toBe(201);
    // 11:15: the window has started (and the tokens, signed at 10:30 for an hour, still work).
    t.clock.now = new Date(NOW.getTime() + 45 * 60 * 1000);
    try {
      const retry = await schedule(today, { key: 'late-pickup-retry' });
      expect(retry.status).toBe(200);
      expect(retry.json.data._id).toBe(first.json.data._id);
      expect((await schedule(today)).status).toBe(400);
    } finally {
      t.clock.now = NOW;
    }
  });
});

describe('booking numbers', () => {
  it('takes a new number when one is already used by shipments or another pickup', async () => {
    const taken = (await schedule(body())).json.data.BookingNo;
    const numbers = [DEMO_TRACKING.booking, taken, 'BK90000077'];
    const input = { ...body(), AirWayBillNos: [], PickupDate: '2026-11-24', Pieces: 1, WeightKg: 1, Remarks: '' };
    const address = (await getAccountAddress(t.database.db, account['100001']!, 'sender', home))!;
    const outcome = await schedulePickup(t.database.db, input, address, {
      owner: { accountId: account['100001']!, userId: (await queryRows<{ id: string }>(t.database, sql`select id from users where username = 'alnoor'`))[0]!.id },
      key: null,
      hash: 'x',
      now: NOW,
      bookingNo: () => numbers.shift()!,
    });
    expect(outcome.created).toBe(true);
    const [row] = await queryRows(t.database, sql`select booking_no from pickups where id = ${outcome.created ? outcome.id : ''}`);
    expect(row).toEqual({ booking_no: 'BK90000077' });
  });
});

describe('POST BookingHistory', () => {
  let guest: { _id: string; BookingNo: string; AirWayBillNo: string };
  let withAwb: { _id: string; BookingNo: string };
  let awb = '';
  beforeAll(async () => {
    guest = await guestFormBooking(tokens.alnoor);
    awb = await makeShipment();
    withAwb = (await schedule(body({ PickupDate: '2026-11-28', AirWayBillNos: [awb] }))).json.data;
  });

  it("lists the account's pickups newest first, guest-form bookings made on the account included", async () => {
    const res = await history({ limit: 100 });
    expect(res.status).toBe(200);
    const { Pickups, Total, Page, Limit } = res.json.data;
    expect([Page, Limit]).toEqual([1, 100]);
    const [{ n }] = (await queryRows<{ n: number }>(t.database, sql`select count(*)::int as n from pickups where account_id = ${account['100001']}`)) as [{ n: number }];
    expect(Total).toBe(n);
    expect(Pickups.every((p: { AccountNo: string }) => p.AccountNo === '100001')).toBe(true);
    const fromForm = Pickups.find((p: { _id: string }) => p._id === guest._id);
    expect(fromForm).toMatchObject({ BookingNo: guest.BookingNo, AirWayBillNos: [guest.AirWayBillNo], Address: { City: 'Sharjah' } });
    const times = Pickups.map((p: { CreatedAt: string }) => p.CreatedAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('searches by booking number, city and airway bill', async () => {
    const byNo = await history({ search: withAwb.BookingNo.toLowerCase() });
    expect(byNo.json.data.Pickups.map((p: { _id: string }) => p._id)).toEqual([withAwb._id]);
    const byAwb = await history({ search: awb });
    expect(byAwb.json.data.Pickups.map((p: { _id: string }) => p._id)).toEqual([withAwb._id]);
    const byCity = await history({ search: 'sharj', limit: 100 });
    expect(byCity.json.data.Pickups.map((p: { _id: string }) => p._id)).toContain(guest._id);
    expect(byCity.json.data.Pickups.every((p: { Address: { City: string } }) => p.Address.City === 'Sharjah')).toBe(true);
    expect((await history({ search: '%' })).json.data.Total).toBe(0);
  });

  it('filters by pickup date and status, and pages', async () => {
    const range = await history({ From: '2026-11-28', To: '2026-11-28' });
    expect(range.json.data.Pickups.map((p: { _id: string }) => p._id)).toEqual([withAwb._id]);
    const cancelled = await history({ Status: 'Cancelled', limit: 100 });
    expect(cancelled.json.data.Total).toBeGreaterThan(0);
    expect(cancelled.json.data.Pickups.every((p: { Status: string }) => p.Status === 'Cancelled')).toBe(true);
    const all = (await history({ limit: 100 })).json.data;
    const page2 = (await history({ page: 2, limit: 2 })).json.data;
    expect(page2).toMatchObject({ Page: 2, Limit: 2, Total: all.Total });
    expect(page2.Pickups.map((p: { _id: string }) => p._id)).toEqual(all.Pickups.slice(2, 4).map((p: { _id: string }) => p._id));
  });

  it("never lists another account's pickups; the Admin sees every account and the guests", async () => {
    const oasis = await history({ limit: 100 }, tokens.oasis);
    expect(oasis.json.data.Pickups.every((p: { AccountNo: string }) => p.AccountNo === '100002')).toBe(true);
    expect((await history({ search: withAwb.BookingNo }, tokens.oasis)).json.data.Total).toBe(0);

    const visitor = await guestFormBooking('');
    const admin = await history({ limit: 100 }, tokens.admin);
    expect(admin.status).toBe(200);
    const [{ n }] = (await queryRows<{ n: number }>(t.database, sql`select count(*)::int as n from pickups`)) as [{ n: number }];
    expect(admin.json.data.Total).toBe(n);
    const byAdmin = await history({ search: visitor.BookingNo }, tokens.admin);
    expect(byAdmin.json.data.Pickups[0]).toMatchObject({ _id: visitor._id, AccountNo: null });
  });

  it.each([
    [{ From: '2026-13-01' }, 'From'],
    [{ From: '2026-02-30' }, 'From'],
    [{ From: '2026-11-28', To: '2026-11-01' }, 'To'],
    [{ Status: 'Lost' }, 'Status'],
    [{ limit: 101 }, 'limit'],
    [{ page: 0 }, 'page'],
    [{ search: '<b>' }, 'search'],
  ])('refuses the filter %j (400)', async (b, field) => {
    const res = await history(b);
    expect(res.status).toBe(400);
    expect(res.json.errors).toHaveProperty([field]);
  });
});

describe('POST CancelPickup', () => {
  it('cancels a requested pickup, records the reason, and tracks the cancellation (no airway bills)', async () => {
    const { _id, BookingNo } = (await schedule(body())).json.data;
    t.clock.now = new Date(NOW.getTime() + 15 * 60 * 1000);
    try {
      const res = await cancel({ _id, Reason: '  Goods not ready ' });
      expect(res.status).toBe(200);
      expect(res.json.message).toBe(CANCELLED);
      expect(res.json.data).toMatchObject({ _id, Status: 'Cancelled', StatusReason: 'Goods not ready', UpdatedAt: t.clock.now.toISOString() });
    } finally {
      t.clock.now = NOW;
    }
    const [entry] = (await track(BookingNo)).json.data.AirwayBillTrackList;
    expect(entry).toMatchObject({ Found: true, ShipmentProgress: 0, Status: 'Pickup cancelled', StatusCode: 'PICKUP_CANCELLED', IsException: true });
    expect(entry.TrackingLogDetails).toEqual([
      { ActivityDate: '2026-11-23', ActivityTime: '10:45', Location: 'Dubai', Remarks: 'Pickup cancelled', Status: 'Pickup cancelled', ExceptionReason: PICKUP_CANCELLED_REASON },
      { ActivityDate: '2026-11-23', ActivityTime: '10:30', Location: 'Dubai', Remarks: 'Pickup requested', Status: 'Pickup requested' },
    ]);
    // The customer's own words stay in the history, not in public tracking.
    expect(JSON.stringify(entry)).not.toContain('Goods not ready');
  });

  it('puts a "Pickup cancelled" exception on the shipments still waiting, keeping their progress', async () => {
    const waiting = await makeShipment();
    const { _id, BookingNo } = (await schedule(body({ AirWayBillNos: [waiting] }))).json.data;
    const before = await counts();
    expect((await cancel({ _id, Reason: 'Closed for inventory' })).status).toBe(200);
    expect(await counts()).toEqual({ ...before, events: before.events + 1 });
    expect(await shipmentState(waiting)).toEqual({ booking_no: BookingNo, status: 'PICKUP_CANCELLED', progress: 0, last: 'PICKUP_CANCELLED', reason: PICKUP_CANCELLED_REASON });
    const [s] = (await t.call('POST', 'Tracking', { body: { TrackingAWB: [{ AirWayBillNo: waiting }] } })).json.data.AirwayBillTrackList;
    expect(s).toMatchObject({ ShipmentProgress: 0, Status: 'Pickup cancelled', IsException: true });
    expect(s.TrackingLogDetails[0]).toMatchObject({ Remarks: 'Pickup cancelled', ExceptionReason: PICKUP_CANCELLED_REASON });
  });

  it('cancels a guest-form booking made on the account, with its shipment', async () => {
    const booking = await guestFormBooking(tokens.alnoor);
    expect((await cancel({ _id: booking._id, Reason: 'Booked twice' })).status).toBe(200);
    expect(await shipmentState(booking.AirWayBillNo)).toMatchObject({ status: 'PICKUP_CANCELLED', last: 'PICKUP_CANCELLED' });
  });

  it('cancels an assigned pickup; refuses collected, failed and cancelled ones (422)', async () => {
    const make = async (status: string) => {
      const { _id } = (await schedule(body())).json.data;
      await t.database.db.execute(sql`update pickups set status = ${status} where id = ${_id}`);
      return _id as string;
    };
    expect((await cancel({ _id: await make('Assigned'), Reason: 'Not needed' })).json.data.Status).toBe('Cancelled');
    for (const [status, message] of [
      ['Collected', /already been collected/],
      ['Failed', /closed as failed/],
      ['Cancelled', /already cancelled/],
    ] as const) {
      const id = await make(status);
      const res = await cancel({ _id: id, Reason: 'Too late' });
      expect(res.status).toBe(422);
      expect(res.json.message).toMatch(message);
      const [row] = await queryRows(t.database, sql`select status, status_reason from pickups where id = ${id}`);
      expect(row).toEqual({ status, status_reason: null });
    }
  });

  it("answers 404 for another account's or an unknown pickup, and 400 without a reason", async () => {
    const theirs = (await schedule(body({ AddressId: oasisHome }), { token: tokens.oasis })).json.data._id;
    for (const id of [theirs, '7b0c8a52-3f1e-4c7a-9d2b-0e6f5a4b3c21']) {
      const res = await cancel({ _id: id, Reason: 'Not mine' });
      expect(res.status).toBe(404);
      expect(res.json.message).toBe(PICKUP_NOT_FOUND);
    }
    const [row] = await queryRows(t.database, sql`select status from pickups where id = ${theirs}`);
    expect(row).toEqual({ status: 'Requested' });
    for (const b of [{ _id: theirs }, { _id: theirs, Reason: '   ' }, { _id: 'BK12345678', Reason: 'x' }, { _id: theirs, Reason: 'x'.repeat(201) }]) {
      expect((await cancel(b, tokens.oasis)).status).toBe(400);
    }
  });

  it('lets the Admin cancel any pickup, and one cancel wins a race', async () => {
    const { _id } = (await schedule(body())).json.data;
    const results = await Promise.all([cancel({ _id, Reason: 'Customer called' }, tokens.admin), cancel({ _id, Reason: 'Duplicate' })]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 422]);
  });
});
