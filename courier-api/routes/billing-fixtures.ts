// Set-up shared by invoices.test.ts and payments.test.ts: the demo logins, a
// second postpaid account with its own user (Desert Rose Events, 100903),
// charged shipments at chosen instants, and the Admin's GenerateInvoices.
// The tests bill 2024, far from the seeded shipments of the last 90 days.
import { sql } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords';
import { accounts, shipments, users, PERMISSION_KEYS } from '../db/schema';
import { DEMO_PASSWORD } from '../db/seed';
import { generateAwb } from '../services/awb';
import { queryRows, type TestApi } from '../test-utils';

/** Wednesday 10 April 2024, 12:00 in Dubai: the tests' frozen clock. */
export const NOW = new Date('2024-04-10T08:00:00Z');

export type Who = 'alnoor' | 'oasis' | 'desert' | 'admin' | 'sub';
export interface Billing {
  tokens: Record<Who, string>;
  account: Record<'alnoor' | 'oasis' | 'desert', string>;
}

export async function setUpBilling(t: TestApi): Promise<Billing> {
  const [desert] = await t.database.db
    .insert(accounts)
    .values({ accountNo: '100903', companyName: 'Desert Rose Events LLC', paymentType: 'PD', creditLimitFils: 1_000_000, trn: '100555666700003', city: 'Abu Dhabi' })
    .returning({ id: accounts.id });
  await t.database.db.insert(users).values({
    username: 'desert.rose',
    email: 'finance@desertrose.ae',
    fullName: 'Huda Al Hammadi',
    passwordHash: await hashPassword(DEMO_PASSWORD),
    accountId: desert!.id,
    permissions: Object.fromEntries(PERMISSION_KEYS.map((k) => [k, true])) as never,
  });
  const ids = await queryRows<{ id: string; account_no: string }>(t.database, sql`select id, account_no from accounts`);
  const byNo = (no: string) => ids.find((a) => a.account_no === no)!.id;
  const signIn = async (email: string) => {
    const res = await t.call('POST', 'auth/signin', { body: { email, password: DEMO_PASSWORD } });
    return res.json.data.access_token as string;
  };
  return {
    tokens: {
      alnoor: await t.login('postpaid'),
      oasis: await t.login('prepaid'),
      admin: await t.login('admin'),
      sub: await t.login('subUser'),
      desert: await signIn('finance@desertrose.ae'),
    },
    account: { alnoor: byNo('100001'), oasis: byNo('100002'), desert: desert!.id },
  };
}

/** A charged shipment of the account created at `at` (an ISO instant; +04:00 for Dubai times). */
export async function charged(t: TestApi, accountId: string, at: string, totalFils: number, vatFils: number, over: Partial<typeof shipments.$inferInsert> = {}) {
  const [row] = await t.database.db
    .insert(shipments)
    .values({
      awbNo: generateAwb(),
      accountId,
      serviceCode: vatFils > 0 ? 'NDD' : 'IEX',
      originCity: 'Dubai', originCityCode: 'DXB', originCountry: 'AE',
      destinationCity: vatFils > 0 ? 'Abu Dhabi' : 'Riyadh',
      destinationCityCode: vatFils > 0 ? 'AUH' : 'RUH',
      destinationCountry: vatFils > 0 ? 'AE' : 'SA',
      status: 'DELIVERED',
      progress: 5,
      weightGrams: 1000,
      senderName: 'Test Sender',
      receiverName: 'Test Receiver',
      baseFils: totalFils - vatFils,
      vatFils,
      totalFils,
      createdAt: new Date(at),
      ...over,
    })
    .returning({ id: shipments.id, awbNo: shipments.awbNo });
  return row!;
}

export const generate = (t: TestApi, token: string, Period: unknown) => t.call('POST', 'GenerateInvoices', { token, body: { Period } });

/** An invoice number's figures as stored (fils). */
export async function storedInvoice(t: TestApi, invoiceNo: string) {
  const [row] = await queryRows<{ total: number; paid: number; status: string }>(
    t.database,
    sql`select total_fils::int as total, paid_fils::int as paid, status from invoices where invoice_no = ${invoiceNo}`,
  );
  return row!;
}

/** The body of a PDF answer (t.call reads bodies as text, which would mangle it). */
export async function pdfOf(t: TestApi, token: string, body: unknown) {
  const res = await t.api.request('/InvoicePDF', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  return { status: res.status, type: res.headers.get('content-type'), disposition: res.headers.get('content-disposition'), bytes: new Uint8Array(await res.arrayBuffer()) };
}
