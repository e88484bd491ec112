// The courier's day against the real API on a real database (issue 15):
// who may call what (another account's and another courier's data never
// visible), dispatch through the status model, the courier's actions with
// proof and delivery codes, replayed offline actions recorded once, the COD
// ledger under 100 concurrent collections and handovers, and remittance.
import { generate } from 'otplib';
import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { DEMO_DELIVERY_CODE } from '../db/seed-courier';
import { accounts, codCollections, shipments, trackingEvents } from '../db/schema';
import { generateAwb } from '../services/awb';
import { queryRows, useTestApi } from '../test-utils';

const { t, tokens } = useTestApi({
  courierDay: true,
  logins: { admin: 'admin', ops: 'ops', ahmed: 'courier', sunil: 'courier2', alnoor: 'postpaid', oasis: 'prepaid', sub: 'subUser' },
});

// A 1×1 PNG and a tiny JPEG header are enough for storage; the PDF embeds the PNG.
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

type Run = { Run: { _id: string; Status: string } | null; Stops: Array<{ _id: string; AirWayBillNo: string | null; CodAmount: number; NeedsCode: boolean; Outcome: string; Kind: string }>; CashOnHand: number };
const run = async (token: string) => (await t.call('GET', 'Courier/Run', { token })).json.data as Run;
const sync = async (token: string, Actions: unknown[]) => {
  const res = await t.call('POST', 'Courier/Actions', { token, body: { Actions } });
  expect(res.status).toBe(200);
  return res.json.data.Results as Array<{ ClientId: string; Ok: boolean; Replayed: boolean; Message: string }>;
};
const status = async (awb: string) => (await t.database.db.select({ s: shipments.status }).from(shipments).where(eq(shipments.awbNo, awb)))[0]!.s;
const eventsOf = async (awb: string) =>
  (
    await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(trackingEvents)
      .innerJoin(shipments, eq(shipments.id, trackingEvents.shipmentId))
      .where(eq(shipments.awbNo, awb))
  )[0]!.n;
const deliver = (awb: string, extra: Record<string, unknown> = {}) => ({
  ClientId: randomUUID(),
  Kind: 'deliver',
  AirWayBillNo: awb,
  RecipientName: 'Hessa Al Marri',
  Relationship: 'Self',
  Signature: PNG,
  Position: { Lat: 25.1124, Lng: 55.2003, Accuracy: 12 },
  ...extra,
});

describe('access', () => {
  it('declares each route for its role', () => {
    const access = Object.fromEntries(t.api.routeList.map((r) => [`${r.method} ${r.path}`, r.access]));
    expect(access).toMatchObject({
      'GET Staff': 'admin',
      'POST Staff': 'admin',
      'PUT Staff/Active': 'admin',
      'GET Dispatch': 'ops',
      'POST Dispatch': 'ops',
      'GET RunSheet': 'ops',
      'GET Courier/Run': 'courier',
      'POST Courier/Actions': 'courier',
      'GET CodHandover': 'ops',
      'POST CodRemittances': 'ops',
      'GET CodStatements': 'user',
      'POST ScanEvents': 'ops',
    });
  });

  it('keeps customers out of dispatch and cash, couriers out of everything but their app, and Ops out of staff', async () => {
    for (const who of [tokens.alnoor, tokens.sub, tokens.ahmed]) {
      expect((await t.call('GET', 'Dispatch?Date=2026-01-01', { token: who })).status).toBe(403);
      expect((await t.call('GET', 'CodHandover', { token: who })).status).toBe(403);
    }
    expect((await t.call('GET', 'Courier/Run', { token: tokens.alnoor })).status).toBe(403);
    expect((await t.call('GET', 'Courier/Run', { token: tokens.ops })).status).toBe(403);
    expect((await t.call('GET', 'CodStatements', { token: tokens.ahmed })).status).toBe(403);
    expect((await t.call('GET', 'Staff', { token: tokens.ops })).status).toBe(403);
    expect((await t.call('GET', 'ShipmentHistory', { token: tokens.ahmed })).status).not.toBe(200);
    expect((await t.call('GET', 'Staff', { token: tokens.admin })).status).toBe(200);
  });
});

describe('staff', () => {
  it('lets the Admin add a courier with a one-time password, and deactivating ends their session', async () => {
    const res = await t.call('POST', 'Staff', {
      token: tokens.admin,
      body: { Username: 'courier.new', FullName: 'Bilal Anwar', Email: 'bilal@saqrexpress.ae', Phone: '+971501234999', Role: 'Courier' },
    });
    expect(res.status).toBe(201);
    const { user, OneTimePassword } = res.json.data;
    expect(user).toMatchObject({ Role: 'Courier', Active: true });
    // A courier must set up two-factor sign-in at the first sign-in (issue 17) before any token is issued.
    const signin = await t.call('POST', 'auth/signin', { body: { email: 'bilal@saqrexpress.ae', password: OneTimePassword } });
    expect(signin.status).toBe(200);
    expect(signin.json.data).toMatchObject({ two_factor: 'setup' });
    expect(signin.json.data.access_token).toBeUndefined();
    const { challenge } = signin.json.data;
    const setup = await t.call('POST', 'auth/two-factor/setup', { body: { challenge } });
    const code = await generate({ secret: setup.json.data.secret, epoch: Math.floor(t.clock.now.getTime() / 1000) });
    const second = await t.call('POST', 'auth/signin/two-factor', { body: { challenge, code } });
    expect(second.status).toBe(200);
    expect(second.json.data.first).toBe(true);
    const token = second.json.data.access_token;
    expect((await t.call('GET', 'auth/profile', { token })).status).toBe(200);
    const off = await t.call('PUT', 'Staff/Active', { token: tokens.admin, body: { _id: user._id, Active: false } });
    expect(off.json.data.Active).toBe(false);
    expect((await t.call('GET', 'auth/profile', { token })).status).toBe(401);
    const bad = await t.call('POST', 'Staff', { token: tokens.admin, body: { Username: 'x', FullName: 'A', Email: 'no', Role: 'Admin' } });
    expect(bad.status).toBe(400);
  });
});

describe('dispatch and the courier app', () => {
  it('lists the parcels waiting, assigns them to a courier for today and sends them out for delivery', async () => {
    const today = new Date(Date.now() + 4 * 3600_000).toISOString().slice(0, 10);
    const board = (await t.call('GET', `Dispatch?Date=${today}`, { token: tokens.ops })).json.data;
    expect(board.Ready.length).toBeGreaterThanOrEqual(4);
    expect(board.Runs).toHaveLength(2);
    const [a, b] = board.Ready.filter((s: { Emirate: string }) => s.Emirate === 'Dubai');
    const sunil = board.Couriers.find((c: { FullName: string }) => c.FullName === 'Sunil Kumar')._id;
    const res = await t.call('POST', 'Dispatch', { token: tokens.ops, body: { CourierId: sunil, Date: today, AirWayBillNos: [a.AirWayBillNo, b.AirWayBillNo] } });
    expect(res.status).toBe(200);
    expect(await status(a.AirWayBillNo)).toBe('OUT_FOR_DELIVERY');
    const track = await t.call('POST', 'Tracking', { body: { TrackingAWB: [{ AirWayBillNo: a.AirWayBillNo }] } });
    expect(JSON.stringify(track.json)).toContain('Out for delivery');
    // On a run already: refused whole, nothing written.
    const again = await t.call('POST', 'Dispatch', { token: tokens.ops, body: { CourierId: sunil, Date: today, AirWayBillNos: [a.AirWayBillNo] } });
    expect(again.status).toBe(422);
    const own = await run(tokens.sunil);
    expect(own.Stops.map((s) => s.AirWayBillNo)).toEqual(expect.arrayContaining([a.AirWayBillNo, b.AirWayBillNo]));
    // The run sheet.
    const sheet = await t.call('GET', `RunSheet?RunId=${own.Run!._id}`, { token: tokens.ops });
    expect(sheet.status).toBe(200);
    expect(sheet.headers.get('content-type')).toBe('application/pdf');
  });

  it('plans a run for a later day without sending its parcels out, and takes a stop off a run', async () => {
    const tomorrow = new Date(Date.now() + 28 * 3600_000).toISOString().slice(0, 10);
    const board = (await t.call('GET', `Dispatch?Date=${tomorrow}`, { token: tokens.ops })).json.data;
    const waiting = board.Ready.find((s: { Status: string }) => s.Status === 'AT_DESTINATION');
    const ahmed = board.Couriers.find((c: { FullName: string }) => c.FullName === 'Ahmed Raza')._id;
    const res = await t.call('POST', 'Dispatch', { token: tokens.ops, body: { CourierId: ahmed, Date: tomorrow, AirWayBillNos: [waiting.AirWayBillNo] } });
    expect(res.json.data).toMatchObject({ Status: 'planned', Date: tomorrow });
    expect(await status(waiting.AirWayBillNo)).toBe('AT_DESTINATION');
    // Not on today's run: the courier cannot act on it yet.
    const [r] = await sync(tokens.ahmed, [{ ClientId: randomUUID(), Kind: 'fail', AirWayBillNo: waiting.AirWayBillNo, Reason: 'Premises closed' }]);
    expect(r!.Ok).toBe(false);
    const stopId = res.json.data.Stops.find((s: { Ref: string }) => s.Ref === waiting.AirWayBillNo)._id;
    expect((await t.call('PUT', 'Dispatch/Unassign', { token: tokens.ops, body: { StopId: stopId } })).status).toBe(200);
    expect((await t.call('PUT', 'Dispatch/Unassign', { token: tokens.ops, body: { StopId: stopId } })).status).toBe(404);
    const after = (await t.call('GET', `Dispatch?Date=${tomorrow}`, { token: tokens.ops })).json.data;
    expect(after.Ready.map((s: { AirWayBillNo: string }) => s.AirWayBillNo)).toContain(waiting.AirWayBillNo);
    const far = await t.call('POST', 'Dispatch', { token: tokens.ops, body: { CourierId: ahmed, Date: '2099-01-01', AirWayBillNos: [waiting.AirWayBillNo] } });
    expect(far.status).toBe(400);
  });

  it('never shows one courier another courier\'s stops, nor lets them act on one', async () => {
    const ahmed = await run(tokens.ahmed);
    const sunil = await run(tokens.sunil);
    const mine = new Set(ahmed.Stops.map((s) => s.AirWayBillNo));
    expect(sunil.Stops.some((s) => mine.has(s.AirWayBillNo))).toBe(false);
    const [r] = await sync(tokens.sunil, [{ ClientId: randomUUID(), Kind: 'fail', AirWayBillNo: ahmed.Stops[1]!.AirWayBillNo, Reason: 'Premises closed' }]);
    expect(r).toMatchObject({ Ok: false, Message: expect.stringContaining('not an open stop on your run') });
    expect(await status(ahmed.Stops[1]!.AirWayBillNo!)).toBe('OUT_FOR_DELIVERY');
  });

  it('collects COD (the amount checked), checks the delivery code, delivers with proof, and records a replay once', async () => {
    const cod = (await run(tokens.ahmed)).Stops.find((s) => s.CodAmount > 0 && s.Outcome === 'pending')!;
    const awb = cod.AirWayBillNo!;
    expect(cod.NeedsCode).toBe(true);
    const early = await sync(tokens.ahmed, [deliver(awb, { DeliveryCode: DEMO_DELIVERY_CODE })]);
    expect(early[0]!.Message).toContain('Please collect the COD');
    const [wrongAmount] = await sync(tokens.ahmed, [{ ClientId: randomUUID(), Kind: 'collect', AirWayBillNo: awb, Method: 'cash', Amount: cod.CodAmount + 1 }]);
    expect(wrongAmount!.Ok).toBe(false);
    const collect = { ClientId: randomUUID(), Kind: 'collect', AirWayBillNo: awb, Method: 'cash', Amount: cod.CodAmount };
    expect((await sync(tokens.ahmed, [collect]))[0]).toMatchObject({ Ok: true, Replayed: false });
    expect((await run(tokens.ahmed)).CashOnHand).toBeCloseTo(cod.CodAmount);
    const [wrong] = await sync(tokens.ahmed, [deliver(awb, { DeliveryCode: '000000' })]);
    expect(wrong!.Message).toBe('The delivery code is not right. 4 tries left.');
    const before = await eventsOf(awb);
    const action = deliver(awb, { DeliveryCode: DEMO_DELIVERY_CODE });
    const [first] = await sync(tokens.ahmed, [action]);
    expect(first).toMatchObject({ Ok: true, Replayed: false });
    // The offline queue sends it again (and the collection too): answered from the first, nothing recorded twice.
    const replays = await Promise.all([sync(tokens.ahmed, [action, collect]), sync(tokens.ahmed, [action])]);
    for (const [r] of replays) expect(r).toMatchObject({ Ok: true, Replayed: true });
    expect(await eventsOf(awb)).toBe(before + 1);
    expect(await status(awb)).toBe('DELIVERED');
    const n = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(codCollections).innerJoin(shipments, eq(shipments.id, codCollections.shipmentId)).where(eq(shipments.awbNo, awb));
    expect(n[0]!.n).toBe(1);

    // The shipper sees the proof; another account, and public tracking, do not.
    const proof = await t.call('GET', `Proof?AirWayBillNo=${awb}`, { token: tokens.alnoor });
    expect(proof.json.data).toMatchObject({ RecipientName: 'Hessa Al Marri', Relationship: 'Self', CodeVerified: true, HasSignature: true, HasPhoto: false });
    expect((await t.call('GET', `Proof?AirWayBillNo=${awb}`, { token: tokens.oasis })).status).toBe(404);
    expect((await t.call('GET', `Proof?AirWayBillNo=${awb}`, { token: tokens.sub })).status).toBe(403);
    const sig = await t.call('GET', `Proof/File?AirWayBillNo=${awb}&File=signature`, { token: tokens.alnoor });
    expect(sig.headers.get('content-type')).toBe('image/png');
    const pdf = await t.call('GET', `Proof/File?AirWayBillNo=${awb}&File=pdf`, { token: tokens.alnoor });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const track = JSON.stringify((await t.call('POST', 'Tracking', { body: { TrackingAWB: [{ AirWayBillNo: awb }] } })).json);
    expect(track).toContain('Hessa Al Marri');
    expect(track).not.toMatch(/signature|Relationship|25\.1124/i);
  });

  it('records a failed attempt with its reason, and the parcel is back on the dispatch board', async () => {
    const stop = (await run(tokens.ahmed)).Stops.find((s) => s.CodAmount === 0 && s.Outcome === 'pending')!;
    const [r] = await sync(tokens.ahmed, [{ ClientId: randomUUID(), Kind: 'fail', AirWayBillNo: stop.AirWayBillNo, Reason: 'Receiver not available', Note: 'Rang twice' }]);
    expect(r!.Ok).toBe(true);
    expect(await status(stop.AirWayBillNo!)).toBe('DELIVERY_ATTEMPTED');
    const today = new Date(Date.now() + 4 * 3600_000).toISOString().slice(0, 10);
    const board = (await t.call('GET', `Dispatch?Date=${today}`, { token: tokens.ops })).json.data;
    expect(board.Ready.map((s: { AirWayBillNo: string }) => s.AirWayBillNo)).toContain(stop.AirWayBillNo);
  });

  it('answers bad actions one by one, in words, without writing', async () => {
    const results = await sync(tokens.ahmed, [
      { ClientId: 'nope', Kind: 'fail', AirWayBillNo: '12345678901', Reason: 'Premises closed' },
      { ClientId: randomUUID(), Kind: 'fail', AirWayBillNo: '12345678901', Reason: 'Because' },
      { ClientId: randomUUID(), Kind: 'deliver', AirWayBillNo: '12345678901', RecipientName: 'A', Relationship: 'Self' },
    ]);
    expect(results.map((r) => r.Ok)).toEqual([false, false, false]);
    expect(results[0]!.Message).toBe('ClientId must be a UUID.');
    expect(results[1]!.Message).toBe('Please choose a reason from the list.');
    expect(results[2]!.Message).toBe('Please ask the receiver to sign.');
    expect((await t.call('POST', 'Courier/Actions', { token: tokens.ahmed, body: { Actions: [] } })).status).toBe(400);
  });
});

describe('the COD ledger', () => {
  const fils = async () => {
    const [r] = await queryRows<Record<string, string>>(t.database, sql`
      select coalesce(sum(amount_fils), 0)::bigint as collected,
        coalesce(sum(amount_fils) filter (where handed_over_at is null), 0)::bigint as with_couriers,
        coalesce(sum(amount_fils) filter (where handed_over_at is not null), 0)::bigint as handed_over,
        coalesce(sum(amount_fils) filter (where remittance_id is not null), 0)::bigint as remitted,
        coalesce(sum(amount_fils) filter (where handed_over_at is not null and remittance_id is null), 0)::bigint as pending,
        (select coalesce(sum(expected_fils), 0) from cod_handovers)::bigint as in_handovers,
        (select coalesce(sum(amount_fils), 0) from cod_collections where method = 'cash' and handover_id is not null)::bigint as cash_handed
      from cod_collections`);
    return Object.fromEntries(Object.entries(r!).map(([k, v]) => [k, Number(v)]));
  };

  it('balances under 100 concurrent collections, replays and handovers', async () => {
    const [alnoor] = await t.database.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.accountNo, '100001'));
    const at = new Date(Date.now() - 3600_000);
    const awbs = Array.from({ length: 100 }, () => generateAwb());
    await t.database.db.insert(shipments).values(
      awbs.map((awbNo, i) => ({
        awbNo,
        accountId: alnoor!.id,
        serviceCode: 'NDD',
        originCity: 'Dubai',
        originCityCode: 'DXB',
        originCountry: 'AE',
        destinationCity: i % 2 ? 'Sharjah' : 'Dubai',
        destinationCityCode: i % 2 ? 'SHJ' : 'DXB',
        destinationCountry: 'AE',
        status: 'AT_DESTINATION',
        progress: 3,
        weightGrams: 1000,
        senderName: 'Al Noor Trading LLC',
        receiverName: 'Omar Khalid',
        codAmountFils: 10_000 + i,
        createdAt: at,
        updatedAt: at,
      })),
    );
    const today = new Date(Date.now() + 4 * 3600_000).toISOString().slice(0, 10);
    const couriers = (await t.call('GET', `Dispatch?Date=${today}`, { token: tokens.ops })).json.data.Couriers as Array<{ _id: string; FullName: string }>;
    const id = (name: string) => couriers.find((c) => c.FullName === name)!._id;
    expect((await t.call('POST', 'Dispatch', { token: tokens.ops, body: { CourierId: id('Ahmed Raza'), Date: today, AirWayBillNos: awbs.slice(0, 50) } })).status).toBe(200);
    expect((await t.call('POST', 'Dispatch', { token: tokens.ops, body: { CourierId: id('Sunil Kumar'), Date: today, AirWayBillNos: awbs.slice(50) } })).status).toBe(200);
    const start = await fils();
    const actions = awbs.map((awb, i) => ({ ClientId: randomUUID(), Kind: 'collect', AirWayBillNo: awb, Method: i % 10 === 0 ? 'card' : 'cash', Amount: (10_000 + i) / 100 }));
    const work: Array<Promise<unknown>> = [];
    actions.forEach((a, i) => {
      const token = i < 50 ? tokens.ahmed : tokens.sunil;
      work.push(sync(token, [a]));
      if (i % 5 === 0) work.push(sync(token, [a])); // the same action twice at once
      if (i % 10 === 5) work.push(t.call('POST', 'CodHandover', { token: tokens.ops, body: { CourierId: id(i < 50 ? 'Ahmed Raza' : 'Sunil Kumar'), Counted: 1 } }));
    });
    await Promise.all(work);
    const mid = await fils();
    const added = awbs.reduce((s, _, i) => s + 10_000 + i, 0);
    expect(mid.collected - start.collected).toBe(added);
    expect(mid.collected).toBe(mid.with_couriers + mid.handed_over);
    expect(mid.in_handovers).toBe(mid.cash_handed);
    const n = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(codCollections).innerJoin(shipments, eq(shipments.id, codCollections.shipmentId)).where(inArray(shipments.awbNo, awbs));
    expect(n[0]!.n).toBe(100);
    // Ops receives the rest; nothing is left with the couriers.
    for (const name of ['Ahmed Raza', 'Sunil Kumar']) {
      const board = (await t.call('GET', 'CodHandover', { token: tokens.ops })).json.data;
      const held = board.Couriers.find((c: { FullName: string }) => c.FullName === name);
      if (held) expect((await t.call('POST', 'CodHandover', { token: tokens.ops, body: { CourierId: held.CourierId, Counted: held.Expected - 5 } })).json.data.Difference).toBe(-5);
    }
    const end = await fils();
    expect(end.with_couriers).toBe(0);
    expect(end.handed_over).toBe(end.remitted + end.pending);
    expect(end.pending).toBeGreaterThan(0);
    expect((await t.call('POST', 'CodHandover', { token: tokens.ops, body: { CourierId: id('Ahmed Raza'), Counted: 0 } })).status).toBe(422);
  });

  it('remits an account\'s handed-over COD once, and only that account sees its statement', async () => {
    const today = new Date(Date.now() + 4 * 3600_000).toISOString().slice(0, 10);
    const res = await t.call('POST', 'CodRemittances', { token: tokens.ops, body: { Account: '100001', From: '2026-01-01', To: today } });
    expect(res.status).toBe(201);
    const s = res.json.data;
    expect(s.Net).toBeCloseTo(s.Collected - s.Fee);
    expect(s.Shipments).toBe(101);
    expect((await t.call('POST', 'CodRemittances', { token: tokens.ops, body: { Account: '100001', From: '2026-01-01', To: today } })).status).toBe(422);
    expect((await t.call('POST', 'CodRemittances', { token: tokens.ops, body: { Account: '100001', From: today, To: '2026-01-01' } })).status).toBe(400);
    const mine = (await t.call('GET', 'CodStatements', { token: tokens.alnoor })).json.data as Array<{ _id: string; Status: string }>;
    expect(mine.map((x) => x._id)).toContain(s._id);
    expect(mine.map((x) => x.Status).sort()).toEqual(['paid', 'pending', 'pending']);
    expect((await t.call('GET', 'CodStatements', { token: tokens.oasis })).json.data).toEqual([]);
    expect((await t.call('GET', `CodStatements/Detail?_id=${s._id}`, { token: tokens.oasis })).status).toBe(404);
    const detail = (await t.call('GET', `CodStatements/Detail?_id=${s._id}`, { token: tokens.alnoor })).json.data;
    expect(detail.Lines).toHaveLength(101);
    const csv = await t.call('GET', `CodStatements/File?_id=${s._id}&Format=csv`, { token: tokens.alnoor });
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const paid = await t.call('PUT', 'CodRemittances/Paid', { token: tokens.ops, body: { _id: s._id, BankReference: 'FT2611250001' } });
    expect(paid.json.data).toMatchObject({ Status: 'paid', BankReference: 'FT2611250001' });
    expect((await t.call('PUT', 'CodRemittances/Paid', { token: tokens.ops, body: { _id: s._id, BankReference: 'X' } })).status).toBe(409);
    const fig = (await t.call('GET', 'CodFigures', { token: tokens.alnoor })).json.data;
    expect(fig.Collected).toBeCloseTo(fig.PendingRemittance + fig.Remitted);
    expect((await t.call('GET', 'CodFigures', { token: tokens.oasis })).json.data).toEqual({ Collected: 0, PendingRemittance: 0, Remitted: 0 });
  });
});
