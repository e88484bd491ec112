// API keys (ApiKeys calls) against the real API on a real database: the key is
// shown once and stored only as a hash, scopes never exceed the creator's own
// permissions, a revoked or expired key is refused at once by a merchant API
// call, and no account sees or revokes another's keys (the Admin sees all).
import { sql } from 'drizzle-orm';
import { API_KEY_MODES as SCHEMA_MODES } from '@/lib/schemas/api-keys';
import { PERMISSIONS } from '@/lib/schemas/users';
import { hashKey, isWellFormedKey, resolveKey } from '../auth/api-keys';
import { API_KEY_MODES, PERMISSION_KEYS } from '../db/schema';
import { ok } from '../http';
import { queryRows, useTestApi } from '../test-utils';
import { ADMIN_CREATES_NO_KEYS, KEY_NOT_FOUND } from './api-keys';

// A merchant API route as /v1 routes declare them (key credential, a permission),
// so the tests see what the guard does with each key at the moment of the call.
const PROBE = 'v1/probe';
const { t, tokens } = useTestApi({
  logins: { alnoor: 'postpaid', oasis: 'prepaid', admin: 'admin' },
  extend: (r) => r.get(PROBE, { permission: 'Airway_Bill_Generation' }, (c) => ok(c, { Account: c.get('user')!.account!.accountNo }), { credential: 'apiKey' }),
});

const DAY = 86_400_000;
const dubaiDay = (offsetDays: number) => new Date(t.clock.now.getTime() + 4 * 3_600_000 + offsetDays * DAY).toISOString().slice(0, 10);
const newKey = (over: Record<string, unknown> = {}) => ({ Name: 'Shop integration', Mode: 'live', Scopes: ['Airway_Bill_Generation', 'Air_Way_bill_history'], ...over });
const create = (token: string, body: unknown) => t.call('POST', 'ApiKeys', { token, body });
const revoke = (token: string, _id: string) => t.call('PUT', 'ApiKeys/Revoke', { token, body: { _id } });
const list = async (token: string, query: Record<string, string> = {}) => {
  const res = await t.call('GET', `ApiKeys?${new URLSearchParams(query)}`, { token });
  expect(res.status).toBe(200);
  return res.json.data as { ApiKeys: Array<Record<string, any>>; Total: number; Page: number; Limit: number };
};
const probe = (key: string) => t.call('GET', PROBE, { headers: { authorization: `Bearer ${key}` } });

async function created(token: string, over: Record<string, unknown> = {}) {
  const res = await create(token, newKey(over));
  expect(res.status).toBe(201);
  return res.json.data as { Key: string; ApiKey: Record<string, any> };
}

describe('creating a key', () => {
  it('shows the key once, stores only its hash, and lists it without the key', async () => {
    const res = await create(tokens.alnoor, newKey({ Name: 'Order system' }));
    expect(res.status).toBe(201);
    expect(res.json.message).toBe('API key Order system was created. Copy it now: it is shown only once.');
    const { Key, ApiKey } = res.json.data;
    expect(Key).toMatch(/^sk_live_[0-9A-Za-z]{38}$/);
    expect(isWellFormedKey(Key)).toBe(true);
    expect(Key.startsWith(ApiKey.Prefix)).toBe(true);
    expect(ApiKey).toMatchObject({
      Name: 'Order system',
      Mode: 'live',
      Scopes: ['Airway_Bill_Generation', 'Air_Way_bill_history'],
      ExpiresAt: null,
      LastUsedAt: null,
      RevokedAt: null,
      CreatedBy: 'Fatima Al Mansoori',
      AccountNo: '100001',
      Expired: false,
      Status: 'active',
    });

    const [row] = await queryRows<Record<string, unknown>>(t.database, sql`select * from api_keys where id = ${ApiKey._id}`);
    expect(row!.secret_hash).toBe(hashKey(Key));
    // Nothing stored holds the key itself, nor its secret part.
    expect(JSON.stringify(row)).not.toContain(Key.slice('sk_live_'.length));

    const listed = await t.call('GET', 'ApiKeys', { token: tokens.alnoor });
    expect(JSON.stringify(listed.json)).not.toContain(Key.slice('sk_live_'.length));
    expect(listed.json.data.ApiKeys.find((k: { _id: string }) => k._id === ApiKey._id)).toEqual(ApiKey);
  });

  it('a test key makes the sandbox twin and acts on it, never on the live account', async () => {
    const { Key, ApiKey } = await created(tokens.oasis, { Mode: 'test' });
    expect(Key).toMatch(/^sk_test_/);
    expect(ApiKey.Mode).toBe('test');
    const [twin] = await queryRows<{ account_no: string }>(
      t.database,
      sql`select s.account_no from accounts s join accounts l on l.id = s.sandbox_of where l.account_no = '100002'`,
    );
    expect(twin!.account_no).toBe('100002-TEST');
    const res = await probe(Key);
    expect(res.status).toBe(200);
    expect(res.json.data.Account).toBe('100002-TEST');
    // The key's list row names the live account that owns it.
    expect(ApiKey.AccountNo).toBe('100002');
  });

  it('a live key acts on the live account and records when it was last used', async () => {
    const { Key, ApiKey } = await created(tokens.oasis);
    const res = await probe(Key);
    expect(res.json.data.Account).toBe('100002');
    const row = (await list(tokens.oasis)).ApiKeys.find((k) => k._id === ApiKey._id)!;
    expect(row.LastUsedAt).toBe(t.clock.now.toISOString());
  });

  it('gives a key no scope its creator lacks (422 naming it), and the key no more than its scopes', async () => {
    // alnoor.pickups may manage sub-users and request pickups, nothing else.
    await t.database.db.execute(
      sql`update users set permissions = ${JSON.stringify({ ...Object.fromEntries(PERMISSION_KEYS.map((k) => [k, false])), Manage_Sub_Users: true, Pickup_Request: true })}::jsonb where username = 'alnoor.pickups'`,
    );
    const pickups = await t.login('subUser');
    const refused = await create(pickups, newKey({ Scopes: ['Pickup_Request', 'Airway_Bill_Generation'] }));
    expect(refused.status).toBe(422);
    expect(refused.json.message).toBe('You cannot give a key the Airway_Bill_Generation scope: you do not have that permission yourself.');
    expect(refused.json.errors.Scopes).toBe(refused.json.message);
    expect(refused.json.code).toBe('API_KEY_SCOPE_NOT_HELD');

    const { Key, ApiKey } = await created(pickups, { Scopes: ['Pickup_Request'] });
    expect(ApiKey.CreatedBy).toBe('Yousef Haddad');
    // The probe needs Airway_Bill_Generation: this key has no such scope.
    const res = await probe(Key);
    expect(res.status).toBe(403);
    expect(res.json.error.message).toBe('This API key does not have the Airway_Bill_Generation scope.');
    // The primary user sees its sub-user's key in the account's list.
    expect((await list(tokens.alnoor)).ApiKeys.map((k) => k._id)).toContain(ApiKey._id);
  });

  it('a scope ticked twice counts once', async () => {
    const { ApiKey } = await created(tokens.alnoor, { Scopes: ['Pickup_Request', 'Pickup_Request'] });
    expect(ApiKey.Scopes).toEqual(['Pickup_Request']);
  });

  it('the Admin creates none: 403 with the reason', async () => {
    const res = await create(tokens.admin, newKey());
    expect(res.status).toBe(403);
    expect(res.json.message).toBe(ADMIN_CREATES_NO_KEYS);
    const [n] = await queryRows<{ n: number }>(t.database, sql`select count(*)::int as n from api_keys where created_by_user_id = (select id from users where username = 'admin')`);
    expect(n!.n).toBe(0);
  });

  it('refuses bad input with 400 JSON naming the field, and stores nothing', async () => {
    const before = await queryRows<{ n: number }>(t.database, sql`select count(*)::int as n from api_keys`);
    const cases: Array<[unknown, string, string]> = [
      [newKey({ Name: '' }), 'Name', 'Name is required.'],
      [newKey({ Name: 'x'.repeat(61) }), 'Name', 'Name must be at most 60 characters.'],
      [newKey({ Name: '<script>' }), 'Name', 'Name must not contain < or >.'],
      [newKey({ Name: { $ne: 1 } }), 'Name', 'Name must be text.'],
      [newKey({ Mode: 'prod' }), 'Mode', 'Mode must be live or test.'],
      [newKey({ Mode: undefined }), 'Mode', 'Please choose live or test mode.'],
      [newKey({ Scopes: [] }), 'Scopes', 'Please choose at least one scope.'],
      [newKey({ Scopes: undefined }), 'Scopes', 'Please choose at least one scope.'],
      [newKey({ Scopes: 'Pickup_Request' }), 'Scopes', 'Scopes must be a list of permission keys.'],
      [newKey({ Scopes: ['Pickup_Request', 'Everything'] }), 'Scopes[1]', expect.stringContaining('Scopes may contain only the permission keys')],
      [newKey({ Scopes: [null] }), 'Scopes[0]', expect.stringContaining('Scopes may contain only the permission keys')],
      [newKey({ ExpiresAt: '2026-02-30' }), 'ExpiresAt', 'Expiry date must be a date like 2026-11-23.'],
      [newKey({ ExpiresAt: 'tomorrow' }), 'ExpiresAt', 'Expiry date must be a date like 2026-11-23.'],
      [newKey({ ExpiresAt: dubaiDay(-1) }), 'ExpiresAt', 'Expiry date must be today or later.'],
      [newKey({ ExpiresAt: dubaiDay(2 * 366 + 1) }), 'ExpiresAt', 'Expiry date can be at most 2 years from today.'],
      [newKey({ ExpiresAt: 20261123 }), 'ExpiresAt', 'Expiry date must be a date like 2026-11-23.'],
      [newKey({ ExpiresAt: { $gt: '' } }), 'ExpiresAt', 'Expiry date must be text.'],
    ];
    for (const [body, field, message] of cases) {
      const res = await create(tokens.alnoor, body);
      expect(res.status).toBe(400);
      expect(res.json.errors[field]).toEqual(message);
      expect(typeof res.json.code).toBe('string');
    }
    const raw = await t.call('POST', 'ApiKeys', { token: tokens.alnoor, rawBody: '{"Name":' });
    expect(raw.status).toBe(400);
    expect(raw.json.message).toBe('The request body is not valid JSON.');
    const arr = await t.call('POST', 'ApiKeys', { token: tokens.alnoor, rawBody: '[]' });
    expect(arr.status).toBe(400);
    const after = await queryRows<{ n: number }>(t.database, sql`select count(*)::int as n from api_keys`);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('an expiry date lets the key work through that Dubai day, then it is refused', async () => {
    const today = dubaiDay(0);
    const { Key, ApiKey } = await created(tokens.alnoor, { ExpiresAt: today });
    // Midnight after that day in Dubai is 20:00 UTC on the day.
    expect(ApiKey.ExpiresAt).toBe(`${today}T20:00:00.000Z`);
    const saved = t.clock.now;
    try {
      t.clock.now = new Date(`${today}T19:59:59Z`);
      expect((await probe(Key)).status).toBe(200);
      t.clock.now = new Date(`${today}T20:00:00Z`);
      const res = await probe(Key);
      expect(res.status).toBe(401);
      expect(res.json.error).toMatchObject({ code: 'API_KEY_EXPIRED', message: 'This API key has expired. Please create a new key in API & Webhooks.' });
      // A session of that moment (the one from the start may have run out meanwhile).
      const later = await t.login('postpaid');
      const shown = (await list(later, { Status: 'all', limit: '100' })).ApiKeys.find((k) => k._id === ApiKey._id)!;
      expect(shown).toMatchObject({ Expired: true, Status: 'expired' });
      expect((await list(later, { Status: 'active', limit: '100' })).ApiKeys.map((k) => k._id)).not.toContain(ApiKey._id);
    } finally {
      t.clock.now = saved;
    }
  });

  it('the furthest expiry is two years from today', async () => {
    const { ApiKey } = await created(tokens.alnoor, { ExpiresAt: dubaiDay(2 * 365) });
    expect(ApiKey.Status).toBe('active');
  });
});

describe('revoking a key', () => {
  it('is refused at once by a merchant API call, and a second revoke is 409', async () => {
    const { Key, ApiKey } = await created(tokens.alnoor);
    expect((await probe(Key)).status).toBe(200);
    expect(typeof (await resolveKey(t.database.db, Key, t.clock.now))).toBe('object');

    const res = await revoke(tokens.alnoor, ApiKey._id);
    expect(res.status).toBe(200);
    expect(res.json.message).toBe('API key Shop integration was revoked: calls made with it are refused from now on.');
    expect(res.json.data).toMatchObject({ Status: 'revoked', RevokedAt: t.clock.now.toISOString(), RevokedBy: 'Fatima Al Mansoori' });

    expect(await resolveKey(t.database.db, Key, t.clock.now)).toBe('revoked');
    const refused = await probe(Key);
    expect(refused.status).toBe(401);
    expect(refused.json.error).toMatchObject({ code: 'API_KEY_REVOKED', message: 'This API key was revoked. Please create a new key in API & Webhooks.' });

    const again = await revoke(tokens.alnoor, ApiKey._id);
    expect(again.status).toBe(409);
    expect(again.json.message).toBe('API key Shop integration is already revoked.');
    const [row] = await queryRows<{ revoked_by_user_id: string }>(t.database, sql`select revoked_by_user_id from api_keys where id = ${ApiKey._id}`);
    expect(row!.revoked_by_user_id).toBeTruthy();
  });

  it('another account’s key is not found (404) and keeps working; it is not in the list either', async () => {
    const { Key, ApiKey } = await created(tokens.alnoor, { Name: 'Alnoor only' });
    const res = await revoke(tokens.oasis, ApiKey._id);
    expect(res.status).toBe(404);
    expect(res.json.message).toBe(KEY_NOT_FOUND);
    expect((await probe(Key)).status).toBe(200);
    const theirs = await list(tokens.oasis, { limit: '100' });
    expect(theirs.ApiKeys.every((k) => k.AccountNo === '100002')).toBe(true);
    expect(theirs.ApiKeys.map((k) => k._id)).not.toContain(ApiKey._id);
    // Searching for it by name finds nothing either.
    expect((await list(tokens.oasis, { search: 'Alnoor only' })).Total).toBe(0);
  });

  it('the Admin sees every account’s keys and revokes any', async () => {
    const { Key, ApiKey } = await created(tokens.oasis, { Name: 'Oasis storefront' });
    const all = await list(tokens.admin, { limit: '100' });
    const accounts = new Set(all.ApiKeys.map((k) => k.AccountNo));
    expect(accounts).toEqual(new Set(['100001', '100002']));
    expect(all.ApiKeys.find((k) => k._id === ApiKey._id)).toMatchObject({ CompanyName: 'Oasis Handmade Boutique', Name: 'Oasis storefront' });
    expect((await list(tokens.admin, { search: '100002' })).ApiKeys.every((k) => k.AccountNo === '100002')).toBe(true);

    const res = await revoke(tokens.admin, ApiKey._id);
    expect(res.status).toBe(200);
    expect(res.json.data.RevokedBy).toBe('Maryam Al Zaabi');
    expect((await probe(Key)).status).toBe(401);
    // The owner sees it revoked, and by whom.
    const mine = (await list(tokens.oasis, { Status: 'revoked', limit: '100' })).ApiKeys;
    expect(mine.find((k) => k._id === ApiKey._id)).toMatchObject({ Status: 'revoked', RevokedBy: 'Maryam Al Zaabi' });
  });

  it('refuses a bad or unknown id with 400 / 404', async () => {
    const bad = await t.call('PUT', 'ApiKeys/Revoke', { token: tokens.alnoor, body: { _id: 'nope' } });
    expect(bad.status).toBe(400);
    expect(bad.json.errors._id).toBe('_id is not a valid id.');
    const missing = await revoke(tokens.alnoor, '00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
  });
});

describe('the list', () => {
  it('filters by status and search, pages, and refuses a bad filter', async () => {
    const { ApiKey: a } = await created(tokens.alnoor, { Name: 'Paging alpha' });
    // Newest first: b a second later.
    t.clock.now = new Date(t.clock.now.getTime() + 1000);
    const { ApiKey: b } = await created(tokens.alnoor, { Name: 'Paging beta' });
    await revoke(tokens.alnoor, a._id);
    const found = await list(tokens.alnoor, { search: 'paging' });
    expect(found.ApiKeys.map((k) => k.Name)).toEqual(['Paging beta', 'Paging alpha']);
    expect((await list(tokens.alnoor, { search: 'paging', Status: 'active' })).ApiKeys.map((k) => k._id)).toEqual([b._id]);
    expect((await list(tokens.alnoor, { search: 'paging', Status: 'revoked' })).ApiKeys.map((k) => k._id)).toEqual([a._id]);
    expect((await list(tokens.alnoor, { search: b.Prefix })).ApiKeys.map((k) => k._id)).toEqual([b._id]);
    const page2 = await list(tokens.alnoor, { search: 'paging', limit: '1', page: '2' });
    expect(page2).toMatchObject({ Total: 2, Page: 2, Limit: 1 });
    expect(page2.ApiKeys.map((k) => k._id)).toEqual([a._id]);

    const res = await t.call('GET', 'ApiKeys?Status=expired', { token: tokens.alnoor });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe('Status must be all, active or revoked.');
  });

  it('needs Manage_Sub_Users and a portal session, not a key', async () => {
    await t.database.db.execute(sql`update users set permissions = ${JSON.stringify(Object.fromEntries(PERMISSION_KEYS.map((k) => [k, false])))}::jsonb where username = 'alnoor.pickups'`);
    const noPerm = await t.login('subUser');
    expect((await t.call('GET', 'ApiKeys', { token: noPerm })).status).toBe(403);
    const { Key } = await created(tokens.alnoor);
    expect((await t.call('GET', 'ApiKeys', { headers: { authorization: `Bearer ${Key}` } })).status).toBe(401);
    expect((await t.call('GET', 'ApiKeys')).status).toBe(401);
  });
});

it('the schema’s lists match the database’s', () => {
  expect([...SCHEMA_MODES]).toEqual([...API_KEY_MODES]);
  expect([...PERMISSIONS]).toEqual([...PERMISSION_KEYS]);
});
