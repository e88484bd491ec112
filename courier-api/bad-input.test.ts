// Bad input gets a clear 4xx JSON answer, stores nothing, and never a 5xx.
import { Writable } from 'node:stream';
import { createLogger } from '@/lib/log';
import { sql } from 'drizzle-orm';
import type { Ctx } from './context';
import { createTestApi, queryRows, type TestApi } from './test-utils';

let t: TestApi;
beforeAll(async () => {
  // Probe routes, registered like any other, to exercise the guard and the error handler.
  t = await createTestApi({
    extend(r) {
      const okHandler = (c: Ctx) => c.json({ ok: true });
      r.get('guard-test/user', 'user', okHandler);
      r.get('guard-test/admin', 'admin', okHandler);
      r.get('guard-test/subusers', { permission: 'Manage_Sub_Users' }, okHandler);
      r.get('boom-test', 'public', () => {
        throw new Error('secret internals at /srv/app.ts:12');
      });
    },
  });
});
afterAll(() => t.close());

const count = async (table: string) =>
  Number((await queryRows<{ n: number }>(t.database, sql.raw(`select count(*)::int as n from ${table}`)))[0]!.n);

const validRegistration = {
  username: 'safe.user',
  full_name: 'Safe User',
  email: 'safe@user.ae',
  company_name: 'Safe Co',
  address_line_1: 'Street 1',
  address_line_2: 'Area 2',
  Country: 'AE',
};

describe('bad input', () => {
  it('answers malformed JSON with 400 and a clear message', async () => {
    for (const path of ['Tracking', 'auth/register', 'auth/signin', 'CityList']) {
      const res = await t.call('POST', path, { rawBody: '{"TrackingAWB": [' });
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ message: 'The request body is not valid JSON.', code: 'INVALID_JSON' });
    }
  });

  it('answers a JSON body that is not an object with 400', async () => {
    for (const raw of ['[]', '"text"', '42', 'null']) {
      const res = await t.call('POST', 'Tracking', { rawBody: raw });
      expect(res.status).toBe(400);
      expect(res.json.message).toBe('The request body must be a JSON object.');
    }
  });

  it('answers wrong types with 400', async () => {
    const cases: Array<[string, unknown]> = [
      ['Tracking', { TrackingAWB: 'abc' }],
      ['Tracking', { TrackingAWB: [{ AirWayBillNo: { $ne: 1 } }] }],
      ['Tracking', { TrackingAWB: [123, 456] }],
      ['auth/signin', { email: ['a'], password: 'x' }],
      ['auth/signin', { email: 'a@b.c', password: { toString: 1 } }],
      ['auth/register', { ...validRegistration, username: { a: 1 } }],
      ['CityList', { Country: 7 }],
    ];
    for (const [path, body] of cases) {
      const res = await t.call('POST', path, { body });
      expect({ path, status: res.status }).toEqual({ path, status: 400 });
      expect(typeof res.json.message).toBe('string');
      expect(res.json.message.length).toBeGreaterThan(5);
    }
  });

  it('refuses bodies over 1 MB with 413', async () => {
    const big = JSON.stringify({ TrackingAWB: [{ AirWayBillNo: 'A'.repeat(1024 * 1024) }] });
    const res = await t.call('POST', 'Tracking', { rawBody: big });
    expect(res.status).toBe(413);
    expect(res.json.message).toBe('The request is too large. The limit is 1 MB.');
  });

  it('refuses HTML and SQL in fields, and stores nothing', async () => {
    const before = await count('registration_requests');
    const attacks: Array<Record<string, string>> = [
      { full_name: '<script>alert(1)</script>' },
      { company_name: '<img src=x onerror=alert(1)>' },
      { address_line_1: 'Street <b>1</b>' },
      { username: "admin'--" },
      { username: "x'; DROP TABLE users;--" },
      { full_name: "Robert'); DROP TABLE users;--" },
      { email: "a@b.ae' OR '1'='1" },
    ];
    for (const attack of attacks) {
      const res = await t.call('POST', 'auth/register', { body: { ...validRegistration, ...attack } });
      expect({ attack, status: res.status }).toEqual({ attack, status: 400 });
      expect(res.json.message).not.toMatch(/stack|at Object|Error:/);
    }
    const tracking = await t.call('POST', 'Tracking', { body: { TrackingAWB: [{ AirWayBillNo: "1' OR '1'='1" }] } });
    expect(tracking.status).toBe(400);
    const login = await t.call('POST', 'auth/signin', { body: { email: "' OR 1=1 --", password: "' OR 1=1 --" } });
    expect(login.status).toBe(401);
    expect(await count('registration_requests')).toBe(before);
    expect(await count('users')).toBe(4);
  });

  it('never answers 5xx to junk', async () => {
    const junk = ['', '{}', '{"a":1}', '{"TrackingAWB":null}', '{"TrackingAWB":[null]}', '{"TrackingAWB":[[]]}', '\u0000', '{"email":null,"password":null}'];
    for (const path of ['Tracking', 'TrackByReference', 'Trackbybooking', 'auth/signin', 'auth/register', 'CityList']) {
      for (const raw of junk) {
        const res = await t.call('POST', path, { rawBody: raw });
        expect({ path, raw, status: res.status < 500 }).toEqual({ path, raw, status: true });
      }
    }
    const query = await t.call('GET', 'CountryMaster?Country=%3Cscript%3E');
    expect(query.status).toBe(400);
  });
});

describe('routes', () => {
  it('declares who may call every route', () => {
    const list = t.api.routeList.map((r) => `${r.method} ${r.path} ${JSON.stringify(r.access)}`);
    expect(list).toEqual(
      expect.arrayContaining([
        'POST auth/signin "public"',
        'POST auth/register "public"',
        'GET auth/profile "user"',
        'PUT auth/changepassword "user"',
        'POST Tracking "public"',
        'POST TrackByReference "public"',
        'POST Trackbybooking "public"',
        'GET CountryMaster "public"',
        'POST CityList "public"',
      ]),
    );
  });

  it('answers an unknown route with a JSON 404', async () => {
    const res = await t.call('GET', 'no/such/route');
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ message: 'This courier API route does not exist.', code: 'ROUTE_NOT_FOUND' });
  });

  it('hides internal errors behind a plain 500, and logs them with the request id it answers', async () => {
    // The process's logger, swapped for one that writes here (lib/log.ts keeps it on globalThis).
    const lines: Record<string, unknown>[] = [];
    const holder = globalThis as Record<symbol, unknown>;
    const saved = holder[Symbol.for('saqr.log')];
    holder[Symbol.for('saqr.log')] = createLogger(new Writable({ write: (chunk: Buffer, _e, done) => done(void lines.push(JSON.parse(chunk.toString()))) }), 'info');
    let boom: Response;
    try {
      boom = await t.api.request('/boom-test', { headers: { 'x-request-id': 'trace-500' } });
    } finally {
      holder[Symbol.for('saqr.log')] = saved;
    }
    expect(boom.status).toBe(500);
    expect(boom.headers.get('x-request-id')).toBe('trace-500');
    const text = await boom.text();
    expect(text).not.toMatch(/secret|srv|\.ts/);
    expect(JSON.parse(text).message).toBe('Something went wrong on our side. Please try again in a moment.');
    const fault = lines.find((l) => l.msg === 'courier API fault')!;
    expect(fault).toMatchObject({ level: 'error', requestId: 'trace-500', path: '/boom-test', err: { stack: expect.stringContaining('bad-input.test.ts') } });
    expect(lines.find((l) => l.msg === 'courier API request')).toMatchObject({ requestId: 'trace-500', status: 500 });
  });
});

describe('guard', () => {
  it('enforces public, signed-in, permission and Admin access, and a pending password change', async () => {
    const admin = await t.login('admin');
    const sub = await t.login('subUser');
    const customer = await t.login('postpaid');
    const get = (path: string, token?: string) => t.call('GET', `guard-test/${path}`, { token }).then((r) => r.status);
    expect(await get('user')).toBe(401);
    expect(await get('user', sub)).toBe(200);
    expect(await get('admin', customer)).toBe(403);
    expect(await get('admin', admin)).toBe(200);
    expect(await get('subusers', sub)).toBe(403);
    expect(await get('subusers', customer)).toBe(200);
    expect(await get('subusers', admin)).toBe(200);

    await t.database.db.execute(sql`update users set must_change_password = true where username = 'alnoor'`);
    const blocked = await t.call('GET', 'guard-test/user', { token: customer });
    expect(blocked.status).toBe(403);
    expect(blocked.json.message).toBe('Please change your password before continuing.');
    await t.database.db.execute(sql`update users set must_change_password = false where username = 'alnoor'`);

    // Deactivating the account signs its users out at once.
    await t.database.db.execute(sql`update accounts set active = false where account_no = '100001'`);
    expect(await get('user', customer)).toBe(401);
    await t.database.db.execute(sql`update accounts set active = true where account_no = '100001'`);
    expect(await get('user', customer)).toBe(200);
  });
});
