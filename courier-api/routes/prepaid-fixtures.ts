// Set-up shared by the prepaid tests (prepaid.test.ts, shipment-cancel.test.ts,
// prepaid-concurrency.test.ts): extra prepaid accounts, the calls as the
// portal makes them, and what the ledger holds.
import { sql } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords';
import { DEMO_PASSWORD } from '../db/seed';
import { accounts, PERMISSION_KEYS, users, type PaymentType } from '../db/schema';
import { queryRows, type TestApi } from '../test-utils';

let counter = 0;

/** A new active account with one user holding every permission; returns its number and a token. */
export async function newAccount(t: TestApi, paymentType: PaymentType, balanceFils = 0): Promise<{ accountNo: string; accountId: string; token: string }> {
  const n = ++counter;
  const accountNo = `9${String(n).padStart(5, '0')}`;
  const [account] = await t.database.db
    .insert(accounts)
    .values({ accountNo, companyName: `Test Company ${n}`, paymentType, balanceFils })
    .returning({ id: accounts.id });
  const name = `prepaid.test.${n}`;
  await t.database.db.insert(users).values({
    username: name,
    email: `${name}@example.ae`,
    fullName: `Test User ${n}`,
    passwordHash: await hashPassword(DEMO_PASSWORD),
    accountId: account!.id,
    permissions: Object.fromEntries(PERMISSION_KEYS.map((k) => [k, true])) as never,
  });
  const res = await t.call('POST', 'auth/signin', { body: { email: name, password: DEMO_PASSWORD } });
  return { accountNo, accountId: account!.id, token: res.json.data.access_token as string };
}

export const topupBody = (over: object = {}) => ({ Amount: 250.5, Method: 'BankTransfer', Reference: 'FT26112300123', ...over });

export function requestTopup(t: TestApi, token: string, body: unknown, key?: string) {
  return t.call('POST', 'TopupRequest', { token, body, headers: key === undefined ? {} : { 'idempotency-key': key } });
}

export function reviewTopup(t: TestApi, token: string, _id: string, Status: string, Note = '') {
  return t.call('PUT', 'TopupRequest', { token, body: { _id, Status, Note } });
}

export interface LedgerRow {
  kind: string;
  amount: number;
  after: number;
  reference: string | null;
  description: string;
}

/** The account's ledger, oldest first. */
export async function ledgerOf(t: TestApi, accountNo: string): Promise<LedgerRow[]> {
  return queryRows<LedgerRow>(
    t.database,
    sql`select l.kind, l.amount_fils::int as amount, l.balance_after_fils::int as after, l.reference, l.description
        from ledger_entries l join accounts a on a.id = l.account_id where a.account_no = ${accountNo} order by l.id`,
  );
}

export async function balanceOf(t: TestApi, accountNo: string): Promise<number> {
  return Number((await queryRows<{ b: string }>(t.database, sql`select balance_fils as b from accounts where account_no = ${accountNo}`))[0]!.b);
}

export async function topupCount(t: TestApi): Promise<number> {
  return (await queryRows<{ n: number }>(t.database, sql`select count(*)::int as n from topup_requests`))[0]!.n;
}
