// The courier API's two doors onto one dispatch: plain data in process (what
// the website uses) and HTTP (the standalone server, the tests). Both answer
// the same, through the same table of routes and access.
import type { Ctx } from './context';
import { DEMO_TRACKING } from './db/seed';
import { useTestApi } from './test-utils';

let bodyReads = 0;
const { t, tokens } = useTestApi({
  logins: { customer: 'postpaid' },
  extend(r) {
    r.get('dispatch-test/echo', 'user', (c: Ctx) => c.json({ query: c.req.query(), ip: c.env.clientIp ?? null }));
    r.get('dispatch-test/lazy', 'public', (c: Ctx) => c.json({ ok: true }));
    r.post('dispatch-test/header', 'public', (c: Ctx) => {
      c.header('X-Extra', 'yes');
      return c.body('plain', 202, { 'Content-Type': 'text/plain' });
    });
  },
});

const track = JSON.stringify({ TrackingAWB: [{ AirWayBillNo: DEMO_TRACKING.created }] });

describe('dispatch (in process, plain data)', () => {
  it('answers a public call with status, lower-case headers and the JSON as UTF-8 bytes (a tracking log is spliced in as bytes: raw-json.ts)', async () => {
    const answer = await t.api.dispatch({ method: 'POST', path: 'Tracking', headers: { 'content-type': 'application/json' }, body: track });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('application/json');
    expect(answer.body).toBeInstanceOf(Uint8Array);
    expect(JSON.parse(new TextDecoder().decode(answer.body as Uint8Array)).data.AirwayBillTrackList[0].AirWayBillNo).toBe(DEMO_TRACKING.created);
  });

  it('answers JSON without a spliced part as text', async () => {
    const answer = await t.api.dispatch({ method: 'GET', path: 'CountryMaster' });
    expect(answer.status).toBe(200);
    expect(typeof answer.body).toBe('string');
    expect(JSON.parse(answer.body as string).data.CountryListLocation.length).toBeGreaterThan(100);
  });

  it('gives the same answer over HTTP', async () => {
    const inProcess = await t.api.dispatch({ method: 'POST', path: 'Tracking', body: track });
    const overHttp = await t.api.request('/Tracking', { method: 'POST', body: track, headers: { 'content-type': 'application/json' } });
    expect(overHttp.status).toBe(inProcess.status);
    expect(overHttp.headers.get('content-type')).toBe(inProcess.headers['content-type']);
    expect(await overHttp.text()).toBe(new TextDecoder().decode(inProcess.body as Uint8Array));
  });

  it('checks access from the same table: no token 401, a token through', async () => {
    const refused = await t.api.dispatch({ method: 'GET', path: 'dispatch-test/echo' });
    expect(refused.status).toBe(401);
    expect(JSON.parse(refused.body as string)).toEqual({ message: 'Please sign in to continue.', code: 'SIGN_IN_REQUIRED' });
    const answer = await t.api.dispatch({
      method: 'GET',
      path: 'dispatch-test/echo',
      search: '?a=1&b=two+words&a=2',
      headers: { authorization: `Bearer ${tokens.customer}` },
      clientIp: '198.51.100.7',
    });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body as string)).toEqual({ query: { a: '1', b: 'two words' }, ip: '198.51.100.7' });
  });

  it('answers an unknown route, a wrong method and a trailing slash with the JSON 404', async () => {
    for (const call of [
      { method: 'GET', path: 'no/such/route' },
      { method: 'DELETE', path: 'Tracking' },
      { method: 'POST', path: 'Tracking/' },
      { method: 'PATCH', path: 'Tracking' },
    ]) {
      const answer = await t.api.dispatch(call);
      expect({ call, status: answer.status, body: answer.body }).toEqual({
        call,
        status: 404,
        body: JSON.stringify({ message: 'This courier API route does not exist.', code: 'ROUTE_NOT_FOUND' }),
      });
    }
  });

  it('reads a body only when the handler asks for it', async () => {
    bodyReads = 0;
    const read = async () => {
      bodyReads += 1;
      return '{}';
    };
    expect((await t.api.dispatch({ method: 'GET', path: 'dispatch-test/lazy', body: read })).status).toBe(200);
    expect(bodyReads).toBe(0);
    const answer = await t.api.dispatch({ method: 'POST', path: 'Tracking', body: read });
    expect(answer.status).toBe(400);
    expect(bodyReads).toBe(1);
  });

  it('keeps headers a handler adds, in lower case, and its own status', async () => {
    const answer = await t.api.dispatch({ method: 'POST', path: 'dispatch-test/header' });
    expect(answer).toEqual({ status: 202, headers: { 'x-extra': 'yes', 'content-type': 'text/plain', 'x-request-id': expect.stringMatching(/^req_[0-9a-f]{32}$/) }, body: 'plain' });
  });

  it('refuses a route declared twice when the API is made', async () => {
    const { createCourierApi } = await import('./app');
    const deps = {} as Parameters<typeof createCourierApi>[0];
    expect(() => createCourierApi(deps, (r) => r.post('Tracking', 'public', (c: Ctx) => c.json({})))).toThrow(
      'courier API route declared twice: POST Tracking',
    );
  });
});

describe('HTTP adapter', () => {
  it('answers HEAD with the GET route and no body', async () => {
    const res = await t.api.request('/CountryMaster', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json');
    expect(await res.text()).toBe('');
  });

  it('passes the bound client IP and the query string through', async () => {
    const res = await t.api.request('/dispatch-test/echo?a=x', { headers: { authorization: `Bearer ${tokens.customer}` } }, { clientIp: '192.0.2.9' });
    expect(await res.json()).toEqual({ query: { a: 'x' }, ip: '192.0.2.9' });
  });
});
