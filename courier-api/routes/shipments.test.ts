// CreateAirwayBill against the real API on a real database: what one airway
// bill writes, the prepaid debit (exact, never overdrawn, even under races),
// idempotency, the receiver book, permissions, and every validation rule with
// nothing written. History, export and detail: shipments-history.test.ts.
import { sql } from 'drizzle-orm';
import { createTestApi, queryRows, type TestApi } from '../test-utils';
import { accountId, balanceFils, counts, createAwb, loadServices, setBalance, typedBody, uniquePhone, userWith } from './shipments-fixtures';
import { KEY_REUSED, NO_ACCOUNT, REPLAYED } from './shipments';

let t: TestApi;
let serviceId: (code: string) => string;
let alnoor: string;
let oasis: string;
/** Monday 23 November 2026, 10:30 in Dubai. */
const NOW = new Date('2026-11-23T06:30:00Z');

beforeAll(async () => {
  t = await createTestApi();
  t.clock.now = NOW;
  serviceId = await loadServices(t);
  [alnoor, oasis] = [await t.login('postpaid'), await t.login('prepaid')];
});
afterAll(() => t.close());

async function rateTotal(body: ReturnType<typeof typedBody>) {
  const res = await t.call('POST', 'RateFinder', {
    body: { OriginCity: body.Sender.City, DestinationCountry: body.Receiver.Country, DestinationCity: body.Receiver.City, Pieces: body.Pieces, CodAmount: body.CodAmount },
  });
  const rate = res.json.data.Rates.find((r: { ServiceTypeId: string }) => r.ServiceTypeId === body.ServiceTypeId);
  const { Base, FuelSurcharge, CodFee, Vat, Total, Currency } = rate.Charges;
  return { Base, FuelSurcharge, CodFee, Vat, Total, Currency };
}

describe('POST CreateAirwayBill', () => {
  it('is registered with the contract access', () => {
    expect(t.api.routeList).toEqual(
      expect.arrayContaining([
        { method: 'POST', path: 'CreateAirwayBill', access: { permission: 'Airway_Bill_Generation' } },
        { method: 'POST', path: 'ShipmentHistory', access: { permission: 'Air_Way_bill_history' } },
        { method: 'POST', path: 'ShipmentHistory/export', access: { permission: 'Air_Way_bill_history' } },
        { method: 'GET', path: 'Shipment', access: { permission: 'Air_Way_bill_history' } },
      ]),
    );
  });

  it('creates a postpaid airway bill: 201 detail, priced as RateFinder prices it, every row written, no debit', async () => {
    const body = typedBody(serviceId);
    const before = await counts(t);
    const balance = await balanceFils(t, '100001');
    const res = await createAwb(t, body, { token: alnoor });
    expect(res.status).toBe(201);
    const d = res.json.data;
    expect(res.json.message).toBe(`Airway bill ${d.AirWayBillNo} created.`);
    expect(d).toMatchObject({
      AirWayBillNo: expect.stringMatching(/^[1-9]\d{10}$/),
      AccountNo: '100001',
      Reference: 'PO-1042',
      BookingNo: null,
      BatchNo: null,
      CreatedAt: NOW.toISOString(),
      ServiceCode: 'NDD',
      Origin: 'Dubai',
      Destination: 'Abu Dhabi',
      DestinationCountry: 'AE',
      SenderName: 'Mariam Al Suwaidi',
      ReceiverName: 'Omar Khalid',
      ReceiverPhone: body.Receiver.Phone,
      Pieces: 2,
      ChargeableKg: 2.9,
      CodAmount: 150,
      Status: 'CREATED',
      StatusLabel: 'Shipment created',
      ShipmentProgress: 0,
      Sender: { Name: 'Mariam Al Suwaidi', Company: 'Gulf Gifts', Phone: '+971501234567', Email: 'mariam@example.ae', AddressLine1: 'Office 1204, Bay Square 7', AddressLine2: 'Business Bay', City: 'Dubai', CityCode: 'DXB', Country: 'AE' },
      Receiver: { Name: 'Omar Khalid', Company: '', Email: '', City: 'Abu Dhabi', CityCode: 'AUH', Country: 'AE' },
      Contents: 'Documents',
      DeclaredValue: 200,
      SpecialInstructions: 'Call on arrival',
      DoNotNotify: false,
      PieceDetails: [
        { PieceNo: 1, Weight: 2.5, Length: 30, Width: 20, Height: 15 },
        { PieceNo: 2, Weight: 0.4, Length: null, Width: null, Height: null },
      ],
      TrackingLogDetails: [{ ActivityDate: '2026-11-23', ActivityTime: '10:30', Location: 'Dubai', Remarks: 'Shipment information received', Status: 'Shipment created' }],
    });
    expect(d.Charges).toEqual(await rateTotal(body));
    expect(d.Charges.CodFee).toBeGreaterThan(0);
    expect(await counts(t)).toEqual({ ...before, shipments: before.shipments + 1, pieces: before.pieces + 2, events: before.events + 1 });
    expect(await balanceFils(t, '100001')).toBe(balance);

    const [row] = await queryRows<Record<string, unknown>>(t.database, sql`select s.*, u.username from shipments s join users u on u.id = s.created_by_user_id where awb_no = ${d.AirWayBillNo}`);
    expect(row).toMatchObject({ account_id: await accountId(t, '100001'), username: 'alnoor', status: 'CREATED', progress: 0, service_type_id: serviceId('NDD'), weight_grams: 2900, chargeable_grams: 2900, idempotency_key: null, batch_id: null });
    expect(Number(row!.total_fils)).toBe(Math.round(d.Charges.Total * 100));
    expect(Number(row!.cod_amount_fils)).toBe(15_000);
    expect(Number(row!.declared_value_fils)).toBe(20_000);
  });

  it('is found at once by Tracking, at progress 0 with "Shipment information received"', async () => {
    const created = await createAwb(t, typedBody(serviceId), { token: alnoor });
    const awb = created.json.data.AirWayBillNo;
    const res = await t.call('POST', 'Tracking', { body: { TrackingAWB: [{ AirWayBillNo: awb }] } });
    expect(res.json.data.AirwayBillTrackList[0]).toMatchObject({
      Found: true,
      AirWayBillNo: awb,
      Origin: 'Dubai, UAE',
      Destination: 'Abu Dhabi, UAE',
      ShipmentProgress: 0,
      StatusCode: 'CREATED',
      TrackingLogDetails: [{ ActivityDate: '2026-11-23', ActivityTime: '10:30', Location: 'Dubai', Remarks: 'Shipment information received', Status: 'Shipment created' }],
    });
  });

  it('stores "do not notify the receiver" and shows it in the details', async () => {
    const res = await createAwb(t, typedBody(serviceId, { DoNotNotify: true }), { token: alnoor });
    expect(res.status).toBe(201);
    expect(res.json.data.DoNotNotify).toBe(true);
    const [row] = await queryRows<{ do_not_notify: boolean }>(t.database, sql`select do_not_notify from shipments where awb_no = ${res.json.data.AirWayBillNo}`);
    expect(row!.do_not_notify).toBe(true);
    const detail = await t.call('GET', `Shipment?AirWayBillNo=${res.json.data.AirWayBillNo}`, { token: alnoor });
    expect(detail.json.data.DoNotNotify).toBe(true);
  });

  it('uses saved sender and receiver addresses of the account', async () => {
    const sender = await t.call('POST', 'addresses', { token: oasis, body: { Name: 'Rahul Menon', Phone: '+971501234567', AddressLine1: 'Shop 5, Al Majaz Waterfront', City: 'SHJ' } });
    const receiver = await t.call('POST', 'addresses/recieveraddress', { token: oasis, body: { Name: 'Aisha Rahman', Phone: '+966501234567', AddressLine1: 'King Fahd Road 12', Country: 'SA', City: 'RUH' } });
    const body = { ...typedBody(serviceId, { ServiceTypeId: serviceId('IEX'), CodAmount: 0 }), Sender: undefined, Receiver: undefined, SenderAddressId: sender.json.data._id, ReceiverAddressId: receiver.json.data._id };
    const res = await createAwb(t, body, { token: oasis });
    expect(res.status).toBe(201);
    expect(res.json.data).toMatchObject({ Origin: 'Sharjah', Destination: 'Riyadh', DestinationCountry: 'SA', SenderName: 'Rahul Menon', ReceiverName: 'Aisha Rahman', ReceiverPhone: '+966501234567', ServiceCode: 'IEX' });
    expect(res.json.data.Charges.Vat).toBe(0);
  });
});

describe('prepaid debit', () => {
  it('takes the exact total from the balance and writes one ledger entry', async () => {
    await setBalance(t, '100002', 150_000);
    const res = await createAwb(t, typedBody(serviceId), { token: oasis });
    expect(res.status).toBe(201);
    const { AirWayBillNo: awb, Charges } = res.json.data;
    const total = Math.round(Charges.Total * 100);
    expect(await balanceFils(t, '100002')).toBe(150_000 - total);
    const [shipment] = await queryRows<{ id: string }>(t.database, sql`select id from shipments where awb_no = ${awb}`);
    const ledger = await queryRows(t.database, sql`select kind, amount_fils::int as amount, balance_after_fils::int as after, shipment_id, reference, description from ledger_entries where reference = ${awb}`);
    expect(ledger).toEqual([{ kind: 'shipment_charge', amount: -total, after: 150_000 - total, shipment_id: shipment!.id, reference: awb, description: `Airway bill ${awb}` }]);
    expect(res.json.message).toMatch(new RegExp(`^Airway bill ${awb} created\\. AED [\\d.]+ was taken from your prepaid balance, which is now AED [\\d,.]+\\.$`));
  });

  it('refuses with 422 naming the balance and the price when the balance is short, writing nothing', async () => {
    await setBalance(t, '100002', 1_000);
    const before = await counts(t);
    const res = await createAwb(t, { ...typedBody(serviceId), SaveReceiver: true }, { token: oasis, key: 'short-balance-1' });
    expect(res.status).toBe(422);
    expect(res.json.message).toMatch(/^Your prepaid balance is AED 10\.00 and this shipment costs AED \d+\.\d\d\. Please top up your account and try again\.$/);
    expect(await counts(t)).toEqual(before);
    expect(await balanceFils(t, '100002')).toBe(1_000);
  });

  it('lets exactly one of two concurrent shipments through when together they exceed the balance', async () => {
    const probe = await createAwb(t, typedBody(serviceId), { token: alnoor });
    const price = Math.round(probe.json.data.Charges.Total * 100);
    await setBalance(t, '100002', Math.floor(price * 1.5));
    const before = await counts(t);
    const results = await Promise.all([createAwb(t, typedBody(serviceId), { token: oasis }), createAwb(t, typedBody(serviceId), { token: oasis })]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 422]);
    expect(await balanceFils(t, '100002')).toBe(Math.floor(price * 1.5) - price);
    expect(await counts(t)).toEqual({ ...before, shipments: before.shipments + 1, pieces: before.pieces + 2, events: before.events + 1, ledger: before.ledger + 1 });
  });
});

describe('Idempotency-Key', () => {
  beforeAll(() => setBalance(t, '100002', 5_000_000));

  it('answers the same key and body with the first shipment (200), and writes and debits once', async () => {
    const body = typedBody(serviceId);
    const first = await createAwb(t, body, { token: oasis, key: 'awb-form-1' });
    const balance = await balanceFils(t, '100002');
    const again = { ...Object.fromEntries(Object.entries(body).reverse()), Contents: '  Documents ' };
    const second = await createAwb(t, again, { token: oasis, key: 'awb-form-1' });
    expect([first.status, second.status]).toEqual([201, 200]);
    expect(second.json.message).toBe(REPLAYED);
    expect(second.json.data).toEqual(first.json.data);
    expect(await balanceFils(t, '100002')).toBe(balance);
  });

  it('refuses the same key with a different body (409), writing nothing', async () => {
    const body = typedBody(serviceId);
    await createAwb(t, body, { token: oasis, key: 'awb-form-409' });
    const before = await counts(t);
    const res = await createAwb(t, { ...body, Reference: 'PO-OTHER' }, { token: oasis, key: 'awb-form-409' });
    expect(res.status).toBe(409);
    expect(res.json.message).toBe(KEY_REUSED);
    expect(await counts(t)).toEqual(before);
  });

  it('creates one shipment when the same submit races in several times', async () => {
    const body = typedBody(serviceId);
    const before = await counts(t);
    const results = await Promise.all([1, 2, 3, 4].map(() => createAwb(t, body, { token: oasis, key: 'double-click-awb' })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 201]);
    expect(new Set(results.map((r) => r.json.data.AirWayBillNo)).size).toBe(1);
    expect(await counts(t)).toEqual({ ...before, shipments: before.shipments + 1, pieces: before.pieces + 2, events: before.events + 1, ledger: before.ledger + 1 });
  });

  it('scopes keys per account', async () => {
    const a = await createAwb(t, typedBody(serviceId), { token: oasis, key: 'shared-awb-key' });
    const b = await createAwb(t, typedBody(serviceId), { token: alnoor, key: 'shared-awb-key' });
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.json.data.AirWayBillNo).not.toBe(b.json.data.AirWayBillNo);
  });

  it('refuses a malformed key with 400', async () => {
    const res = await createAwb(t, typedBody(serviceId), { token: oasis, key: 'bad key!' });
    expect(res.status).toBe(400);
    expect(res.json.errors).toHaveProperty('Idempotency-Key');
  });
});

describe('SaveReceiver', () => {
  const book = async (phone: string) =>
    (await t.call('GET', `addresses/recieveraddress?search=${encodeURIComponent(phone)}`, { token: alnoor })).json.data.Address as Array<Record<string, unknown>>;

  it('adds the typed receiver to the receiver book once, and not without the flag', async () => {
    const body = typedBody(serviceId, { SaveReceiver: true });
    const phone = body.Receiver.Phone;
    expect((await createAwb(t, body, { token: alnoor })).status).toBe(201);
    expect(await book(phone)).toEqual([expect.objectContaining({ Name: 'Omar Khalid', Phone: phone, AddressLine1: 'Villa 7, Street 3', City: 'Abu Dhabi', CityCode: 'AUH', Country: 'AE', IsDefault: false })]);
    // The same receiver again: no second copy.
    expect((await createAwb(t, { ...body, Reference: 'PO-2' }, { token: alnoor })).status).toBe(201);
    expect(await book(phone)).toHaveLength(1);

    const unsaved = typedBody(serviceId);
    expect((await createAwb(t, unsaved, { token: alnoor })).status).toBe(201);
    expect(await book(unsaved.Receiver.Phone)).toEqual([]);
  });
});

describe('permissions', () => {
  it('asks a visitor to sign in', async () => {
    for (const [method, path] of [['POST', 'CreateAirwayBill'], ['POST', 'ShipmentHistory'], ['POST', 'ShipmentHistory/export'], ['GET', 'Shipment?AirWayBillNo=12345678901']] as const) {
      const res = await t.call(method, path, method === 'POST' ? { body: {} } : {});
      expect([path, res.status]).toEqual([path, 401]);
    }
  });

  it('refuses creation without Airway_Bill_Generation and history without Air_Way_bill_history', async () => {
    const historyOnly = await userWith(t, '100001', ['Air_Way_bill_history']);
    const createOnly = await userWith(t, '100001', ['Airway_Bill_Generation']);
    const before = await counts(t);
    expect((await createAwb(t, typedBody(serviceId), { token: historyOnly })).status).toBe(403);
    expect(await counts(t)).toEqual(before);
    expect((await t.call('POST', 'ShipmentHistory', { token: historyOnly, body: {} })).status).toBe(200);

    expect((await createAwb(t, typedBody(serviceId), { token: createOnly })).status).toBe(201);
    for (const [method, path] of [['POST', 'ShipmentHistory'], ['POST', 'ShipmentHistory/export'], ['GET', 'Shipment?AirWayBillNo=12345678901']] as const) {
      expect((await t.call(method, path, { token: createOnly, body: method === 'POST' ? {} : undefined })).status).toBe(403);
    }
    // The demo sub-user has the pickup permissions only.
    const sub = await t.login('subUser');
    expect((await createAwb(t, typedBody(serviceId), { token: sub })).status).toBe(403);
    expect((await t.call('POST', 'ShipmentHistory', { token: sub, body: {} })).status).toBe(403);
  });

  it('refuses the Admin (no account) with a clear 403, writing nothing', async () => {
    const before = await counts(t);
    const res = await createAwb(t, typedBody(serviceId), { token: await t.login('admin') });
    expect(res.status).toBe(403);
    expect(res.json.message).toBe(NO_ACCOUNT);
    expect(await counts(t)).toEqual(before);
  });
});

describe('validation: 400 (or 422) and nothing written', () => {
  const cases: Array<[string, (b: ReturnType<typeof typedBody>) => unknown, number, string]> = [
    ['no sender at all', (b) => ({ ...b, Sender: undefined }), 400, 'SenderAddressId'],
    ['a saved and a typed sender', (b) => ({ ...b, SenderAddressId: '3f1c2a4e-5b6d-4c7e-8f90-a1b2c3d4e5f6' }), 400, 'SenderAddressId'],
    ['no receiver at all', (b) => ({ ...b, Receiver: undefined }), 400, 'ReceiverAddressId'],
    ['a sender address not in the book', (b) => ({ ...b, Sender: undefined, SenderAddressId: '3f1c2a4e-5b6d-4c7e-8f90-a1b2c3d4e5f6' }), 400, 'SenderAddressId'],
    ['a malformed address id', (b) => ({ ...b, Receiver: undefined, ReceiverAddressId: 'not-an-id' }), 400, 'ReceiverAddressId'],
    ['a sender outside the UAE', (b) => ({ ...b, Sender: { ...b.Sender, City: 'RUH' } }), 400, 'Sender.City'],
    ['a receiver city of another country', (b) => ({ ...b, Receiver: { ...b.Receiver, Country: 'SA', City: 'DXB' } }), 400, 'Receiver.City'],
    ['an unknown country', (b) => ({ ...b, Receiver: { ...b.Receiver, Country: 'ZZ' } }), 400, 'Receiver.Country'],
    ['a bad phone', (b) => ({ ...b, Receiver: { ...b.Receiver, Phone: '12' } }), 400, 'Receiver.Phone'],
    ['markup in a name', (b) => ({ ...b, Receiver: { ...b.Receiver, Name: '<b>Omar</b>' } }), 400, 'Receiver.Name'],
    ['no pieces', (b) => ({ ...b, Pieces: [] }), 400, 'Pieces'],
    ['a piece without weight', (b) => ({ ...b, Pieces: [{ Length: 10 }] }), 400, 'Pieces[0].Weight'],
    ['no contents', (b) => ({ ...b, Contents: ' ' }), 400, 'Contents'],
    ['a negative COD', (b) => ({ ...b, CodAmount: -1 }), 400, 'CodAmount'],
    ['fils below a fils', (b) => ({ ...b, DeclaredValue: 1.005 }), 400, 'DeclaredValue'],
    ['no service', (b) => ({ ...b, ServiceTypeId: '' }), 400, 'ServiceTypeId'],
    ['an unknown service', (b) => ({ ...b, ServiceTypeId: '3f1c2a4e-5b6d-4c7e-8f90-a1b2c3d4e5f6' }), 422, 'ServiceTypeId'],
    ['a service that does not serve the route', (b) => ({ ...b, ServiceTypeId: serviceId('IEX') }), 422, 'ServiceTypeId'],
    ['a hostile shape', (b) => ({ ...b, Sender: 'x', Pieces: { $ne: 1 } }), 400, 'Sender'],
    ['DoNotNotify that is not true or false', (b) => ({ ...b, DoNotNotify: 'maybe' }), 400, 'DoNotNotify'],
  ];

  it.each(cases)('%s', async (_name, change, status, field) => {
    const before = await counts(t);
    const res = await createAwb(t, change(typedBody(serviceId, { SaveReceiver: true })), { token: oasis });
    expect(res.status).toBe(status);
    expect(res.json.errors).toHaveProperty([field]);
    expect(await counts(t)).toEqual(before);
  });

  it("refuses another account's saved address as not in the book", async () => {
    const theirs = await t.call('POST', 'addresses/recieveraddress', { token: alnoor, body: { Name: 'Layla Haddad', Phone: uniquePhone(), AddressLine1: 'Tower 2', Country: 'AE', City: 'DXB' } });
    const res = await createAwb(t, { ...typedBody(serviceId), Receiver: undefined, ReceiverAddressId: theirs.json.data._id }, { token: oasis });
    expect(res.status).toBe(400);
    expect(res.json.errors.ReceiverAddressId).toBe('This receiver address is not in your address book. It may have been deleted.');
  });

  it('refuses a body that is not an object', async () => {
    const res = await t.call('POST', 'CreateAirwayBill', { token: oasis, rawBody: '[1,2]' });
    expect(res.status).toBe(400);
  });

  it('never answers 5xx to junk, on any of the four calls', async () => {
    const junk = ['', '{}', 'null', '"x"', '{"Pieces":null}', '{"Sender":[]}', '{"search":{"$ne":1}}', '{"page":"1e9"}', '{"From":"2026-13-45"}', '\u0000', '{"ReceiverAddressId":"00000000-0000-0000-0000-000000000000"}'];
    const before = await counts(t);
    for (const path of ['CreateAirwayBill', 'ShipmentHistory', 'ShipmentHistory/export']) {
      for (const raw of junk) {
        const res = await t.call('POST', path, { token: oasis, rawBody: raw });
        expect({ path, raw, ok: res.status < 500 }).toEqual({ path, raw, ok: true });
      }
    }
    for (const q of ['', '?AirWayBillNo=', '?AirWayBillNo[]=1', "?AirWayBillNo=1' OR '1'='1", '?AirWayBillNo=%00']) {
      expect((await t.call('GET', `Shipment${q}`, { token: oasis })).status).toBeLessThan(500);
    }
    expect(await counts(t)).toEqual(before);
  });
});
