// pay, Payments, PUT Payment and TransactionHistory on a real database:
// partial and oldest-first settlement, over-payment refused, Idempotency-Key
// replays and conflicts (also when submits race), declined cards recorded as
// Failed, bank transfers confirmed and rejected by the Admin, permissions,
// isolation between accounts, and the transaction history.
import { sql } from 'drizzle-orm';
import { PAYMENT_PROVIDER_NAMES, PAYMENT_STATUS_NAMES, type PayInput } from '@/lib/schemas/payments';
import { PAYMENT_PROVIDERS, PAYMENT_STATUSES } from '../db/schema';
import { TEST_CARD_MESSAGE } from '../services/payments/card-test';
import { PAYMENT_KEY_REUSED } from '../services/payments/pay';
import { reservePayment } from '../services/payments/reserve';
import { releaseStaleCardPayments, STALE_CARD_PAYMENT_MS, STALE_CARD_REASON } from '../services/payments/settle';
import { createTestApi, queryRows, type TestApi } from '../test-utils';
import { charged, generate, NOW, setUpBilling, storedInvoice, type Billing } from './billing-fixtures';
import { KEY_REQUIRED, NOT_A_TRANSFER } from './payments';

let t: TestApi;
let b: Billing;
const INV = (n: number) => `INV-2024-00000${n}`;
const CARD = { Number: '4242424242424242', Expiry: '12/30', Cvc: '123', Name: 'Fatima Al Mansoori' };
const DECLINED = { ...CARD, Number: '4000000000000002' };

beforeAll(async () => {
  // Tokens outlive the day the clock moves forward (bank transfers are confirmed the next day).
  t = await createTestApi({ tokenTtlSeconds: 7 * 86_400 });
  t.clock.now = NOW;
});
beforeAll(async () => {
  b = await setUpBilling(t);
  const { alnoor, desert } = b.account;
  await charged(t, alnoor, '2024-01-10T10:00:00+04:00', 21_000, 1_000);
  await charged(t, desert, '2024-01-11T10:00:00+04:00', 10_500, 500);
  await charged(t, alnoor, '2024-02-10T10:00:00+04:00', 52_500, 2_500);
  await charged(t, desert, '2024-02-11T10:00:00+04:00', 5_250, 250);
  await charged(t, alnoor, '2024-03-10T10:00:00+04:00', 31_500, 1_500);
  // Alnoor: INV 1 (Jan, 210), INV 3 (Feb, 525), INV 5 (Mar, 315). Desert: INV 2 and 4.
  for (const p of ['2024-01', '2024-02', '2024-03']) expect((await generate(t, b.tokens.admin, p)).status).toBe(201);
});
afterAll(() => t.close());

let keys = 0;
const newKey = () => `pay-${++keys}`;
function pay(body: unknown, o: { token?: string; key?: string | null } = {}) {
  const key = o.key === undefined ? newKey() : o.key;
  return t.call('POST', 'pay', { token: o.token ?? b.tokens.alnoor, body, headers: key === null ? {} : { 'idempotency-key': key } });
}
const byCard = (over: object = {}) => ({ Provider: 'CardTest', Card: CARD, ...over });
const count = async (table: 'payments' | 'payment_allocations' | 'ledger_entries') =>
  (await queryRows<{ n: number }>(t.database, sql`select count(*)::int as n from ${sql.raw(table)}`))[0]!.n;
const ledgerOf = (reference: string) =>
  queryRows(t.database, sql`select kind, amount_fils::int as amount, balance_after_fils::int as after from ledger_entries where reference = ${reference}`);
const review = (body: object, token = b.tokens.admin) => t.call('PUT', 'Payment', { token, body });
const history = (body: object = {}, token = b.tokens.alnoor) => t.call('POST', 'TransactionHistory', { token, body });

describe('who may pay', () => {
  it('needs an Idempotency-Key, a customer account, and a postpaid one', async () => {
    const noKey = await pay(byCard({ Amount: 1 }), { key: null });
    expect(noKey.status).toBe(400);
    expect(noKey.json.message).toBe(KEY_REQUIRED);
    expect((await pay(byCard({ Amount: 1 }), { key: 'has spaces' })).status).toBe(400);
    expect((await pay(byCard({ Amount: 1 }), { token: b.tokens.admin })).status).toBe(403);
    const prepaid = await pay(byCard({ Amount: 1 }), { token: b.tokens.oasis });
    expect(prepaid.status).toBe(422);
    expect(prepaid.json.message).toBe('Only postpaid accounts pay invoices. Prepaid accounts top up their balance instead.');
    expect((await t.call('POST', 'pay', { body: byCard({ Amount: 1 }), headers: { 'idempotency-key': 'x1' } })).status).toBe(401);
    expect(await count('payments')).toBe(0);
  });

  it('validates the request and records nothing it refuses', async () => {
    const bad: Array<[object, string]> = [
      [{ Provider: 'CardTest', Card: CARD }, 'InvoiceNos'],
      [byCard({ Amount: 0 }), 'Amount'],
      [byCard({ Amount: 1.234 }), 'Amount'],
      [byCard({ Amount: 'ten' }), 'Amount'],
      [byCard({ InvoiceNos: ['INV-24-1'] }), 'InvoiceNos[0]'],
      [{ Provider: 'Cash', Amount: 1 }, 'Provider'],
      [{ Provider: 'BankTransfer', Amount: 1 }, 'Reference'],
      [{ Provider: 'BankTransfer', Amount: 1, Reference: 'FT<1>' }, 'Reference'],
      [{ Provider: 'CardTest', Amount: 1 }, 'Card'],
      [byCard({ Amount: 1, Card: { ...CARD, Number: '4242424242424241' } }), 'Card.Number'],
      [byCard({ Amount: 1, Card: { ...CARD, Expiry: '03/24' } }), 'Card.Expiry'],
      [byCard({ Amount: 1, Card: { ...CARD, Cvc: '12' } }), 'Card.Cvc'],
    ];
    for (const [body, field] of bad) {
      const res = await pay(body);
      expect([res.status, Object.keys(res.json.errors ?? {})]).toEqual([400, expect.arrayContaining([field])]);
    }
    const real = await pay(byCard({ Amount: 1, Card: { ...CARD, Number: '4111 1111 1111 1111' } }));
    expect([real.status, real.json.message]).toEqual([422, TEST_CARD_MESSAGE]);
    const unknown = await pay(byCard({ InvoiceNos: ['INV-2024-000099', INV(2)] }));
    expect([unknown.status, unknown.json.message]).toEqual([404, 'These invoices were not found: INV-2024-000099, INV-2024-000002.']);
    expect(await count('payments')).toBe(0);
  });
});

describe('paying by test card', () => {
  it('pays part of the oldest invoice and writes the ledger in the same step', async () => {
    const res = await pay(byCard({ Amount: 100 }), { key: 'first-payment' });
    expect(res.status).toBe(201);
    expect(res.json.message).toBe('Payment received. Thank you.');
    expect(res.json.data).toEqual({
      _id: expect.any(String),
      PaymentNo: 'PAY-2024-000001',
      AccountNo: '100001',
      CompanyName: 'Al Noor Trading LLC',
      Provider: 'CardTest',
      Amount: 100,
      Status: 'Succeeded',
      Reference: 'Card •••• 4242 (test mode)',
      FailureReason: '',
      Allocations: [{ InvoiceNo: INV(1), Amount: 100 }],
      ReviewNote: '',
      ReviewedAt: null,
      TestMode: true,
      Currency: 'AED',
      CreatedAt: NOW.toISOString(),
    });
    expect(await storedInvoice(t, INV(1))).toEqual({ total: 21_000, paid: 10_000, status: 'PartiallyPaid' });
    expect(await ledgerOf('PAY-2024-000001')).toEqual([{ kind: 'payment', amount: 10_000, after: -95_000 }]);
    // The card number is never stored, not even in the fingerprint's clear text.
    const stored = await queryRows(t.database, sql`select * from payments`);
    expect(JSON.stringify(stored)).not.toContain('4242424242424242');
  });

  it('settles oldest first, in full and then in part', async () => {
    const res = await pay(byCard({ Amount: 150 }));
    expect(res.json.data.Allocations).toEqual([{ InvoiceNo: INV(1), Amount: 110 }, { InvoiceNo: INV(3), Amount: 40 }]);
    expect(await storedInvoice(t, INV(1))).toEqual({ total: 21_000, paid: 21_000, status: 'Paid' });
    expect(await storedInvoice(t, INV(3))).toEqual({ total: 52_500, paid: 4_000, status: 'PartiallyPaid' });
  });

  it('never takes more than is due', async () => {
    const before = await count('payments');
    const over = await pay(byCard({ InvoiceNos: [INV(3)], Amount: 485.01 }));
    expect(over.status).toBe(422);
    expect(over.json.message).toBe('The amount of AED 485.01 is more than the AED 485.00 due. Please pay at most AED 485.00.');
    const paid = await pay(byCard({ InvoiceNos: [INV(1)] }));
    expect([paid.status, paid.json.message]).toEqual([422, `There is nothing to pay on ${INV(1)} (paid).`]);
    expect(await count('payments')).toBe(before);
  });

  it('answers a repeated key with the same payment, and 409 when the body differs', async () => {
    const again = await pay(byCard({ Amount: 100, Card: { ...CARD, Number: '4242 4242 4242 4242' } }), { key: 'first-payment' });
    expect(again.status).toBe(200);
    expect(again.json.message).toBe('This payment was already made (PAY-2024-000001). Here it is again.');
    expect(again.json.data.PaymentNo).toBe('PAY-2024-000001');
    const other = await pay(byCard({ Amount: 101 }), { key: 'first-payment' });
    expect([other.status, other.json.message]).toEqual([409, PAYMENT_KEY_REUSED]);
    expect(await storedInvoice(t, INV(3))).toEqual({ total: 52_500, paid: 4_000, status: 'PartiallyPaid' });
  });

  it('makes one payment when the same submit arrives several times at once', async () => {
    const answers = await Promise.all([1, 2, 3, 4].map(() => pay(byCard({ InvoiceNos: [INV(3)], Amount: 10 }), { key: 'double-click' })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 201]);
    expect(new Set(answers.map((a) => a.json.data.PaymentNo)).size).toBe(1);
    expect(await queryRows(t.database, sql`select status from payments where idempotency_key = 'double-click'`)).toEqual([{ status: 'Succeeded' }]);
    expect(await storedInvoice(t, INV(3))).toEqual({ total: 52_500, paid: 5_000, status: 'PartiallyPaid' });
  });

  it('lets only one of several racing payments settle an invoice', async () => {
    const answers = await Promise.all([1, 2, 3].map(() => pay(byCard({ InvoiceNos: [INV(5)] }))));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 422, 422]);
    expect(await storedInvoice(t, INV(5))).toEqual({ total: 31_500, paid: 31_500, status: 'Paid' });
  });

  it('records a declined card as Failed and settles nothing', async () => {
    const ledger = await count('ledger_entries');
    const res = await pay(byCard({ InvoiceNos: [INV(3)], Amount: 20, Card: DECLINED }), { key: 'declined' });
    expect(res.status).toBe(402);
    expect(res.json.message).toBe('Your card was declined.');
    expect(res.json.data).toMatchObject({ Status: 'Failed', FailureReason: 'Your card was declined.', Allocations: [], Amount: 20 });
    const again = await pay(byCard({ InvoiceNos: [INV(3)], Amount: 20, Card: DECLINED }), { key: 'declined' });
    expect([again.status, again.json.data.PaymentNo]).toEqual([402, res.json.data.PaymentNo]);
    const poor = await pay(byCard({ Amount: 5, Card: { ...CARD, Number: '4000000000009995' } }));
    expect([poor.status, poor.json.message]).toEqual([402, 'Your card has insufficient funds.']);
    expect(await storedInvoice(t, INV(3))).toEqual({ total: 52_500, paid: 5_000, status: 'PartiallyPaid' });
    expect(await count('ledger_entries')).toBe(ledger);
    expect(await queryRows(t.database, sql`select 1 from payment_allocations a join payments p on p.id = a.payment_id where p.status = 'Failed'`)).toEqual([]);
  });
});

describe('paying by bank transfer', () => {
  const NEXT_DAY = new Date('2024-04-11T08:00:00Z');
  let transfer = '';
  beforeAll(() => {
    t.clock.now = NEXT_DAY;
  });

  it('waits for the Admin and reserves what it pays meanwhile', async () => {
    const res = await pay({ Provider: 'BankTransfer', InvoiceNos: [INV(3)], Amount: 200, Reference: 'FT24041000123' });
    expect(res.status).toBe(201);
    expect(res.json.data).toMatchObject({ Status: 'Pending', Reference: 'FT24041000123', TestMode: false, Allocations: [{ InvoiceNo: INV(3), Amount: 200 }] });
    transfer = res.json.data._id;
    expect(await storedInvoice(t, INV(3))).toEqual({ total: 52_500, paid: 5_000, status: 'PartiallyPaid' });
    const due = (await t.call('GET', 'DueInvoices', { token: b.tokens.alnoor })).json.data;
    expect(due.Invoices.map((i: { InvoiceNo: string; AmountDue: number; PendingPayments: number }) => [i.InvoiceNo, i.AmountDue, i.PendingPayments])).toEqual([[INV(3), 475, 200]]);
    expect(due.PendingPayments).toBe(200);
    const over = await pay(byCard({ InvoiceNos: [INV(3)], Amount: 300 }));
    expect([over.status, over.json.message]).toEqual([
      422,
      'The amount of AED 300.00 is more than the AED 275.00 due (AED 200.00 more is covered by payments awaiting confirmation). Please pay at most AED 275.00.',
    ]);
    const dup = await pay({ Provider: 'BankTransfer', Amount: 1, Reference: 'ft24041000123' });
    expect([dup.status, dup.json.errors]).toEqual([409, { Reference: 'This transfer reference was already submitted.' }]);
  });

  it('shows the Admin the queue and only the Admin may decide', async () => {
    const queue = await t.call('POST', 'Payments', { token: b.tokens.admin, body: { Status: 'Pending', Provider: 'BankTransfer' } });
    expect(queue.json.data.Payments.map((p: { _id: string }) => p._id)).toEqual([transfer]);
    expect((await t.call('POST', 'Payments', { token: b.tokens.desert, body: {} })).json.data.Total).toBe(0);
    expect((await review({ _id: transfer, Status: 'Succeeded' }, b.tokens.alnoor)).status).toBe(403);
  });

  it('applies a confirmed transfer to its invoices and the ledger, once', async () => {
    const res = await review({ _id: transfer, Status: 'Succeeded', Note: 'On the statement of 11 April' });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ Status: 'Succeeded', ReviewNote: 'On the statement of 11 April', ReviewedAt: NEXT_DAY.toISOString() });
    expect(await storedInvoice(t, INV(3))).toEqual({ total: 52_500, paid: 25_000, status: 'PartiallyPaid' });
    expect(await ledgerOf(res.json.data.PaymentNo)).toEqual([{ kind: 'payment', amount: 20_000, after: -27_500 }]);
    const twice = await review({ _id: transfer, Status: 'Rejected', Note: 'Oops' });
    expect([twice.status, twice.json.message]).toEqual([409, `Payment ${res.json.data.PaymentNo} is already succeeded.`]);
  });

  it('releases a rejected transfer\'s reservation and keeps the reason', async () => {
    t.clock.now = new Date(NEXT_DAY.getTime() + 3_600_000);
    const res = await pay({ Provider: 'BankTransfer', Amount: 100, Reference: 'FT-NOT-THERE' });
    const id = res.json.data._id;
    expect((await review({ _id: id, Status: 'Rejected' })).status).toBe(400);
    const rejected = await review({ _id: id, Status: 'Rejected', Note: 'No such transfer on our statement' });
    expect(rejected.json.data).toMatchObject({ Status: 'Rejected', FailureReason: 'No such transfer on our statement', Allocations: [] });
    expect((await t.call('GET', 'DueInvoices', { token: b.tokens.alnoor })).json.data.PendingPayments).toBe(0);
    const card = (await queryRows<{ id: string }>(t.database, sql`select id from payments where provider = 'CardTest' limit 1`))[0]!.id;
    expect([(await review({ _id: card, Status: 'Succeeded' })).status, (await review({ _id: card, Status: 'Succeeded' })).json.message]).toEqual([422, NOT_A_TRANSFER]);
    expect((await review({ _id: '00000000-0000-4000-8000-000000000000', Status: 'Succeeded' })).status).toBe(404);
    expect((await review({ _id: 'nope', Status: 'Succeeded' })).status).toBe(400);
  });
});

describe('TransactionHistory', () => {
  it('lists charges, payments and unsuccessful attempts, newest first', async () => {
    const res = await history();
    expect(res.status).toBe(200);
    const list = res.json.data;
    // 3 invoices, 5 settled payments, 2 declined cards, 1 rejected transfer.
    expect(list.Total).toBe(11);
    const [rejected, confirmed] = list.Transactions;
    expect(rejected).toMatchObject({ Type: 'Payment', Status: 'Rejected', Amount: 100, Balance: null, Reference: 'FT-NOT-THERE', AccountNo: '100001' });
    expect(confirmed).toMatchObject({ Type: 'Payment', Status: 'Completed', Amount: 200, Balance: -275, Reference: expect.stringMatching(/^PAY-2024-/) });
    const charges = (await history({ Type: 'Charge' })).json.data.Transactions;
    expect(charges.map((c: { Reference: string; Amount: number }) => [c.Reference, c.Amount])).toEqual([[INV(5), -315], [INV(3), -525], [INV(1), -210]]);
    expect((await history({ Type: 'Payment' })).json.data.Total).toBe(8);
  });

  it('filters by Dubai day and pages', async () => {
    expect((await history({ From: '2024-04-11' })).json.data.Total).toBe(2);
    expect((await history({ To: '2024-04-10' })).json.data.Total).toBe(9);
    expect((await history({ From: '2024-04-12' })).json.data.Total).toBe(0);
    const page = await history({ limit: 5, page: 3 });
    expect([page.json.data.Transactions.length, page.json.data.Page]).toEqual([1, 3]);
    expect((await history({ From: '2024-04-11', To: '2024-04-10' })).status).toBe(400);
    expect((await history({ From: '11/04/2024' })).status).toBe(400);
  });

  it('keeps accounts apart; the Admin sees every account', async () => {
    const desert = (await history({}, b.tokens.desert)).json.data;
    expect(desert.Transactions.map((x: { Reference: string }) => x.Reference)).toEqual([INV(4), INV(2)]);
    const oasis = (await history({ limit: 100 }, b.tokens.oasis)).json.data;
    expect(oasis.Transactions.every((x: { AccountNo: string }) => x.AccountNo === '100002')).toBe(true);
    const admin = (await history({}, b.tokens.admin)).json.data;
    expect(admin.Total).toBe(11 + 2 + oasis.Total);
    expect((await t.call('POST', 'TransactionHistory', { body: {} })).status).toBe(401);
  });

  it('keeps the provider and status lists equal to the schema', () => {
    expect([...PAYMENT_PROVIDER_NAMES]).toEqual([...PAYMENT_PROVIDERS]);
    expect([...PAYMENT_STATUS_NAMES]).toEqual([...PAYMENT_STATUSES]);
  });
});

describe('bad input', () => {
  it('declares who may call each billing route', () => {
    for (const r of [
      { method: 'POST', path: 'GenerateInvoices', access: 'admin' },
      { method: 'POST', path: 'Invoices', access: 'user' },
      { method: 'POST', path: 'InvoicePDF', access: 'user' },
      { method: 'GET', path: 'DueInvoices', access: 'user' },
      { method: 'POST', path: 'DueInvoices', access: 'user' },
      { method: 'POST', path: 'PaymentDues', access: 'user' },
      { method: 'POST', path: 'pay', access: 'user' },
      { method: 'POST', path: 'Payments', access: 'user' },
      { method: 'PUT', path: 'Payment', access: 'admin' },
      { method: 'POST', path: 'TransactionHistory', access: 'user' },
    ]) expect(t.api.routeList).toContainEqual(r);
  });

  it('never answers 5xx to junk, and stores nothing', async () => {
    const before = await count('payments');
    const junk = ['', '{}', '[]', 'null', '"x"', '\u0000', '{"InvoiceNos":{"$ne":1}}', '{"InvoiceNos":[null]}', '{"Amount":{"toString":1}}',
      '{"Provider":"CardTest","Amount":1,"Card":"x"}', '{"Provider":"CardTest","Amount":1,"Card":{"Number":{"a":1}}}', '{"Period":["2024-01"]}',
      '{"InvoiceNo":null}', '{"page":-1,"limit":1000}', '{"From":"2024-02-30"}', '{"_id":{"$gt":""},"Status":"Succeeded"}', '{"AccountNo":{"$ne":""}}'];
    const calls: Array<[string, string, string]> = [
      ['POST', 'pay', b.tokens.alnoor], ['POST', 'Payments', b.tokens.alnoor], ['PUT', 'Payment', b.tokens.admin],
      ['POST', 'TransactionHistory', b.tokens.alnoor], ['POST', 'GenerateInvoices', b.tokens.admin], ['POST', 'Invoices', b.tokens.alnoor],
      ['POST', 'InvoicePDF', b.tokens.alnoor], ['POST', 'DueInvoices', b.tokens.alnoor], ['POST', 'PaymentDues', b.tokens.alnoor],
    ];
    for (const [method, path, token] of calls) {
      for (const raw of junk) {
        const res = await t.call(method, path, { rawBody: raw, token, headers: { 'idempotency-key': newKey() } });
        expect({ path, raw, ok: res.status < 500 }).toEqual({ path, raw, ok: true });
      }
    }
    expect((await t.call('GET', 'DueInvoices?AccountNo[]=1', { token: b.tokens.alnoor })).status).toBeLessThan(500);
    expect(await count('payments')).toBe(before);
  });
});

describe('a card payment left Pending by a crash', () => {
  it('is released after 15 minutes, so its invoice can be paid again', async () => {
    // Recorded and reserved, then the process stopped before the provider answered.
    const start = new Date(t.clock.now.getTime() + 86_400_000);
    t.clock.now = start;
    const [{ id: userId }] = await queryRows<{ id: string }>(t.database, sql`select id from users where username = 'desert.rose'`);
    const reserved = await t.database.db.transaction((tx) =>
      reservePayment(tx, { Provider: 'CardTest', InvoiceNos: [INV(4)], Card: CARD } as PayInput, {
        accountId: b.account.desert,
        userId,
        now: start,
        key: 'crashed',
        hash: 'crashed',
        reference: 'Card •••• 4242 (test mode)',
      }),
    );
    expect(reserved.kind).toBe('created');
    // Still in flight for all anyone knows: the invoice stays reserved.
    t.clock.now = new Date(start.getTime() + STALE_CARD_PAYMENT_MS - 1_000);
    const early = await pay(byCard({ InvoiceNos: [INV(4)] }), { token: b.tokens.desert });
    expect(early.status).toBe(422);

    t.clock.now = new Date(start.getTime() + STALE_CARD_PAYMENT_MS + 1_000);
    const later = await pay(byCard({ InvoiceNos: [INV(4)] }), { token: b.tokens.desert });
    expect([later.status, later.json.data.Status, later.json.data.Amount]).toEqual([201, 'Succeeded', 52.5]);
    expect(await queryRows(t.database, sql`select status, failure_reason from payments where idempotency_key = 'crashed'`)).toEqual([
      { status: 'Failed', failure_reason: STALE_CARD_REASON },
    ]);
    expect(await storedInvoice(t, INV(4))).toEqual({ total: 5_250, paid: 5_250, status: 'Paid' });
    // A bank transfer waiting for the Admin is never swept.
    const transfer = await pay({ Provider: 'BankTransfer', InvoiceNos: [INV(2)], Reference: 'FT-STALE-1' }, { token: b.tokens.desert });
    expect([transfer.status, transfer.json.data.Status]).toEqual([201, 'Pending']);
    expect(await releaseStaleCardPayments(t.database.db, new Date(t.clock.now.getTime() + 30 * 86_400_000))).toBe(0);
    expect(await queryRows(t.database, sql`select status from payments where reference = 'FT-STALE-1'`)).toEqual([{ status: 'Pending' }]);
  });
});
