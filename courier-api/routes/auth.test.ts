import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords';
import { PERMISSION_KEYS, registrationRequests, users } from '../db/schema';
import { DEMO_PASSWORD, DEMO_USERS } from '../db/seed';
import { LOGIN_ATTEMPTS_PER_IP, LOGIN_FAILURES_PER_ACCOUNT } from './auth';
import { createTestApi, queryRows, type TestApi } from '../test-utils';

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi();
});
afterAll(() => t.close());

const signin = (email: string, password: string, ip?: string) =>
  t.call('POST', 'auth/signin', { body: { email, password }, ip });

describe('auth/signin', () => {
  it('signs in by email or by username and returns data.access_token and data.first', async () => {
    for (const id of [DEMO_USERS.postpaid.email, DEMO_USERS.postpaid.username, DEMO_USERS.postpaid.email.toUpperCase()]) {
      const res = await signin(id, DEMO_PASSWORD, '198.51.100.1');
      expect(res.status).toBe(200);
      expect(typeof res.json.data.access_token).toBe('string');
      expect(res.json.data.first).toBe(false);
    }
  });

  it('gives the same answer for an unknown user and a wrong password', async () => {
    const unknown = await signin('nobody@example.com', 'whatever1', '198.51.100.2');
    const wrong = await signin(DEMO_USERS.prepaid.email, 'wrong-password1', '198.51.100.2');
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(unknown.json).toEqual(wrong.json);
    expect(wrong.json.message).toBe('Invalid Email ID/Username or Password.');
  });

  it('locks an account after repeated failures, from any IP, and a success resets the count', async () => {
    const email = DEMO_USERS.subUser.email;
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT - 1; i++) {
      expect((await signin(email, 'bad-password1', `192.0.2.${i}`)).status).toBe(401);
    }
    expect((await signin(email, DEMO_PASSWORD, '192.0.2.50')).status).toBe(200);
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT; i++) await signin(email, 'bad-password1', `192.0.2.${60 + i}`);
    const locked = await signin(email, DEMO_PASSWORD, '192.0.2.99');
    expect(locked.status).toBe(429);
    expect(locked.json.message).toMatch(/^Too many sign-in attempts\. Please try again in \d+ minutes?\.$/);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    // The window passes: the right password works again.
    t.clock.now = new Date(t.clock.now.getTime() + 16 * 60 * 1000);
    expect((await signin(email, DEMO_PASSWORD, '192.0.2.99')).status).toBe(200);
  });

  it('limits attempts per IP address', async () => {
    const ip = '198.51.100.77';
    for (let i = 0; i < LOGIN_ATTEMPTS_PER_IP; i++) await signin(`user${i}@example.com`, 'whatever1', ip);
    const res = await signin(DEMO_USERS.admin.email, DEMO_PASSWORD, ip);
    expect(res.status).toBe(429);
    expect((await signin(DEMO_USERS.admin.email, DEMO_PASSWORD, '198.51.100.78')).status).toBe(200);
  });

  it('refuses an inactive login with a clear message', async () => {
    const hash = await hashPassword('Inactive#123');
    await t.database.db.insert(users).values({
      username: 'gone',
      email: 'gone@example.com',
      fullName: 'Gone User',
      passwordHash: hash,
      permissions: Object.fromEntries(PERMISSION_KEYS.map((k) => [k, false])) as never,
      active: false,
    });
    const res = await signin('gone', 'Inactive#123', '198.51.100.3');
    expect(res.status).toBe(403);
    expect(res.json.message).toBe('This login is inactive. Please contact customer support.');
  });
});

describe('auth/profile', () => {
  const expected = {
    admin: { Role: 'Admin', PaymentType: null, perms: PERMISSION_KEYS },
    postpaid: { Role: 'Customer', PaymentType: 'PD', perms: PERMISSION_KEYS },
    prepaid: { Role: 'Customer', PaymentType: 'PP', perms: PERMISSION_KEYS },
    subUser: { Role: 'Customer', PaymentType: 'PD', perms: ['Pickup_Request', 'Pickup_History'] },
  } as const;

  it.each(Object.keys(expected) as (keyof typeof expected)[])('returns the spec shape for %s', async (who) => {
    const token = await t.login(who);
    const res = await t.call('GET', 'auth/profile', { token });
    expect(res.status).toBe(200);
    const { user, AccountData } = res.json.data;
    expect(user.Role).toBe(expected[who].Role);
    expect(user.full_name).toBe(DEMO_USERS[who].fullName);
    expect(Object.keys(user.dashboard).sort()).toEqual([...PERMISSION_KEYS].sort());
    for (const k of PERMISSION_KEYS) expect(user.dashboard[k]).toBe((expected[who].perms as readonly string[]).includes(k));
    expect(AccountData.PaymentType).toBe(expected[who].PaymentType);
  });

  it('needs a token, and refuses a forged, malformed or expired one', async () => {
    expect((await t.call('GET', 'auth/profile')).status).toBe(401);
    const token = await t.login('prepaid');
    const [h, p] = token.split('.');
    const forged = `${h}.${p}.${'A'.repeat(43)}`;
    for (const bad of [forged, 'not-a-jwt', `${token}x`]) {
      const res = await t.call('GET', 'auth/profile', { token: bad });
      expect(res.status).toBe(401);
      expect(res.json.message).toBe('Your session has expired. Please sign in again.');
    }
    t.clock.now = new Date(t.clock.now.getTime() + 3601 * 1000);
    expect((await t.call('GET', 'auth/profile', { token })).status).toBe(401);
  });
});

describe('auth/changepassword and first login', () => {
  it('forces a first-login user to change the password before anything else', async () => {
    await t.database.db.insert(users).values({
      username: 'newbie',
      email: 'newbie@example.com',
      fullName: 'New Bie',
      passwordHash: await hashPassword('OneTime#2026'),
      permissions: Object.fromEntries(PERMISSION_KEYS.map((k) => [k, true])) as never,
      mustChangePassword: true,
    });
    const res = await signin('newbie', 'OneTime#2026', '198.51.100.9');
    expect(res.json.data.first).toBe(true);
    const token = res.json.data.access_token;
    expect((await t.call('GET', 'auth/profile', { token })).json.data.user.first).toBe(true);

    const wrong = await t.call('PUT', 'auth/changepassword', {
      token,
      body: { currentPassword: 'nope', newPassword: 'Brand-new-2026', confirmPassword: 'Brand-new-2026' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json.message).toBe('Current Password is incorrect.');

    const mismatch = await t.call('PUT', 'auth/changepassword', {
      token,
      body: { currentPassword: 'OneTime#2026', newPassword: 'Brand-new-2026', confirmPassword: 'Brand-new-2027' },
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.json.message).toBe('Passwords do not match.');

    const changed = await t.call('PUT', 'auth/changepassword', {
      token,
      body: { currentPassword: 'OneTime#2026', newPassword: 'Brand-new-2026', confirmPassword: 'Brand-new-2026' },
    });
    expect(changed.status).toBe(200);
    expect(changed.json.data.first).toBe(false);
    // The old token is revoked, the new one works, the old password no longer does.
    expect((await t.call('GET', 'auth/profile', { token })).status).toBe(401);
    expect((await t.call('GET', 'auth/profile', { token: changed.json.data.access_token })).status).toBe(200);
    expect((await signin('newbie', 'OneTime#2026', '198.51.100.10')).status).toBe(401);
    expect((await signin('newbie', 'Brand-new-2026', '198.51.100.10')).json.data.first).toBe(false);
  });
});

describe('auth/register', () => {
  const valid = {
    username: 'desert.roses',
    full_name: "Hessa O'Neill-Al Marri",
    email: 'Orders@DesertRoses.ae',
    company_name: 'Desert Roses Florist LLC',
    address_line_1: 'Shop 12, Al Wasl Road',
    address_line_2: 'Jumeirah 1',
    phone_number: '+971501234567',
    telephone_number: '+97143334444',
    Country: 'AE',
    City: 'Dubai',
    Origin: 'DXB',
  };

  it('creates a pending account request that cannot sign in', async () => {
    const res = await t.call('POST', 'auth/register', { body: valid });
    expect(res.status).toBe(201);
    expect(res.json.message).toBe('Your Account is Created We Will Notify as well as soon');
    expect(res.json.data).toMatchObject({ status: 'pending', username: 'desert.roses', email: 'orders@desertroses.ae' });
    const [row] = await t.database.db.select().from(registrationRequests).where(eq(registrationRequests.id, res.json.data._id));
    expect(row).toMatchObject({ city: 'Dubai', origin: 'DXB', country: 'AE', status: 'pending' });
    expect((await signin('desert.roses', 'anything1', '198.51.100.20')).status).toBe(401);
  });

  it('refuses a username or email already taken or awaiting approval', async () => {
    const again = await t.call('POST', 'auth/register', { body: { ...valid, email: 'other@desertroses.ae' } });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe('This User Name is already taken. Please choose another.');
    const email = await t.call('POST', 'auth/register', { body: { ...valid, username: 'someone.else', email: DEMO_USERS.prepaid.email } });
    expect(email.status).toBe(409);
  });

  it('checks phone numbers, but empty ones are fine', async () => {
    const bad = await t.call('POST', 'auth/register', { body: { ...valid, username: 'phone.test', email: 'p@t.ae', phone_number: '+97112' } });
    expect(bad.status).toBe(400);
    expect(bad.json.errors.phone_number).toBe('Phone Number is not a valid phone number.');
    const empty = await t.call('POST', 'auth/register', {
      body: { ...valid, username: 'phone.empty', email: 'pe@t.ae', phone_number: '', telephone_number: '' },
    });
    expect(empty.status).toBe(201);
  });

  it('refuses unknown countries and cities', async () => {
    const country = await t.call('POST', 'auth/register', { body: { ...valid, username: 'country1', email: 'c1@t.ae', Country: 'XX' } });
    expect(country.status).toBe(400);
    const city = await t.call('POST', 'auth/register', { body: { ...valid, username: 'city2', email: 'c2@t.ae', City: 'Atlantis', Origin: '' } });
    expect(city.status).toBe(400);
    expect(city.json.message).toBe('Please choose a city from the list.');
  });

  it('lists every missing required field', async () => {
    const res = await t.call('POST', 'auth/register', { body: {} });
    expect(res.status).toBe(400);
    expect(Object.keys(res.json.errors).sort()).toEqual(
      ['address_line_1', 'address_line_2', 'company_name', 'email', 'full_name', 'username'].sort(),
    );
  });

  it('survives two identical requests racing: exactly one is stored', async () => {
    const body = { ...valid, username: 'race.twin', email: 'race@twins.ae' };
    const results = await Promise.all([1, 2, 3].map(() => t.call('POST', 'auth/register', { body })));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    const [n] = await queryRows<{ n: number }>(t.database, sql`select count(*)::int as n from registration_requests where username = 'race.twin'`);
    expect(n!.n).toBe(1);
  });
});

describe('auth/register defaults', () => {
  it('treats an empty Country as the default AE, and an empty User Name as missing', async () => {
    const res = await t.call('POST', 'auth/register', {
      body: { username: 'empty.country', full_name: 'Empty Country', email: 'ec@t.ae', company_name: 'EC', address_line_1: 'A1', address_line_2: 'A2', Country: '' },
    });
    expect(res.status).toBe(201);
    const missing = await t.call('POST', 'auth/register', { body: { username: '' } });
    expect(missing.json.errors.username).toBe('User Name is required.');
  });
});
