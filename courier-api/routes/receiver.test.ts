// The receiver's delivery choices against the real API on a real database
// (issue 16, part 4): the code goes to the outbox and nowhere else, is single
// use and expires; the session is one shipment's; each choice is checked
// under the shipment's lock and written with its tracking event, or not at
// all; the limits answer 429; and the choice shows in tracking, in the
// merchant's shipment details, on Ops' list and on the dispatch board.
import { eq, sql } from 'drizzle-orm';
import { notificationSettings, shipments, trackingEvents, users } from '../db/schema';
import { generateAwb } from '../services/awb';
import { queryRows, useTestApi } from '../test-utils';

/** Monday 23 November 2026, 10:30 in Dubai: the days offered are Tue 24 to Sat 28 (Sunday is no working day). */
const NOW = new Date('2026-11-23T06:30:00Z');
const DAYS = ['2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28'];
const MINUTE = 60_000;

const { t, tokens } = useTestApi({ now: NOW, courierDay: true, logins: { admin: 'admin', ops: 'ops', alnoor: 'postpaid', oasis: 'prepaid' } });

let ipCounter = 0;
/** A caller of its own: the per-IP limits of one test never spill into another's. */
const newIp = () => `198.51.100.${++ipCounter}`;

async function accountOf(username: string): Promise<string> {
  const [u] = await t.database.db.select({ accountId: users.accountId }).from(users).where(eq(users.username, username));
  return u!.accountId!;
}

interface Spec {
  phone?: string | null;
  email?: string | null;
  status?: string;
  progress?: number;
  account?: 'alnoor' | 'oasis';
}

/** An Al Noor shipment to Dubai Marina, at the destination hub, with one event. */
async function makeShipment(spec: Spec = {}): Promise<string> {
  const [service] = await queryRows<{ id: string }>(t.database, sql`select id from service_types where code = 'NDD'`);
  const status = spec.status ?? 'AT_DESTINATION';
  const progress = spec.progress ?? 3;
  const created = new Date(NOW.getTime() - 24 * 60 * MINUTE);
  const [row] = await t.database.db
    .insert(shipments)
    .values({
      awbNo: generateAwb(),
      accountId: await accountOf(spec.account ?? 'alnoor'),
      serviceCode: 'NDD',
      serviceTypeId: service!.id,
      originCity: 'Sharjah',
      originCityCode: 'SHJ',
      originCountry: 'AE',
      destinationCity: 'Dubai',
      destinationCityCode: 'DXB',
      destinationCountry: 'AE',
      status,
      progress,
      weightGrams: 1500,
      chargeableGrams: 1500,
      senderName: 'Al Noor Trading LLC',
      receiverName: 'Hessa Al Marri',
      receiverPhone: spec.phone === undefined ? '050 123 4567' : spec.phone,
      receiverEmail: spec.email === undefined ? 'Hessa@Example.ae' : spec.email,
      receiverAddressLine1: 'Apartment 1203, Marina Heights',
      receiverAddressLine2: 'Dubai Marina',
      createdAt: created,
      updatedAt: created,
    })
    .returning({ id: shipments.id, awbNo: shipments.awbNo });
  await t.database.db
    .insert(trackingEvents)
    .values({ shipmentId: row!.id, occurredAt: new Date(NOW.getTime() - 60 * MINUTE), statusCode: status, progress, location: 'Dubai', remarks: 'Arrived at destination facility' });
  return row!.awbNo;
}

const askCode = (awb: string, o: { via?: string; locale?: string; ip?: string } = {}) =>
  t.call('POST', 'Receiver/Code', { body: { AirWayBillNo: awb, Via: o.via, Locale: o.locale ?? 'en' }, ip: o.ip ?? newIp() });
const verify = (awb: string, code: string, ip = newIp()) => t.call('POST', 'Receiver/Verify', { body: { AirWayBillNo: awb, Code: code }, ip });
const choose = (awb: string, token: string, choice: Record<string, unknown>) =>
  t.call('POST', 'Receiver/Choice', { body: { AirWayBillNo: awb, Token: token, ...choice }, ip: newIp() });

type Message = { channel: string; recipient: string; kind: string; secret: string | null; locale: string };
const messagesOf = (awb: string) =>
  queryRows<Message>(
    t.database,
    sql`select o.channel, o.recipient, o.kind, o.secret, o.locale from outbox o join shipments s on s.id = o.shipment_id
        where s.awb_no = ${awb} and o.kind = 'receiver_code' order by o.created_at, o.id`,
  );
const lastCode = async (awb: string) => (await messagesOf(awb)).at(-1)!.secret!;

/** A code sent and used: the session token. */
async function session(awb: string): Promise<string> {
  expect((await askCode(awb)).status).toBe(200);
  const res = await verify(awb, await lastCode(awb));
  expect(res.status).toBe(200);
  return res.json.data.Token as string;
}

type Written = { choices: number; events: number; delivery_date: string | null; instructions: string | null; leave_with: string | null; city: string };
async function written(awb: string): Promise<Written> {
  const [row] = await queryRows<Written>(
    t.database,
    sql`select (select count(*)::int from delivery_choices c where c.shipment_id = s.id) as choices,
               (select count(*)::int from tracking_events e where e.shipment_id = s.id) as events,
               s.delivery_date::text as delivery_date, s.receiver_instructions as instructions, s.leave_with, s.destination_city as city
        from shipments s where s.awb_no = ${awb}`,
  );
  return row!;
}

const track = async (awb: string) => (await t.call('POST', 'Tracking', { body: { TrackingAWB: [{ AirWayBillNo: awb }] } })).json.data.AirwayBillTrackList[0];

beforeEach(() => {
  t.clock.now = NOW;
});

describe('routes', () => {
  it('are public for the receiver, and Ops-only for the list of choices', () => {
    const access = Object.fromEntries(t.api.routeList.map((r) => [`${r.method} ${r.path}`, r.access]));
    expect(access).toMatchObject({
      'POST Receiver/Code': 'public',
      'POST Receiver/Verify': 'public',
      'POST Receiver/Options': 'public',
      'POST Receiver/Choice': 'public',
      'GET ReceiverChoices': 'ops',
      'GET ReceiverChoices/Current': 'ops',
    });
  });
});

describe('the code', () => {
  it('goes to the outbox for the receiver’s phone, by SMS, and never into the answer', async () => {
    const awb = await makeShipment();
    const res = await askCode(awb, { locale: 'ar' });
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({ Via: 'sms', SentTo: '+971 5• ••• ••67', Channels: ['sms', 'email'], ExpiresInMinutes: 10 });
    const [message] = await messagesOf(awb);
    expect(message).toMatchObject({ channel: 'sms', recipient: '+971501234567', kind: 'receiver_code', locale: 'ar' });
    expect(message!.secret).toMatch(/^\d{6}$/);
    expect(JSON.stringify(res.json)).not.toContain(message!.secret);
    // The code is kept as a hash only.
    const stored = await queryRows<{ code_hash: string }>(t.database, sql`select code_hash from one_time_codes c join shipments s on s.id = c.shipment_id where s.awb_no = ${awb}`);
    expect(stored[0]!.code_hash).not.toContain(message!.secret);
  });

  it('goes by email when asked, or when the shipment has no phone', async () => {
    const awb = await makeShipment();
    const res = await askCode(awb, { via: 'email' });
    expect(res.json.data).toMatchObject({ Via: 'email', SentTo: 'h•••@example.ae' });
    expect((await messagesOf(awb))[0]).toMatchObject({ channel: 'email', recipient: 'hessa@example.ae', kind: 'receiver_code' });

    const emailOnly = await makeShipment({ phone: null });
    expect((await askCode(emailOnly)).json.data).toMatchObject({ Via: 'email', Channels: ['email'] });
    const noPhone = await askCode(emailOnly, { via: 'sms' });
    expect(noPhone.status).toBe(422);
    expect(noPhone.json.message).toBe('This shipment has no phone number for the receiver. Please ask for the code by email.');
  });

  it('is refused clearly without a phone or email, for an unknown number, and once out for delivery or over', async () => {
    const none = await makeShipment({ phone: null, email: null });
    const res = await askCode(none);
    expect(res.status).toBe(422);
    expect(res.json.message).toMatch(/no phone number or email/);
    expect(await messagesOf(none)).toEqual([]);

    expect((await askCode('12345678901')).status).toBe(404);
    for (const [status, progress] of [['OUT_FOR_DELIVERY', 4], ['DELIVERED', 5], ['CANCELLED', 0], ['RETURNED', 3]] as const) {
      const awb = await makeShipment({ status, progress });
      const refused = await askCode(awb);
      expect(refused.status).toBe(409);
      expect(await messagesOf(awb)).toEqual([]);
    }
  });

  it('works once: a wrong code, a used code and an expired code are refused', async () => {
    const awb = await makeShipment();
    await askCode(awb);
    const code = await lastCode(awb);
    const wrong = await verify(awb, code === '000000' ? '111111' : '000000');
    expect(wrong.status).toBe(400);
    expect(wrong.json.message).toBe('This code is not right. Please check it and try again.');
    expect(wrong.json.data).toBeUndefined();

    const ok = await verify(awb, code);
    expect(ok.status).toBe(200);
    expect(ok.json.data.ExpiresAt).toBe(new Date(NOW.getTime() + 30 * MINUTE).toISOString());
    expect(typeof ok.json.data.Token).toBe('string');

    const again = await verify(awb, code);
    expect(again.status).toBe(400);
    expect(again.json.message).toBe('This code has expired or was already used. Please ask for a new code.');

    await askCode(awb);
    const late = await lastCode(awb);
    t.clock.now = new Date(NOW.getTime() + 11 * MINUTE);
    expect((await verify(awb, late)).status).toBe(400);
  });

  it('is burnt by the fifth wrong try; a new code retires the older one', async () => {
    const awb = await makeShipment();
    await askCode(awb);
    const first = await lastCode(awb);
    await askCode(awb);
    const second = await lastCode(awb);
    const wrong = second === '123456' ? '654321' : '123456';
    // The retired code is a wrong try against the live one, like any other.
    const retired = await verify(awb, first === second ? wrong : first);
    expect(retired.json.message).toBe('This code is not right. Please check it and try again.');
    for (let i = 0; i < 3; i++) expect((await verify(awb, wrong)).json.message).toBe('This code is not right. Please check it and try again.');
    expect((await verify(awb, wrong)).json.message).toBe('Too many wrong codes. Please ask for a new code.');
    expect((await verify(awb, second)).status).toBe(400);
  });
});

describe('rate limits', () => {
  it('send at most 3 codes a shipment an hour, then 429 with Retry-After', async () => {
    const awb = await makeShipment();
    for (let i = 0; i < 3; i++) expect((await askCode(awb)).status).toBe(200);
    const refused = await askCode(awb);
    expect(refused.status).toBe(429);
    expect(refused.json.message).toBe('Too many codes were sent for this shipment. Please try again in 60 minutes.');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await messagesOf(awb)).toHaveLength(3);
  });

  it('send at most 10 codes an hour to one IP, across shipments', async () => {
    const ip = newIp();
    for (let i = 0; i < 10; i++) expect((await askCode(await makeShipment(), { ip })).status).toBe(200);
    const refused = await askCode(await makeShipment(), { ip });
    expect(refused.status).toBe(429);
    expect(refused.json.message).toMatch(/^Too many codes were asked for from your connection\./);
  });

  it('check at most 20 codes an hour from one IP', async () => {
    const awb = await makeShipment();
    const ip = newIp();
    for (let i = 0; i < 20; i++) expect((await verify(awb, '999999', ip)).status).toBe(400);
    expect((await verify(awb, '999999', ip)).status).toBe(429);
  });
});

describe('the session', () => {
  it('answers the options: five working days, the emirate’s cities, the redirect free', async () => {
    const awb = await makeShipment();
    const token = await session(awb);
    const res = await t.call('POST', 'Receiver/Options', { body: { AirWayBillNo: awb, Token: token } });
    expect(res.status).toBe(200);
    const o = res.json.data;
    expect(o).toMatchObject({ AirWayBillNo: awb, CanChange: true, Days: DAYS });
    expect(o.Current).toMatchObject({ DeliveryDate: null, Instructions: null, LeaveWith: null, History: [], Address: { City: 'Dubai', CityCode: 'DXB' } });
    expect(o.Redirect).toMatchObject({ Allowed: true, Emirate: 'Dubai', Charge: 0, ChargedTo: null });
    expect(o.Redirect.Cities.map((c: { CityCode: string }) => c.CityCode)).toEqual(expect.arrayContaining(['DXB', 'JBA', 'HTA']));
    expect(o.Redirect.Cities.map((c: { CityCode: string }) => c.CityCode)).not.toContain('SHJ');
  });

  it('is one shipment’s: not another’s, not a user’s, not after 30 minutes', async () => {
    const a = await makeShipment();
    const b = await makeShipment();
    const token = await session(a);
    const other = await choose(b, token, { Kind: 'instructions', Instructions: 'Ring twice' });
    expect(other.status).toBe(403);
    expect((await written(b)).choices).toBe(0);
    expect((await t.call('POST', 'Receiver/Options', { body: { AirWayBillNo: b, Token: token } })).status).toBe(403);
    // A signed-in user's token is no receiver session.
    expect((await choose(a, tokens.alnoor, { Kind: 'instructions', Instructions: 'Ring twice' })).status).toBe(401);
    expect((await choose(a, 'not-a-token', { Kind: 'instructions', Instructions: 'Ring twice' })).status).toBe(401);
    t.clock.now = new Date(NOW.getTime() + 31 * MINUTE);
    const late = await choose(a, token, { Kind: 'instructions', Instructions: 'Ring twice' });
    expect(late.status).toBe(401);
    expect(late.json.message).toBe('Your confirmation has expired. Please ask for a new code.');
    expect((await written(a)).choices).toBe(0);
  });
});

describe('choices', () => {
  it('reschedule to an offered day: the choice, the shipment’s date and a tracking event, shown in tracking', async () => {
    const awb = await makeShipment();
    const token = await session(awb);
    const before = await written(awb);
    const res = await choose(awb, token, { Kind: 'reschedule', Date: '2026-11-26' });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe('Your delivery day is saved.');
    expect(res.json.data.Current.DeliveryDate).toBe('2026-11-26');
    expect(await written(awb)).toMatchObject({ choices: 1, events: before.events + 1, delivery_date: '2026-11-26' });
    const [event] = await queryRows<{ status_code: string; progress: number; remarks: string; location: string }>(
      t.database,
      sql`select e.status_code, e.progress, e.remarks, e.location from tracking_events e join shipments s on s.id = e.shipment_id
          where s.awb_no = ${awb} order by e.occurred_at desc, e.id desc limit 1`,
    );
    expect(event).toEqual({ status_code: 'AT_DESTINATION', progress: 3, remarks: 'Receiver chose delivery on Thu, 26 Nov 2026', location: 'Dubai' });
    const [choice] = await queryRows<{ kind: string; details: { date: string } }>(
      t.database,
      sql`select c.kind, c.details from delivery_choices c join shipments s on s.id = c.shipment_id where s.awb_no = ${awb}`,
    );
    expect(choice).toMatchObject({ kind: 'reschedule', details: { date: '2026-11-26' } });

    const tracked = await track(awb);
    expect(tracked).toMatchObject({ Found: true, DeliveryDate: '2026-11-26', CanChangeDelivery: true, StatusCode: 'AT_DESTINATION' });
    expect(tracked.TrackingLogDetails[0]).toMatchObject({ Remarks: 'Receiver chose delivery on Thu, 26 Nov 2026', Status: 'At destination', ActivityDate: '2026-11-23' });
  });

  it('refuses a day outside the window with 400 and writes nothing', async () => {
    const awb = await makeShipment();
    const token = await session(awb);
    const before = await written(awb);
    for (const Date of ['2026-11-23', '2026-11-29', '2026-11-30', '2026-12-20']) {
      const res = await choose(awb, token, { Kind: 'reschedule', Date });
      expect(res.status).toBe(400);
      expect(res.json.errors).toEqual({ Date: 'Please choose one of the days offered.' });
    }
    expect((await choose(awb, token, { Kind: 'reschedule' })).status).toBe(400);
    expect(await written(awb)).toEqual(before);
  });

  it('keeps instructions of at most 200 characters, and whom to leave it with', async () => {
    const awb = await makeShipment();
    const token = await session(awb);
    expect((await choose(awb, token, { Kind: 'instructions', Instructions: 'x'.repeat(201) })).status).toBe(400);
    expect((await choose(awb, token, { Kind: 'instructions', Instructions: 'Gate code 4521, ring the bell twice' })).status).toBe(200);
    const noName = await choose(awb, token, { Kind: 'leave_with', LeaveWith: 'neighbour', NeighbourFlat: '1204' });
    expect(noName.status).toBe(400);
    expect(noName.json.errors).toHaveProperty('NeighbourName');
    expect((await choose(awb, token, { Kind: 'leave_with', LeaveWith: 'neighbour', NeighbourName: 'Aisha Rahman', NeighbourFlat: 'Flat 1204' })).status).toBe(200);
    expect(await written(awb)).toMatchObject({ choices: 2, instructions: 'Gate code 4521, ring the bell twice', leave_with: 'neighbour:Aisha Rahman|Flat 1204' });
    const tracked = await track(awb);
    // Public tracking says what happened, never what the receiver wrote.
    expect(tracked.TrackingLogDetails.slice(0, 2).map((e: { Remarks: string }) => e.Remarks)).toEqual([
      'Receiver authorised leaving it with a neighbour',
      'Receiver added delivery instructions',
    ]);
    expect(JSON.stringify(tracked)).not.toMatch(/4521|Aisha/);
    expect((await choose(awb, token, { Kind: 'leave_with', LeaveWith: 'security' })).status).toBe(200);
    expect((await written(awb)).leave_with).toBe('security');
  });

  it('redirects within the emirate only, keeping the old address in the choice', async () => {
    const awb = await makeShipment();
    const token = await session(awb);
    const away = await choose(awb, token, { Kind: 'redirect', AddressLine1: 'Villa 3, Street 9', City: 'SHJ' });
    expect(away.status).toBe(400);
    expect(away.json.message).toBe('The parcel can be redirected only to an address in Dubai.');
    expect((await written(awb)).choices).toBe(0);

    const res = await choose(awb, token, { Kind: 'redirect', AddressLine1: 'Warehouse 12, Street 5', AddressLine2: 'Jebel Ali Free Zone', City: 'jba' });
    expect(res.status).toBe(200);
    expect(res.json.data.Current.Address).toEqual({ AddressLine1: 'Warehouse 12, Street 5', AddressLine2: 'Jebel Ali Free Zone', City: 'Jebel Ali', CityCode: 'JBA' });
    expect(await written(awb)).toMatchObject({ choices: 1, city: 'Jebel Ali' });
    const [choice] = await queryRows<{ details: Record<string, unknown>; charge_fils: string; charged_to: string | null }>(
      t.database,
      sql`select c.details, c.charge_fils, c.charged_to from delivery_choices c join shipments s on s.id = c.shipment_id where s.awb_no = ${awb}`,
    );
    expect(choice).toMatchObject({
      details: { from: { AddressLine1: 'Apartment 1203, Marina Heights', City: 'Dubai', CityCode: 'DXB' }, to: { City: 'Jebel Ali' }, emirate: 'Dubai' },
      charged_to: null,
    });
    expect(Number(choice!.charge_fils)).toBe(0);
    expect((await track(awb)).TrackingLogDetails[0]).toMatchObject({ Remarks: 'Receiver redirected the parcel to another address in Dubai', Location: 'Jebel Ali' });
  });

  it('refuses a redirect when the merchant forbids them, and says so in the options', async () => {
    const awb = await makeShipment({ account: 'oasis' });
    const accountId = await accountOf('oasis');
    await t.database.db
      .insert(notificationSettings)
      .values({ accountId, events: {} as never, allowRedirects: false })
      .onConflictDoUpdate({ target: notificationSettings.accountId, set: { allowRedirects: false } });
    const token = await session(awb);
    const options = await t.call('POST', 'Receiver/Options', { body: { AirWayBillNo: awb, Token: token } });
    expect(options.json.data.Redirect.Allowed).toBe(false);
    const res = await choose(awb, token, { Kind: 'redirect', AddressLine1: 'Villa 1', City: 'DXB' });
    expect(res.status).toBe(403);
    expect(res.json.message).toMatch(/^The sender does not allow redirecting this parcel\./);
    expect((await written(awb)).choices).toBe(0);
    expect((await choose(awb, token, { Kind: 'reschedule', Date: DAYS[0] })).status).toBe(200);
  });

  it('are refused once the parcel is out for delivery, even with a live session', async () => {
    const awb = await makeShipment();
    const token = await session(awb);
    await t.database.db.update(shipments).set({ status: 'OUT_FOR_DELIVERY', progress: 4 }).where(eq(shipments.awbNo, awb));
    const before = await written(awb);
    const res = await choose(awb, token, { Kind: 'reschedule', Date: DAYS[1] });
    expect(res.status).toBe(409);
    expect(res.json.message).toBe('The parcel is already out for delivery: the delivery can no longer be changed.');
    expect(await written(awb)).toEqual(before);
    expect((await track(awb)).CanChangeDelivery).toBe(false);
  });

  it('are limited to 10 an hour a shipment', async () => {
    const awb = await makeShipment();
    const token = await session(awb);
    for (let i = 0; i < 10; i++) expect((await choose(awb, token, { Kind: 'instructions', Instructions: `Note ${i}` })).status).toBe(200);
    expect((await choose(awb, token, { Kind: 'instructions', Instructions: 'One more' })).status).toBe(429);
    expect((await written(awb)).choices).toBe(10);
  });
});

describe('who sees the choice', () => {
  it('the merchant, in the shipment’s details; another account does not', async () => {
    const awb = await makeShipment();
    const token = await session(awb);
    await choose(awb, token, { Kind: 'reschedule', Date: '2026-11-27' });
    t.clock.now = new Date(NOW.getTime() + MINUTE);
    await choose(awb, token, { Kind: 'leave_with', LeaveWith: 'security' });
    const res = await t.call('GET', `Shipment?AirWayBillNo=${awb}`, { token: tokens.alnoor });
    expect(res.status).toBe(200);
    expect(res.json.data.ReceiverChoices).toMatchObject({
      DeliveryDate: '2026-11-27',
      Instructions: null,
      LeaveWith: { Kind: 'security' },
      History: [
        { Kind: 'reschedule', DeliveryDate: '2026-11-27', Charge: 0, ChargedTo: null },
        { Kind: 'leave_with', LeaveWith: { Kind: 'security' } },
      ],
    });
    expect(res.json.data.TrackingLogDetails[0].Remarks).toBe('Receiver authorised leaving it with building security');
    expect((await t.call('GET', `Shipment?AirWayBillNo=${awb}`, { token: tokens.oasis })).status).toBe(404);
  });

  it('Ops, in the list of choices (customers may not read it)', async () => {
    const awb = await makeShipment();
    const token = await session(awb);
    await choose(awb, token, { Kind: 'reschedule', Date: '2026-11-25' });
    const res = await t.call('GET', `ReceiverChoices?search=${awb}`, { token: tokens.ops });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ Total: 1, Page: 1 });
    expect(res.json.data.Choices[0]).toMatchObject({ AirWayBillNo: awb, Emirate: 'Dubai', DeliveryDate: '2026-11-25', Choice: { Kind: 'reschedule', DeliveryDate: '2026-11-25' } });
    expect((await t.call('GET', 'ReceiverChoices', { token: tokens.alnoor })).status).toBe(403);
  });

  it('Ops, beside a scan: what the listed airway bills’ receivers chose', async () => {
    const chose = await makeShipment();
    const plain = await makeShipment();
    const token = await session(chose);
    await choose(chose, token, { Kind: 'reschedule', Date: '2026-11-28' });
    await choose(chose, token, { Kind: 'leave_with', LeaveWith: 'security' });
    const res = await t.call('GET', `ReceiverChoices/Current?AirWayBillNos=${plain},${chose},not-an-awb`, { token: tokens.ops });
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual([{ AirWayBillNo: chose, DeliveryDate: '2026-11-28', Instructions: null, LeaveWith: { Kind: 'security' } }]);
    expect((await t.call('GET', `ReceiverChoices/Current?AirWayBillNos=${chose}`, { token: tokens.alnoor })).status).toBe(403);
  });

  it('dispatch, which offers the parcel from the chosen day’s run on, and takes it off a run planned for another day', async () => {
    const awb = await makeShipment();
    const [courier] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, 'courier.ahmed'));
    // Planned for Tuesday before the receiver chose Friday.
    const planned = await t.call('POST', 'Dispatch', { token: tokens.ops, body: { CourierId: courier!.id, Date: DAYS[0], AirWayBillNos: [awb] } });
    expect(planned.status).toBe(200);
    const token = await session(awb);
    expect((await choose(awb, token, { Kind: 'reschedule', Date: DAYS[3] })).status).toBe(200);
    const open = await queryRows(t.database, sql`select 1 from run_stops rs join shipments s on s.id = rs.shipment_id where s.awb_no = ${awb} and rs.outcome = 'pending'`);
    expect(open).toHaveLength(0);

    const ready = async (date: string) =>
      ((await t.call('GET', `Dispatch?Date=${date}`, { token: tokens.ops })).json.data.Ready as Array<{ AirWayBillNo: string; DeliveryDate: string | null }>).find((s) => s.AirWayBillNo === awb);
    expect(await ready(DAYS[0]!)).toBeUndefined();
    expect(await ready(DAYS[3]!)).toMatchObject({ DeliveryDate: DAYS[3] });
    const early = await t.call('POST', 'Dispatch', { token: tokens.ops, body: { CourierId: courier!.id, Date: DAYS[1], AirWayBillNos: [awb] } });
    expect(early.status).toBe(422);
    expect(early.json.message).toBe(`The receiver of airway bill ${awb} chose delivery on Fri, 27 Nov 2026: please put it on that day's run.`);
    expect((await t.call('POST', 'Dispatch', { token: tokens.ops, body: { CourierId: courier!.id, Date: DAYS[3], AirWayBillNos: [awb] } })).status).toBe(200);
  });
});
