// Address books against the real API on a real database: the shapes of both
// books, every validation rule (with nothing written), account isolation, the
// default sender address rules (also under concurrent writes), search and paging.
import { sql } from 'drizzle-orm';
import { createTestApi, queryRows, type TestApi } from '../test-utils';
import { getAccountAddress } from '../services/addresses';
import { ADDRESS_NOT_FOUND, NO_ACCOUNT } from './addresses';

let t: TestApi;
let oasis: string; // prepaid account 100002
let alnoor: string; // postpaid account 100001
let subUser: string; // alnoor.pickups, same account as alnoor
let admin: string; // no account
let accounts: Record<'oasis' | 'alnoor', string>;

beforeAll(async () => {
  t = await createTestApi();
  [oasis, alnoor, subUser, admin] = await Promise.all([t.login('prepaid'), t.login('postpaid'), t.login('subUser'), t.login('admin')]);
  const rows = await queryRows<{ username: string; account_id: string }>(t.database, sql`select username, account_id from users where username in ('oasis', 'alnoor')`);
  accounts = Object.fromEntries(rows.map((r) => [r.username, r.account_id])) as typeof accounts;
});
afterAll(() => t.close());

const SENDER = 'addresses';
const RECEIVER = 'addresses/recieveraddress';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

const sender = (over: Record<string, unknown> = {}) => ({
  Name: 'Fatima Al Mansoori',
  Company: 'Oasis Handmade Boutique',
  Phone: '+971 50 123 4567',
  Email: 'Shop@Oasis.ae',
  AddressLine1: 'Shop 5, Al Majaz Waterfront',
  AddressLine2: 'Corniche Street',
  City: 'shj',
  ...over,
});
const receiver = (over: Record<string, unknown> = {}) => ({
  Name: 'Priya Nair',
  Phone: '+966 50 123 4567',
  AddressLine1: 'King Fahd Road 12',
  Country: 'SA',
  City: 'RUH',
  ...over,
});

/** Moves the clock on, so "most recent" is well defined between writes. */
const tick = () => (t.clock.now = new Date(t.clock.now.getTime() + 1000));
const post = (path: string, body: unknown, token: string) => (tick(), t.call('POST', path, { body, token }));
const list = async (path: string, token: string, query: Record<string, string> = {}) => {
  const res = await t.call('GET', `${path}?${new URLSearchParams(query)}`, { token });
  expect(res.status).toBe(200);
  return res.json.data as { Address: Array<Record<string, any>>; Total: number; Page: number; Limit: number };
};
const rowsOf = (accountId: string, kind: string) =>
  queryRows<Record<string, unknown>>(t.database, sql`select * from addresses where account_id = ${accountId} and kind = ${kind} order by id`);
const defaults = async (accountId: string) =>
  (await queryRows<{ name: string }>(t.database, sql`select name from addresses where account_id = ${accountId} and kind = 'sender' and is_default`)).map((r) => r.name);
const clearBooks = () => t.database.db.execute(sql`delete from addresses`);

describe('access', () => {
  const calls: [string, string][] = [SENDER, RECEIVER].flatMap((p) => ['GET', 'POST', 'PUT', 'DELETE'].map((m) => [m, p] as [string, string]));

  it('registers the four calls on both books for signed-in users', () => {
    for (const [method, path] of calls) expect(t.api.routeList).toContainEqual({ method, path, access: 'user' });
  });

  it.each(calls)('%s %s: visitor 401, Admin (no account) 403 with a clear message, nothing stored', async (method, path) => {
    const body = method === 'POST' ? sender() : method === 'PUT' ? { ...sender(), _id: UNKNOWN_ID } : undefined;
    const q = method === 'DELETE' ? `?_id=${UNKNOWN_ID}` : '';
    expect((await t.call(method, path + q, { body })).status).toBe(401);
    const res = await t.call(method, path + q, { body, token: admin });
    expect(res.status).toBe(403);
    expect(res.json).toEqual({ code: expect.any(String), message: NO_ACCOUNT });
    expect(await queryRows(t.database, sql`select id from addresses`)).toEqual([]);
  });
});

describe('sender book', () => {
  beforeAll(clearBooks);

  it('creates, lists, updates and deletes an address, with the contract shape', async () => {
    const created = await post(SENDER, sender(), oasis);
    expect(created.status).toBe(201);
    const a = created.json.data;
    expect(a).toEqual({
      _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      Name: 'Fatima Al Mansoori',
      Company: 'Oasis Handmade Boutique',
      Phone: '+971501234567',
      Email: 'shop@oasis.ae',
      AddressLine1: 'Shop 5, Al Majaz Waterfront',
      AddressLine2: 'Corniche Street',
      City: 'Sharjah',
      CityCode: 'SHJ',
      Country: 'AE',
      IsDefault: true,
      CreatedAt: t.clock.now.toISOString(),
      UpdatedAt: t.clock.now.toISOString(),
    });
    expect(created.json.message).toBe('Sender address saved as your default sender address.');

    expect(await list(SENDER, oasis)).toEqual({ Address: [a], Total: 1, Page: 1, Limit: 10 });

    tick();
    const updated = await t.call('PUT', SENDER, { token: oasis, body: { ...sender({ Name: 'Rahul Menon', City: 'DXB', Company: '', AddressLine2: '' }), _id: a._id } });
    expect(updated.status).toBe(200);
    expect(updated.json.message).toBe('Sender address updated.');
    expect(updated.json.data).toEqual({ ...a, Name: 'Rahul Menon', City: 'Dubai', CityCode: 'DXB', Company: '', AddressLine2: '', UpdatedAt: t.clock.now.toISOString() });
    const [stored] = await rowsOf(accounts.oasis, 'sender');
    expect(stored).toMatchObject({ company: null, address_line_2: null, created_by_user_id: expect.any(String) });

    const deleted = await t.call('DELETE', `${SENDER}?_id=${a._id}`, { token: oasis });
    expect(deleted.status).toBe(200);
    expect(deleted.json).toEqual({ code: expect.any(String), message: 'Sender address deleted.', data: { _id: a._id } });
    expect(await list(SENDER, oasis)).toMatchObject({ Address: [], Total: 0 });
  });

  it('keeps sender addresses in the UAE', async () => {
    const res = await post(SENDER, sender({ Country: 'SA', City: 'RUH' }), oasis);
    expect(res.status).toBe(400);
    expect(res.json.errors).toEqual({ Country: 'Sender addresses must be in the United Arab Emirates.' });
    // An empty country means the UAE; a city of another country is refused.
    const other = await post(SENDER, sender({ Country: '', City: 'RUH' }), oasis);
    expect(other.status).toBe(400);
    expect(other.json.errors).toEqual({ City: 'Please choose a city of United Arab Emirates from the list.' });
    expect(await rowsOf(accounts.oasis, 'sender')).toEqual([]);
  });
});

describe('receiver book', () => {
  beforeAll(clearBooks);

  it('stores an address abroad with the city name filled from its code, never as a default', async () => {
    const created = await post(RECEIVER, receiver({ IsDefault: true }), alnoor);
    expect(created.status).toBe(201);
    expect(created.json.message).toBe('Receiver address saved.');
    const a = created.json.data;
    expect(a).toMatchObject({ Name: 'Priya Nair', Company: '', Email: '', Phone: '+966501234567', City: 'Riyadh', CityCode: 'RUH', Country: 'SA', IsDefault: false });
    expect(await list(RECEIVER, alnoor)).toMatchObject({ Address: [a], Total: 1 });
    // The books are separate: the receiver is not in the sender book, nor reachable through it.
    expect(await list(SENDER, alnoor)).toMatchObject({ Address: [], Total: 0 });
    expect((await t.call('DELETE', `${SENDER}?_id=${a._id}`, { token: alnoor })).status).toBe(404);

    const moved = await t.call('PUT', RECEIVER, { token: alnoor, body: { ...receiver({ Country: 'in', City: 'bom' }), _id: a._id } });
    expect(moved.status).toBe(200);
    expect(moved.json.data).toMatchObject({ City: 'Mumbai', CityCode: 'BOM', Country: 'IN', IsDefault: false });
    expect(moved.json.message).toBe('Receiver address updated.');

    const deleted = await t.call('DELETE', `${RECEIVER}?_id=${a._id}`, { token: alnoor });
    expect(deleted.json).toEqual({ code: expect.any(String), message: 'Receiver address deleted.', data: { _id: a._id } });
    expect(await rowsOf(accounts.alnoor, 'receiver')).toEqual([]);
  });

  it('defaults the country to the UAE', async () => {
    const res = await post(RECEIVER, receiver({ Country: undefined, City: 'AUH' }), alnoor);
    expect(res.status).toBe(201);
    expect(res.json.data).toMatchObject({ Country: 'AE', City: 'Abu Dhabi' });
  });
});

describe('validation', () => {
  beforeAll(clearBooks);

  const cases: Array<[string, string, unknown, Record<string, string>]> = [
    ['bad phone', RECEIVER, receiver({ Phone: '+971 12' }), { Phone: 'Phone is not a valid phone number.' }],
    ['phone without its country code', SENDER, sender({ Phone: '0501234567' }), { Phone: 'Phone is not a valid phone number.' }],
    ['missing phone', SENDER, sender({ Phone: '' }), { Phone: 'Phone is required.' }],
    ['missing name', SENDER, sender({ Name: '   ' }), { Name: 'Name is required.' }],
    ['name with markup', RECEIVER, receiver({ Name: '<b>Priya</b>' }), { Name: 'Name must not contain < or >.' }],
    ['missing address line', SENDER, sender({ AddressLine1: undefined }), { AddressLine1: 'Address Line 1 is required.' }],
    ['missing city', RECEIVER, receiver({ City: '' }), { City: 'Please choose a city.' }],
    ['city not in its country', RECEIVER, receiver({ Country: 'SA', City: 'DXB' }), { City: 'Please choose a city of Saudi Arabia from the list.' }],
    ['unknown city code', RECEIVER, receiver({ City: 'ZZZZ' }), { City: 'Please choose a city of Saudi Arabia from the list.' }],
    ['unknown country', RECEIVER, receiver({ Country: 'XX' }), { Country: 'Please choose a country from the list.' }],
    ['bad email', SENDER, sender({ Email: 'not-an-email' }), { Email: 'Please enter a valid email address.' }],
  ];
  it.each(cases)('%s → 400 with the field named, nothing stored', async (_, path, body, errors) => {
    const res = await post(path, body, oasis);
    expect(res.status).toBe(400);
    expect(res.json.errors).toEqual(errors);
    expect(res.json.message).toBe(Object.values(errors)[0]);
    expect(await queryRows(t.database, sql`select id from addresses`)).toEqual([]);
  });

  const hostile: Array<[string, string, unknown]> = [
    ['object as name', SENDER, sender({ Name: { $ne: 1 } })],
    ['number as phone', SENDER, sender({ Phone: 971501234567 })],
    ['toString trap', RECEIVER, receiver({ City: { toString: 1 } })],
    ['array as country', RECEIVER, receiver({ Country: ['SA'] })],
    ['text as IsDefault', SENDER, sender({ IsDefault: 'yes' })],
    ['array body', SENDER, [sender()]],
  ];
  it.each(hostile)('%s → 400, never a 500', async (_, path, body) => {
    const res = await post(path, body, oasis);
    expect(res.status).toBe(400);
    expect(typeof res.json.message).toBe('string');
  });

  it('refuses bad ids and list queries with 400', async () => {
    for (const [method, path, body] of [
      ['PUT', SENDER, { ...sender(), _id: 'not-a-uuid' }],
      ['PUT', RECEIVER, receiver()],
      ['DELETE', `${SENDER}?_id=1 or 1=1`, undefined],
      ['DELETE', RECEIVER, undefined],
      ['GET', `${SENDER}?limit=0`, undefined],
      ['GET', `${SENDER}?limit=101`, undefined],
      ['GET', `${RECEIVER}?page=abc`, undefined],
      ['GET', `${RECEIVER}?search=${encodeURIComponent('<script>')}`, undefined],
    ] as const) {
      const res = await t.call(method, path, { body, token: oasis });
      expect([method, path, res.status]).toEqual([method, path, 400]);
    }
  });
});

describe('isolation between accounts', () => {
  let theirs: Record<string, any>;
  beforeAll(async () => {
    await clearBooks();
    theirs = (await post(SENDER, sender({ Name: 'Oasis Only' }), oasis)).json.data;
    await post(RECEIVER, receiver({ Name: 'Oasis Receiver' }), oasis);
    await post(RECEIVER, receiver({ Name: 'Alnoor Receiver' }), alnoor);
  });

  it('never lists another account’s addresses, whatever the search', async () => {
    expect((await list(SENDER, alnoor)).Address).toEqual([]);
    expect((await list(SENDER, alnoor, { search: 'Oasis' })).Total).toBe(0);
    expect((await list(RECEIVER, alnoor)).Address.map((a) => a.Name)).toEqual(['Alnoor Receiver']);
    expect((await list(RECEIVER, oasis)).Address.map((a) => a.Name)).toEqual(['Oasis Receiver']);
  });

  it('answers PUT and DELETE of another account’s address with 404 and changes nothing', async () => {
    const before = await rowsOf(accounts.oasis, 'sender');
    const put = await t.call('PUT', SENDER, { token: alnoor, body: { ...sender({ Name: 'Taken Over', IsDefault: true }), _id: theirs._id } });
    expect(put.status).toBe(404);
    expect(put.json).toEqual({ code: expect.any(String), message: ADDRESS_NOT_FOUND });
    const del = await t.call('DELETE', `${SENDER}?_id=${theirs._id}`, { token: alnoor });
    expect(del.status).toBe(404);
    expect(await rowsOf(accounts.oasis, 'sender')).toEqual(before);
    expect(await rowsOf(accounts.alnoor, 'sender')).toEqual([]);
    // An unknown id answers the same.
    expect((await t.call('DELETE', `${SENDER}?_id=${UNKNOWN_ID}`, { token: oasis })).status).toBe(404);
  });

  it('shares the account’s book with its sub-user', async () => {
    const added = await post(RECEIVER, receiver({ Name: 'Added By Sub User' }), subUser);
    expect(added.status).toBe(201);
    expect((await list(RECEIVER, alnoor)).Address.map((a) => a.Name)).toEqual(['Added By Sub User', 'Alnoor Receiver']);
    expect((await list(RECEIVER, subUser)).Total).toBe(2);
    expect((await list(RECEIVER, oasis)).Address.map((a) => a.Name)).toEqual(['Oasis Receiver']);
  });

  it('getAccountAddress finds only an address of the account and book asked for', async () => {
    const { db } = t.database;
    expect(await getAccountAddress(db, accounts.oasis, 'sender', theirs._id)).toMatchObject({ id: theirs._id, name: 'Oasis Only', isDefault: true });
    expect(await getAccountAddress(db, accounts.alnoor, 'sender', theirs._id)).toBeNull();
    expect(await getAccountAddress(db, accounts.oasis, 'receiver', theirs._id)).toBeNull();
    expect(await getAccountAddress(db, accounts.oasis, 'sender', 'not-a-uuid')).toBeNull();
  });
});

describe('default sender address', () => {
  beforeEach(clearBooks);
  const names = async () => (await list(SENDER, oasis)).Address.map((a) => `${a.Name}${a.IsDefault ? ' *' : ''}`);
  const add = async (Name: string, IsDefault = false) => (await post(SENDER, sender({ Name, IsDefault }), oasis)).json.data as Record<string, any>;

  it('makes the first sender address the default, and moves it when another is chosen', async () => {
    const first = await add('Zara Office');
    const second = await add('Bilal Store');
    expect(first.IsDefault).toBe(true);
    expect(second.IsDefault).toBe(false);
    expect(await names()).toEqual(['Zara Office *', 'Bilal Store']);

    const made = await t.call('PUT', SENDER, { token: oasis, body: { ...sender({ Name: 'Bilal Store' }), IsDefault: true, _id: second._id } });
    expect(made.json.message).toBe('Bilal Store is now your default sender address.');
    expect(await names()).toEqual(['Bilal Store *', 'Zara Office']);

    // A new address asked to be the default takes it over at once.
    await add('Amal Depot', true);
    expect(await defaults(accounts.oasis)).toEqual(['Amal Depot']);
  });

  it('keeps the default when an edit leaves IsDefault false', async () => {
    const only = await add('Only Address');
    const res = await t.call('PUT', SENDER, { token: oasis, body: { ...sender({ Name: 'Only Address' }), IsDefault: false, _id: only._id } });
    expect(res.json.data.IsDefault).toBe(true);
    expect(await defaults(accounts.oasis)).toEqual(['Only Address']);
  });

  it('promotes the most recently added other address when the default is deleted, none after the last', async () => {
    const a = await add('Alpha');
    const b = await add('Bravo');
    await add('Charlie');
    const res = await t.call('DELETE', `${SENDER}?_id=${a._id}`, { token: oasis });
    expect(res.json.message).toBe('Sender address deleted. Charlie is now your default sender address.');
    expect(await names()).toEqual(['Charlie *', 'Bravo']);
    // Deleting an address that is not the default changes no default.
    await t.call('DELETE', `${SENDER}?_id=${b._id}`, { token: oasis });
    expect(await names()).toEqual(['Charlie *']);
    const [last] = (await list(SENDER, oasis)).Address;
    expect((await t.call('DELETE', `${SENDER}?_id=${last!._id}`, { token: oasis })).json.message).toBe('Sender address deleted.');
    expect(await defaults(accounts.oasis)).toEqual([]);
    // The next one added is the default again.
    expect((await add('Delta')).IsDefault).toBe(true);
  });

  it('leaves exactly one default when first addresses and default changes race', async () => {
    const results = await Promise.all(Array.from({ length: 6 }, (_, i) => post(SENDER, sender({ Name: `Racer ${'ABCDEF'[i]}`, IsDefault: i % 2 === 1 }), oasis)));
    expect(results.map((r) => r.status)).toEqual([201, 201, 201, 201, 201, 201]);
    expect(await defaults(accounts.oasis)).toHaveLength(1);
    const ids = results.map((r) => r.json.data._id as string);
    const switches = await Promise.all(ids.map((_id, i) => t.call('PUT', SENDER, { token: oasis, body: { ...sender({ Name: `Racer ${'ABCDEF'[i]}` }), IsDefault: true, _id } })));
    expect(switches.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await defaults(accounts.oasis)).toHaveLength(1);
    // The other account's book is untouched by all of it.
    expect(await defaults(accounts.alnoor)).toEqual([]);
  });
});

describe('search and paging', () => {
  beforeAll(async () => {
    await clearBooks();
    const people = [
      ['Yasmin Khalil', '100% Cotton Co', '+971 4 123 4567', 'DXB', 'Office 12, Gold Tower'],
      ['adam Brooks', 'Brooks_Trading', '+971 50 765 4321', 'AUH', 'Villa 3, Khalifa City'],
      ['Carla Diaz', '', '+971 56 111 2222', 'SHJ', 'Warehouse 9, Industrial Area 4'],
    ];
    const bodies = [
      ...people.map(([Name, Company, Phone, City, AddressLine1]) => receiver({ Name, Company, Phone, City, AddressLine1, Country: 'AE' })),
      ...[...'ABCDEFGHI'].map((letter) => receiver({ Name: `Paged Person ${letter}`, AddressLine2: 'Paging Street' })),
    ];
    for (const body of bodies) expect((await post(RECEIVER, body, oasis)).status).toBe(201);
  });
  const found = async (search: string) => (await list(RECEIVER, oasis, { search, limit: '100' })).Address.map((a) => a.Name);

  it('finds by name, company, phone (any spacing), city and address lines, case-insensitively', async () => {
    expect(await found('yasmin')).toEqual(['Yasmin Khalil']);
    expect(await found('cotton')).toEqual(['Yasmin Khalil']);
    expect(await found('50 765')).toEqual(['adam Brooks']);
    expect(await found('+971561112222')).toEqual(['Carla Diaz']);
    expect(await found('abu dhabi')).toEqual(['adam Brooks']);
    expect(await found('gold tower')).toEqual(['Yasmin Khalil']);
    expect(await found('paging street')).toHaveLength(9);
    expect(await found('nobody here')).toEqual([]);
  });

  it('takes % and _ literally', async () => {
    expect(await found('%')).toEqual(['Yasmin Khalil']);
    expect(await found('_')).toEqual(['adam Brooks']);
    expect(await found('100%_')).toEqual([]);
  });

  it('pages by name (case-insensitive) with the total', async () => {
    const p1 = await list(RECEIVER, oasis, { limit: '5' });
    expect(p1).toMatchObject({ Total: 12, Page: 1, Limit: 5 });
    expect(p1.Address.map((a) => a.Name)).toEqual(['adam Brooks', 'Carla Diaz', 'Paged Person A', 'Paged Person B', 'Paged Person C']);
    const p3 = await list(RECEIVER, oasis, { limit: '5', page: '3' });
    expect(p3.Address.map((a) => a.Name)).toEqual(['Paged Person I', 'Yasmin Khalil']);
    expect((await list(RECEIVER, oasis, { limit: '5', page: '4' })).Address).toEqual([]);
    const searched = await list(RECEIVER, oasis, { search: 'paged', limit: '4', page: '3' });
    expect(searched).toMatchObject({ Total: 9, Page: 3 });
    expect(searched.Address.map((a) => a.Name)).toEqual(['Paged Person I']);
  });

  it('lists the default sender address first, then by name', async () => {
    await post(SENDER, sender({ Name: 'Zed First Added' }), oasis);
    await post(SENDER, sender({ Name: 'Amy Second' }), oasis);
    expect((await list(SENDER, oasis)).Address.map((a) => [a.Name, a.IsDefault])).toEqual([
      ['Zed First Added', true],
      ['Amy Second', false],
    ]);
  });
});
