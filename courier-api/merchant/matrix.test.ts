// The access matrix (issue 14, "Done when"): every /v1 operation × {no key,
// revoked key, expired key, key without the scope, key of another account,
// good key}. Refusals change nothing and carry no data; another account's key
// never sees a byte of Al Noor's records; the good key gets the operation's
// success. The table of operations is matrix-fixtures.ts; contract.test.ts
// checks it covers every route.
import { sql } from 'drizzle-orm';
import { queryRows, useTestApi } from '../test-utils';
import { v1, type V1Answer } from './fixtures';
import { ALNOOR_MARK, keysFor, NOW, OPERATIONS, openWorld, type Call, type MerchantWorld } from './matrix-fixtures';

const { t } = useTestApi({ now: NOW });
let m: MerchantWorld;
beforeAll(async () => {
  m = await openWorld(t);
});

/** Everything a call could write, counted. */
async function footprint() {
  const [row] = await queryRows(
    t.database,
    sql`select (select count(*) from shipments)::int as shipments, (select count(*) from tracking_events)::int as events,
               (select count(*) from pickups)::int as pickups, (select count(*) from webhook_subscriptions)::int as subscriptions,
               (select count(*) from outbox)::int as outbox, (select count(*) from ledger_entries)::int as ledger,
               (select coalesce(max(updated_at), 'epoch')::text from webhook_subscriptions) as subscription_change,
               (select coalesce(max(updated_at), 'epoch')::text from shipments) as shipment_change,
               (select coalesce(max(updated_at), 'epoch')::text from pickups) as pickup_change`,
  );
  return row;
}

function expectRefused(res: V1Answer, status: number, code: string) {
  expect({ status: res.status, code: res.json?.error?.code }).toEqual({ status, code });
  expect(res.json.data).toBeUndefined();
  expect(res.json.request_id).toBe(res.headers.get('x-request-id'));
}

/** Nothing of Al Noor's in an answer to another account, but what the caller itself sent. */
function expectNoLeak(res: V1Answer, sent: Call) {
  const text = res.bytes.toString('utf8');
  const leaked = [...m.secrets, ALNOOR_MARK, 'Al Noor', '"100001', '100001-TEST'].filter((s) => !sent.path.includes(s) && text.includes(s));
  expect(leaked).toEqual([]);
}

describe.each(OPERATIONS)('$method $route', (op) => {
  it('refuses every bad key without a trace, shows another account nothing, and answers the good key', async () => {
    const p = await op.prepare(m);
    const keys = await keysFor(t, op.mode, op.scope);
    const call = (key: string | undefined, c: Call = p) => v1(m.w.api, op.method, c.path, { key, body: c.body, headers: c.headers });

    const before = await footprint();
    expectRefused(await call(undefined), 401, 'API_KEY_MISSING');
    expectRefused(await call(keys.revoked), 401, 'API_KEY_REVOKED');
    expectRefused(await call(keys.expired), 401, 'API_KEY_EXPIRED');
    if (op.scope) expectRefused(await call(keys.withoutScope), 403, 'API_KEY_SCOPE_MISSING');
    expect(await footprint()).toEqual(before);

    const otherCall = p.other.call ?? p;
    const other = await call(keys.other, otherCall);
    expect(other.status).toBe(p.other.status);
    expectNoLeak(other, otherCall);
    if (other.status >= 400) expect(await footprint()).toEqual(before);

    // A call any valid key may make is made with the key that has no scopes at all.
    const good = await call(op.scope ? (op.mode === 'live' ? m.live.key : m.test.key) : keys.withoutScope);
    expect({ status: good.status, body: good.json?.error }).toEqual({ status: op.status, body: undefined });
    expect(good.headers.get('ratelimit-limit')).toBe('300');
  });
});

describe('operations that need one mode', () => {
  it('refuses the test scan with a live key, and leaves the shipment as it was', async () => {
    const awb = await m.newShipment();
    const res = await v1(t.api, 'POST', `test/shipments/${awb}/scan`, { key: m.live.key, body: { StatusCode: 'DELIVERED', DeliveredTo: 'Omar' } });
    expectRefused(res, 403, 'V1_TEST_KEY_ONLY');
    const [row] = await queryRows<{ status: string }>(t.database, sql`select status from shipments where awb_no = ${awb}`);
    expect(row!.status).toBe('CREATED');
  });

  it('scans a sandbox shipment with a test key, and refuses a scan the rules refuse with a 422', async () => {
    const awb = await m.newShipment('test');
    const delivered = await v1(t.api, 'POST', `test/shipments/${awb}/scan`, { key: m.test.key, body: { StatusCode: 'DELIVERED', DeliveredTo: 'Omar Khalid' } });
    expect(delivered.status).toBe(200);
    expect(delivered.json.data).toMatchObject({ AirWayBillNo: awb, Status: 'DELIVERED', ShipmentProgress: 5 });
    const back = await v1(t.api, 'POST', `test/shipments/${awb}/scan`, { key: m.test.key, body: { StatusCode: 'IN_TRANSIT' } });
    expect(back.status).toBe(422);
    const bad = await v1(t.api, 'POST', `test/shipments/${awb}/scan`, { key: m.test.key, body: { StatusCode: 'ON_HOLD' } });
    expect(bad.status).toBe(400);
    expect(bad.json.error.field).toBe('ExceptionReason');
  });
});
