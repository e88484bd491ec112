// CancelShipment against the real API on a real database: the refund of a
// prepaid airway bill (exactly once, even when the cancel races itself), the
// tracking event, postpaid airway bills (nothing to refund), the rules
// (collected, on an open pickup, already cancelled), access and isolation.
import { sql } from 'drizzle-orm';
import { ALREADY_CANCELLED, ALREADY_COLLECTED, ON_OPEN_PICKUP, SHIPMENT_CANCELLED_REASON } from '../services/shipments/cancel';
import { queryRows, useTestApi } from '../test-utils';
import { balanceOf, ledgerOf, newAccount } from './prepaid-fixtures';
import { NO_ACCOUNT } from './shipment-cancel';
import { AWB_NOT_FOUND } from './shipments';
import { createAwb, loadServices, setBalance, typedBody, userWith } from './shipments-fixtures';

/** Monday 23 November 2026, 10:30 in Dubai. */
const NOW = new Date('2026-11-23T06:30:00Z');
const { t, tokens } = useTestApi({ now: NOW, logins: { oasis: 'prepaid', alnoor: 'postpaid', admin: 'admin' } });
let serviceId: (code: string) => string;

beforeAll(async () => {
  serviceId = await loadServices(t);
  await setBalance(t, '100002', 5_000_000);
});

const cancel = (token: string, AirWayBillNo: unknown, Reason: unknown = 'Customer changed the order') =>
  t.call('POST', 'CancelShipment', { token, body: { AirWayBillNo, Reason } });

/** A new airway bill on the token's account: its number and what it cost in fils. */
async function newAwb(token: string): Promise<{ awb: string; fils: number }> {
  const res = await createAwb(t, typedBody(serviceId), { token });
  expect(res.status).toBe(201);
  return { awb: res.json.data.AirWayBillNo, fils: Math.round(res.json.data.Charges.Total * 100) };
}

const statusOf = async (awb: string) =>
  (await queryRows<{ status: string; progress: number }>(t.database, sql`select status, progress from shipments where awb_no = ${awb}`))[0]!;

describe('POST CancelShipment on a prepaid account', () => {
  it('cancels, records a tracking event and refunds exactly what the airway bill cost', async () => {
    const before = await balanceOf(t, '100002');
    const { awb, fils } = await newAwb(tokens.oasis);
    expect(await balanceOf(t, '100002')).toBe(before - fils);
    const res = await cancel(tokens.oasis, awb);
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({ AirWayBillNo: awb, Status: 'CANCELLED', Refunded: fils / 100, Balance: before / 100 });
    expect(res.json.message).toMatch(new RegExp(`^Airway bill ${awb} is cancelled\\. AED [\\d.]+ was refunded to your prepaid balance, which is now AED [\\d,.]+\\.$`));
    expect(await balanceOf(t, '100002')).toBe(before);
    expect(await statusOf(awb)).toEqual({ status: 'CANCELLED', progress: 0 });
    const ledger = (await ledgerOf(t, '100002')).filter((l) => l.reference === awb);
    expect(ledger).toEqual([
      { kind: 'shipment_charge', amount: -fils, after: before - fils, reference: awb, description: `Airway bill ${awb}` },
      { kind: 'refund', amount: fils, after: before, reference: awb, description: `Refund: airway bill ${awb} cancelled (Customer changed the order)` },
    ]);
    const tracking = await t.call('POST', 'Tracking', { body: { TrackingAWB: [{ AirWayBillNo: awb }] } });
    const [latest] = tracking.json.data.AirwayBillTrackList[0].TrackingLogDetails;
    expect(latest).toMatchObject({ Remarks: 'Shipment cancelled', ExceptionReason: SHIPMENT_CANCELLED_REASON });
  });

  it('refunds once: a second cancel is 409 and moves no money', async () => {
    const { awb } = await newAwb(tokens.oasis);
    await cancel(tokens.oasis, awb);
    const balance = await balanceOf(t, '100002');
    const again = await cancel(tokens.oasis, awb);
    expect([again.status, again.json.message]).toEqual([409, ALREADY_CANCELLED(awb)]);
    expect(await balanceOf(t, '100002')).toBe(balance);
  });

  it('refunds once when the same cancel races in five times', async () => {
    const { awb, fils } = await newAwb(tokens.oasis);
    const balance = await balanceOf(t, '100002');
    const results = await Promise.all([1, 2, 3, 4, 5].map(() => cancel(tokens.oasis, awb)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await balanceOf(t, '100002')).toBe(balance + fils);
    expect((await ledgerOf(t, '100002')).filter((l) => l.reference === awb && l.kind === 'refund')).toHaveLength(1);
  });

  it('refunds only what was taken: an airway bill made while the account was postpaid gets nothing back', async () => {
    const acct = await newAccount(t, 'PD');
    const { awb } = await newAwb(acct.token);
    await t.database.db.execute(sql`update accounts set payment_type = 'PP', balance_fils = 1000 where account_no = ${acct.accountNo}`);
    const res = await cancel(acct.token, awb);
    expect([res.status, res.json.data.Refunded, res.json.data.Balance]).toEqual([200, 0, null]);
    expect(await balanceOf(t, acct.accountNo)).toBe(1_000);
    expect(await ledgerOf(t, acct.accountNo)).toEqual([]);
  });
});

describe('CancelShipment rules', () => {
  it('cancels a postpaid airway bill without touching any balance', async () => {
    const { awb } = await newAwb(tokens.alnoor);
    const ledger = (await ledgerOf(t, '100001')).length;
    const res = await cancel(tokens.alnoor, awb);
    expect(res.json).toEqual({ code: expect.any(String), message: `Airway bill ${awb} is cancelled.`, data: { AirWayBillNo: awb, Status: 'CANCELLED', Refunded: 0, Balance: null } });
    expect(await ledgerOf(t, '100001')).toHaveLength(ledger);
  });

  it('refuses a collected airway bill with 422 and refunds nothing', async () => {
    const { awb } = await newAwb(tokens.oasis);
    await t.database.db.execute(sql`update shipments set progress = 1, status = 'PICKED_UP' where awb_no = ${awb}`);
    const balance = await balanceOf(t, '100002');
    const res = await cancel(tokens.oasis, awb);
    expect([res.status, res.json.message]).toEqual([422, ALREADY_COLLECTED(awb)]);
    expect(await balanceOf(t, '100002')).toBe(balance);
    expect(await statusOf(awb)).toEqual({ status: 'PICKED_UP', progress: 1 });
  });

  it('refuses an airway bill on an open pickup (422) until the pickup is cancelled', async () => {
    const { awb, fils } = await newAwb(tokens.oasis);
    const address = await t.call('POST', 'addresses', { token: tokens.oasis, body: { Name: 'Rahul Menon', Phone: '+971501234567', AddressLine1: 'Shop 5, Al Majaz', City: 'SHJ' } });
    const pickup = await t.call('POST', 'SchedulePickup', {
      token: tokens.oasis,
      body: { AddressId: address.json.data._id, PickupDate: '2026-11-24', PickupWindowStart: '10:00', PickupWindowEnd: '13:00', Pieces: 1, WeightKg: 3, AirWayBillNos: [awb] },
    });
    expect(pickup.status).toBe(201);
    const refused = await cancel(tokens.oasis, awb);
    expect([refused.status, refused.json.message]).toEqual([422, ON_OPEN_PICKUP(awb, pickup.json.data.BookingNo)]);
    expect((await t.call('POST', 'CancelPickup', { token: tokens.oasis, body: { _id: pickup.json.data._id, Reason: 'Not ready' } })).status).toBe(200);
    const balance = await balanceOf(t, '100002');
    const res = await cancel(tokens.oasis, awb);
    expect(res.status).toBe(200);
    expect(await balanceOf(t, '100002')).toBe(balance + fils);
  });

  it('isolates accounts: another account’s airway bill reads as unknown (404), nothing changes', async () => {
    const { awb } = await newAwb(tokens.alnoor);
    const other = await newAccount(t, 'PP');
    for (const token of [tokens.oasis, other.token]) {
      const res = await cancel(token, awb);
      expect([res.status, res.json.message]).toEqual([404, AWB_NOT_FOUND(awb)]);
    }
    expect((await statusOf(awb)).status).toBe('CREATED');
  });

  it('needs Airway_Bill_Generation and an account; validates its body', async () => {
    const { awb } = await newAwb(tokens.oasis);
    const viewer = await userWith(t, '100002', ['Air_Way_bill_history']);
    expect((await cancel(viewer, awb)).status).toBe(403);
    const byAdmin = await cancel(tokens.admin, awb);
    expect([byAdmin.status, byAdmin.json.message]).toEqual([403, NO_ACCOUNT]);
    expect((await t.call('POST', 'CancelShipment', { body: { AirWayBillNo: awb, Reason: 'x' } })).status).toBe(401);
    const bad = await cancel(tokens.oasis, '123', '');
    expect(bad.status).toBe(400);
    expect(bad.json.errors).toEqual({ AirWayBillNo: 'An airway bill number is 11 digits.', Reason: 'Reason is required.' });
    expect((await cancel(tokens.oasis, awb, '<script>')).status).toBe(400);
    expect((await statusOf(awb)).status).toBe('CREATED');
  });
});
