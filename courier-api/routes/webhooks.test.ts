// Webhooks (issue 14, item 4): the portal's subscription calls, events written
// with the change that caused them, signed deliveries to a real local HTTP
// receiver, retries, the 24-hour give-up, rotation, SSRF refusal, and a
// worker killed mid-delivery (PostgreSQL only).
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { count, eq, inArray, sql } from 'drizzle-orm';
import { WEBHOOK_EVENTS } from '@/lib/schemas/webhooks';
import { accounts, events, mailOutbox, outbox, shipments, webhookSubscriptions, WEBHOOK_EVENTS as SCHEMA_EVENTS } from '../db/schema';
import { getShipmentDetail } from '../services/shipments/detail';
import { recordEvents, shipmentStatusItems } from '../services/webhooks/events';
import { backoffMs, claimDue, drainOutbox, DISABLED_REASON, GIVE_UP_AFTER_MS, type WorkerOptions } from '../services/webhooks/worker';
import { startOutboxWorker } from '../services/webhooks/runner';
import { startReceiver, withWebhookSettings, type Receiver, type WebhookTestApi } from '../services/webhooks/test-support';
import { verifySignature } from '../services/webhooks/signature';
import { queryRows, useTestApi } from '../test-utils';
import { makeShipments, NOW } from './operations-fixtures';
import { loadServices, typedBody } from './shipments-fixtures';

// Monday 23 November 2026, 10:30 in Dubai: pickups can be booked for the next day.
const { t } = useTestApi({ now: NOW });
let w: WebhookTestApi;
let strict: WebhookTestApi;
const tokens: Record<'admin' | 'postpaid' | 'prepaid' | 'subUser', string> = { admin: '', postpaid: '', prepaid: '', subUser: '' };
let receiver: Receiver;

beforeAll(async () => {
  w = withWebhookSettings(t, { allowPrivate: true });
  // Private targets refused; public-looking names resolve to fixed answers (no network in tests).
  strict = withWebhookSettings(t, {
    allowPrivate: false,
    resolve: async (host) => {
      if (host === 'hooks.example.com') return ['93.184.216.34'];
      if (host === 'internal.example.com') return ['10.1.2.3', 'fd00::1'];
      if (host === 'mixed.example.com') return ['10.1.2.3', '93.184.216.34'];
      throw Object.assign(new Error('not found'), { code: 'ENOTFOUND' });
    },
  });
  for (const who of Object.keys(tokens) as (keyof typeof tokens)[]) tokens[who] = await w.login(who);
  receiver = await startReceiver();
});
afterAll(() => receiver?.close());

/** Receivers of the running test; closed after it, with every subscription and delivery gone. */
const opened: Receiver[] = [];
afterEach(async () => {
  for (const r of opened.splice(0)) await r.close();
  await t.database.db.delete(outbox);
  await t.database.db.delete(webhookSubscriptions);
});

const body = (extra: Record<string, unknown> = {}) => ({ Url: receiver.url, Events: ['shipment.status_changed'], ...extra });

describe('subscriptions (portal)', () => {
  it('keeps the event list equal to the schema’s', () => {
    expect([...WEBHOOK_EVENTS]).toEqual([...SCHEMA_EVENTS]);
  });

  it('creates, lists, updates, rotates and deletes a subscription; the secret is shown once', async () => {
    const created = await w.call('POST', 'WebhookSubscriptions', { token: tokens.postpaid, body: body({ Description: 'Order system' }) });
    expect(created.status).toBe(201);
    const { Subscription, Secret } = created.json.data;
    expect(Secret).toMatch(/^whsec_[0-9A-Za-z]{32}$/);
    expect(Subscription).toMatchObject({ Url: receiver.url, Events: ['shipment.status_changed'], Description: 'Order system', Active: true, Mode: 'live', SecretHint: Secret.slice(-4), DisabledReason: null });

    const list = await w.call('GET', 'WebhookSubscriptions', { token: tokens.postpaid });
    expect(list.status).toBe(200);
    expect(list.json.data.Subscriptions.map((s: { _id: string }) => s._id)).toContain(Subscription._id);
    expect(JSON.stringify(list.json)).not.toContain(Secret);

    const updated = await w.call('PUT', 'WebhookSubscriptions', { token: tokens.postpaid, body: { _id: Subscription._id, Events: ['shipment.delivered', 'shipment.delivered'], Active: false } });
    expect(updated.status).toBe(200);
    expect(updated.json.data).toMatchObject({ Events: ['shipment.delivered'], Active: false, Url: receiver.url, Description: 'Order system' });

    const rotated = await w.call('POST', 'WebhookSubscriptions/RotateSecret', { token: tokens.postpaid, body: { _id: Subscription._id } });
    expect(rotated.status).toBe(200);
    expect(rotated.json.data.Secret).not.toBe(Secret);
    expect(new Date(rotated.json.data.PreviousSecretExpiresAt).getTime() - t.clock.now.getTime()).toBe(24 * 3600 * 1000);

    const deleted = await w.call('DELETE', 'WebhookSubscriptions', { token: tokens.postpaid, body: { _id: Subscription._id } });
    expect(deleted.status).toBe(200);
    const again = await w.call('DELETE', 'WebhookSubscriptions', { token: tokens.postpaid, body: { _id: Subscription._id } });
    expect(again.status).toBe(404);
  });

  it('keeps test mode apart: Mode test lives on the sandbox twin', async () => {
    const created = await w.call('POST', 'WebhookSubscriptions', { token: tokens.prepaid, body: body({ Mode: 'test' }) });
    expect(created.status).toBe(201);
    expect(created.json.data.Subscription.Mode).toBe('test');
    const live = await w.call('GET', 'WebhookSubscriptions?Mode=live', { token: tokens.prepaid });
    const test = await w.call('GET', 'WebhookSubscriptions?Mode=test', { token: tokens.prepaid });
    expect(live.json.data.Subscriptions).toEqual([]);
    expect(test.json.data.Subscriptions).toHaveLength(1);
    // Calls by id reach the sandbox's subscription too.
    const put = await w.call('PUT', 'WebhookSubscriptions', { token: tokens.prepaid, body: { _id: created.json.data.Subscription._id, Description: 'sandbox' } });
    expect(put.status).toBe(200);
    expect(put.json.data).toMatchObject({ Mode: 'test', Description: 'sandbox' });
    await w.call('DELETE', 'WebhookSubscriptions', { token: tokens.prepaid, body: { _id: created.json.data.Subscription._id } });
  });

  it('answers 404 for another account’s subscription and delivery, 403 to the Admin and to a user without Manage_Sub_Users', async () => {
    const created = await w.call('POST', 'WebhookSubscriptions', { token: tokens.postpaid, body: body() });
    const id = created.json.data.Subscription._id;
    for (const [method, path, b] of [
      ['PUT', 'WebhookSubscriptions', { _id: id, Active: false }],
      ['DELETE', 'WebhookSubscriptions', { _id: id }],
      ['POST', 'WebhookSubscriptions/RotateSecret', { _id: id }],
      ['POST', 'WebhookSubscriptions/Test', { _id: id }],
      ['GET', `WebhookDeliveries?_id=${id}`, undefined],
    ] as const) {
      const res = await w.call(method, path, { token: tokens.prepaid, body: b });
      expect([path, res.status]).toEqual([path, 404]);
      expect(res.json.message).toBe('This webhook subscription was not found.');
    }
    const admin = await w.call('GET', 'WebhookSubscriptions', { token: tokens.admin });
    expect(admin.status).toBe(403);
    expect(admin.json.message).toMatch(/The Admin has no customer account/);
    const sub = await w.call('GET', 'WebhookSubscriptions', { token: tokens.subUser });
    expect(sub.status).toBe(403);
    // Still there and unchanged for its owner.
    const mine = await w.call('GET', 'WebhookSubscriptions', { token: tokens.postpaid });
    expect(mine.json.data.Subscriptions.find((s: { _id: string }) => s._id === id)).toMatchObject({ Active: true });
    await w.call('DELETE', 'WebhookSubscriptions', { token: tokens.postpaid, body: { _id: id } });
  });

  it('refuses bad input with 400 and a message a person understands', async () => {
    const cases: Array<[unknown, string]> = [
      [{ Events: ['shipment.created'] }, 'Url is required.'],
      [{ Url: 'ftp://example.com/x', Events: ['shipment.created'] }, 'Url must be an http:// or https:// address.'],
      [{ Url: 'not a url', Events: ['shipment.created'] }, 'Url must be an http:// or https:// address.'],
      [{ Url: `https://e.com/${'a'.repeat(2000)}`, Events: ['shipment.created'] }, 'Url must be at most 2000 characters.'],
      [{ Url: 'https://e.com/x', Events: [] }, 'Please choose at least one event.'],
      [{ Url: 'https://e.com/x' }, 'Please choose at least one event.'],
      [{ Url: 'https://e.com/x', Events: ['order.paid'] }, expect.stringMatching(/^Events may contain only/) as unknown as string],
      [{ Url: 'https://e.com/x', Events: 'shipment.created' }, 'Events must be a list of event types.'],
      [{ Url: 'https://e.com/x', Events: ['shipment.created'], Description: 'x'.repeat(201) }, 'Description must be at most 200 characters.'],
      [{ Url: 'https://e.com/x', Events: ['shipment.created'], Mode: 'prod' }, 'Mode must be live or test.'],
      [{ Url: { $ne: 1 }, Events: ['shipment.created'] }, 'Url must be text.'],
    ];
    for (const [b, message] of cases) {
      const res = await w.call('POST', 'WebhookSubscriptions', { token: tokens.postpaid, body: b });
      expect(res.status).toBe(400);
      expect(res.json.message).toEqual(message);
    }
    const badId = await w.call('PUT', 'WebhookSubscriptions', { token: tokens.postpaid, body: { _id: 'nope' } });
    expect(badId.status).toBe(400);
    const badQuery = await w.call('GET', 'WebhookDeliveries?_id=x&page=0', { token: tokens.postpaid });
    expect(badQuery.status).toBe(400);
  });

  it('refuses private, loopback and link-local targets unless the settings allow them (422)', async () => {
    for (const url of ['http://127.0.0.1/hook', 'http://localhost:8080/x', 'http://10.0.0.5/', 'http://169.254.169.254/latest/meta-data', 'http://[::1]/', 'http://[fe80::1]/', 'http://100.64.0.1/', 'http://0.0.0.0/', 'http://[::ffff:192.168.1.1]/', 'https://internal.example.com/x']) {
      const res = await strict.call('POST', 'WebhookSubscriptions', { token: tokens.postpaid, body: { Url: url, Events: ['shipment.created'] } });
      expect([url, res.status]).toEqual([url, 422]);
      expect(res.json.message).toMatch(/is a private, loopback or link-local address\. Webhooks can only be sent to addresses on the public internet\.$/);
      expect(res.json.errors.Url).toBe(res.json.message);
    }
    const unknown = await strict.call('POST', 'WebhookSubscriptions', { token: tokens.postpaid, body: { Url: 'https://nowhere.example.com/x', Events: ['shipment.created'] } });
    expect(unknown.status).toBe(422);
    expect(unknown.json.message).toBe('We could not find nowhere.example.com. Please check the address.');
    for (const url of ['https://hooks.example.com/saqr', 'https://mixed.example.com/saqr', 'https://93.184.216.34/x']) {
      const ok = await strict.call('POST', 'WebhookSubscriptions', { token: tokens.postpaid, body: { Url: url, Events: ['shipment.created'] } });
      expect([url, ok.status]).toEqual([url, 201]);
      await strict.call('DELETE', 'WebhookSubscriptions', { token: tokens.postpaid, body: { _id: ok.json.data.Subscription._id } });
    }
    // Changing the URL is checked the same way.
    const created = await strict.call('POST', 'WebhookSubscriptions', { token: tokens.postpaid, body: { Url: 'https://hooks.example.com/a', Events: ['shipment.created'] } });
    const moved = await strict.call('PUT', 'WebhookSubscriptions', { token: tokens.postpaid, body: { _id: created.json.data.Subscription._id, Url: 'http://192.168.1.10/' } });
    expect(moved.status).toBe(422);
    await strict.call('DELETE', 'WebhookSubscriptions', { token: tokens.postpaid, body: { _id: created.json.data.Subscription._id } });
  });
});

// ---- delivery ---------------------------------------------------------------

const HOUR = 3600_000;
const onPostgres = process.env.TEST_DB_DRIVER === 'postgres';
const worker = (extra: Partial<WorkerOptions> = {}): WorkerOptions => ({
  db: t.database.db,
  now: () => t.clock.now,
  webhooks: { allowPrivate: true, concurrency: 4 },
  random: () => 0.5,
  ...extra,
});
const drain = (extra: Partial<WorkerOptions> = {}) => drainOutbox(worker(extra));

const postpaidAccount = async () => {
  const [row] = await queryRows<{ id: string }>(t.database, sql`select a.id from accounts a join users u on u.account_id = a.id where u.username = 'alnoor'`);
  return row!.id;
};

/** A subscription of the postpaid demo account to a fresh receiver; returns both. */
async function subscribe(eventsWanted: readonly string[] = WEBHOOK_EVENTS, token = tokens.postpaid) {
  const r = await startReceiver();
  opened.push(r);
  r.now = () => t.clock.now;
  const res = await w.call('POST', 'WebhookSubscriptions', { token, body: { Url: r.url, Events: eventsWanted } });
  expect(res.status).toBe(201);
  r.secrets = [res.json.data.Secret];
  return { r, id: res.json.data.Subscription._id as string, secret: res.json.data.Secret as string };
}
const unsubscribe = async (s: { r: Receiver; id: string }) => {
  const res = await w.call('DELETE', 'WebhookSubscriptions', { token: tokens.postpaid, body: { _id: s.id } });
  expect(res.status).toBe(200);
};

const outboxOf = (subscriptionId: string) =>
  queryRows<{ id: string; status: string; attempts: number; event_id: string; next_attempt_at: Date; last_status_code: number | null; last_error: string | null; last_response: string | null; last_latency_ms: number | null }>(
    t.database,
    sql`select * from outbox where subscription_id = ${subscriptionId} order by created_at, id`,
  );

/** Fresh shipments of the postpaid account, created an hour before the clock. */
const freshShipments = async (n: number) =>
  makeShipments(t, n, { accountId: await postpaidAccount(), createdAt: new Date(t.clock.now.getTime() - HOUR) });

const scan = (awbs: string[], code: string, extra: Record<string, string> = {}) =>
  w.call('POST', 'ScanEvents', { token: tokens.admin, body: { AirWayBillNos: awbs, StatusCode: code, ...extra } });

describe('events and deliveries', () => {
  it('delivers a scan made in Operations (POST ScanEvents as the Admin), signed, with the shipment as the API returns it', async () => {
    const s = await subscribe(['shipment.status_changed']);
    const [awb] = await freshShipments(1);
    const res = await scan([awb!], 'PICKED_UP');
    expect(res.status).toBe(200);
    expect(res.json.data.Updated).toBe(1);
    const detail = await getShipmentDetail(t.database.db, { allAccounts: true }, awb!);

    const counts = await drain();
    expect(counts).toMatchObject({ claimed: 1, delivered: 1, retrying: 0, failed: 0 });
    expect(s.r.received).toHaveLength(1);
    const got = s.r.received[0]!;
    expect(got.verifiedWith).toBe(s.secret);
    expect(verifySignature(got.headers['saqr-signature'] as string, got.body, s.secret, 300, t.clock.now)).toMatchObject({ ok: true });
    expect(verifySignature(got.headers['saqr-signature'] as string, got.body, 'whsec_wrong', 300, t.clock.now)).toEqual({ ok: false, reason: 'no_match' });
    expect(verifySignature(got.headers['saqr-signature'] as string, got.body.replace('PICKED_UP', 'DELIVERED'), s.secret, 300, t.clock.now).ok).toBe(false);
    expect(got.headers).toMatchObject({
      'content-type': 'application/json',
      'user-agent': 'SaqrExpress-Webhooks/1',
      'saqr-event-id': got.json.id,
      'saqr-event-type': 'shipment.status_changed',
      'saqr-delivery-attempt': '1',
    });
    expect(got.json).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      type: 'shipment.status_changed',
      created_at: t.clock.now.toISOString(),
      livemode: true,
      data: { object: detail },
    });
    expect(got.json.data.object).toMatchObject({ AirWayBillNo: awb, Status: 'PICKED_UP', ShipmentProgress: 1 });

    const [row] = await outboxOf(s.id);
    expect(row).toMatchObject({ status: 'delivered', attempts: 1, last_status_code: 200, last_error: null, last_response: 'ok', event_id: got.json.id });
    // The delivery log shows the same, with the exact body sent.
    const log = await w.call('GET', `WebhookDeliveries?_id=${s.id}`, { token: tokens.postpaid });
    expect(log.status).toBe(200);
    expect(log.json.data).toMatchObject({ Total: 1, Page: 1 });
    expect(log.json.data.Deliveries[0]).toMatchObject({ EventId: got.json.id, EventType: 'shipment.status_changed', Status: 'delivered', Attempts: 1, LastStatusCode: 200, NextAttemptAt: null });
    expect(JSON.stringify(log.json.data.Deliveries[0].Request)).toBe(got.body);
    expect(await drain()).toMatchObject({ claimed: 0 });
    await unsubscribe(s);
  });

  it('writes the events each change causes, only for the types a subscription wants', async () => {
    const all = await subscribe(WEBHOOK_EVENTS);
    const deliveredOnly = await subscribe(['shipment.delivered']);
    const [a, b, c] = await freshShipments(3);
    await scan([a!, b!, c!], 'PICKED_UP');
    await scan([a!], 'OUT_FOR_DELIVERY');
    await scan([a!], 'DELIVERED', { DeliveredTo: 'Omar' });
    await scan([b!], 'ON_HOLD', { ExceptionReason: 'Address unclear' });
    await drain();
    const types = (r: Receiver) => r.received.map((x) => `${x.json.data.object.AirWayBillNo} ${x.json.type}`).sort();
    expect(types(all.r)).toEqual(
      [
        `${a} shipment.status_changed`, `${b} shipment.status_changed`, `${c} shipment.status_changed`,
        `${a} shipment.status_changed`,
        `${a} shipment.status_changed`, `${a} shipment.delivered`,
        `${b} shipment.status_changed`, `${b} shipment.exception`,
      ].sort(),
    );
    expect(types(deliveredOnly.r)).toEqual([`${a} shipment.delivered`]);
    // One event, two subscriptions: the same event id at both.
    const id = deliveredOnly.r.received[0]!.json.id;
    expect(all.r.received.filter((x) => x.json.id === id)).toHaveLength(1);
    await unsubscribe(all);
    await unsubscribe(deliveredOnly);
  });

  it('tells of a cancel and of pickups (scheduled, assigned, collected, cancelled) with their shipments', async () => {
    const s = await subscribe(['shipment.cancelled', 'pickup.status_changed', 'shipment.status_changed']);
    const [toCancel, onPickup] = await freshShipments(2);
    const cancel = await w.call('POST', 'CancelShipment', { token: tokens.postpaid, body: { AirWayBillNo: toCancel, Reason: 'Order cancelled' } });
    expect(cancel.status).toBe(200);
    const address = await w.call('POST', 'addresses', {
      token: tokens.postpaid,
      body: { Name: 'Fatima Al Mansoori', Phone: '+971501112233', AddressLine1: 'Warehouse 12, Al Quoz 3', City: 'DXB' },
    });
    expect(address.status).toBe(201);
    const scheduled = await w.call('POST', 'SchedulePickup', {
      token: tokens.postpaid,
      body: { AddressId: address.json.data._id, PickupDate: '2026-11-24', PickupWindowStart: '10:00', PickupWindowEnd: '13:00', Pieces: 1, WeightKg: 1, AirWayBillNos: [onPickup] },
    });
    expect([scheduled.status, scheduled.json.message]).toEqual([201, expect.any(String)]);
    const pickupId = scheduled.json.data._id;
    const assigned = await w.call('PUT', 'PickupQueue', { token: tokens.admin, body: { _id: pickupId, Status: 'Assigned', AssignedTo: 'Route 7' } });
    expect(assigned.status).toBe(200);
    const collected = await w.call('PUT', 'PickupQueue', { token: tokens.admin, body: { _id: pickupId, Status: 'Collected' } });
    expect(collected.status).toBe(200);
    const other = await w.call('POST', 'SchedulePickup', {
      token: tokens.postpaid,
      body: { AddressId: address.json.data._id, PickupDate: '2026-11-24', PickupWindowStart: '14:00', PickupWindowEnd: '17:00', Pieces: 2, WeightKg: 3 },
    });
    const called = await w.call('POST', 'CancelPickup', { token: tokens.postpaid, body: { _id: other.json.data._id, Reason: 'Closed today' } });
    expect(called.status).toBe(200);
    await drain();
    const seen = s.r.received.map((x) => `${x.json.type} ${x.json.data.object.AirWayBillNo ?? x.json.data.object.Status} ${x.json.data.object.Status}`);
    expect(seen.sort()).toEqual(
      [
        `shipment.status_changed ${toCancel} CANCELLED`,
        `shipment.cancelled ${toCancel} CANCELLED`,
        `shipment.status_changed ${onPickup} PICKUP_REQUESTED`,
        `shipment.status_changed ${onPickup} PICKUP_ASSIGNED`,
        `shipment.status_changed ${onPickup} PICKED_UP`,
        'pickup.status_changed Requested Requested',
        'pickup.status_changed Assigned Assigned',
        'pickup.status_changed Collected Collected',
        'pickup.status_changed Requested Requested',
        'pickup.status_changed Cancelled Cancelled',
      ].sort(),
    );
    const pickupEvent = s.r.received.find((x) => x.json.type === 'pickup.status_changed' && x.json.data.object._id === pickupId)!;
    expect(pickupEvent.json.data.object).toMatchObject({ _id: pickupId, AirWayBillNos: [onPickup] });
    await unsubscribe(s);
  });

  it('delivers shipment.created for an airway bill made in the portal', async () => {
    const s = await subscribe(['shipment.created']);
    const created = await w.call('POST', 'CreateAirwayBill', { token: tokens.postpaid, body: typedBody(await loadServices(t)) });
    expect([created.status, created.json.message]).toEqual([201, expect.any(String)]);
    await drain();
    expect(s.r.received.map((x) => x.json.type)).toEqual(['shipment.created']);
    expect(s.r.received[0]!.json.data.object).toMatchObject({ AirWayBillNo: created.json.data.AirWayBillNo, Status: 'CREATED' });
    await unsubscribe(s);
  });

  it('builds the payloads of a 300-airway-bill scan in the scan’s transaction, equal to GET Shipment', async () => {
    const s = await subscribe(['shipment.status_changed']);
    const awbs = await freshShipments(300);
    const res = await scan(awbs, 'PICKED_UP');
    expect(res.json.data.Updated).toBe(300);
    const counts = await drain({ webhooks: { allowPrivate: true, concurrency: 32 } });
    expect(counts).toMatchObject({ claimed: 300, delivered: 300 });
    expect(new Set(s.r.received.map((x) => x.json.id)).size).toBe(300);
    for (const awb of [awbs[0]!, awbs[150]!, awbs[299]!]) {
      const got = s.r.received.find((x) => x.json.data.object.AirWayBillNo === awb)!;
      expect(got.json.data.object).toEqual(await getShipmentDetail(t.database.db, { allAccounts: true }, awb));
    }
    expect(s.r.received.every((x) => x.verifiedWith === s.secret)).toBe(true);
    await unsubscribe(s);
  });

  it('leaves no event when the transaction rolls back', async () => {
    const s = await subscribe(['shipment.status_changed']);
    const [awb] = await freshShipments(1);
    const [ship] = await t.database.db.select({ id: shipments.id }).from(shipments).where(eq(shipments.awbNo, awb!));
    const before = await t.database.db.select({ n: count() }).from(events);
    let inside = 0;
    await expect(
      t.database.db.transaction(async (tx) => {
        await recordEvents(tx, shipmentStatusItems([ship!.id], 'PICKED_UP'), t.clock.now);
        const [n] = await tx.select({ n: count() }).from(events);
        inside = Number(n!.n);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(inside).toBe(Number(before[0]!.n) + 1);
    const after = await t.database.db.select({ n: count() }).from(events);
    expect(Number(after[0]!.n)).toBe(Number(before[0]!.n));
    expect(await outboxOf(s.id)).toEqual([]);
    // A scan refused for every airway bill writes nothing either.
    const refused = await scan(['00000000001'], 'PICKED_UP');
    expect(refused.json.data.Updated).toBe(0);
    expect(await drain()).toMatchObject({ claimed: 0 });
    expect(s.r.received).toEqual([]);
    await unsubscribe(s);
  });
});

describe('a subscription deleted while a change writes its events', () => {
  it('waits for the change, then deletes its deliveries too (no error, nothing left behind)', async () => {
    const s = await subscribe(['shipment.status_changed']);
    const [awb] = await freshShipments(1);
    const [ship] = await t.database.db.select({ id: shipments.id }).from(shipments).where(eq(shipments.awbNo, awb!));
    let deleting: ReturnType<typeof w.call> | undefined;
    await t.database.db.transaction(async (tx) => {
      expect(await recordEvents(tx, shipmentStatusItems([ship!.id], 'PICKED_UP'), t.clock.now)).toBe(1);
      deleting = w.call('DELETE', 'WebhookSubscriptions', { token: tokens.postpaid, body: { _id: s.id } });
      // PostgreSQL: give the delete time to reach the subscription's lock before this commits.
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    expect((await deleting!).status).toBe(200);
    expect(await outboxOf(s.id)).toEqual([]);
    expect(await drain()).toMatchObject({ claimed: 0 });
  });
});

describe('retries, give-up, rotation, SSRF', () => {
  it('retries with exponential backoff and jitter while the receiver answers 500, then delivers (same event id)', async () => {
    const s = await subscribe(['shipment.status_changed']);
    let calls = 0;
    s.r.respond = () => (++calls <= 2 ? 500 : 200);
    const [awb] = await freshShipments(1);
    await scan([awb!], 'PICKED_UP');
    const start = t.clock.now.getTime();

    expect(await drain()).toMatchObject({ claimed: 1, retrying: 1 });
    let [row] = await outboxOf(s.id);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, last_status_code: 500, last_error: 'HTTP 500', last_response: 'receiver error' });
    // random() pinned to 0.5: half of 30 s after the first failure.
    expect(new Date(row!.next_attempt_at).getTime() - start).toBe(15_000);
    expect(await drain()).toMatchObject({ claimed: 0 });

    t.clock.now = new Date(row!.next_attempt_at);
    expect(await drain()).toMatchObject({ claimed: 1, retrying: 1 });
    [row] = await outboxOf(s.id);
    expect(new Date(row!.next_attempt_at).getTime() - t.clock.now.getTime()).toBe(30_000);

    t.clock.now = new Date(row!.next_attempt_at);
    expect(await drain()).toMatchObject({ claimed: 1, delivered: 1 });
    [row] = await outboxOf(s.id);
    expect(row).toMatchObject({ status: 'delivered', attempts: 3, last_status_code: 200, last_error: null });
    expect(s.r.received.map((x) => x.headers['saqr-delivery-attempt'])).toEqual(['1', '2', '3']);
    expect(new Set(s.r.received.map((x) => x.json.id)).size).toBe(1);
    expect(s.r.received.every((x) => x.verifiedWith === s.secret)).toBe(true);
    await unsubscribe(s);
  });

  it('backs off 30 s · 2^(n−1) with full jitter, capped at an hour', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 12].map((n) => backoffMs(n, () => 0.999999))).toEqual(
      [30, 60, 120, 240, 480, 960, 1920, 3600, 3600].map((s) => Math.floor(0.999999 * s * 1000)),
    );
    expect(backoffMs(5, () => 0)).toBe(0);
  });

  it('gives up 24 hours after the event: the delivery fails, the subscription is disabled and the account emailed', async () => {
    const s = await subscribe(['shipment.status_changed']);
    s.r.respond = () => 503;
    const [awb] = await freshShipments(1);
    await scan([awb!], 'PICKED_UP');
    const queued = t.clock.now.getTime();
    let rounds = 0;
    for (;;) {
      await drain({ random: () => 0.999 });
      const [row] = await outboxOf(s.id);
      if (row!.status !== 'pending') break;
      expect(new Date(row!.next_attempt_at).getTime()).toBeLessThanOrEqual(queued + GIVE_UP_AFTER_MS);
      t.clock.now = new Date(row!.next_attempt_at);
      rounds++;
    }
    const [row] = await outboxOf(s.id);
    expect(row).toMatchObject({ status: 'failed', last_status_code: 503 });
    expect(t.clock.now.getTime()).toBe(queued + GIVE_UP_AFTER_MS);
    expect(row!.attempts).toBe(rounds + 1);
    expect(row!.attempts).toBeGreaterThan(20);

    const view = await w.call('GET', 'WebhookSubscriptions', { token: tokens.postpaid });
    expect(view.json.data.Subscriptions.find((x: { _id: string }) => x._id === s.id)).toMatchObject({ Active: false, DisabledReason: DISABLED_REASON });
    const mail = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.subject, 'Saqr Express webhook disabled: deliveries failed for 24 hours'));
    expect(mail).toHaveLength(1);
    const [account] = await t.database.db.select({ email: accounts.email }).from(accounts).where(eq(accounts.id, await postpaidAccount()));
    expect(mail[0]).toMatchObject({ toAddress: account!.email });
    expect(mail[0]!.textBody).toContain(s.r.url);
    expect(mail[0]!.textBody).toContain('HTTP 503');

    // Disabled: new events are not queued for it.
    await scan([awb!], 'IN_TRANSIT');
    expect(await outboxOf(s.id)).toHaveLength(1);
    // Enabled again: the reason goes, events flow, and the failed delivery can be sent again.
    const enabled = await w.call('PUT', 'WebhookSubscriptions', { token: tokens.postpaid, body: { _id: s.id, Active: true } });
    expect(enabled.json.data).toMatchObject({ Active: true, DisabledReason: null });
    s.r.respond = () => 200;
    const again = await w.call('POST', 'WebhookDeliveries/Redeliver', { token: tokens.postpaid, body: { _id: row!.id } });
    expect(again.status).toBe(202);
    expect(again.json.data).toMatchObject({ Status: 'pending', EventId: row!.event_id });
    await drain();
    const [after] = await outboxOf(s.id);
    expect(after).toMatchObject({ status: 'delivered', attempts: row!.attempts + 1 });
    expect(s.r.received.at(-1)!.json.id).toBe(row!.event_id);
    await unsubscribe(s);
  });

  it('signs with both secrets during a rotation’s grace period, and only the new one after', async () => {
    const s = await subscribe(['shipment.status_changed']);
    const rotated = await w.call('POST', 'WebhookSubscriptions/RotateSecret', { token: tokens.postpaid, body: { _id: s.id } });
    const fresh = rotated.json.data.Secret as string;
    const [one, two] = await freshShipments(2);
    await scan([one!], 'PICKED_UP');
    await drain();
    let got = s.r.received.at(-1)!;
    expect(got.signatures).toBe(2);
    const header = () => got.headers['saqr-signature'] as string;
    expect(verifySignature(header(), got.body, s.secret, 300, t.clock.now).ok).toBe(true);
    expect(verifySignature(header(), got.body, fresh, 300, t.clock.now).ok).toBe(true);

    t.clock.now = new Date(t.clock.now.getTime() + 24 * HOUR + 1000);
    await scan([two!], 'PICKED_UP');
    await drain();
    got = s.r.received.at(-1)!;
    expect(got.json.data.object.AirWayBillNo).toBe(two);
    expect(got.signatures).toBe(1);
    expect(verifySignature(header(), got.body, fresh, 300, t.clock.now).ok).toBe(true);
    expect(verifySignature(header(), got.body, s.secret, 300, t.clock.now)).toEqual({ ok: false, reason: 'no_match' });
    // An old signature is refused as a replay.
    expect(verifySignature(header(), got.body, fresh, 300, new Date(t.clock.now.getTime() + 301_000))).toEqual({ ok: false, reason: 'too_old' });
    await unsubscribe(s);
  });

  it('refuses to deliver to a private target when the settings do not allow it, also when DNS changes after the check', async () => {
    const s = await subscribe(['shipment.status_changed']);
    // A name that resolved to a public address when saved and to loopback now (DNS rebinding).
    const port = new URL(s.r.url).port;
    const rebound = await subscribe(['shipment.status_changed']);
    await t.database.db.update(webhookSubscriptions).set({ url: `http://rebind.example.com:${port}/hooks` }).where(eq(webhookSubscriptions.id, rebound.id));
    const [awb] = await freshShipments(1);
    await scan([awb!], 'PICKED_UP');
    const counts = await drain({ webhooks: { allowPrivate: false, resolve: async () => ['127.0.0.1'] } });
    expect(counts).toMatchObject({ claimed: 2, retrying: 2, delivered: 0 });
    expect(s.r.received).toEqual([]);
    expect(rebound.r.received).toEqual([]);
    for (const id of [s.id, rebound.id]) {
      const [row] = await outboxOf(id);
      expect(row).toMatchObject({ status: 'pending', attempts: 1, last_status_code: null });
      expect(row!.last_error).toMatch(/is a private, loopback or link-local address/);
    }
    await unsubscribe(s);
    await unsubscribe(rebound);
  });
});

describe('test events, redelivery, crashes', () => {
  it('sends a test event of the subscription’s first type, marked test, and redelivers with the same event id', async () => {
    const s = await subscribe(['pickup.status_changed', 'shipment.created']);
    const queued = await w.call('POST', 'WebhookSubscriptions/Test', { token: tokens.postpaid, body: { _id: s.id } });
    expect(queued.status).toBe(202);
    expect(queued.json.data).toMatchObject({ Status: 'pending', EventType: 'pickup.status_changed', Attempts: 0 });
    expect(queued.json.data.Request).toMatchObject({ type: 'pickup.status_changed', test: true, livemode: true });
    await drain();
    const got = s.r.received[0]!;
    expect(got.verifiedWith).toBe(s.secret);
    expect(got.json).toMatchObject({ type: 'pickup.status_changed', test: true, livemode: true, data: { object: { BookingNo: '0000000000' } } });
    expect(JSON.stringify(queued.json.data.Request)).toBe(got.body);

    const redone = await w.call('POST', 'WebhookDeliveries/Redeliver', { token: tokens.postpaid, body: { _id: queued.json.data._id } });
    expect(redone.status).toBe(202);
    await drain();
    expect(s.r.received).toHaveLength(2);
    expect(s.r.received[1]!.json.id).toBe(got.json.id);
    expect(s.r.received[1]!.body).toBe(got.body);
    expect(s.r.received[1]!.headers['saqr-delivery-attempt']).toBe('2');
    // Another account cannot redeliver it, nor learn it exists.
    const foreign = await w.call('POST', 'WebhookDeliveries/Redeliver', { token: tokens.prepaid, body: { _id: queued.json.data._id } });
    expect([foreign.status, foreign.json.message]).toEqual([404, 'This webhook delivery was not found.']);
    // A test-mode subscription says livemode false.
    const sandbox = await w.call('POST', 'WebhookSubscriptions', { token: tokens.postpaid, body: { Url: s.r.url, Events: ['shipment.created'], Mode: 'test' } });
    await w.call('POST', 'WebhookSubscriptions/Test', { token: tokens.postpaid, body: { _id: sandbox.json.data.Subscription._id } });
    await drain();
    expect(s.r.received.at(-1)!.json).toMatchObject({ type: 'shipment.created', livemode: false, test: true });
    await w.call('DELETE', 'WebhookSubscriptions', { token: tokens.postpaid, body: { _id: sandbox.json.data.Subscription._id } });
    await unsubscribe(s);
  });

  it('sends again, with the same event id, what a worker claimed and never finished (its lease ran out)', async () => {
    const s = await subscribe(['shipment.status_changed']);
    const [awb] = await freshShipments(1);
    await scan([awb!], 'PICKED_UP');
    // A worker claims the row and dies before delivering it.
    const claimed = await claimDue(t.database.db, t.clock.now, 10, 60_000);
    expect(claimed).toHaveLength(1);
    expect(await drain()).toMatchObject({ claimed: 0 });
    t.clock.now = new Date(t.clock.now.getTime() + 60_000);
    expect(await drain()).toMatchObject({ claimed: 1, delivered: 1 });
    expect(s.r.received.map((x) => x.json.id)).toEqual([claimed[0]!.event_id]);
    expect(s.r.received[0]!.headers['saqr-delivery-attempt']).toBe('2');
    await unsubscribe(s);
  });
});

// ---- the worker loop ----------------------------------------------------------

describe('the worker running in the server', () => {
  it('wakes as soon as a change commits events (no poll needed) and stops cleanly', async () => {
    const s = await subscribe(['shipment.status_changed']);
    let listenUrl: string | undefined;
    if (onPostgres) {
      const [row] = await queryRows<{ name: string }>(t.database, sql`select current_database() as name`);
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${row!.name}`;
      listenUrl = url.toString();
    }
    // A poll once an hour: only the wake-up (PGlite: this process's signal; PostgreSQL: NOTIFY on commit) can deliver in time.
    const running = startOutboxWorker({ ...worker(), pollMs: 3600_000, listenUrl });
    try {
      const [a, b] = await freshShipments(2);
      await scan([a!], 'PICKED_UP');
      await s.r.waitFor(1);
      await scan([b!], 'PICKED_UP');
      await s.r.waitFor(2);
      expect(s.r.received.map((r) => r.json.data.object.AirWayBillNo)).toEqual([a, b]);
    } finally {
      await running.stop();
    }
    const rows = await outboxOf(s.id);
    expect(rows.map((r) => r.status)).toEqual(['delivered', 'delivered']);
  });
});

// ---- kill -9 ------------------------------------------------------------------
// PGlite is one process's database: this runs on PostgreSQL only (TEST_DATABASE_URL).

describe('a worker killed mid-delivery (kill -9)', () => {
  const children: ChildProcess[] = [];
  afterAll(() => {
    for (const c of children) {
      try {
        process.kill(-c.pid!, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  });

  async function databaseUrl(): Promise<string> {
    const [row] = await queryRows<{ name: string }>(t.database, sql`select current_database() as name`);
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${row!.name}`;
    return url.toString();
  }

  function spawnWorker(url: string): ChildProcess {
    const root = path.resolve(__dirname, '../..');
    const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: url, WEBHOOKS_ALLOW_PRIVATE: '1', OUTBOX_CONCURRENCY: '4' };
    delete env.SEED_DEMO;
    // Its own process group: tsx runs the script in a child process, and kill -9 must reach both.
    const child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['scripts/worker.ts', '--lease-seconds=3'], {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    child.stderr!.on('data', (d: Buffer) => process.stderr.write(`[worker ${child.pid}] ${d}`));
    children.push(child);
    return child;
  }

  const exited = (c: ChildProcess) =>
    new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
      if (c.exitCode !== null || c.signalCode !== null) resolve({ code: c.exitCode, signal: c.signalCode });
      else c.once('exit', (code, signal) => resolve({ code, signal }));
    });
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  (onPostgres ? it : it.skip)('loses nothing and repeats only with the same event id', async () => {
    // The spawned worker keeps real time: so does the database from here on.
    t.clock.now = new Date();
    tokens.admin = await w.login('admin');
    tokens.postpaid = await w.login('postpaid');
    const s = await subscribe(['shipment.status_changed']);
    s.r.now = () => new Date();
    s.r.respond = () => 'hang';
    const awbs = await freshShipments(20);
    expect((await scan(awbs, 'PICKED_UP')).json.data.Updated).toBe(20);
    const rows = await outboxOf(s.id);
    const eventIds = new Set(rows.map((r) => r.event_id));
    expect(eventIds.size).toBe(20);

    const url = await databaseUrl();
    const first = spawnWorker(url);
    // It claims eight (two rounds of its four slots) and sends four; the receiver holds them open.
    await s.r.waitFor(4);
    const claimed = await queryRows<{ event_id: string }>(t.database, sql`select event_id from outbox where subscription_id = ${s.id} and locked_until is not null and status = 'pending'`);
    expect(claimed).toHaveLength(8);
    process.kill(-first.pid!, 'SIGKILL');
    expect(await exited(first)).toEqual({ code: null, signal: 'SIGKILL' });
    // Nothing of it lives on (tsx's child included).
    const living = () =>
      new Promise<string[]>((resolve) => {
        const ps = spawn('ps', ['-o', 'pid=,stat=', '-g', String(first.pid)]);
        let out = '';
        ps.stdout.on('data', (d: Buffer) => (out += d));
        // A killed process may linger as a zombie until it is reaped: dead all the same.
        ps.on('exit', () => resolve(out.split('\n').filter((l) => l.trim() && !/\sZ/.test(l))));
      });
    // tsx's child gets the same SIGKILL, but on a loaded machine the kernel may still be
    // tearing it down (state R) when its parent's exit is reported: it must be gone within moments.
    let survivors = await living();
    for (let i = 0; i < 50 && survivors.length; i++) {
      await pause(100);
      survivors = await living();
    }
    expect(survivors).toEqual([]);
    const held = s.r.received.map((r) => r.json.id);

    s.r.respond = () => 200;
    const second = spawnWorker(url);
    for (;;) {
      const [left] = await queryRows<{ n: number }>(t.database, sql`select count(*)::int as n from outbox where subscription_id = ${s.id} and status <> 'delivered'`);
      if (left!.n === 0) break;
      await pause(200);
    }
    second.kill('SIGTERM');
    expect(await exited(second)).toEqual({ code: 0, signal: null });

    // Every event arrived, signed; nothing arrived that is not one of them; the repeats are the held four, same ids.
    const ids = s.r.received.map((r) => r.json.id);
    expect(new Set(ids)).toEqual(eventIds);
    expect(s.r.received.every((r) => r.verifiedWith === s.secret && r.headers['saqr-event-id'] === r.json.id)).toBe(true);
    const counts = new Map<string, number>();
    for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
    const repeated = [...counts].filter(([, n]) => n > 1).map(([id]) => id);
    expect(repeated.sort()).toEqual([...held].sort());
    expect(Math.max(...counts.values())).toBe(2);
    const after = await outboxOf(s.id);
    expect(after.every((r) => r.status === 'delivered')).toBe(true);
    // The eight it had claimed were claimed again; of those, only the four it had sent arrived twice.
    expect(after.filter((r) => r.attempts === 2).map((r) => r.event_id).sort()).toEqual(claimed.map((r) => r.event_id).sort());
    expect(after.filter((r) => r.attempts !== 2).every((r) => r.attempts === 1)).toBe(true);
  });
});
