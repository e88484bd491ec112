// asaGuestSchedulePickup and PickupConfirmation against the real API on a real
// database: what one booking writes, who owns it, idempotency under races,
// every validation rule (with nothing written), the guest rate limit, and the
// public confirmation without personal data.
import { sql } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords';
import { createBookingSchema } from '@/lib/schemas/booking';
import { DEMO_PASSWORD, DEMO_TRACKING, DEMO_USERS } from '../db/seed';
import { PERMISSION_KEYS, users, type Permissions } from '../db/schema';
import { validate } from '../http';
import { generateAwb } from '../services/awb';
import { bookingHash, resolveRoute } from '../services/booking-request';
import { GUEST, placeBooking } from '../services/bookings';
import { createTestApi, queryRows, type TestApi } from '../test-utils';
import { BOOKED, BOOKINGS_PER_GUEST_IP, KEY_REUSED, REPLAYED } from './booking';

let t: TestApi;
/** Monday 23 November 2026, 10:30 in Dubai: the tests' frozen clock. */
const NOW = new Date('2026-11-23T06:30:00Z');

interface Service {
  id: string;
  code: string;
  scope: 'Domestic' | 'International';
  countries: string[];
  cod: boolean;
}
let services: Service[] = [];
const service = (code: string) => services.find((s) => s.code === code)!;

beforeAll(async () => {
  t = await createTestApi();
  t.clock.now = NOW;
  services = await queryRows<Service>(
    t.database,
    sql`select id, code, scope, countries, cod_available as cod from service_types where active order by sort_order`,
  );
});
afterAll(() => t.close());

let ipCounter = 0;
/** A fresh client IP per call unless one is given, so the guest limit stays out of the way. */
const freshIp = () => `10.1.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

function book(body: unknown, o: { key?: string; token?: string; ip?: string } = {}) {
  const headers: Record<string, string> = o.key === undefined ? {} : { 'idempotency-key': o.key };
  return t.call('POST', 'asaGuestSchedulePickup', { body, token: o.token, ip: o.ip ?? freshIp(), headers });
}

const domestic = () => ({
  Sender: {
    Name: 'Mariam Al Suwaidi',
    Company: 'Gulf Gifts',
    Phone: '+971501234567',
    Email: 'Mariam@Example.ae',
    AddressLine1: 'Office 1204, Bay Square 7',
    AddressLine2: 'Business Bay',
    City: 'dxb',
  },
  Receiver: {
    Name: 'Omar Khalid',
    Phone: '+971507654321',
    AddressLine1: 'Villa 7, Street 3',
    AddressLine2: 'Khalifa City',
    Country: 'AE',
    City: 'AUH',
  },
  PickupDate: '2026-11-24',
  PickupWindowStart: '10:00',
  PickupWindowEnd: '13:00',
  ServiceTypeId: service('NDD').id,
  Pieces: [{ Weight: 2.5, Length: 30, Width: 20, Height: 15 }, { Weight: 0.4 }],
  Contents: 'Documents',
  DeclaredValue: 200,
  CodAmount: 150,
  Reference: 'ORDER-123',
  SpecialInstructions: 'Call on arrival',
});

const international = () => ({
  ...domestic(),
  Receiver: { Name: 'Aisha Rahman', Phone: '+966501234567', AddressLine1: 'King Fahd Road 12', Country: 'SA', City: 'RUH' },
  ServiceTypeId: service('IEX').id,
  CodAmount: 0,
});

type Counts = { pickups: number; shipments: number; pieces: number; events: number };
async function counts(): Promise<Counts> {
  const [row] = await queryRows<Counts>(
    t.database,
    sql`select (select count(*) from pickups)::int as pickups, (select count(*) from shipments)::int as shipments,
               (select count(*) from shipment_pieces)::int as pieces, (select count(*) from tracking_events)::int as events`,
  );
  return row!;
}

async function rateFor(body: { Sender: { City: string }; Receiver: { Country: string; City: string }; Pieces: unknown; CodAmount: number; ServiceTypeId: string }) {
  const res = await t.call('POST', 'RateFinder', {
    ip: freshIp(),
    body: {
      OriginCity: body.Sender.City,
      DestinationCountry: body.Receiver.Country,
      DestinationCity: body.Receiver.City,
      Pieces: body.Pieces,
      CodAmount: body.CodAmount,
    },
  });
  expect(res.status).toBe(200);
  const rate = res.json.data.Rates.find((r: { ServiceTypeId: string }) => r.ServiceTypeId === body.ServiceTypeId);
  expect(rate).toBeDefined();
  return rate as { Charges: Record<string, number | string> };
}

const pick = (c: Record<string, unknown>) => ({
  Base: c.Base,
  FuelSurcharge: c.FuelSurcharge,
  CodFee: c.CodFee,
  Vat: c.Vat,
  Total: c.Total,
  Currency: c.Currency,
});

describe('POST asaGuestSchedulePickup', () => {
  it('is public, and so is PickupConfirmation', () => {
    expect(t.api.routeList).toContainEqual({ method: 'POST', path: 'asaGuestSchedulePickup', access: 'public' });
    expect(t.api.routeList).toContainEqual({ method: 'GET', path: 'PickupConfirmation', access: 'public' });
  });

  it('books a guest pickup: 201 PickupConfirmation, priced as RateFinder prices it, every row written', async () => {
    const body = domestic();
    const before = await counts();
    const res = await book(body);
    expect(res.status).toBe(201);
    expect(res.json.message).toBe(BOOKED);
    const data = res.json.data;
    expect(data).toEqual({
      _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      BookingNo: expect.stringMatching(/^BK\d{8}$/),
      AirWayBillNo: expect.stringMatching(/^[1-9]\d{10}$/),
      Status: 'Requested',
      PickupDate: '2026-11-24',
      PickupWindowStart: '10:00',
      PickupWindowEnd: '13:00',
      PickupCity: 'Dubai',
      DestinationCity: 'Abu Dhabi',
      DestinationCountry: 'AE',
      ServiceCode: 'NDD',
      ServiceName: expect.any(String),
      TransitTime: '1–2 working days',
      Pieces: 2,
      // Piece 1: 30×20×15/5000 = 1.8 kg volumetric < 2.5 actual; piece 2: 0.4 kg.
      ChargeableKg: 2.9,
      Charges: expect.objectContaining({ Currency: 'AED' }),
      PaymentMode: 'Cash or card at pickup',
    });
    expect(data.Charges).toEqual(pick((await rateFor(body)).Charges));
    expect(data.Charges.CodFee).toBeGreaterThan(0);
    expect(data.Charges.Vat).toBeGreaterThan(0);

    expect(await counts()).toEqual({
      pickups: before.pickups + 1,
      shipments: before.shipments + 1,
      pieces: before.pieces + 2,
      events: before.events + 1,
    });
    const [pickup] = await queryRows(t.database, sql`select * from pickups where id = ${data._id}`);
    expect(pickup).toMatchObject({
      booking_no: data.BookingNo,
      account_id: null,
      user_id: null,
      status: 'Requested',
      contact_name: 'Mariam Al Suwaidi',
      contact_company: 'Gulf Gifts',
      contact_phone: '+971501234567',
      contact_email: 'mariam@example.ae',
      address_line_1: 'Office 1204, Bay Square 7',
      address_line_2: 'Business Bay',
      city: 'Dubai',
      city_code: 'DXB',
      country: 'AE',
      pickup_date: '2026-11-24',
      window_start: '10:00',
      window_end: '13:00',
      pieces: 2,
      weight_grams: 2900,
      remarks: 'Call on arrival',
      idempotency_key: null,
    });
    const [ship] = await queryRows<Record<string, unknown>>(
      t.database,
      sql`select * from shipments where booking_no = ${data.BookingNo}`,
    );
    expect(ship).toMatchObject({
      awb_no: data.AirWayBillNo,
      account_id: null,
      created_by_user_id: null,
      service_type_id: service('NDD').id,
      service_code: 'NDD',
      origin_city: 'Dubai',
      origin_city_code: 'DXB',
      origin_country: 'AE',
      destination_city: 'Abu Dhabi',
      destination_city_code: 'AUH',
      destination_country: 'AE',
      status: 'PICKUP_REQUESTED',
      progress: 0,
      pieces: 2,
      weight_grams: 2900,
      chargeable_grams: 2900,
      sender_name: 'Mariam Al Suwaidi',
      sender_email: 'mariam@example.ae',
      receiver_name: 'Omar Khalid',
      receiver_phone: '+971507654321',
      receiver_company: null,
      receiver_email: null,
      receiver_address_line_2: 'Khalifa City',
      contents: 'Documents',
      reference: 'ORDER-123',
      special_instructions: 'Call on arrival',
    });
    expect(Number(ship!.declared_value_fils)).toBe(20_000);
    expect(Number(ship!.cod_amount_fils)).toBe(15_000);
    expect(Number(ship!.total_fils)).toBe(Math.round(data.Charges.Total * 100));
    const fils = ['base_fils', 'fuel_fils', 'cod_fee_fils', 'vat_fils'].reduce((s, k) => s + Number(ship![k]), 0);
    expect(fils).toBe(Number(ship!.total_fils));

    const pieces = await queryRows(
      t.database,
      sql`select piece_no, weight_grams, length_cm, width_cm, height_cm from shipment_pieces where shipment_id = ${ship!.id} order by piece_no`,
    );
    expect(pieces).toEqual([
      { piece_no: 1, weight_grams: 2500, length_cm: 30, width_cm: 20, height_cm: 15 },
      { piece_no: 2, weight_grams: 400, length_cm: null, width_cm: null, height_cm: null },
    ]);
    const events = await queryRows(
      t.database,
      sql`select status_code, progress, location, remarks, occurred_at = ${NOW.toISOString()}::timestamptz as at_booking
          from tracking_events where shipment_id = ${ship!.id}`,
    );
    expect(events).toEqual([
      { status_code: 'PICKUP_REQUESTED', progress: 0, location: 'Dubai', remarks: 'Pickup requested', at_booking: true },
    ]);
  });

  it('prices an international booking as RateFinder does (zero-rated VAT)', async () => {
    const body = international();
    const res = await book(body);
    expect(res.status).toBe(201);
    expect(res.json.data).toMatchObject({ DestinationCity: 'Riyadh', DestinationCountry: 'SA', ServiceCode: 'IEX', Pieces: 2 });
    expect(res.json.data.Charges).toEqual(pick((await rateFor(body)).Charges));
    expect(res.json.data.Charges.Vat).toBe(0);
  });

  it('is found at once by Trackbybooking, at progress 0', async () => {
    const res = await book(domestic());
    const { BookingNo, AirWayBillNo } = res.json.data;
    const tracked = await t.call('POST', 'Trackbybooking', { body: { TrackingAWB: [{ AirWayBillNo: BookingNo }] } });
    expect(tracked.status).toBe(200);
    const list = tracked.json.data.AirwayBillTrackList;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      Found: true,
      AirWayBillNo,
      SearchedNumber: BookingNo,
      Origin: 'Dubai, UAE',
      Destination: 'Abu Dhabi, UAE',
      ShipmentProgress: 0,
      StatusCode: 'PICKUP_REQUESTED',
      Status: 'Pickup requested',
      IsException: false,
      ServiceType: 'NDD',
      Pieces: 2,
    });
    expect(list[0].TrackingLogDetails).toEqual([
      { ActivityDate: '2026-11-23', ActivityTime: '10:30', Location: 'Dubai', Remarks: 'Pickup requested', Status: 'Pickup requested' },
    ]);
  });
});

describe('bookings of signed-in callers', () => {
  it('stores a customer booking on their account and bills the account', async () => {
    const token = await t.login('postpaid');
    const res = await book(domestic(), { token });
    expect(res.status).toBe(201);
    expect(res.json.data.PaymentMode).toBe('Billed to account 100001');
    const [row] = await queryRows(
      t.database,
      sql`select a.account_no, u.username, s.account_id = p.account_id as same_account, cu.username as created_by
          from pickups p join accounts a on a.id = p.account_id join users u on u.id = p.user_id
          join shipments s on s.booking_no = p.booking_no join users cu on cu.id = s.created_by_user_id
          where p.id = ${res.json.data._id}`,
    );
    expect(row).toEqual({ account_no: '100001', username: DEMO_USERS.postpaid.username, same_account: true, created_by: DEMO_USERS.postpaid.username });

    // Trackbybooking for the customer: in their account, with the booking number shown.
    const tracked = await t.call('POST', 'Trackbybooking', { token, body: { TrackingAWB: [{ AirWayBillNo: res.json.data.BookingNo }] } });
    expect(tracked.json.data.AirwayBillTrackList[0]).toMatchObject({ Found: true, ShipmentProgress: 0, BookingNo: res.json.data.BookingNo });
  });

  it('books a sub-user with Pickup_Request on the parent account', async () => {
    const res = await book(domestic(), { token: await t.login('subUser') });
    expect(res.status).toBe(201);
    expect(res.json.data.PaymentMode).toBe('Billed to account 100001');
  });

  const granted = (v: boolean) => Object.fromEntries(PERMISSION_KEYS.map((k) => [k, v])) as Permissions;
  /** Adds a login `username` to account 100001 with these permissions, then signs it in. */
  async function alNoorLogin(username: string, fullName: string, permissions: Permissions, over: Partial<typeof users.$inferInsert> = {}) {
    await t.database.db.insert(users).values({
      username,
      email: `${username.replace('noor.', '')}@alnoortrading.ae`,
      fullName,
      passwordHash: await hashPassword(DEMO_PASSWORD),
      accountId: (await queryRows<{ id: string }>(t.database, sql`select id from accounts where account_no = '100001'`))[0]!.id,
      permissions,
      ...over,
    });
    return t.call('POST', 'auth/signin', { body: { email: username, password: DEMO_PASSWORD } });
  }

  it('books a customer without Pickup_Request on their account, and the Admin (no account) as a guest', async () => {
    const signin = await alNoorLogin('noor.viewer', 'Noor Viewer', { ...granted(false), Pickup_History: true });
    const customer = await book(domestic(), { token: signin.json.data.access_token });
    expect(customer.status).toBe(201);
    expect(customer.json.data.PaymentMode).toBe('Billed to account 100001');
    const [own] = await queryRows(t.database, sql`select a.account_no from pickups p join accounts a on a.id = p.account_id where p.id = ${customer.json.data._id}`);
    expect(own).toEqual({ account_no: '100001' });

    const admin = await book(domestic(), { token: await t.login('admin') });
    expect(admin.status).toBe(201);
    expect(admin.json.data.PaymentMode).toBe('Cash or card at pickup');
    const [row] = await queryRows(t.database, sql`select account_id, user_id from pickups where id = ${admin.json.data._id}`);
    expect(row).toEqual({ account_id: null, user_id: null });
  });

  it('refuses a user who must still change a first-login password, writing nothing', async () => {
    const signin = await alNoorLogin('noor.new', 'Noor New', granted(true), { mustChangePassword: true });
    const before = await counts();
    const res = await book(domestic(), { token: signin.json.data.access_token });
    expect(res.status).toBe(403);
    expect(res.json.message).toBe('Please change your password before continuing.');
    expect(await counts()).toEqual(before);
  });
});

describe('Idempotency-Key', () => {
  it('answers the same key and body with the first booking (200), and writes once', async () => {
    const before = await counts();
    const first = await book(domestic(), { key: 'form-7f3a2c' });
    // The same booking as the form would resend it: same values, other key order, untrimmed text.
    const again = { ...Object.fromEntries(Object.entries(domestic()).reverse()), Contents: '  Documents ' };
    const second = await book(again, { key: 'form-7f3a2c' });
    expect(first.status).toBe(201);
    expect(second.status).toBe(200);
    expect(second.json.message).toBe(REPLAYED);
    expect(second.json.data).toEqual(first.json.data);
    expect((await counts()).pickups).toBe(before.pickups + 1);
  });

  it('refuses the same key with a different booking (409), writing nothing', async () => {
    await book(domestic(), { key: 'form-409' });
    const before = await counts();
    const res = await book({ ...domestic(), PickupWindowEnd: '14:00' }, { key: 'form-409' });
    expect(res.status).toBe(409);
    expect(res.json.message).toBe(KEY_REUSED);
    expect(await counts()).toEqual(before);
  });

  it('books once when the same submit races in several times', async () => {
    const before = await counts();
    const results = await Promise.all([1, 2, 3, 4].map(() => book(domestic(), { key: 'double-click-1' })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 201]);
    const ids = new Set(results.map((r) => r.json.data._id));
    expect(ids.size).toBe(1);
    expect(await counts()).toEqual({
      pickups: before.pickups + 1,
      shipments: before.shipments + 1,
      pieces: before.pieces + 2,
      events: before.events + 1,
    });
  });

  it('scopes keys per account: a guest and a customer using the same key get their own bookings', async () => {
    const guest = await book(domestic(), { key: 'shared-key' });
    const customer = await book(domestic(), { key: 'shared-key', token: await t.login('prepaid') });
    expect([guest.status, customer.status]).toEqual([201, 201]);
    expect(customer.json.data._id).not.toBe(guest.json.data._id);
    expect(customer.json.data.PaymentMode).toBe('Billed to account 100002');
  });

  it('replays a retry that arrives after its window has started', async () => {
    const today = { ...domestic(), PickupDate: '2026-11-23', PickupWindowStart: '11:00', PickupWindowEnd: '14:00' };
    const first = await book(today, { key: 'late-retry' });
    expect(first.status).toBe(201);
    t.clock.now = new Date(NOW.getTime() + 60 * 60 * 1000); // 11:30: the window has started
    try {
      const retry = await book(today, { key: 'late-retry' });
      expect(retry.status).toBe(200);
      expect(retry.json.data._id).toBe(first.json.data._id);
      // Without the key the same body is a new booking, and now too late.
      expect((await book(today)).status).toBe(400);
    } finally {
      t.clock.now = NOW;
    }
  });

  it('makes each submit without a key a new booking, and refuses a malformed key', async () => {
    const a = await book(domestic());
    const b = await book(domestic());
    expect(a.json.data._id).not.toBe(b.json.data._id);
    const before = await counts();
    for (const key of ['', 'has space', 'x'.repeat(101), 'ünïcode', 'a;b']) {
      const res = await book(domestic(), { key });
      expect(res.status).toBe(400);
      expect(res.json.errors).toHaveProperty('Idempotency-Key');
    }
    expect(await counts()).toEqual(before);
  });
});

describe('validation: a clear 4xx and nothing written', () => {
  const d = domestic;
  const withSender = (over: object) => ({ ...d(), Sender: { ...d().Sender, ...over } });
  const withReceiver = (over: object) => ({ ...d(), Receiver: { ...d().Receiver, ...over } });
  const cases: Array<[string, () => unknown, number, string]> = [
    ['a Sunday', () => ({ ...d(), PickupDate: '2026-11-29' }), 400, 'PickupDate'],
    ['a past date', () => ({ ...d(), PickupDate: '2026-11-21' }), 400, 'PickupDate'],
    ['a date beyond 14 days', () => ({ ...d(), PickupDate: '2026-12-08' }), 400, 'PickupDate'],
    ['a window opening before 08:00', () => ({ ...d(), PickupWindowStart: '07:00', PickupWindowEnd: '10:00' }), 400, 'PickupWindowStart'],
    ['a window closing after 18:00', () => ({ ...d(), PickupWindowStart: '16:00', PickupWindowEnd: '19:00' }), 400, 'PickupWindowStart'],
    ['a window shorter than 2 hours', () => ({ ...d(), PickupWindowStart: '10:00', PickupWindowEnd: '11:30' }), 400, 'PickupWindowStart'],
    ['a window already started today', () => ({ ...d(), PickupDate: '2026-11-23', PickupWindowStart: '10:00', PickupWindowEnd: '13:00' }), 400, 'PickupWindowStart'],
    ['a bad sender phone', () => withSender({ Phone: '050123' }), 400, 'Sender.Phone'],
    ['a bad receiver phone', () => withReceiver({ Phone: '12345' }), 400, 'Receiver.Phone'],
    ['an unknown pickup city', () => withSender({ City: 'ZZZ' }), 400, 'Sender.City'],
    ['a pickup outside the UAE', () => withSender({ City: 'RUH' }), 400, 'Sender.City'],
    ['an unknown receiver city', () => withReceiver({ City: 'QQQQ' }), 400, 'Receiver.City'],
    ['a receiver city in another country', () => withReceiver({ Country: 'SA', City: 'DXB' }), 400, 'Receiver.City'],
    ['an unknown country', () => withReceiver({ Country: 'ZZ', City: 'RUH' }), 400, 'Receiver.Country'],
    ['a sender that is not an object', () => ({ ...d(), Sender: 'me' }), 400, 'Sender'],
    ['a service id that is not a UUID', () => ({ ...d(), ServiceTypeId: '-'.repeat(36) }), 400, 'ServiceTypeId'],
    ['an unknown service', () => ({ ...d(), ServiceTypeId: '00000000-0000-4000-8000-000000000000' }), 422, 'ServiceTypeId'],
    ['a domestic service to Saudi Arabia', () => ({ ...international(), ServiceTypeId: service('NDD').id }), 422, 'ServiceTypeId'],
    ['an international service within the UAE', () => ({ ...d(), ServiceTypeId: service('IEX').id, CodAmount: 0 }), 422, 'ServiceTypeId'],
    ['no pieces', () => ({ ...d(), Pieces: [] }), 400, 'Pieces'],
    ['markup in the contents', () => ({ ...d(), Contents: '<b>gift</b>' }), 400, 'Contents'],
    ['an empty body', () => ({}), 400, 'Sender.Name'],
  ];

  it.each(cases)('refuses %s', async (_label, body, status, field) => {
    const before = await counts();
    const res = await book(body(), { key: `bad-${ipCounter}` });
    expect(res.status).toBe(status);
    expect(typeof res.json.message).toBe('string');
    expect(res.json.message).not.toMatch(/Internel|wrong on our side/);
    expect(res.json.errors).toHaveProperty([field]);
    expect(await counts()).toEqual(before);
  });

  it('refuses cash on delivery on a service without it', async () => {
    const noCod = services.find((s) => !s.cod && s.countries.includes('AE'))
      ?? services.find((s) => !s.cod && s.countries.includes('SA'))!;
    const base = noCod.scope === 'Domestic' ? domestic() : international();
    const before = await counts();
    const res = await book({ ...base, ServiceTypeId: noCod.id, CodAmount: 100 });
    expect(res.status).toBe(422);
    expect(res.json.message).toMatch(/cash on delivery/i);
    expect(await counts()).toEqual(before);
    // The same booking without COD is fine.
    expect((await book({ ...base, ServiceTypeId: noCod.id, CodAmount: 0 })).status).toBe(201);
  });

  it('refuses an inactive service', async () => {
    await t.database.db.execute(sql`update service_types set active = false where code = 'EXP'`);
    try {
      const before = await counts();
      const res = await book({ ...domestic(), ServiceTypeId: service('EXP').id });
      expect(res.status).toBe(422);
      expect(await counts()).toEqual(before);
    } finally {
      await t.database.db.execute(sql`update service_types set active = true where code = 'EXP'`);
    }
  });
});

describe('guest rate limit', () => {
  it(`allows ${BOOKINGS_PER_GUEST_IP} new bookings per IP an hour, counting only valid new ones`, async () => {
    const ip = '192.0.2.77';
    // Invalid bookings do not count.
    for (let i = 0; i < 3; i++) expect((await book({ ...domestic(), PickupDate: '2026-11-29' }, { ip })).status).toBe(400);
    const before = await counts();
    for (let i = 0; i < BOOKINGS_PER_GUEST_IP; i++) {
      expect((await book(domestic(), { ip, key: `limit-${i}` })).status).toBe(201);
    }
    // A replay of an earlier booking is not a new one.
    expect((await book(domestic(), { ip, key: 'limit-0' })).status).toBe(200);
    const limited = await book(domestic(), { ip });
    expect(limited.status).toBe(429);
    expect(limited.json.message).toMatch(/^You have booked several pickups in a short time\. Please try again in \d+ minutes?/);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await counts()).pickups).toBe(before.pickups + BOOKINGS_PER_GUEST_IP);

    // Signed-in customers are not limited by IP; a new hour lets the guest book again.
    expect((await book(domestic(), { ip, token: await t.login('prepaid') })).status).toBe(201);
    t.clock.now = new Date(NOW.getTime() + 61 * 60 * 1000);
    try {
      expect((await book(domestic(), { ip })).status).toBe(201);
    } finally {
      t.clock.now = NOW;
    }
  });
});

describe('GET PickupConfirmation', () => {
  it('returns the booking confirmation without names, phones, emails or street addresses', async () => {
    const body = international();
    const booked = await book(body);
    const res = await t.call('GET', `PickupConfirmation?_id=${booked.json.data._id}`);
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual(booked.json.data);
    const text = JSON.stringify(res.json);
    for (const secret of [
      body.Sender.Name, body.Sender.Phone, 'mariam@example.ae', body.Sender.AddressLine1, body.Sender.AddressLine2,
      body.Receiver.Name, body.Receiver.Phone, body.Receiver.AddressLine1, 'Gulf Gifts', 'ORDER-123', 'Call on arrival',
    ]) {
      expect(text).not.toContain(secret);
    }
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const unknown = await t.call('GET', 'PickupConfirmation?_id=7b0c8a52-3f1e-4c7a-9d2b-0e6f5a4b3c21');
    expect(unknown.status).toBe(404);
    expect(unknown.json.message).toBe('We could not find this pickup booking.');
    for (const q of ['?_id=BK12345678', '?_id=1%27%20or%201=1', '']) {
      const res = await t.call('GET', `PickupConfirmation${q}`);
      expect(res.status).toBe(400);
      expect(res.json.errors).toHaveProperty('_id');
    }
  });
});

describe('auth/profile AccountData for the booking form', () => {
  it('carries the account contact and address, with the CityCode of its city', async () => {
    const res = await t.call('GET', 'auth/profile', { token: await t.login('prepaid') });
    expect(res.json.data.AccountData).toEqual({
      AccountNo: '100002',
      CompanyName: 'Oasis Handmade Boutique',
      PaymentType: 'PP',
      Phone: '+971501234567',
      Email: 'hello@oasisboutique.ae',
      AddressLine1: 'Shop 5, Al Majaz Waterfront',
      AddressLine2: 'Corniche Street',
      City: 'Sharjah',
      CityCode: 'SHJ',
      Country: 'AE',
    });
    const admin = await t.call('GET', 'auth/profile', { token: await t.login('admin') });
    expect(admin.json.data.AccountData).toEqual({
      AccountNo: null, CompanyName: null, PaymentType: null, Phone: null, Email: null,
      AddressLine1: null, AddressLine2: null, City: null, CityCode: null, Country: null,
    });
  });
});

describe('number clashes', () => {
  it('takes new numbers when the booking or airway bill number is already used, writing the booking once', async () => {
    const input = await validate(createBookingSchema(() => NOW), domestic());
    const bookingNos = [DEMO_TRACKING.booking, 'BK90000001', 'BK90000002'];
    const fresh = generateAwb();
    const awbs = [DEMO_TRACKING.created, fresh];
    const before = await counts();
    const outcome = await placeBooking(t.database.db, input, resolveRoute(input), {
      owner: GUEST,
      key: null,
      hash: bookingHash(input),
      now: NOW,
      numbers: { bookingNo: () => bookingNos.shift()!, awb: () => awbs.shift()! },
    });
    expect(outcome.created).toBe(true);
    // BK11771723 belongs to demo shipments; the first try with BK90000001 hit a used airway bill and was undone.
    const rows = await queryRows(
      t.database,
      sql`select p.booking_no, s.awb_no from pickups p join shipments s on s.booking_no = p.booking_no
          where p.id = ${outcome.created ? outcome.id : ''}`,
    );
    expect(rows).toEqual([{ booking_no: 'BK90000002', awb_no: fresh }]);
    expect(await counts()).toEqual({
      pickups: before.pickups + 1,
      shipments: before.shipments + 1,
      pieces: before.pieces + 2,
      events: before.events + 1,
    });
  });
});
