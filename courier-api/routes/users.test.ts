// Sub-users (`users` calls) against the real API on a real database: account
// isolation, who may grant what, first login with a one-time password,
// sessions ending at once on deactivation, delete rules, and the welcome
// email arriving at a real SMTP server on loopback.
import { sql } from 'drizzle-orm';
import { PERMISSION_KEYS } from '../db/schema';
import { DEMO_USERS } from '../db/seed';
import { ADMIN_HAS_NO_ACCOUNT, USER_NOT_FOUND } from '../services/user-rules';
import { createTestApi, queryRows, type TestApi } from '../test-utils';
import { startSmtp, type SmtpFixture } from './smtp-fixture';

let t: TestApi;
let smtp: SmtpFixture;
let alnoor: string; // primary user of postpaid account 100001
let oasis: string; // primary user of prepaid account 100002
let pickups: string; // alnoor.pickups: Pickup_Request and Pickup_History only
let admin: string;

beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApi({ mail: smtp.settings });
  [alnoor, oasis, pickups, admin] = await Promise.all([t.login('postpaid'), t.login('prepaid'), t.login('subUser'), t.login('admin')]);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const none = () => Object.fromEntries(PERMISSION_KEYS.map((k) => [k, false])) as Record<string, boolean>;
const perms = (...keys: string[]) => ({ ...none(), ...Object.fromEntries(keys.map((k) => [k, true])) });

let ipSeq = 0;
/** Signs in from a fresh address each time (the per-IP limit is not under test here). */
const signin = (email: string, password: string) =>
  t.call('POST', 'auth/signin', { body: { email, password }, ip: `198.18.${Math.floor(ipSeq / 250)}.${(ipSeq++ % 250) + 1}` });

let seq = 0;
const newUser = (over: Record<string, unknown> = {}) => {
  seq++;
  return { username: `team.member${seq}`, full_name: `Team Member ${'ABCDEFGHIJKLMNOPQRSTUVWXYZ'[seq % 26]}`, email: `member${seq}@alnoortrading.ae`, dashboard: perms('Pickup_Request'), ...over };
};
const create = (token: string, body: unknown) => t.call('POST', 'users', { token, body });
const put = (token: string, body: unknown) => t.call('PUT', 'users', { token, body });
const list = async (token: string, query: Record<string, string> = {}) => {
  const res = await t.call('GET', `users?${new URLSearchParams(query)}`, { token });
  expect(res.status).toBe(200);
  return res.json.data as { Users: Array<Record<string, any>>; Total: number; Page: number; Limit: number };
};

/** Creates a user as `by`, signs it in with its one-time password and changes it; returns its token and id. */
async function activeUser(by: string, body: Record<string, unknown>) {
  const res = await create(by, body);
  expect(res.status).toBe(201);
  const first = await signin(body.email as string, res.json.data.OneTimePassword);
  expect(first.json.data.first).toBe(true);
  const changed = await t.call('PUT', 'auth/changepassword', {
    token: first.json.data.access_token,
    body: { currentPassword: res.json.data.OneTimePassword, newPassword: 'Chosen#2026pw', confirmPassword: 'Chosen#2026pw' },
  });
  expect(changed.status).toBe(200);
  return { token: changed.json.data.access_token as string, id: res.json.data.user._id as string };
}

describe('routes and access', () => {
  it('registers every users call with its access', () => {
    const manage = { permission: 'Manage_Sub_Users' };
    for (const method of ['GET', 'POST', 'PUT', 'DELETE'] as const) expect(t.api.routeList).toContainEqual({ method, path: 'users', access: manage });
    expect(t.api.routeList).toContainEqual({ method: 'POST', path: 'users/ResetPassword', access: manage });
    expect(t.api.routeList).toContainEqual({ method: 'GET', path: 'users/GetAllUserByAccountNo', access: 'admin' });
  });

  it('refuses visitors (401) and users without Manage_Sub_Users (403), storing nothing', async () => {
    const before = await queryRows(t.database, sql`select id from users`);
    const calls: Array<[string, string, unknown?]> = [
      ['GET', 'users'],
      ['POST', 'users', newUser()],
      ['PUT', 'users', { userId: UNKNOWN_ID, active: false }],
      ['DELETE', `users?userId=${UNKNOWN_ID}`],
      ['POST', 'users/ResetPassword', { userId: UNKNOWN_ID }],
    ];
    for (const [method, path, body] of calls) {
      expect((await t.call(method, path, { body })).status).toBe(401);
      const res = await t.call(method, path, { body, token: pickups });
      expect(res.status).toBe(403);
      expect(res.json.message).toBe('You are not authorized to access this page.');
    }
    expect((await t.call('GET', 'users/GetAllUserByAccountNo?AccountNo=100001', { token: alnoor })).status).toBe(403);
    expect(await queryRows(t.database, sql`select id from users`)).toEqual(before);
  });
});

describe('GET users', () => {
  it("lists only the caller's account, primary user first", async () => {
    const a = await list(alnoor);
    expect(a.Users.map((u) => u.username)).toEqual([DEMO_USERS.postpaid.username, DEMO_USERS.subUser.username]);
    expect(a.Users[0]).toMatchObject({ Primary: true, AccountNo: '100001', active: true, first: false, Role: 'Customer' });
    expect(a.Users[1]).toMatchObject({ Primary: false, dashboard: perms('Pickup_Request', 'Pickup_History') });
    expect(a.Users[0]).not.toHaveProperty('passwordHash');
    const o = await list(oasis);
    expect(o.Users.map((u) => u.AccountNo)).toEqual(['100002']);
  });

  it('filters by activate, searches name, username and email, and pages', async () => {
    expect((await list(alnoor, { activate: 'false' })).Total).toBe(0);
    expect((await list(alnoor, { activate: 'true' })).Total).toBe(2);
    expect((await list(alnoor, { search: 'yousef' })).Users.map((u) => u.username)).toEqual(['alnoor.pickups']);
    expect((await list(alnoor, { search: 'PICKUPS@' })).Total).toBe(1);
    expect((await list(alnoor, { search: 'oasis' })).Total).toBe(0);
    // LIKE wildcards are taken literally.
    expect((await list(alnoor, { search: '%' })).Total).toBe(0);
    const page2 = await list(alnoor, { limit: '1', page: '2' });
    expect(page2).toMatchObject({ Total: 2, Page: 2, Limit: 1 });
    expect(page2.Users.map((u) => u.username)).toEqual(['alnoor.pickups']);
  });

  it('shows the Admin every login with its AccountNo', async () => {
    const all = await list(admin, { limit: '100' });
    const byName = Object.fromEntries(all.Users.map((u) => [u.username, u.AccountNo]));
    expect(byName).toMatchObject({ alnoor: '100001', oasis: '100002', 'alnoor.pickups': '100001', admin: null });
  });

  it('answers bad queries with 400', async () => {
    for (const q of ['activate=maybe', 'page=0', 'limit=1000', 'page=abc']) {
      const res = await t.call('GET', `users?${q}`, { token: alnoor });
      expect(res.status).toBe(400);
    }
  });
});

describe('POST users', () => {
  it('creates a sub-user with a one-time password shown once and emailed', async () => {
    const body = newUser({ full_name: 'Aisha Rahman', phone_number: '+971 50 765 4321', dashboard: perms('Pickup_Request', 'Air_Way_bill_history') });
    const res = await create(alnoor, body);
    expect(res.status).toBe(201);
    const { user, OneTimePassword, Mail } = res.json.data;
    expect(OneTimePassword).toMatch(/^[A-Za-z0-9]{4}-[A-Za-z0-9]{4}-[A-Za-z0-9]{4}$/);
    expect(Mail).toBe('sent');
    expect(user).toMatchObject({ username: body.username, full_name: 'Aisha Rahman', phone_number: '+971507654321', first: true, Primary: false, AccountNo: '100001', dashboard: body.dashboard });
    const [row] = await queryRows<Record<string, any>>(t.database, sql`select * from users where id = ${user._id}`);
    const [parent] = await queryRows<{ id: string; account_id: string }>(t.database, sql`select id, account_id from users where username = 'alnoor'`);
    expect(row).toMatchObject({ must_change_password: true, parent_user_id: parent!.id, account_id: parent!.account_id, active: true });
    expect(row!.password_hash).not.toContain(OneTimePassword);
    // Never shown again.
    expect(JSON.stringify(await list(alnoor, { limit: '100' }))).not.toContain(OneTimePassword);

    const mail = smtp.received.find((m) => m.to.includes(body.email as string));
    expect(mail?.subject).toBe('Your Saqr Express portal login for Al Noor Trading LLC');
    expect(mail?.from).toBe('no-reply@saqrexpress.ae');
    expect(mail?.text).toContain(`Username: ${body.username}`);
    expect(mail?.text).toContain(`One-time password: ${OneTimePassword}`);
    expect(mail?.text).toContain('https://portal.example.test/login');
    const [outbox] = await queryRows<{ status: string; sent_at: Date | null }>(t.database, sql`select status, sent_at from mail_outbox where to_address = ${body.email}`);
    expect(outbox?.status).toBe('sent');
    expect(outbox?.sent_at).not.toBeNull();
  });

  it('forces the first login to change the password before anything else', async () => {
    const body = newUser({ dashboard: perms('Pickup_History') });
    const { OneTimePassword } = (await create(alnoor, body)).json.data;
    const first = await signin(body.username as string, OneTimePassword);
    expect(first.status).toBe(200);
    expect(first.json.data.first).toBe(true);
    const token = first.json.data.access_token;
    const blocked = await t.call('POST', 'BookingHistory', { token, body: {} });
    expect(blocked.status).toBe(403);
    expect(blocked.json.message).toBe('Please change your password before continuing.');
    expect((await t.call('GET', 'auth/profile', { token })).json.data.user.first).toBe(true);
    const changed = await t.call('PUT', 'auth/changepassword', {
      token,
      body: { currentPassword: OneTimePassword, newPassword: 'Chosen#2026pw', confirmPassword: 'Chosen#2026pw' },
    });
    expect(changed.status).toBe(200);
    const next = changed.json.data.access_token;
    expect((await t.call('POST', 'BookingHistory', { token: next, body: {} })).status).toBe(200);
    // Only what was granted: no Manage_Sub_Users.
    expect((await t.call('GET', 'users', { token: next })).status).toBe(403);
    expect((await signin(body.username as string, OneTimePassword)).status).toBe(401);
  });

  it('refuses a taken username or email (also pending registrations) with 409', async () => {
    expect((await create(alnoor, newUser({ username: 'OASIS' }))).status).toBe(409);
    const email = await create(alnoor, newUser({ email: DEMO_USERS.prepaid.email.toUpperCase() }));
    expect(email.status).toBe(409);
    expect(email.json.errors).toEqual({ email: 'Already used.' });
  });

  it('validates every field with 400 and stores nothing', async () => {
    const before = (await queryRows(t.database, sql`select id from users`)).length;
    const cases = [
      newUser({ username: 'a' }),
      newUser({ username: 'bad name!' }),
      newUser({ full_name: '<b>x</b>' }),
      newUser({ email: 'not-an-email' }),
      newUser({ phone_number: '+97112' }),
      newUser({ dashboard: 'all' }),
      newUser({ dashboard: { Pickup_Request: 'yes please' } }),
      newUser({ username: { $ne: 1 } }),
    ];
    for (const body of cases) {
      const res = await create(alnoor, body);
      expect({ body, status: res.status }).toEqual({ body, status: 400 });
      expect(typeof res.json.message).toBe('string');
    }
    expect((await queryRows(t.database, sql`select id from users`)).length).toBe(before);
  });

  it('tells the Admin that accounts get users from Manage Customers', async () => {
    const res = await create(admin, newUser());
    expect(res.status).toBe(403);
    expect(res.json.message).toBe(ADMIN_HAS_NO_ACCOUNT);
  });
});

describe('privilege escalation', () => {
  let manager: { token: string; id: string };
  let printer: string; // a sub-user alnoor gave Print_Airway_Bill

  beforeAll(async () => {
    manager = await activeUser(alnoor, newUser({ username: 'team.manager', email: 'manager@alnoortrading.ae', dashboard: perms('Manage_Sub_Users', 'Pickup_Request') }));
    printer = (await create(alnoor, newUser({ dashboard: perms('Print_Airway_Bill') }))).json.data.user._id;
  });

  it('never lets a caller give a permission it lacks', async () => {
    const res = await create(manager.token, newUser({ dashboard: perms('Pickup_Request', 'Print_Airway_Bill', 'Airway_Bill_Generation') }));
    expect(res.status).toBe(403);
    expect(res.json.message).toBe('You cannot give permissions you do not have yourself: Airway bill generation, Print airway bill.');
    const ok = await create(manager.token, newUser({ dashboard: perms('Pickup_Request', 'Manage_Sub_Users') }));
    expect(ok.status).toBe(201);
  });

  it('never lets a caller edit itself (or anyone) into more permissions', async () => {
    const self = await put(manager.token, { userId: manager.id, dashboard: { Airway_Bill_Generation: true } });
    expect(self.status).toBe(403);
    expect(self.json.message).toBe('You cannot change permissions you do not have yourself: Airway bill generation.');
    const other = await put(manager.token, { userId: printer, dashboard: { Air_Way_bill_history: true } });
    expect(other.status).toBe(403);
    // Nor take away one it lacks; what it holds it may change; the rest is kept.
    expect((await put(manager.token, { userId: printer, dashboard: { Print_Airway_Bill: false } })).status).toBe(403);
    const allowed = await put(manager.token, { userId: printer, dashboard: { ...perms('Print_Airway_Bill', 'Pickup_Request') } });
    expect(allowed.status).toBe(200);
    expect(allowed.json.data.dashboard).toEqual(perms('Print_Airway_Bill', 'Pickup_Request'));
    const [row] = await queryRows<{ permissions: Record<string, boolean> }>(t.database, sql`select permissions from users where id = ${manager.id}`);
    expect(row!.permissions).toEqual(perms('Manage_Sub_Users', 'Pickup_Request'));
  });

  it("protects the account's primary user", async () => {
    const [primary] = (await list(alnoor)).Users;
    expect((await put(manager.token, { userId: primary!._id, dashboard: { Pickup_Request: false } })).status).toBe(422);
    expect((await put(manager.token, { userId: primary!._id, active: false })).status).toBe(422);
    const details = await put(manager.token, { userId: primary!._id, full_name: 'Someone Else' });
    expect(details.status).toBe(403);
    const del = await t.call('DELETE', `users?userId=${primary!._id}`, { token: manager.token });
    expect(del.status).toBe(422);
    expect(del.json.message).toBe("The account's primary user cannot be deleted.");
    expect((await t.call('POST', 'users/ResetPassword', { token: manager.token, body: { userId: primary!._id } })).status).toBe(403);
    // The primary user edits its own details.
    const own = await put(alnoor, { userId: primary!._id, phone_number: '+971501112244' });
    expect(own.status).toBe(200);
    expect(own.json.data).toMatchObject({ phone_number: '+971501112244', full_name: DEMO_USERS.postpaid.fullName });
  });

  it('never lets a caller deactivate, delete or reset itself', async () => {
    expect((await put(manager.token, { userId: manager.id, active: false })).json.message).toBe('You cannot deactivate your own login.');
    expect((await t.call('DELETE', `users?userId=${manager.id}`, { token: manager.token })).json.message).toBe('You cannot delete your own login.');
    expect((await t.call('POST', 'users/ResetPassword', { token: manager.token, body: { userId: manager.id } })).status).toBe(422);
  });
});

describe('account isolation', () => {
  it("answers another account's user as unknown (404) and changes nothing", async () => {
    const target = (await list(alnoor, { search: 'pickups' })).Users[0]!;
    const before = await queryRows(t.database, sql`select * from users where id = ${target._id}`);
    for (const [method, path, body] of [
      ['PUT', 'users', { userId: target._id, active: false }],
      ['PUT', 'users', { userId: target._id, full_name: 'Hacked Name' }],
      ['DELETE', `users?userId=${target._id}`, undefined],
      ['POST', 'users/ResetPassword', { userId: target._id }],
    ] as const) {
      const res = await t.call(method, path, { token: oasis, body });
      expect(res.status).toBe(404);
      expect(res.json.message).toBe(USER_NOT_FOUND);
    }
    expect(await queryRows(t.database, sql`select * from users where id = ${target._id}`)).toEqual(before);
    expect(JSON.stringify(await list(oasis, { limit: '100' }))).not.toContain('alnoor');
  });

  it('answers an unknown id with 404 and a malformed one with 400', async () => {
    expect((await put(alnoor, { userId: UNKNOWN_ID, active: true })).status).toBe(404);
    expect((await put(alnoor, { userId: 'abc', active: true })).status).toBe(400);
    expect((await t.call('DELETE', 'users', { token: alnoor })).status).toBe(400);
  });

  it('never lets the Admin edit an Admin login through users', async () => {
    const [adminRow] = await queryRows<{ id: string }>(t.database, sql`select id from users where username = 'admin'`);
    expect((await put(admin, { userId: adminRow!.id, active: false })).status).toBe(404);
  });
});

describe('PUT users', () => {
  it('edits details and refuses an email in use', async () => {
    const { _id } = (await create(alnoor, newUser())).json.data.user;
    const res = await put(alnoor, { userId: _id, full_name: 'Omar Khalid', email: 'Omar@AlNoorTrading.ae', phone_number: '' });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ full_name: 'Omar Khalid', email: 'omar@alnoortrading.ae', phone_number: null });
    const clash = await put(alnoor, { userId: _id, email: DEMO_USERS.subUser.email });
    expect(clash.status).toBe(409);
    // Its own email again is no clash.
    expect((await put(alnoor, { userId: _id, email: 'omar@alnoortrading.ae' })).status).toBe(200);
  });

  it('deactivating ends the sessions at once; reactivating lets the user sign in again', async () => {
    const user = await activeUser(alnoor, newUser({ email: 'leaving@alnoortrading.ae' }));
    expect((await t.call('GET', 'auth/profile', { token: user.token })).status).toBe(200);
    const off = await put(alnoor, { userId: user.id, active: false });
    expect(off.status).toBe(200);
    expect(off.json.message).toMatch(/signed out everywhere/);
    expect((await t.call('GET', 'auth/profile', { token: user.token })).status).toBe(401);
    expect((await signin('leaving@alnoortrading.ae', 'Chosen#2026pw')).status).toBe(403);
    expect((await list(alnoor, { activate: 'false' })).Users.map((u) => u._id)).toContain(user.id);
    expect((await put(alnoor, { userId: user.id, active: true })).status).toBe(200);
    const back = await signin('leaving@alnoortrading.ae', 'Chosen#2026pw');
    expect(back.status).toBe(200);
    // The old token stays revoked.
    expect((await t.call('GET', 'auth/profile', { token: user.token })).status).toBe(401);
  });

  it('lets the Admin manage any customer login', async () => {
    const { _id } = (await create(alnoor, newUser())).json.data.user;
    const res = await put(admin, { userId: _id, dashboard: { Print_Airway_Bill: true } });
    expect(res.status).toBe(200);
    expect(res.json.data.dashboard.Print_Airway_Bill).toBe(true);
  });
});

describe('DELETE users and ResetPassword', () => {
  it('deletes a login that did nothing, and deactivates one that records name', async () => {
    const idle = (await create(alnoor, newUser())).json.data.user._id;
    const res = await t.call('DELETE', `users?userId=${idle}`, { token: alnoor });
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({ userId: idle, Deleted: true });
    expect(await queryRows(t.database, sql`select id from users where id = ${idle}`)).toEqual([]);

    const busy = await activeUser(alnoor, newUser({ dashboard: perms('Pickup_Request') }));
    const address = await t.call('POST', 'addresses/recieveraddress', {
      token: busy.token,
      body: { Name: 'Priya Nair', Phone: '+966 50 123 4567', AddressLine1: 'King Fahd Road 12', Country: 'SA', City: 'RUH' },
    });
    expect(address.status).toBe(201);
    const kept = await t.call('DELETE', `users?userId=${busy.id}`, { token: alnoor });
    expect(kept.status).toBe(200);
    expect(kept.json.data).toEqual({ userId: busy.id, Deleted: false, active: false });
    expect(kept.json.message).toMatch(/deactivated instead of deleted/);
    expect((await t.call('GET', 'auth/profile', { token: busy.token })).status).toBe(401);
  });

  it('issues a new one-time password and ends the old sessions', async () => {
    const user = await activeUser(alnoor, newUser({ email: 'forgetful@alnoortrading.ae' }));
    const res = await t.call('POST', 'users/ResetPassword', { token: alnoor, body: { userId: user.id } });
    expect(res.status).toBe(200);
    expect(res.json.data.user.first).toBe(true);
    expect((await t.call('GET', 'auth/profile', { token: user.token })).status).toBe(401);
    expect((await signin('forgetful@alnoortrading.ae', 'Chosen#2026pw')).status).toBe(401);
    expect((await signin('forgetful@alnoortrading.ae', res.json.data.OneTimePassword)).json.data.first).toBe(true);
    const mail = smtp.received.filter((m) => m.to.includes('forgetful@alnoortrading.ae')).at(-1);
    expect(mail?.text).toContain(res.json.data.OneTimePassword);
  });
});

describe('users/GetAllUserByAccountNo', () => {
  it("gives the Admin one account's users", async () => {
    const res = await t.call('GET', 'users/GetAllUserByAccountNo?AccountNo=100002', { token: admin });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ AccountNo: '100002', CompanyName: 'Oasis Handmade Boutique', Active: true });
    expect(res.json.data.Users.map((u: { username: string }) => u.username)).toEqual(['oasis']);
    expect((await t.call('GET', 'users/GetAllUserByAccountNo?AccountNo=999999', { token: admin })).status).toBe(404);
    expect((await t.call('GET', 'users/GetAllUserByAccountNo?AccountNo=1%27%20or%201=1', { token: admin })).status).toBe(400);
    expect((await t.call('GET', 'users/GetAllUserByAccountNo', { token: admin })).status).toBe(400);
  });
});
