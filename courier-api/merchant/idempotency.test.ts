// Idempotent creates under load (issue 14, "Done when"): 50 concurrent
// POST v1/shipments with one Idempotency-Key and body make one shipment and
// answer all 50 with it; the key with another body is a 409, even when it
// races the first request. Also the pickups' key, and the per-key rate limit.
import { sql } from 'drizzle-orm';
import { loadServices, typedBody } from '../routes/shipments-fixtures';
import { queryRows, useTestApi } from '../test-utils';
import { ALNOOR, mintKey, OASIS, v1 } from './fixtures';
import { NOW, pickupBody } from './matrix-fixtures';

const { t } = useTestApi({ now: NOW });
let serviceId: (code: string) => string;
beforeAll(async () => {
  serviceId = await loadServices(t);
});

const shipmentsWithKey = async (key: string) =>
  (await queryRows<{ n: number }>(t.database, sql`select count(*)::int as n from shipments where idempotency_key = ${key}`))[0]!.n;

describe('50 concurrent retries of one create', () => {
  it('make one shipment; every answer is 201 or a 200 replay of it', async () => {
    // Oasis is prepaid: a second shipment would also be a second charge.
    const { key } = await mintKey(t, { accountNo: OASIS });
    const body = typedBody(serviceId, { Reference: 'RETRY-50' });
    const [{ balance: before }] = await queryRows<{ balance: string }>(t.database, sql`select balance_fils::text as balance from accounts where account_no = ${OASIS}`);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => v1(t.api, 'POST', 'shipments', { key, body, headers: { 'idempotency-key': 'order-50-retries' } })),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 200)).toHaveLength(49);
    expect(new Set(answers.map((a) => a.json.data.AirWayBillNo)).size).toBe(1);
    expect(answers.filter((a) => a.status === 200).every((a) => a.headers.get('idempotent-replayed') === 'true')).toBe(true);
    expect(await shipmentsWithKey('order-50-retries')).toBe(1);
    const [{ balance: after, charges }] = await queryRows<{ balance: string; charges: number }>(
      t.database,
      sql`select a.balance_fils::text as balance,
                 (select count(*)::int from ledger_entries l join shipments s on s.id = l.shipment_id where s.idempotency_key = 'order-50-retries') as charges
          from accounts a where a.account_no = ${OASIS}`,
    );
    expect(charges).toBe(1);
    expect(Number(before) - Number(after)).toBe(Math.round(answers[0]!.json.data.Charges.Total * 100));
  });

  it('refuses the key with another body (409), also while racing the first request', async () => {
    const { key } = await mintKey(t, { accountNo: ALNOOR });
    const body = typedBody(serviceId);
    const other = { ...body, Contents: 'Shoes' };
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => v1(t.api, 'POST', 'shipments', { key, body: i % 2 ? other : body, headers: { 'idempotency-key': 'raced-key' } })),
    );
    expect(await shipmentsWithKey('raced-key')).toBe(1);
    const created = answers.find((a) => a.status === 201)!;
    const winner = JSON.stringify(answers.indexOf(created) % 2 ? other : body);
    for (const [i, a] of answers.entries()) {
      const same = JSON.stringify(i % 2 ? other : body) === winner;
      if (a === created) continue;
      expect({ i, status: a.status }).toEqual({ i, status: same ? 200 : 409 });
    }
  });

  it('keeps keys apart per account: the same key on two accounts makes two shipments', async () => {
    const a = await mintKey(t, { accountNo: ALNOOR });
    const b = await mintKey(t, { accountNo: OASIS });
    const body = typedBody(serviceId);
    const [ra, rb] = await Promise.all([a, b].map((k) => v1(t.api, 'POST', 'shipments', { key: k.key, body, headers: { 'idempotency-key': 'shared-key' } })));
    expect([ra!.status, rb!.status]).toEqual([201, 201]);
    expect(ra!.json.data.AirWayBillNo).not.toBe(rb!.json.data.AirWayBillNo);
  });
});

describe('POST v1/pickups', () => {
  it('requires the key, replays it, and refuses it with another body', async () => {
    const { key } = await mintKey(t, { accountNo: ALNOOR });
    const token = await t.login('postpaid');
    const address = await t.call('POST', 'addresses', { token, body: { Name: 'Fatima Al Mansoori', Phone: '+971501112233', AddressLine1: 'Warehouse 12', City: 'DXB' } });
    const body = pickupBody(address.json.data._id);
    const missing = await v1(t.api, 'POST', 'pickups', { key, body });
    expect(missing.status).toBe(400);
    expect(missing.json.error.code).toBe('V1_IDEMPOTENCY_KEY_REQUIRED');
    const answers = await Promise.all(Array.from({ length: 10 }, () => v1(t.api, 'POST', 'pickups', { key, body, headers: { 'idempotency-key': 'pickup-1' } })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    expect(new Set(answers.map((a) => a.json.data._id)).size).toBe(1);
    const changed = await v1(t.api, 'POST', 'pickups', { key, body: { ...body, Pieces: 9 }, headers: { 'idempotency-key': 'pickup-1' } });
    expect(changed.status).toBe(409);
    expect(changed.json.error.code).toBe('V1_KEY_REUSED');
  });
});

describe('the per-key rate limit', () => {
  it('says where the key stands on every answer and refuses the call past the limit with 429 and Retry-After', async () => {
    const { key } = await mintKey(t, { accountNo: ALNOOR, scopes: [] });
    const { key: otherKey } = await mintKey(t, { accountNo: ALNOOR, scopes: [] });
    const quote = (k: string) => v1(t.api, 'POST', 'rates', { key: k, body: { OriginCity: 'DXB', DestinationCity: 'AUH', Pieces: [{ Weight: 1 }] } });
    const first = await quote(key);
    expect(first.status).toBe(200);
    expect({
      limit: first.headers.get('ratelimit-limit'),
      remaining: first.headers.get('ratelimit-remaining'),
      reset: first.headers.get('ratelimit-reset'),
      policy: first.headers.get('ratelimit-policy'),
    }).toEqual({ limit: '300', remaining: '299', reset: '60', policy: '300;w=60' });
    for (let i = 0; i < 299; i++) await t.rateLimiter.hit(`v1:${(await keyId(key))}`, 60);
    const over = await quote(key);
    expect(over.status).toBe(429);
    expect(over.json.error.code).toBe('V1_RATE_LIMITED');
    expect(over.headers.get('retry-after')).toBe('60');
    expect(over.headers.get('ratelimit-remaining')).toBe('0');
    // Another key of the same account has its own minute.
    expect((await quote(otherKey)).status).toBe(200);
    t.clock.now = new Date(t.clock.now.getTime() + 61_000);
    expect((await quote(key)).status).toBe(200);
  });
});

async function keyId(key: string) {
  const { hashKey } = await import('../auth/api-keys');
  return (await queryRows<{ id: string }>(t.database, sql`select id from api_keys where secret_hash = ${hashKey(key)}`))[0]!.id;
}
