// ShipmentHistory, its CSV export and GET Shipment on a real database: shapes,
// search (LIKE characters taken literally), Dubai date boundaries, filters,
// paging, account isolation (never another account's shipment, in any of the
// three), the Admin's view of all accounts, and the export's row limit.
import { sql } from 'drizzle-orm';
import { HISTORY_COUNT_CAP, MAX_EXPORT_ROWS } from '@/lib/schemas/shipment';
import { DEMO_TRACKING } from '../db/seed';
import { createTestApi, queryRows, type TestApi } from '../test-utils';
import { accountId, createAwb, loadServices, setBalance, typedBody, uniquePhone, userWith } from './shipments-fixtures';
import { AWB_NOT_FOUND, TOO_MANY_TO_EXPORT } from './shipments';

let t: TestApi;
let serviceId: (code: string) => string;
let alnoor: string;
let oasis: string;
let admin: string;

interface Made {
  awb: string;
  phone: string;
  reference: string;
}
let oasisLate: Made; // 23:30 in Dubai on 10 January 2030
let oasisEarly: Made; // 00:30 in Dubai on 11 January 2030 (still the 10th in UTC)
let oasisIntl: Made;
let alnoorOne: Made;

async function make(token: string, at: string, over: Record<string, unknown> = {}): Promise<Made> {
  t.clock.now = new Date(at);
  const body = typedBody(serviceId, over);
  const res = await createAwb(t, body, { token });
  expect(res.status).toBe(201);
  return { awb: res.json.data.AirWayBillNo, phone: body.Receiver.Phone, reference: body.Reference };
}

const history = (token: string, body: Record<string, unknown> = {}) => t.call('POST', 'ShipmentHistory', { token, body });
const awbs = (res: { json: { data: { Shipments: Array<{ AirWayBillNo: string }> } } }) => res.json.data.Shipments.map((s) => s.AirWayBillNo);

beforeAll(async () => {
  // The shipments below are made in January 2030: sign in on that clock, with tokens that last the month.
  t = await createTestApi({ tokenTtlSeconds: 30 * 86400 });
  t.clock.now = new Date('2030-01-01T00:00:00Z');
  serviceId = await loadServices(t);
  [alnoor, oasis, admin] = [await t.login('postpaid'), await t.login('prepaid'), await t.login('admin')];
  await setBalance(t, '100002', 10_000_000);
  oasisLate = await make(oasis, '2030-01-10T19:30:00Z', { Reference: 'OHB-LATE-1' });
  oasisEarly = await make(oasis, '2030-01-10T20:30:00Z', { Reference: '=HYPERLINK("x")', Receiver: { Name: 'Zayed Al Ketbi', Phone: uniquePhone(), AddressLine1: 'Villa 1, Street 2', Country: 'AE', City: 'SHJ' } });
  oasisIntl = await make(oasis, '2030-01-12T08:00:00Z', { Reference: 'A%B_1,"x"', ServiceTypeId: serviceId('IEX'), CodAmount: 0, Receiver: { Name: 'Aisha Rahman', Phone: '+966501234567', AddressLine1: 'King Fahd Road 12', Country: 'SA', City: 'RUH' } });
  alnoorOne = await make(alnoor, '2030-01-10T19:45:00Z', { Reference: 'ANT-2030-1' });
});
afterAll(() => t.close());

describe('POST ShipmentHistory', () => {
  it("lists the caller's own shipments newest first, with Total, Page and Limit", async () => {
    const res = await history(oasis, { limit: 100 });
    expect(res.status).toBe(200);
    const [{ n }] = await queryRows<{ n: number }>(t.database, sql`select count(*)::int as n from shipments where account_id = ${await accountId(t, '100002')}`);
    expect(res.json.data).toMatchObject({ Total: n, TotalCapped: false, Page: 1, Limit: 100 });
    const list = res.json.data.Shipments as Array<{ AccountNo: string; CreatedAt: string }>;
    expect(list.every((s) => s.AccountNo === '100002')).toBe(true);
    expect(list.map((s) => s.CreatedAt)).toEqual([...list.map((s) => s.CreatedAt)].sort().reverse());
    expect(awbs(res).slice(0, 3)).toEqual([oasisIntl.awb, oasisEarly.awb, oasisLate.awb]);
    expect(res.json.data.Shipments[0]).toEqual({
      _id: expect.any(String),
      AirWayBillNo: oasisIntl.awb,
      AccountNo: '100002',
      Reference: 'A%B_1,"x"',
      BookingNo: null,
      BatchNo: null,
      CreatedAt: '2030-01-12T08:00:00.000Z',
      ServiceCode: 'IEX',
      ServiceName: expect.any(String),
      Origin: 'Dubai',
      Destination: 'Riyadh',
      DestinationCountry: 'SA',
      SenderName: 'Mariam Al Suwaidi',
      ReceiverName: 'Aisha Rahman',
      ReceiverPhone: '+966501234567',
      Pieces: 2,
      ChargeableKg: 2.9,
      CodAmount: 0,
      Charges: { Base: expect.any(Number), FuelSurcharge: expect.any(Number), CodFee: 0, Vat: 0, Total: expect.any(Number), Currency: 'AED' },
      Status: 'CREATED',
      StatusLabel: 'Shipment created',
      ShipmentProgress: 0,
    });
  });

  it('pages without overlap (default limit 10)', async () => {
    const one = await history(oasis, {});
    const two = await history(oasis, { page: 2 });
    expect(one.json.data.Limit).toBe(10);
    expect(awbs(one)).toHaveLength(10);
    expect(awbs(two).filter((a) => awbs(one).includes(a))).toEqual([]);
  });

  it('searches AWB, reference, receiver name and phone (digits in any format)', async () => {
    expect(awbs(await history(oasis, { search: oasisLate.awb }))).toEqual([oasisLate.awb]);
    expect(awbs(await history(oasis, { search: 'ohb-late-1' }))).toEqual([oasisLate.awb]);
    expect(awbs(await history(oasis, { search: 'zayed al' }))).toEqual([oasisEarly.awb]);
    expect(awbs(await history(oasis, { search: oasisLate.phone }))).toEqual([oasisLate.awb]);
    const national = `0${oasisLate.phone.slice(4, 6)} ${oasisLate.phone.slice(6)}`; // "050 1000001"
    expect(awbs(await history(oasis, { search: national }))).toEqual([oasisLate.awb]);
  });

  it('takes % and _ literally', async () => {
    expect(awbs(await history(oasis, { search: '%B_' }))).toEqual([oasisIntl.awb]);
    expect(awbs(await history(oasis, { search: 'A_B' }))).toEqual([]);
    expect((await history(oasis, { search: '%' })).json.data.Total).toBe(1);
  });

  it('filters by Dubai calendar days', async () => {
    const range = (From: string, To: string) => history(oasis, { From, To, limit: 100 }).then(awbs);
    expect(await range('2030-01-10', '2030-01-10')).toEqual([oasisLate.awb]);
    expect(await range('2030-01-11', '2030-01-11')).toEqual([oasisEarly.awb]);
    expect(await range('2030-01-10', '2030-01-12')).toEqual([oasisIntl.awb, oasisEarly.awb, oasisLate.awb]);
    expect(awbs(await history(oasis, { From: '2030-01-11', limit: 100 }))).toEqual([oasisIntl.awb, oasisEarly.awb]);
  });

  it('filters by status and service', async () => {
    await t.database.db.execute(sql`update shipments set status = 'DELIVERED', progress = 5 where awb_no = ${oasisLate.awb}`);
    const delivered = await history(oasis, { Status: 'delivered', From: '2030-01-01', limit: 100 });
    expect(awbs(delivered)).toEqual([oasisLate.awb]);
    expect(delivered.json.data.Shipments[0]).toMatchObject({ Status: 'DELIVERED', StatusLabel: 'Delivered', ShipmentProgress: 5 });
    expect(awbs(await history(oasis, { ServiceCode: 'iex', From: '2030-01-01' }))).toEqual([oasisIntl.awb]);
  });

  it('refuses bad filters with field errors', async () => {
    for (const [body, field] of [
      [{ From: '2030-01-12', To: '2030-01-10' }, 'From'],
      [{ From: '2026-02-30' }, 'From'],
      [{ To: 'yesterday' }, 'To'],
      [{ Status: 'LOST' }, 'Status'],
      [{ ServiceCode: 'N D D' }, 'ServiceCode'],
      [{ limit: 101 }, 'limit'],
      [{ page: 0 }, 'page'],
      [{ search: { $ne: 1 } }, 'search'],
    ] as const) {
      const res = await history(oasis, body);
      expect([field, res.status]).toEqual([field, 400]);
      expect(res.json.errors).toHaveProperty([field]);
    }
  });
});

describe('account isolation and the Admin', () => {
  it("never shows another account's shipment in history, export or detail", async () => {
    expect(awbs(await history(oasis, { search: alnoorOne.awb }))).toEqual([]);
    expect(awbs(await history(alnoor, { search: oasisLate.awb }))).toEqual([]);
    const all = await history(oasis, { limit: 100, From: '2030-01-10', To: '2030-01-10' });
    expect(awbs(all)).not.toContain(alnoorOne.awb);
    const csv = await t.api.request('/ShipmentHistory/export', { method: 'POST', headers: { authorization: `Bearer ${oasis}`, 'content-type': 'application/json' }, body: '{}' });
    const text = await csv.text();
    expect(text).toContain(oasisLate.awb);
    expect(text).not.toContain(alnoorOne.awb);
    expect(text).not.toContain(DEMO_TRACKING.created);
    const detail = await t.call('GET', `Shipment?AirWayBillNo=${alnoorOne.awb}`, { token: oasis });
    expect(detail.status).toBe(404);
    expect(detail.json.message).toBe(AWB_NOT_FOUND(alnoorOne.awb));
  });

  it("shows the Admin every account's shipments and details", async () => {
    const res = await history(admin, { From: '2030-01-10', To: '2030-01-10', limit: 100 });
    expect(awbs(res).sort()).toEqual([oasisLate.awb, alnoorOne.awb].sort());
    expect(res.json.data.Shipments.map((s: { AccountNo: string }) => s.AccountNo).sort()).toEqual(['100001', '100002']);
    expect((await t.call('GET', `Shipment?AirWayBillNo=${alnoorOne.awb}`, { token: admin })).status).toBe(200);
    expect((await t.call('GET', `Shipment?AirWayBillNo=${oasisLate.awb}`, { token: admin })).status).toBe(200);
  });

  it('lets a sub-user with Air_Way_bill_history read the account', async () => {
    const reader = await userWith(t, '100001', ['Air_Way_bill_history']);
    expect(awbs(await history(reader, { search: alnoorOne.awb }))).toEqual([alnoorOne.awb]);
    expect((await t.call('GET', `Shipment?AirWayBillNo=${oasisLate.awb}`, { token: reader })).status).toBe(404);
  });
});

describe('GET Shipment', () => {
  it("gives a seeded shipment's full tracking log, as Tracking gives it", async () => {
    const res = await t.call('GET', `Shipment?AirWayBillNo=${DEMO_TRACKING.deliveredInternational}`, { token: alnoor });
    expect(res.status).toBe(200);
    const tracked = await t.call('POST', 'Tracking', { body: { TrackingAWB: [{ AirWayBillNo: DEMO_TRACKING.deliveredInternational }] } });
    expect(res.json.data.TrackingLogDetails).toEqual(tracked.json.data.AirwayBillTrackList[0].TrackingLogDetails);
    expect(res.json.data.TrackingLogDetails.length).toBeGreaterThan(3);
    expect(res.json.data).toMatchObject({ Reference: DEMO_TRACKING.reference, Status: 'DELIVERED', ShipmentProgress: 5, PieceDetails: [] });
  });

  it('answers 400 for a malformed number and 404 for an unknown one', async () => {
    expect((await t.call('GET', 'Shipment?AirWayBillNo=12ab', { token: oasis })).status).toBe(400);
    expect((await t.call('GET', 'Shipment', { token: oasis })).status).toBe(400);
    expect((await t.call('GET', 'Shipment?AirWayBillNo=12345678901', { token: oasis })).status).toBe(404);
  });
});

describe('POST ShipmentHistory/export', () => {
  const exportCsv = async (token: string, body: Record<string, unknown>) => {
    const res = await t.api.request('/ShipmentHistory/export', { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    // Decoded keeping the BOM (Response.text() would drop it).
    return { res, text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer()) };
  };

  it('downloads the filtered list as a formula-safe CSV attachment', async () => {
    const { res, text } = await exportCsv(oasis, { From: '2030-01-10', To: '2030-01-12', page: 3, limit: 1 });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="shipments-2030-01-10-to-2030-01-12.csv"');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).split('\r\n');
    expect(lines.pop()).toBe('');
    expect(lines[0]).toBe(
      'AirWayBillNo,CreatedAt,Reference,BookingNo,BatchNo,ServiceCode,ServiceName,Origin,Destination,DestinationCountry,SenderName,ReceiverName,ReceiverPhone,Pieces,ChargeableKg,CodAmountAED,BaseAED,FuelSurchargeAED,CodFeeAED,VatAED,TotalAED,Status',
    );
    // Paging is ignored: every filtered row, newest first.
    expect(lines.slice(1).map((l) => l.slice(0, 11))).toEqual([oasisIntl.awb, oasisEarly.awb, oasisLate.awb]);
    expect(lines[1]).toContain(`${oasisIntl.awb},2030-01-12 12:00,"A%B_1,""x""",,,IEX,`);
    expect(lines[1]).toContain(",Riyadh,SA,Mariam Al Suwaidi,Aisha Rahman,'+966501234567,2,2.9,0.00,");
    expect(lines[2]).toContain(`${oasisEarly.awb},2030-01-11 00:30,"'=HYPERLINK(""x"")",`);
    expect(lines[3]).toMatch(/,Delivered$/);
  });

  it('applies the search and status filters', async () => {
    const found = await exportCsv(oasis, { search: 'zayed', Status: 'CREATED' });
    expect(found.text.trim().split('\r\n')).toHaveLength(2);
    expect(found.text).toContain(oasisEarly.awb);
    const delivered = await exportCsv(oasis, { Status: 'DELIVERED', From: '2030-01-01' });
    expect(delivered.text.trim().split('\r\n').slice(1).map((l) => l.slice(0, 11))).toEqual([oasisLate.awb]);
    expect(delivered.res.headers.get('content-disposition')).toMatch(/^attachment; filename="shipments-2030-01-01-to-\d{4}-\d{2}-\d{2}\.csv"$/);
  });

  it(`refuses more than ${MAX_EXPORT_ROWS} rows (422) instead of cutting the file`, async () => {
    const [acc] = await queryRows<{ id: string }>(
      t.database,
      sql`insert into accounts (account_no, company_name, payment_type) values ('199999', 'Bulk Shipper LLC', 'PD') returning id`,
    );
    await t.database.db.execute(sql`
      insert into shipments (awb_no, account_id, service_code, origin_city, origin_city_code, origin_country, destination_city,
                             destination_city_code, destination_country, status, weight_grams, sender_name, receiver_name, created_at)
      select (90000000000 + g)::text, ${acc!.id}, 'NDD', 'Dubai', 'DXB', 'AE', 'Abu Dhabi', 'AUH', 'AE', 'CREATED', 500, 'Bulk', 'Receiver',
             timestamptz '2031-01-01 00:00+00' + (g || ' minutes')::interval
      from generate_series(0, ${MAX_EXPORT_ROWS}) g`);
    await t.database.db.execute(sql`insert into users (username, email, full_name, password_hash, account_id, permissions)
      select 'bulk.user', 'bulk@example.ae', 'Bulk User', password_hash, ${acc!.id}, permissions from users where username = 'alnoor'`);
    const signin = await t.call('POST', 'auth/signin', { body: { email: 'bulk.user', password: 'Demo@2026' } });
    const token = signin.json.data.access_token;
    const tooMany = await exportCsv(token, {});
    expect(tooMany.res.status).toBe(422);
    expect(JSON.parse(tooMany.text)).toEqual({ code: expect.any(String), message: TOO_MANY_TO_EXPORT });
    // 2031-01-01 in Dubai holds the first 20 hours (1200 minutes) of rows.
    const narrowed = await exportCsv(token, { From: '2031-01-01', To: '2031-01-01' });
    expect(narrowed.res.status).toBe(200);
    expect(narrowed.text.trim().split('\r\n')).toHaveLength(1 + 1200);
    // The list counts up to its cap, then says "more than"; narrower filters count exactly.
    const all = (await history(token, { page: 2 })).json.data;
    expect(all).toMatchObject({ Total: HISTORY_COUNT_CAP, TotalCapped: true, Page: 2, Limit: 10 });
    expect(all.Shipments).toHaveLength(10);
    expect((await history(token, { From: '2031-01-01', To: '2031-01-01' })).json.data).toMatchObject({ Total: HISTORY_COUNT_CAP, TotalCapped: true });
    expect((await history(token, { search: '9000000050' })).json.data).toMatchObject({ Total: 10, TotalCapped: false });
  });
});
