// Batches on a real database: the template, BatchUpload (what a batch writes,
// priced exactly as CreateAirwayBill prices, the prepaid debit, every row
// checked first with per-row errors and nothing stored, all or nothing at
// write time, idempotency), who may do what, and GetAllBatchNumber's search
// and pages. The CSV reader itself: lib/batch-csv.test.ts.
import { sql } from 'drizzle-orm';
import { BATCH_COLUMNS, batchCsv, parseCsv, type BatchRecord } from '@/lib/batch-csv';
import { MAX_BATCH_ROWS } from '@/lib/schemas/batch';
import { uploadBatch } from '../services/batches/upload';
import { SENDER_NOT_IN_BOOK } from '../services/batches/prepare';
import { queryRows, createTestApi, type TestApi } from '../test-utils';
import { KEY_REUSED, NO_ACCOUNT, REPLAYED, TEMPLATE_FILE } from './batches';
import { newAccount } from './prepaid-fixtures';
import { accountId, counts, createAwb, loadServices, uniquePhone, userWith, type Counts } from './shipments-fixtures';

let t: TestApi;
let serviceId: (code: string) => string;
let alnoor: string;
/** Monday 23 November 2026, 10:30 in Dubai. */
const NOW = new Date('2026-11-23T06:30:00Z');

async function addSender(token: string, over: Record<string, unknown> = {}): Promise<string> {
  const res = await t.call('POST', 'addresses', {
    token,
    body: { Name: 'Warehouse Team', Company: 'Test Co', Phone: '+971501234567', AddressLine1: 'Warehouse 14, Street 7', City: 'DXB', ...over },
  });
  expect(res.status).toBe(201);
  return res.json.data._id as string;
}

const row = (over: BatchRecord = {}): BatchRecord => ({
  ReceiverName: 'Omar Khalid',
  ReceiverPhone: uniquePhone(),
  ReceiverAddressLine1: 'Villa 7, Street 3',
  ReceiverCountry: 'AE',
  ReceiverCity: 'AUH',
  ServiceCode: 'NDD',
  Weight: 2.5,
  Contents: 'Documents',
  ...over,
});

function upload(token: string, Csv: string, o: { key?: string; FileName?: string } = {}) {
  return t.call('POST', 'BatchUpload', {
    token,
    body: { FileName: o.FileName ?? 'orders.csv', Csv },
    headers: o.key === undefined ? {} : { 'idempotency-key': o.key },
  });
}

const batchCount = async () => (await queryRows<{ n: number }>(t.database, sql`select count(*)::int as n from batches`))[0]!.n;

async function expectNothingStored(before: Counts, batchesBefore: number) {
  expect(await counts(t)).toEqual(before);
  expect(await batchCount()).toBe(batchesBefore);
}

beforeAll(async () => {
  t = await createTestApi();
  t.clock.now = NOW;
  serviceId = await loadServices(t);
  alnoor = await t.login('postpaid');
  await addSender(alnoor); // the account's first sender address becomes its default
});
afterAll(() => t.close());

describe('routes', () => {
  it('are registered with the contract access', () => {
    const access = { permission: 'Airway_Bill_Generation' };
    expect(t.api.routeList).toEqual(
      expect.arrayContaining([
        { method: 'GET', path: 'BatchUpload/template', access },
        { method: 'POST', path: 'BatchUpload', access },
        { method: 'GET', path: 'GetAllBatchNumber', access },
      ]),
    );
  });
});

describe('GET BatchUpload/template', () => {
  it('is a CSV with the header and two example rows that upload as they are', async () => {
    const res = await t.api.request('/BatchUpload/template', { headers: { authorization: `Bearer ${alnoor}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${TEMPLATE_FILE}"`);
    const csv = await res.text();
    const parsed = parseCsv(csv);
    if ('error' in parsed) throw new Error(parsed.error.Message);
    expect(parsed.records.map((r) => r.cells.length)).toEqual([BATCH_COLUMNS.length, BATCH_COLUMNS.length, BATCH_COLUMNS.length]);
    expect(parsed.records[0]!.cells).toEqual([...BATCH_COLUMNS]);
    expect(csv).toContain(',SDD,'); // the first active domestic service by sort order
    expect(csv).toContain(',IEX,');

    const created = await upload(alnoor, csv, { FileName: TEMPLATE_FILE });
    expect(created.status).toBe(201);
    expect(created.json.data.ShipmentCount).toBe(2);
  });

  it('needs the permission', async () => {
    const viewer = await userWith(t, '100001', ['Air_Way_bill_history']);
    const res = await t.api.request('/BatchUpload/template', { headers: { authorization: `Bearer ${viewer}` } });
    expect(res.status).toBe(403);
  });
});

describe('POST BatchUpload', () => {
  it('creates a postpaid batch: shipments in file order with the batch, pieces, first events, charges as CreateAirwayBill prices them', async () => {
    const records = [
      row({ Reference: 'B-1', Pieces: 2, Weight: 1.2, Length: 30, Width: 20, Height: 15, CodAmount: 150, DeclaredValue: 300 }),
      row({ Reference: 'B-2', ReceiverCity: 'abu dhabi', ServiceCode: 'sdd' }),
      row({ Reference: 'B-3', ReceiverCountry: 'SA', ReceiverCity: 'Riyadh', ReceiverPhone: '966501234567', ServiceCode: 'IEX', Weight: 0.5, Contents: 'Books' }),
    ];
    const before = await counts(t);
    const res = await upload(alnoor, batchCsv(records), { FileName: 'C:\\Users\\me\\november orders.csv' });
    expect(res.status).toBe(201);
    const d = res.json.data;
    expect(d).toEqual({
      _id: expect.any(String),
      BatchNo: expect.stringMatching(/^B20261123-[2-9A-HJ-NP-Z]{6}$/),
      FileName: 'november orders.csv',
      ShipmentCount: 3,
      Total: expect.any(Number),
      AirWayBillNos: [expect.stringMatching(/^\d{11}$/), expect.stringMatching(/^\d{11}$/), expect.stringMatching(/^\d{11}$/)],
    });
    expect(res.json.message).toBe(`Batch ${d.BatchNo} created with 3 shipments.`);
    expect(await counts(t)).toEqual({ ...before, shipments: before.shipments + 3, pieces: before.pieces + 4, events: before.events + 3 });

    const stored = await queryRows<{ awb_no: string; reference: string; batch_no: string; pieces: number; cod: number; status: string; progress: number; origin: string; phone: string }>(
      t.database,
      sql`select s.awb_no, s.reference, b.batch_no, s.pieces, s.cod_amount_fils::int as cod, s.status, s.progress, s.origin_city as origin, s.receiver_phone as phone
          from shipments s join batches b on b.id = s.batch_id where b.id = ${d._id} order by s.created_at`,
    );
    expect(stored.map((s) => [s.awb_no, s.reference])).toEqual(d.AirWayBillNos.map((awb: string, i: number) => [awb, `B-${i + 1}`]));
    expect(stored.every((s) => s.batch_no === d.BatchNo && s.status === 'CREATED' && s.progress === 0 && s.origin === 'Dubai')).toBe(true);
    expect(stored.map((s) => s.pieces)).toEqual([2, 1, 1]);
    expect(stored[0]!.cod).toBe(15_000);
    expect(stored[2]!.phone).toBe('+966501234567');
    const events = await queryRows<{ remarks: string; location: string }>(
      t.database,
      sql`select e.remarks, e.location from tracking_events e join shipments s on s.id = e.shipment_id where s.batch_id = ${d._id}`,
    );
    expect(events).toEqual(Array(3).fill({ remarks: 'Shipment information received', location: 'Dubai' }));

    // The same shipments through CreateAirwayBill cost exactly the same.
    const senderId = (await queryRows<{ id: string }>(t.database, sql`select id from addresses where account_id = ${await accountId(t, '100001')} and is_default`))[0]!.id;
    const singles = [
      { Receiver: { Country: 'AE', City: 'AUH' }, ServiceTypeId: serviceId('NDD'), Pieces: [{ Weight: 1.2, Length: 30, Width: 20, Height: 15 }, { Weight: 1.2, Length: 30, Width: 20, Height: 15 }], CodAmount: 150 },
      { Receiver: { Country: 'AE', City: 'AUH' }, ServiceTypeId: serviceId('SDD'), Pieces: [{ Weight: 2.5 }], CodAmount: 0 },
      { Receiver: { Country: 'SA', City: 'RUH' }, ServiceTypeId: serviceId('IEX'), Pieces: [{ Weight: 0.5 }], CodAmount: 0 },
    ];
    let total = 0;
    for (const [i, s] of singles.entries()) {
      const single = await createAwb(t, { SenderAddressId: senderId, Receiver: { Name: 'Omar Khalid', Phone: uniquePhone(), AddressLine1: 'Villa 7', ...s.Receiver }, ServiceTypeId: s.ServiceTypeId, Pieces: s.Pieces, Contents: 'Documents', CodAmount: s.CodAmount }, { token: alnoor });
      expect(single.status).toBe(201);
      const batch = await t.call('GET', `Shipment?AirWayBillNo=${d.AirWayBillNos[i]}`, { token: alnoor });
      expect(batch.json.data.Charges).toEqual(single.json.data.Charges);
      expect(batch.json.data.BatchNo).toBe(d.BatchNo);
      total += batch.json.data.Charges.Total;
    }
    expect(d.Total).toBeCloseTo(total, 2);
  });

  it('debits a prepaid account once for the whole file, with a ledger entry per shipment', async () => {
    const acct = await newAccount(t, 'PP', 100_000);
    await addSender(acct.token);
    const res = await upload(acct.token, batchCsv([row({ Reference: 'P-1' }), row({ Reference: 'P-2', Weight: 7 })]));
    expect(res.status).toBe(201);
    const d = res.json.data;
    const totalFils = Math.round(d.Total * 100);
    const ledger = await queryRows<{ amount: number; after: number; reference: string }>(
      t.database,
      sql`select amount_fils::int as amount, balance_after_fils::int as after, reference from ledger_entries where account_id = ${acct.accountId} order by id`,
    );
    const charges = await queryRows<{ awb_no: string; total: number }>(
      t.database,
      sql`select awb_no, total_fils::int as total from shipments where batch_id = ${d._id} order by created_at`,
    );
    expect(ledger).toEqual([
      { amount: -charges[0]!.total, after: 100_000 - charges[0]!.total, reference: d.AirWayBillNos[0] },
      { amount: -charges[1]!.total, after: 100_000 - totalFils, reference: d.AirWayBillNos[1] },
    ]);
    const [{ balance }] = (await queryRows<{ balance: number }>(t.database, sql`select balance_fils::int as balance from accounts where id = ${acct.accountId}`)) as [{ balance: number }];
    expect(balance).toBe(100_000 - totalFils);
    expect(res.json.message).toMatch(new RegExp(`was taken from your prepaid balance, which is now AED ${((100_000 - totalFils) / 100).toFixed(2)}\\.$`));
  });

  it('refuses a prepaid file the balance does not cover as a whole, naming both, and stores nothing', async () => {
    const acct = await newAccount(t, 'PP', 2_000); // AED 20: enough for the first row, not for all three
    await addSender(acct.token);
    const before = await counts(t);
    const batches = await batchCount();
    const res = await upload(acct.token, batchCsv([row(), row(), row()]));
    expect(res.status).toBe(422);
    expect(res.json.message).toMatch(/^Your prepaid balance is AED 20\.00 and these 3 shipments cost AED [\d.]+ in total\. Please top up your account, or upload fewer rows\. Nothing was created\.$/);
    await expectNothingStored(before, batches);
    expect((await queryRows<{ b: number }>(t.database, sql`select balance_fils::int as b from accounts where id = ${acct.accountId}`))[0]!.b).toBe(2_000);
  });

  it('checks every row before storing anything and lists each problem by row and column', async () => {
    const before = await counts(t);
    const batches = await batchCount();
    const csv = batchCsv([
      row(),
      row({ ReceiverName: '', Weight: 'heavy' }),
      row(),
      row({ ReceiverCity: 'Atlantis', ServiceCode: 'ZZZ', Pieces: 0 }),
      row({ ReceiverPhone: '12', CodAmount: -5, ReceiverEmail: 'nope' }),
    ]);
    const res = await upload(alnoor, csv);
    expect(res.status).toBe(422);
    expect(res.json.message).toBe('The file has 8 problems; nothing was created. Fix the rows listed and upload the file again.');
    expect(res.json.errors).toEqual([
      { Row: 3, Column: 'ReceiverName', Message: 'Name is required.' },
      { Row: 3, Column: 'Weight', Message: 'Weight must be a number.' },
      { Row: 5, Column: 'ReceiverCity', Message: '"Atlantis" is not a city we deliver to in AE. Use a CityCode or a city name from the city list.' },
      { Row: 5, Column: 'ServiceCode', Message: expect.stringMatching(/^"ZZZ" is not one of our service codes\. Use one of: .*NDD/) },
      { Row: 5, Column: 'Pieces', Message: 'Pieces is the number of identical pieces: a whole number from 1 to 50.' },
      { Row: 6, Column: 'ReceiverPhone', Message: 'Phone is not a valid phone number.' },
      { Row: 6, Column: 'ReceiverEmail', Message: 'Please enter a valid email address.' },
      { Row: 6, Column: 'CodAmount', Message: 'COD amount cannot be negative.' },
    ]);
    await expectNothingStored(before, batches);
  });

  it('refuses the whole file when a row fails against the account or the rate card, after the file itself checked out', async () => {
    const oasis = await t.login('prepaid');
    const othersSender = await addSender(oasis);
    const before = await counts(t);
    const batches = await batchCount();
    const res = await upload(
      alnoor,
      batchCsv([row(), row({ SenderAddressId: othersSender }), row({ ServiceCode: 'IEX' }), row({ ReceiverCountry: 'SA', ReceiverCity: 'RUH', ServiceCode: 'IEX', CodAmount: 100 })]),
    );
    expect(res.status).toBe(422);
    expect(res.json.errors).toEqual([
      { Row: 3, Column: 'SenderAddressId', Message: SENDER_NOT_IN_BOOK },
      { Row: 4, Column: 'ServiceCode', Message: expect.stringMatching(/does not deliver to United Arab Emirates\.$/) },
      { Row: 5, Column: 'ServiceCode', Message: expect.stringMatching(/^Cash on delivery is not available with /) },
    ]);
    await expectNothingStored(before, batches);
  });

  it('rolls back every row when a write fails late (here: no free airway bill number)', async () => {
    const [taken] = await queryRows<{ awb_no: string }>(t.database, sql`select awb_no from shipments limit 1`);
    const id = await accountId(t, '100001');
    const users = await queryRows<{ id: string }>(t.database, sql`select id from users where account_id = ${id} limit 1`);
    const before = await counts(t);
    const batches = await batchCount();
    const senderId = (await queryRows<{ id: string }>(t.database, sql`select id from addresses where account_id = ${id} and is_default`))[0]!.id;
    const input = { SenderAddressId: senderId, Sender: undefined, ReceiverAddressId: '', SaveReceiver: false, Receiver: { Name: 'Omar Khalid', Company: '', Phone: '+971501234567', Email: '', AddressLine1: 'Villa 7', AddressLine2: '', Country: 'AE', City: 'AUH' }, ServiceTypeId: serviceId('NDD'), Pieces: [{ Weight: 1, Length: null, Width: null, Height: null }], Contents: 'Documents', DeclaredValue: 0, CodAmount: 0, Reference: '', SpecialInstructions: '', DoNotNotify: false };
    const ctx = { accountId: id, userId: users[0]!.id, paymentType: 'PD' as const, now: NOW, fileName: 'x.csv', idempotencyKey: null, requestHash: 'h' };
    await expect(uploadBatch(t.database.db, { ...ctx, newAwb: () => taken!.awb_no }, [{ row: 2, input }, { row: 3, input }])).rejects.toThrow('No free airway bill numbers');
    await expectNothingStored(before, batches);

    // A clash with an existing number, or twice in the same file, only costs a new number.
    const fresh = ['10000000007', '10000000014'];
    let calls = 0;
    const newAwb = () => (calls++ < 2 ? taken!.awb_no : (fresh.shift() ?? '10000000021'));
    const ok = await uploadBatch(t.database.db, { ...ctx, newAwb }, [{ row: 2, input }, { row: 3, input: { ...input, DoNotNotify: true } }]);
    expect(ok.kind === 'created' && ok.result.AirWayBillNos).toEqual(['10000000007', '10000000014']);
    // A row's "do not notify the receiver" is stored with it (issue 16).
    const flags = await queryRows<{ awb_no: string; do_not_notify: boolean }>(t.database, sql`select awb_no, do_not_notify from shipments where awb_no in ('10000000007', '10000000014') order by awb_no`);
    expect(flags).toEqual([{ awb_no: '10000000007', do_not_notify: false }, { awb_no: '10000000014', do_not_notify: true }]);
  });

  it('answers a retry with the same Idempotency-Key with the first batch, and 409 for a different file', async () => {
    const csv = batchCsv([row({ Reference: 'K-1' }), row({ Reference: 'K-2' })]);
    const first = await upload(alnoor, csv, { key: 'batch-key-1' });
    expect(first.status).toBe(201);
    const before = await counts(t);
    const again = await upload(alnoor, csv, { key: 'batch-key-1' });
    expect(again.status).toBe(200);
    expect(again.json.message).toBe(REPLAYED);
    expect(again.json.data).toEqual(first.json.data);
    const other = await upload(alnoor, batchCsv([row({ Reference: 'K-3' })]), { key: 'batch-key-1' });
    expect(other.status).toBe(409);
    expect(other.json.message).toBe(KEY_REUSED);
    expect(await counts(t)).toEqual(before);
    // The key is the account's own: another account may use the same one.
    const acct = await newAccount(t, 'PD');
    await addSender(acct.token);
    expect((await upload(acct.token, csv, { key: 'batch-key-1' })).status).toBe(201);
  });

  it('refuses files over the limits before reading a row', async () => {
    const big = batchCsv(Array.from({ length: MAX_BATCH_ROWS + 1 }, () => row({ ReceiverPhone: '+971501234567' })));
    const rows = await upload(alnoor, big);
    expect(rows.status).toBe(422);
    expect(rows.json.errors).toEqual([{ Row: MAX_BATCH_ROWS + 2, Column: '', Message: 'A file holds at most 10,000 shipments; this one has 10,001. Please split it.' }]);

    const huge = await upload(alnoor, `${BATCH_COLUMNS.join(',')}\r\n${'x'.repeat(5 * 1024 * 1024)}`);
    expect(huge.status).toBe(400);
    expect(huge.json.errors.Csv).toBe('The file is larger than 5 MB. Please split it into smaller files.');
    const missing = await t.call('POST', 'BatchUpload', { token: alnoor, body: { FileName: 'a.csv' } });
    expect(missing.status).toBe(400);
    expect(missing.json.errors.Csv).toBe('Choose a CSV file to upload.');
  });

  it('needs a default sender for rows without SenderAddressId', async () => {
    const acct = await newAccount(t, 'PD');
    const res = await upload(acct.token, batchCsv([row()]));
    expect(res.status).toBe(422);
    expect(res.json.errors).toEqual([{ Row: 2, Column: 'SenderAddressId', Message: expect.stringMatching(/^Your account has no default sender address\./) }]);
  });
});

describe('access', () => {
  it('lets a sub-user with the permission upload; without it, every call is 403', async () => {
    const maker = await userWith(t, '100001', ['Airway_Bill_Generation']);
    const res = await upload(maker, batchCsv([row()]));
    expect(res.status).toBe(201);
    const viewer = await userWith(t, '100001', ['Air_Way_bill_history', 'Print_Airway_Bill']);
    expect((await upload(viewer, batchCsv([row()]))).status).toBe(403);
    expect((await t.call('GET', 'GetAllBatchNumber', { token: viewer })).status).toBe(403);
    expect((await t.call('GET', 'GetAllBatchNumber')).status).toBe(401);
  });

  it('gives the Admin 403 on upload (no account) but every account batch in the list', async () => {
    const admin = await t.login('admin');
    const res = await upload(admin, batchCsv([row()]));
    expect(res.status).toBe(403);
    expect(res.json.message).toBe(NO_ACCOUNT);
    const list = await t.call('GET', 'GetAllBatchNumber?limit=100', { token: admin });
    expect(list.status).toBe(200);
    const accounts = new Set(list.json.data.Batches.map((b: { AccountNo: string }) => b.AccountNo));
    expect(accounts.has('100001')).toBe(true);
    expect(accounts.size).toBeGreaterThan(1);
  });

  it("never lists or prints another account's batch", async () => {
    const acct = await newAccount(t, 'PD');
    await addSender(acct.token);
    const theirs = (await upload(acct.token, batchCsv([row()]), { FileName: 'theirs.csv' })).json.data;
    const mine = await t.call('GET', `GetAllBatchNumber?limit=100&search=${theirs.BatchNo}`, { token: alnoor });
    expect(mine.json.data).toEqual({ Batches: [], Total: 0, Page: 1, Limit: 100 });
    const all = await t.call('GET', 'GetAllBatchNumber?limit=100', { token: alnoor });
    expect(all.json.data.Batches.every((b: { AccountNo: string }) => b.AccountNo === '100001')).toBe(true);
    const print = await t.call('POST', 'AirwayBillBatchPDFFormat', { token: alnoor, body: { BatchNo: theirs.BatchNo, Layout: 'A4' } });
    expect(print.status).toBe(404);
    const own = await t.api.request('/AirwayBillBatchPDFFormat', {
      method: 'POST',
      headers: { authorization: `Bearer ${acct.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ BatchNo: theirs.BatchNo, Layout: 'Label4x6' }),
    });
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('application/pdf');
  });
});

describe('GET GetAllBatchNumber', () => {
  it('lists the newest first, searches number and file name, and pages', async () => {
    const acct = await newAccount(t, 'PD');
    await addSender(acct.token);
    const made: { BatchNo: string; FileName: string }[] = [];
    for (const [i, name] of ['march_orders.csv', 'april orders.csv', 'returns 100%.csv'].entries()) {
      t.clock.now = new Date(NOW.getTime() + i * 60_000);
      made.push((await upload(acct.token, batchCsv([row(), row()]), { FileName: name })).json.data);
    }
    t.clock.now = NOW;
    const list = (q: string) => t.call('GET', `GetAllBatchNumber?${q}`, { token: acct.token });
    const page = await list('');
    expect(page.status).toBe(200);
    expect(page.json.data).toEqual({
      Batches: made
        .map((b, i) => ({ _id: expect.any(String), BatchNo: b.BatchNo, FileName: b.FileName, ShipmentCount: 2, CreatedAt: new Date(NOW.getTime() + i * 60_000).toISOString(), AccountNo: acct.accountNo }))
        .reverse(),
      Total: 3,
      Page: 1,
      Limit: 10,
    });
    const names = async (q: string) => (await list(q)).json.data.Batches.map((b: { FileName: string }) => b.FileName);
    expect(await names('search=ORDERS')).toEqual(['april orders.csv', 'march_orders.csv']);
    expect(await names('search=100%25')).toEqual(['returns 100%.csv']);
    expect(await names('search=_')).toEqual(['march_orders.csv']);
    expect(await names(`search=${made[0]!.BatchNo.slice(-6).toLowerCase()}`)).toEqual(['march_orders.csv']);
    const second = await list('limit=2&page=2');
    expect(second.json.data).toMatchObject({ Total: 3, Page: 2, Limit: 2, Batches: [{ FileName: 'march_orders.csv' }] });
    const bad = await list('limit=500');
    expect(bad.status).toBe(400);
    expect(bad.json.errors.limit).toEqual(expect.any(String));
  });
});
