// The BFF proxy, called as a plain function against the real built-in API on
// a real database: allowlist, session → bearer, AccountNo stripping,
// same-origin writes, size limits, and the network-failure text.
import { createTestApi, type TestApi } from '@/courier-api/test-utils';
import { DEMO_PASSWORD, DEMO_TRACKING, DEMO_USERS } from '@/courier-api/db/seed';
import type { Router } from '@/courier-api/router';

process.env.NEXTAUTH_SECRET = 'bff-test-secret-that-is-long-enough';
process.env.SITE_URL = 'http://localhost:3000';

type Route = typeof import('./route');
let route: Route;
let t: TestApi;
let seen: { body: unknown; auth?: string }[] = [];

beforeAll(async () => {
  // An echo route records exactly what reaches the courier API.
  t = await createTestApi({
    extend(r: Router) {
      r.post('echo', 'user', async (c) => {
        seen.push({ body: await c.req.json(), auth: c.req.header('authorization') });
        return c.json({ message: 'ok', data: {} });
      });
    },
  });
  (globalThis as any)[Symbol.for('saqr.courierRuntime')] = Promise.resolve({ api: t.api, database: t.database });
  route = await import('./route');
});
afterAll(() => t.close());
beforeEach(() => {
  seen = [];
});

async function sessionCookie(who: keyof typeof DEMO_USERS, first = false) {
  const { encode } = await import('next-auth/jwt');
  const courierToken = await t.login(who);
  const value = await encode({ token: { sub: who, courierToken, first }, secret: process.env.NEXTAUTH_SECRET! });
  return `saqr.session=${value}`;
}

async function call(method: string, path: string, opts: { body?: string; headers?: Record<string, string> } = {}) {
  const { NextRequest } = await import('next/server');
  const req = new NextRequest(`http://localhost:3000/api/courier/${path}`, {
    method,
    body: opts.body,
    headers: { 'content-type': 'application/json', ...opts.headers },
  });
  const segments = path.split('?')[0]!.split('/');
  const handler = (route as any)[method] as (r: unknown, c: unknown) => Promise<Response>;
  const res = await handler(req, { params: Promise.resolve({ path: segments }) });
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : null, headers: res.headers };
}

const track = JSON.stringify({ TrackingAWB: [{ AirWayBillNo: DEMO_TRACKING.created }] });

describe('BFF proxy', () => {
  it('lets a visitor call the public allowlist only', async () => {
    const res = await call('POST', 'Tracking', { body: track });
    expect(res.status).toBe(200);
    expect(res.json.data.AirwayBillTrackList[0].AirWayBillNo).toBe(DEMO_TRACKING.created);
    expect((await call('GET', 'CountryMaster')).status).toBe(200);
    const profile = await call('GET', 'auth/profile');
    expect(profile.status).toBe(401);
    expect(profile.json.message).toBe('Please sign in to continue.');
    expect((await call('POST', 'echo', { body: '{}' })).status).toBe(401);
  });

  it('never proxies auth/signin: the token must not reach the browser', async () => {
    const res = await call('POST', 'auth/signin', {
      body: JSON.stringify({ email: DEMO_USERS.admin.email, password: DEMO_PASSWORD }),
    });
    expect(res.status).toBe(404);
    expect(JSON.stringify(res.json)).not.toMatch(/access_token/);
  });

  it('turns the session into a bearer token and returns the profile shape', async () => {
    const cookie = await sessionCookie('prepaid');
    const res = await call('GET', 'auth/profile', { headers: { cookie } });
    expect(res.status).toBe(200);
    expect(res.json.data.user.full_name).toBe(DEMO_USERS.prepaid.fullName);
    expect(res.json.data.AccountData.PaymentType).toBe('PP');
  });

  it('strips AccountNo from POST and PUT bodies before they reach the courier API', async () => {
    const cookie = await sessionCookie('postpaid');
    const res = await call('POST', 'echo', {
      headers: { cookie },
      body: JSON.stringify({ AccountNo: '100002', name: 'x', nested: { AccountNo: 'kept-inside' } }),
    });
    expect(res.status).toBe(200);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.body).toEqual({ name: 'x', nested: { AccountNo: 'kept-inside' } });
    expect(seen[0]!.auth).toMatch(/^Bearer \S+$/);
  });

  it('refuses cross-site writes and allows same-origin ones', async () => {
    const evil = await call('POST', 'Tracking', { body: track, headers: { origin: 'https://evil.example' } });
    expect(evil.status).toBe(403);
    expect(evil.json.message).toBe('Cross-site requests are not allowed.');
    const sameSite = await call('POST', 'Tracking', { body: track, headers: { 'sec-fetch-site': 'cross-site' } });
    expect(sameSite.status).toBe(403);
    const ok = await call('POST', 'Tracking', { body: track, headers: { origin: 'http://localhost:3000' } });
    expect(ok.status).toBe(200);
  });

  it('answers bad bodies and paths with clear 4xx JSON', async () => {
    expect((await call('POST', 'Tracking', { body: '{oops' })).json).toEqual({ message: 'The request body is not valid JSON.' });
    const big = await call('POST', 'Tracking', { body: JSON.stringify({ x: 'a'.repeat(1024 * 1024 + 10) }) });
    expect(big.status).toBe(413);
    expect((await call('GET', '..%2Fsecrets')).status).toBe(404);
  });

  it('re-issues the session cookie after a password change, keeping the token out of the page', async () => {
    const cookie = await sessionCookie('subUser');
    const res = await call('PUT', 'auth/changepassword', {
      headers: { cookie },
      body: JSON.stringify({ currentPassword: DEMO_PASSWORD, newPassword: 'Pickups-2027', confirmPassword: 'Pickups-2027' }),
    });
    expect(res.status).toBe(200);
    expect(JSON.stringify(res.json)).not.toMatch(/access_token/);
    const setCookie = res.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^saqr\.session=/);
    expect(setCookie.toLowerCase()).toContain('httponly');
    // The new cookie works; the old one was revoked by the password change.
    const fresh = setCookie.split(';')[0]!;
    expect((await call('GET', 'auth/profile', { headers: { cookie: fresh } })).status).toBe(200);
    expect((await call('GET', 'auth/profile', { headers: { cookie } })).status).toBe(401);
  });

  it('answers the product text when the courier API cannot be reached', async () => {
    const holder = globalThis as any;
    const saved = holder[Symbol.for('saqr.courierRuntime')];
    holder[Symbol.for('saqr.courierRuntime')] = Promise.resolve({
      api: { fetch: () => Promise.reject(new TypeError('fetch failed')) },
      database: t.database,
    });
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const res = await call('POST', 'Tracking', { body: track });
      expect(res.status).toBe(502);
      expect(res.json).toEqual({ message: 'Internel Server Error Please Try again Refresh the Page' });
    } finally {
      spy.mockRestore();
      holder[Symbol.for('saqr.courierRuntime')] = saved;
    }
  });
});
