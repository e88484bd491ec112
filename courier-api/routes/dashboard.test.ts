// The four dashboard calls against the real API on a real database, with a
// frozen clock in 2031 so that only the rows inserted here fall in the
// ranges asked about (the demo seed lies around the real today): exact
// counts, zero-filled days, Dubai day boundaries, the delivery buckets, who
// sees what, and every validation rule.
import { sql } from 'drizzle-orm';
import { DASHBOARD_MAX_DAYS } from '@/lib/schemas/dashboard';
import { pickups, shipments, trackingEvents, users, type PickupStatus } from '../db/schema';
import { createTestApi, queryRows, type TestApi } from '../test-utils';
import { NO_DASHBOARD_ACCOUNT } from './dashboard';
import { pickupRow } from './pickup-fixtures';

let t: TestApi;
/** Monday 10 March 2031, 12:00 in Dubai. */
const NOW = new Date('2031-03-10T08:00:00Z');
const RANGE = { From: '2031-03-01', To: '2031-03-07' };
const CALLS = ['AccountDayWiseShipments', 'DailyPickupDetailsForAccounts', 'PickupSummaryForAccounts', 'DeliveryDetailsForAccounts'];

let tokens: Record<'oasis' | 'alnoor' | 'subUser' | 'admin' | 'orphan', string>;
let acc: Record<'oasis' | 'alnoor', string>;

let seq = 0;
type Event = [code: string, progress: number, reason?: string];
/** One shipment created at `at` (UTC), with its events one hour apart; the last one sets status and progress. */
async function ship(accountId: string | null, at: string, events: Event[]) {
  const n = ++seq;
  const [last] = events.slice(-1) as [Event];
  const createdAt = new Date(at);
  const [row] = await t.database.db
    .insert(shipments)
    .values({
      awbNo: `DASH${String(n).padStart(7, '0')}`,
      accountId,
      serviceCode: 'NDD',
      originCity: 'Dubai', originCityCode: 'DXB', originCountry: 'AE',
      destinationCity: 'Abu Dhabi', destinationCityCode: 'AUH', destinationCountry: 'AE',
      status: last[0],
      progress: last[1],
      weightGrams: 500,
      senderName: 'Test Sender',
      receiverName: 'Test Receiver',
      createdAt,
    })
    .returning({ id: shipments.id });
  await t.database.db.insert(trackingEvents).values(
    events.map(([code, progress, reason], i) => ({
      shipmentId: row!.id,
      occurredAt: new Date(createdAt.getTime() + i * 3600_000),
      statusCode: code,
      progress,
      location: 'Dubai',
      remarks: code,
      exceptionReason: reason ?? null,
    })),
  );
}

async function pickup(accountId: string | null, pickupDate: string, status: PickupStatus) {
  await t.database.db.insert(pickups).values(
    pickupRow({
      bookingNo: `BKD${String(++seq).padStart(7, '0')}`,
      accountId,
      status,
      pickupDate,
      // Long before the pickup day: pickups are counted by pickup_date, not by booking time.
      createdAt: new Date('2031-01-15T08:00:00Z'),
    }),
  );
}

const CREATED: Event = ['CREATED', 0];
const TRANSIT: Event[] = [CREATED, ['PICKED_UP', 1], ['IN_TRANSIT', 2]];
const DELIVERED: Event[] = [...TRANSIT, ['OUT_FOR_DELIVERY', 4], ['DELIVERED', 5]];

beforeAll(async () => {
  t = await createTestApi();
  const rows = await queryRows<{ username: string; account_id: string; password_hash: string }>(
    t.database,
    sql`select username, account_id, password_hash from users where username in ('oasis', 'alnoor')`,
  );
  acc = Object.fromEntries(rows.map((r) => [r.username, r.account_id])) as typeof acc;
  // A customer login that has lost its account (not the Admin): it may not see anyone's figures.
  await t.database.db.insert(users).values({
    username: 'orphan', email: 'orphan@example.ae', fullName: 'No Account', passwordHash: rows[0]!.password_hash,
    role: 'Customer', permissions: { Manage_Sub_Users: false, Airway_Bill_Generation: false, Air_Way_bill_history: false, Print_Airway_Bill: false, Pickup_Request: false, Pickup_History: false },
  });
  // Freeze the clock before signing in: tokens are issued and checked on it.
  t.clock.now = NOW;
  const [oasis, alnoor, subUser, admin] = await Promise.all([t.login('prepaid'), t.login('postpaid'), t.login('subUser'), t.login('admin')]);
  const orphan = await t.call('POST', 'auth/signin', { body: { email: 'orphan@example.ae', password: 'Demo@2026' } });
  tokens = { oasis, alnoor, subUser, admin, orphan: orphan.json.data.access_token };

  // Oasis. Dubai is UTC+4 all year: 20:00 UTC is midnight of the next Dubai day.
  await ship(acc.oasis, '2031-02-28T19:59:59Z', DELIVERED); // Dubai 28 Feb 23:59:59: before the range
  await ship(acc.oasis, '2031-03-01T19:59:59Z', TRANSIT); // Dubai 1 Mar 23:59:59: in transit
  await ship(acc.oasis, '2031-03-01T20:00:00Z', [...TRANSIT, ['ON_HOLD', 2, 'Awaiting address']]); // Dubai 2 Mar 00:00: exception
  await ship(acc.oasis, '2031-03-01T21:30:00Z', DELIVERED); // Dubai 2 Mar 01:30: delivered
  await ship(acc.oasis, '2031-03-05T06:00:00Z', [CREATED, ['CANCELLED', 0, 'Customer cancelled']]); // cancelled
  // Latest event carries an exception reason although its status is not an exception one.
  await ship(acc.oasis, '2031-03-05T07:00:00Z', [...TRANSIT, ['AT_DESTINATION', 3, 'Address incomplete']]);
  // An earlier exception that has been resolved: in transit again.
  await ship(acc.oasis, '2031-03-05T08:00:00Z', [CREATED, ['ON_HOLD', 0, 'Awaiting payment'], ['PICKED_UP', 1]]);
  await ship(acc.oasis, '2031-03-05T09:00:00Z', [CREATED]); // created, not picked up: in transit
  // Delivered after a failed attempt.
  await ship(acc.oasis, '2031-03-05T10:00:00Z', [...TRANSIT, ['OUT_FOR_DELIVERY', 4], ['DELIVERY_ATTEMPTED', 4, 'Not available'], ['DELIVERED', 5]]);
  await ship(acc.oasis, '2031-03-07T20:00:00Z', TRANSIT); // Dubai 8 Mar 00:00: after the range
  // Al Noor: three on 3 Mar, one of them delivered; a guest booking on 4 Mar.
  await ship(acc.alnoor, '2031-03-03T05:00:00Z', DELIVERED);
  await ship(acc.alnoor, '2031-03-03T06:00:00Z', TRANSIT);
  await ship(acc.alnoor, '2031-03-03T07:00:00Z', TRANSIT);
  await ship(null, '2031-03-04T07:00:00Z', [['PICKUP_REQUESTED', 0]]);

  await pickup(acc.oasis, '2031-02-28', 'Collected');
  await pickup(acc.oasis, '2031-03-01', 'Requested');
  await pickup(acc.oasis, '2031-03-01', 'Collected');
  await pickup(acc.oasis, '2031-03-07', 'Cancelled');
  await pickup(acc.oasis, '2031-03-08', 'Requested');
  await pickup(acc.alnoor, '2031-03-02', 'Assigned');
  await pickup(acc.alnoor, '2031-03-02', 'Failed');
  await pickup(null, '2031-03-03', 'Requested');
});
afterAll(() => t.close());

const post = async (path: string, token: string | undefined, body: unknown = RANGE) => {
  const res = await t.call('POST', path, { token, body });
  return res;
};
const data = async (path: string, token: string, body: unknown = RANGE) => {
  const res = await post(path, token, body);
  expect(res.status).toBe(200);
  return res.json.data;
};
/** The range's days with counts, zeros for the days not listed. */
const days = (counts: Record<string, number>) =>
  ['01', '02', '03', '04', '05', '06', '07'].map((d) => ({ Date: `2031-03-${d}`, Count: counts[`2031-03-${d}`] ?? 0 }));
const summary = (counts: Partial<Record<PickupStatus, number>>) =>
  (['Requested', 'Assigned', 'Collected', 'Failed', 'Cancelled'] as const).map((Status) => ({ Status, Count: counts[Status] ?? 0 }));

describe('access', () => {
  it('registers the four calls for signed-in users', () => {
    for (const path of CALLS) expect(t.api.routeList).toContainEqual({ method: 'POST', path, access: 'user' });
  });

  it.each(CALLS)('%s: a visitor gets 401, a non-Admin user without an account 403', async (path) => {
    expect((await post(path, undefined)).status).toBe(401);
    const res = await post(path, tokens.orphan);
    expect(res.status).toBe(403);
    expect(res.json).toEqual({ code: expect.any(String), message: NO_DASHBOARD_ACCOUNT });
  });
});

describe('AccountDayWiseShipments', () => {
  it('counts a customer’s shipments per Dubai day, every day of the range present', async () => {
    expect(await data('AccountDayWiseShipments', tokens.oasis)).toEqual({
      ...RANGE,
      Days: days({ '2031-03-01': 1, '2031-03-02': 2, '2031-03-05': 5 }),
    });
  });

  it('never counts another account’s shipments; a sub-user sees their own account', async () => {
    const alnoor = days({ '2031-03-03': 3 });
    expect((await data('AccountDayWiseShipments', tokens.alnoor)).Days).toEqual(alnoor);
    expect((await data('AccountDayWiseShipments', tokens.subUser)).Days).toEqual(alnoor);
  });

  it('gives the Admin every account, guest bookings included', async () => {
    expect((await data('AccountDayWiseShipments', tokens.admin)).Days).toEqual(
      days({ '2031-03-01': 1, '2031-03-02': 2, '2031-03-03': 3, '2031-03-04': 1, '2031-03-05': 5 }),
    );
  });

  it('puts 21:30 UTC on the next Dubai day and 19:59:59 UTC on the same one', async () => {
    const one = async (day: string) => (await data('AccountDayWiseShipments', tokens.oasis, { From: day, To: day })).Days;
    expect(await one('2031-02-28')).toEqual([{ Date: '2031-02-28', Count: 1 }]);
    expect(await one('2031-03-08')).toEqual([{ Date: '2031-03-08', Count: 1 }]);
    expect(await one('2031-03-02')).toEqual([{ Date: '2031-03-02', Count: 2 }]);
  });

  it('without From and To shows the last 30 days up to today in Dubai', async () => {
    const res = await data('AccountDayWiseShipments', tokens.oasis, {});
    expect(res.From).toBe('2031-02-09');
    expect(res.To).toBe('2031-03-10');
    expect(res.Days).toHaveLength(30);
    expect(res.Days.reduce((s: number, d: { Count: number }) => s + d.Count, 0)).toBe(10);
  });

  it('answers a range with nothing in it with zeros, not an empty list', async () => {
    expect((await data('AccountDayWiseShipments', tokens.oasis, { From: '2030-12-30', To: '2031-01-02' })).Days).toEqual(
      ['2030-12-30', '2030-12-31', '2031-01-01', '2031-01-02'].map((Date) => ({ Date, Count: 0 })),
    );
  });
});

describe('DailyPickupDetailsForAccounts and PickupSummaryForAccounts', () => {
  it('count a customer’s pickups by pickup day and by status', async () => {
    expect((await data('DailyPickupDetailsForAccounts', tokens.oasis)).Days).toEqual(days({ '2031-03-01': 2, '2031-03-07': 1 }));
    expect((await data('PickupSummaryForAccounts', tokens.oasis)).Summary).toEqual(summary({ Requested: 1, Collected: 1, Cancelled: 1 }));
  });

  it('keep accounts apart', async () => {
    expect((await data('DailyPickupDetailsForAccounts', tokens.alnoor)).Days).toEqual(days({ '2031-03-02': 2 }));
    expect((await data('PickupSummaryForAccounts', tokens.subUser)).Summary).toEqual(summary({ Assigned: 1, Failed: 1 }));
  });

  it('give the Admin everyone’s pickups', async () => {
    expect((await data('DailyPickupDetailsForAccounts', tokens.admin)).Days).toEqual(
      days({ '2031-03-01': 2, '2031-03-02': 2, '2031-03-03': 1, '2031-03-07': 1 }),
    );
    expect((await data('PickupSummaryForAccounts', tokens.admin)).Summary).toEqual(
      summary({ Requested: 2, Assigned: 1, Collected: 1, Failed: 1, Cancelled: 1 }),
    );
  });

  it('list every status with zeros when there are no pickups', async () => {
    expect((await data('PickupSummaryForAccounts', tokens.oasis, { From: '2031-04-01', To: '2031-04-30' })).Summary).toEqual(summary({}));
  });
});

describe('DeliveryDetailsForAccounts', () => {
  it('puts each of a customer’s shipments in exactly one bucket', async () => {
    expect(await data('DeliveryDetailsForAccounts', tokens.oasis)).toEqual({
      ...RANGE,
      Delivered: 2, // 2 Mar 01:30, and the one delivered after a failed attempt
      Exceptions: 2, // on hold; latest event with an exception reason
      Cancelled: 1,
      InTransit: 3, // in transit, resolved hold, created only
      Total: 8,
    });
  });

  it('keeps accounts apart and gives the Admin everyone', async () => {
    expect(await data('DeliveryDetailsForAccounts', tokens.alnoor)).toMatchObject({ Delivered: 1, InTransit: 2, Exceptions: 0, Cancelled: 0, Total: 3 });
    expect(await data('DeliveryDetailsForAccounts', tokens.admin)).toMatchObject({ Delivered: 3, InTransit: 6, Exceptions: 2, Cancelled: 1, Total: 12 });
  });

  it('agrees with the day-wise total', async () => {
    for (const token of [tokens.oasis, tokens.admin]) {
      const perDay = (await data('AccountDayWiseShipments', token)).Days.reduce((s: number, d: { Count: number }) => s + d.Count, 0);
      expect((await data('DeliveryDetailsForAccounts', token)).Total).toBe(perDay);
    }
  });
});

describe('validation', () => {
  const bad: Array<[string, unknown, string]> = [
    ['From after To', { From: '2031-03-08', To: '2031-03-07' }, 'From must be on or before To.'],
    ['more than 366 days', { From: '2030-01-01', To: '2031-01-02' }, `The range can be at most ${DASHBOARD_MAX_DAYS} days long.`],
    ['a day that does not exist', { From: '2031-02-29', To: '2031-03-07' }, 'From is not a real calendar date.'],
    ['another format', { From: '01/03/2031', To: '2031-03-07' }, 'From must be a date like 2026-03-01.'],
    ['an object', { From: { $gt: '' }, To: '2031-03-07' }, 'From must be text.'],
    ['a far-off year', { From: '1999-12-31', To: '2000-01-01' }, 'From must be between 2000-01-01 and 2099-12-31.'],
    ['a bad To', { To: 'tomorrow' }, 'To must be a date like 2026-03-01.'],
  ];
  it.each(CALLS)('%s answers 400 with the field’s message for each bad range', async (path) => {
    for (const [, body, message] of bad) {
      const res = await post(path, tokens.oasis, body);
      expect([res.status, res.json.message]).toEqual([400, message]);
    }
    const notJson = await t.call('POST', path, { token: tokens.oasis, rawBody: '{"From":', headers: { 'content-type': 'application/json' } });
    expect(notJson.status).toBe(400);
  });

  it('accepts exactly 366 days (a leap year)', async () => {
    const res = await data('AccountDayWiseShipments', tokens.oasis, { From: '2031-03-01', To: '2032-02-29' });
    expect(res.Days).toHaveLength(366);
    expect(res.Days[365]).toEqual({ Date: '2032-02-29', Count: 0 });
  });
});
