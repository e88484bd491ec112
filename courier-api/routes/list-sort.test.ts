// `sort` on every list call that has one (issue 11), on a real database: each
// key ascending and descending gives the order it names (the id, or the
// list's number, breaking ties), descending is ascending reversed, pages of 2
// put together are the whole list (no row twice or missing when keys tie), a
// key the list does not have is a 400 that names the keys and writes nothing,
// and without a sort every list keeps the order it had before.
import { eq, sql } from 'drizzle-orm';
import { accounts, addresses, invoices, pickups, serviceTypes, topupRequests, users } from '../db/schema';
import { queryRows, createTestApi, type TestApi } from '../test-utils';
import { charged } from './billing-fixtures';
import { pickupRow } from './pickup-fixtures';
import { newAccount } from './prepaid-fixtures';

let t: TestApi;
let admin: string;
let customer: string;

type Row = Record<string, any>;
type Val = string | number | boolean;
/** A row's values to compare in turn, each ascending (1) or descending (-1). */
type OrderSpec = Array<[(r: Row) => Val, 1 | -1]>;

const lower = (field: string) => (r: Row) => String(r[field]).toLowerCase();
const field = (name: string) => (r: Row) => r[name] as Val;
const id = field('_id');

function comparator(spec: OrderSpec) {
  return (a: Row, b: Row) => {
    for (const [get, dir] of spec) {
      const [x, y] = [get(a), get(b)];
      if (x !== y) return (x < y ? -1 : 1) * dir;
    }
    return 0;
  };
}

interface ListCase {
  call: string;
  token: () => string;
  method: 'GET' | 'POST';
  path: string;
  items: string;
  /** Each key: what it compares, ties broken as the service does (all in the sort's direction). */
  keys: Record<string, Array<(r: Row) => Val>>;
  /** The order before sorting existed. */
  fallback: OrderSpec;
  /** The same order as a sort, where one key says it. */
  fallbackSort?: string;
}

const LISTS: ListCase[] = [
  {
    call: 'POST ShipmentHistory',
    token: () => customer,
    method: 'POST',
    path: 'ShipmentHistory',
    items: 'Shipments',
    keys: { CreatedAt: [field('CreatedAt'), id], AirWayBillNo: [field('AirWayBillNo'), id] },
    fallback: [[field('CreatedAt'), -1], [id, -1]],
    fallbackSort: 'CreatedAt:desc',
  },
  {
    call: 'POST BookingHistory',
    token: () => customer,
    method: 'POST',
    path: 'BookingHistory',
    items: 'Pickups',
    keys: { PickupDate: [field('PickupDate'), field('PickupWindowStart'), id], CreatedAt: [field('CreatedAt'), id] },
    fallback: [[field('CreatedAt'), -1], [id, -1]],
    fallbackSort: 'CreatedAt:desc',
  },
  {
    call: 'POST Invoices',
    token: () => customer,
    method: 'POST',
    path: 'Invoices',
    items: 'Invoices',
    keys: {
      IssueDate: [field('IssueDate'), field('InvoiceNo'), id],
      DueDate: [field('DueDate'), field('InvoiceNo'), id],
      Total: [field('Total'), field('InvoiceNo'), id],
    },
    fallback: [[field('IssueDate'), -1], [field('InvoiceNo'), -1]],
    fallbackSort: 'IssueDate:desc',
  },
  {
    call: 'POST PrepaidPaymentHistory',
    token: () => customer,
    method: 'POST',
    path: 'PrepaidPaymentHistory',
    items: 'TopupRequests',
    keys: { CreatedAt: [field('CreatedAt'), field('RequestNo'), id], Amount: [field('Amount'), field('RequestNo'), id] },
    fallback: [[field('CreatedAt'), -1], [field('RequestNo'), -1]],
    fallbackSort: 'CreatedAt:desc',
  },
  {
    call: 'GET TopupRequests',
    token: () => admin,
    method: 'GET',
    path: 'TopupRequests',
    items: 'TopupRequests',
    keys: { CreatedAt: [field('CreatedAt'), field('RequestNo'), id], Amount: [field('Amount'), field('RequestNo'), id] },
    fallback: [[field('CreatedAt'), -1], [field('RequestNo'), -1]],
    fallbackSort: 'CreatedAt:desc',
  },
  {
    call: 'GET users',
    token: () => customer,
    method: 'GET',
    path: 'users',
    items: 'Users',
    keys: { Name: [lower('full_name'), id], CreatedAt: [field('CreatedAt'), id] },
    fallback: [[field('Primary'), -1], [lower('full_name'), 1], [id, 1]],
  },
  {
    call: 'GET users (Admin: every login)',
    token: () => admin,
    method: 'GET',
    path: 'users',
    items: 'Users',
    keys: { Name: [lower('full_name'), id], CreatedAt: [field('CreatedAt'), id] },
    fallback: [[field('Primary'), -1], [lower('full_name'), 1], [id, 1]],
  },
  {
    call: 'GET ServiceTypes',
    token: () => admin,
    method: 'GET',
    path: 'ServiceTypes',
    items: 'ServiceTypes',
    keys: { SortOrder: [field('SortOrder'), field('ServiceCode'), id], ServiceName: [lower('ServiceName'), field('ServiceCode'), id] },
    fallback: [[field('SortOrder'), 1], [field('ServiceCode'), 1]],
    fallbackSort: 'SortOrder:asc',
  },
  {
    call: 'GET addresses',
    token: () => customer,
    method: 'GET',
    path: 'addresses',
    items: 'Address',
    keys: { Name: [lower('Name'), id], CreatedAt: [field('CreatedAt'), id] },
    fallback: [[field('IsDefault'), -1], [lower('Name'), 1], [field('CreatedAt'), -1], [id, 1]],
  },
  {
    call: 'GET addresses/recieveraddress',
    token: () => customer,
    method: 'GET',
    path: 'addresses/recieveraddress',
    items: 'Address',
    keys: { Name: [lower('Name'), id], CreatedAt: [field('CreatedAt'), id] },
    fallback: [[field('IsDefault'), -1], [lower('Name'), 1], [field('CreatedAt'), -1], [id, 1]],
  },
  {
    call: 'GET Accounts',
    token: () => admin,
    method: 'GET',
    path: 'Accounts',
    items: 'Accounts',
    keys: {
      AccountNo: [field('AccountNo'), id],
      CompanyName: [lower('CompanyName'), field('AccountNo'), id],
      CreatedAt: [field('CreatedAt'), field('AccountNo'), id],
    },
    fallback: [[field('CreatedAt'), -1], [field('AccountNo'), -1]],
    fallbackSort: 'CreatedAt:desc',
  },
];

function request(c: ListCase, params: Record<string, unknown>) {
  if (c.method === 'POST') return t.call('POST', c.path, { token: c.token(), body: params });
  const query = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
  return t.call('GET', `${c.path}?${query}`, { token: c.token() });
}

async function list(c: ListCase, params: Record<string, unknown> = {}): Promise<Row[]> {
  const res = await request(c, { limit: 100, ...params });
  expect(res.status).toBe(200);
  expect(res.json.data.Total).toBeLessThanOrEqual(100); // the whole list in one page, so its order can be checked
  return res.json.data[c.items];
}

const ids = (rows: Row[]) => rows.map((r) => r._id as string);

/** How many rows the tables behind the lists hold, and their latest change: a refused list call changes none of it. */
async function footprint() {
  return queryRows(
    t.database,
    sql`select (select count(*)::int from shipments) as shipments, (select count(*)::int from pickups) as pickups,
          (select count(*)::int from invoices) as invoices, (select count(*)::int from topup_requests) as topups,
          (select count(*)::int from users) as users, (select count(*)::int from addresses) as addresses,
          (select count(*)::int from accounts) as accounts, (select count(*)::int from service_types) as service_types,
          (select count(*)::int from ledger_entries) as ledger, (select count(*)::int from mail_outbox) as mail,
          (select max(updated_at)::text from addresses) as addresses_changed, (select max(updated_at)::text from pickups) as pickups_changed,
          (select max(last_login_at)::text from users) as last_login`,
  );
}

// Instants to the millisecond (the API answers milliseconds; PostgreSQL keeps microseconds, which would order rows the test cannot see).
const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  t = await createTestApi();
  admin = await t.login('admin');
  const mine = await newAccount(t, 'PP');
  customer = mine.token;
  const accountId = mine.accountId;
  const db = t.database.db;
  await db.update(accounts).set({ createdAt: at('2031-05-01T08:00:00Z'), companyName: 'Kestrel Freight' }).where(eq(accounts.id, accountId));
  const [primary] = await db.update(users).set({ createdAt: at('2031-05-01T08:00:00Z') }).where(eq(users.accountId, accountId)).returning({ id: users.id });

  // Shipments: three made in the same millisecond (ties broken by id), AWB numbers in another order than time.
  const made: Array<[string, string]> = [
    ['2031-01-05T10:00:00Z', '30000000011'],
    ['2031-01-03T10:00:00Z', '60000000012'],
    ['2031-01-04T10:00:00Z', '10000000013'],
    ['2031-01-04T10:00:00Z', '40000000014'],
    ['2031-01-04T10:00:00Z', '20000000015'],
    ['2031-01-01T10:00:00Z', '50000000016'],
  ];
  for (const [when, awbNo] of made) await charged(t, accountId, when, 2_000, 100, { awbNo });

  // Pickups: two on one day (windows 09:00 and 14:00), two in the same window of another, booked in another order.
  const pickup = (n: number, pickupDate: string, windowStart: string, createdAt: string) =>
    pickupRow({ bookingNo: `BKSORT${n}`, accountId, pickupDate, windowStart, windowEnd: '18:00', weightGrams: 1000, createdAt: at(createdAt) });
  await db.insert(pickups).values([
    pickup(1, '2031-02-10', '14:00', '2031-02-01T10:00:00Z'),
    pickup(2, '2031-02-10', '09:00', '2031-02-03T10:00:00Z'),
    pickup(3, '2031-02-08', '10:00', '2031-02-02T10:00:00Z'),
    pickup(4, '2031-02-08', '10:00', '2031-02-02T10:00:00Z'),
    pickup(5, '2031-02-12', '09:00', '2031-01-30T10:00:00Z'),
  ]);

  // Invoices: totals that disagree with the dates, and two equal totals.
  const invoice = (n: number, month: string, issueDate: string, dueDate: string, totalFils: number) => ({
    invoiceNo: `INV-2031-00000${n}`,
    accountId,
    periodStart: `${month}-01`,
    periodEnd: `${month}-28`,
    issueDate,
    dueDate,
    subtotalFils: totalFils,
    vatFils: 0,
    totalFils,
    createdAt: at(`${issueDate}T06:00:00Z`),
  });
  await db.insert(invoices).values([
    invoice(1, '2031-01', '2031-02-01', '2031-03-25', 50_000),
    invoice(2, '2031-02', '2031-03-01', '2031-03-20', 12_000),
    invoice(3, '2031-03', '2031-04-01', '2031-05-01', 99_000),
    invoice(4, '2031-04', '2031-05-01', '2031-05-10', 12_000),
  ]);

  // Top-up requests: equal amounts, and two made in the same millisecond.
  const topup = (n: number, amountFils: number, createdAt: string) => ({
    requestNo: `TU-SORT-${n}`,
    accountId,
    amountFils,
    method: 'BankTransfer' as const,
    reference: `REF${n}`,
    createdAt: at(createdAt),
  });
  await db.insert(topupRequests).values([
    topup(1, 25_000, '2031-03-01T10:00:00Z'),
    topup(2, 100_000, '2031-03-02T10:00:00Z'),
    topup(3, 25_000, '2031-03-02T10:00:00Z'),
    topup(4, 5_000, '2031-02-27T10:00:00Z'),
  ]);

  // Sub-users: names in another order than their creation; letter case must not matter.
  const sub = (n: number, fullName: string, createdAt: string) => ({
    username: `sort.sub.${n}`,
    email: `sort.sub.${n}@example.ae`,
    fullName,
    passwordHash: 'x',
    accountId,
    parentUserId: primary!.id,
    permissions: {} as never,
    createdAt: at(createdAt),
  });
  await db.insert(users).values([sub(1, 'zainab Khan', '2031-05-02T08:00:00Z'), sub(2, 'Bilal Ahmed', '2031-05-04T08:00:00Z'), sub(3, 'Mona Saleh', '2031-05-03T08:00:00Z')]);

  // Both address books, the default sender address named last.
  const address = (kind: 'sender' | 'receiver', name: string, createdAt: string, isDefault = false) => ({
    accountId,
    kind,
    name,
    phone: '+971501234567',
    addressLine1: 'Street 1',
    city: 'Dubai',
    cityCode: 'DXB',
    isDefault,
    createdAt: at(createdAt),
  });
  await db.insert(addresses).values([
    address('sender', 'Yasmin Office', '2031-04-01T08:00:00Z', true),
    address('sender', 'Ahmad Store', '2031-04-03T08:00:00Z'),
    address('sender', 'ahmad Store', '2031-04-02T08:00:00Z'),
    address('sender', 'Noor Depot', '2031-04-04T08:00:00Z'),
    address('receiver', 'Hana Ali', '2031-04-01T08:00:00Z'),
    address('receiver', 'Basel Omar', '2031-04-03T08:00:00Z'),
    address('receiver', 'Rami Aziz', '2031-04-02T08:00:00Z'),
  ]);

  // Service types sharing a SortOrder with the seeded ones; accounts whose numbers, names and ages disagree.
  const service = (code: string, name: string, sortOrder: number) => ({ code, name, scope: 'Domestic' as const, transitDaysMin: 1, transitDaysMax: 2, countries: ['AE'], sortOrder });
  await db.insert(serviceTypes).values([service('ZZA', 'Anytime Economy', 2), service('AAB', 'zone Courier', 2)]);
  await db.insert(accounts).values([
    { accountNo: '100010', companyName: 'Zephyr Gifts', paymentType: 'PD', createdAt: at('2031-05-03T08:00:00Z') },
    { accountNo: '100009', companyName: 'bright Sands Trading', paymentType: 'PP', createdAt: at('2031-05-02T08:00:00Z') },
  ]);
});
afterAll(() => t.close());

describe.each(LISTS)('$call', (c) => {
  const keys = Object.keys(c.keys);

  it.each(keys)('sorts by %s ascending and descending, ties broken the same way', async (key) => {
    const ascending = await list(c, { sort: `${key}:asc` });
    const descending = await list(c, { sort: `${key}:desc` });
    expect(ascending.length).toBeGreaterThan(2);
    const spec = (dir: 1 | -1): OrderSpec => c.keys[key]!.map((get) => [get, dir]);
    expect(ids(ascending)).toEqual(ids([...ascending].sort(comparator(spec(1)))));
    expect(ids(descending)).toEqual(ids([...ascending].sort(comparator(spec(-1)))));
    expect(ids(descending)).toEqual(ids(ascending).reverse());
  });

  it('orders differently by each key (the data can tell them apart)', async () => {
    const orders = new Set<string>();
    for (const key of keys) orders.add(ids(await list(c, { sort: `${key}:asc` })).join());
    expect(orders.size).toBe(keys.length);
  });

  it.each(keys.flatMap((k) => [`${k}:asc`, `${k}:desc`]).concat(['']))('pages %j without repeating or skipping a row', async (sort) => {
    const whole = ids(await list(c, sort ? { sort } : {}));
    const paged: string[] = [];
    for (let page = 1; paged.length < whole.length && page <= 60; page++) {
      const res = await request(c, { limit: 2, page, ...(sort ? { sort } : {}) });
      expect(res.status).toBe(200);
      paged.push(...ids(res.json.data[c.items]));
    }
    expect(paged).toEqual(whole);
  });

  it('keeps the order it had without a sort', async () => {
    const rows = await list(c);
    expect(ids(rows)).toEqual(ids([...rows].sort(comparator([...c.fallback, [id, 1]]))));
    expect(ids(await list(c, { sort: '' }))).toEqual(ids(rows));
    if (c.fallbackSort) expect(ids(await list(c, { sort: c.fallbackSort }))).toEqual(ids(rows));
  });

  it('reads the key and direction in any letter case', async () => {
    const [key] = keys;
    expect(ids(await list(c, { sort: `${key!.toLowerCase()}:DESC` }))).toEqual(ids(await list(c, { sort: `${key}:desc` })));
  });

  it.each(['Bogus:asc', `${keys[0]}`, `${keys[0]}:down`, `${keys[0]}:asc, _id`])('answers 400 to %j, names the keys and writes nothing', async (sort) => {
    const before = await footprint();
    const res = await request(c, { sort });
    const message = `Sort must be one of ${keys.join(', ')} (with :asc or :desc).`;
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ code: expect.any(String), errorCodes: expect.any(Object), message, errors: { sort: message } });
    expect(await footprint()).toEqual(before);
  });
});

describe('the orders the lists had before (fixed examples)', () => {
  it('ShipmentHistory: newest first, the three made together by id descending', async () => {
    const rows = await list(LISTS[0]!);
    expect(rows.map((r) => r.CreatedAt.slice(0, 10))).toEqual(['2031-01-05', '2031-01-04', '2031-01-04', '2031-01-04', '2031-01-03', '2031-01-01']);
    const tied = rows.slice(1, 4).map((r) => r._id);
    expect(tied).toEqual([...tied].sort().reverse());
  });

  it('BookingHistory by PickupDate: by day, then window', async () => {
    const rows = await list(LISTS[1]!, { sort: 'PickupDate:asc' });
    expect(rows.map((r) => `${r.PickupDate} ${r.PickupWindowStart}`)).toEqual(['2031-02-08 10:00', '2031-02-08 10:00', '2031-02-10 09:00', '2031-02-10 14:00', '2031-02-12 09:00']);
  });

  it('Invoices by Total: equal totals by invoice number', async () => {
    const rows = await list(LISTS[2]!, { sort: 'Total:desc' });
    expect(rows.map((r) => r.InvoiceNo)).toEqual(['INV-2031-000003', 'INV-2031-000001', 'INV-2031-000004', 'INV-2031-000002']);
  });

  it('users: the primary user first, then by name in any case; by Name the primary user takes its place', async () => {
    expect((await list(LISTS[5]!)).map((r) => r.full_name)).toEqual([expect.stringMatching(/^Test User/), 'Bilal Ahmed', 'Mona Saleh', 'zainab Khan']);
    expect((await list(LISTS[5]!, { sort: 'Name:desc' })).map((r) => r.full_name)).toEqual(['zainab Khan', expect.stringMatching(/^Test User/), 'Mona Saleh', 'Bilal Ahmed']);
  });

  it('addresses: the default sender address first, then by name; equal names newest first', async () => {
    const rows = await list(LISTS[8]!);
    expect(rows.map((r) => r.Name)).toEqual(['Yasmin Office', 'Ahmad Store', 'ahmad Store', 'Noor Depot']);
    expect((await list(LISTS[8]!, { sort: 'CreatedAt:desc' })).map((r) => r.Name)).toEqual(['Noor Depot', 'Ahmad Store', 'ahmad Store', 'Yasmin Office']);
  });

  it('ServiceTypes: by SortOrder, then code', async () => {
    expect((await list(LISTS[7]!)).map((r) => r.ServiceCode)).toEqual(['SDD', 'AAB', 'EXP', 'ZZA', 'NDD', 'IEX', 'IEC']);
    expect((await list(LISTS[7]!, { sort: 'ServiceName:asc' })).map((r) => r.ServiceCode)).toEqual(['ZZA', 'EXP', 'IEC', 'IEX', 'NDD', 'SDD', 'AAB']);
  });
});

describe('ShipmentHistory/export', () => {
  it('writes the rows in the order of the sort', async () => {
    const rows = await list(LISTS[0]!, { sort: 'AirWayBillNo:asc' });
    const res = await t.api.request('/ShipmentHistory/export', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${customer}` },
      body: JSON.stringify({ sort: 'AirWayBillNo:asc' }),
    });
    expect(res.status).toBe(200);
    const awbs = (await res.text()).trim().split('\r\n').slice(1).map((line) => line.split(',')[0]);
    expect(awbs).toEqual(rows.map((r) => r.AirWayBillNo));
  });

  it('refuses a bad sort like the list', async () => {
    const res = await t.call('POST', 'ShipmentHistory/export', { token: customer, body: { sort: 'Reference:asc' } });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe('Sort must be one of CreatedAt, AirWayBillNo (with :asc or :desc).');
  });
});
