// Set-up shared by the airway bill tests (shipments.test.ts and
// shipments-history.test.ts): requests as the portal sends them, users with
// chosen permissions, and counts of every table a creation writes.
import { sql } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords';
import { DEMO_PASSWORD } from '../db/seed';
import { PERMISSION_KEYS, users, type PermissionKey } from '../db/schema';
import { queryRows, type TestApi } from '../test-utils';

export interface Service {
  id: string;
  code: string;
}

export async function loadServices(t: TestApi): Promise<(code: string) => string> {
  const rows = await queryRows<Service>(t.database, sql`select id, code from service_types`);
  return (code) => rows.find((s) => s.code === code)!.id;
}

export async function accountId(t: TestApi, accountNo: string): Promise<string> {
  return (await queryRows<{ id: string }>(t.database, sql`select id from accounts where account_no = ${accountNo}`))[0]!.id;
}

let userCounter = 0;
/** A user of the account with exactly these permissions; returns a token. */
export async function userWith(t: TestApi, accountNo: string, granted: PermissionKey[]): Promise<string> {
  const name = `awb.user.${++userCounter}`;
  await t.database.db.insert(users).values({
    username: name,
    email: `${name}@example.ae`,
    fullName: 'Test User',
    passwordHash: await hashPassword(DEMO_PASSWORD),
    accountId: await accountId(t, accountNo),
    permissions: Object.fromEntries(PERMISSION_KEYS.map((k) => [k, granted.includes(k)])) as never,
  });
  const res = await t.call('POST', 'auth/signin', { body: { email: name, password: DEMO_PASSWORD } });
  return res.json.data.access_token as string;
}

let phoneCounter = 1_000_000;
/** A UAE mobile number no other test uses, so searches find exactly one shipment. */
export const uniquePhone = () => `+97150${++phoneCounter}`;

/** A domestic airway bill with a typed sender and receiver (Dubai → Abu Dhabi, NDD). */
export function typedBody(serviceId: (code: string) => string, over: Record<string, unknown> = {}) {
  return {
    Sender: { Name: 'Mariam Al Suwaidi', Company: 'Gulf Gifts', Phone: '+971501234567', Email: 'Mariam@Example.ae', AddressLine1: 'Office 1204, Bay Square 7', AddressLine2: 'Business Bay', City: 'dxb' },
    Receiver: { Name: 'Omar Khalid', Phone: uniquePhone(), AddressLine1: 'Villa 7, Street 3', AddressLine2: 'Khalifa City', Country: 'AE', City: 'AUH' },
    ServiceTypeId: serviceId('NDD'),
    Pieces: [{ Weight: 2.5, Length: 30, Width: 20, Height: 15 }, { Weight: 0.4 }],
    Contents: 'Documents',
    DeclaredValue: 200,
    CodAmount: 150,
    Reference: 'PO-1042',
    SpecialInstructions: 'Call on arrival',
    ...over,
  };
}

export function createAwb(t: TestApi, body: unknown, o: { token?: string; key?: string } = {}) {
  const headers: Record<string, string> = o.key === undefined ? {} : { 'idempotency-key': o.key };
  return t.call('POST', 'CreateAirwayBill', { body, token: o.token, headers });
}

export type Counts = { shipments: number; pieces: number; events: number; ledger: number; addresses: number };
export async function counts(t: TestApi): Promise<Counts> {
  const [row] = await queryRows<Counts>(
    t.database,
    sql`select (select count(*) from shipments)::int as shipments, (select count(*) from shipment_pieces)::int as pieces,
               (select count(*) from tracking_events)::int as events, (select count(*) from ledger_entries)::int as ledger,
               (select count(*) from addresses)::int as addresses`,
  );
  return row!;
}

export async function balanceFils(t: TestApi, accountNo: string): Promise<number> {
  return Number((await queryRows<{ b: string }>(t.database, sql`select balance_fils as b from accounts where account_no = ${accountNo}`))[0]!.b);
}

export async function setBalance(t: TestApi, accountNo: string, fils: number) {
  await t.database.db.execute(sql`update accounts set balance_fils = ${fils} where account_no = ${accountNo}`);
}
