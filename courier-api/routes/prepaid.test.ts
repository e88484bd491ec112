// Top-up requests, their review, PrepaidPaymentHistory and
// PrepaidAccountStatus against the real API on a real database: shapes,
// access, account isolation, validation (nothing written), Idempotency-Key
// under races, approval exactly once under races, and a ledger whose running
// balance reconciles. Refunds: shipment-cancel.test.ts; the 200-airway-bill
// race: prepaid-concurrency.test.ts.
import { sql } from 'drizzle-orm';
import { LEDGER_KIND_NAMES, TOPUP_METHOD_NAMES, TOPUP_STATUS_NAMES } from '@/lib/schemas/prepaid';
import { LEDGER_KINDS, TOPUP_METHODS, TOPUP_STATUSES } from '../db/schema';
import { queryRows, useTestApi } from '../test-utils';
import {
  ACCOUNT_NO_REQUIRED,
  ACCOUNT_NOT_FOUND,
  ACCOUNT_NOT_PREPAID,
  ALREADY_REVIEWED,
  KEY_REUSED,
  NO_ACCOUNT,
  NOT_PREPAID,
  REPLAYED,
  SUBMITTED,
  TOPUP_NOT_FOUND,
} from './prepaid';
import { balanceOf, ledgerOf, newAccount, requestTopup, reviewTopup, topupBody, topupCount } from './prepaid-fixtures';
import { NO_LONGER_PREPAID } from '../services/prepaid/topups';

/** Monday 23 November 2026, 10:30 in Dubai. */
const NOW = new Date('2026-11-23T06:30:00Z');
const { t, tokens } = useTestApi({ now: NOW, logins: { oasis: 'prepaid', alnoor: 'postpaid', subUser: 'subUser', admin: 'admin' } });

/** A pending request on `token`'s account; returns its _id. */
async function pending(token: string, over: object = {}): Promise<string> {
  const res = await requestTopup(t, token, topupBody(over));
  expect(res.status).toBe(201);
  return res.json.data._id;
}

describe('registration and shared lists', () => {
  it('registers every call with its access', () => {
    expect(t.api.routeList).toEqual(
      expect.arrayContaining([
        { method: 'POST', path: 'TopupRequest', access: 'user' },
        { method: 'GET', path: 'TopupRequests', access: 'admin' },
        { method: 'PUT', path: 'TopupRequest', access: 'admin' },
        { method: 'POST', path: 'PrepaidPaymentHistory', access: 'user' },
        { method: 'POST', path: 'PrepaidAccountStatus', access: 'user' },
        { method: 'POST', path: 'CancelShipment', access: { permission: 'Airway_Bill_Generation' } },
      ]),
    );
  });

  it('keeps the schema lists and the form lists equal', () => {
    expect([...TOPUP_METHOD_NAMES]).toEqual([...TOPUP_METHODS]);
    expect([...TOPUP_STATUS_NAMES]).toEqual([...TOPUP_STATUSES]);
    expect([...LEDGER_KIND_NAMES]).toEqual([...LEDGER_KINDS]);
  });
});

describe('POST TopupRequest', () => {
  it('stores a pending request with the next number and answers 201 with it', async () => {
    const res = await requestTopup(t, tokens.oasis, topupBody({ Amount: '250.50', Reference: '  FT-1  ' }));
    expect(res.status).toBe(201);
    expect(res.json.data).toEqual({
      _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      RequestNo: expect.stringMatching(/^TU\d{6}$/),
      AccountNo: '100002',
      CompanyName: 'Oasis Handmade Boutique',
      Amount: 250.5,
      Method: 'BankTransfer',
      Reference: 'FT-1',
      Status: 'Pending',
      Note: '',
      RequestedBy: 'Rahul Menon',
      ReviewedBy: null,
      ReviewedAt: null,
      CreatedAt: NOW.toISOString(),
    });
    expect(res.json.message).toBe(SUBMITTED(res.json.data.RequestNo));
    const [row] = await queryRows<{ amount: number }>(t.database, sql`select amount_fils::int as amount from topup_requests where id = ${res.json.data._id}`);
    expect(row!.amount).toBe(25_050);
    const next = await requestTopup(t, tokens.oasis, topupBody({ Method: 'Cash', Reference: '' }));
    expect(Number(next.json.data.RequestNo.slice(2))).toBe(Number(res.json.data.RequestNo.slice(2)) + 1);
    expect(next.json.data.Reference).toBe('');
  });

  it('leaves the balance alone until an Admin approves', async () => {
    const before = await balanceOf(t, '100002');
    await pending(tokens.oasis);
    expect(await balanceOf(t, '100002')).toBe(before);
  });

  it.each([
    [{ Amount: 9.99 }, 'Amount', 'The smallest top-up is AED 10.'],
    [{ Amount: 100_000.01 }, 'Amount', 'Amount must be at most 100,000 AED.'],
    [{ Amount: 12.345 }, 'Amount', 'Amount may have at most 2 decimals.'],
    [{ Amount: -50 }, 'Amount', 'The smallest top-up is AED 10.'],
    [{ Amount: 'ten' }, 'Amount', 'Amount must be a number.'],
    [{ Amount: undefined }, 'Amount', 'Amount is required.'],
    [{ Method: 'Cheque' }, 'Method', 'Please choose how you will pay from the list.'],
    [{ Method: '' }, 'Method', 'Please choose how you will pay.'],
    [{ Reference: '' }, 'Reference', 'Please enter the bank transfer reference.'],
    [{ Reference: '<b>x</b>' }, 'Reference', 'Reference must not contain < or >.'],
    [{ Reference: 'x'.repeat(101) }, 'Reference', 'Reference must be at most 100 characters.'],
    [{ Reference: { $ne: 1 } }, 'Reference', 'Reference must be text.'],
  ])('refuses %j with 400 on %s, writing nothing', async (over, field, message) => {
    const before = await topupCount(t);
    const res = await requestTopup(t, tokens.oasis, topupBody(over));
    expect(res.status).toBe(400);
    expect(res.json.errors[field]).toBe(message);
    expect(await topupCount(t)).toBe(before);
  });

  it('accepts the bounds: AED 10 and AED 100,000', async () => {
    expect((await requestTopup(t, tokens.oasis, topupBody({ Amount: 10 }))).status).toBe(201);
    expect((await requestTopup(t, tokens.oasis, topupBody({ Amount: 100_000 }))).status).toBe(201);
  });

  it('is for prepaid accounts only: 422 for postpaid users (sub-users too), 403 for the Admin, 401 without a token', async () => {
    const before = await topupCount(t);
    for (const token of [tokens.alnoor, tokens.subUser]) {
      const res = await requestTopup(t, token, topupBody());
      expect([res.status, res.json.message]).toEqual([422, NOT_PREPAID]);
    }
    const byAdmin = await requestTopup(t, tokens.admin, topupBody());
    expect([byAdmin.status, byAdmin.json.message]).toEqual([403, NO_ACCOUNT]);
    expect((await t.call('POST', 'TopupRequest', { body: topupBody() })).status).toBe(401);
    expect(await topupCount(t)).toBe(before);
  });
});

describe('TopupRequest Idempotency-Key', () => {
  it('answers the same key and request with the first one (200), storing one', async () => {
    const first = await requestTopup(t, tokens.oasis, topupBody(), 'topup-form-1');
    const before = await topupCount(t);
    const again = await requestTopup(t, tokens.oasis, { Reference: 'FT26112300123 ', Method: 'BankTransfer', Amount: '250.50' }, 'topup-form-1');
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(again.json.message).toBe(REPLAYED);
    expect(again.json.data).toEqual(first.json.data);
    expect(await topupCount(t)).toBe(before);
  });

  it('refuses the same key with a different request (409)', async () => {
    await requestTopup(t, tokens.oasis, topupBody(), 'topup-form-2');
    const before = await topupCount(t);
    const res = await requestTopup(t, tokens.oasis, topupBody({ Amount: 300 }), 'topup-form-2');
    expect([res.status, res.json.message]).toEqual([409, KEY_REUSED]);
    expect(await topupCount(t)).toBe(before);
  });

  it('stores one request when the same submit races in five times, and numbers stay gap-free', async () => {
    const before = await topupCount(t);
    const results = await Promise.all([1, 2, 3, 4, 5].map(() => requestTopup(t, tokens.oasis, topupBody(), 'double-click-topup')));
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(results.map((r) => r.json.data.RequestNo)).size).toBe(1);
    expect(await topupCount(t)).toBe(before + 1);
    const numbers = await queryRows<{ no: string }>(t.database, sql`select request_no as no from topup_requests order by request_no`);
    expect(numbers.map((r) => r.no)).toEqual(numbers.map((_, i) => `TU${String(i + 1).padStart(6, '0')}`));
  });

  it('scopes keys per account', async () => {
    const other = await newAccount(t, 'PP');
    const a = await requestTopup(t, tokens.oasis, topupBody(), 'shared-topup-key');
    const b = await requestTopup(t, other.token, topupBody(), 'shared-topup-key');
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(b.json.data.AccountNo).toBe(other.accountNo);
  });

  it('refuses a malformed key with 400', async () => {
    const res = await requestTopup(t, tokens.oasis, topupBody(), 'not a key!');
    expect(res.status).toBe(400);
    expect(res.json.errors['Idempotency-Key']).toBeDefined();
  });
});

describe('GET TopupRequests (Admin queue)', () => {
  it('lists every account’s requests, filtered by status and search, paged', async () => {
    const other = await newAccount(t, 'PP');
    await pending(other.token, { Amount: 75 });
    const res = await t.call('GET', `TopupRequests?status=Pending&limit=100`, { token: tokens.admin });
    expect(res.status).toBe(200);
    const list = res.json.data;
    expect(list.Page).toBe(1);
    expect(list.TopupRequests.every((r: { Status: string }) => r.Status === 'Pending')).toBe(true);
    expect(list.TopupRequests.map((r: { AccountNo: string }) => r.AccountNo)).toEqual(expect.arrayContaining(['100002', other.accountNo]));
    const found = await t.call('GET', `TopupRequests?search=${encodeURIComponent(other.accountNo)}`, { token: tokens.admin });
    expect(found.json.data.TopupRequests.map((r: { AccountNo: string }) => r.AccountNo)).toEqual([other.accountNo]);
    const paged = await t.call('GET', 'TopupRequests?limit=2&page=2', { token: tokens.admin });
    expect(paged.json.data).toMatchObject({ Page: 2, Limit: 2, Total: await topupCount(t) });
    expect(paged.json.data.TopupRequests).toHaveLength(2);
  });

  it('is for the Admin only, and validates its query', async () => {
    expect((await t.call('GET', 'TopupRequests', { token: tokens.oasis })).status).toBe(403);
    const bad = await t.call('GET', 'TopupRequests?status=Lost&page=0', { token: tokens.admin });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.errors).sort()).toEqual(['page', 'status']);
  });
});

describe('PUT TopupRequest (review)', () => {
  it('approves: credits the balance and writes one ledger entry with the balance after it', async () => {
    const id = await pending(tokens.oasis, { Amount: 1234.56, Reference: 'FT-777' });
    const before = await balanceOf(t, '100002');
    const entries = (await ledgerOf(t, '100002')).length;
    const res = await reviewTopup(t, tokens.admin, id, 'Approved', 'Received on 23 Nov');
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ _id: id, Status: 'Approved', Note: 'Received on 23 Nov', ReviewedBy: 'Maryam Al Zaabi', ReviewedAt: NOW.toISOString() });
    expect(res.json.message).toBe(`Top-up ${res.json.data.RequestNo} is approved: AED 1,234.56 was added to the balance of account 100002.`);
    expect(await balanceOf(t, '100002')).toBe(before + 123_456);
    const ledger = await ledgerOf(t, '100002');
    expect(ledger).toHaveLength(entries + 1);
    expect(ledger.at(-1)).toEqual({
      kind: 'topup',
      amount: 123_456,
      after: before + 123_456,
      reference: res.json.data.RequestNo,
      description: `Top-up ${res.json.data.RequestNo} (Bank transfer, ref. FT-777)`,
    });
  });

  it('rejects with a reason: nothing is credited; the reason is required', async () => {
    const id = await pending(tokens.oasis);
    const before = await balanceOf(t, '100002');
    const noReason = await reviewTopup(t, tokens.admin, id, 'Rejected', '  ');
    expect([noReason.status, noReason.json.errors?.Note]).toEqual([400, 'Please say why the top-up is rejected.']);
    const res = await reviewTopup(t, tokens.admin, id, 'Rejected', 'No transfer with this reference');
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ Status: 'Rejected', Note: 'No transfer with this reference' });
    expect(await balanceOf(t, '100002')).toBe(before);
  });

  it('reviews a request once: a second decision is 409 and changes nothing', async () => {
    const id = await pending(tokens.oasis, { Amount: 40 });
    await reviewTopup(t, tokens.admin, id, 'Approved');
    const balance = await balanceOf(t, '100002');
    for (const status of ['Approved', 'Rejected']) {
      const res = await reviewTopup(t, tokens.admin, id, status, 'again');
      expect([res.status, res.json.message]).toEqual([409, ALREADY_REVIEWED('Approved')]);
    }
    expect(await balanceOf(t, '100002')).toBe(balance);
  });

  it('credits exactly once when five Admins approve at the same moment', async () => {
    const id = await pending(tokens.oasis, { Amount: 500 });
    const before = await balanceOf(t, '100002');
    const entries = (await ledgerOf(t, '100002')).length;
    const results = await Promise.all([1, 2, 3, 4, 5].map(() => reviewTopup(t, tokens.admin, id, 'Approved')));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await balanceOf(t, '100002')).toBe(before + 50_000);
    expect(await ledgerOf(t, '100002')).toHaveLength(entries + 1);
  });

  it('lets one of a racing approval and rejection win, and the balance agrees with the winner', async () => {
    const id = await pending(tokens.oasis, { Amount: 60 });
    const before = await balanceOf(t, '100002');
    const results = await Promise.all([reviewTopup(t, tokens.admin, id, 'Approved'), reviewTopup(t, tokens.admin, id, 'Rejected', 'Duplicate')]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = results.find((r) => r.status === 200)!.json.data.Status;
    expect(await balanceOf(t, '100002')).toBe(before + (winner === 'Approved' ? 6_000 : 0));
  });

  it('does not credit an account that is no longer prepaid (422, the request stays pending)', async () => {
    const other = await newAccount(t, 'PP');
    const id = await pending(other.token);
    await t.database.db.execute(sql`update accounts set payment_type = 'PD' where account_no = ${other.accountNo}`);
    const res = await reviewTopup(t, tokens.admin, id, 'Approved');
    expect([res.status, res.json.message]).toEqual([422, NO_LONGER_PREPAID]);
    expect(await balanceOf(t, other.accountNo)).toBe(0);
    const [row] = await queryRows<{ status: string }>(t.database, sql`select status from topup_requests where id = ${id}`);
    expect(row!.status).toBe('Pending');
    expect((await reviewTopup(t, tokens.admin, id, 'Rejected', 'Account is postpaid now')).status).toBe(200);
  });

  it('answers 404 for an unknown request, 400 for bad input, 403 for customers', async () => {
    const unknown = await reviewTopup(t, tokens.admin, '00000000-0000-4000-8000-000000000000', 'Approved');
    expect([unknown.status, unknown.json.message]).toEqual([404, TOPUP_NOT_FOUND]);
    const bad = await reviewTopup(t, tokens.admin, 'nope', 'Pending');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.errors).sort()).toEqual(['Status', '_id']);
    const id = await pending(tokens.oasis);
    expect((await reviewTopup(t, tokens.oasis, id, 'Approved')).status).toBe(403);
  });
});

describe('POST PrepaidPaymentHistory', () => {
  it('lists only the caller’s account’s requests, newest first, with status and date filters', async () => {
    const other = await newAccount(t, 'PP');
    const mine = await pending(other.token, { Amount: 11 });
    const later = await pending(other.token, { Amount: 12 });
    // Made two days later (moving the test clock would expire the tokens instead).
    await t.database.db.execute(sql`update topup_requests set created_at = '2026-11-25T08:00:00Z' where id = ${later}`);
    await reviewTopup(t, tokens.admin, later, 'Approved');
    const all = await t.call('POST', 'PrepaidPaymentHistory', { token: other.token, body: {} });
    expect(all.status).toBe(200);
    expect(all.json.data).toMatchObject({ Total: 2, Page: 1, Limit: 10 });
    expect(all.json.data.TopupRequests.map((r: { _id: string }) => r._id)).toEqual([later, mine]);
    const approved = await t.call('POST', 'PrepaidPaymentHistory', { token: other.token, body: { Status: 'Approved' } });
    expect(approved.json.data.TopupRequests.map((r: { _id: string }) => r._id)).toEqual([later]);
    const day = await t.call('POST', 'PrepaidPaymentHistory', { token: other.token, body: { From: '2026-11-23', To: '2026-11-24' } });
    expect(day.json.data.TopupRequests.map((r: { _id: string }) => r._id)).toEqual([mine]);
    const after = await t.call('POST', 'PrepaidPaymentHistory', { token: other.token, body: { From: '2026-11-25' } });
    expect(after.json.data.TopupRequests.map((r: { _id: string }) => r._id)).toEqual([later]);
    // AccountNo in the query is the Admin's tool: a customer still sees only their own.
    const sneaky = await t.call('POST', 'PrepaidPaymentHistory?AccountNo=100002', { token: other.token, body: {} });
    expect(sneaky.json.data.Total).toBe(2);
  });

  it('validates its filters', async () => {
    const res = await t.call('POST', 'PrepaidPaymentHistory', { token: tokens.oasis, body: { From: '2026-11-30', To: '2026-11-01', Status: 'Lost', limit: 500 } });
    expect(res.status).toBe(400);
    expect(Object.keys(res.json.errors).sort()).toEqual(['From', 'Status', 'limit']);
  });

  it('gives the Admin every account, or one with ?AccountNo=; refuses postpaid customers', async () => {
    const all = await t.call('POST', 'PrepaidPaymentHistory', { token: tokens.admin, body: { limit: 100 } });
    expect(all.json.data.Total).toBe(await topupCount(t));
    const one = await t.call('POST', 'PrepaidPaymentHistory?AccountNo=100002', { token: tokens.admin, body: { limit: 100 } });
    expect(one.json.data.TopupRequests.every((r: { AccountNo: string }) => r.AccountNo === '100002')).toBe(true);
    expect((await t.call('POST', 'PrepaidPaymentHistory?AccountNo=100001', { token: tokens.admin, body: {} })).json.message).toBe(ACCOUNT_NOT_PREPAID('100001'));
    const res = await t.call('POST', 'PrepaidPaymentHistory', { token: tokens.alnoor, body: {} });
    expect([res.status, res.json.message]).toEqual([422, NOT_PREPAID]);
  });
});

describe('POST PrepaidAccountStatus', () => {
  it('shows the balance, pending top-ups, the last top-up and a ledger whose running balance reconciles', async () => {
    const acct = await newAccount(t, 'PP', 10_000);
    const approvedId = await pending(acct.token, { Amount: 200 });
    await reviewTopup(t, tokens.admin, approvedId, 'Approved');
    await pending(acct.token, { Amount: 30 });
    await pending(acct.token, { Amount: 45.5 });
    const res = await t.call('POST', 'PrepaidAccountStatus', { token: acct.token, body: {} });
    expect(res.status).toBe(200);
    const s = res.json.data;
    expect(s).toMatchObject({
      AccountNo: acct.accountNo,
      Balance: 300,
      Currency: 'AED',
      PendingTopups: { Count: 2, Amount: 75.5 },
      LastTopup: { Amount: 200, ApprovedAt: NOW.toISOString() },
    });
    expect(s.Ledger).toMatchObject({ Total: 1, OpeningBalance: 100, Credits: 200, Debits: 0, ClosingBalance: 300 });
    expect(s.Ledger.Entries).toEqual([
      { _id: expect.any(String), Date: NOW.toISOString(), Kind: 'topup', Description: expect.stringMatching(/^Top-up TU\d{6} \(Bank transfer/), Reference: s.LastTopup.RequestNo, Amount: 200, Balance: 300 },
    ]);
  });

  it('pages the ledger newest first; each line’s balance is the older line’s plus its amount', async () => {
    const acct = await newAccount(t, 'PP');
    for (const amount of [10, 20, 30, 40, 50]) await reviewTopup(t, tokens.admin, await pending(acct.token, { Amount: amount }), 'Approved');
    const page1 = (await t.call('POST', 'PrepaidAccountStatus', { token: acct.token, body: { limit: 3 } })).json.data.Ledger;
    const page2 = (await t.call('POST', 'PrepaidAccountStatus', { token: acct.token, body: { limit: 3, page: 2 } })).json.data.Ledger;
    const lines = [...page1.Entries, ...page2.Entries];
    expect(lines.map((l: { Amount: number }) => l.Amount)).toEqual([50, 40, 30, 20, 10]);
    expect(lines.map((l: { Balance: number }) => l.Balance)).toEqual([150, 100, 60, 30, 10]);
    for (let i = 0; i < lines.length - 1; i++) expect(lines[i].Balance).toBeCloseTo(lines[i + 1].Balance + lines[i].Amount, 2);
    expect(page1).toMatchObject({ Total: 5, OpeningBalance: 0, Credits: 150, ClosingBalance: 150 });
  });

  it('limits the ledger to a date range, with the range’s opening and closing balance', async () => {
    const acct = await newAccount(t, 'PP');
    // Three approvals, then their ledger lines dated as if made on those days (moving the clock would expire the tokens).
    const days = ['2026-11-01T06:00:00Z', '2026-11-10T06:00:00Z', '2026-11-10T21:00:00Z']; // the last is 11 Nov, 01:00 in Dubai
    for (const [i, amount] of [100, 200, 400].entries()) {
      const res = await reviewTopup(t, tokens.admin, await pending(acct.token, { Amount: amount }), 'Approved');
      await t.database.db.execute(sql`update ledger_entries set created_at = ${days[i]} where reference = ${res.json.data.RequestNo}`);
    }
    const res = await t.call('POST', 'PrepaidAccountStatus', { token: acct.token, body: { From: '2026-11-10', To: '2026-11-10' } });
    expect(res.json.data.Ledger).toMatchObject({ From: '2026-11-10', To: '2026-11-10', Total: 1, OpeningBalance: 100, Credits: 200, Debits: 0, ClosingBalance: 300 });
    expect(res.json.data.Ledger.Entries.map((l: { Amount: number }) => l.Amount)).toEqual([200]);
    expect(res.json.data.Balance).toBe(700);
    const none = await t.call('POST', 'PrepaidAccountStatus', { token: acct.token, body: { From: '2026-10-01', To: '2026-10-31' } });
    expect(none.json.data.Ledger).toMatchObject({ Total: 0, Entries: [], OpeningBalance: 0, ClosingBalance: 0 });
    const late = await t.call('POST', 'PrepaidAccountStatus', { token: acct.token, body: { From: '2026-11-11' } });
    expect(late.json.data.Ledger).toMatchObject({ Total: 1, OpeningBalance: 300, Credits: 400, ClosingBalance: 700 });
  });

  it('gives the Admin the account named in ?AccountNo= (required), and isolates customers', async () => {
    const noName = await t.call('POST', 'PrepaidAccountStatus', { token: tokens.admin, body: {} });
    expect([noName.status, noName.json.message, noName.json.errors]).toEqual([400, ACCOUNT_NO_REQUIRED, { AccountNo: ACCOUNT_NO_REQUIRED }]);
    const named = await t.call('POST', 'PrepaidAccountStatus?AccountNo=100002', { token: tokens.admin, body: {} });
    expect([named.status, named.json.data.AccountNo]).toEqual([200, '100002']);
    const unknown = await t.call('POST', 'PrepaidAccountStatus?AccountNo=999999', { token: tokens.admin, body: {} });
    expect([unknown.status, unknown.json.message]).toEqual([404, ACCOUNT_NOT_FOUND('999999')]);
    const postpaid = await t.call('POST', 'PrepaidAccountStatus?AccountNo=100001', { token: tokens.admin, body: {} });
    expect(postpaid.status).toBe(422);
    expect((await t.call('POST', 'PrepaidAccountStatus?AccountNo=<x>', { token: tokens.admin, body: {} })).status).toBe(400);
    const acct = await newAccount(t, 'PP', 4_200);
    const own = await t.call('POST', 'PrepaidAccountStatus?AccountNo=100002', { token: acct.token, body: {} });
    expect([own.json.data.AccountNo, own.json.data.Balance]).toEqual([acct.accountNo, 42]);
    const res = await t.call('POST', 'PrepaidAccountStatus', { token: tokens.alnoor, body: {} });
    expect([res.status, res.json.message]).toEqual([422, NOT_PREPAID]);
    expect((await t.call('POST', 'PrepaidAccountStatus', { body: {} })).status).toBe(401);
  });
});
