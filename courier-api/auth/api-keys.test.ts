// Merchant API keys: their shape and checksum, what a key resolves to (the
// creator's permissions within the key's scopes, on the live account or its
// sandbox twin), every way a key is refused, the session guard refusing keys,
// and the sandbox twin staying out of the Admin's customers and invoices.
import { eq, sql } from 'drizzle-orm';
import { accounts, apiKeys, users, type PermissionKey } from '../db/schema';
import { queryRows, useTestApi } from '../test-utils';
import { ensureSandbox, generateKey, hashKey, isWellFormedKey, resolveKey } from './api-keys';

const { t, tokens } = useTestApi({ logins: { admin: 'admin', customer: 'postpaid' } });

async function ownerOf(accountNo: string) {
  const [row] = await queryRows<{ account_id: string; user_id: string }>(
    t.database,
    sql`select a.id as account_id, u.id as user_id from accounts a join users u on u.account_id = a.id
        where a.account_no = ${accountNo} and u.parent_user_id is null order by u.created_at limit 1`,
  );
  return row!;
}

async function mint(opts: { accountNo?: string; scopes?: PermissionKey[]; mode?: 'live' | 'test'; expiresAt?: Date; revoked?: boolean; userId?: string } = {}) {
  const accountNo = opts.accountNo ?? 'ALN1001';
  const owner = await ownerOf(accountNo);
  const mode = opts.mode ?? 'live';
  const fresh = generateKey(mode);
  await t.database.db.insert(apiKeys).values({
    accountId: owner.account_id,
    createdByUserId: opts.userId ?? owner.user_id,
    name: 'test key',
    mode,
    prefix: fresh.prefix,
    secretHash: fresh.hash,
    scopes: opts.scopes ?? ['Air_Way_bill_history'],
    expiresAt: opts.expiresAt ?? null,
    revokedAt: opts.revoked ? t.clock.now : null,
  });
  return { ...fresh, owner };
}

let accountNo = '';
beforeAll(async () => {
  const [row] = await queryRows<{ account_no: string }>(
    t.database,
    sql`select a.account_no from accounts a join users u on u.account_id = a.id where lower(u.email) = 'logistics@alnoortrading.ae'`,
  );
  accountNo = row!.account_no;
});

describe('key format', () => {
  it('is sk_<mode>_ with 32 random characters and a checksum', () => {
    const live = generateKey('live');
    const test = generateKey('test');
    expect(live.key).toMatch(/^sk_live_[0-9A-Za-z]{38}$/);
    expect(test.key).toMatch(/^sk_test_[0-9A-Za-z]{38}$/);
    expect(live.prefix).toBe(live.key.slice(0, 'sk_live_'.length + 6));
    expect(live.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(live.hash).not.toContain(live.key.slice(8));
    expect(isWellFormedKey(live.key)).toBe(true);
    expect(generateKey('live').key).not.toBe(live.key);
  });

  it('refuses a mistyped or truncated key by its checksum', () => {
    const { key } = generateKey('live');
    const i = 'sk_live_'.length + 5;
    const typo = key.slice(0, i) + (key[i] === 'a' ? 'b' : 'a') + key.slice(i + 1);
    expect(isWellFormedKey(typo)).toBe(false);
    expect(isWellFormedKey(key.slice(0, -1))).toBe(false);
    expect(isWellFormedKey(key.replace('sk_live_', 'sk_prod_'))).toBe(false);
  });
});

describe('resolveKey', () => {
  it('stands for its creator within its scopes, on the live account', async () => {
    const { key, owner } = await mint({ accountNo, scopes: ['Air_Way_bill_history', 'Print_Airway_Bill'] });
    const caller = await resolveKey(t.database.db, key, t.clock.now);
    if (typeof caller === 'string') throw new Error(caller);
    expect(caller.user.id).toBe(owner.user_id);
    expect(caller.user.account?.id).toBe(owner.account_id);
    expect(caller.apiKey).toMatchObject({ mode: 'live', ownerAccountId: owner.account_id });
    expect(caller.user.permissions).toEqual({
      Manage_Sub_Users: false,
      Airway_Bill_Generation: false,
      Air_Way_bill_history: true,
      Print_Airway_Bill: true,
      Pickup_Request: false,
      Pickup_History: false,
    });
    const [row] = await t.database.db.select({ lastUsedAt: apiKeys.lastUsedAt }).from(apiKeys).where(eq(apiKeys.secretHash, hashKey(key)));
    expect(row!.lastUsedAt).not.toBeNull();
  });

  it('never grants a scope its creator has lost', async () => {
    const { key, owner } = await mint({ accountNo, scopes: ['Pickup_Request'] });
    const [before] = await t.database.db.select({ permissions: users.permissions }).from(users).where(eq(users.id, owner.user_id));
    await t.database.db.update(users).set({ permissions: { ...before!.permissions, Pickup_Request: false } }).where(eq(users.id, owner.user_id));
    try {
      const caller = await resolveKey(t.database.db, key, t.clock.now);
      if (typeof caller === 'string') throw new Error(caller);
      expect(caller.user.permissions.Pickup_Request).toBe(false);
    } finally {
      await t.database.db.update(users).set({ permissions: before!.permissions }).where(eq(users.id, owner.user_id));
    }
  });

  it('refuses unknown, revoked, expired and malformed keys, and keys of an inactive account', async () => {
    const db = t.database.db;
    expect(await resolveKey(db, generateKey('live').key, t.clock.now)).toBe('unknown');
    expect(await resolveKey(db, 'sk_live_nope', t.clock.now)).toBe('malformed');
    expect(await resolveKey(db, (await mint({ accountNo, revoked: true })).key, t.clock.now)).toBe('revoked');
    const expired = await mint({ accountNo, expiresAt: new Date(t.clock.now.getTime() - 1000) });
    expect(await resolveKey(db, expired.key, t.clock.now)).toBe('expired');
    const { key, owner } = await mint({ accountNo });
    await db.update(accounts).set({ active: false }).where(eq(accounts.id, owner.account_id));
    try {
      expect(await resolveKey(db, key, t.clock.now)).toBe('inactive');
    } finally {
      await db.update(accounts).set({ active: true }).where(eq(accounts.id, owner.account_id));
    }
  });

  it('puts a test key on the account’s sandbox twin, created once', async () => {
    const a = await mint({ accountNo, mode: 'test' });
    const b = await mint({ accountNo, mode: 'test' });
    const [ca, cb] = await Promise.all([resolveKey(t.database.db, a.key, t.clock.now), resolveKey(t.database.db, b.key, t.clock.now)]);
    if (typeof ca === 'string' || typeof cb === 'string') throw new Error('refused');
    expect(ca.user.account?.id).not.toBe(a.owner.account_id);
    expect(ca.user.account?.id).toBe(cb.user.account?.id);
    expect(ca.user.account?.accountNo).toBe(`${accountNo}-TEST`);
    expect(ca.apiKey).toMatchObject({ mode: 'test', ownerAccountId: a.owner.account_id });
    const twins = await queryRows(t.database, sql`select id from accounts where sandbox_of = ${a.owner.account_id}`);
    expect(twins).toHaveLength(1);
  });
});

describe('the sandbox twin stays out of the Admin’s work', () => {
  it('is not a customer in Accounts and is never invoiced', async () => {
    const { owner } = await mint({ accountNo });
    const twin = await ensureSandbox(t.database.db, owner.account_id);
    const list = await t.call('GET', `Accounts?search=${encodeURIComponent(accountNo)}&status=all`, { token: tokens.admin });
    expect(list.status).toBe(200);
    expect(JSON.stringify(list.json.data)).toContain(accountNo);
    expect(JSON.stringify(list.json.data)).not.toContain(twin.accountNo);
    const gen = await t.call('POST', 'GenerateInvoices', { body: { Period: '2025-01' }, token: tokens.admin });
    expect(gen.status).toBeLessThan(300);
    const invoiced = await queryRows(t.database, sql`select id from invoices where account_id = ${twin.id}`);
    expect(invoiced).toHaveLength(0);
  });
});

describe('the session guard', () => {
  it('refuses an API key on a portal route', async () => {
    const { key } = await mint({ accountNo, scopes: ['Manage_Sub_Users', 'Air_Way_bill_history'] });
    const res = await t.call('GET', 'auth/profile', { token: key });
    expect(res.status).toBe(401);
    expect(JSON.stringify(res.json)).not.toContain(accountNo);
    expect((await t.call('GET', 'auth/profile', { token: tokens.customer })).status).toBe(200);
  });
});
