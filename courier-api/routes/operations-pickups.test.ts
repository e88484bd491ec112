// GET and PUT PickupQueue against the real API on a real database: the queue's
// default view, filters, search and paging over guest and customer pickups;
// the moves Requested → Assigned → Collected or Failed with their shipments
// and tracking; final statuses; and a customer's cancel racing a collection.
import { sql } from 'drizzle-orm';
import { pickups, type PickupStatus } from '../db/schema';
import { seedDemo } from '../db/seed';
import { queryRows } from '../test-utils';
import { makeShipment, makeShipments, openOpsTest, shipmentState, tracked, type OpsTest } from './operations-fixtures';
import { PICKUP_NOT_FOUND } from './operations';
import { guestBooking, pickupRow } from './pickup-fixtures';

let o: OpsTest;
let home = ''; // alnoor's sender address
let serviceId = '';
type SeededPickup = { status: PickupStatus; account_no: string | null; days: number; booking_no: string; shipments: number };
let seeded: SeededPickup[] = [];
let seedAgain: { seeded: boolean } | null = null;

beforeAll(async () => {
  o = await openOpsTest();
  // What the demo seed left (it ran on the real clock), and that seeding again adds nothing.
  const seededPickups = () =>
    queryRows<SeededPickup>(
      o.t.database,
      sql`select p.status, a.account_no, (p.pickup_date - (now() at time zone 'Asia/Dubai')::date)::int as days, p.booking_no,
                 (select count(*)::int from shipments s where s.booking_no = p.booking_no) as shipments
          from pickups p left join accounts a on a.id = p.account_id order by p.pickup_date, p.window_start`,
    );
  seeded = await seededPickups();
  seedAgain = await seedDemo(o.t.database, new Date());
  expect(await seededPickups()).toEqual(seeded);
  // The demo seed's pickups lie around the real today: the queue's counts here are of this file's pickups only.
  await o.t.database.db.delete(pickups);
  const address = await o.t.call('POST', 'addresses', {
    token: o.tokens.alnoor,
    body: { Name: 'Fatima Al Mansoori', Phone: '+971501112233', AddressLine1: 'Warehouse 12, Al Quoz 3', City: 'DXB' },
  });
  home = address.json.data._id;
  [{ id: serviceId }] = (await queryRows<{ id: string }>(o.t.database, sql`select id from service_types where code = 'NDD'`)) as [{ id: string }];
});
afterAll(() => o.t.close());

const queue = (query = '', token = o.tokens.admin) => o.t.call('GET', `PickupQueue${query ? `?${query}` : ''}`, { token });
const move = (body: Record<string, unknown>, token = o.tokens.admin) => o.t.call('PUT', 'PickupQueue', { body, token });
const cancel = (_id: string) => o.t.call('POST', 'CancelPickup', { body: { _id, Reason: 'Not needed any more' }, token: o.tokens.alnoor });

/** A portal pickup of Al Noor for tomorrow, collecting these airway bills. */
async function schedule(awbs: string[] = []) {
  const res = await o.t.call('POST', 'SchedulePickup', {
    token: o.tokens.alnoor,
    body: { AddressId: home, PickupDate: '2026-11-24', PickupWindowStart: '10:00', PickupWindowEnd: '13:00', Pieces: 2, WeightKg: 3, AirWayBillNos: awbs },
  });
  expect(res.status).toBe(201);
  return res.json.data as { _id: string; BookingNo: string };
}

/** A visitor's booking through the guest form: a pickup and its shipment, no account. */
const visitorBooking = () => guestBooking(o.t, serviceId, { Name: 'Hessa Al Marri', Phone: '+971501234567', AddressLine1: 'Villa 3, Street 9' });

let seq = 0;
/** A pickup written straight to the table, for dates the booking rules would refuse. */
async function insertPickup(status: PickupStatus, pickupDate: string, over: Partial<typeof pickups.$inferInsert> = {}) {
  const [row] = await o.t.database.db
    .insert(pickups)
    .values(pickupRow({ bookingNo: `BKQ${String(++seq).padStart(7, '0')}`, accountId: o.account['100001'], status, pickupDate, contactName: 'Queue Contact', contactPhone: '+971501112233', ...over }))
    .returning({ id: pickups.id, bookingNo: pickups.bookingNo });
  return row!;
}

describe('the demo seed', () => {
  it('books pickups around today in every status, for both demo accounts and a guest, once', () => {
    expect(seedAgain).toEqual({ seeded: false });
    expect(new Set(seeded.map((p) => p.status))).toEqual(new Set(['Requested', 'Assigned', 'Collected', 'Failed', 'Cancelled']));
    expect(new Set(seeded.map((p) => p.account_no))).toEqual(new Set(['100001', '100002', null]));
    expect(seeded.filter((p) => p.days >= 0 && (p.status === 'Requested' || p.status === 'Assigned')).length).toBeGreaterThanOrEqual(3);
    expect(seeded.every((p) => p.days >= -7 && p.days <= 2)).toBe(true);
    // Their booking numbers are their own: no demo shipment was collected under them.
    expect(seeded.every((p) => p.shipments === 0)).toBe(true);
  });
});

describe('GET PickupQueue', () => {
  let ids: Record<string, string> = {};
  beforeAll(async () => {
    const rows = {
      overdue: await insertPickup('Requested', '2026-11-21', { windowStart: '15:00' }),
      collectedBefore: await insertPickup('Collected', '2026-11-20'),
      failedBefore: await insertPickup('Failed', '2026-11-22', { statusReason: 'Closed' }),
      todayLate: await insertPickup('Assigned', '2026-11-23', { windowStart: '14:00', windowEnd: '17:00', assignedTo: 'Route 4 (Ahmed)' }),
      todayEarly: await insertPickup('Requested', '2026-11-23', { windowStart: '09:00', accountId: o.account['100002'], contactName: 'Rahul Menon', city: 'Sharjah', cityCode: 'SHJ' }),
      guest: await insertPickup('Requested', '2026-11-23', { windowStart: '11:00', accountId: null, contactName: 'Hessa Al Marri', contactPhone: '+971559876543' }),
      tomorrow: await insertPickup('Requested', '2026-11-24'),
      cancelledTomorrow: await insertPickup('Cancelled', '2026-11-24', { windowStart: '08:00', statusReason: 'Goods not ready' }),
      collectedToday: await insertPickup('Collected', '2026-11-23', { windowStart: '08:00' }),
    };
    ids = Object.fromEntries(Object.entries(rows).map(([k, v]) => [k, v.bookingNo]));
  });
  const bookings = (res: { json: { data: { Pickups: Array<{ BookingNo: string }> } } }) => res.json.data.Pickups.map((p) => p.BookingNo);

  it('lists today (Dubai) and later plus overdue open pickups, open ones first by date and window', async () => {
    const res = await queue();
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ Total: 7, Page: 1, Limit: 10 });
    expect(bookings(res)).toEqual([ids.overdue, ids.todayEarly, ids.guest, ids.todayLate, ids.tomorrow, ids.collectedToday, ids.cancelledTomorrow]);
    const [, early, guest, late] = res.json.data.Pickups;
    expect(early).toMatchObject({ AccountNo: '100002', Status: 'Requested', AssignedTo: '', Address: { Name: 'Rahul Menon', City: 'Sharjah' } });
    expect(guest).toMatchObject({ AccountNo: null, Status: 'Requested' });
    expect(late).toMatchObject({ AccountNo: '100001', Status: 'Assigned', AssignedTo: 'Route 4 (Ahmed)', PickupWindowStart: '14:00' });
  });

  it('filters by one date and by status, searches and pages', async () => {
    expect(bookings(await queue('date=2026-11-20'))).toEqual([ids.collectedBefore]);
    expect(bookings(await queue('date=2026-11-22&status=Failed'))).toEqual([ids.failedBefore]);
    expect(bookings(await queue('status=Cancelled'))).toEqual([ids.cancelledTomorrow]);
    expect(bookings(await queue('status=Requested'))).toEqual([ids.overdue, ids.todayEarly, ids.guest, ids.tomorrow]);
    expect(bookings(await queue(`search=${ids.guest!.toLowerCase()}`))).toEqual([ids.guest]);
    expect(bookings(await queue('search=hessa'))).toEqual([ids.guest]);
    expect(bookings(await queue('search=559876'))).toEqual([ids.guest]);
    expect(bookings(await queue('search=100002'))).toEqual([ids.todayEarly]);
    expect(bookings(await queue('search=ahmed'))).toEqual([ids.todayLate]);
    expect(bookings(await queue('search=%25'))).toEqual([]);
    const all = bookings(await queue());
    const page2 = await queue('page=2&limit=3');
    expect(page2.json.data).toMatchObject({ Page: 2, Limit: 3, Total: 7 });
    expect(bookings(page2)).toEqual(all.slice(3, 6));
  });

  it.each([
    ['date=2026-13-01', 'date'],
    ['date=2026-02-30', 'date'],
    ['status=Lost', 'status'],
    ['limit=101', 'limit'],
    ['page=0', 'page'],
    ['search=%3Cb%3E', 'search'],
  ])('refuses %s (400)', async (query, field) => {
    const res = await queue(query);
    expect(res.status).toBe(400);
    expect(res.json.errors).toHaveProperty([field]);
  });
});

describe('PUT PickupQueue: validation', () => {
  it.each([
    [{ Status: 'Assigned' }, 'AssignedTo'],
    [{ Status: 'Assigned', AssignedTo: '   ' }, 'AssignedTo'],
    [{ Status: 'Assigned', AssignedTo: 'x'.repeat(101) }, 'AssignedTo'],
    [{ Status: 'Failed' }, 'Reason'],
    [{ Status: 'Failed', Reason: '<script>' }, 'Reason'],
    [{ Status: 'Cancelled' }, 'Status'],
    [{ Status: 'Requested' }, 'Status'],
    [{}, 'Status'],
    [{ _id: 'BK12345678', Status: 'Collected' }, '_id'],
  ])('refuses %j (400), changing nothing', async (b, field) => {
    const { id } = await insertPickup('Requested', '2026-11-24');
    const res = await move({ _id: id, ...b });
    expect(res.status).toBe(400);
    expect(res.json.errors).toHaveProperty([field]);
    expect(await queryRows(o.t.database, sql`select status, assigned_to, status_reason from pickups where id = ${id}`)).toEqual([
      { status: 'Requested', assigned_to: null, status_reason: null },
    ]);
  });

  it('answers 404 for an unknown pickup', async () => {
    const res = await move({ _id: '7b0c8a52-3f1e-4c7a-9d2b-0e6f5a4b3c21', Status: 'Collected' });
    expect(res.status).toBe(404);
    expect(res.json.message).toBe(PICKUP_NOT_FOUND);
  });
});

describe('PUT PickupQueue: moves', () => {
  it('assigns, reassigns and collects: waiting shipments show "Courier assigned", then are picked up; the customer sees Collected', async () => {
    const [waiting, scanned] = await makeShipments(o.t, 2, { accountId: o.account['100001'] });
    const { _id, BookingNo } = await schedule([waiting!, scanned!]);
    // One parcel already went through a hub scan before the pickup is closed.
    expect((await o.t.call('POST', 'ScanEvents', { token: o.tokens.admin, body: { AirWayBillNos: [scanned], StatusCode: 'PICKED_UP' } })).json.data.Updated).toBe(1);

    const assigned = await move({ _id, Status: 'Assigned', AssignedTo: ' Route 7 (Ahmed) ' });
    expect(assigned.status).toBe(200);
    expect(assigned.json.message).toBe('The pickup is assigned.');
    expect(assigned.json.data).toMatchObject({ _id, BookingNo, Status: 'Assigned', AssignedTo: 'Route 7 (Ahmed)', AccountNo: '100001' });
    expect(await shipmentState(o.t, waiting!)).toMatchObject({ status: 'PICKUP_ASSIGNED', progress: 0, events: 3, last: 'PICKUP_ASSIGNED' });
    expect(await shipmentState(o.t, scanned!)).toMatchObject({ status: 'PICKED_UP', progress: 1, events: 3 });
    const [s] = await tracked(o.t, waiting!);
    expect(s).toMatchObject({ ShipmentProgress: 0, Status: 'Courier assigned', IsException: false });
    expect(s!.TrackingLogDetails[0]).toMatchObject({ Location: 'Dubai', Remarks: 'Courier assigned to collect the shipment' });

    // Reassigning changes the courier only.
    const again = await move({ _id, Status: 'Assigned', AssignedTo: 'Route 9 (Sara)' });
    expect(again.json.data).toMatchObject({ Status: 'Assigned', AssignedTo: 'Route 9 (Sara)' });
    expect(await shipmentState(o.t, waiting!)).toMatchObject({ events: 3 });

    const collected = await move({ _id, Status: 'Collected' });
    expect(collected.status).toBe(200);
    expect(collected.json.data).toMatchObject({ Status: 'Collected', AssignedTo: 'Route 9 (Sara)', AirWayBillNos: [waiting, scanned].sort() });
    expect(await shipmentState(o.t, waiting!)).toMatchObject({ status: 'PICKED_UP', progress: 1, events: 4, last: 'PICKED_UP' });
    expect(await shipmentState(o.t, scanned!)).toMatchObject({ status: 'PICKED_UP', progress: 1, events: 3 });
    for (const shipment of await tracked(o.t, BookingNo, 'Trackbybooking')) expect(shipment).toMatchObject({ ShipmentProgress: 1, Status: 'Picked up' });

    const history = await o.t.call('POST', 'BookingHistory', { token: o.tokens.alnoor, body: { search: BookingNo } });
    expect(history.json.data.Pickups[0]).toMatchObject({ BookingNo, Status: 'Collected' });
    expect((await cancel(_id)).status).toBe(422);
  });

  it('collects a guest booking straight from Requested, picking up its shipment', async () => {
    const booking = await visitorBooking();
    const res = await move({ _id: booking._id, Status: 'Collected' });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ Status: 'Collected', AccountNo: null, AirWayBillNos: [booking.AirWayBillNo] });
    expect(await shipmentState(o.t, booking.AirWayBillNo)).toMatchObject({ status: 'PICKED_UP', progress: 1, last: 'PICKED_UP' });
    const [s] = await tracked(o.t, booking.AirWayBillNo);
    expect(s).toMatchObject({ ShipmentProgress: 1, Status: 'Picked up', Origin: 'Sharjah, UAE' });
    expect(s!.TrackingLogDetails[0]).toMatchObject({ Location: 'Sharjah', Status: 'Picked up' });
  });

  it('closes a pickup as failed with the reason; its shipments get the exception and may join another pickup', async () => {
    const awb = await makeShipment(o.t, { accountId: o.account['100001'] });
    const { _id } = await schedule([awb]);
    const res = await move({ _id, Status: 'Failed', Reason: 'Nobody at the address' });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ Status: 'Failed', StatusReason: 'Nobody at the address' });
    expect(await shipmentState(o.t, awb)).toMatchObject({ status: 'PICKUP_FAILED', progress: 0, last: 'PICKUP_FAILED', reason: 'Nobody at the address' });
    const [s] = await tracked(o.t, awb);
    expect(s).toMatchObject({ ShipmentProgress: 0, Status: 'Pickup failed', IsException: true });
    expect(s!.TrackingLogDetails[0]).toMatchObject({ Remarks: 'Pickup attempt failed', ExceptionReason: 'Nobody at the address' });
    await schedule([awb]);
    expect(await shipmentState(o.t, awb)).toMatchObject({ status: 'PICKUP_REQUESTED' });
  });

  it('tracks a booking without airway bills through Assigned, Collected and Failed', async () => {
    const a = await schedule();
    await move({ _id: a._id, Status: 'Assigned', AssignedTo: 'Route 2' });
    let [entry] = await tracked(o.t, a.BookingNo, 'Trackbybooking');
    expect(entry).toMatchObject({ Found: true, ShipmentProgress: 0, Status: 'Courier assigned', StatusCode: 'PICKUP_ASSIGNED', IsException: false });
    expect(entry!.TrackingLogDetails.map((e: { Status: string }) => e.Status)).toEqual(['Courier assigned', 'Pickup requested']);
    // The courier's name is for operations only.
    expect(JSON.stringify(entry)).not.toContain('Route 2');
    await move({ _id: a._id, Status: 'Collected' });
    [entry] = await tracked(o.t, a.BookingNo, 'Trackbybooking');
    expect(entry).toMatchObject({ ShipmentProgress: 1, Status: 'Picked up', StatusCode: 'PICKED_UP', IsException: false });

    const b = await schedule();
    await move({ _id: b._id, Status: 'Failed', Reason: 'Shipper closed' });
    [entry] = await tracked(o.t, b.BookingNo, 'Trackbybooking');
    expect(entry).toMatchObject({ ShipmentProgress: 0, Status: 'Pickup failed', IsException: true });
    expect(entry!.TrackingLogDetails[0]).toMatchObject({ Remarks: 'Pickup attempt failed', ExceptionReason: 'Shipper closed' });
  });

  it('refuses any move from Collected, Failed or Cancelled (422), changing nothing', async () => {
    for (const [status, message] of [
      ['Collected', 'This pickup has already been collected: its status can no longer change.'],
      ['Failed', 'This pickup was closed as failed: its status can no longer change. The customer can book a new pickup.'],
      ['Cancelled', 'This pickup was cancelled: its status can no longer change.'],
    ] as const) {
      const { id } = await insertPickup(status, '2026-11-24', { statusReason: 'Before' });
      for (const b of [{ Status: 'Assigned', AssignedTo: 'Route 1' }, { Status: 'Collected' }, { Status: 'Failed', Reason: 'Late' }]) {
        const res = await move({ _id: id, ...b });
        expect(res.status).toBe(422);
        expect(res.json.message).toBe(message);
      }
      expect(await queryRows(o.t.database, sql`select status, assigned_to, status_reason from pickups where id = ${id}`)).toEqual([
        { status, assigned_to: null, status_reason: 'Before' },
      ]);
    }
  });

  it("a customer's cancel and a collection at once: exactly one wins, and the shipments follow the winner", async () => {
    for (let i = 0; i < 3; i++) {
      const awb = await makeShipment(o.t, { accountId: o.account['100001'] });
      const { _id } = await schedule([awb]);
      const [cancelled, collected] = await Promise.all([cancel(_id), move({ _id, Status: 'Collected' })]);
      expect([cancelled.status, collected.status].sort()).toEqual([200, 422]);
      const [row] = await queryRows<{ status: string }>(o.t.database, sql`select status from pickups where id = ${_id}`);
      if (cancelled.status === 200) {
        expect(row!.status).toBe('Cancelled');
        expect(collected.json.message).toBe('This pickup was cancelled: its status can no longer change.');
        expect(await shipmentState(o.t, awb)).toMatchObject({ status: 'PICKUP_CANCELLED', progress: 0 });
      } else {
        expect(row!.status).toBe('Collected');
        expect(cancelled.json.message).toMatch(/already been collected/);
        expect(await shipmentState(o.t, awb)).toMatchObject({ status: 'PICKED_UP', progress: 1 });
      }
    }
  });
});
