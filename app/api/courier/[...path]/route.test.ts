// The BFF proxy, called as a plain function against the real built-in API on
// a real database: allowlist, session → bearer, AccountNo stripping,
// same-origin writes, size limits, and the network-failure text.
import { createTestApi, type TestApi } from '@/courier-api/test-utils';
import { DEMO_PASSWORD, DEMO_TRACKING, DEMO_USERS } from '@/courier-api/db/seed';
import type { Router } from '@/courier-api/router';

process.env.NEXTAUTH_SECRET = 'bff-test-secret-that-is-long-enough';
process.env.SITE_URL = 'http://localhost:3000';

type Route = typeof import('./route');
const BINARY = new Uint8Array(Array.from({ length: 512 }, (_, i) => (i * 7) % 256));
let route: Route;
let t: TestApi;
let seen: { body: unknown; auth?: string; idempotencyKey?: string; requestId?: string; overHttp: boolean }[] = [];

beforeAll(async () => {
  // An echo route records exactly what reaches the courier API.
  t = await createTestApi({
    extend(r: Router) {
      r.post('echo', 'user', async (c) => {
        seen.push({
          body: await c.req.json(),
          auth: c.req.header('authorization'),
          idempotencyKey: c.req.header('idempotency-key'),
          requestId: c.req.header('x-request-id'),
          // The Node server binds the socket; the in-process call binds only the client IP.
          overHttp: Boolean(c.env?.incoming),
        });
        return c.json({ message: 'ok', data: {} });
      });
      // Every byte value once, as a PDF: the proxy must pass binary bodies through unchanged.
      r.get('binary', 'user', (c) =>
        c.body(BINARY, 200, { 'Content-Type': 'application/pdf', 'Content-Disposition': 'inline; filename="x.pdf"' }),
      );
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

  it('calls the built-in API in-process with plain data: no second Request, one Response (the browser\'s)', async () => {
    const { NextRequest } = await import('next/server');
    const cookie = await sessionCookie('postpaid');
    const req = new NextRequest('http://localhost:3000/api/courier/echo?x=1', {
      method: 'POST',
      body: '{"n":1}',
      headers: { 'content-type': 'application/json', cookie, 'idempotency-key': 'k-plain' },
    });
    const made = { Request: 0, Response: 0 };
    const saved = { Request: globalThis.Request, Response: globalThis.Response };
    const counting = <T extends typeof Request | typeof Response>(cls: T, name: keyof typeof made): T =>
      new Proxy(cls, {
        construct(target, args) {
          made[name] += 1;
          return Reflect.construct(target, args);
        },
      });
    globalThis.Request = counting(saved.Request, 'Request');
    globalThis.Response = counting(saved.Response, 'Response');
    let res: Response;
    try {
      res = await route.POST(req, { params: Promise.resolve({ path: ['echo'] }) });
    } finally {
      globalThis.Request = saved.Request;
      globalThis.Response = saved.Response;
    }
    expect(res.status).toBe(200);
    expect(made).toEqual({ Request: 0, Response: 1 });
    expect(seen).toEqual([{ body: { n: 1 }, auth: expect.stringMatching(/^Bearer \S+$/), idempotencyKey: 'k-plain', requestId: expect.stringMatching(/^req_/), overHttp: false }]);
  });

  it('answers at the static paths of the hottest public calls exactly as at the catch-all', async () => {
    const own = { Tracking: await import('../Tracking/route'), RateFinder: await import('../RateFinder/route') };
    const { NextRequest } = await import('next/server');
    const rates = JSON.stringify({ OriginCity: 'DXB', DestinationCountry: 'AE', DestinationCity: 'AUH', Pieces: [{ Weight: 1.5 }] });
    const cases: [keyof typeof own, string, string | undefined][] = [
      ['Tracking', 'POST', track],
      ['Tracking', 'POST', '{"TrackingAWB":[]}'],
      ['Tracking', 'GET', undefined],
      ['RateFinder', 'POST', rates],
      ['RateFinder', 'PUT', rates],
    ];
    const statuses: number[] = [];
    for (const [name, method, body] of cases) {
      const via = async (handler: (r: unknown, c: unknown) => Promise<Response>) => {
        const req = new NextRequest(`http://localhost:3000/api/courier/${name}`, { method, body, headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' } });
        // The static route is given no segments: it knows its own path.
        const res = await handler(req, { params: Promise.resolve({}) });
        return { status: res.status, type: res.headers.get('content-type'), body: await res.text() };
      };
      const fixed = await via((own[name] as any)[method]);
      const catchAll = await call(method, name, { body, headers: { origin: 'http://localhost:3000' } });
      expect({ name, method, status: fixed.status }).toEqual({ name, method, status: catchAll.status });
      expect(fixed.type).toBe(catchAll.headers.get('content-type'));
      expect(JSON.parse(fixed.body)).toEqual(catchAll.json);
      statuses.push(fixed.status);
    }
    expect(statuses).toEqual([200, 400, 401, 200, 401]);
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
    expect((await call('POST', 'Tracking', { body: '{oops' })).json).toEqual({ message: 'The request body is not valid JSON.', code: 'INVALID_JSON' });
    const big = await call('POST', 'Tracking', { body: JSON.stringify({ x: 'a'.repeat(1024 * 1024 + 10) }) });
    expect(big.status).toBe(413);
    expect((await call('GET', '..%2Fsecrets')).status).toBe(404);
  });

  it('passes a batch upload of several megabytes (files up to 5 MB); other calls keep the 1 MB limit', async () => {
    const cookie = await sessionCookie('postpaid');
    const Csv = `ReceiverName\r\n${'a'.repeat(3 * 1024 * 1024)}\r\n`;
    const batch = await call('POST', 'BatchUpload', { headers: { cookie }, body: JSON.stringify({ FileName: 'big.csv', Csv }) });
    expect(batch.status).toBe(422); // read by the courier API: the header lacks columns
    expect(batch.json.errors[0]).toMatchObject({ Row: 1, Column: 'ReceiverPhone' });
    const other = await call('POST', 'ShipmentHistory', { headers: { cookie }, body: JSON.stringify({ search: 'a'.repeat(3 * 1024 * 1024) }) });
    expect(other.status).toBe(413);
    const huge = await call('POST', 'BatchUpload', { headers: { cookie }, body: JSON.stringify({ Csv: 'a'.repeat(12 * 1024 * 1024) }) });
    expect(huge).toMatchObject({ status: 413, json: { message: 'The request is too large. The limit is 11 MB.' } });
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
      expect(res.json).toEqual({ message: 'Internel Server Error Please Try again Refresh the Page', code: 'SERVER_ERROR' });
    } finally {
      spy.mockRestore();
      holder[Symbol.for('saqr.courierRuntime')] = saved;
    }
  });
});

describe('BFF proxy: binary responses', () => {
  async function raw(method: 'GET' | 'POST', path: string, cookie: string, body?: string) {
    const { NextRequest } = await import('next/server');
    const req = new NextRequest(`http://localhost:3000/api/courier/${path}`, {
      method,
      body,
      headers: { 'content-type': 'application/json', cookie },
    });
    return (route as any)[method](req, { params: Promise.resolve({ path: path.split('/') }) }) as Promise<Response>;
  }

  it('passes a PDF through byte for byte with its Content-Type and Content-Disposition', async () => {
    const res = await raw('GET', 'binary', await sessionCookie('prepaid'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe('inline; filename="x.pdf"');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(BINARY);
  });

  it('returns a printed airway bill as the courier API made it', async () => {
    const { queryRows } = await import('@/courier-api/test-utils');
    const { sql } = await import('drizzle-orm');
    const [own] = await queryRows<{ awb_no: string }>(
      t.database,
      sql`select awb_no from shipments s join accounts a on a.id = s.account_id where a.account_no = '100002' limit 1`,
    );
    const body = JSON.stringify({ AirWayBillNo: [own!.awb_no], Layout: 'A4' });
    const res = await raw('POST', 'AirwayBillPDFFormat', await sessionCookie('prepaid'), body);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`inline; filename="awb-${own!.awb_no}.pdf"`);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.subarray(-6).toString('latin1')).toMatch(/%%EOF\s*$/);
    // Another account's airway bill: the courier API's JSON 404, passed on as JSON.
    const other = await raw('POST', 'AirwayBillPDFFormat', await sessionCookie('prepaid'), JSON.stringify({ AirWayBillNo: [DEMO_TRACKING.created], Layout: 'A4' }));
    expect(other.status).toBe(404);
    expect(await other.json()).toEqual({ code: expect.any(String), message: `Airway bill ${DEMO_TRACKING.created} was not found.` });
  });
});

describe('BFF proxy: pickup bookings', () => {
  /** A booking the courier API accepts today, whatever today is: the next working day after today. */
  async function bookingBody() {
    const { pickupDates } = await import('@/lib/schemas/booking');
    const { queryRows } = await import('@/courier-api/test-utils');
    const { sql } = await import('drizzle-orm');
    const [ndd] = await queryRows<{ id: string }>(t.database, sql`select id from service_types where code = 'NDD'`);
    const today = new Date(t.clock.now.getTime() + 4 * 3600 * 1000).toISOString().slice(0, 10);
    return {
      Sender: { Name: 'Rahul Menon', Phone: '+971501234567', AddressLine1: 'Shop 5, Al Majaz Waterfront', City: 'SHJ' },
      Receiver: { Name: 'Priya Nair', Phone: '+971507654321', AddressLine1: 'Flat 301, Marina Gate', Country: 'AE', City: 'DXB' },
      PickupDate: pickupDates(t.clock.now).find((d) => d !== today)!,
      PickupWindowStart: '10:00',
      PickupWindowEnd: '13:00',
      ServiceTypeId: ndd!.id,
      Pieces: [{ Weight: 1.2 }],
      Contents: 'Handmade soap',
    };
  }

  it('gives every call a request id: the courier API gets it, the browser gets it back, a bad one is replaced', async () => {
    const cookie = await sessionCookie('postpaid');
    const made = await call('POST', 'echo', { body: '{}', headers: { cookie } });
    expect(made.headers.get('x-request-id')).toMatch(/^req_[0-9a-f]{32}$/);
    expect(seen[0]!.requestId).toBe(made.headers.get('x-request-id'));

    const own = await call('POST', 'echo', { body: '{}', headers: { cookie, 'x-request-id': 'support-ticket-42' } });
    expect(own.headers.get('x-request-id')).toBe('support-ticket-42');
    expect(seen[1]!.requestId).toBe('support-ticket-42');

    const bad = await call('POST', 'echo', { body: '{}', headers: { cookie, 'x-request-id': 'no spaces <or> markup' } });
    expect(bad.headers.get('x-request-id')).toMatch(/^req_[0-9a-f]{32}$/);
    // The BFF's own refusals carry one too.
    expect((await call('GET', 'auth/profile')).headers.get('x-request-id')).toMatch(/^req_/);
  });

  it('forwards the Idempotency-Key header to the courier API', async () => {
    const cookie = await sessionCookie('postpaid');
    await call('POST', 'echo', { headers: { cookie, 'idempotency-key': 'form-abc_123' }, body: '{}' });
    await call('POST', 'echo', { headers: { cookie }, body: '{}' });
    expect(seen.map((s) => [s.idempotencyKey, s.overHttp])).toEqual([['form-abc_123', false], [undefined, false]]);
  });

  it("books a signed-in customer's pickup on their account, once per Idempotency-Key", async () => {
    const cookie = await sessionCookie('prepaid');
    const body = JSON.stringify(await bookingBody());
    const headers = { cookie, 'idempotency-key': 'bff-booking-1' };
    const first = await call('POST', 'asaGuestSchedulePickup', { headers, body });
    expect(first.status).toBe(201);
    expect(first.json.data.PaymentMode).toBe('Billed to account 100002');
    const again = await call('POST', 'asaGuestSchedulePickup', { headers, body });
    expect(again.status).toBe(200);
    expect(again.json.data._id).toBe(first.json.data._id);

    // The thank-you page reads it back as a visitor: public, same object.
    const confirmation = await call('GET', `PickupConfirmation?_id=${first.json.data._id}`);
    expect(confirmation.status).toBe(200);
    expect(confirmation.json.data).toEqual(first.json.data);
  });

  it('lets a visitor book as a guest and reach PickupConfirmation', async () => {
    const res = await call('POST', 'asaGuestSchedulePickup', { body: JSON.stringify(await bookingBody()) });
    expect(res.status).toBe(201);
    expect(res.json.data.PaymentMode).toBe('Cash or card at pickup');
    const bad = await call('GET', 'PickupConfirmation?_id=nope');
    expect(bad.status).toBe(400);
  });

  it('forwards the Idempotency-Key and the bearer to a remote courier API (COURIER_API_URL)', async () => {
    const { serve } = await import('@hono/node-server');
    const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
      const s = serve({ fetch: t.api.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
    });
    const { port } = server.address() as { port: number };
    const saved = process.env.COURIER_API_URL;
    process.env.COURIER_API_URL = `http://127.0.0.1:${port}/`;
    try {
      // A fresh module graph reads the settings again, as a freshly started site would.
      let remote: Route | undefined;
      await jest.isolateModulesAsync(async () => {
        remote = await import('./route');
      });
      const cookie = await sessionCookie('postpaid');
      const { NextRequest } = await import('next/server');
      const req = new NextRequest('http://localhost:3000/api/courier/echo', {
        method: 'POST',
        body: '{"x":1}',
        headers: { 'content-type': 'application/json', cookie, 'idempotency-key': 'remote-key-1' },
      });
      const res = await (remote as any).POST(req, { params: Promise.resolve({ path: ['echo'] }) });
      expect(res.status).toBe(200);
      expect(seen).toEqual([
        { body: { x: 1 }, auth: expect.stringMatching(/^Bearer \S+$/), idempotencyKey: 'remote-key-1', requestId: expect.stringMatching(/^req_/), overHttp: true },
      ]);
    } finally {
      if (saved === undefined) delete process.env.COURIER_API_URL;
      else process.env.COURIER_API_URL = saved;
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
