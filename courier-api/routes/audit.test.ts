// The audit trail (issue 17) against the real API on a real database: every
// listed action performed through the API writes one entry with the caller,
// IP, request id and the values before and after, in the change's own
// transaction (a refused change writes none); GET AuditLog filters and pages,
// a customer sees only their own account's entries whatever the query says;
// the CSV export parses back; and the table refuses UPDATE and DELETE.
import { sql } from 'drizzle-orm';
import { AUDIT_ACTIONS } from '@/lib/schemas/audit';
import { accounts, codCollections, users } from '../db/schema';
import { queryRows, useTestApi, type TestApi } from '../test-utils';
import { withWebhookSettings } from '../services/webhooks/test-support';
import { charged, generate } from './billing-fixtures';
import { setBalance, loadServices, createAwb, typedBody } from './shipments-fixtures';

const { t, tokens } = useTestApi({
  courierDay: true,
  tokenTtlSeconds: 7 * 86_400,
  logins: { admin: 'admin', ops: 'ops', sunil: 'courier2', alnoor: 'postpaid', oasis: 'prepaid', sub: 'subUser' },
});

interface Entry {
  id: number;
  actor_name: string | null;
  actor_role: string | null;
  ip: string | null;
  request_id: string | null;
  account_id: string | null;
  action: string;
  target_type: string;
  target_id: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

let seq = 0;
let accountIds: Record<string, string>;
const entriesOf = (action: string) => queryRows<Entry>(t.database, sql`select * from audit_log where action = ${action} order by id`);
const total = async () => (await queryRows<{ n: number }>(t.database, sql`select count(*)::int as n from audit_log`))[0]!.n;

/** A call with its own IP and request id, so its entry can be told from the others. */
function act(method: string, path: string, token: string, body?: unknown, api: Pick<TestApi, 'call'> = t) {
  seq++;
  const ip = `198.51.100.${seq % 250}`;
  const requestId = `audit-test-${seq}`;
  return api.call(method, path, { token, body, ip, headers: { 'x-request-id': requestId } }).then((res) => ({ ...res, ip, requestId }));
}

/** The one entry `res` wrote for `action`: its caller, IP and request id are the call's. */
async function entryOf(res: { status: number; json: any; ip: string; requestId: string }, action: string, who: { name: string; role: string }) {
  if (res.status >= 300) throw new Error(`${action}: ${res.status} ${JSON.stringify(res.json)}`);
  const mine = (await entriesOf(action)).filter((e) => e.request_id === res.requestId);
  expect(mine).toHaveLength(1);
  const e = mine[0]!;
  expect(e).toMatchObject({ actor_name: who.name, actor_role: who.role, ip: res.ip, request_id: res.requestId });
  return e;
}

const ADMIN = { name: 'admin', role: 'Admin' };
const OPS = { name: 'ops', role: 'Ops' };
const ALNOOR = { name: 'alnoor', role: 'Customer' };
const OASIS = { name: 'oasis', role: 'Customer' };

beforeAll(async () => {
  const rows = await t.database.db.select({ id: accounts.id, no: accounts.accountNo }).from(accounts);
  accountIds = Object.fromEntries(rows.map((r) => [r.no, r.id]));
  const [ops] = await t.database.db.select({ username: users.username, role: users.role }).from(users).where(sql`${users.role} = 'Ops'`).limit(1);
  OPS.name = ops!.username;
  const [customer] = await t.database.db.select({ role: users.role }).from(users).where(sql`${users.username} = 'alnoor'`);
  ALNOOR.role = customer!.role;
  OASIS.role = customer!.role;
});

describe('entries for each action', () => {
  it('customer activation and rejection, account status and COD settings', async () => {
    const register = async (n: number) => {
      const body = {
        username: `audit.co${n}`,
        full_name: 'Hessa Al Marri',
        email: `orders${n}@audit${n}.ae`,
        company_name: `Audit Roses ${n} LLC`,
        address_line_1: 'Shop 12, Al Wasl Road',
        address_line_2: 'Jumeirah 1',
        phone_number: '+971501234567',
        Country: 'AE',
        City: 'Dubai',
      };
      const res = await t.call('POST', 'auth/register', { body });
      expect(res.status).toBe(201);
      return res.json.data._id as string;
    };
    const [one, two] = [await register(1), await register(2)];
    const activated = await act('POST', 'RegistrationRequests/Activate', tokens.admin, { _id: one, PaymentType: 'PP' });
    const e = await entryOf(activated, 'customer.activated', ADMIN);
    const accountNo = activated.json.data.Account.AccountNo;
    expect(e).toMatchObject({ target_id: one, account_id: activated.json.data.Account._id, before: { status: 'pending' }, after: { status: 'approved', accountNo, paymentType: 'PP' } });
    expect(JSON.stringify(e)).not.toMatch(/OneTimePassword|password_hash|\$argon/i);

    const rejected = await act('POST', 'RegistrationRequests/Reject', tokens.admin, { _id: two, Reason: 'No trade licence.' });
    expect(await entryOf(rejected, 'registration.rejected', ADMIN)).toMatchObject({ target_id: two, after: { status: 'rejected', reason: 'No trade licence.' } });

    const accountId = activated.json.data.Account._id;
    const off = await act('PUT', 'Accounts/Status', tokens.admin, { _id: accountId, Active: false });
    expect(await entryOf(off, 'account.deactivated', ADMIN)).toMatchObject({ target_id: accountNo, account_id: accountId, before: { active: true }, after: { active: false } });
    const on = await act('PUT', 'Accounts/Status', tokens.admin, { _id: accountId, Active: true });
    expect(await entryOf(on, 'account.activated', ADMIN)).toMatchObject({ before: { active: false }, after: { active: true } });
    const cod = await act('PUT', 'Accounts/Cod', tokens.admin, { _id: accountId, CodTransferFee: 12.5, CodSettlesInvoices: true });
    expect(await entryOf(cod, 'account.cod_settings_changed', ADMIN)).toMatchObject({ after: { codTransferFee: 12.5, codSettlesInvoices: true } });
  });

  it('sub-users: create, permission change, details, deactivate, reset, delete', async () => {
    const created = await act('POST', 'users', tokens.alnoor, {
      username: 'alnoor.audit',
      full_name: 'Audit Person',
      email: 'audit.person@alnoortrading.ae',
      dashboard: { Manage_Sub_Users: false, Airway_Bill_Generation: true, Air_Way_bill_history: true, Print_Airway_Bill: false, Pickup_Request: false, Pickup_History: false },
    });
    const userId = created.json.data?.user?._id;
    const c = await entryOf(created, 'user.created', ALNOOR);
    expect(c).toMatchObject({ target_id: userId, account_id: accountIds['100001'], after: { username: 'alnoor.audit', permissions: { Airway_Bill_Generation: true } } });
    expect(JSON.stringify(c)).not.toMatch(/password/i);

    const granted = await act('PUT', 'users', tokens.alnoor, { userId, dashboard: { Pickup_Request: true } });
    const g = await entryOf(granted, 'user.permissions_changed', ALNOOR);
    expect(g).toMatchObject({ account_id: accountIds['100001'], before: { username: 'alnoor.audit', Pickup_Request: false }, after: { Pickup_Request: true } });
    // Only what changed.
    expect(Object.keys(g.after!).sort()).toEqual(['Pickup_Request', 'username']);

    const renamed = await act('PUT', 'users', tokens.alnoor, { userId, full_name: 'Audit Person Two' });
    expect(await entryOf(renamed, 'user.updated', ALNOOR)).toMatchObject({ before: { fullName: 'Audit Person' }, after: { fullName: 'Audit Person Two' } });
    const off = await act('PUT', 'users', tokens.alnoor, { userId, active: false });
    expect(await entryOf(off, 'user.deactivated', ALNOOR)).toMatchObject({ before: { active: true }, after: { active: false } });
    const on = await act('PUT', 'users', tokens.alnoor, { userId, active: true });
    await entryOf(on, 'user.activated', ALNOOR);
    const reset = await act('POST', 'users/ResetPassword', tokens.alnoor, { userId });
    const r = await entryOf(reset, 'user.password_reset', ALNOOR);
    expect(JSON.stringify(r)).not.toContain(reset.json.data.OneTimePassword);
    const removed = await t.call('DELETE', `users?userId=${userId}`, { token: tokens.alnoor, headers: { 'x-request-id': 'audit-delete-user' } });
    expect(removed.status).toBe(200);
    const [d] = (await entriesOf('user.deleted')).filter((e) => e.request_id === 'audit-delete-user');
    expect(d).toMatchObject({ target_id: userId, before: { username: 'alnoor.audit' } });
  });

  it('service types and rate cards', async () => {
    const body = {
      ServiceCode: 'AUD',
      ServiceName: 'Audit Express',
      Scope: 'Domestic',
      Description: 'For the audit test.',
      TransitDaysMin: 1,
      TransitDaysMax: 2,
      Active: true,
      CodAvailable: false,
      FuelSurchargePercent: 5,
      CodFeeMin: 0,
      CodFeePercent: 0,
      SortOrder: 50,
    };
    const created = await act('POST', 'ServiceTypes', tokens.admin, body);
    const id = created.json.data._id;
    expect(await entryOf(created, 'service_type.created', ADMIN)).toMatchObject({ target_id: id, before: null, after: { ServiceCode: 'AUD', FuelSurchargePercent: 5 } });
    const updated = await act('PUT', 'ServiceTypes', tokens.admin, { ...body, _id: id, FuelSurchargePercent: 7.5 });
    const u = await entryOf(updated, 'service_type.updated', ADMIN);
    expect(u).toMatchObject({ before: { code: 'AUD', FuelSurchargePercent: 5 }, after: { code: 'AUD', FuelSurchargePercent: 7.5 } });
    expect(Object.keys(u.after!).sort()).toEqual(['FuelSurchargePercent', 'code']);

    const card = { _id: id, Zones: [{ Zone: 'A', ZoneName: 'Dubai', Destinations: ['Dubai'], Slabs: [{ UpToKg: 1, Price: 10 }], AdditionalBandKg: 1, AdditionalBandPrice: 4 }] };
    const put = await act('PUT', 'RateCard', tokens.admin, card);
    const rc = await entryOf(put, 'rate_card.updated', ADMIN);
    expect(rc).toMatchObject({ target_id: id, before: { serviceCode: 'AUD', zones: [] }, after: { zones: [{ Zone: 'A', Slabs: [{ UpToKg: 1, Price: 10 }] }] } });
    const imported = await act('POST', 'RateCard/import', tokens.admin, { _id: id, Csv: 'Zone,ZoneName,Destinations,Band,WeightKg,PriceAED\r\nA,Dubai,Dubai,upto,1,12.00\r\nA,Dubai,Dubai,additional,1,4.00\r\n' });
    expect(await entryOf(imported, 'rate_card.imported', ADMIN)).toMatchObject({ before: { zones: [{ Slabs: [{ Price: 10 }] }] }, after: { zones: [{ Slabs: [{ Price: 12 }] }] } });

    const removed = await t.call('DELETE', `ServiceTypes?_id=${id}`, { token: tokens.admin, headers: { 'x-request-id': 'audit-delete-service' } });
    expect(removed.status).toBe(200);
    const [d] = (await entriesOf('service_type.deleted')).filter((e) => e.request_id === 'audit-delete-service');
    expect(d).toMatchObject({ target_id: id, before: { ServiceCode: 'AUD' }, after: null });
  });

  it('top-ups, invoices, payments and a cancel with refund', async () => {
    // Top-up requested by the prepaid customer, approved and rejected by the Admin.
    const request = async (Reference: string) => {
      const res = await t.call('POST', 'TopupRequest', { token: tokens.oasis, body: { Amount: 250.5, Method: 'BankTransfer', Reference }, headers: { 'idempotency-key': Reference } });
      expect(res.status).toBe(201);
      return res.json.data as { _id: string; RequestNo: string };
    };
    const first = await request('FT-AUDIT-1');
    const approved = await act('PUT', 'TopupRequest', tokens.admin, { _id: first._id, Status: 'Approved' });
    expect(await entryOf(approved, 'topup.approved', ADMIN)).toMatchObject({
      target_id: first.RequestNo,
      account_id: accountIds['100002'],
      before: { status: 'Pending', amount: 250.5 },
      after: { status: 'Approved', balance: expect.any(Number) },
    });
    const second = await request('FT-AUDIT-2');
    const rejected = await act('PUT', 'TopupRequest', tokens.admin, { _id: second._id, Status: 'Rejected', Note: 'Not received.' });
    expect(await entryOf(rejected, 'topup.rejected', ADMIN)).toMatchObject({ after: { status: 'Rejected', note: 'Not received.' } });

    // An invoice for a past month, then a bank transfer confirmed, one rejected, and a card payment.
    await charged(t, accountIds['100001']!, '2024-01-10T10:00:00+04:00', 21_000, 1_000);
    await charged(t, accountIds['100001']!, '2024-01-12T10:00:00+04:00', 10_500, 500);
    const invoiced = { ...(await generate(t, tokens.admin, '2024-01')) };
    expect(invoiced.status).toBe(201);
    const [inv] = (await entriesOf('invoice.generated')).filter((e) => e.account_id === accountIds['100001']);
    expect(inv).toMatchObject({ actor_name: 'admin', after: { periodStart: '2024-01-01', total: 315 } });
    const invoiceNo = inv!.target_id!;

    const pay = (body: object, key: string) => t.call('POST', 'pay', { token: tokens.alnoor, body, headers: { 'idempotency-key': key } });
    const transfer = await pay({ Provider: 'BankTransfer', InvoiceNos: [invoiceNo], Amount: 100, Reference: 'FT24041000123' }, 'audit-pay-1');
    expect(transfer.status).toBe(201);
    const confirmed = await act('PUT', 'Payment', tokens.admin, { _id: transfer.json.data._id, Status: 'Succeeded', Note: 'Seen on statement' });
    expect(await entryOf(confirmed, 'payment.confirmed', ADMIN)).toMatchObject({
      account_id: accountIds['100001'],
      before: { status: 'Pending', amount: 100, provider: 'BankTransfer' },
      after: { status: 'Succeeded', invoices: [invoiceNo] },
    });
    const other = await pay({ Provider: 'BankTransfer', InvoiceNos: [invoiceNo], Amount: 50, Reference: 'FT24041000124' }, 'audit-pay-2');
    const refused = await act('PUT', 'Payment', tokens.admin, { _id: other.json.data._id, Status: 'Rejected', Note: 'Not received' });
    expect(await entryOf(refused, 'payment.rejected', ADMIN)).toMatchObject({ after: { status: 'Rejected', reason: 'Not received' } });
    const requestId = 'audit-test-card';
    const paid = {
      ...(await t.call('POST', 'pay', {
        token: tokens.alnoor,
        ip: '198.51.100.200',
        headers: { 'x-request-id': requestId, 'idempotency-key': 'audit-card' },
        body: { Provider: 'CardTest', Card: { Number: '4242424242424242', Expiry: '12/30', Cvc: '123', Name: 'Fatima' }, InvoiceNos: [invoiceNo], Amount: 10 },
      })),
      ip: '198.51.100.200',
      requestId,
    };
    const settled = await entryOf(paid, 'payment.card_settled', ALNOOR);
    expect(settled).toMatchObject({ after: { status: 'Succeeded' } });
    expect(JSON.stringify(settled)).not.toContain('4242424242424242');

    // A prepaid airway bill cancelled: its refund is in the entry.
    const serviceId = await loadServices(t);
    await setBalance(t, '100002', 5_000_000);
    const awb = (await createAwb(t, typedBody(serviceId), { token: tokens.oasis })).json.data.AirWayBillNo as string;
    const cancelled = await act('POST', 'CancelShipment', tokens.oasis, { AirWayBillNo: awb, Reason: 'Customer changed the order' });
    expect(await entryOf(cancelled, 'shipment.cancelled_refunded', OASIS)).toMatchObject({
      target_id: awb,
      account_id: accountIds['100002'],
      after: { status: 'CANCELLED', refunded: expect.any(Number), reason: 'Customer changed the order' },
    });
  });

  it('API keys, webhooks and notification settings (no secret ever written)', async () => {
    const key = await act('POST', 'ApiKeys', tokens.alnoor, { Name: 'Shop integration', Mode: 'live', Scopes: ['Airway_Bill_Generation'] });
    const k = await entryOf(key, 'api_key.created', ALNOOR);
    expect(k).toMatchObject({ account_id: accountIds['100001'], after: { name: 'Shop integration', scopes: ['Airway_Bill_Generation'] } });
    expect(JSON.stringify(k)).not.toContain(key.json.data.Key);
    const revoked = await act('PUT', 'ApiKeys/Revoke', tokens.alnoor, { _id: key.json.data.ApiKey._id });
    expect(await entryOf(revoked, 'api_key.revoked', ALNOOR)).toMatchObject({ before: { revoked: false }, after: { revoked: true } });

    const w = withWebhookSettings(t, { allowPrivate: true });
    const token = await w.login('postpaid');
    const made = await act('POST', 'WebhookSubscriptions', token, { Url: 'http://127.0.0.1:9/hook', Events: ['shipment.status_changed'] }, w);
    const id = made.json.data.Subscription._id;
    const secret = made.json.data.Secret as string;
    expect(await entryOf(made, 'webhook.created', ALNOOR)).toMatchObject({ target_id: id, account_id: accountIds['100001'], after: { url: 'http://127.0.0.1:9/hook', active: true } });
    const edited = await act('PUT', 'WebhookSubscriptions', token, { _id: id, Description: 'Orders' }, w);
    expect(await entryOf(edited, 'webhook.updated', ALNOOR)).toMatchObject({ before: { description: '' }, after: { description: 'Orders' } });
    await entryOf(await act('PUT', 'WebhookSubscriptions', token, { _id: id, Active: false }, w), 'webhook.disabled', ALNOOR);
    await entryOf(await act('PUT', 'WebhookSubscriptions', token, { _id: id, Active: true }, w), 'webhook.enabled', ALNOOR);
    const rotated = await act('POST', 'WebhookSubscriptions/RotateSecret', token, { _id: id }, w);
    const r = await entryOf(rotated, 'webhook.secret_rotated', ALNOOR);
    const removed = await act('DELETE', 'WebhookSubscriptions', token, { _id: id }, w);
    const d = await entryOf(removed, 'webhook.deleted', ALNOOR);
    for (const e of [r, d]) {
      expect(JSON.stringify(e)).not.toContain(secret);
      expect(JSON.stringify(e)).not.toContain(rotated.json.data.Secret);
    }

    const settings = (await t.call('GET', 'NotificationSettings', { token: tokens.alnoor })).json.data.Settings;
    const saved = await act('PUT', 'NotificationSettings', tokens.alnoor, { ...settings, senderName: 'Al Noor Shop' });
    expect(await entryOf(saved, 'notification_settings.updated', ALNOOR)).toMatchObject({ before: { senderName: null }, after: { senderName: 'Al Noor Shop' } });
  });

  it('Ops: staff, dispatch, run start, COD handover and remittance', async () => {
    const staff = await act('POST', 'Staff', tokens.admin, { Username: 'courier.audit', FullName: 'Bilal Audit', Email: 'bilal.audit@saqrexpress.ae', Role: 'Courier' });
    const s = await entryOf(staff, 'staff.created', ADMIN);
    expect(s).toMatchObject({ account_id: null, after: { username: 'courier.audit', role: 'Courier', active: true } });
    const off = await act('PUT', 'Staff/Active', tokens.admin, { _id: staff.json.data.user._id, Active: false });
    expect(await entryOf(off, 'staff.deactivated', ADMIN)).toMatchObject({ before: { active: true }, after: { active: false } });

    const tomorrow = new Date(t.clock.now.getTime() + 28 * 3600_000).toISOString().slice(0, 10);
    const board = (await t.call('GET', `Dispatch?Date=${tomorrow}`, { token: tokens.ops })).json.data;
    const parcel = board.Ready.find((p: { Status: string }) => p.Status === 'AT_DESTINATION');
    const sunil = board.Couriers.find((c: { FullName: string }) => c.FullName === 'Sunil Kumar')._id;
    const assigned = await act('POST', 'Dispatch', tokens.ops, { CourierId: sunil, Date: tomorrow, AirWayBillNos: [parcel.AirWayBillNo] });
    expect(await entryOf(assigned, 'dispatch.assigned', OPS)).toMatchObject({ after: { courier: 'Sunil Kumar', date: tomorrow, airWayBillNos: [parcel.AirWayBillNo] } });
    const stop = assigned.json.data.Stops.find((x: { Ref: string }) => x.Ref === parcel.AirWayBillNo)._id;
    const taken = await act('PUT', 'Dispatch/Unassign', tokens.ops, { StopId: stop });
    expect(await entryOf(taken, 'dispatch.unassigned', OPS)).toMatchObject({ target_id: stop, before: { airWayBillNo: parcel.AirWayBillNo } });

    // Sunil's run today (seeded planned or started): starting writes an entry only when it was not started.
    const runs = await queryRows<{ id: string; status: string }>(
      t.database,
      sql`select r.id, r.status from courier_runs r join users u on u.id = r.courier_id where u.username = 'courier.sunil' and r.run_date = (now() at time zone 'Asia/Dubai')::date`,
    );
    expect(runs).toHaveLength(1);
    await t.database.db.execute(sql`update courier_runs set status = 'planned', started_at = null where id = ${runs[0]!.id}`);
    const started = await act('POST', 'Courier/Start', tokens.sunil);
    expect(await entryOf(started, 'run.started', { name: 'courier.sunil', role: 'Courier' })).toMatchObject({ target_id: runs[0]!.id, after: { status: 'started' } });
    // Starting again is no change: no second entry.
    const again = await act('POST', 'Courier/Start', tokens.sunil);
    expect(again.status).toBe(200);
    expect((await entriesOf('run.started')).filter((e) => e.request_id === again.requestId)).toEqual([]);

    // Cash a courier holds, handed over to Ops, then remitted and paid.
    const [ahmed] = await t.database.db.select({ id: users.id }).from(users).where(sql`${users.username} = 'courier.ahmed'`);
    const [ship] = await queryRows<{ id: string }>(
      t.database,
      sql`select s.id from shipments s left join cod_collections c on c.shipment_id = s.id where s.account_id = ${accountIds['100001']} and c.id is null limit 1`,
    );
    await t.database.db.insert(codCollections).values({ shipmentId: ship!.id, accountId: accountIds['100001']!, courierId: ahmed!.id, amountFils: 12_500, method: 'cash', collectedAt: t.clock.now });
    const handover = await act('POST', 'CodHandover', tokens.ops, { CourierId: ahmed!.id, Counted: 120 });
    expect(await entryOf(handover, 'cod_handover.received', OPS)).toMatchObject({ after: { collections: 1, expected: 125, counted: 120, difference: -5 } });
    const today = new Date(t.clock.now.getTime() + 4 * 3600_000).toISOString().slice(0, 10);
    const remit = await act('POST', 'CodRemittances', tokens.ops, { Account: '100001', From: today, To: today });
    const rem = await entryOf(remit, 'cod_remittance.created', OPS);
    expect(rem).toMatchObject({ target_id: remit.json.data.StatementNo, account_id: accountIds['100001'], after: { collected: 125, status: 'pending' } });
    const paid = await act('PUT', 'CodRemittances/Paid', tokens.ops, { _id: remit.json.data._id, BankReference: 'FT-AUDIT-REMIT' });
    expect(await entryOf(paid, 'cod_remittance.paid', OPS)).toMatchObject({ before: { status: 'pending' }, after: { status: 'paid', bankReference: 'FT-AUDIT-REMIT' } });
  });

  it('writes nothing for a refused or failed change', async () => {
    const before = await total();
    // Not allowed (a customer on an Admin call), bad input, a conflict, and a rule that rolls back.
    expect((await t.call('POST', 'ServiceTypes', { token: tokens.alnoor, body: {} })).status).toBe(403);
    expect((await t.call('PUT', 'ServiceTypes', { token: tokens.admin, body: { _id: 'x' } })).status).toBe(400);
    const nddId = (await queryRows<{ id: string }>(t.database, sql`select id from service_types where code = 'NDD'`))[0]!.id;
    const clash = await t.call('POST', 'ServiceTypes', {
      token: tokens.admin,
      body: { ServiceCode: 'NDD', ServiceName: 'Dup', Scope: 'Domestic', Description: '', TransitDaysMin: 1, TransitDaysMax: 1, Active: true, CodAvailable: false, FuelSurchargePercent: 0, CodFeeMin: 0, CodFeePercent: 0, SortOrder: 1 },
    });
    expect(clash.status).toBe(409);
    expect((await t.call('PUT', 'Accounts/Status', { token: tokens.admin, body: { _id: '00000000-0000-4000-8000-000000000000', Active: false } })).status).toBe(404);
    expect((await t.call('PUT', 'users', { token: tokens.sub, body: { userId: nddId, dashboard: { Pickup_Request: true } } })).status).toBeGreaterThanOrEqual(400);
    expect((await t.call('POST', 'CodRemittances', { token: tokens.ops, body: { Account: '100002', From: '2020-01-01', To: '2020-01-02' } })).status).toBe(422);
    // Saving the same settings again changes nothing, so no entry either.
    const settings = (await t.call('GET', 'NotificationSettings', { token: tokens.alnoor })).json.data.Settings;
    expect((await t.call('PUT', 'NotificationSettings', { token: tokens.alnoor, body: settings })).status).toBe(200);
    expect(await total()).toBe(before);
  });

  it('has an entry for each action it covers', async () => {
    const seen = new Set((await queryRows<{ action: string }>(t.database, sql`select distinct action from audit_log`)).map((r) => r.action));
    // Sign-in, two-factor and sessions are written by the sign-in work; a service type used by shipments is deactivated instead of deleted.
    const elsewhere = ['two_factor.enabled', 'two_factor.disabled', 'two_factor.recovery_codes_regenerated', 'session.ended', 'password.changed', 'service_type.deactivated', 'shipment.cancelled', 'staff.activated'];
    const missing = AUDIT_ACTIONS.filter((a) => !seen.has(a) && !elsewhere.includes(a));
    expect(missing).toEqual([]);
    for (const a of seen) expect(AUDIT_ACTIONS as readonly string[]).toContain(a);
  });
});

describe('GET AuditLog', () => {
  it('registers the calls for Manage_Sub_Users, and no call that changes or deletes an entry', () => {
    const routes = t.api.routeList.filter((r) => r.path.startsWith('AuditLog'));
    expect(routes).toEqual([
      { method: 'GET', path: 'AuditLog', access: { permission: 'Manage_Sub_Users' } },
      { method: 'GET', path: 'AuditLog/Export', access: { permission: 'Manage_Sub_Users' } },
    ]);
  });

  it('gives the Admin every entry, filtered by action, actor, account, target and days', async () => {
    const all = await t.call('GET', 'AuditLog?limit=100', { token: tokens.admin });
    expect(all.status).toBe(200);
    expect(all.json.data.Total).toBe(await total());
    const at = all.json.data.Entries.map((e: { At: string }) => e.At);
    expect([...at].sort().reverse()).toEqual(at);

    const topups = (await t.call('GET', 'AuditLog?Action=topup.approved', { token: tokens.admin })).json.data;
    expect(topups.Entries.length).toBeGreaterThan(0);
    expect(topups.Entries.every((e: { Action: string; AccountNo: string }) => e.Action === 'topup.approved' && e.AccountNo === '100002')).toBe(true);
    const byOps = (await t.call('GET', `AuditLog?Actor=${OPS.name}`, { token: tokens.admin })).json.data.Entries;
    expect(byOps.length).toBeGreaterThan(0);
    expect(byOps.every((e: { ActorName: string }) => e.ActorName === OPS.name)).toBe(true);
    const ofAccount = (await t.call('GET', 'AuditLog?AccountNo=100002&limit=100', { token: tokens.admin })).json.data.Entries;
    expect(ofAccount.every((e: { AccountNo: string }) => e.AccountNo === '100002')).toBe(true);
    const one = all.json.data.Entries.find((e: { TargetId: string | null }) => e.TargetId);
    const byTarget = (await t.call('GET', `AuditLog?Target=${encodeURIComponent(one.TargetId)}`, { token: tokens.admin })).json.data.Entries;
    expect(byTarget.every((e: { TargetId: string }) => e.TargetId === one.TargetId)).toBe(true);
    const today = new Date(t.clock.now.getTime() + 4 * 3600_000).toISOString().slice(0, 10);
    expect((await t.call('GET', `AuditLog?From=${today}&To=${today}`, { token: tokens.admin })).json.data.Total).toBe(await total());
    expect((await t.call('GET', 'AuditLog?From=2020-01-01&To=2020-01-02', { token: tokens.admin })).json.data.Total).toBe(0);
    const page2 = (await t.call('GET', 'AuditLog?limit=5&page=2', { token: tokens.admin })).json.data;
    expect(page2.Entries.map((e: { _id: number }) => e._id)).toEqual(all.json.data.Entries.slice(5, 10).map((e: { _id: number }) => e._id));
  });

  it('refuses bad filters with 400 and a clear message', async () => {
    for (const [q, field] of [
      ['Action=nope', 'Action'],
      ['From=2026-13-01', 'From'],
      ['From=2026-02-01&To=2026-01-01', 'From'],
      ['AccountNo=%3Cx%3E', 'AccountNo'],
      ['limit=1000', 'limit'],
      ['Actor=%3Cscript%3E', 'Actor'],
    ] as const) {
      const res = await t.call('GET', `AuditLog?${q}`, { token: tokens.admin });
      expect(res.status).toBe(400);
      expect(res.json.errors[field]).toEqual(expect.any(String));
    }
    expect((await t.call('GET', 'AuditLog?Action=nope', { token: tokens.admin })).json.message).toMatch(/^Action must be one of customer\.activated/);
  });

  it('gives a customer only their own account’s entries, whatever the query names', async () => {
    const mine = (await t.call('GET', 'AuditLog?limit=100', { token: tokens.alnoor })).json.data;
    const [{ n }] = await queryRows<{ n: number }>(t.database, sql`select count(*)::int as n from audit_log where account_id = ${accountIds['100001']}`);
    expect(mine.Total).toBe(n);
    expect(mine.Entries.every((e: { AccountNo: string }) => e.AccountNo === '100001')).toBe(true);
    const widened = (await t.call('GET', 'AuditLog?AccountNo=100002&limit=100', { token: tokens.alnoor })).json.data;
    expect(widened.Total).toBe(n);
    expect(widened.Entries.every((e: { AccountNo: string }) => e.AccountNo === '100001')).toBe(true);
    // Another account's target is simply not there.
    const theirs = (await entriesOf('topup.approved'))[0]!.target_id!;
    expect((await t.call('GET', `AuditLog?Target=${theirs}`, { token: tokens.alnoor })).json.data.Total).toBe(0);
    // The prepaid account sees its own entries and none of Al Noor's.
    const oasis = (await t.call('GET', 'AuditLog?limit=100', { token: tokens.oasis })).json.data.Entries;
    expect(oasis.length).toBeGreaterThan(0);
    expect(oasis.every((e: { AccountNo: string }) => e.AccountNo === '100002')).toBe(true);
  });

  it('refuses users without Manage_Sub_Users, couriers and Ops, and visitors', async () => {
    expect((await t.call('GET', 'AuditLog', { token: tokens.sub })).status).toBe(403);
    expect((await t.call('GET', 'AuditLog', { token: tokens.sunil })).status).toBe(403);
    expect((await t.call('GET', 'AuditLog/Export', { token: tokens.sub })).status).toBe(403);
    expect((await t.call('GET', 'AuditLog')).status).toBe(401);
    expect([403]).toContain((await t.call('GET', 'AuditLog', { token: tokens.ops })).status);
  });
});

describe('GET AuditLog/Export', () => {
  /** RFC 4180 as the export writes it: quoted cells may hold commas, quotes and line breaks. */
  function parseCsv(text: string): string[][] {
    const rows: string[][] = [];
    let row: string[] = [];
    let cell = '';
    let quoted = false;
    for (let i = 0; i < text.length; i++) {
      const ch = text[i]!;
      if (quoted) {
        if (ch === '"' && text[i + 1] === '"') (cell += '"'), i++;
        else if (ch === '"') quoted = false;
        else cell += ch;
      } else if (ch === '"') quoted = true;
      else if (ch === ',') row.push(cell), (cell = '');
      else if (ch === '\r' && text[i + 1] === '\n') row.push(cell), rows.push(row), (row = []), (cell = ''), i++;
      else cell += ch;
    }
    return rows;
  }

  it('exports the filtered entries as CSV that parses back to the list', async () => {
    const res = await t.api.request('/AuditLog/Export?Action=webhook.updated', { headers: { authorization: `Bearer ${tokens.alnoor}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"$/);
    const text = (await res.text()).replace(/^\uFEFF/, '');
    const [header, ...rows] = parseCsv(text);
    expect(header).toEqual(['At', 'Actor', 'Role', 'IP', 'RequestId', 'Action', 'TargetType', 'TargetId', 'AccountNo', 'Before', 'After']);
    const listed = (await t.call('GET', 'AuditLog?Action=webhook.updated', { token: tokens.alnoor })).json.data.Entries;
    expect(rows).toHaveLength(listed.length);
    rows.forEach((r, i) => {
      const e = listed[i];
      expect(r).toEqual([e.At, e.ActorName, e.ActorRole, e.Ip, e.RequestId, e.Action, e.TargetType, e.TargetId, e.AccountNo, JSON.stringify(e.Before), JSON.stringify(e.After)]);
    });
    expect((await t.call('GET', 'AuditLog/Export?To=nope', { token: tokens.admin })).status).toBe(400);
  });
});

describe('the table', () => {
  it('refuses UPDATE, DELETE and TRUNCATE on audit_log', async () => {
    const n = await total();
    await expect(t.database.db.execute(sql`update audit_log set action = 'x'`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`delete from audit_log`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`truncate audit_log`)).rejects.toThrow();
    expect(await total()).toBe(n);
  });
});
