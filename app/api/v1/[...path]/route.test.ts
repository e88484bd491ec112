// /api/v1/… as the website serves it, called as a plain function against the
// real built-in API on a real database: the key, Idempotency-Key and
// X-Request-Id reach the courier API; the RateLimit-*, Idempotent-Replayed
// and request id headers come back; binary labels pass through unchanged;
// openapi.json (a dotted segment) is served without a key.
import { createTestApi, type TestApi } from '@/courier-api/test-utils';
import { ALNOOR, mintKey } from '@/courier-api/merchant/fixtures';
import { loadServices, typedBody } from '@/courier-api/routes/shipments-fixtures';

process.env.SITE_URL = 'http://localhost:3000';

type Route = typeof import('./route');
let route: Route;
let t: TestApi;
let key = '';

beforeAll(async () => {
  t = await createTestApi();
  (globalThis as any)[Symbol.for('saqr.courierRuntime')] = Promise.resolve({ api: t.api, database: t.database });
  route = await import('./route');
  key = (await mintKey(t, { accountNo: ALNOOR })).key;
});
afterAll(() => t.close());

async function call(method: string, path: string, opts: { body?: string; headers?: Record<string, string> } = {}) {
  const { NextRequest } = await import('next/server');
  const req = new NextRequest(`http://localhost:3000/api/v1/${path}`, { method, body: opts.body, headers: opts.headers });
  const segments = path.split('?')[0]!.split('/');
  const handler = (route as any)[method] as (r: unknown, c: unknown) => Promise<Response>;
  const res = await handler(req, { params: Promise.resolve({ path: segments }) });
  const bytes = Buffer.from(await res.arrayBuffer());
  const json = (res.headers.get('content-type') ?? '').startsWith('application/json') ? JSON.parse(bytes.toString()) : null;
  return { status: res.status, headers: res.headers, json, bytes };
}

describe('/api/v1', () => {
  it('serves the OpenAPI document without a key', async () => {
    const res = await call('GET', 'openapi.json');
    expect(res.status).toBe(200);
    expect(res.json.openapi).toBe('3.1.0');
    expect(res.json.paths['/shipments'].post.operationId).toBe('createShipment');
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
  });

  it('passes the key, Idempotency-Key and X-Request-Id through, and the merchant headers back', async () => {
    const serviceId = await loadServices(t);
    const headers = { authorization: `Bearer ${key}`, 'content-type': 'application/json', 'idempotency-key': 'web-1', 'x-request-id': 'shop-order-1' };
    const body = JSON.stringify(typedBody(serviceId));
    const first = await call('POST', 'shipments', { body, headers });
    expect(first.status).toBe(201);
    expect(first.headers.get('x-request-id')).toBe('shop-order-1');
    expect(first.headers.get('ratelimit-policy')).toBe('300;w=60');
    expect(first.headers.get('cache-control')).toBe('no-store');
    const again = await call('POST', 'shipments', { body, headers });
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.json.data.AirWayBillNo).toBe(first.json.data.AirWayBillNo);

    const list = await call('GET', 'shipments?limit=1', { headers: { authorization: `Bearer ${key}` } });
    expect(list.json).toMatchObject({ has_more: true, next_cursor: expect.any(String) });
    expect(list.json.data).toHaveLength(1);

    const pdf = await call('GET', `shipments/${first.json.data.AirWayBillNo}/label`, { headers: { authorization: `Bearer ${key}` } });
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('answers without a key in the error shape, and refuses paths it does not serve', async () => {
    const res = await call('GET', 'shipments');
    expect(res.status).toBe(401);
    expect(res.json).toEqual({ error: { code: 'API_KEY_MISSING', message: expect.any(String) }, request_id: res.headers.get('x-request-id') });
    for (const path of ['..', 'shipments/..', 'a/b/c/d/e/f']) expect((await call('GET', path)).status).toBe(404);
  });
});
