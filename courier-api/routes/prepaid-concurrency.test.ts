// The prepaid balance can never go below zero, whatever the concurrency
// (issue 6, quality bar): 200 airway bills sent at once on an account whose
// balance covers exactly 50 → exactly 50 created, 150 refused with 422, the
// balance exactly 0, and the ledger's amounts add up to the balance's change.
// Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL (a pool of 20
// connections, so the requests really do run side by side there).
import { sql } from 'drizzle-orm';
import { createTestApi, queryRows, type TestApi } from '../test-utils';
import { balanceOf, ledgerOf, newAccount, requestTopup, reviewTopup, topupBody } from './prepaid-fixtures';
import { createAwb, loadServices, typedBody } from './shipments-fixtures';

let t: TestApi;
let serviceId: (code: string) => string;
let admin: string;
/** What one typed airway bill costs, in fils (every request below is priced the same). */
let price = 0;

beforeAll(async () => {
  t = await createTestApi();
  t.clock.now = new Date('2026-11-23T06:30:00Z');
});
beforeAll(async () => {
  serviceId = await loadServices(t);
  admin = await t.login('admin');
  const probe = await createAwb(t, typedBody(serviceId), { token: await t.login('postpaid') });
  expect(probe.status).toBe(201);
  price = Math.round(probe.json.data.Charges.Total * 100);
  expect(price).toBeGreaterThan(0);
});
afterAll(() => t.close());

const shipmentsOf = async (accountNo: string) =>
  (await queryRows<{ n: number }>(t.database, sql`select count(*)::int as n from shipments s join accounts a on a.id = s.account_id where a.account_no = ${accountNo}`))[0]!.n;

describe('prepaid debit under concurrency', () => {
  it('creates exactly 50 of 200 simultaneous airway bills when the balance covers exactly 50', async () => {
    const acct = await newAccount(t, 'PP', 50 * price);
    const send = () => createAwb(t, typedBody(serviceId), { token: acct.token });
    let results = await Promise.all(Array.from({ length: 200 }, send));
    // On a loaded machine a request can wait longer for one of the pool's 20
    // connections than the pool allows (5 s) and is answered 503 with
    // Retry-After, which writes nothing: sent again, as a client would, until
    // each has its answer.
    for (let round = 0; results.some((r) => r.status === 503); round++) {
      expect(round).toBeLessThan(20);
      for (const busy of results.filter((r) => r.status === 503)) expect(busy.headers.get('retry-after')).toBeTruthy();
      const retried = await Promise.all(results.filter((r) => r.status === 503).map(send));
      results = [...results.filter((r) => r.status !== 503), ...retried];
    }
    const statuses = results.map((r) => r.status);
    // Any other answer is named here rather than counted below.
    expect(statuses.filter((s) => s !== 201 && s !== 422)).toEqual([]);
    expect(statuses.filter((s) => s === 201)).toHaveLength(50);
    expect(statuses.filter((s) => s === 422)).toHaveLength(150);
    for (const refused of results.filter((r) => r.status === 422)) {
      expect(refused.json.message).toMatch(/^Your prepaid balance is AED [\d,.]+ and this shipment costs AED [\d,.]+\. Please top up your account and try again\.$/);
    }
    expect(await balanceOf(t, acct.accountNo)).toBe(0);
    expect(await shipmentsOf(acct.accountNo)).toBe(50);

    const ledger = await ledgerOf(t, acct.accountNo);
    expect(ledger).toHaveLength(50);
    expect(ledger.every((l) => l.kind === 'shipment_charge' && l.amount === -price)).toBe(true);
    // The ledger's sum is the balance's change, and each line's balance follows from the one before it.
    expect(ledger.reduce((sum, l) => sum + l.amount, 0)).toBe(0 - 50 * price);
    ledger.forEach((l, i) => expect(l.after).toBe((i === 0 ? 50 * price : ledger[i - 1]!.after) + l.amount));
    // Every created airway bill has its one debit, and no refused one left a trace.
    const created = new Set(results.filter((r) => r.status === 201).map((r) => r.json.data.AirWayBillNo as string));
    expect(new Set(ledger.map((l) => l.reference))).toEqual(created);

    const status = await t.call('POST', 'PrepaidAccountStatus', { token: acct.token, body: { limit: 100 } });
    expect(status.json.data).toMatchObject({ Balance: 0 });
    expect(status.json.data.Ledger).toMatchObject({ Total: 50, OpeningBalance: (50 * price) / 100, Credits: 0, ClosingBalance: 0 });
    expect(status.json.data.Ledger.Debits).toBeCloseTo((50 * price) / 100, 2);
  });

  it('reconciles when top-ups are approved in the middle of a burst of airway bills', async () => {
    const acct = await newAccount(t, 'PP', 10 * price);
    const topups: string[] = [];
    for (let i = 0; i < 3; i++) topups.push((await requestTopup(t, acct.token, topupBody({ Amount: (5 * price) / 100 }))).json.data._id);
    const awbs = Array.from({ length: 60 }, () => createAwb(t, typedBody(serviceId), { token: acct.token }));
    // Each top-up is approved twice at once: only one of each pair may credit.
    const reviews = topups.flatMap((id) => [reviewTopup(t, admin, id, 'Approved'), reviewTopup(t, admin, id, 'Approved')]);
    const [awbResults, reviewResults] = await Promise.all([Promise.all(awbs), Promise.all(reviews)]);
    expect(reviewResults.map((r) => r.status).sort()).toEqual([200, 200, 200, 409, 409, 409]);
    const created = awbResults.filter((r) => r.status === 201).length;
    expect(created + awbResults.filter((r) => r.status === 422).length).toBe(60);
    // 10 covered from the start, at most 15 more from the top-ups.
    expect(created).toBeGreaterThanOrEqual(10);
    expect(created).toBeLessThanOrEqual(25);

    const balance = await balanceOf(t, acct.accountNo);
    expect(balance).toBe(10 * price + 15 * price - created * price);
    expect(balance).toBeGreaterThanOrEqual(0);
    const ledger = await ledgerOf(t, acct.accountNo);
    expect(ledger.filter((l) => l.kind === 'topup')).toHaveLength(3);
    expect(ledger.filter((l) => l.kind === 'shipment_charge')).toHaveLength(created);
    expect(ledger.reduce((sum, l) => sum + l.amount, 0)).toBe(balance - 10 * price);
    ledger.forEach((l, i) => expect(l.after).toBe((i === 0 ? 10 * price : ledger[i - 1]!.after) + l.amount));
  });
});
